/// A control that performs an action when tapped, with a title per state.
///
/// Behaves as UIKit's `UIButton`: a tap sends `.touchUpInside` and then `.primaryActionTriggered`.
/// Main actor.
@MainActor
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system
        case detailDisclosure
        case infoLight
        case infoDark
        case contactAdd
        case close

        public static let roundedRect = ButtonType.system
    }

    /// The kind of button, fixed at creation.
    public let buttonType: ButtonType
    private var titles: [UIControl.State: String] = [:]

    /// A button of type `.custom` with `frame`.
    public override init(frame: CGRect) {
        self.buttonType = .custom
        super.init(frame: frame)
    }

    /// A button of `buttonType`, with a zero frame.
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
    }

    /// A button of `buttonType` that runs `primaryAction` when tapped; its title becomes the button's.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// Sets the title shown in `state`. States without their own title use the `.normal` one.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state] = title
        setNeedsDisplay()
    }

    /// The title for `state`, falling back to the `.normal` title.
    open func title(for state: UIControl.State) -> String? {
        titles[state] ?? titles[.normal]
    }

    /// The title for the current state.
    open var currentTitle: String? {
        title(for: state)
    }

    open override var description: String {
        var text = super.description
        if let currentTitle { text.removeLast(); text += "; title = \(currentTitle.debugDescription)>" }
        return text
    }

    // MARK: - Internal

    override var sendsPrimaryActionOnTouchUpInside: Bool { true }
}
