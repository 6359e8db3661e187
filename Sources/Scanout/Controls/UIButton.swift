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
/// A button with a `configuration` (iOS 15's button styles) shows its title, subtitle and image
/// in the configuration's layout and colours; a title or image set for a state with
/// `setTitle(_:for:)` or `setImage(_:for:)` shows in place of the configuration's.
///
/// Differences: `contentEdgeInsets` defaults to 6 × 12 points so a button with only a title has a
/// comfortable touch size.
@preconcurrency @MainActor
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
    public private(set) var buttonType: ButtonType
    private var titles: [UIControl.State: String] = [:]
    private var attributedTitles: [UIControl.State: NSAttributedString] = [:]
    /// The attributed title the label shows, to see when it changes.
    private var shownAttributedTitle: NSAttributedString?
    private var shownTitleColor: UIColor?
    private var titleColors: [UIControl.State: UIColor] = [:]
    var storedTitleLabel: UILabel?
    private var images: [UIControl.State: UIImage] = [:]
    /// Per-state background images and title shadow colours (`UIButton+ClassicLayout`).
    var backgroundImages: [UIControl.State: UIImage] = [:]
    var titleShadowColors: [UIControl.State: UIColor] = [:]
    /// The view showing the background image, behind everything; made with the first one.
    var storedBackgroundView: UIImageView?
    var storedImageView: UIImageView?
    /// The subtitle of a configured button (see `UIButton+Configuration`).
    private var storedSubtitleLabel: UILabel?
    private var isUpdatingConfiguration = false

    /// The button's look as a configuration (iOS 15 buttons); nil for the classic per-state
    /// titles, colours and images. Setting it shows it at once.
    open var configuration: Configuration? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Called whenever the button's state changes (and when asked), to change `configuration`
    /// for the new state.
    open var configurationUpdateHandler: (@MainActor (UIButton) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Whether a state change updates the configuration (calling the handler). True by default.
    open var automaticallyUpdatesConfiguration = true

    /// A `.system` button showing `configuration` that runs `primaryAction` when tapped.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        if let primaryAction {
            var configuration = configuration
            if configuration.title == nil, !primaryAction.title.isEmpty { configuration.title = primaryAction.title }
            if configuration.image == nil { configuration.image = primaryAction.image }
            self.configuration = configuration
            addAction(primaryAction, for: .primaryActionTriggered)
        } else {
            self.configuration = configuration
        }
        updateConfiguration()
    }

    /// Asks for the configuration to be brought up to date; Scanout does it at once.
    open func setNeedsUpdateConfiguration() {
        updateConfiguration()
    }

    /// Runs `configurationUpdateHandler` and shows the configuration. Override to change the
    /// configuration for the state yourself (call super).
    open func updateConfiguration() {
        guard !isUpdatingConfiguration else { return }
        isUpdatingConfiguration = true
        configurationUpdateHandler?(self)
        isUpdatingConfiguration = false
        showConfiguration()
    }

    /// Shows `menu` when the button is held (see `UIButton+Menu`).
    var menuLongPress: UILongPressGestureRecognizer?
    /// The pointer interaction `isPointerInteractionEnabled` adds (see UIButton+Pointer.swift).
    var buttonPointerInteraction: UIPointerInteraction?
    var storedPointerStyleProvider: PointerStyleProvider?

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

    /// Moves the title within the content rect (see `UIButton+ClassicLayout`); not counted in the
    /// button's size, as in UIKit.
    open var titleEdgeInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }

    /// Moves the image within the content rect (see `UIButton+ClassicLayout`); not counted in the
    /// button's size, as in UIKit.
    open var imageEdgeInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }

    /// Whether a pressed button without a highlighted background image dims its normal one. True
    /// by default.
    open var adjustsImageWhenHighlighted = true {
        didSet { updateBackgroundView() }
    }

    /// Whether a disabled button without a disabled background image pales its normal one. True by
    /// default.
    open var adjustsImageWhenDisabled = true {
        didSet { updateBackgroundView() }
    }

    /// Kept for code that sets it; Scanout draws no glow on touch (UIKit's was for `.custom`
    /// buttons in bars).
    open var showsTouchWhenHighlighted = false

    /// Kept for code that sets it: the title's shadow is drawn with the label's offset.
    open var reversesTitleShadowWhenHighlighted = false

    /// A button of type `.custom` with `frame`.
    public override init(frame: CGRect) {
        self.buttonType = .custom
        super.init(frame: frame)
    }

    /// A button of `buttonType`, with a zero frame. A convenience initializer, as in UIKit: a
    /// subclass that overrides `init(frame:)` inherits it (and `init()`).
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
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
    /// A button with a `configuration` shows it in place of the configuration's title, as UIKit
    /// does.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state] = title
        _ = titleLabel
        if configuration != nil { showConfiguration() } else { updateTitleLabel() }
    }

    /// The title for `state`, falling back to the `.normal` title.
    open func title(for state: UIControl.State) -> String? {
        titles[state] ?? titles[.normal]
    }

    /// The title for the current state: the attributed title's string when there is one.
    open var currentTitle: String? {
        currentAttributedTitle?.string ?? title(for: state)
    }

    /// Sets the attributed title shown in `state`; it wins over a plain title, as in UIKit. Runs
    /// without a colour or font take the title colour and the label's font.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        attributedTitles[state] = title.map { NSAttributedString(attributedString: $0) }
        _ = titleLabel
        if configuration != nil { showConfiguration() } else { updateTitleLabel() }
    }

    /// The attributed title for `state`, falling back to the `.normal` one.
    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
        attributedTitles[state] ?? attributedTitles[.normal]
    }

    /// The attributed title for the current state.
    open var currentAttributedTitle: NSAttributedString? {
        attributedTitle(for: state)
    }

    /// The current title unless another is set.
    open override var accessibilityLabel: String? {
        get { storedAccessibilityLabel ?? currentTitle ?? configuration?.title ?? defaultAccessibilityLabel }
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
    /// A button with a `configuration` shows it in place of the configuration's image, as UIKit
    /// does.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state] = image
        _ = imageView
        if configuration != nil { showConfiguration() } else { updateImageView() }
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
        if let configuration { return configuredSize(configuration) }
        return classicIntrinsicSize
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    /// The classic layout (`UIButton+ClassicLayout`): the background image, then the image and
    /// the title where `imageRect(forContentRect:)` and `titleRect(forContentRect:)` say.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let configuration { return layOutConfigured(configuration) }
        layOutClassic()
    }

    /// Where the background image goes: the bounds.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect {
        bounds
    }

    /// Where the title and image go: the bounds less `contentEdgeInsets`.
    open func contentRect(forBounds bounds: CGRect) -> CGRect {
        bounds.inset(by: contentEdgeInsets)
    }

    /// Where the title goes in `contentRect`: beside the image, placed by the content alignments
    /// and moved by `titleEdgeInsets`.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        classicFrames(in: contentRect).title
    }

    /// Where the image goes in `contentRect`: beside the title, placed by the content alignments
    /// and moved by `imageEdgeInsets`.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        classicFrames(in: contentRect).image
    }

    // MARK: Drawing

    /// Draws the pressed and disabled looks over the background colour.
    open override func draw(_ rect: CGRect) {
        if let configuration { return drawConfiguredBackground(configuration) }
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
        if configuration != nil { showConfiguration() } else { updateTitleLabel() }
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
        if configuration != nil {
            if automaticallyUpdatesConfiguration { updateConfiguration() } else { showConfiguration() }
            return
        }
        updateTitleLabel()
        updateImageView()
        updateBackgroundView()
    }

    // MARK: - Private

    /// The title's natural size; zero without a title.
    var titleSize: CGSize {
        guard let storedTitleLabel, storedTitleLabel.text?.isEmpty == false else { return .zero }
        return storedTitleLabel.intrinsicContentSize
    }

    private var defaultTitleColor: UIColor {
        buttonType == .system ? tintColor : .white
    }

    func updateTitleLabel() {
        guard configuration == nil, let storedTitleLabel else { return }
        if !titleShadowColors.isEmpty { storedTitleLabel.shadowColor = currentTitleShadowColor }
        if let attributed = currentAttributedTitle {
            // The title colour goes under the runs (setting a label's colour after its attributed
            // text would paint over theirs): runs without a colour of their own take it.
            let colourChanged = shownTitleColor != currentTitleColor
            guard colourChanged || (shownAttributedTitle.map { !$0.isEqual(to: attributed) } ?? true) else { return }
            shownAttributedTitle = attributed
            shownTitleColor = currentTitleColor
            storedTitleLabel.textColor = currentTitleColor
            storedTitleLabel.attributedText = attributed
            invalidateIntrinsicContentSize()
            setNeedsLayout()
            return
        }
        shownTitleColor = nil
        storedTitleLabel.textColor = currentTitleColor
        let newTitle = currentTitle
        if shownAttributedTitle != nil || storedTitleLabel.text != newTitle {
            shownAttributedTitle = nil
            storedTitleLabel.text = newTitle
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    private func updateImageView() {
        guard configuration == nil, let storedImageView else { return }
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

    // MARK: - Configured look

    /// Puts the configuration's title, subtitle, image and colours on the subviews.
    private func showConfiguration() {
        guard let configuration else {
            storedSubtitleLabel?.removeFromSuperview()
            storedSubtitleLabel = nil
            updateTitleLabel()
            updateImageView()
            return
        }
        let foreground = configuration.foregroundColor(tint: tintColor, isEnabled: isEnabled)
            .withAlphaComponent(
                isHighlighted && configuration.backgroundFill(tint: tintColor, isEnabled: true) == nil ? 0.5 : 1)
        let title = titleLabel!
        // Titles and images set for the state (`setTitle(_:for:)`) win over the configuration's.
        title.font = configuration.titleFont
        title.textColor = foreground
        title.lineBreakMode = configuration.titleLineBreakMode
        if currentTitle == nil, let styled = configuration.styledTitle(color: foreground) {
            title.attributedText = styled
        } else {
            title.text = currentTitle ?? configuration.title
        }
        title.textAlignment =
            configuration.titleAlignment == .leading
            ? .natural
            : configuration.titleAlignment == .trailing ? .right : .center
        if let subtitle = configuration.subtitle {
            let label = storedSubtitleLabel ?? UILabel()
            if storedSubtitleLabel == nil {
                storedSubtitleLabel = label
                addSubview(label)
            }
            let subtitleColor = foreground.withAlphaComponent(foreground.alpha * 0.8)
            label.font = configuration.subtitleFont
            label.textColor = subtitleColor
            label.lineBreakMode = configuration.subtitleLineBreakMode
            if let styled = configuration.styledSubtitle(color: subtitleColor) {
                label.attributedText = styled
            } else {
                label.text = subtitle
            }
            label.textAlignment = title.textAlignment
        } else {
            storedSubtitleLabel?.removeFromSuperview()
            storedSubtitleLabel = nil
        }
        let imageView = self.imageView!
        imageView.image = currentImage ?? configuration.image
        imageView.tintColor = configuration.imageColorTransformer.map { $0(foreground) } ?? foreground
        imageView.preferredSymbolConfiguration = configuration.preferredSymbolConfigurationForImage
        imageView.alpha = 1
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The sizes of the image, the title block (title over subtitle) and the whole content.
    private func configuredContent(_ configuration: Configuration) -> (image: CGSize, text: CGSize, total: CGSize) {
        let image = (currentImage ?? configuration.image)?.size ?? .zero
        let title = storedTitleLabel?.text?.isEmpty == false ? storedTitleLabel!.intrinsicContentSize : .zero
        let subtitle = storedSubtitleLabel?.intrinsicContentSize ?? .zero
        let gap = title != .zero && subtitle != .zero ? configuration.titlePadding : 0
        let text = CGSize(width: max(title.width, subtitle.width), height: title.height + gap + subtitle.height)
        let padding = image != .zero && text != .zero ? configuration.imagePadding : 0
        let vertical = configuration.imagePlacement == .top || configuration.imagePlacement == .bottom
        let total =
            vertical
            ? CGSize(width: max(image.width, text.width), height: image.height + padding + text.height)
            : CGSize(width: image.width + padding + text.width, height: max(image.height, text.height))
        return (image, text, total)
    }

    private func configuredSize(_ configuration: Configuration) -> CGSize {
        let total = configuredContent(configuration).total
        let insets = configuration.contentInsets
        return CGSize(
            width: total.width + insets.leading + insets.trailing, height: total.height + insets.top + insets.bottom)
    }

    private func layOutConfigured(_ configuration: Configuration) {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let insets = configuration.contentInsets
        let content = bounds.inset(
            by: UIEdgeInsets(
                top: insets.top, left: rightToLeft ? insets.trailing : insets.leading, bottom: insets.bottom,
                right: rightToLeft ? insets.leading : insets.trailing))
        let (image, text, total) = configuredContent(configuration)
        let padding = image != .zero && text != .zero ? configuration.imagePadding : 0
        let origin = CGPoint(x: content.midX - total.width / 2, y: content.midY - total.height / 2)
        var imageFrame = CGRect(origin: .zero, size: image)
        var textFrame = CGRect(origin: .zero, size: CGSize(width: min(text.width, content.width), height: text.height))
        var placement = configuration.imagePlacement
        if rightToLeft, placement == .leading {
            placement = .trailing
        } else if rightToLeft, placement == .trailing {
            placement = .leading
        }
        switch placement {
        case .top:
            imageFrame.origin = CGPoint(x: content.midX - image.width / 2, y: origin.y)
            textFrame.origin = CGPoint(x: content.midX - textFrame.width / 2, y: origin.y + image.height + padding)
        case .bottom:
            textFrame.origin = CGPoint(x: content.midX - textFrame.width / 2, y: origin.y)
            imageFrame.origin = CGPoint(x: content.midX - image.width / 2, y: origin.y + text.height + padding)
        case .trailing:
            textFrame.origin = CGPoint(x: origin.x, y: content.midY - text.height / 2)
            imageFrame.origin = CGPoint(x: origin.x + textFrame.width + padding, y: content.midY - image.height / 2)
        default:
            imageFrame.origin = CGPoint(x: origin.x, y: content.midY - image.height / 2)
            textFrame.origin = CGPoint(x: origin.x + image.width + padding, y: content.midY - text.height / 2)
        }
        storedImageView?.frame = imageFrame
        let titleHeight = storedTitleLabel?.text?.isEmpty == false ? storedTitleLabel!.intrinsicContentSize.height : 0
        storedTitleLabel?.frame = CGRect(
            x: textFrame.minX, y: textFrame.minY, width: textFrame.width, height: titleHeight)
        if let storedSubtitleLabel {
            let top = textFrame.minY + titleHeight + (titleHeight > 0 ? configuration.titlePadding : 0)
            storedSubtitleLabel.frame = CGRect(
                x: textFrame.minX, y: top, width: textFrame.width,
                height: storedSubtitleLabel.intrinsicContentSize.height)
        }
    }

    private func drawConfiguredBackground(_ configuration: Configuration) {
        let radius = min(configuration.cornerRadius(height: bounds.height), bounds.height / 2)
        let shape = UIBezierPath(roundedRect: bounds, cornerRadius: radius)
        if let fill = configuration.backgroundFill(tint: tintColor, isEnabled: isEnabled) {
            fill.setFill()
            shape.fill()
            if isHighlighted {
                UIColor(white: 0, alpha: 0.15).setFill()
                shape.fill()
            }
        }
        if let stroke = configuration.background.strokeColor, configuration.background.strokeWidth > 0 {
            let width = configuration.background.strokeWidth
            let inner = UIBezierPath(
                roundedRect: bounds.insetBy(dx: width / 2, dy: width / 2), cornerRadius: max(radius - width / 2, 0))
            inner.lineWidth = width
            stroke.setStroke()
            inner.stroke()
        }
    }
}
