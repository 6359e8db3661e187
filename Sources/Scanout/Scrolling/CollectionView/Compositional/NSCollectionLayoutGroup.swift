/// Items (and groups) laid out together along an axis, repeated by the section along its
/// scrolling axis until the section's cells are used up. As UIKit's; main actor.
///
/// A group made with `subitems:` repeats its subitems, in turn, while the next still fits (a
/// fifth-wide item fills a row with five); one made with `repeatingSubitem:count:` holds exactly
/// `count`, sized to divide the group evenly after `interItemSpacing`. A custom group places cells
/// at the frames its provider returns.
///
///     let row = NSCollectionLayoutGroup.horizontal(layoutSize: rowSize, repeatingSubitem: item, count: 2)
///     row.interItemSpacing = .fixed(10)
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Arrangement {
        case horizontal, vertical
        case custom(NSCollectionLayoutGroupCustomItemProvider)
    }

    public let subitems: [NSCollectionLayoutItem]
    /// The space between neighbouring subitems: fixed, or flexible to spread them over the group.
    open var interItemSpacing: NSCollectionLayoutSpacing?
    let arrangement: Arrangement
    /// The number of subitems for `repeatingSubitem:count:`; nil when they repeat while they fit.
    let count: Int?

    init(
        layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], arrangement: Arrangement, count: Int?
    ) {
        self.subitems = subitems
        self.arrangement = arrangement
        self.count = count
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    // MARK: Horizontal

    /// Subitems side by side, repeated in turn while the next fits.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, arrangement: .horizontal, count: nil)
    }

    /// `count` copies of `subitem` side by side, dividing the group's width evenly.
    open class func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    )
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], arrangement: .horizontal, count: count)
    }

    /// The iOS 13–15 spelling of `horizontal(layoutSize:repeatingSubitem:count:)`.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    // MARK: Vertical

    /// Subitems one above the other, repeated in turn while the next fits.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, arrangement: .vertical, count: nil)
    }

    /// `count` copies of `subitem` one above the other, dividing the group's height evenly.
    open class func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    )
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], arrangement: .vertical, count: count)
    }

    /// The iOS 13–15 spelling of `vertical(layoutSize:repeatingSubitem:count:)`.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    // MARK: Custom

    /// Cells at the frames `itemProvider` returns (relative to the group), one cell each; called
    /// for each repetition of the group.
    open class func custom(
        layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider
    )
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [], arrangement: .custom(itemProvider), count: nil)
    }
}

/// Returns the frames of a custom group's cells, relative to the group, for the environment.
public typealias NSCollectionLayoutGroupCustomItemProvider =
    @MainActor (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// One cell of a custom group: its frame relative to the group and its z-index. As UIKit's;
/// main actor.
@preconcurrency @MainActor
open class NSCollectionLayoutGroupCustomItem: NSObject, NSCopying {
    public let frame: CGRect
    public let zIndex: Int

    public convenience init(frame: CGRect) {
        self.init(frame: frame, zIndex: 0)
    }

    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
        super.init()
    }

    /// Immutable: the copy is the object itself.
    nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }
}
