import ScanoutTesting
import Testing

@testable import Scanout

/// `UIStackView` as UIKit's: arranged through constraints in the tree's engine. Expected frames
/// are worked out from UIKit's documented rules in each test. (`@testable` only to read the frame
/// on screen during an animation.)
@MainActor
@Suite struct UIStackViewConstraintTests {
    typealias Box = UIStackViewTests.Box

    /// A stack placed by constraints pinning its top-left corner only, as app code writes it.
    func pinnedStack(_ views: [UIView], in host: TestHost, at origin: CGPoint = CGPoint(x: 20, y: 30)) -> UIStackView {
        let stack = UIStackView(arrangedSubviews: views)
        stack.translatesAutoresizingMaskIntoConstraints = false
        host.window.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: host.window.leadingAnchor, constant: origin.x),
            stack.topAnchor.constraint(equalTo: host.window.topAnchor, constant: origin.y),
        ])
        return stack
    }

    @Test func theStackMakesUIKitsConstraintsOnItself() {
        let host = TestHost()
        let a = Box(50, 20)
        let b = Box(70, 40)
        let stack = pinnedStack([a, b], in: host)
        stack.alignment = .center
        host.drain()
        #expect(!a.translatesAutoresizingMaskIntoConstraints && !b.translatesAutoresizingMaskIntoConstraints)
        let identifiers = Set(stack.constraints.compactMap(\.identifier))
        #expect(
            identifiers.isSuperset(of: [
                "UISV-canvas-connection", "UISV-spacing", "UISV-alignment", "UISV-spanning-boundary",
                "UISV-spanning-fit",
            ]))
        #expect(stack.constraints.allSatisfy { $0.identifier?.hasPrefix("UISV-") == true && $0.isActive })
        #expect(stack.constraints.contains { $0.description.contains("'UISV-spacing'") })
        #expect(a.constraints.isEmpty, "Installed on the stack, not on the arranged views")
    }

    @Test func aStackConstrainedOnlyByPositionTakesItsContentsSize() {
        let host = TestHost()
        let a = Box(50, 20)
        let b = Box(70, 40)
        let stack = pinnedStack([a, b], in: host)
        stack.spacing = 10
        stack.alignment = .center
        host.drain()
        #expect(stack.frame == CGRect(x: 20, y: 30, width: 130, height: 40))
        #expect(a.frame == CGRect(x: 0, y: 10, width: 50, height: 20))
        #expect(b.frame == CGRect(x: 60, y: 0, width: 70, height: 40))
        #expect(!stack.hasAmbiguousLayout && !a.hasAmbiguousLayout)

        // Growing content grows the stack.
        a.size = CGSize(width: 80, height: 60)
        host.drain()
        #expect(stack.frame.size == CGSize(width: 160, height: 60))
        #expect(b.frame == CGRect(x: 90, y: 10, width: 70, height: 40))
    }

    @Test func distributionsOfAStackSizedByItsContent() {
        let host = TestHost()
        // fillEqually: every view as long as the longest.
        let equal = pinnedStack([Box(30, 10), Box(50, 10)], in: host)
        equal.distribution = .fillEqually
        equal.spacing = 5
        // equalSpacing: the gaps shrink to the minimum spacing.
        let spaced = pinnedStack([Box(30, 10), Box(50, 10)], in: host, at: CGPoint(x: 0, y: 100))
        spaced.distribution = .equalSpacing
        spaced.spacing = 7
        // equalCentering: centres 50 apart, the least that keeps 10 points between edges.
        let centred = pinnedStack([Box(20, 10), Box(60, 10), Box(20, 10)], in: host, at: CGPoint(x: 0, y: 200))
        centred.distribution = .equalCentering
        centred.spacing = 10
        host.drain()
        #expect(equal.frame.width == 105)
        #expect(equal.arrangedSubviews.map(\.frame.width) == [50, 50])
        #expect(spaced.frame.width == 87)
        #expect(spaced.arrangedSubviews.map(\.frame.minX) == [0, 37])
        #expect(centred.frame.width == 120)
        #expect(centred.arrangedSubviews.map(\.frame.midX) == [10, 60, 110])
        #expect(centred.arrangedSubviews.map(\.frame.width) == [20, 60, 20])
    }

    @Test func fillProportionallyInAConstrainedWidth() {
        let host = TestHost()
        let stack = pinnedStack([Box(20, 10), Box(40, 10), Box(60, 10)], in: host, at: .zero)
        stack.distribution = .fillProportionally
        stack.spacing = 15
        stack.widthAnchor.constraint(equalToConstant: 330).isActive = true
        host.drain()
        // 330 − 2 × 15 = 300 shared 1 : 2 : 3.
        #expect(stack.arrangedSubviews.map(\.frame.width) == [50, 100, 150])
        #expect(stack.arrangedSubviews.map(\.frame.minX) == [0, 65, 180])
    }

    @Test func fillBreaksTiesByIndexAndRespectsTheViewsOwnConstraints() {
        let host = TestHost()
        let a = Box(50, 20)
        let b = Box(50, 20)
        let stack = pinnedStack([a, b], in: host, at: .zero)
        let width = stack.widthAnchor.constraint(equalToConstant: 200)
        width.isActive = true
        host.drain()
        #expect(a.frame.width == 50 && b.frame.width == 150, "Equal hugging: the later view stretches")
        a.size = CGSize(width: 20, height: 20)
        host.drain()
        #expect(a.frame.width == 20 && b.frame.width == 180, "The earlier view follows its new intrinsic width")
        width.constant = 60
        host.drain()
        #expect(a.frame.width == 20 && b.frame.width == 40, "Equal resistance: the later view shrinks")

        // A button with a width of its own keeps it; the low-hugging view takes the rest.
        let label = Box(50, 20)
        let button = UIView()
        let field = Box(40, 20)
        field.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        let row = pinnedStack([label, button, field], in: host, at: CGPoint(x: 0, y: 100))
        row.widthAnchor.constraint(equalToConstant: 300).isActive = true
        row.alignment = .center
        NSLayoutConstraint.activate([
            button.widthAnchor.constraint(equalToConstant: 80),
            button.heightAnchor.constraint(equalToConstant: 10),
        ])
        host.drain()
        #expect(button.frame == CGRect(x: 50, y: 5, width: 80, height: 10))
        #expect(field.frame == CGRect(x: 130, y: 0, width: 170, height: 20))
        #expect(row.frame.height == 20)
    }

    @Test func everyAlignmentAcrossAHorizontalStack() {
        let short = Box(50, 20)
        let tall = Box(50, 40)
        let stack = UIStackView(arrangedSubviews: [short, tall])
        stack.distribution = .equalSpacing
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        func layOut(_ alignment: UIStackView.Alignment) -> [CGRect] {
            stack.alignment = alignment
            stack.layoutIfNeeded()
            return [short.frame, tall.frame]
        }
        #expect(
            layOut(.fill) == [CGRect(x: 0, y: 0, width: 50, height: 100), CGRect(x: 150, y: 0, width: 50, height: 100)])
        #expect(layOut(.top).map(\.minY) == [0, 0])
        #expect(layOut(.center).map(\.minY) == [40, 30])
        #expect(layOut(.bottom).map(\.minY) == [80, 60])
        // A view without text has its baselines at its bottom edge; the group keeps to the top
        // (first baseline) or the bottom (last).
        #expect(layOut(.firstBaseline).map(\.minY) == [20, 0])
        #expect(layOut(.lastBaseline).map(\.minY) == [80, 60])
        #expect(layOut(.center).map(\.height) == [20, 40])
    }

    @Test func spacingCustomSpacingAndTheSystemSpacing() {
        let views = [Box(10, 10), Box(10, 10), Box(10, 10)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.spacing = 4
        stack.frame = CGRect(x: 0, y: 0, width: 100, height: 10)
        func minXs() -> [CGFloat] {
            stack.layoutIfNeeded()
            return views.map(\.frame.minX)
        }
        views[2].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        #expect(minXs() == [0, 14, 28])
        stack.setCustomSpacing(20, after: views[0])
        #expect(stack.customSpacing(after: views[0]) == 20)
        #expect(stack.customSpacing(after: views[1]) == UIStackView.spacingUseDefault)
        #expect(minXs() == [0, 30, 44])
        stack.setCustomSpacing(UIStackView.spacingUseSystem, after: views[1])
        #expect(minXs() == [0, 30, 48])
        views[1].isHidden = true
        #expect(minXs()[2] == 30, "The custom spacing after the visible view before the gap")
        views[1].isHidden = false
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: views[0])
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: views[1])
        stack.spacing = UIStackView.spacingUseSystem
        #expect(minXs() == [0, 18, 36])
    }

    @Test func baselineRelativeSpacingInAVerticalStack() {
        let host = TestHost()
        let a = Box(10, 20)
        let b = Box(10, 30)
        let stack = pinnedStack([a, b], in: host)
        stack.axis = .vertical
        stack.spacing = 40
        stack.isBaselineRelativeArrangement = true
        host.drain()
        // Without text a view's baselines are its bottom edge: b's bottom is 20 + 40.
        #expect(a.frame == CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(b.frame == CGRect(x: 0, y: 30, width: 10, height: 30))
        #expect(stack.frame.height == 60)
        stack.isBaselineRelativeArrangement = false
        host.drain()
        #expect(b.frame.minY == 60)
    }

    @Test func layoutMarginsRelativeArrangementWithConstraints() {
        let host = TestHost()
        let a = Box(50, 20)
        let stack = pinnedStack([a, Box(30, 20)], in: host)
        stack.layoutMargins = UIEdgeInsets(top: 5, left: 10, bottom: 7, right: 12)
        stack.isLayoutMarginsRelativeArrangement = true
        host.drain()
        #expect(stack.frame.size == CGSize(width: 102, height: 32))
        #expect(a.frame.origin == CGPoint(x: 10, y: 5))
        stack.isLayoutMarginsRelativeArrangement = false
        host.drain()
        #expect(stack.frame.size == CGSize(width: 80, height: 20))
    }

    @Test func hiddenViewsCollapseAndComeBack() {
        let host = TestHost()
        let views = [Box(40, 20), Box(40, 20), Box(40, 20)]
        let stack = pinnedStack(views, in: host)
        stack.axis = .vertical
        stack.spacing = 10
        host.drain()
        #expect(stack.frame.height == 80)
        views[1].isHidden = true
        host.drain()
        #expect(stack.frame.height == 50, "No length and no spacing for the hidden view")
        #expect(views[2].frame.minY == 30)
        #expect(views[1].frame.height == 0)
        #expect(stack.constraints.contains { $0.identifier == "UISV-hiding" })
        views[1].isHidden = false
        host.drain()
        #expect(stack.frame.height == 80)
        #expect(views.map(\.frame.minY) == [0, 30, 60])
        #expect(!stack.constraints.contains { $0.identifier == "UISV-hiding" })

        // Everything hidden: the stack shrinks to nothing.
        for view in views { view.isHidden = true }
        host.drain()
        #expect(stack.frame.size == .zero)
    }

    @Test func hidingANestedStackCollapsesItWithoutAConflict() {
        let host = TestHost()
        let inner = UIStackView(arrangedSubviews: [Box(30, 10), Box(30, 10)])
        inner.spacing = 8
        let outer = pinnedStack([Box(20, 10), inner, Box(20, 10)], in: host)
        outer.spacing = 5
        host.drain()
        #expect(outer.frame.width == 20 + 5 + 68 + 5 + 20)
        inner.isHidden = true
        host.drain()
        #expect(outer.frame.width == 45)
        #expect(inner.frame.width == 0)
        inner.isHidden = false
        host.drain()
        #expect(inner.frame.width == 68)
    }

    @Test func hidingInsideAnAnimationAnimatesTheFrames() {
        let host = TestHost()
        let views = [Box(50, 20), Box(50, 20), Box(50, 20)]
        let stack = pinnedStack(views, in: host, at: .zero)
        stack.spacing = 10
        host.drain()
        #expect(views[2].frame.minX == 120)
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                views[1].isHidden = true
            })
        #expect(views[2].frame.minX == 60, "The model changes at once")
        #expect(stack.frame.width == 110)
        host.advance(by: 0.5)
        // Halfway from 145 to 85 on screen (within a frame of the clock).
        #expect(abs(views[2].renderCenter.x - 115) <= 1.01)
        host.advance(by: 0.6)
        #expect(views[2].presentation == nil)
    }

    @Test func removingAnArrangedViewRemovesItsConstraints() {
        let host = TestHost()
        let a = Box(50, 20)
        let b = Box(50, 20)
        let stack = pinnedStack([a, b], in: host)
        host.drain()
        stack.removeArrangedSubview(a)
        host.drain()
        #expect(a.superview === stack)
        #expect(!stack.constraints.contains { $0.firstItem === a || $0.secondItem === a })
        #expect(b.frame.minX == 0 && stack.frame.width == 50)
        b.removeFromSuperview()
        host.drain()
        #expect(stack.arrangedSubviews.isEmpty)
        #expect(stack.constraints.allSatisfy { $0.firstItem !== b && $0.secondItem !== b })
    }

    @Test func nestedStacksInAConstraintLaidOutScreen() {
        let host = TestHost()
        let title = Box(200, 30)
        let label = Box(100, 20)
        let field = UIView()
        field.heightAnchor.constraint(equalToConstant: 44).isActive = true
        let row = UIStackView(arrangedSubviews: [label, field])
        row.spacing = 12
        row.alignment = .center
        let column = UIStackView(arrangedSubviews: [title, row])
        column.axis = .vertical
        column.spacing = 16
        column.translatesAutoresizingMaskIntoConstraints = false
        host.window.addSubview(column)
        NSLayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: host.window.leadingAnchor, constant: 20),
            column.trailingAnchor.constraint(equalTo: host.window.trailingAnchor, constant: -20),
            column.topAnchor.constraint(equalTo: host.window.topAnchor, constant: 40),
        ])
        host.drain()
        #expect(column.frame == CGRect(x: 20, y: 40, width: 760, height: 30 + 16 + 44))
        #expect(title.frame == CGRect(x: 0, y: 0, width: 760, height: 30))
        #expect(row.frame == CGRect(x: 0, y: 46, width: 760, height: 44))
        #expect(label.frame == CGRect(x: 0, y: 12, width: 100, height: 20))
        #expect(field.frame == CGRect(x: 112, y: 0, width: 648, height: 44), "No intrinsic width: it stretches")
    }

    @Test func rightToLeftScreenMirrorsHorizontalStacksAndLeadingAlignment() {
        let host = TestHost()
        host.userInterfaceLayoutDirection = .rightToLeft
        let a = Box(100, 40)
        let b = Box(60, 20)
        let row = UIStackView(arrangedSubviews: [a, b])
        row.spacing = 10
        row.alignment = .center
        let first = Box(100, 20)
        let second = Box(200, 20)
        let column = UIStackView(arrangedSubviews: [first, second])
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 8
        for stack in [row, column] {
            stack.translatesAutoresizingMaskIntoConstraints = false
            host.window.addSubview(stack)
        }
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: host.window.leadingAnchor, constant: 20),
            row.topAnchor.constraint(equalTo: host.window.topAnchor, constant: 40),
            column.leadingAnchor.constraint(equalTo: host.window.leadingAnchor, constant: 20),
            column.trailingAnchor.constraint(equalTo: host.window.trailingAnchor, constant: -20),
            column.topAnchor.constraint(equalTo: row.bottomAnchor, constant: 10),
        ])
        host.drain()
        // Window 800 wide: the row starts 20 points from the right edge and runs leftwards.
        #expect(row.frame == CGRect(x: 610, y: 40, width: 170, height: 40))
        #expect(a.frame == CGRect(x: 70, y: 0, width: 100, height: 40))
        #expect(b.frame == CGRect(x: 0, y: 10, width: 60, height: 20))
        // Leading alignment in a vertical stack keeps to the right.
        #expect(column.frame == CGRect(x: 20, y: 90, width: 760, height: 48))
        #expect(first.frame == CGRect(x: 660, y: 0, width: 100, height: 20))
        #expect(second.frame == CGRect(x: 560, y: 28, width: 200, height: 20))

        host.userInterfaceLayoutDirection = .leftToRight
        host.drain()
        #expect(row.frame.minX == 20 && a.frame.minX == 0 && b.frame.minX == 110)
        #expect(first.frame.minX == 0)
    }

    @Test func changesAfterLayoutLayOutAgain() {
        let host = TestHost()
        let a = Box(50, 20)
        let b = Box(30, 10)
        let stack = pinnedStack([a, b], in: host, at: .zero)
        host.drain()
        #expect(b.frame == CGRect(x: 50, y: 0, width: 30, height: 20))
        stack.axis = .vertical
        host.drain()
        #expect(stack.frame.size == CGSize(width: 50, height: 30))
        #expect(b.frame == CGRect(x: 0, y: 20, width: 50, height: 10))

        let c = Box(40, 5)
        stack.insertArrangedSubview(c, at: 0)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        host.drain()
        #expect(stack.arrangedSubviews.map(\.frame.minY) == [1, 6, 26])
        #expect(stack.frame.size == CGSize(width: 56, height: 39))
        stack.layoutMargins = .zero
        host.drain()
        #expect(stack.frame.size == CGSize(width: 50, height: 35))
        #expect(c.frame == CGRect(x: 0, y: 0, width: 50, height: 5))
    }

    @Test(arguments: [UIStackView.Distribution.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering])
    func noArrangementLeavesAViewAmbiguous(distribution: UIStackView.Distribution) {
        let host = TestHost()
        let alignments: [UIStackView.Alignment] = [.fill, .leading, .firstBaseline, .center, .trailing, .lastBaseline]
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            for alignment in alignments {
                let views = [Box(30, 20), Box(50, 40), Box(20, 10)]
                views[1].isHidden = true
                let free = pinnedStack(views, in: host, at: .zero)
                free.axis = axis
                free.alignment = alignment
                free.distribution = distribution
                free.spacing = 6
                host.drain()
                let ambiguous = ([free] + views).filter(\.hasAmbiguousLayout)
                #expect(ambiguous.isEmpty, "\(axis) \(alignment) \(distribution): \(ambiguous)")
                free.removeFromSuperview()
            }
        }
    }

    @Test func aStackMovedToAnotherSuperviewOrPlacedByFrameKeepsItsArrangement() {
        let host = TestHost()
        let a = Box(50, 20)
        let b = Box(30, 10)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.translatesAutoresizingMaskIntoConstraints = false
        host.window.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: host.window.leadingAnchor, constant: 5),
            stack.topAnchor.constraint(equalTo: host.window.topAnchor, constant: 5),
        ])
        host.drain()
        #expect(stack.frame == CGRect(x: 5, y: 5, width: 80, height: 20))
        stack.removeFromSuperview()
        let panel = UIView(frame: CGRect(x: 100, y: 100, width: 300, height: 100))
        host.window.addSubview(panel)
        panel.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.trailingAnchor.constraint(equalTo: panel.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: panel.bottomAnchor),
        ])
        host.drain()
        #expect(stack.frame == CGRect(x: 220, y: 80, width: 80, height: 20))
        #expect(b.frame == CGRect(x: 50, y: 0, width: 30, height: 20))
        stack.spacing = 10
        host.drain()
        #expect(stack.frame == CGRect(x: 210, y: 80, width: 90, height: 20))
        // A detached stack measured on its own.
        stack.removeFromSuperview()
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 90, height: 20))
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        stack.translatesAutoresizingMaskIntoConstraints = true
        stack.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 60, y: 0, width: 140, height: 50))
        a.isHidden = true
        stack.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 0, y: 0, width: 200, height: 50))
    }
}
