/// An action a row shows when swiped: a coloured button with a title (Delete, Archive, Flag),
/// returned in a `UISwipeActionsConfiguration` from the table delegate's
/// `trailingSwipeActionsConfigurationForRowAt` or `leadingSwipeActionsConfigurationForRowAt`.
/// Main actor.
@preconcurrency @MainActor
open class UIContextualAction {
    public enum Style: Int, Sendable {
        case normal, destructive
    }

    /// Runs when the button is tapped (or the row fully swiped): the action, the button's view,
    /// and a completion to call with true when it was done (the row then closes).
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping @MainActor (Bool) -> Void) -> Void

    public let style: Style
    open var title: String?
    open var image: UIImage?
    /// The button's colour: red for destructive actions, grey otherwise, unless set.
    open var backgroundColor: UIColor!
    public let handler: Handler

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
    }
}

/// The actions a swiped row shows. As UIKit orders them, the first is
/// nearest the edge the row was swiped from, and a full swipe performs it. Main actor.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration {
    public let actions: [UIContextualAction]
    /// Whether swiping the row all the way across performs the first action. True by default.
    open var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}
