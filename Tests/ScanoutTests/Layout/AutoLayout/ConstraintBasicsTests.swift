import Scanout
import ScanoutTesting
import Testing

/// NSLayoutConstraint and anchors through the public API, frames checked against what UIKit
/// computes for the same code (worked out from UIKit's documented rules in each test).
@MainActor
@Suite struct ConstraintBasicsTests {
    /// A view made for constraints, as app code makes them.
    func constrainedView(in superview: UIView) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        superview.addSubview(view)
        return view
    }

    @Test func pinningToTheSuperviewEdgesAndSizeGivesTheFrame() {
        let host = TestHost()
        let box = constrainedView(in: host.window)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: host.window.leadingAnchor, constant: 20),
            box.topAnchor.constraint(equalTo: host.window.topAnchor, constant: 30),
            box.widthAnchor.constraint(equalToConstant: 200),
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
        ])
        host.drain()
        #expect(box.frame == CGRect(x: 20, y: 30, width: 200, height: 100))
    }

    @Test func activationInstallsOnTheNearestCommonAncestor() {
        let host = TestHost()
        let container = constrainedView(in: host.window)
        let a = constrainedView(in: container)
        let b = constrainedView(in: container)
        let between = a.trailingAnchor.constraint(equalTo: b.leadingAnchor, constant: -8)
        let size = a.widthAnchor.constraint(equalToConstant: 10)
        #expect(!between.isActive)
        NSLayoutConstraint.activate([between, size])
        #expect(between.isActive)
        #expect(container.constraints.contains { $0 === between })
        #expect(a.constraints.contains { $0 === size }, "A size alone is installed on its view")
        between.isActive = false
        #expect(!container.constraints.contains { $0 === between })
        #expect(between.firstItem === a && between.secondItem === b)
        #expect(between.firstAttribute == .trailing && between.secondAttribute == .leading)
        #expect(between.relation == .equal && between.constant == -8 && between.multiplier == 1)
    }

    @Test func edgesAcrossLevelsAreRelatedInTheCommonAncestorsCoordinates() {
        let host = TestHost()
        // A frame-placed container (autoresizing translated) holding a constraint-placed label.
        let panel = UIView(frame: CGRect(x: 100, y: 50, width: 300, height: 200))
        host.window.addSubview(panel)
        let inner = constrainedView(in: panel)
        let sibling = constrainedView(in: host.window)
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 10),
            inner.topAnchor.constraint(equalTo: panel.topAnchor, constant: 10),
            inner.widthAnchor.constraint(equalToConstant: 50),
            inner.heightAnchor.constraint(equalToConstant: 40),
            // Below `inner`, in the window: the two meet in the window's coordinates.
            sibling.topAnchor.constraint(equalTo: inner.bottomAnchor, constant: 5),
            sibling.leadingAnchor.constraint(equalTo: inner.leadingAnchor),
            sibling.widthAnchor.constraint(equalTo: inner.widthAnchor, multiplier: 2),
            sibling.heightAnchor.constraint(equalToConstant: 10),
        ])
        host.drain()
        #expect(inner.frame == CGRect(x: 10, y: 10, width: 50, height: 40))
        #expect(sibling.frame == CGRect(x: 110, y: 105, width: 100, height: 10))

        // Moving the container by its frame moves what is pinned to it.
        panel.frame.origin = CGPoint(x: 0, y: 0)
        host.drain()
        #expect(inner.frame == CGRect(x: 10, y: 10, width: 50, height: 40), "Relative to its superview: unchanged")
        #expect(sibling.frame == CGRect(x: 10, y: 55, width: 100, height: 10))
    }

    @Test func classicInitializerAndCentring() {
        let host = TestHost()
        let box = constrainedView(in: host.window)
        host.window.addConstraints([
            NSLayoutConstraint(
                item: box, attribute: .centerX, relatedBy: .equal, toItem: host.window,
                attribute: .centerX, multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: box, attribute: .centerY, relatedBy: .equal, toItem: host.window,
                attribute: .centerY, multiplier: 1, constant: -40),
            NSLayoutConstraint(
                item: box, attribute: .width, relatedBy: .equal, toItem: nil,
                attribute: .notAnAttribute, multiplier: 1, constant: 100),
            NSLayoutConstraint(
                item: box, attribute: .height, relatedBy: .equal, toItem: host.window,
                attribute: .height, multiplier: 0.25, constant: 0),
        ])
        host.drain()
        // Window 800×480: centre (400, 240); height 120.
        #expect(box.frame == CGRect(x: 350, y: 140, width: 100, height: 120))
        #expect(box.center == CGPoint(x: 400, y: 200))
    }

    @Test func changingAConstantLaysOutAgainAtTheNextPass() {
        let host = TestHost()
        let box = constrainedView(in: host.window)
        let left = box.leftAnchor.constraint(equalTo: host.window.leftAnchor, constant: 10)
        NSLayoutConstraint.activate([
            left, box.topAnchor.constraint(equalTo: host.window.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10),
        ])
        host.drain()
        #expect(box.frame.minX == 10)
        left.constant = 300
        #expect(box.frame.minX == 10, "Deferred to the layout pass")
        host.window.layoutIfNeeded()
        #expect(box.frame.minX == 300)
        left.isActive = false
        let right = box.rightAnchor.constraint(equalTo: host.window.rightAnchor, constant: -5)
        right.isActive = true
        host.drain()
        #expect(box.frame.maxX == 795)
    }

    @Test func inequalitiesAndPriorities() {
        let host = TestHost()
        let box = constrainedView(in: host.window)
        let preferred = box.widthAnchor.constraint(equalToConstant: 900)
        preferred.priority = .defaultHigh
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: host.window.leadingAnchor, constant: 20),
            box.trailingAnchor.constraint(lessThanOrEqualTo: host.window.trailingAnchor, constant: -20),
            box.topAnchor.constraint(equalTo: host.window.topAnchor),
            box.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
            preferred,
        ])
        host.drain()
        #expect(box.frame == CGRect(x: 20, y: 0, width: 760, height: 44), "Required inequality wins over 750")
        preferred.constant = 300
        host.drain()
        #expect(box.frame.width == 300)

        // A higher priority wins over any number of lower ones.
        let low1 = box.heightAnchor.constraint(equalToConstant: 100)
        let low2 = box.heightAnchor.constraint(equalToConstant: 100)
        let high = box.heightAnchor.constraint(equalToConstant: 60)
        low1.priority = UILayoutPriority(500)
        low2.priority = UILayoutPriority(500)
        high.priority = UILayoutPriority(501)
        NSLayoutConstraint.activate([low1, low2, high])
        host.drain()
        #expect(box.frame.height == 60)
        high.priority = UILayoutPriority(499)
        host.drain()
        #expect(box.frame.height == 100)
    }

    @Test func autoresizingViewsTakePartThroughTranslatedConstraints() {
        let host = TestHost()
        // A frame-placed container that stretches with the window, and a constrained view inside.
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 800, height: 480))
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        host.window.addSubview(container)
        let bar = constrainedView(in: container)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            bar.heightAnchor.constraint(equalToConstant: 50),
        ])
        host.drain()
        #expect(bar.frame == CGRect(x: 0, y: 430, width: 800, height: 50))
        host.window.frame = CGRect(x: 0, y: 0, width: 600, height: 400)
        host.drain()
        #expect(container.frame.size == CGSize(width: 600, height: 400))
        #expect(bar.frame == CGRect(x: 0, y: 350, width: 600, height: 50))
    }

    @Test func aViewRemovedFromItsSuperviewLosesConstraintsThatReachOutside() {
        let host = TestHost()
        let container = constrainedView(in: host.window)
        let child = constrainedView(in: container)
        let outside = child.leadingAnchor.constraint(equalTo: host.window.leadingAnchor, constant: 5)
        let inside = child.widthAnchor.constraint(equalToConstant: 30)
        let toContainer = child.topAnchor.constraint(equalTo: container.topAnchor)
        NSLayoutConstraint.activate([outside, inside, toContainer])
        container.removeFromSuperview()
        #expect(!outside.isActive, "Named a view outside the removed subtree")
        #expect(inside.isActive && toContainer.isActive, "Stayed inside the subtree")
    }

    @Test func descriptionReadsAsUIKitPrintsIt() {
        let view = UIView()
        view.accessibilityIdentifier = "card"
        let constraint = view.widthAnchor.constraint(equalToConstant: 120)
        constraint.identifier = "card-width"
        constraint.priority = .defaultHigh
        #expect(constraint.description.contains("'card-width'"))
        #expect(constraint.description.contains("UIView:0x"))
        #expect(constraint.description.contains("'card'.width == 120"))
        #expect(constraint.description.contains("(priority 750)"))
        #expect(constraint.description.contains("(inactive)"))
    }
}
