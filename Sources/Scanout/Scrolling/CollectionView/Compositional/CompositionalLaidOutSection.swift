/// One section of a compositional layout, worked out: its cells' frames, the spans of its groups
/// (for binary search), its boundary supplementaries, badges and backgrounds. Frames are in the
/// collection view's content coordinates (an orthogonally scrolling section's as if unscrolled).
struct CompositionalLaidOutSection {
    /// The cells of one repetition of the section's group, and where it starts and ends along
    /// the axis the groups follow each other on.
    struct GroupSpan {
        var items: Range<Int>
        var start: CGFloat
        var end: CGFloat
    }

    /// A supplementary view: a boundary header or footer, or an item's badge.
    struct Supplementary {
        var kind: String
        var indexPath: IndexPath
        var frame: CGRect
        var zIndex: Int
        /// Pinned headers (leading) and footers (trailing) stay at the visible edge.
        var pin: Pin = .none
        /// The axes its view sizes itself along (estimated dimensions): 1 width, 2 height.
        var sizingAxes: UInt8 = 0
    }

    enum Pin {
        case none, leading, trailing
    }

    struct Decoration {
        var kind: String
        var frame: CGRect
        var zIndex: Int
        var cornerRadius: CGFloat = 0
    }

    /// Where the section starts and ends along the layout's scrolling axis (its headers and
    /// footers included).
    var start: CGFloat = 0
    var end: CGFloat = 0
    /// Where its items (with its insets) start and end along the scrolling axis: pinned headers
    /// stay within it.
    var contentStart: CGFloat = 0
    var contentEnd: CGFloat = 0
    var itemFrames: [CGRect] = []
    var itemZIndexes: [Int] = []
    /// The items whose cells size themselves, per axis (bit 0 width, bit 1 height).
    var sizingAxes: [UInt8] = []
    var groups: [GroupSpan] = []
    /// Whether the groups follow each other across the layout (an orthogonally scrolling section).
    var groupsRunAcross = false
    var boundary: [Supplementary] = []
    /// Badges, in item order.
    var badges: [Supplementary] = []
    /// The items each badge belongs to (same order as `badges`).
    var badgeItems: [Int] = []
    /// How far any badge reaches outside its cell along the groups' axis.
    var badgeReach: CGFloat = 0
    var decorations: [Decoration] = []
    var orthogonal: OrthogonalScrollingSection?
    var visibleItemsHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    var listAppearance: ListSectionAppearance?

    /// The groups that meet [from, to] along the groups' axis, by binary search.
    func groups(along from: CGFloat, _ to: CGFloat) -> Range<Int> {
        let low = groups.partitioningIndex { $0.end >= from }
        var last = low
        while last < groups.count, groups[last].start <= to { last += 1 }
        return low..<max(low, last)
    }

    /// The badges of the items in `items`, by binary search over their items.
    func badges(of items: Range<Int>) -> Range<Int> {
        guard !badges.isEmpty else { return 0..<0 }
        let low = badgeItems.partitioningIndex { $0 >= items.lowerBound }
        var last = low
        while last < badgeItems.count, badgeItems[last] < items.upperBound { last += 1 }
        return low..<last
    }
}
