/// The view a bar shows for one `UIBarButtonItem`: its title or image in the tint colour (bold for
/// `.done`), its custom view, or nothing for a space; dimmed when the item is disabled, faded while
/// pressed. A tap performs the item (see `UIBarButtonItem.performTap`).
///
/// Bars make one per item and call `update()` when the item says it changed. The view is an
/// accessibility element labelled as the item, so tests find it by the item's title.
@MainActor
final class BarButtonItemView: UIControl {
    let item: UIBarButtonItem
    private let titleLabel = UILabel()
    private let imageView = UIImageView()
    /// The bar's standard height for the content; bars lay items out at their own height.
    static let minimumWidth: CGFloat = 44
    /// Space either side of a title or image.
    static let horizontalPadding: CGFloat = 8

    init(item: UIBarButtonItem) {
        self.item = item
        super.init(frame: .zero)
        titleLabel.textAlignment = .center
        titleLabel.lineBreakMode = .byTruncatingTail
        addSubview(titleLabel)
        addSubview(imageView)
        update()
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Shows the item as it now is.
    func update() {
        isEnabled = item.isEnabled
        if let custom = item.customView {
            if custom.superview !== self {
                subviews.filter { $0 !== titleLabel && $0 !== imageView }.forEach { $0.removeFromSuperview() }
                addSubview(custom)
            }
        } else {
            subviews.filter { $0 !== titleLabel && $0 !== imageView }.forEach { $0.removeFromSuperview() }
        }
        let showsImage = item.customView == nil && item.image != nil
        imageView.image = showsImage ? item.image : nil
        imageView.isHidden = !showsImage
        titleLabel.isHidden = item.customView != nil || showsImage || item.isSpace
        titleLabel.text = titleLabel.isHidden ? nil : (item.title ?? item.systemItem?.accessibilityName)
        titleLabel.font = item.titleFont(for: state)
            ?? (item.style == .done ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17))
        updateColors()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }

    override var accessibilityLabel: String? {
        get { storedAccessibilityLabel ?? item.accessibilityLabel }
        set { storedAccessibilityLabel = newValue }
    }

    override var isAccessibilityElement: Bool {
        get { item.customView == nil && !item.isSpace }
        set {}
    }

    override var intrinsicContentSize: CGSize {
        if item.isSpace { return CGSize(width: item.systemItem == .fixedSpace ? item.width : 0, height: 0) }
        if let custom = item.customView {
            let size = custom.frame.size == .zero ? custom.intrinsicContentSize : custom.frame.size
            return CGSize(width: item.width > 0 ? item.width : max(size.width, 0), height: max(size.height, 0))
        }
        let content: CGSize
        if let image = item.image {
            content = CGSize(
                width: image.size.width + item.imageInsets.left + item.imageInsets.right,
                height: image.size.height + item.imageInsets.top + item.imageInsets.bottom)
        } else {
            content = titleLabel.intrinsicContentSize
        }
        let natural = content.width + 2 * Self.horizontalPadding
        let width = item.width > 0 ? item.width : max(natural, Self.minimumWidth)
        return CGSize(width: width, height: max(content.height, 30))
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if let custom = item.customView {
            let size = custom.frame.size == .zero ? custom.intrinsicContentSize : custom.frame.size
            let width = min(max(size.width, 0), bounds.width)
            let height = min(max(size.height, 0), bounds.height)
            custom.frame = CGRect(x: (bounds.width - width) / 2, y: (bounds.height - height) / 2, width: width, height: height)
            return
        }
        if let image = item.image {
            let size = image.size
            let insets = item.imageInsets
            imageView.frame = CGRect(
                x: (bounds.width - size.width) / 2 + insets.left - insets.right,
                y: (bounds.height - size.height) / 2 + insets.top - insets.bottom,
                width: size.width, height: size.height)
        }
        titleLabel.frame = bounds.insetBy(dx: Self.horizontalPadding, dy: 0)
    }

    override func draw(_ rect: CGRect) {
        guard item.isSelected, item.customView == nil else { return }
        (item.tintColor ?? tintColor).withAlphaComponent(0.15).setFill()
        UIBezierPath(roundedRect: bounds.insetBy(dx: 2, dy: 4), cornerRadius: 8).fill()
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    // MARK: - Touches

    override var sendsPrimaryActionOnTouchUpInside: Bool { true }

    override func sendActions(for controlEvents: UIControl.Event) {
        super.sendActions(for: controlEvents)
        if controlEvents.contains(.primaryActionTriggered), item.tapBehaviour == .perform {
            item.performTap(event: nil)
        }
    }

    override var acceptsTouches: Bool {
        super.acceptsTouches && item.customView == nil && !item.isSpace
    }

    override func stateDidChange() {
        super.stateDidChange()
        updateColors()
    }

    // MARK: - Private

    private func updateColors() {
        let base = item.titleColor(for: state) ?? item.tintColor ?? tintColor ?? .tintColor
        let color: UIColor
        if !isEnabled {
            color = item.titleColor(for: .disabled) ?? UIColor.systemGray3
        } else if isHighlighted {
            color = base.withAlphaComponent(0.3)
        } else {
            color = base
        }
        titleLabel.textColor = color
        imageView.alpha = !isEnabled ? 0.35 : (isHighlighted ? 0.3 : 1)
    }
}
