import Scanout
import ScanoutTesting
import Testing

/// `UIStackView`: distribution, alignment, spacing, hidden views, nesting.
@MainActor
@Suite struct UIStackViewTests {
    /// A view with a fixed intrinsic size.
    final class Box: UIView {
        var size: CGSize {
            didSet { invalidateIntrinsicContentSize() }
        }

        init(_ width: CGFloat, _ height: CGFloat) {
            size = CGSize(width: width, height: height)
            super.init(frame: .zero)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override var intrinsicContentSize: CGSize { size }
    }

    /// The size the arrangement needs (a stack has no intrinsic size, as in UIKit).
    private func fittingSize(_ stack: UIStackView) -> CGSize {
        stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    }

    private func layOut(_ stack: UIStackView, in rect: CGRect) {
        stack.frame = rect
        stack.layoutIfNeeded()
    }

    @Test func fillGivesExtraSpaceToTheLowestHuggingPriority() {
        let a = Box(50, 20)
        let b = Box(60, 30)
        let c = Box(40, 10)
        b.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.spacing = 10
        #expect(fittingSize(stack) == CGSize(width: 170, height: 30))
        layOut(stack, in: CGRect(x: 0, y: 0, width: 300, height: 50))
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(b.frame == CGRect(x: 60, y: 0, width: 190, height: 50))
        #expect(c.frame == CGRect(x: 260, y: 0, width: 40, height: 50))
    }

    @Test func fillShrinksTheLowestCompressionResistance() {
        let a = Box(100, 20)
        let b = Box(100, 20)
        a.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        let stack = UIStackView(arrangedSubviews: [a, b])
        layOut(stack, in: CGRect(x: 0, y: 0, width: 150, height: 20))
        #expect(a.frame.width == 50)
        #expect(b.frame.width == 100)
    }

    @Test func distributions() {
        let views = [Box(20, 10), Box(40, 10), Box(60, 10)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.spacing = 10
        stack.distribution = .fillEqually
        layOut(stack, in: CGRect(x: 0, y: 0, width: 320, height: 10))
        #expect(views.map(\.frame.width) == [100, 100, 100])
        #expect(views.map(\.frame.minX) == [0, 110, 220])

        stack.distribution = .fillProportionally
        stack.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [50, 100, 150])

        stack.distribution = .equalSpacing
        stack.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 120, 260])

        stack.distribution = .equalCentering
        stack.layoutIfNeeded()
        #expect(views.map(\.frame.midX) == [10, 150, 290])
    }

    @Test func alignmentPlacesViewsAcrossTheAxis() {
        let small = Box(30, 20)
        let stack = UIStackView(arrangedSubviews: [small])
        stack.axis = .vertical
        layOut(stack, in: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(small.frame == CGRect(x: 0, y: 0, width: 100, height: 100), "fill, fill: the only view takes it all")
        // UIKit pins the first and last views to the ends whatever the distribution: one view
        // spans the axis.
        stack.distribution = .equalSpacing
        stack.layoutIfNeeded()
        #expect(small.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        stack.alignment = .center
        stack.layoutIfNeeded()
        #expect(small.frame == CGRect(x: 35, y: 0, width: 30, height: 100))
        stack.alignment = .trailing
        stack.layoutIfNeeded()
        #expect(small.frame.minX == 70)
        stack.alignment = .leading
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 5, left: 6, bottom: 0, right: 0)
        stack.layoutIfNeeded()
        #expect(small.frame.origin == CGPoint(x: 6, y: 5))
    }

    @Test func hiddenViewsTakeNoSpaceAndChangesRelayout() {
        let host = TestHost()
        let a = Box(50, 20)
        let b = Box(50, 20)
        let c = Box(50, 20)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.spacing = 5
        stack.frame = CGRect(x: 0, y: 0, width: 400, height: 20)
        stack.distribution = .equalSpacing
        host.window.addSubview(stack)
        host.drain()
        b.isHidden = true
        host.drain()
        #expect(c.frame.minX == 350)
        #expect(fittingSize(stack).width == 105)
        b.isHidden = false
        a.size = CGSize(width: 100, height: 20)
        host.drain()
        #expect(fittingSize(stack).width == 210)
        #expect(b.frame.minX == 200, "100 + a 100-point gap: (400 - 200) / 2")
    }

    @Test func nestedStacksSizeFromTheirContent() {
        let host = TestHost()
        let row = UIStackView(arrangedSubviews: [Box(40, 10), Box(40, 30)])
        row.spacing = 4
        let label = Box(100, 20)
        let column = UIStackView(arrangedSubviews: [label, row])
        column.axis = .vertical
        column.spacing = 8
        column.alignment = .leading
        #expect(fittingSize(column) == CGSize(width: 100, height: 58))
        column.frame = CGRect(x: 10, y: 10, width: 300, height: 58)
        host.window.addSubview(column)
        host.drain()
        #expect(row.frame == CGRect(x: 0, y: 28, width: 84, height: 30))
        (row.arrangedSubviews[0] as! Box).size = CGSize(width: 60, height: 10)
        host.drain()
        #expect(row.frame.width == 104, "the inner stack's growth reaches the outer one")
    }

    @Test func removingArrangedSubviews() {
        let a = Box(10, 10)
        let b = Box(10, 10)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.removeArrangedSubview(a)
        #expect(stack.arrangedSubviews.count == 1)
        #expect(a.superview === stack, "stays a subview, as in UIKit")
        b.removeFromSuperview()
        #expect(stack.arrangedSubviews.isEmpty)
        stack.insertArrangedSubview(b, at: 0)
        stack.insertArrangedSubview(a, at: 0)
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [a, b].map(ObjectIdentifier.init))
    }
}
