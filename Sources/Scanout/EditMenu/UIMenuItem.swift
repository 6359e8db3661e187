/// A custom command in the edit menu: a title and the action it sends along the responder chain.
/// Shown after the standard edit items, in `menuItems` order, only when some responder from the
/// first responder can perform the action. Main actor.
@preconcurrency @MainActor
open class UIMenuItem: @MainActor CustomStringConvertible {
    open var title: String
    open var action: Selector

    public init(title: String, action: Selector) {
        self.title = title
        self.action = action
    }

    open var description: String {
        "<UIMenuItem: \(title) → \(action)>"
    }
}
