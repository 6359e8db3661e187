/// One section of a compositional layout: its group, repeated along the scrolling axis (or, with
/// `orthogonalScrollingBehavior`, across it in a row of its own that scrolls sideways), with
/// insets, spacing between groups, headers and footers, and a background. As UIKit's; main actor.
///
///     let section = NSCollectionLayoutSection(group: group)
///     section.interGroupSpacing = 10
///     section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
    public let group: NSCollectionLayoutGroup
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// What `contentInsets` are measured from (iOS 14).
    open var contentInsetsReference: UIContentInsetsReference = .automatic
    /// What the boundary supplementaries' insets are measured from (iOS 16).
    open var supplementaryContentInsetsReference: UIContentInsetsReference = .automatic
    /// The space between repetitions of the group.
    open var interGroupSpacing: CGFloat = 0
    /// Scrolls the section's groups sideways in a row of their own (none by default).
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// Headers and footers of the section.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers keep to the section's leading and trailing insets.
    open var supplementariesFollowContentInsets = true
    /// Backgrounds of the section (`NSCollectionLayoutDecorationItem.background(elementKind:)`).
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Called at each layout pass and scroll with the section's visible items, the scroll offset
    /// (the row's own for an orthogonally scrolling section) and the environment; changes it makes
    /// to the items' transform, alpha, zIndex, center or hidden state show.
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }

    /// Scanout's list sections: how their rows look (separators, rounded background).
    var listAppearance: ListSectionAppearance?
}

/// Called with a section's visible items, the scroll offset and the layout environment.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    @MainActor ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// How a section's groups scroll sideways, in a row of their own, instead of following each other
/// down the layout. As UIKit's.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// Groups follow each other along the layout's scrolling axis.
    case none
    /// The row scrolls freely.
    case continuous
    /// The row comes to rest with a group's leading edge at the leading edge.
    case continuousGroupLeadingBoundary
    /// The row moves a page (its visible width) at a time.
    case paging
    /// The row moves a group at a time, resting with a group's leading edge at the leading edge.
    case groupPaging
    /// The row moves a group at a time, resting with a group centred.
    case groupPagingCentered
}

/// What a section's (or the layout's) content insets are measured from. As UIKit's.
public enum UIContentInsetsReference: Int, Sendable {
    /// The safe area in lists and most layouts (Scanout: as `safeArea`).
    case automatic
    case none
    case safeArea
    case layoutMargins
    case readableContent
}

/// Where an element of a compositional layout is, as the visible-items handler sees and changes
/// it. As UIKit's (`UIDynamicItem` properties included); main actor.
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    var alpha: CGFloat { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    var center: CGPoint { get set }
    var transform: CGAffineTransform { get set }
    var transform3D: CATransform3D { get set }
    var name: String { get }
    var indexPath: IndexPath { get }
    var frame: CGRect { get }
    var bounds: CGRect { get }
    var representedElementCategory: UICollectionViewLayoutAttributes.Category { get }
    var representedElementKind: String? { get }
}

/// One visible element handed to a visible-items handler: the layout's attributes of it, changed
/// in place, so what the handler sets is what the collection view applies.
@preconcurrency @MainActor
final class CompositionalVisibleItem: NSCollectionLayoutVisibleItem {
    let attributes: UICollectionViewLayoutAttributes
    let name: String

    init(attributes: UICollectionViewLayoutAttributes, name: String) {
        self.attributes = attributes
        self.name = name
    }

    var alpha: CGFloat {
        get { attributes.alpha }
        set { attributes.alpha = newValue }
    }
    var zIndex: Int {
        get { attributes.zIndex }
        set { attributes.zIndex = newValue }
    }
    var isHidden: Bool {
        get { attributes.isHidden }
        set { attributes.isHidden = newValue }
    }
    var center: CGPoint {
        get { attributes.center }
        set { attributes.center = newValue }
    }
    var transform: CGAffineTransform {
        get { attributes.transform }
        set { attributes.transform = newValue }
    }
    var transform3D: CATransform3D {
        get { attributes.transform3D }
        set { attributes.transform3D = newValue }
    }
    var indexPath: IndexPath { attributes.indexPath }
    var frame: CGRect { attributes.frame }
    var bounds: CGRect { attributes.bounds }
    var representedElementCategory: UICollectionViewLayoutAttributes.Category { attributes.representedElementCategory }
    var representedElementKind: String? { attributes.representedElementKind }
}
