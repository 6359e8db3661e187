/// The smallest piece of a compositional layout: one cell's size, the insets that shrink the cell
/// inside the room it is given, the spacing that moves it within its group, and the badges
/// anchored to it. One item describes every cell it lays out. As UIKit's; main actor.
///
///     let item = NSCollectionLayoutItem(layoutSize: .init(
///         widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
    public let layoutSize: NSCollectionLayoutSize
    /// Supplementary views anchored to each cell (badges), sized relative to the cell.
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    /// Shrinks the cell inside the room its size gives it (the room itself does not change).
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space outside the item that moves it and the items after it within its group.
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
        super.init()
    }
}

/// Where a supplementary item is anchored on its container: the edges it meets (none for the
/// centre on that axis) and an offset, in points or in fractions of the supplementary's own size.
/// As UIKit's; main actor.
///
///     NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
@preconcurrency @MainActor
open class NSCollectionLayoutAnchor: NSObject, NSCopying {
    public let edges: NSDirectionalRectEdge
    public let offset: CGPoint
    public let isAbsoluteOffset: Bool
    public var isFractionalOffset: Bool { !isAbsoluteOffset && offset != .zero }

    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, offset: .zero, absolute: true)
    }

    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, absolute: true)
    }

    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, absolute: false)
    }

    init(edges: NSDirectionalRectEdge, offset: CGPoint, absolute: Bool) {
        self.edges = edges
        self.offset = offset
        isAbsoluteOffset = absolute
        super.init()
    }

    /// Immutable: the copy is the object itself.
    nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A supplementary view anchored to an item or a group (a badge): sized relative to it (a
/// fractional width is a fraction of the item's width) and placed by its anchor. As UIKit's;
/// main actor.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    public let containerAnchor: NSCollectionLayoutAnchor
    /// The point of the supplementary that goes on the container's anchor point; nil lines up
    /// the same edges (a top-trailing anchor puts the badge inside the top-trailing corner).
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// Supplementaries stack over cells (zIndex 0) by default.
    open var zIndex = 1

    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor
    ) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor?
    ) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}

/// Where a boundary supplementary sits on its section or layout: an edge or a corner, in reading
/// direction terms. As UIKit's.
public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// A header or footer of a section (or of the whole layout): sized against the section's width,
/// placed on one of its edges, pushing the section's content along unless `extendsBoundary` is
/// false, and staying on screen while its section scrolls when `pinToVisibleBounds`. As UIKit's;
/// main actor.
///
///     NSCollectionLayoutBoundarySupplementaryItem(layoutSize: headerSize,
///         elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    public let offset: CGPoint
    /// Whether the supplementary takes room of its own (true) or lies over the section's content.
    open var extendsBoundary = true
    /// Whether it stays at the visible edge while its section is on screen (a pinned header).
    open var pinToVisibleBounds = false

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint
    ) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(
            layoutSize: layoutSize, elementKind: elementKind,
            containerAnchor: NSCollectionLayoutAnchor(edges: .top), itemAnchor: nil)
    }

    /// Whether it sits at the start of the section along a vertical layout (a header).
    var isLeadingAlongVertical: Bool { [.top, .topLeading, .topTrailing].contains(alignment) }
    var isLeadingAlongHorizontal: Bool { [.leading, .topLeading, .bottomLeading].contains(alignment) }
}

/// A view behind a section, made by the layout from a class registered with
/// `register(_:forDecorationViewOfKind:)`: `.background(elementKind:)` covers the section, inset
/// by its `contentInsets`. As UIKit's; main actor.
@preconcurrency @MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    public let elementKind: String
    /// Decorations stack under cells at equal indexes.
    open var zIndex = 0

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [])
    }

    /// A background covering its section.
    public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }

    /// Scanout's list sections: the background covers the rows only, not the header or footer.
    var coversItemsOnly = false
    /// Scanout's list sections: the corner radius of the list's section background.
    var listCornerRadius: CGFloat = 0
}
