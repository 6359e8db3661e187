/// What a compositional layout does beyond its sections: the direction it scrolls in, the space
/// between sections, headers and footers of the whole layout, and what insets are measured from.
/// Assigning a changed configuration to a layout lays it out again. As UIKit's; main actor.
///
///     let configuration = UICollectionViewCompositionalLayoutConfiguration()
///     configuration.interSectionSpacing = 20
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// The space between one section and the next.
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout, before the first section and after the last.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// What the layout's content insets are measured from (iOS 14).
    open var contentInsetsReference: UIContentInsetsReference = .automatic

    public override init() {
        super.init()
    }

    /// A configuration with the same settings (the layout keeps a copy, as UIKit's does).
    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = UICollectionViewCompositionalLayoutConfiguration()
        copy.scrollDirection = scrollDirection
        copy.interSectionSpacing = interSectionSpacing
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        copy.contentInsetsReference = contentInsetsReference
        return copy
    }
}
