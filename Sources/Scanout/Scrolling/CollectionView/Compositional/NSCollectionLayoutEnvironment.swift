/// What a compositional layout lays a section out in, as a section provider sees it: the
/// container's size and insets, and the collection view's traits. As UIKit's protocol; main actor.
///
///     let columns = environment.container.effectiveContentSize.width > 500 ? 3 : 2
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: AnyObject {
    var container: any NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

/// A container's size and insets: `contentSize` is the whole, `effectiveContentSize` what is left
/// inside `effectiveContentInsets`. As UIKit's protocol; main actor.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: AnyObject {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// The container a compositional layout hands to section providers and handlers: the collection
/// view's size less its adjusted content insets, with the insets of the configuration's reference.
@preconcurrency @MainActor
final class CompositionalLayoutContainer: NSCollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets

    init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
    }

    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }

    var effectiveContentSize: CGSize {
        CGSize(
            width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
            height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }
}

/// The environment a compositional layout hands to section providers and handlers.
@preconcurrency @MainActor
final class CompositionalLayoutEnvironment: NSCollectionLayoutEnvironment {
    let container: any NSCollectionLayoutContainer
    let traitCollection: UITraitCollection

    init(container: any NSCollectionLayoutContainer, traitCollection: UITraitCollection) {
        self.container = container
        self.traitCollection = traitCollection
    }
}
