/// A menu element that does something when chosen, as opposed to a submenu: a `UIAction` runs its
/// closure, a `UICommand` sends its selector up the responder chain. The menus (the panel, the
/// edit menu) show and choose both the same way through this.
@preconcurrency @MainActor
protocol MenuLeaf: UIMenuElement {
    var attributes: UIMenuElement.Attributes { get }
    var state: UIMenuElement.State { get }
}

extension UIAction: MenuLeaf {}
extension UICommand: MenuLeaf {}

extension MenuLeaf {
    /// Runs the element: an action's handler with `sender` as its sender; a command's selector on
    /// the responder that can perform it, from `chainStart` up.
    func run(sender: Any?, chainStart: UIResponder?) {
        if let action = self as? UIAction {
            action.perform(sender: sender)
        } else if let command = self as? UICommand {
            command.perform(startingAt: chainStart, sender: sender)
        }
    }
}
