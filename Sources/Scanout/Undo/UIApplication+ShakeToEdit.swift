// Shake to edit: a shake that no responder on the chain handled reaches the application, which
// offers to undo (or redo) on the first responder's undo manager.

extension UIApplication {
    /// Shows the shake-to-edit panel when it applies; returns whether it did.
    func offerShakeToEdit() -> Bool {
        guard applicationSupportsShakeToEdit, shakeToEditWindow == nil,
            let manager = (firstResponder ?? keyWindow)?.undoManager, manager.canUndo || manager.canRedo
        else { return false }
        let window = UIWindow(frame: screen.bounds, application: self)
        window.windowLevel = .alert
        let panel = ShakeToEditPanel(undoManager: manager) { [weak self] in self?.dismissShakeToEdit() }
        panel.frame = window.bounds
        panel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(panel)
        window.isHidden = false
        shakeToEditWindow = window
        return true
    }

    /// The choices the shake-to-edit panel offers, top to bottom; empty when it is not showing.
    package var shakeToEditChoices: [String] {
        shakeToEditPanel?.buttons.map(\.title) ?? []
    }

    /// Where the shake-to-edit choice titled `title` is, in screen coordinates.
    package func frameOfShakeToEditChoice(_ title: String) -> CGRect? {
        guard let button = shakeToEditPanel?.buttons.first(where: { $0.title == title })?.button else { return nil }
        return button.convert(button.bounds, to: nil)
    }

    private var shakeToEditPanel: ShakeToEditPanel? {
        shakeToEditWindow?.subviews.first as? ShakeToEditPanel
    }

    private func dismissShakeToEdit() {
        shakeToEditWindow?.isHidden = true
        shakeToEditWindow = nil
    }
}
