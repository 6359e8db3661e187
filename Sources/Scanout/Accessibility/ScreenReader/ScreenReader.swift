import FoundationEssentials

/// A screen reader for kiosks, as VoiceOver is for phones: it speaks what is on the screen and
/// lets a person who cannot see it explore and operate the app by touch or by keys.
///
/// ```swift
/// UIApplication.shared.screenReader.isEnabled = true
/// ```
///
/// While it is enabled it owns the touchscreen: touches no longer reach views directly but are
/// read as VoiceOver's gestures — touch or drag to hear what is under the finger, double-tap
/// anywhere to activate it, swipe right or left for the next or previous element, swipe up or
/// down on an adjustable element to change it, two-finger tap to stop speech, two-finger swipe up
/// to read the whole screen (down: from here on), two-finger scrub to go back, two-finger double
/// tap for the magic tap, three-finger swipes to scroll a page. Each element is spoken as
/// VoiceOver says it — label, value, kind, state, then the hint after a pause — with a short sound
/// as the cursor moves, and a cursor is drawn around it. Apps reach it as they reach VoiceOver:
/// `UIAccessibility.isVoiceOverRunning`, `UIAccessibility.post(notification:argument:)`.
///
/// Speech goes to the platform's speech output (espeak-ng on a device) on its own thread; with
/// none, nothing is heard but the reader works the same. A Scanout addition: iOS turns VoiceOver
/// on in Settings, a kiosk turns it on from the app, a key chord or its board file. Main actor.
@preconcurrency @MainActor
public final class ScreenReader {
    /// Whether the screen reader is on. Turning it on cancels the touches under way, tells the
    /// app (`UIAccessibility.voiceOverStatusDidChangeNotification`) and speaks the first element.
    public var isEnabled = false {
        didSet {
            guard isEnabled != oldValue else { return }
            isEnabled ? start() : stop()
        }
    }

    /// How fast speech goes: 0 (slowest) to 1 (fastest); 0.5 is normal. Values outside are
    /// clamped; a value that is no number is ignored.
    public var speakingRate: Float {
        get { speech.rate }
        set { if newValue.isFinite { speech.rate = min(max(newValue, 0), 1) } }
    }

    /// Loudness of speech and sounds: 0 (silent) to 1 (full). Clamped; no number is ignored.
    public var volume: Float {
        get { speech.volume }
        set { if newValue.isFinite { speech.volume = min(max(newValue, 0), 1) } }
    }

    /// The voice's language (BCP 47, "de-DE") for elements that do not name theirs
    /// (`accessibilityLanguage`); nil speaks the process locale's language.
    public var language: String? {
        get { speech.language }
        set { speech.language = newValue }
    }

    /// Whether hints are spoken after a pause, as VoiceOver's "Speak Hints" setting.
    public var speaksHints = true

    /// Whether short sounds mark cursor moves, activation and the edges of the screen.
    public var playsSoundEffects: Bool {
        get { speech.playsEarcons }
        set { speech.playsEarcons = newValue }
    }

    /// Whether something is being said or waits to be said.
    public var isSpeaking: Bool { speech.isSpeaking }

    /// The element the cursor is on: a view or a `UIAccessibilityElement`, or nil.
    public var focusedElement: AnyObject? { focusedObject }

    /// How long after an element's description its hint is spoken.
    static let hintDelay: TimeInterval = 0.4

    let speech = ScreenReaderSpeech()
    unowned let application: UIApplication
    private lazy var gestures = ScreenReaderGestureInterpreter(clock: application.clock) { [unowned self] gesture in
        self.perform(gesture)
    }
    private weak var focusedObject: AnyObject?
    private var cursor: ScreenReaderCursor?
    private var hintTimer: ScheduledAction?
    /// A reading of the whole screen is under way (two-finger swipe up or down).
    private var isReadingAll = false
    private var hasSaidWhatItSpeaksWith = false
    /// The custom action chosen with swipes up or down on the focused element; nil is its own
    /// activation.
    private var chosenActionIndex: Int?
    /// The screen change a controller's appearance asked for, waiting for the next turn.
    private var automaticScreenChange: ScheduledAction?

    init(application: UIApplication) {
        self.application = application
        speech.trace = { [unowned application] line in application.eventTraceHandler?(line) }
    }

    // MARK: Moving

    /// Moves to the next element in reading order and speaks it; at the last, a boundary sound.
    public func moveToNextElement() {
        move(by: 1)
    }

    /// Moves to the previous element in reading order and speaks it.
    public func moveToPreviousElement() {
        move(by: -1)
    }

    /// Moves to `element` (a view or accessibility element on screen) and speaks it.
    public func moveFocus(to element: AnyObject) {
        guard isEnabled else { return }
        let nodes = readingOrder()
        guard let node = nodes.first(where: { $0.represents(element) }) else { return }
        land(on: node)
    }

    /// Does what a double tap does: the focused element activates itself
    /// (`accessibilityActivate()`), or the reader taps its activation point.
    public func activateFocusedElement() {
        guard isEnabled, let node = focusedNode() else { return }
        stopReadingAll()
        speech.play(.activated)
        // A custom action chosen with swipes up or down is what a double tap does now.
        if let index = chosenActionIndex, node.customActions.indices.contains(index) {
            if !node.customActions[index].perform() { speech.play(.boundary) }
            return
        }
        if !node.activate() { tap(at: node.activationPoint) }
    }

    /// Up or down on the focused element: an adjustable one changes; one with custom actions
    /// steps through them (VoiceOver's Actions rotor: "Activate", then each action's name, round
    /// again), so a double tap performs the one said last. Otherwise the cursor moves (up to the
    /// previous element, down to the next) when `otherwiseMove`, as the arrow keys do, or the
    /// edge sound plays.
    func adjustOrChooseAction(up: Bool, otherwiseMove: Bool = false) {
        guard isEnabled, let node = focusedNode() else { return }
        if node.traits.contains(.adjustable) {
            adjust(node, up: up)
            return
        }
        let actions = node.customActions
        guard !actions.isEmpty else {
            otherwiseMove ? move(by: up ? -1 : 1) : speech.play(.boundary)
            return
        }
        // Positions: nil (the element's own activation), then 0 ..< count; down goes forward.
        let positions = [nil] + actions.indices.map(Optional.some)
        let current = positions.firstIndex { $0 == chosenActionIndex } ?? 0
        let next = (current + (up ? -1 : 1) + positions.count) % positions.count
        chosenActionIndex = positions[next]
        let name = chosenActionIndex.map { actions[$0].name } ?? "Activate"
        speech.say(name, language: node.language, interrupting: true)
    }

    /// Raises the focused adjustable element's value and speaks the new value.
    public func incrementFocusedElement() { adjust(focusedNode(), up: true) }

    /// Lowers the focused adjustable element's value and speaks the new value.
    public func decrementFocusedElement() { adjust(focusedNode(), up: false) }

    /// Goes back, as the two-finger scrub does: the focused element and its containers are asked
    /// to escape (`accessibilityPerformEscape()`): an alert cancels, a presented screen dismisses,
    /// a navigation stack pops.
    public func performEscape() {
        guard isEnabled else { return }
        let node = focusedNode() ?? readingOrder().first
        if let node, node.performEscape() { return }
        speech.play(.boundary)
    }

    /// The magic tap: the most important action of the moment (`accessibilityPerformMagicTap()`).
    public func performMagicTap() {
        guard isEnabled else { return }
        let node = focusedNode() ?? readingOrder().first
        if let node, node.performMagicTap() { return }
        speech.play(.boundary)
    }

    /// Reads every element from the first (or from the focused one), moving the cursor as it
    /// goes, until the end or until the person touches the screen.
    public func readAll(fromTop: Bool = true) {
        guard isEnabled else { return }
        let nodes = readingOrder()
        guard !nodes.isEmpty else { return }
        var start = 0
        if !fromTop, let index = index(ofFocusedIn: nodes) { start = index }
        isReadingAll = true
        read(nodes[start])
    }

    /// Stops speaking now (the two-finger tap), and stops reading the screen.
    public func stopSpeaking() {
        stopReadingAll()
        hintTimer?.cancel()
        speech.interrupt()
    }

    // MARK: - Framework

    /// Takes a frame of touches while enabled; false when the reader is off and views get them.
    func takeTouches(_ frame: TouchFrame, timestamp: TimeInterval) -> Bool {
        guard isEnabled else { return false }
        gestures.take(frame, timestamp: timestamp)
        return true
    }

    /// Hears what the app posted (`UIAccessibility.post(notification:argument:)`).
    func notificationPosted(_ notification: UIAccessibility.Notification, argument: Any?) {
        guard isEnabled else { return }
        switch notification {
        case .announcement:
            // An announcement waits for what is being said, and does not move the cursor.
            if let text = Self.text(of: argument) { speech.say(text) }
        case .screenChanged:
            automaticScreenChange?.cancel()
            automaticScreenChange = nil
            stopReadingAll()
            speech.play(.screenChanged)
            landAfterChange(argument: argument)
        case .layoutChanged:
            landAfterChange(argument: argument, keepingFocus: true)
        case .pageScrolled:
            speech.play(.scrolled)
            if let text = Self.text(of: argument) { speech.say(text, interrupting: true) }
            refreshCursor()
        default:
            break
        }
    }

    /// A new screen appeared (a controller was presented, pushed or chosen): on the next turn,
    /// unless the app posts its own screen change first, the reader moves to its first element.
    func screenDidAppear() {
        guard isEnabled, automaticScreenChange == nil else { return }
        automaticScreenChange = application.clock.schedule(after: 0) { [weak self] in
            guard let self else { return }
            self.automaticScreenChange = nil
            self.notificationPosted(.screenChanged, argument: nil)
        }
    }

    /// Whether the cursor is on the text field or view being edited (keys other than Tab and
    /// Escape type into it; with the cursor moved elsewhere, Return activates what it is on).
    var isEditingText: Bool {
        guard let responder = application.firstResponder, responder === focusedObject else { return false }
        return responder is UITextField || (responder as? UITextView)?.isEditable == true
    }

    /// Says the focused element's hint now (a keypad's help key), or that it has none.
    func speakHintOfFocusedElement() {
        guard let node = focusedNode() else { return }
        let hint = SpokenDescription(node).hint
        speech.say(hint ?? "No hint", language: hint == nil ? nil : node.language, interrupting: true)
    }

    /// The frame of the cursor as drawn, in screen coordinates (nil when none is shown).
    var cursorFrame: CGRect? { cursor?.frame }

    // MARK: - Private

    private func start() {
        application.cancelAllTouches()
        if let output = speech.output, !hasSaidWhatItSpeaksWith {
            hasSaidWhatItSpeaksWith = true
            application.warn("screen reader on. \(output.summary)")
        } else if speech.output == nil, !hasSaidWhatItSpeaksWith {
            hasSaidWhatItSpeaksWith = true
            application.warn("screen reader on; no speech output on this platform: nothing is heard")
        }
        UIAccessibility.screenReaderStatusChanged()
        guard let first = readingOrder().first else { return }
        land(on: first)
    }

    private func stop() {
        automaticScreenChange?.cancel()
        automaticScreenChange = nil
        gestures.reset()
        stopSpeaking()
        focusedObject = nil
        cursor?.remove()
        cursor = nil
        UIAccessibility.screenReaderStatusChanged()
    }

    private func perform(_ gesture: ScreenReaderGesture) {
        guard isEnabled else { return }
        switch gesture {
        case .explore(let point), .tap(let point):
            stopReadingAll()
            guard let node = AccessibilityTree.node(at: point, in: readerWindows()) else { return }
            // Exploring over the same element says it once.
            if case .explore = gesture, let focusedObject, node.represents(focusedObject) { return }
            land(on: node)
        case .doubleTap:
            activateFocusedElement()
        case .swipe(fingers: 1, let direction):
            switch direction {
            case .right: moveToNextElement()
            case .left: moveToPreviousElement()
            case .up: adjustOrChooseAction(up: true)
            case .down: adjustOrChooseAction(up: false)
            }
        case .swipe(fingers: 2, .up):
            readAll(fromTop: true)
        case .swipe(fingers: 2, .down):
            readAll(fromTop: false)
        case .swipe(fingers: 3, let direction):
            scroll(direction)
        case .swipe:
            break
        case .twoFingerTap:
            stopSpeaking()
        case .twoFingerDoubleTap:
            performMagicTap()
        case .scrub:
            performEscape()
        }
    }

    private func move(by step: Int) {
        guard isEnabled else { return }
        stopReadingAll()
        let nodes = readingOrder()
        guard !nodes.isEmpty else {
            speech.play(.boundary)
            return
        }
        guard let index = index(ofFocusedIn: nodes) else {
            land(on: step > 0 ? nodes[0] : nodes[nodes.count - 1])
            return
        }
        let next = index + step
        guard nodes.indices.contains(next) else {
            speech.play(.boundary)
            return
        }
        land(on: nodes[next])
    }

    private func adjust(_ node: AccessibilityNode?, up: Bool) {
        guard isEnabled, let node, node.traits.contains(.adjustable) else {
            if isEnabled { speech.play(.boundary) }
            return
        }
        up ? node.increment() : node.decrement()
        // Say the new value, read after the control has changed.
        let value = focusedNode().flatMap(\.value) ?? ""
        if !value.isEmpty { speech.say(value, language: node.language, interrupting: true) }
    }

    private func scroll(_ direction: ScreenReaderGesture.Direction) {
        let scrollDirection: UIAccessibilityScrollDirection =
            switch direction {
            case .left: .left
            case .right: .right
            case .up: .up
            case .down: .down
            }
        let node = focusedNode() ?? readingOrder().first
        if let node, node.scroll(scrollDirection) { return }
        speech.play(.boundary)
    }

    /// Puts the cursor on `node` and speaks it, with its hint after a pause.
    private func land(on node: AccessibilityNode) {
        stopReadingAll()
        speech.play(.focusMoved)
        read(node)
    }

    /// Puts the cursor on `node` and says it; while reading all, the next one follows.
    private func read(_ node: AccessibilityNode) {
        if focusedObject !== node.element { chosenActionIndex = nil }
        focusedObject = node.element
        showCursor(around: node.frame)
        hintTimer?.cancel()
        hintTimer = nil
        let spoken = SpokenDescription(node)
        let element = node.element
        speech.say(spoken.description, language: node.language, interrupting: true) { [weak self] finished in
            guard let self, finished, let focused = self.focusedObject, focused === element else { return }
            if self.isReadingAll {
                self.readOn(after: element)
            } else if self.speaksHints, let hint = Self.hint(spoken.hint, actionsAvailable: !node.customActions.isEmpty)
            {
                self.hintTimer = self.application.clock.schedule(after: Self.hintDelay) { [weak self] in
                    guard let self, let focused = self.focusedObject, focused === element else { return }
                    self.speech.say(hint, language: node.language)
                }
            }
        }
    }

    /// The hint, and "Actions available" after it when the element has custom actions.
    private static func hint(_ hint: String?, actionsAvailable: Bool) -> String? {
        guard actionsAvailable else { return hint }
        return hint.map { "\($0). Actions available" } ?? "Actions available"
    }

    private func readOn(after element: AnyObject) {
        let nodes = readingOrder()
        guard let index = nodes.firstIndex(where: { $0.represents(element) }), index + 1 < nodes.count else {
            isReadingAll = false
            return
        }
        read(nodes[index + 1])
    }

    private func stopReadingAll() {
        isReadingAll = false
    }

    /// After a screen or layout change: the element the app named, else (for a layout change)
    /// the same element if it is still there, else the first.
    private func landAfterChange(argument: Any?, keepingFocus: Bool = false) {
        let nodes = readingOrder()
        if let object = argument as AnyObject?, !(argument is String),
            let node = nodes.first(where: { $0.represents(object) })
        {
            land(on: node)
            return
        }
        let announcement = Self.text(of: argument)
        if let announcement { speech.say(announcement, interrupting: true) }
        if keepingFocus, let index = index(ofFocusedIn: nodes) {
            showCursor(around: nodes[index].frame)
            return
        }
        guard let first = nodes.first else {
            focusedObject = nil
            cursor?.remove()
            cursor = nil
            return
        }
        guard announcement != nil else { return land(on: first) }
        // The app's words for the new screen first, then its first element after them.
        if focusedObject !== first.element { chosenActionIndex = nil }
        focusedObject = first.element
        showCursor(around: first.frame)
        speech.say(SpokenDescription(first).description, language: first.language)
    }

    /// Moves the drawn cursor to where the focused element is now (after a scroll).
    private func refreshCursor() {
        guard let node = focusedNode() else { return }
        showCursor(around: node.frame)
    }

    private func focusedNode() -> AccessibilityNode? {
        guard let focusedObject else { return nil }
        return readingOrder().first { $0.represents(focusedObject) }
    }

    private func index(ofFocusedIn nodes: [AccessibilityNode]) -> Int? {
        guard let focusedObject else { return nil }
        return nodes.firstIndex { $0.represents(focusedObject) }
    }

    private func readingOrder() -> [AccessibilityNode] {
        AccessibilityTree.nodes(in: readerWindows())
    }

    /// The windows the app shows, front to back, without the system's overlays that show no
    /// content (the cursors).
    private func readerWindows() -> [UIWindow] {
        application.windowsFrontToBack.filter { $0.isUserInteractionEnabled }
    }

    private func showCursor(around frame: CGRect) {
        guard frame.isFinite else { return }
        let cursor = self.cursor ?? ScreenReaderCursor(application: application)
        self.cursor = cursor
        cursor.show(around: frame)
    }

    /// Taps `point` as a finger would, past the reader: what a double tap does for an element
    /// that does not activate itself.
    private func tap(at point: CGPoint) {
        guard point.isFinite else { return }
        application.enqueueTapFromAssistiveTechnology(at: point)
    }

    private static func text(of argument: Any?) -> String? {
        if let text = argument as? String { return text.isEmpty ? nil : text }
        if let text = argument as? NSAttributedString { return text.string.isEmpty ? nil : text.string }
        return nil
    }
}
