/// A button in an alert or action sheet: its title, its style, and what happens when it is chosen.
///
/// Behaves as UIKit's. The handler runs after the alert has gone (its dismissal transition has
/// ended), so it may present another controller from the same presenter. Main actor.
///
/// ```swift
/// alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in store.delete(item) })
/// ```
@preconcurrency @MainActor
open class UIAlertAction: @MainActor CustomStringConvertible {
    /// How an action looks and where it goes.
    public enum Style: Int, Sendable {
        /// A plain choice, in the tint colour.
        case `default` = 0
        /// The choice that changes nothing: bold, on the left of two side by side, last when
        /// stacked, separate at the bottom of an action sheet, and what Escape and a tap outside an
        /// action sheet choose. An alert has at most one.
        case cancel
        /// A choice that destroys data, in red.
        case destructive
    }

    public let title: String?
    public let style: Style
    /// Whether the action can be chosen; a disabled one is greyed and ignores taps and keys.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { enabledDidChange?() } }
    }
    let handler: ((UIAlertAction) -> Void)?
    /// Tells the alert's row to redraw.
    var enabledDidChange: (@MainActor () -> Void)?

    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }

    open var description: String {
        "<UIAlertAction: \(title ?? "nil"), \(style)>"
    }
}
