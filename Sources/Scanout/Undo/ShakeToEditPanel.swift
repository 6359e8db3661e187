/// What a shake offers when the first responder's undo manager has something to undo or redo
/// (`applicationSupportsShakeToEdit`): a card of choices named after the actions — "Undo
/// Typing", "Redo Typing" — and Cancel, over a dimmed screen, in a window above everything
/// else. Any choice closes it. Shown by the application; apps do not create it.
@preconcurrency @MainActor
final class ShakeToEditPanel: UIView {
    /// The choices, top to bottom, and their buttons.
    private(set) var buttons: [(title: String, button: UIButton)] = []
    private let card = UIView()
    /// Hairlines above each choice.
    private var separators: [UIView] = []

    /// A panel for `undoManager`; `dismiss` is called after any choice.
    init(undoManager: UndoManager, dismiss: @escaping @MainActor () -> Void) {
        super.init(frame: .zero)
        backgroundColor = UIColor(white: 0, alpha: 0.3)
        card.backgroundColor = UIColor(light: UIColor(white: 0.97, alpha: 1), dark: UIColor(rgb: 0x1C1C1E))
        card.layer.cornerRadius = 14
        card.clipsToBounds = true
        addSubview(card)
        var choices: [(String, @MainActor () -> Void)] = []
        if undoManager.canUndo {
            choices.append((undoManager.undoMenuItemTitle, { [weak undoManager] in undoManager?.undo() }))
        }
        if undoManager.canRedo {
            choices.append((undoManager.redoMenuItemTitle, { [weak undoManager] in undoManager?.redo() }))
        }
        choices.append(("Cancel", {}))
        for (title, action) in choices {
            let button = UIButton(
                type: .system,
                primaryAction: UIAction(title: title) { _ in
                    dismiss()
                    action()
                })
            button.titleLabel?.font = title == "Cancel" ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
            let separator = UIView()
            separator.backgroundColor = .separator
            card.addSubview(separator)
            separators.append(separator)
            card.addSubview(button)
            buttons.append((title, button))
        }
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width: CGFloat = 270
        let rowHeight: CGFloat = 44
        let height = CGFloat(buttons.count) * rowHeight
        card.frame = CGRect(
            x: ((bounds.width - width) / 2).rounded(), y: ((bounds.height - height) / 2).rounded(),
            width: width, height: height)
        for (index, entry) in buttons.enumerated() {
            let y = CGFloat(index) * rowHeight
            entry.button.frame = CGRect(x: 0, y: y, width: width, height: rowHeight)
            // A hairline between choices.
            separators[index].frame = CGRect(x: 0, y: y, width: width, height: index == 0 ? 0 : 1)
        }
    }
}
