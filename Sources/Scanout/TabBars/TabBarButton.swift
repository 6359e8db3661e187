/// The view a `UITabBar` shows for one item: its image over its title (beside it on wide bars), in
/// the bar's tint when selected and grey otherwise, with the item's badge at the image's corner.
///
/// An accessibility element labelled as the item, so `host.tap("Settings")` finds the tab. A tap
/// tells the bar (`onTap`). Main actor.
@preconcurrency @MainActor
final class TabBarButton: UIControl {
    let item: UITabBarItem
    var onTap: ((UITabBarItem) -> Void)?
    /// Image beside the title (wide bars) rather than above it.
    var isTitleBesideImage = false {
        didSet { if isTitleBesideImage != oldValue { update() } }
    }
    /// The colours the bar draws items in.
    var selectedColor: UIColor = .tintColor {
        didSet { updateColors() }
    }
    var unselectedColor: UIColor = .systemGray {
        didSet { updateColors() }
    }
    /// The tab bar appearance's look for the item's layout; nil for the colours above.
    var itemAppearance: UITabBarItemAppearance? {
        didSet { update() }
    }

    private let imageView = UIImageView()
    private let titleLabel = UILabel()
    private let badge = TabBarBadgeView()

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        imageView.contentMode = .center
        imageView.templatesAutomaticImages = true
        titleLabel.textAlignment = .center
        titleLabel.lineBreakMode = .byTruncatingTail
        addSubview(imageView)
        addSubview(titleLabel)
        addSubview(badge)
        update()
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Shows the item as it now is.
    func update() {
        isEnabled = item.isEnabled
        imageView.image = isSelected ? (item.selectedImage ?? item.image) : item.image
        titleLabel.text = item.title
        titleLabel.font =
            stateAppearance?.titleTextAttributes[.font] as? UIFont
            ?? (isTitleBesideImage
                ? .systemFont(ofSize: 14, weight: .medium) : .systemFont(ofSize: 10, weight: .medium))
        badge.text = item.badgeValue
        badge.fillColor = item.badgeColor ?? stateAppearance?.badgeBackgroundColor ?? .systemRed
        badge.isHidden = item.badgeValue == nil
        updateColors()
        setNeedsLayout()
    }

    override var isSelected: Bool {
        didSet { if isSelected != oldValue { update() } }
    }

    override var isAccessibilityElement: Bool {
        get { true }
        set {}
    }

    override var accessibilityLabel: String? {
        get { storedAccessibilityLabel ?? item.accessibilityLabel }
        set { storedAccessibilityLabel = newValue }
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get { isSelected ? [.button, .selected] : .button }
        set {}
    }

    /// Compact: a 25-point image area at the top, the title under it. Wide: image and title side by
    /// side, centred together.
    override func layoutSubviews() {
        super.layoutSubviews()
        let imageSize = imageView.image?.size ?? .zero
        let badgeSize = badge.intrinsicContentSize
        if isTitleBesideImage {
            // The badge overhangs the image's corner; the title starts after it.
            let gap = (imageSize.width > 0 ? 6 : 0) + (badge.isHidden ? 0 : badgeSize.width - 4)
            let titleWidth = min(
                titleLabel.intrinsicContentSize.width, max(bounds.width - imageSize.width - gap - 8, 0))
            let total = imageSize.width + gap + titleWidth
            let left = (bounds.width - total) / 2
            imageView.frame = CGRect(
                x: left, y: (bounds.height - imageSize.height) / 2, width: imageSize.width, height: imageSize.height)
            titleLabel.frame = CGRect(x: left + total - titleWidth, y: 0, width: titleWidth, height: bounds.height)
        } else {
            imageView.frame = CGRect(
                x: (bounds.width - imageSize.width) / 2, y: 4 + max(25 - imageSize.height, 0) / 2,
                width: imageSize.width, height: imageSize.height)
            titleLabel.frame = CGRect(x: 2, y: 32, width: bounds.width - 4, height: 13)
        }
        let anchor = imageView.frame.size == .zero ? CGRect(x: bounds.midX, y: 6, width: 0, height: 0) : imageView.frame
        badge.frame = CGRect(
            x: anchor.midX + max(anchor.width / 2 - 6, 4), y: max(anchor.minY - (isTitleBesideImage ? 6 : 3), 1),
            width: badgeSize.width, height: badgeSize.height)
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    override var sendsPrimaryActionOnTouchUpInside: Bool { true }

    override func sendActions(for controlEvents: UIControl.Event) {
        super.sendActions(for: controlEvents)
        if controlEvents.contains(.primaryActionTriggered) { onTap?(item) }
    }

    // MARK: - Private

    /// The appearance's look for the item's state now.
    private var stateAppearance: UITabBarItemStateAppearance? {
        guard let itemAppearance else { return nil }
        if !isEnabled { return itemAppearance.disabled }
        return isSelected ? itemAppearance.selected : itemAppearance.normal
    }

    private func updateColors() {
        let color = !isEnabled ? UIColor.systemGray3 : (isSelected ? selectedColor : unselectedColor)
        let state = stateAppearance
        titleLabel.textColor = state?.titleTextAttributes[.foregroundColor] as? UIColor ?? state?.iconColor ?? color
        imageView.tintColor = state?.iconColor ?? color
    }
}

/// A tab's badge: white text in a red capsule, at least a circle.
@preconcurrency @MainActor
final class TabBarBadgeView: UIView {
    var text: String? {
        didSet {
            label.text = text
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }
    var fillColor: UIColor = .systemRed {
        didSet { setNeedsDisplay() }
    }
    private let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
        label.font = .systemFont(ofSize: 13)
        label.textColor = .white
        label.textAlignment = .center
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override var intrinsicContentSize: CGSize {
        let textWidth = (text?.isEmpty ?? true) ? 0 : label.intrinsicContentSize.width
        return CGSize(width: max(18, textWidth + 10), height: 18)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }

    override func draw(_ rect: CGRect) {
        fillColor.setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: bounds.height / 2).fill()
    }
}
