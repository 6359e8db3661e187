/// Lays out a row or a column of views: UIKit's `UIStackView`, without Auto Layout.
///
/// Each arranged subview gets its natural length along the axis — its `intrinsicContentSize`,
/// or its current size when it has none — and the distribution decides what happens to the space
/// left over. With `.fill`, extra space goes to the views with the lowest content-hugging
/// priority (shared equally among ties), and missing space is taken from those with the lowest
/// compression resistance. Across the axis, `alignment` stretches or places each view. Hidden
/// arranged subviews take no space. The stack's own `intrinsicContentSize` is what its views
/// need, so stacks nest. Main actor.
@MainActor
open class UIStackView: UIView {
    public enum Distribution: Int, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    /// The views the stack arranges, in order; each is also a subview.
    public private(set) var arrangedSubviews: [UIView] = []

    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { arrangementDidChange() }
    }

    open var distribution: Distribution = .fill {
        didSet { arrangementDidChange() }
    }

    open var alignment: Alignment = .fill {
        didSet { arrangementDidChange() }
    }

    /// Space between adjacent views (the minimum, for the equal-spacing distributions).
    open var spacing: CGFloat = 0 {
        didSet { arrangementDidChange() }
    }

    /// Insets applied around the arrangement when `isLayoutMarginsRelativeArrangement` is true.
    open override var layoutMargins: UIEdgeInsets {
        didSet { arrangementDidChange() }
    }

    open var isLayoutMarginsRelativeArrangement = false {
        didSet { arrangementDidChange() }
    }

    public init(arrangedSubviews views: [UIView]) {
        super.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// Appends `view` to the arrangement (and as the last subview).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` into the arrangement at `stackIndex`.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Takes `view` out of the arrangement; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        arrangementDidChange()
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        arrangedSubviews.removeAll { $0 === subview }
        arrangementDidChange()
    }

    // MARK: Sizing

    open override var intrinsicContentSize: CGSize {
        let views = visibleViews
        let along = views.reduce(0) { $0 + naturalLength(of: $1) } + spacing * CGFloat(max(views.count - 1, 0))
        let across = views.map { naturalCrossLength(of: $0) }.max() ?? 0
        let margins = isLayoutMarginsRelativeArrangement ? layoutMargins : .zero
        return axis == .horizontal
            ? CGSize(width: along + margins.left + margins.right, height: across + margins.top + margins.bottom)
            : CGSize(width: across + margins.left + margins.right, height: along + margins.top + margins.bottom)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        let views = visibleViews
        guard !views.isEmpty else { return }
        let area = isLayoutMarginsRelativeArrangement ? bounds.inset(by: layoutMargins) : bounds
        let available = axis == .horizontal ? area.width : area.height
        let crossAvailable = axis == .horizontal ? area.height : area.width
        let (lengths, gaps) = arrange(views, in: available)

        var position = axis == .horizontal ? area.minX : area.minY
        for (index, view) in views.enumerated() {
            let length = lengths[index]
            let crossLength = alignment == .fill ? crossAvailable : min(naturalCrossLength(of: view), crossAvailable)
            let crossStart = axis == .horizontal ? area.minY : area.minX
            let crossOffset: CGFloat
            switch alignment {
            case .center: crossOffset = (crossAvailable - crossLength) / 2
            case .trailing, .lastBaseline: crossOffset = crossAvailable - crossLength
            default: crossOffset = 0
            }
            view.frame = axis == .horizontal
                ? CGRect(x: position, y: crossStart + crossOffset, width: length, height: crossLength)
                : CGRect(x: crossStart + crossOffset, y: position, width: crossLength, height: length)
            position += length + (index < gaps.count ? gaps[index] : 0)
        }
    }

    // MARK: - Internal

    override func subviewIntrinsicContentSizeDidChange() {
        arrangementDidChange()
    }

    // MARK: - Private

    private var visibleViews: [UIView] {
        arrangedSubviews.filter { !$0.isHidden }
    }

    private func arrangementDidChange() {
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// The view's natural length along the axis: intrinsic, else its current size.
    private func naturalLength(of view: UIView) -> CGFloat {
        let intrinsic = view.intrinsicContentSize
        let value = axis == .horizontal ? intrinsic.width : intrinsic.height
        if value != UIView.noIntrinsicMetric { return value }
        return axis == .horizontal ? view.bounds.width : view.bounds.height
    }

    private func naturalCrossLength(of view: UIView) -> CGFloat {
        let intrinsic = view.intrinsicContentSize
        let value = axis == .horizontal ? intrinsic.height : intrinsic.width
        if value != UIView.noIntrinsicMetric { return value }
        return axis == .horizontal ? view.bounds.height : view.bounds.width
    }

    /// Lengths along the axis for `views` in `available` points, and the gaps after each.
    private func arrange(_ views: [UIView], in available: CGFloat) -> ([CGFloat], [CGFloat]) {
        let count = CGFloat(views.count)
        let totalSpacing = spacing * (count - 1)
        var lengths = views.map(naturalLength(of:))
        var gaps = Array(repeating: spacing, count: max(views.count - 1, 0))
        switch distribution {
        case .fillEqually:
            lengths = Array(repeating: max((available - totalSpacing) / count, 0), count: views.count)
        case .fillProportionally:
            let total = lengths.reduce(0, +)
            let room = max(available - totalSpacing, 0)
            lengths = lengths.map { total > 0 ? $0 / total * room : room / count }
        case .equalSpacing, .equalCentering:
            let free = available - lengths.reduce(0, +)
            if views.count > 1 {
                if distribution == .equalCentering {
                    // Centres evenly spaced from the first view's centre to the last one's.
                    let first = lengths[0] / 2
                    let last = available - lengths[views.count - 1] / 2
                    let step = (last - first) / (count - 1)
                    for index in 0..<(views.count - 1) {
                        let gap = step - lengths[index] / 2 - lengths[index + 1] / 2
                        gaps[index] = max(gap, spacing)
                    }
                } else {
                    gaps = Array(repeating: max(free / (count - 1), spacing), count: views.count - 1)
                }
            }
        case .fill:
            let extra = available - totalSpacing - lengths.reduce(0, +)
            if extra > 0 {
                let stretchers = lowest(views) { $0.contentHuggingPriority(for: axis) }
                for index in stretchers { lengths[index] += extra / CGFloat(stretchers.count) }
            } else if extra < 0 {
                let shrinkers = lowest(views) { $0.contentCompressionResistancePriority(for: axis) }
                for index in shrinkers { lengths[index] = max(lengths[index] + extra / CGFloat(shrinkers.count), 0) }
            }
        }
        return (lengths, gaps)
    }

    /// Indices of the views whose priority is the lowest.
    private func lowest(_ views: [UIView], by priority: (UIView) -> UILayoutPriority) -> [Int] {
        let priorities = views.map(priority)
        guard let minimum = priorities.min() else { return [] }
        return priorities.indices.filter { priorities[$0] == minimum }
    }
}
