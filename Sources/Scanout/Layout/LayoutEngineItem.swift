/// One of the constraints an item brings of its own, with what a diagnostic calls it (made only
/// if one is printed).
typealias OwnConstraint = (constraint: LayoutConstraint, describing: () -> String)

/// A view or layout guide taking part in a `LayoutEngine`: its four variables and the constraints
/// it brings of its own.
@preconcurrency @MainActor
final class LayoutEngineItem {
    var object: AnyObject? { link.object }
    private let link: WeakLink<AnyObject>
    /// The item's minimum x and y in its superview's coordinates (a guide: its owning view's), and
    /// its size. The solver writes their values.
    let minX: LayoutVariable
    let minY: LayoutVariable
    let width: LayoutVariable
    let height: LayoutVariable
    /// The item's own constraints in the solver: autoresizing, content size or guide edges.
    var ownConstraints: [LayoutConstraint] = []
    /// Queued for `refreshOwnConstraints` at the next update.
    var isPending = false
    /// When the item joined its engine, counted: the engine goes through its items in this order
    /// whenever the order reaches the solver (see `LayoutEngine.itemsInJoinOrder`).
    var joinOrder = 0

    init?(_ object: AnyObject) {
        guard object is UIView || object is UILayoutGuide else { return nil }
        let link = WeakLink(object)
        self.link = link
        // Named only when a diagnostic prints them: formatting four names for every item cost a
        // form's first layout several percent.
        let name: () -> String = {
            MainActor.assumeIsolated {
                switch link.object {
                case let view as UIView: view.layoutDescriptionName
                case let guide as UILayoutGuide: guide.layoutDescriptionName
                default: "(gone)"
                }
            }
        }
        // Start from the current geometry, so an item the constraints leave free stays put.
        let frame = (object as? UIView)?.layoutAlignmentRect ?? (object as? UILayoutGuide)?.layoutFrame ?? .zero
        minX = LayoutVariable(value: Double(frame.minX)) { "\(name()).minX" }
        minY = LayoutVariable(value: Double(frame.minY)) { "\(name()).minY" }
        width = LayoutVariable(value: Double(frame.width)) { "\(name()).width" }
        height = LayoutVariable(value: Double(frame.height)) { "\(name()).height" }
    }

    func origin(_ axis: NSLayoutConstraint.Axis) -> LayoutVariable {
        axis == .horizontal ? minX : minY
    }

    func size(_ axis: NSLayoutConstraint.Axis) -> LayoutVariable {
        axis == .horizontal ? width : height
    }

    /// The solved rectangle with its edges on the pixel grid, as UIKit aligns frames: each edge is
    /// rounded, so neighbours that share an edge still share it.
    func alignedRect(scale: CGFloat) -> CGRect {
        func align(_ value: Double) -> CGFloat { CGFloat(value).alignedToPixels(scale: scale) }
        let left = align(minX.value)
        let top = align(minY.value)
        let right = align(minX.value + width.value)
        let bottom = align(minY.value + height.value)
        return CGRect(x: left, y: top, width: max(right - left, 0), height: max(bottom - top, 0))
    }

    // MARK: - Own constraints

    /// The constraints the item brings into `engine`, each with a description for diagnostics.
    func makeOwnConstraints(in engine: LayoutEngine) -> [OwnConstraint] {
        switch object {
        case let view as UIView: viewConstraints(view, in: engine)
        case let guide as UILayoutGuide: guideConstraints(guide, in: engine)
        default: []
        }
    }

    private func viewConstraints(_ view: UIView, in engine: LayoutEngine) -> [OwnConstraint] {
        if view === engine.root {
            if engine.isFittingEngine { return contentSizeConstraints(view) }
            guard view.translatesAutoresizingMaskIntoConstraints else { return [] }
            let size = view.bounds.size
            return [
                (LayoutConstraint(width, .equal, Double(size.width)), { "the width of \(view.layoutDescriptionName)" }),
                (
                    LayoutConstraint(height, .equal, Double(size.height)),
                    { "the height of \(view.layoutDescriptionName)" }
                ),
            ]
        }
        if view.translatesAutoresizingMaskIntoConstraints {
            guard let superview = view.storedSuperview, let container = engine.item(for: superview) else { return [] }
            return autoresizingConstraints(view, superviewItem: container)
        }
        return contentSizeConstraints(view)
    }

    /// The view's frame as constraints, flexible where its autoresizing mask is, relative to its
    /// superview's size (UIKit's `NSAutoresizingMaskLayoutConstraint`s): the same rule the
    /// frame-based autoresizing applies.
    private func autoresizingConstraints(
        _ view: UIView, superviewItem: LayoutEngineItem
    ) -> [OwnConstraint] {
        let frame = view.layoutAlignmentRect
        let container = view.storedSuperview?.bounds.size ?? .zero
        let mask = view.autoresizingMask
        func name() -> String { view.layoutDescriptionName }
        let horizontal = AutoresizingAxis(
            leading: frame.minX, size: frame.width, trailing: container.width - frame.maxX,
            flexibleLeading: mask.contains(.flexibleLeftMargin), flexibleSize: mask.contains(.flexibleWidth),
            flexibleTrailing: mask.contains(.flexibleRightMargin))
        let vertical = AutoresizingAxis(
            leading: frame.minY, size: frame.height, trailing: container.height - frame.maxY,
            flexibleLeading: mask.contains(.flexibleTopMargin), flexibleSize: mask.contains(.flexibleHeight),
            flexibleTrailing: mask.contains(.flexibleBottomMargin))
        return [
            (horizontal.originConstraint(minX, container: superviewItem.width), { "the autoresizing x of \(name())" }),
            (
                horizontal.sizeConstraint(width, container: superviewItem.width),
                { "the autoresizing width of \(name())" }
            ),
            (vertical.originConstraint(minY, container: superviewItem.height), { "the autoresizing y of \(name())" }),
            (
                vertical.sizeConstraint(height, container: superviewItem.height),
                { "the autoresizing height of \(name())" }
            ),
        ]
    }

    /// Content hugging (`size <= intrinsic`) and compression resistance (`size >= intrinsic`) at
    /// the view's priorities, in each dimension that has an intrinsic size. When both are optional
    /// (as they nearly always are) they are one equality that weighs growing at the hugging
    /// priority and shrinking at the compression resistance: the same optimum as the two
    /// inequalities, with half the rows and symbols in the solver.
    private func contentSizeConstraints(_ view: UIView) -> [OwnConstraint] {
        let intrinsic = view.intrinsicContentSize
        var made: [OwnConstraint] = []
        func name() -> String { view.layoutDescriptionName }
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            let value = axis == .horizontal ? intrinsic.width : intrinsic.height
            guard value != UIView.noIntrinsicMetric, value >= 0 else { continue }
            guard value.isFinite else {
                // Infinity (NaN fails `>= 0`) has no size to hug: as if the view had none.
                view.warnOnce(
                    .nonFiniteIntrinsicSize,
                    "\(view.layoutDescriptionName) returned an intrinsicContentSize of \(intrinsic); a size is finite "
                        + "(or UIView.noIntrinsicMetric). Laid out as if it had no intrinsic size in that dimension.")
                continue
            }
            let variable = size(axis)
            let label = axis == .horizontal ? "width" : "height"
            let hugging = Strength(view.contentHuggingPriority(for: axis))
            let compressionResistance = Strength(view.contentCompressionResistancePriority(for: axis))
            if !hugging.isRequired && !compressionResistance.isRequired {
                made.append(
                    (
                        LayoutConstraint(
                            variable, .equal, Double(value), strength: hugging, strengthBelow: compressionResistance),
                        {
                            "the content size of \(name()) (\(label) == \(value): hugging \(hugging), "
                                + "compression resistance \(compressionResistance))"
                        }
                    ))
                continue
            }
            made.append(
                (
                    LayoutConstraint(variable, .lessThanOrEqual, Double(value), strength: hugging),
                    { "the content hugging of \(name()) (\(label) <= \(value))" }
                ))
            made.append(
                (
                    LayoutConstraint(variable, .greaterThanOrEqual, Double(value), strength: compressionResistance),
                    { "the compression resistance of \(name()) (\(label) >= \(value))" }
                ))
        }
        return made
    }

    /// A margins or safe-area guide is its owning view's bounds inset by the margins or insets.
    private func guideConstraints(_ guide: UILayoutGuide, in engine: LayoutEngine) -> [OwnConstraint] {
        guard let owner = guide.owningView, let ownerItem = engine.item(for: owner) else { return [] }
        func name() -> String { guide.layoutDescriptionName }
        let insets: UIEdgeInsets
        switch guide.systemRole {
        case .none: return []
        case .layoutMargins: insets = owner.effectiveLayoutMargins
        case .safeArea: insets = owner.safeAreaInsets
        case .scrollFrame: insets = .zero
        case .readableContent: return readableContentConstraints(guide, owner: owner, ownerItem: ownerItem)
        case .topLayout, .bottomLayout, .keyboard:
            // The band above (or below) the safe area, or the keyboard's, the full width of the
            // view.
            let top = guide.systemRole == .topLayout
            let band =
                guide.systemRole == .keyboard
                ? Double((guide as? UIKeyboardLayoutGuide)?.band(in: owner) ?? 0)
                : Double(top ? owner.safeAreaInsets.top : owner.safeAreaInsets.bottom)
            return [
                (LayoutConstraint(minX, .equal, 0.0), { "the left edge of \(name())" }),
                (
                    top
                        ? LayoutConstraint(minY, .equal, 0.0)
                        : LayoutConstraint(minY, .equal, ownerItem.height - band),
                    { "the top edge of \(name())" }
                ),
                (LayoutConstraint(width, .equal, ownerItem.width), { "the width of \(name())" }),
                (LayoutConstraint(height, .equal, band), { "the height of \(name())" }),
            ]
        case .scrollContent:
            // At the content's origin; its size is what the app's constraints make it.
            return [
                (LayoutConstraint(minX, .equal, 0.0), { "the left edge of \(name())" }),
                (LayoutConstraint(minY, .equal, 0.0), { "the top edge of \(name())" }),
            ]
        }
        return [
            (LayoutConstraint(minX, .equal, Double(insets.left)), { "the left edge of \(name())" }),
            (LayoutConstraint(minY, .equal, Double(insets.top)), { "the top edge of \(name())" }),
            (
                LayoutConstraint(width, .equal, ownerItem.width - Double(insets.left + insets.right)),
                { "the width of \(name())" }
            ),
            (
                LayoutConstraint(height, .equal, ownerItem.height - Double(insets.top + insets.bottom)),
                { "the height of \(name())" }
            ),
        ]
    }
}

extension LayoutEngineItem {
    /// UIKit's readable width for body text at the default size, in points.
    static let readableWidth = 672.0

    /// Inside the margins, at most `readableWidth` wide, centred between them; as tall as the
    /// margins.
    fileprivate func readableContentConstraints(
        _ guide: UILayoutGuide, owner: UIView, ownerItem: LayoutEngineItem
    ) -> [OwnConstraint] {
        let margins = owner.effectiveLayoutMargins
        func name() -> String { guide.layoutDescriptionName }
        let horizontalMargins = Double(margins.left + margins.right)
        let verticalMargins = Double(margins.top + margins.bottom)
        let inner: LinearExpression = ownerItem.width - horizontalMargins
        let fullHeight: LinearExpression = ownerItem.height - verticalMargins
        let centre: LinearExpression = minX + 0.5 * width
        let middleOfMargins: LinearExpression = inner.scaled(by: 0.5) + Double(margins.left)
        let top = LayoutConstraint(minY, .equal, Double(margins.top))
        let heightConstraint = LayoutConstraint(height, .equal, fullHeight)
        let readable = LayoutConstraint(width, .lessThanOrEqual, Self.readableWidth)
        let within = LayoutConstraint(width, .lessThanOrEqual, inner)
        let preferred = LayoutConstraint(width, .equal, inner, strength: Strength(priority: 999))
        // Centred between the margins: minX + width/2 == left + inner/2.
        let centred = LayoutConstraint(centre, .equal, middleOfMargins)
        return [
            (top, { "the top edge of \(name())" }), (heightConstraint, { "the height of \(name())" }),
            (readable, { "the readable width of \(name())" }),
            (within, { "the width of \(name()) within the margins" }),
            (preferred, { "the width of \(name())" }), (centred, { "the centring of \(name())" }),
        ]
    }
}

/// One axis of an autoresizing view: the fixed parts keep their length and the flexible parts
/// share what remains of the container in proportion to their current lengths, so each edge is a
/// linear function of the container's size.
private struct AutoresizingAxis {
    let leading: CGFloat
    let size: CGFloat
    let trailing: CGFloat
    let flexibleLeading: Bool
    let flexibleSize: Bool
    let flexibleTrailing: Bool

    /// `origin == a × container + b`.
    func originConstraint(_ origin: LayoutVariable, container: LayoutVariable) -> LayoutConstraint {
        let (a, b) = share(flexibleLeading, leading)
        return LayoutConstraint(origin, .equal, a * container + b)
    }

    /// `size == a × container + b`.
    func sizeConstraint(_ sizeVariable: LayoutVariable, container: LayoutVariable) -> LayoutConstraint {
        let (a, b) = share(flexibleSize, size)
        return LayoutConstraint(sizeVariable, .equal, a * container + b)
    }

    /// A part's length as `a × container + b`: its own length when fixed, else its share of the
    /// container minus the fixed parts.
    private func share(_ isFlexible: Bool, _ length: CGFloat) -> (Double, Double) {
        guard isFlexible else { return (0, Double(length)) }
        let parts = [(flexibleLeading, leading), (flexibleSize, size), (flexibleTrailing, trailing)]
        let fixed = parts.filter { !$0.0 }.reduce(0) { $0 + $1.1 }
        let flexible = parts.filter(\.0)
        let total = flexible.reduce(0) { $0 + max($1.1, 0) }
        let fraction = total > 0 ? max(length, 0) / total : 1 / CGFloat(flexible.count)
        return (Double(fraction), Double(-fixed * fraction))
    }
}

extension Strength {
    /// A UIKit priority as a solver strength (priorities outside 1…1000 are clamped, NaN is
    /// required: the setters that take an app's priority refuse NaN, so only a subclass's
    /// override of a priority getter can bring one here).
    init(_ priority: UILayoutPriority) {
        self.init(priority: UILayoutPriority.clampedRawValue(priority.rawValue) ?? 1000)
    }
}
