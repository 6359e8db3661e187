import Scanout
import ScanoutTesting
import Testing

/// Layout guides, the safe area, layout margins and right-to-left layout.
@MainActor
@Suite struct GuidesAndMarginsTests {
    func constrainedView(in superview: UIView) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        superview.addSubview(view)
        return view
    }

    /// A controller whose view is the window's root, as an app's screen is.
    func screen(_ host: TestHost) -> UIViewController {
        let controller = UIViewController()
        host.window.rootViewController = controller
        return controller
    }

    @Test func aGuideIsPlacedLikeAViewAndReportsItsFrame() {
        let host = TestHost()
        let column = UILayoutGuide()
        host.window.addLayoutGuide(column)
        #expect(column.owningView === host.window)
        #expect(host.window.layoutGuides.contains { $0 === column })
        let box = constrainedView(in: host.window)
        NSLayoutConstraint.activate([
            column.widthAnchor.constraint(equalTo: host.window.widthAnchor, multiplier: 0.5),
            column.trailingAnchor.constraint(equalTo: host.window.trailingAnchor),
            column.topAnchor.constraint(equalTo: host.window.topAnchor),
            column.bottomAnchor.constraint(equalTo: host.window.bottomAnchor),
            box.centerXAnchor.constraint(equalTo: column.centerXAnchor),
            box.centerYAnchor.constraint(equalTo: column.centerYAnchor),
            box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 50),
        ])
        host.drain()
        #expect(column.layoutFrame == CGRect(x: 400, y: 0, width: 400, height: 480))
        #expect(box.frame == CGRect(x: 550, y: 215, width: 100, height: 50))
    }

    @Test func marginsGuideInsetsByTheMarginsAndFollowsChanges() {
        let host = TestHost()
        let card = UIView(frame: CGRect(x: 100, y: 100, width: 300, height: 200))
        host.window.addSubview(card)
        #expect(card.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), "UIKit's default")
        let content = constrainedView(in: card)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
        ])
        host.drain()
        #expect(content.frame == CGRect(x: 8, y: 8, width: 284, height: 184))
        card.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        host.drain()
        #expect(content.frame == CGRect(x: 20, y: 10, width: 240, height: 160))
        // The …Margin attributes are the margins guide's.
        let other = constrainedView(in: card)
        card.addConstraints([
            NSLayoutConstraint(
                item: other, attribute: .leading, relatedBy: .equal, toItem: card,
                attribute: .leadingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: other, attribute: .bottom, relatedBy: .equal, toItem: card,
                attribute: .bottomMargin, multiplier: 1, constant: 0),
        ])
        other.widthAnchor.constraint(equalToConstant: 5).isActive = true
        other.heightAnchor.constraint(equalToConstant: 5).isActive = true
        host.drain()
        #expect(other.frame == CGRect(x: 20, y: 165, width: 5, height: 5))
    }

    @Test func directionalMarginsSwapInRightToLeft() {
        let host = TestHost()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        host.window.addSubview(card)
        card.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10)
        #expect(card.layoutMargins.left == 30 && card.layoutMargins.right == 10)
        host.userInterfaceLayoutDirection = .rightToLeft
        #expect(card.layoutMargins.left == 10 && card.layoutMargins.right == 30)
        #expect(card.directionalLayoutMargins.leading == 30)
    }

    @Test func aControllersRootViewHasTheSystemMinimumMargins() {
        let host = TestHost()
        let controller = screen(host)
        #expect(
            controller.systemMinimumLayoutMargins
                == NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
            "An 800-point window is regular width")
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
        controller.viewRespectsSystemMinimumLayoutMargins = false
        #expect(controller.view.layoutMargins == .zero)
    }

    @Test func additionalSafeAreaInsetsShapeTheSafeAreaOfTheViewAndItsSubviews() {
        let host = TestHost()
        let controller = screen(host)
        final class Watcher: UIView {
            var changes = 0
            override func safeAreaInsetsDidChange() { changes += 1 }
        }
        let header = Watcher(frame: CGRect(x: 0, y: 0, width: 800, height: 100))
        controller.view.addSubview(header)
        let content = constrainedView(in: controller.view)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.trailingAnchor),
        ])
        _ = header.safeAreaLayoutGuide
        host.drain()
        #expect(content.frame == CGRect(x: 0, y: 0, width: 800, height: 480))

        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 60, left: 0, bottom: 40, right: 0)
        host.drain()
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 60, left: 0, bottom: 40, right: 0))
        #expect(content.frame == CGRect(x: 0, y: 60, width: 800, height: 380))
        // A subview covering the top 100 points: 60 of them are outside the safe area.
        #expect(header.safeAreaInsets == UIEdgeInsets(top: 60, left: 0, bottom: 0, right: 0))
        #expect(header.changes == 1)
        // Margins are measured from the safe area.
        #expect(controller.view.layoutMargins.top == 60)
    }

    @Test func leadingAndTrailingFlipInRightToLeftWithConstantsInTheReadingDirection() {
        let host = TestHost()
        host.userInterfaceLayoutDirection = .rightToLeft
        let first = constrainedView(in: host.window)
        let second = constrainedView(in: host.window)
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: host.window.leadingAnchor, constant: 20),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 10),
            first.widthAnchor.constraint(equalToConstant: 100), second.widthAnchor.constraint(equalToConstant: 50),
            first.topAnchor.constraint(equalTo: host.window.topAnchor),
            second.topAnchor.constraint(equalTo: host.window.topAnchor),
            first.heightAnchor.constraint(equalToConstant: 10), second.heightAnchor.constraint(equalToConstant: 10),
        ])
        host.drain()
        #expect(first.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(first.frame == CGRect(x: 680, y: 0, width: 100, height: 10), "20 from the right edge")
        #expect(second.frame == CGRect(x: 620, y: 0, width: 50, height: 10), "10 past the first, to its left")

        // Back to left to right: the same constraints lay out the other way.
        host.userInterfaceLayoutDirection = .leftToRight
        host.drain()
        #expect(first.frame.minX == 20)
        #expect(second.frame.minX == 130)

        // Forcing the container (where the constraints are installed) left to right lays its
        // subviews out left to right in a right-to-left app.
        host.userInterfaceLayoutDirection = .rightToLeft
        host.drain()
        #expect(first.frame.minX == 680)
        host.window.semanticContentAttribute = .forceLeftToRight
        host.drain()
        #expect(first.frame.minX == 20)
        #expect(UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: .rightToLeft) == .leftToRight)
    }

    @Test func preservingTheSuperviewsMarginsKeepsContentInsideThem() {
        let host = TestHost()
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        outer.layoutMargins = UIEdgeInsets(top: 30, left: 40, bottom: 30, right: 40)
        host.window.addSubview(outer)
        // Flush with the outer view's left edge: its own margin (8) is less than the 40 it overlaps.
        let inner = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
        outer.addSubview(inner)
        #expect(inner.layoutMargins.left == 8)
        inner.preservesSuperviewLayoutMargins = true
        #expect(inner.layoutMargins == UIEdgeInsets(top: 8, left: 40, bottom: 8, right: 8))
        let content = constrainedView(in: inner)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: inner.layoutMarginsGuide.leadingAnchor),
            content.topAnchor.constraint(equalTo: inner.layoutMarginsGuide.topAnchor),
            content.widthAnchor.constraint(equalToConstant: 10), content.heightAnchor.constraint(equalToConstant: 10),
        ])
        host.drain()
        #expect(content.frame.origin == CGPoint(x: 40, y: 8))
        inner.insetsLayoutMarginsFromSafeArea = false
        #expect(!inner.insetsLayoutMarginsFromSafeArea)
    }

    @Test func framesAreAlignedToPixelsEdgeByEdge() {
        let host = TestHost(size: CGSize(width: 100, height: 100), scale: 2)
        let views = (0..<3).map { _ in constrainedView(in: host.window) }
        var constraints: [NSLayoutConstraint] = []
        for (index, view) in views.enumerated() {
            // Three equal columns of 100 points: 33.33 each, which no pixel grid holds.
            constraints += [
                view.widthAnchor.constraint(equalTo: host.window.widthAnchor, multiplier: 1.0 / 3),
                view.topAnchor.constraint(equalTo: host.window.topAnchor),
                view.heightAnchor.constraint(equalToConstant: 10),
                index == 0
                    ? view.leadingAnchor.constraint(equalTo: host.window.leadingAnchor)
                    : view.leadingAnchor.constraint(equalTo: views[index - 1].trailingAnchor),
            ]
        }
        NSLayoutConstraint.activate(constraints)
        host.drain()
        for view in views {
            #expect((view.frame.minX * 2).rounded() == view.frame.minX * 2, "on the half-point grid: \(view.frame)")
            #expect((view.frame.width * 2).rounded() == view.frame.width * 2)
        }
        // Neighbours still share their edge; the last ends at the window's.
        #expect(views[0].frame.maxX == views[1].frame.minX && views[1].frame.maxX == views[2].frame.minX)
        #expect(views[2].frame.maxX == 100)
    }

    @Test func theReadableContentGuideNarrowsWideMarginsAndCentres() {
        let host = TestHost(size: CGSize(width: 1280, height: 800))
        let text = constrainedView(in: host.window)
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: host.window.readableContentGuide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: host.window.readableContentGuide.trailingAnchor),
            text.topAnchor.constraint(equalTo: host.window.readableContentGuide.topAnchor),
            text.heightAnchor.constraint(equalToConstant: 10),
        ])
        host.drain()
        // Margins of 8: 1264 points between them, narrowed to 672 and centred.
        #expect(text.frame == CGRect(x: 304, y: 8, width: 672, height: 10))
        host.window.frame = CGRect(x: 0, y: 0, width: 400, height: 800)
        host.drain()
        #expect(text.frame == CGRect(x: 8, y: 8, width: 384, height: 10), "narrower than readable: the margins")
    }
}
