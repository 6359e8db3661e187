/// A control that performs an action when tapped, with a title and title colour per state.
///
/// Behaves as UIKit's `UIButton`: a tap sends `.touchUpInside` and then `.primaryActionTriggered`;
/// the title shows in `titleLabel`, centred within `contentEdgeInsets`. While pressed a button
/// looks pressed: a button with a background colour darkens it, and a `.system` button without
/// one fades its title (unless a highlighted colour is set). Disabled, a background colour pales,
/// and a `.system` button without one greys its title (unless a disabled colour is set).
/// Main actor.
///
/// An image set with `setImage(_:for:)` shows in `imageView`, left of the title, the pair centred
/// together, as in UIKit's default (pre-configuration) layout. A template image (a symbol, or any
/// `.automatic` image in a `.system` button) is drawn in the button's tint.
///
/// Differences: no configurations yet; `contentEdgeInsets` defaults to 6 × 12 points so
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
    private var images: [UIControl.State: UIImage] = [:]
    private var storedImageView: UIImageView?
    /// Shows `menu` when the button is held (see `UIButton+Menu`).
    var menuLongPress: UILongPressGestureRecognizer?

    /// A menu the button shows: when held, or when tapped if `showsMenuAsPrimaryAction`.
    open var menu: UIMenu? {
        didSet { menuDidChange() }
    }

    /// Whether a tap shows `menu` instead of sending the button's actions. False by default.
    open var showsMenuAsPrimaryAction = false {
        didSet { menuDidChange() }
    }

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

    /// The current title unless another is set.
    open override var accessibilityLabel: String? {
        get { storedAccessibilityLabel ?? currentTitle }
        set { storedAccessibilityLabel = newValue }
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

    // MARK: Images

    /// The view showing the image; created on first use.
    open var imageView: UIImageView? {
        if let storedImageView { return storedImageView }
        let imageView = UIImageView()
        imageView.contentMode = .scaleAspectFit
        imageView.templatesAutomaticImages = buttonType == .system
        storedImageView = imageView
        addSubview(imageView)
        updateImageView()
        return imageView
    }

    /// Sets the image shown in `state`, left of the title. States without their own image use the
    /// `.normal` one.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state] = image
        _ = imageView
        updateImageView()
    }

    /// The image for `state`, falling back to the `.normal` image.
    open func image(for state: UIControl.State) -> UIImage? {
        images[state] ?? images[.normal]
    }

    /// The image for the current state.
    open var currentImage: UIImage? {
        image(for: state)
    }

    // MARK: Sizing and layout

    open override var intrinsicContentSize: CGSize {
        let title = titleSize
        let image = currentImage?.size ?? .zero
        let width = image.width + title.width + contentEdgeInsets.left + contentEdgeInsets.right
        let height = max(image.height, title.height) + contentEdgeInsets.top + contentEdgeInsets.bottom
        return CGSize(width: width, height: height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    /// The image, then the title, centred together in the content area: the image at its size
    /// (scaled down to fit), the title in what is left.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let content = bounds.inset(by: contentEdgeInsets)
        let available = CGSize(width: max(content.width, 0), height: max(content.height, 0))
        var image = currentImage?.size ?? .zero
        let shrink = min(1, image.width > 0 ? available.width / image.width : 1,
            image.height > 0 ? available.height / image.height : 1)
        image = CGSize(width: image.width * shrink, height: image.height * shrink)
        let natural = titleSize
        let title = CGSize(
            width: min(natural.width, available.width - image.width), height: min(natural.height, available.height))
        let left = content.midX - (image.width + title.width) / 2
        storedImageView?.frame = CGRect(
            x: left, y: content.midY - image.height / 2, width: image.width, height: image.height)
        storedTitleLabel?.frame = CGRect(
            x: left + image.width, y: content.midY - title.height / 2, width: title.width, height: title.height)
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

    /// A system button's title follows the tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateTitleLabel()
    }

    // MARK: - Internal

    override var sendsPrimaryActionOnTouchUpInside: Bool { true }

    /// A button whose menu is its primary action shows it instead of sending the tap's actions.
    open override func sendActions(for controlEvents: UIControl.Event) {
        guard showsMenuAsPrimaryAction, menu != nil,
            !controlEvents.isDisjoint(with: [.touchUpInside, .primaryActionTriggered])
        else {
            super.sendActions(for: controlEvents)
            return
        }
        let remaining = controlEvents.subtracting([.touchUpInside, .primaryActionTriggered])
        if !remaining.isEmpty { super.sendActions(for: remaining) }
        if controlEvents.contains(.primaryActionTriggered) { presentMenu() }
    }

    override func stateDidChange() {
        super.stateDidChange()
        updateTitleLabel()
        updateImageView()
    }

    // MARK: - Private

    /// The title's natural size; zero without a title.
    private var titleSize: CGSize {
        guard let storedTitleLabel, storedTitleLabel.text?.isEmpty == false else { return .zero }
        return storedTitleLabel.intrinsicContentSize
    }

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

    private func updateImageView() {
        guard let storedImageView else { return }
        let newImage = currentImage
        if storedImageView.image !== newImage {
            let sizeChanged = storedImageView.image?.size != newImage?.size
            storedImageView.image = newImage
            if sizeChanged {
                invalidateIntrinsicContentSize()
                setNeedsLayout()
            }
        }
        // A plain `.system` button fades its image while pressed, as it does its title.
        let isTextOnly = buttonType == .system && (backgroundColor?.alpha ?? 0) == 0
        storedImageView.alpha = isHighlighted && images[.highlighted] == nil && isTextOnly ? 0.3 : 1
    }
}
