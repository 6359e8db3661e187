/// A control that performs an action when tapped, with a title and title colour per state.
///
/// Behaves as UIKit's `UIButton`: a tap sends `.touchUpInside` and then `.primaryActionTriggered`;
/// the title shows in `titleLabel`, centred within `contentEdgeInsets`. While pressed a button
/// looks pressed: a button with a background colour darkens it, and a `.system` button without
/// one fades its title (unless a highlighted colour is set). Disabled, a background colour pales,
/// and a `.system` button without one greys its title (unless a disabled colour is set).
/// Main actor.
///
/// Differences: no images or configurations yet; `contentEdgeInsets` defaults to 6 × 12 points so
/// a button with only a title has a comfortable touch size.
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
    private var titleColors: [UIControl.State: UIColor] = [:]
    private var storedTitleLabel: UILabel?

    /// Space between the edges and the title.
    open var contentEdgeInsets = UIEdgeInsets(top: 6, left: 12, bottom: 6, right: 12) {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

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

    // MARK: Titles

    /// The label showing the title; created with the first title. Set its font, not its text.
    open var titleLabel: UILabel? {
        if let storedTitleLabel { return storedTitleLabel }
        let label = UILabel()
        label.textAlignment = .center
        label.font = .systemFont(ofSize: UIFont.buttonFontSize)
        label.lineBreakMode = .byTruncatingMiddle
        storedTitleLabel = label
        addSubview(label)
        updateTitleLabel()
        return label
    }

    /// Sets the title shown in `state`. States without their own title use the `.normal` one.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state] = title
        _ = titleLabel
        updateTitleLabel()
    }

    /// The title for `state`, falling back to the `.normal` title.
    open func title(for state: UIControl.State) -> String? {
        titles[state] ?? titles[.normal]
    }

    /// The title for the current state.
    open var currentTitle: String? {
        title(for: state)
    }

    /// Sets the title colour for `state`.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state] = color
        updateTitleLabel()
    }

    /// The title colour for `state`: its own, else the `.normal` one, else the type's default.
    open func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state] ?? titleColors[.normal] ?? defaultTitleColor
    }

    /// The colour the title is drawn in now, with the pressed and disabled looks applied.
    open var currentTitleColor: UIColor {
        let base = titleColor(for: state) ?? .white
        // Buttons with a background show their state on it (see `draw(_:)`); plain text buttons
        // show it in the title.
        let isTextOnly = buttonType == .system && (backgroundColor?.alpha ?? 0) == 0
        if !isEnabled, titleColors[.disabled] == nil, isTextOnly { return .systemGray3 }
        if isHighlighted, titleColors[.highlighted] == nil, isTextOnly { return base.withAlphaComponent(0.3) }
        return base
    }

    // MARK: Sizing and layout

    open override var intrinsicContentSize: CGSize {
        let title = storedTitleLabel?.intrinsicContentSize ?? .zero
        let width = max(title.width, 0) + contentEdgeInsets.left + contentEdgeInsets.right
        let height = max(title.height, 0) + contentEdgeInsets.top + contentEdgeInsets.bottom
        return CGSize(width: width, height: height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let storedTitleLabel else { return }
        let content = bounds.inset(by: contentEdgeInsets)
        let natural = storedTitleLabel.intrinsicContentSize
        let width = min(natural.width, max(content.width, 0))
        let height = min(natural.height, max(content.height, 0))
        storedTitleLabel.frame = CGRect(
            x: content.midX - width / 2, y: content.midY - height / 2, width: width, height: height)
    }

    // MARK: Drawing

    /// Draws the pressed and disabled looks over the background colour.
    open override func draw(_ rect: CGRect) {
        guard let background = backgroundColor, background.alpha > 0 else { return }
        let shape = UIBezierPath(roundedRect: bounds, cornerRadius: layer.cornerRadius)
        if isHighlighted {
            UIColor(white: 0, alpha: 0.2).setFill()
            shape.fill()
        } else if !isEnabled {
            UIColor(white: 1, alpha: 0.5).setFill()
            shape.fill()
        }
    }

    open override var description: String {
        var text = super.description
        if let currentTitle {
            text.removeLast()
            text += "; title = \(currentTitle.debugDescription)>"
        }
        return text
    }

    // MARK: - Internal

    override var sendsPrimaryActionOnTouchUpInside: Bool { true }

    override func stateDidChange() {
        super.stateDidChange()
        updateTitleLabel()
    }

    // MARK: - Private

    private var defaultTitleColor: UIColor {
        buttonType == .system ? tintColor : .white
    }

    private func updateTitleLabel() {
        guard let storedTitleLabel else { return }
        let newTitle = currentTitle
        if storedTitleLabel.text != newTitle {
            storedTitleLabel.text = newTitle
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
        storedTitleLabel.textColor = currentTitleColor
    }
}
