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
///
/// Its keys are those of the current input mode's layout (`UITextInputMode`); a globe key shows
/// when more than one mode is active and switches to the next. Holding a typing key that has
/// alternatives for 0.45 s (UIKit's long-press delay) opens a callout of them, starting with the
/// key's own character; sliding along it chooses, lifting types the choice, a cancelled touch
/// types nothing.
///
/// A layout with an input method (`input-method: pinyin`, the Chinese keyboard) sends its letters
/// to the application's `InputMethodEngine` instead (see `KeyboardComposition`): the composition
/// shows as the field's marked text and a candidate bar above the keys offers what it can become.
/// Without an engine that can compose (librime or its data missing) it is a plain QWERTY keyboard.
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
    /// How long a typing key is held before its alternatives show.
    static let longPressDelay: TimeInterval = 0.45

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
            if newValue as AnyObject? !== keyInputLink.object {
                // Another field: the engine forgets the composition (the old field, having
                // resigned, kept its marked text as typed).
                composition.end(engine: inputMethodEngine, in: keyInputLink.object as? any UITextInput)
                updateCandidateBar()
            }
            // Held as `AnyObject`: a protocol existential cannot be a generic argument's object.
            keyInputLink = WeakLink(newValue)
            cancelPress()
            resetPage()
        }
    }
    private var keyInputLink = WeakLink<AnyObject>(nil)

    /// What a layout with an input method composes with (the input-view host's engine).
    var inputMethodEngine: (any InputMethodEngine)?
    /// The composition in progress on an input-method layout.
    private let composition = KeyboardComposition()
    /// The candidates above the keys; hidden unless the layout composes.
    private let candidateBar = CandidateBarView(frame: .zero)
    /// The candidate bar's height.
    static let candidateBarHeight: CGFloat = 44

    package private(set) var currentPage: KeyboardLayout.Page = .letters
    package private(set) var shiftState: ShiftState = .off
    private(set) var layout = KeyboardLayout(page: .letters, type: .default, uppercase: false, returnKeyType: .default)
    /// The layout of the current input mode, and whether the globe key shows.
    package private(set) var definition = BuiltInKeyboardLayouts.fallback
    private var showsGlobe = false
    private var placedKeys: [KeyboardLayout.PlacedKey] = []
    private var placedBounds: CGRect = .null

    private weak var activeTouch: UITouch?
    private var pressedKey: KeyboardLayout.PlacedKey?
    private var backspaceRepeat: ScheduledAction?
    private var longPressTimer: ScheduledAction?
    private let alternativesView = KeyAlternativesView()
    private var lastShiftTap: TimeInterval?
    private let preview = KeyPreviewView()

    init() {
        super.init(frame: .zero)
        backgroundColor = SystemKeyboardView.backgroundGrey
        isMultipleTouchEnabled = true
        preview.isHidden = true
        addSubview(preview)
        alternativesView.isHidden = true
        addSubview(alternativesView)
        candidateBar.isHidden = true
        candidateBar.onChoose = { [weak self] index in self?.chooseCandidate(at: index) }
        insertSubview(candidateBar, at: 0)
    }

    package required init?(coder: NSCoder) {
        return nil
    }

    isolated deinit {
        backspaceRepeat?.cancel()
        longPressTimer?.cancel()
    }

    /// Shows `definition`'s keys (another input mode), with the globe key when `showsGlobe`.
    /// A new layout drops any press and starts on the type's first page.
    func setInputMode(_ definition: KeyboardLayoutDefinition, showsGlobe: Bool) {
        guard definition != self.definition || showsGlobe != self.showsGlobe else { return }
        cancelPress()
        let changedLayout = definition != self.definition
        if changedLayout {
            // Switching language mid-composition keeps the marked text as typed, as iOS does.
            composition.end(engine: inputMethodEngine, in: keyInput as? any UITextInput)
        }
        self.definition = definition
        self.showsGlobe = showsGlobe
        if changedLayout { resetPage() } else { rebuildLayout() }
        updateCandidateBar()
    }

    /// The engine this keyboard composes with now: its layout has an input method and the engine
    /// can compose. Nil types the letters themselves.
    private var composingEngine: (any InputMethodEngine)? {
        guard definition.inputMethod != nil, let engine = inputMethodEngine, engine.isAvailable else { return nil }
        return engine
    }

    /// Whether the candidate bar shows above the keys.
    var showsCandidateBar: Bool {
        composingEngine != nil
    }

    /// The part of the keyboard the keys fill: below the candidate bar when it shows.
    private var keyArea: CGRect {
        guard showsCandidateBar else { return bounds }
        var area = bounds
        area.origin.y += SystemKeyboardView.candidateBarHeight
        area.size.height = max(0, area.height - SystemKeyboardView.candidateBarHeight)
        return area
    }

    /// Shows the bar (making it the first time) on an input-method layout, with the composition's
    /// candidates; hides it elsewhere.
    private func updateCandidateBar() {
        guard showsCandidateBar else {
            candidateBar.isHidden = true
            return
        }
        candidateBar.isHidden = false
        candidateBar.candidates = composition.state.candidates
    }

    private func chooseCandidate(at index: Int) {
        guard let engine = composingEngine, let input = keyInput as? any UITextInput else { return }
        composition.choose(index, engine: engine, in: input)
        afterComposing()
    }

    /// After the composition changed: the bar shows its candidates.
    private func afterComposing() {
        updateCandidateBar()
    }

    /// The candidates the bar offers, left to right; empty when none show.
    package var candidateTitles: [String] {
        guard !candidateBar.isHidden else { return [] }
        return candidateBar.candidates
    }

    /// The candidate bar's frame in the keyboard's coordinates; nil when it does not show.
    package var candidateBarFrame: CGRect? {
        guard !candidateBar.isHidden else { return nil }
        return candidateBar.frame
    }

    /// Where the candidate `text` is drawn now (as scrolled), in the keyboard's coordinates; nil
    /// when the bar does not offer it. It may lie outside the bar's visible part.
    package func frame(ofCandidate text: String) -> CGRect? {
        guard !candidateBar.isHidden, let frame = candidateBar.frame(ofCandidate: text) else {
            return nil
        }
        return candidateBar.convert(frame, to: self)
    }

    /// The keyboard's height on a screen of `size`: four rows of keys a comfortable finger's
    /// height, but never more than about two fifths of the screen, so the field stays visible.
    func preferredHeight(for size: CGSize) -> CGFloat {
        let rowHeight = min(54, max(36, min(size.width / 16, size.height / 11))).rounded()
        return rowHeight * 4 + KeyboardLayout.padding * 2
            + (showsCandidateBar ? SystemKeyboardView.candidateBarHeight : 0)
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
    /// `viaLongPress` tells that the key offers the character among its alternatives rather than
    /// typing it on a tap.
    package func nextKey(toType character: Character) -> (title: String, typesCharacter: Bool, viaLongPress: Bool)? {
        layoutKeysIfNeeded()
        let wanted: String
        switch character {
        case " ": wanted = "space"
        case "\n", "\r":
            guard let returnKey = placedKeys.first(where: { $0.key.action == .return }) else { return nil }
            wanted = returnKey.key.title
        default: wanted = String(character)
        }
        if character == " " {
            guard let space = placedKeys.first(where: { $0.key.action == .insert(" ") }) else { return nil }
            return (space.key.title, true, false)
        }
        let titles = placedKeys.map(\.key.title)
        if titles.contains(wanted) { return (wanted, true, false) }
        let hasShift = titles.contains("⇧")
        if titles.contains(where: { $0.lowercased() == wanted.lowercased() }), hasShift {
            return ("⇧", false, false)
        }
        if let key = placedKeys.first(where: { $0.key.alternatives.contains(wanted) }) {
            return (key.key.title, true, true)
        }
        if hasShift,
            placedKeys.contains(where: { $0.key.alternatives.contains { $0.lowercased() == wanted.lowercased() } })
        {
            return ("⇧", false, false)
        }
        guard layout.isTextPage else { return nil }
        let pages: [KeyboardLayout.Page] = [.letters, .numbers, .symbols]
        guard
            let target = pages.first(where: { page in
                KeyboardLayout(
                    page: page, type: keyboardType, uppercase: false, returnKeyType: returnKeyType,
                    definition: definition, showsGlobe: showsGlobe
                ).rows.joined().contains { key in
                    key.title.lowercased() == wanted.lowercased()
                        || key.alternatives.contains { $0.lowercased() == wanted.lowercased() }
                }
            })
        else { return nil }
        // Page keys: letters → numbers; numbers → symbols or letters; symbols → numbers or letters.
        let step: KeyboardLayout.Page = currentPage == .letters ? .numbers : (target == .letters ? .letters : target)
        guard let pageKey = placedKeys.first(where: { $0.key.action == .page(step) }) else { return nil }
        return (pageKey.key.title, false, false)
    }

    /// The choices of the open long-press callout, left to right; empty when none is open.
    package var alternativeTitles: [String] {
        alternativesView.isHidden ? [] : alternativesView.titles
    }

    /// The frame of the callout's choice `title`, in the keyboard's coordinates; nil when no
    /// callout is open or it does not offer `title`.
    package func frame(ofAlternative title: String) -> CGRect? {
        guard !alternativesView.isHidden, let index = alternativesView.titles.firstIndex(of: title) else { return nil }
        return alternativesView.convert(alternativesView.cellFrame(at: index), to: self)
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
        if !alternativesView.isHidden {
            // The callout is open: the finger chooses along it.
            let point = touch.location(in: alternativesView)
            if let index = alternativesView.index(atX: point.x) { alternativesView.selectedIndex = index }
            return
        }
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
        stopLongPress()
        if let key, case .insert = key.key.action {
            self.pressedKey = key
            setHighlighted(key, true)
            showPreview(for: key)
            startLongPress(for: key)
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
            startLongPress(for: key)
        }
    }

    /// Opens the key's alternatives once it has been held for `longPressDelay`, if it has any.
    private func startLongPress(for key: KeyboardLayout.PlacedKey) {
        stopLongPress()
        guard !key.key.alternatives.isEmpty, layout.isTextPage else { return }
        longPressTimer = clock?.schedule(after: SystemKeyboardView.longPressDelay) { [weak self] in
            guard let self, let pressed = self.pressedKey, pressed == key else { return }
            self.longPressTimer = nil
            self.showAlternatives(for: pressed)
        }
    }

    private func stopLongPress() {
        longPressTimer?.cancel()
        longPressTimer = nil
    }

    private func showAlternatives(for key: KeyboardLayout.PlacedKey) {
        guard case .insert(let text) = key.key.action else { return }
        hidePreview()
        // The key's own character first, nearest the finger: at the left, or at the right on a
        // right-to-left layout, the alternatives running away from it.
        var titles = [text] + key.key.alternatives
        if layout.isRightToLeft { titles.reverse() }
        alternativesView.titles = titles
        alternativesView.selectedIndex = layout.isRightToLeft ? titles.count - 1 : 0
        let cell = max(key.frame.width, 30)
        let width = min(cell * CGFloat(titles.count), max(bounds.width - 2, cell))
        let height = key.frame.height * 1.2
        var x = layout.isRightToLeft ? key.frame.maxX - width : key.frame.minX
        x = min(max(x, bounds.minX + 1), bounds.maxX - width - 1)
        alternativesView.frame = CGRect(
            x: x.rounded(), y: (key.frame.minY - height - 4).rounded(), width: width.rounded(), height: height.rounded()
        )
        alternativesView.isHidden = false
    }

    /// Lifts the active finger: types its key (on touch-up) unless `commit` is false.
    private func releasePress(commit: Bool) {
        var key = pressedKey?.key
        if !alternativesView.isHidden {
            // The callout's choice is typed instead of the key's own text.
            key = alternativesView.selectedTitle.map { KeyboardLayout.Key(action: .insert($0), title: $0) }
            alternativesView.isHidden = true
        }
        if let pressedKey { setHighlighted(pressedKey, false) }
        activeTouch = nil
        pressedKey = nil
        stopBackspaceRepeat()
        stopLongPress()
        hidePreview()
        if commit, let key { perform(key) }
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
            if let engine = composingEngine, let input = keyInput as? any UITextInput,
                composition.type(text, engine: engine, into: input)
            {
                afterComposing()
            } else {
                keyInput?.insertText(text)
                if composingEngine != nil { afterComposing() }
            }
            if shiftState == .once { shiftState = .off }
            // Space or an apostrophe on the numbers pages goes back to the letters, as people
            // usually want a word next.
            if (text == " " || text == "'"), currentPage == .numbers || currentPage == .symbols {
                currentPage = .letters
            }
            updateAutomaticShift()
            rebuildLayout()
        case .return:
            if let engine = composingEngine, let input = keyInput as? any UITextInput,
                composition.returnKey(engine: engine, in: input)
            {
                afterComposing()
                return
            }
            keyInput?.insertText("\n")
            updateAutomaticShift()
            rebuildLayout()
        case .page(let page):
            currentPage = page
            if page == .letters { updateAutomaticShift() }
            rebuildLayout()
        case .nextInputMode:
            owningApplication?.inputViewHost.selectNextInputMode()
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
        if let engine = composingEngine, let input = keyInput as? any UITextInput,
            composition.deleteBackward(engine: engine, in: input)
        {
            afterComposing()
            return
        }
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
        // Pinyin has no capitals: a shifted letter would type itself instead of composing.
        if definition.inputMethod != nil { return false }
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
            returnKeyType: returnKeyType, definition: definition, showsGlobe: showsGlobe)
        guard newLayout != layout else { return }
        // A page change under a held key (shift, a page key) must not leave a stale press.
        if newLayout.page != layout.page, pressedKey.map({ $0.key.action != .shift }) ?? false { cancelPress() }
        layout = newLayout
        placedBounds = .null
        setNeedsDisplay()
    }

    private func layoutKeysIfNeeded() {
        let area = keyArea
        guard placedBounds != area else { return }
        placedBounds = area
        placedKeys = layout.placedKeys(in: area)
    }

    package override func layoutSubviews() {
        super.layoutSubviews()
        placedBounds = .null
        candidateBar.frame = CGRect(
            x: bounds.minX, y: bounds.minY, width: bounds.width, height: SystemKeyboardView.candidateBarHeight)
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

        if key.action == .nextInputMode {
            drawGlobe(in: frame, color: pressed ? .black : .darkGray)
            return
        }
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

    /// The globe key's symbol, drawn (a font may have no globe glyph): a circle with a
    /// meridian, the equator and two parallels.
    private func drawGlobe(in frame: CGRect, color: UIColor) {
        let radius = min(frame.width, frame.height) * 0.22
        let circle = CGRect(x: frame.midX - radius, y: frame.midY - radius, width: radius * 2, height: radius * 2)
        color.setStroke()
        for path in [
            UIBezierPath(ovalIn: circle), UIBezierPath(ovalIn: circle.insetBy(dx: radius * 0.5, dy: 0)),
        ] {
            path.lineWidth = 1.5
            path.stroke()
        }
        for fraction: CGFloat in [0.5, 0.2, 0.8] {
            let y = circle.minY + circle.height * fraction
            let inset = fraction == 0.5 ? 0 : radius * 0.2
            let line = UIBezierPath()
            line.move(to: CGPoint(x: circle.minX + inset, y: y))
            line.addLine(to: CGPoint(x: circle.maxX - inset, y: y))
            line.lineWidth = 1.5
            line.stroke()
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
