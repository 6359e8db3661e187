extension UIViewController {
    /// Adds a key command this controller handles while it is on the responder chain: its default
    /// `keyCommands` returns the commands added, in order.
    public func addKeyCommand(_ keyCommand: UIKeyCommand) {
        guard !addedKeyCommands.contains(where: { $0 === keyCommand }) else { return }
        addedKeyCommands.append(keyCommand)
    }

    /// Removes a command added with `addKeyCommand(_:)`; does nothing for any other.
    public func removeKeyCommand(_ keyCommand: UIKeyCommand) {
        addedKeyCommands.removeAll { $0 === keyCommand }
    }
}
