/// Where one element of a collection view goes and how it looks: a cell, a supplementary view (a
/// header, a footer, a badge) or a decoration view (a section's background), as a layout works it
/// out and the collection view applies it to the element's view.
///
/// As UIKit's: `frame`, `center` and `size` are kept together (setting one updates the others);
/// `transform`, `alpha`, `zIndex` and `isHidden` apply to the view as they read. Subclasses add
/// properties of their own and override `isEqual(_:)` so a changed value reaches `apply(_:)`.
/// Main actor.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    /// What kind of element the attributes place.
    public enum Category: UInt, Sendable {
        case cell, supplementaryView, decorationView
    }

    open var frame: CGRect {
        get {
            CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }
    open var center: CGPoint = .zero
    open var size: CGSize = .zero
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }
    open var transform: CGAffineTransform = .identity
    open var transform3D: CATransform3D = CATransform3DIdentity
    open var alpha: CGFloat = 1
    /// Elements with a higher `zIndex` are drawn over lower ones; equal ones in the order added.
    open var zIndex = 0
    open var isHidden = false
    open var indexPath: IndexPath

    public private(set) var representedElementCategory: Category
    /// The supplementary or decoration kind (`UICollectionView.elementKindSectionHeader`, your
    /// own string); nil for cells.
    public private(set) var representedElementKind: String?

    public required override init() {
        indexPath = IndexPath(item: 0, section: 0)
        representedElementCategory = .cell
        representedElementKind = nil
        super.init()
    }

    // A convenience initializer, so the one designated initializer is `init()`: a subclass that
    // declares none inherits every initializer, the required ones included, as in UIKit.
    convenience init(category: Category, kind: String?, indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = category
        representedElementKind = kind
    }

    public required convenience init(forCellWith indexPath: IndexPath) {
        self.init(category: .cell, kind: nil, indexPath: indexPath)
    }

    public required convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init(category: .supplementaryView, kind: elementKind, indexPath: indexPath)
    }

    public required convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init(category: .decorationView, kind: decorationViewKind, indexPath: indexPath)
    }

    /// Attributes of this class for an element of `category` (and `kind`) at `indexPath`: how
    /// copies and layouts (through their `layoutAttributesClass`) make them.
    static func make(
        _ category: Category, kind: String?, at indexPath: IndexPath
    ) -> Self {
        switch category {
        case .cell: Self.init(forCellWith: indexPath)
        case .supplementaryView: Self.init(forSupplementaryViewOfKind: kind ?? "", with: indexPath)
        case .decorationView: Self.init(forDecorationViewOfKind: kind ?? "", with: indexPath)
        }
    }

    /// A copy of these attributes (of the same subclass, through `copy(with:)`).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = Self.make(representedElementCategory, kind: representedElementKind, at: indexPath)
        copy.center = center
        copy.size = size
        copy.transform = transform
        copy.transform3D = transform3D
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        return copy
    }

    public func copy() -> Any { copy(with: nil) }

    /// Whether `object` places the same element the same way. (NSObject's `isEqual(_:)` is not
    /// isolated; attributes are only compared on the main actor, and are unequal to any other
    /// off it.)
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        guard other !== self else { return true }
        guard isOnMainQueue else { return false }
        // Safety: on the main queue, where both objects live.
        nonisolated(unsafe) let (mine, theirs) = (self, other)
        return MainActor.assumeIsolated { mine.placesSameWay(as: theirs) }
    }

    /// Whether `other` places the same element the same way, asked on the main actor: for plain
    /// attributes without `isEqual(_:)`'s cast and isolation check (on a scrolled grid's frame
    /// those were most of placing its cells); a subclass's own `isEqual(_:)` decides for it, as
    /// UIKit asks subclasses that add properties to override it.
    func isEqualOnMainActor(_ other: UICollectionViewLayoutAttributes) -> Bool {
        guard type(of: self) == UICollectionViewLayoutAttributes.self,
            type(of: other) == UICollectionViewLayoutAttributes.self
        else { return isEqual(other) }
        return other === self || placesSameWay(as: other)
    }

    private func placesSameWay(as other: UICollectionViewLayoutAttributes) -> Bool {
        guard other.representedElementCategory == representedElementCategory,
            other.representedElementKind == representedElementKind, other.indexPath == indexPath
        else { return false }
        guard other.center == center, other.size == size, other.transform == transform else { return false }
        return other.alpha == alpha && other.zIndex == zIndex && other.isHidden == isHidden
    }

    /// Identifies the element these attributes place (its category, kind and index path).
    var elementKey: CollectionElementKey {
        CollectionElementKey(category: representedElementCategory, kind: representedElementKind, indexPath: indexPath)
    }
}

/// One element of a collection view: a cell, or a supplementary or decoration view of a kind, at
/// an index path.
struct CollectionElementKey: Hashable {
    var category: UICollectionViewLayoutAttributes.Category
    var kind: String?
    var indexPath: IndexPath

    /// An item's two indexes hashed as numbers: `IndexPath`'s own hashing goes through its
    /// storage, and placing a scrolled grid hashes every visible element's key twice a frame.
    func hash(into hasher: inout Hasher) {
        hasher.combine(category)
        if indexPath.count == 2 {
            hasher.combine(indexPath[0])
            hasher.combine(indexPath[1])
        } else {
            hasher.combine(indexPath)
        }
        hasher.combine(kind)
    }
}

extension CollectionElementKey: Comparable {
    /// Cells first, then supplementary and decoration views, each kind by its name and then by
    /// index path: the order the collection view goes through its views in when the order shows
    /// (see `UICollectionView.shownInElementOrder`).
    static func < (lhs: CollectionElementKey, rhs: CollectionElementKey) -> Bool {
        if lhs.category != rhs.category { return lhs.category.rawValue < rhs.category.rawValue }
        if lhs.kind != rhs.kind { return (lhs.kind ?? "") < (rhs.kind ?? "") }
        return lhs.indexPath < rhs.indexPath
    }
}
