/// The back button of a navigation bar: a chevron drawn with a path and the previous screen's
/// title, in the tint. Its accessibility label is the title it shows ("Back" when it shows only
/// the chevron), so `host.tap("Visitors")` finds it as a person would.
@preconcurrency @MainActor
final class NavigationBackButton: UIControl {
    private let label = UILabel()
    /// The chevron's box: 13 × 21 points, as iOS's.
    static let chevronSize = CGSize(width: 13, height: 21)
    static let chevronGap: CGFloat = 6

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        label.font = .systemFont(ofSize: 17)
        label.lineBreakMode = .byTruncatingTail
        label.isUserInteractionEnabled = false
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// The title shown beside the chevron; nil shows the chevron alone.
    var title: String? {
        didSet {
            label.text = title
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// An image drawn instead of the chevron (the bar's or its appearance's back indicator), as a
    /// template in the button's colour unless it is `.alwaysOriginal`, within the chevron's box.
    var indicatorImage: UIImage? {
        didSet { if indicatorImage !== oldValue { setNeedsDisplay() } }
    }

    /// The title's colour and font from the bar's appearance (`backButtonAppearance`); nil for the
    /// tint and the system font.
    var titleColor: UIColor? {
        didSet { updateColors() }
    }
    var titleFont: UIFont? {
        didSet { label.font = titleFont ?? .systemFont(ofSize: 17) }
    }

    /// The width the button takes with `title`.
    static func width(for title: String?) -> CGFloat {
        let chevron = 8 + chevronSize.width
        guard let title, !title.isEmpty else { return chevron + 8 }
        let label = UILabel()
        label.font = .systemFont(ofSize: 17)
        label.text = title
        return chevron + chevronGap + label.intrinsicContentSize.width + 8
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: NavigationBackButton.width(for: title), height: 44)
    }

    override var accessibilityLabel: String? {
        get { storedAccessibilityLabel ?? (title?.isEmpty == false ? title : "Back") }
        set { storedAccessibilityLabel = newValue }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let start = 8 + NavigationBackButton.chevronSize.width + NavigationBackButton.chevronGap
        let width = max(bounds.width - start - 8, 0)
        label.frame = CGRect(
            x: rightToLeft ? bounds.width - start - width : start, y: 0, width: width, height: bounds.height)
        label.textAlignment = rightToLeft ? .right : .left
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    override func stateDidChange() {
        super.stateDidChange()
        updateColors()
    }

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        updateColors()
    }

    override func draw(_ rect: CGRect) {
        let size = NavigationBackButton.chevronSize
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let left = rightToLeft ? bounds.width - 8 - size.width : 8
        let top = (bounds.height - size.height) / 2
        if let indicatorImage, indicatorImage.size.width > 0, indicatorImage.size.height > 0 {
            let box = CGRect(x: left, y: top, width: size.width, height: size.height)
            // Fitted into the chevron's box, keeping its proportions.
            let fit = min(box.width / indicatorImage.size.width, box.height / indicatorImage.size.height, 1)
            let drawn = CGSize(width: indicatorImage.size.width * fit, height: indicatorImage.size.height * fit)
            let rect = CGRect(
                x: box.midX - drawn.width / 2, y: box.midY - drawn.height / 2, width: drawn.width, height: drawn.height)
            indicatorImage.draw(
                in: rect, templateColor: indicatorImage.isTemplate(templatesAutomaticImages: true) ? currentColor : nil)
            return
        }
        let path = UIBezierPath()
        // ‹ : from the top right to the middle left to the bottom right (mirrored right to left).
        let tip = rightToLeft ? left + size.width - 1.5 : left + 1.5
        let tail = rightToLeft ? left + 1.5 : left + size.width - 1.5
        path.move(to: CGPoint(x: tail, y: top + 1.5))
        path.addLine(to: CGPoint(x: tip, y: top + size.height / 2))
        path.addLine(to: CGPoint(x: tail, y: top + size.height - 1.5))
        path.lineWidth = 3
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        currentColor.setStroke()
        path.stroke()
    }

    override var sendsPrimaryActionOnTouchUpInside: Bool { true }

    private var currentColor: UIColor {
        guard isEnabled else { return .systemGray3 }
        return isHighlighted ? tintColor.withAlphaComponent(0.3) : tintColor
    }

    private func updateColors() {
        label.textColor = isEnabled && !isHighlighted ? (titleColor ?? currentColor) : currentColor
        setNeedsDisplay()
    }
}
