/// The on-screen keyboard: a touch-operated view that types into the first responder through
/// `UIKeyInput`. The input-view host shows it for a responder that takes text and has no
/// `inputView` of its own; apps never create it.
///
/// Typing keys type on touch-up (so a finger can slide to the right key), with an enlarged
/// preview above the finger while held. Backspace deletes on touch-down and repeats while held:
/// after 0.5 s, then every 0.1 s. Shift capitalises the next letter; two taps within 0.35 s lock
/// it (caps lock); the keyboard shifts itself where `autocapitalizationType` asks for a capital.
/// A second finger landing while one is down types the first key, so fast two-thumb typing loses
/// nothing. It never becomes first responder, so tapping it keeps the text field editing.
@preconcurrency @MainActor
package final class SystemKeyboardView: UIView {
    package enum ShiftState: Equatable, Sendable {
        case off
        /// The next letter is a capital, then shift turns off.
        case once
        /// Caps lock: every letter is a capital until shift is tapped again.
        case locked
    }

    /// Taps on shift closer together than this lock it.
    static let capsLockInterval: TimeInterval = 0.35
    /// How long backspace is held before it repeats, and how often it repeats then.
    static let repeatDelay: TimeInterval = 0.5
    static let repeatInterval: TimeInterval = 0.1

    var keyboardType: UIKeyboardType = .default {
        didSet { if keyboardType != oldValue { resetPage() } }
    }

    var returnKeyType: UIReturnKeyType = .default {
        didSet { if returnKeyType != oldValue { rebuildLayout() } }
    }

    var autocapitalizationType: UITextAutocapitalizationType = .sentences {
        didSet { if autocapitalizationType != oldValue { updateAutomaticShift() } }
    }

    /// Where typed text goes: the first responder. Setting it starts again on the type's first
    /// page, with shift set for the text before its caret.
    var keyInput: (any UIKeyInput)? {
        get { keyInputLink.object as? any UIKeyInput }
        set {
            // Held as `AnyObject`: a protocol existential cannot be a generic argument's object.
            keyInputLink = WeakLink(newValue)
            cancelPress()
            resetPage()
        }
    }
    private var keyInputLink = WeakLink<AnyObject>(nil)

    package private(set) var currentPage: KeyboardLayout.Page = .letters
    package private(set) var shiftState: ShiftState = .off
    private(set) var layout = KeyboardLayout(page: .letters, type: .default, uppercase: false, returnKeyType: .default)
    private var placedKeys: [KeyboardLayout.PlacedKey] = []
    private var placedBounds: CGRect = .null

    private weak var activeTouch: UITouch?
    private var pressedKey: KeyboardLayout.PlacedKey?
    private var backspaceRepeat: ScheduledAction?
    private var lastShiftTap: TimeInterval?
    private let preview = KeyPreviewView()

    init() {
        super.init(frame: .zero)
        backgroundColor = SystemKeyboardView.backgroundGrey
        isMultipleTouchEnabled = true
        preview.isHidden = true
        addSubview(preview)
    }

    package required init?(coder: NSCoder) {
        return nil
    }

    isolated deinit {
        backspaceRepeat?.cancel()
    }

    /// The keyboard's height on a screen of `size`: four rows of keys a comfortable finger's
    /// height, but never more than about two fifths of the screen, so the field stays visible.
    func preferredHeight(for size: CGSize) -> CGFloat {
        let rowHeight = min(54, max(36, min(size.width / 16, size.height / 11))).rounded()
        return rowHeight * 4 + KeyboardLayout.padding * 2
    }

    // MARK: Finding keys

    /// The frame of the key titled `title` on the current page, in the keyboard's coordinates;
    /// nil when no key shows that title. An exact title wins; otherwise letters match either case.
    package func frame(ofKeyTitled title: String) -> CGRect? {
        placedKey(titled: title)?.frame
    }

    /// The titles of the keys on the current page, row by row.
    package var keyTitles: [String] {
        layoutKeysIfNeeded()
        return placedKeys.map(\.key.title)
    }

    /// The key to tap next on the way to typing `character`, as a visitor would: the
    /// character's own key when it shows ("space" for a space, the return key for a newline),
    /// else shift for a letter in the other case, else the page key towards the page that has it.
    /// `typesCharacter` tells which. Nil when no page of this keyboard has the character.
    package func nextKey(toType character: Character) -> (title: String, typesCharacter: Bool)? {
        layoutKeysIfNeeded()
        let wanted: String
        switch character {
        case " ": wanted = "space"
        case "\n", "\r":
            guard let returnKey = placedKeys.first(where: { $0.key.action == .return }) else { return nil }
            wanted = returnKey.key.title
        default: wanted = String(character)
        }
        let titles = placedKeys.map(\.key.title)
        if titles.contains(wanted) { return (wanted, true) }
        if titles.contains(where: { $0.lowercased() == wanted.lowercased() }), titles.contains("⇧") {
            return ("⇧", false)
        }
        guard layout.isTextPage else { return nil }
        let pages: [KeyboardLayout.Page] = [.letters, .numbers, .symbols]
        guard
            let target = pages.first(where: { page in
                KeyboardLayout(page: page, type: keyboardType, uppercase: false, returnKeyType: returnKeyType).rows
                    .joined().contains { $0.title.lowercased() == wanted.lowercased() }
            })
        else { return nil }
        // Page keys: letters → numbers; numbers → symbols or letters; symbols → numbers or letters.
        let step: KeyboardLayout.Page = currentPage == .letters ? .numbers : (target == .letters ? .letters : target)
        guard let pageKey = placedKeys.first(where: { $0.key.action == .page(step) }) else { return nil }
        return (pageKey.key.title, false)
    }

    private func placedKey(titled title: String) -> KeyboardLayout.PlacedKey? {
        layoutKeysIfNeeded()
        return placedKeys.first { $0.key.title == title }
            ?? placedKeys.first { $0.key.title.lowercased() == title.lowercased() && !$0.key.title.isEmpty }
    }

    private func placedKey(at point: CGPoint) -> KeyboardLayout.PlacedKey? {
        layoutKeysIfNeeded()
        return placedKeys.first { $0.touchArea.contains(point) && $0.key.action != .none }
    }

    // MARK: Touches

    package override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches.sorted(by: { $0.timestamp < $1.timestamp }) {
            // Rolling typing: the earlier finger's key counts as typed when the next one lands.
            if activeTouch != nil { releasePress(commit: true) }
            activeTouch = touch
            press(placedKey(at: touch.location(in: self)))
        }
    }

    package override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = activeTouch, touches.contains(touch), let pressedKey else { return }
        // Backspace and shift act on touch-down; sliding off backspace only stops its repeat.
        switch pressedKey.key.action {
        case .backspace:
            if !pressedKey.touchArea.contains(touch.location(in: self)) { stopBackspaceRepeat() }
            return
        case .shift:
            return
        default:
            break
        }
        let key = placedKey(at: touch.location(in: self))
        guard key != pressedKey else { return }
        // Sliding to another typing key moves the press there; off the keyboard releases nothing.
        setHighlighted(pressedKey, false)
        self.pressedKey = nil
        hidePreview()
        if let key, case .insert = key.key.action {
            self.pressedKey = key
            setHighlighted(key, true)
            showPreview(for: key)
        }
    }

    package override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = activeTouch, touches.contains(touch) else { return }
        releasePress(commit: true)
    }

    package override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = activeTouch, touches.contains(touch) else { return }
        releasePress(commit: false)
    }

    private func press(_ key: KeyboardLayout.PlacedKey?) {
        guard let key else { return }
        pressedKey = key
        setHighlighted(key, true)
        switch key.key.action {
        case .backspace:
            deleteBackward()
            backspaceRepeat = clock?.schedule(after: SystemKeyboardView.repeatDelay) { [weak self] in
                self?.repeatBackspace()
            }
        case .shift:
            tapShift()
        default:
            showPreview(for: key)
        }
    }

    /// Lifts the active finger: types its key (on touch-up) unless `commit` is false.
    private func releasePress(commit: Bool) {
        let key = pressedKey
        activeTouch = nil
        pressedKey = nil
        stopBackspaceRepeat()
        hidePreview()
        if let key { setHighlighted(key, false) }
        if commit, let key { perform(key.key) }
    }

    /// Drops any press without typing (the keyboard changed under the finger).
    private func cancelPress() {
        if activeTouch != nil || pressedKey != nil { releasePress(commit: false) }
    }

    private func perform(_ key: KeyboardLayout.Key) {
        // Caps lock takes two taps on shift with nothing typed between.
        if key.action != .shift { lastShiftTap = nil }
        switch key.action {
        case .insert(let text):
            keyInput?.insertText(text)
            if shiftState == .once { shiftState = .off }
            // Space or an apostrophe on the numbers pages goes back to the letters, as people
            // usually want a word next.
            if (text == " " || text == "'"), currentPage == .numbers || currentPage == .symbols {
                currentPage = .letters
            }
            updateAutomaticShift()
            rebuildLayout()
        case .return:
            keyInput?.insertText("\n")
            updateAutomaticShift()
            rebuildLayout()
        case .page(let page):
            currentPage = page
            if page == .letters { updateAutomaticShift() }
            rebuildLayout()
        case .shift, .backspace, .none:
            break
        }
    }

    private func tapShift() {
        let now = clock?.now
        let isDoubleTap =
            now.flatMap { now in lastShiftTap.map { now - $0 < SystemKeyboardView.capsLockInterval } } ?? false
        switch shiftState {
        case .locked:
            shiftState = .off
            lastShiftTap = nil
        case _ where isDoubleTap:
            shiftState = .locked
            lastShiftTap = nil
        case .once:
            shiftState = .off
            lastShiftTap = now
        case .off:
            shiftState = .once
            lastShiftTap = now
        }
        rebuildLayout()
    }

    private func deleteBackward() {
        keyInput?.deleteBackward()
        if updateAutomaticShift() { rebuildLayout() }
    }

    private func repeatBackspace() {
        deleteBackward()
        backspaceRepeat = clock?.schedule(after: SystemKeyboardView.repeatInterval) { [weak self] in
            self?.repeatBackspace()
        }
    }

    private func stopBackspaceRepeat() {
        backspaceRepeat?.cancel()
        backspaceRepeat = nil
    }

    /// The clock of the application showing the keyboard (keys are pressed only in a window).
    private var clock: ApplicationClock? {
        owningApplication?.clock
    }

    // MARK: Pages and shift

    private func resetPage() {
        currentPage = KeyboardLayout.initialPage(for: keyboardType)
        shiftState = .off
        lastShiftTap = nil
        updateAutomaticShift()
        rebuildLayout()
    }

    /// Shifts for a capital where the autocapitalization type wants one at the caret, and
    /// unshifts elsewhere; caps lock stays. Returns whether the state changed.
    @discardableResult
    private func updateAutomaticShift() -> Bool {
        guard shiftState != .locked, currentPage == .letters else { return false }
        let wanted: ShiftState = wantsCapital ? .once : .off
        guard wanted != shiftState else { return false }
        shiftState = wanted
        return true
    }

    /// Whether the text before the caret calls for a capital under `autocapitalizationType`.
    private var wantsCapital: Bool {
        guard let keyInput else { return false }
        switch autocapitalizationType {
        case .none:
            return false
        case .allCharacters:
            return true
        case .words, .sentences:
            guard let before = textBeforeCaret(in: keyInput) else { return !keyInput.hasText }
            guard let last = before.last else { return true }
            guard last.isWhitespace else { return false }
            if autocapitalizationType == .words { return true }
            let sentence = before.trimmingTrailingWhitespace
            guard let end = sentence.last else { return true }
            return end == "." || end == "!" || end == "?"
        }
    }

    private func textBeforeCaret(in keyInput: any UIKeyInput) -> String? {
        guard let textInput = keyInput as? UITextInput, let selection = textInput.selectedTextRange,
            let range = textInput.textRange(from: textInput.beginningOfDocument, to: selection.start)
        else { return nil }
        return textInput.text(in: range)
    }

    private func rebuildLayout() {
        let uppercase = shiftState != .off
        let newLayout = KeyboardLayout(
            page: currentPage, type: keyboardType, uppercase: uppercase,
            returnKeyType: returnKeyType)
        guard newLayout != layout else { return }
        // A page change under a held key (shift, a page key) must not leave a stale press.
        if newLayout.page != layout.page, pressedKey.map({ $0.key.action != .shift }) ?? false { cancelPress() }
        layout = newLayout
        placedBounds = .null
        setNeedsDisplay()
    }

    private func layoutKeysIfNeeded() {
        guard placedBounds != bounds else { return }
        placedBounds = bounds
        placedKeys = layout.placedKeys(in: bounds)
    }

    package override func layoutSubviews() {
        super.layoutSubviews()
        placedBounds = .null
    }

    // MARK: Drawing

    /// The cap drawn pressed; one finger presses at a time.
    private var highlightedFrame: CGRect?

    private func setHighlighted(_ key: KeyboardLayout.PlacedKey, _ highlighted: Bool) {
        if highlighted {
            highlightedFrame = key.frame
        } else if highlightedFrame == key.frame {
            highlightedFrame = nil
        }
        setNeedsDisplay(key.frame.insetBy(dx: -2, dy: -2))
    }

    private func showPreview(for key: KeyboardLayout.PlacedKey) {
        guard key.key.showsPreview, layout.isTextPage else { return }
        preview.title = key.key.title
        let width = max(key.frame.width * 1.4, 40)
        let height = key.frame.height * 1.3
        var x = key.frame.midX - width / 2
        x = min(max(x, bounds.minX + 1), bounds.maxX - width - 1)
        preview.frame = CGRect(
            x: x.rounded(), y: (key.frame.minY - height - 4).rounded(), width: width.rounded(),
            height: height.rounded())
        preview.isHidden = false
    }

    private func hidePreview() {
        preview.isHidden = true
    }

    package override func draw(_ rect: CGRect) {
        layoutKeysIfNeeded()
        for placed in placedKeys where placed.frame.insetBy(dx: -2, dy: -2).intersects(rect) {
            drawKey(placed)
        }
    }

    private func drawKey(_ placed: KeyboardLayout.PlacedKey) {
        let key = placed.key
        guard key.action != .none else { return }
        let frame = placed.frame
        let pressed = highlightedFrame == frame
        let shiftOn = key.action == .shift && shiftState != .off
        let isReturnHighlighted = key.action == .return && returnKeyType != .default
        var fill = key.isFunctionKey ? SystemKeyboardView.functionGrey : UIColor.white
        if shiftOn { fill = .white }
        if isReturnHighlighted { fill = .systemBlue }
        if pressed { fill = key.isFunctionKey ? .white : SystemKeyboardView.functionGrey }

        SystemKeyboardView.shadowGrey.setFill()
        UIBezierPath(roundedRect: frame.offsetBy(dx: 0, dy: 1), cornerRadius: 5).fill()
        fill.setFill()
        UIBezierPath(roundedRect: frame, cornerRadius: 5).fill()

        let large = !key.isFunctionKey && key.title.count == 1
        let size: CGFloat = large ? min(24, frame.height * 0.5) : min(17, frame.height * 0.38)
        let color: UIColor = isReturnHighlighted && !pressed ? .white : .black
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: size), .foregroundColor: color,
        ]
        let titleSize = key.title.size(withAttributes: attributes)
        var titleY = frame.midY - titleSize.height / 2
        if let subtitle = key.subtitle {
            let subtitleAttributes: [NSAttributedString.Key: Any] = [
                .font: UIFont.boldSystemFont(ofSize: size * 0.45), .foregroundColor: color,
            ]
            let subtitleSize = subtitle.size(withAttributes: subtitleAttributes)
            titleY -= subtitleSize.height / 2
            subtitle.draw(
                at: CGPoint(
                    x: (frame.midX - subtitleSize.width / 2).rounded(),
                    y: (titleY + titleSize.height - 2).rounded()), withAttributes: subtitleAttributes)
        }
        key.title.draw(
            at: CGPoint(x: (frame.midX - titleSize.width / 2).rounded(), y: titleY.rounded()),
            withAttributes: attributes)
        if key.action == .shift, shiftState == .locked {
            // Caps lock: a bar under the arrow.
            color.setFill()
            UIBezierPath(
                rect: CGRect(
                    x: frame.midX - 6, y: (titleY + titleSize.height).rounded(), width: 12,
                    height: 2)
            ).fill()
        }
    }

    static let backgroundGrey = UIColor(red: 0.82, green: 0.83, blue: 0.85, alpha: 1)
    static let functionGrey = UIColor(red: 0.67, green: 0.69, blue: 0.73, alpha: 1)
    static let shadowGrey = UIColor(red: 0.53, green: 0.54, blue: 0.56, alpha: 1)
}

extension String {
    /// The string without trailing spaces, tabs and newlines.
    fileprivate var trimmingTrailingWhitespace: Substring {
        var end = endIndex
        while end > startIndex, self[index(before: end)].isWhitespace { end = index(before: end) }
        return self[startIndex..<end]
    }
}
