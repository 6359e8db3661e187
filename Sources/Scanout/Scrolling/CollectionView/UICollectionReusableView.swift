/// A view a collection view places and reuses: the base of cells, and the class of supplementary
/// views (headers, footers) and decoration views (section backgrounds). Override
/// `prepareForReuse()` to clear what an element set, and `apply(_:)` to read attributes of a
/// layout's own attributes subclass. Main actor.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered and dequeued under.
    open internal(set) var reuseIdentifier: String?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// How the collection view makes a view of a registered class: its `init(frame:)` (which
    /// subclasses override, as in UIKit) with the reuse identifier set. A subclass with only
    /// initializers of its own (`init(model:)`) cannot be made so, in UIKit either; override
    /// `init(frame:)`.
    public required convenience init(registeredClassWithReuseIdentifier reuseIdentifier: String) {
        self.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }

    /// Called before a view waiting for reuse is handed out again.
    open func prepareForReuse() {}

    /// Applies the layout's attributes for the element this view shows; the collection view has
    /// already set the frame, transform, alpha and hidden state.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// Called before the view moves from one layout to another, and after.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// The attributes the view would like, for self-sizing layouts (a flow layout with an
    /// `estimatedItemSize`, a compositional layout with estimated dimensions): by default the
    /// layout's, with the size its constraints ask for along the estimated axes.
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        guard let preferred = layoutAttributes.copy() as? UICollectionViewLayoutAttributes else {
            return layoutAttributes
        }
        let axes = sizingAxes
        guard axes.width || axes.height else { return preferred }
        let fitting = systemLayoutSizeFitting(
            layoutAttributes.size,
            withHorizontalFittingPriority: axes.width ? .fittingSizeLevel : .required,
            verticalFittingPriority: axes.height ? .fittingSizeLevel : .required)
        var size = preferred.size
        if axes.width, fitting.width > 0, fitting.width.isFinite { size.width = fitting.width }
        if axes.height, fitting.height > 0, fitting.height.isFinite { size.height = fitting.height }
        preferred.size = size
        return preferred
    }

    // MARK: - Internal

    /// The axes the layout lets this view size itself along, while it asks for the view's
    /// preferred attributes.
    var sizingAxes: (width: Bool, height: Bool) = (false, false)
    /// The element this view shows while it is in its collection view (nil while waiting for reuse).
    var elementKey: CollectionElementKey?
    /// The attributes last applied.
    var appliedAttributes: UICollectionViewLayoutAttributes?
    /// Whether the view's content changed (its item was reconfigured), so a self-sizing cell is
    /// measured again at the next placement.
    var needsSizing = false
}
