// The application's keyboards: which input modes are active, which one shows, and switching
// between them (the globe key, the app, a responder's `textInputMode`).

/// The active input modes, in the globe key's order, and the one showing. Never empty.
package struct InputModes {
    package private(set) var active: [UITextInputMode]
    package private(set) var currentIndex = 0

    init(active: [UITextInputMode]) {
        self.active = active.isEmpty ? [UITextInputMode.localeDefault] : active
    }

    package var current: UITextInputMode {
        active[currentIndex]
    }

    /// Replaces the active modes, keeping the current one when it stays; returns whether the
    /// current one changed.
    mutating func replace(with modes: [UITextInputMode]) -> Bool {
        let previous = current
        var unique: [UITextInputMode] = []
        for mode in modes where !unique.contains(where: { $0 === mode }) { unique.append(mode) }
        active = unique.isEmpty ? [UITextInputMode.localeDefault] : unique
        currentIndex = active.firstIndex { $0 === previous } ?? 0
        return current !== previous
    }

    /// Moves to the next mode, wrapping; returns whether the current one changed.
    mutating func advance() -> Bool {
        guard active.count > 1 else { return false }
        currentIndex = (currentIndex + 1) % active.count
        return true
    }

    /// Makes `mode` current when it is active (the same object, or the same language); returns
    /// whether the current one changed.
    mutating func select(_ mode: UITextInputMode) -> Bool {
        guard
            let index = active.firstIndex(where: { $0 === mode })
                ?? active.firstIndex(where: { $0.primaryLanguage == mode.primaryLanguage }), index != currentIndex
        else { return false }
        currentIndex = index
        return true
    }
}

extension InputViewHost {
    /// The app chose its keyboards (`UITextInputMode.setActiveInputModes(_:)`).
    func setActiveInputModes(_ modes: [UITextInputMode]) {
        let changed = inputModes.replace(with: modes)
        inputModesDidChange(postingChange: changed)
    }

    /// The globe key: the next active mode.
    func selectNextInputMode() {
        let changed = inputModes.advance()
        inputModesDidChange(postingChange: changed)
    }

    /// A responder that overrides `textInputMode` to return an active mode gets that keyboard
    /// when it becomes first responder, as in UIKit.
    func adoptInputMode(of responder: UIResponder) {
        guard let wanted = responder.textInputMode, inputModes.select(wanted) else { return }
        post(UITextInputMode.currentInputModeDidChangeNotification, [:])
    }

    /// Shows the current mode's layout (and the globe key when several are active) on the
    /// keyboard, resized when it gains or loses a candidate bar, then tells observers when the mode changed. Posted last, so an observer that
    /// changes the modes again finds everything consistent.
    private func inputModesDidChange(postingChange: Bool) {
        if let keyboard = visibleKeyboard {
            let height = keyboard.preferredHeight(for: application.screen.bounds.size)
            keyboard.setInputMode(inputModes.current.definition, showsGlobe: inputModes.active.count > 1)
            // A keyboard with a candidate bar is taller: the input views are placed again at once
            // (and the keyboard frame notifications posted).
            if keyboard.preferredHeight(for: application.screen.bounds.size) != height {
                update(for: application.firstResponder, animated: false, adoptingInputMode: false)
            }
        }
        if postingChange { post(UITextInputMode.currentInputModeDidChangeNotification, [:]) }
    }
}
