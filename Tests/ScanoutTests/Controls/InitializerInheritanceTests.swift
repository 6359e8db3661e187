import Testing

@testable import Scanout

private final class RoundButton: UIButton {
    var madeBy: [String] = []
    override init(frame: CGRect) {
        super.init(frame: frame)
        madeBy.append("init(frame:)")
        layer.cornerRadius = 8
    }

    required init?(coder: NSCoder) { nil }
}

private final class ToolbarStack: UIStackView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        axis = .horizontal
        spacing = 4
    }

    required init?(coder: NSCoder) { nil }
}

private final class PlainView: UIView {
    let marker = 7
}

/// Initializers as UIKit declares them: `UIButton(type:)` and `UIStackView(arrangedSubviews:)`
/// are convenience initializers, so subclasses that override `init(frame:)` inherit them and
/// `init()`.
@MainActor
@Suite struct InitializerInheritanceTests {
    @Test func buttonSubclassesInheritTypeAndPlainInitializers() {
        let system = RoundButton(type: .system)
        #expect(system.buttonType == .system)
        #expect(system.madeBy == ["init(frame:)"], "through the subclass's init(frame:)")
        #expect(system.frame == .zero)
        let plain = RoundButton()
        #expect(plain.buttonType == .custom)
        #expect(plain.layer.cornerRadius == 8)
        #expect(UIButton(type: .close).buttonType == .close)
        #expect(UIButton(frame: .zero).buttonType == .custom)
        let action = UIButton(type: .system, primaryAction: UIAction(title: "Go") { _ in })
        #expect(action.title(for: .normal) == "Go")
    }

    @Test func stackSubclassesInheritArrangedSubviewsAndPlainInitializers() {
        let first = UILabel()
        let second = UILabel()
        let stack = ToolbarStack(arrangedSubviews: [first, second])
        #expect(
            stack.arrangedSubviews.count == 2 && stack.arrangedSubviews[0] === first
                && stack.arrangedSubviews[1] === second)
        #expect(stack.axis == .horizontal && stack.spacing == 4)
        #expect(ToolbarStack().arrangedSubviews.isEmpty)
        #expect(UIStackView(arrangedSubviews: []).arrangedSubviews.isEmpty)
        #expect(PlainView().marker == 7)
        #expect(PlainView().frame == .zero)
    }
}
