import Scanout

/// The on-screen keyboard, operated the way a visitor does: by touching its keys where they are
/// drawn. Also the hardware keyboard's hotplug.
extension TestHost {
    /// A key the on-screen keyboard does not show on its current page.
    public struct KeyboardKeyNotFound: Error, CustomStringConvertible {
        public let title: String
        public let visibleTitles: [String]

        public var description: String {
            if visibleTitles.isEmpty {
                return "No on-screen keyboard is showing, so there is no key \"\(title)\". "
                    + "Make a text field first responder (and do not type on the hardware keyboard) first."
            }
            return "The on-screen keyboard shows no key \"\(title)\" on this page. It shows: "
                + visibleTitles.map { "\"\($0)\"" }.joined(separator: " ")
        }
    }

    /// Whether the system keyboard is showing (or sliding in).
    public var isKeyboardVisible: Bool {
        application.inputViewHost.visibleKeyboard != nil
    }

    /// The frame the input views (keyboard or custom input view, with the accessory view) occupy
    /// in screen coordinates once they finish sliding; nil when none show.
    public var inputViewsFrame: CGRect? {
        application.inputViewHost.frame
    }

    /// The titles of the keys on the keyboard's current page ("q", "⇧", "123", "space", "return"
    /// ...); empty when the keyboard is not showing.
    public var keyboardKeyTitles: [String] {
        application.inputViewHost.visibleKeyboard?.keyTitles ?? []
    }

    /// Where the key titled `title` is on screen, as drawn now; nil when the keyboard is hidden
    /// or shows no such key. Letters match either case.
    public func keyboardKeyFrame(_ title: String) -> CGRect? {
        guard let keyboard = application.inputViewHost.visibleKeyboard,
            let frame = keyboard.frame(ofKeyTitled: title)
        else { return nil }
        return keyboard.convert(frame, to: nil)
    }

    /// Taps the key titled `title` at the centre of where it is drawn.
    public func tapKeyboardKey(_ title: String) throws(KeyboardKeyNotFound) {
        tap(at: try keyboardKeyCentre(title))
    }

    /// Puts a finger on the key titled `title` and keeps it there (for backspace's auto-repeat or
    /// the key preview); lift it with `touchUp()`.
    public func holdKeyboardKey(_ title: String) throws(KeyboardKeyNotFound) {
        touchDown(at: try keyboardKeyCentre(title))
    }

    /// Types `text` by tapping on-screen keys as a visitor would: shift for capitals the
    /// keyboard has not already shifted for, "123" and "#+=" to reach digits and symbols,
    /// the space bar for spaces, the return key for newlines, and a long press for a character a
    /// key offers among its alternatives (é on the French keyboard's e). Throws, having typed what came
    /// before, when a character is on no page of the current keyboard.
    public func typeOnKeyboard(_ text: String) throws(KeyboardKeyNotFound) {
        for character in text {
            var typed = false
            // At most shift or two page changes before the character's own key.
            for _ in 0..<4 where !typed {
                guard let next = application.inputViewHost.visibleKeyboard?.nextKey(toType: character) else { break }
                if next.viaLongPress {
                    try longPressKeyboardKey(next.title, choosing: String(character))
                } else {
                    try tapKeyboardKey(next.title)
                }
                typed = next.typesCharacter
            }
            if !typed { throw KeyboardKeyNotFound(title: String(character), visibleTitles: keyboardKeyTitles) }
        }
    }

    /// The choices of the long-press callout that is open, left to right on screen (the key's
    /// own character first, or last on a right-to-left layout: nearest the key either way); empty
    /// when none is open.
    public var keyboardAlternatives: [String] {
        application.inputViewHost.visibleKeyboard?.alternativeTitles ?? []
    }

    /// Holds the key titled `title` until its alternatives show (UIKit's long-press delay, on the
    /// virtual clock), slides to `alternative` and lifts, as a visitor types é from e. When the
    /// key offers no such alternative the touch is cancelled, nothing is typed, and it throws.
    public func longPressKeyboardKey(_ title: String, choosing alternative: String) throws(KeyboardKeyNotFound) {
        try holdKeyboardKey(title)
        advance(by: 0.5)
        guard let keyboard = application.inputViewHost.visibleKeyboard,
            let frame = keyboard.frame(ofAlternative: alternative)
        else {
            let shown = keyboardAlternatives
            touchCancel()
            throw KeyboardKeyNotFound(title: alternative, visibleTitles: shown.isEmpty ? keyboardKeyTitles : shown)
        }
        let cell = keyboard.convert(frame, to: nil)
        touchMove(to: CGPoint(x: cell.midX, y: cell.midY))
        touchUp()
    }

    /// The candidates the Chinese (pinyin) keyboard's bar offers for what is being composed, best
    /// first; empty when nothing is composed or no candidate bar shows.
    public var keyboardCandidates: [String] {
        application.inputViewHost.visibleKeyboard?.candidateTitles ?? []
    }

    /// Taps the candidate `text` in the pinyin keyboard's candidate bar, as a visitor does: when
    /// it lies beyond the bar's visible part, the bar is first dragged sideways (slowly, so it
    /// does not fling) until it shows. Throws, naming the candidates offered, when the bar does
    /// not offer it.
    public func chooseCandidate(_ text: String) throws(KeyboardKeyNotFound) {
        guard let keyboard = application.inputViewHost.visibleKeyboard, let bar = keyboard.candidateBarFrame,
            keyboard.frame(ofCandidate: text) != nil
        else {
            throw KeyboardKeyNotFound(title: text, visibleTitles: keyboardCandidates)
        }
        let visible = keyboard.convert(bar, to: nil)
        for _ in 0..<40 {
            guard let cell = keyboard.frame(ofCandidate: text).map({ keyboard.convert($0, to: nil) }) else { break }
            if cell.minX >= visible.minX - 0.5, cell.maxX <= visible.maxX + 0.5 || cell.width > visible.width {
                tap(at: CGPoint(x: min(cell.midX, visible.maxX - 4), y: cell.midY))
                return
            }
            // Drag the content towards the candidate by up to half the bar's width.
            let distance = cell.midX - visible.midX
            let step = max(-visible.width / 2, min(visible.width / 2, distance))
            let start = CGPoint(x: step > 0 ? visible.maxX - 20 : visible.minX + 20, y: visible.midY)
            drag(from: start, by: CGPoint(x: -step, y: 0), steps: 12, interval: 0.05)
            advance(by: 1)
        }
        throw KeyboardKeyNotFound(title: text, visibleTitles: keyboardCandidates)
    }

    /// Types `pinyin` on the Chinese keyboard (its letters compose) and taps `candidate` in the
    /// candidate bar, as a visitor writes 你好 by typing "nihao".
    public func typeOnKeyboard(_ pinyin: String, choosing candidate: String) throws(KeyboardKeyNotFound) {
        try typeOnKeyboard(pinyin)
        try chooseCandidate(candidate)
    }

    /// The current input mode: the keyboard the visitor types with.
    public var keyboardInputMode: UITextInputMode {
        application.inputViewHost.inputModes.current
    }

    /// The hardware keyboard is unplugged: once `type(_:)` or `press(_:modifiers:)` has used it,
    /// the on-screen keyboard stays away until this is called, as on a device.
    public func disconnectHardwareKeyboard() {
        UIApplication.makeCurrent(application)
        application.enqueue(.hardwareKeyboardRemoved)
        drain()
    }

    // MARK: - Private

    private func keyboardKeyCentre(_ title: String) throws(KeyboardKeyNotFound) -> CGPoint {
        guard let frame = keyboardKeyFrame(title) else {
            throw KeyboardKeyNotFound(title: title, visibleTitles: keyboardKeyTitles)
        }
        return CGPoint(x: frame.midX, y: frame.midY)
    }
}
