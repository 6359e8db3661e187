/// What a long press on a view or an item shows: a menu made by `actionProvider` (given the
/// suggested actions, none in Scanout), and a preview. As UIKit's, for the collection and table
/// view delegate methods that return one.
///
/// Differences: Scanout shows the menu next to the pressed view, without lifting it into a
/// preview (`previewProvider` is kept and not called). Main actor.
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    public typealias ActionProvider = ([UIMenuElement]) -> UIMenu?
    public typealias PreviewProvider = () -> UIViewController?

    /// The identifier the app gave, to recognise the configuration in later delegate calls.
    public let identifier: any NSCopying
    public let previewProvider: PreviewProvider?
    public let actionProvider: ActionProvider?
    /// Whether the menu's actions show their images; Scanout's menus always do.
    open var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder = .automatic

    public enum ElementOrder: Int, Sendable {
        case automatic, priority, fixed
    }

    public init(
        identifier: (any NSCopying)? = nil, previewProvider: PreviewProvider? = nil,
        actionProvider: ActionProvider? = nil
    ) {
        self.identifier = identifier ?? UniqueMenuIdentifier()
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }

    /// The menu to show, if the action provider makes one.
    func makeMenu() -> UIMenu? { actionProvider?([]) }
}

/// The identifier of a context or edit menu configuration made without one: unique to it.
final class UniqueMenuIdentifier: NSCopying {
    func copy(with zone: NSZone?) -> Any { self }
}
