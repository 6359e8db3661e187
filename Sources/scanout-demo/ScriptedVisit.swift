import FoundationEssentials
import KioskDemo
import Scanout

#if canImport(Glibc)
import Glibc
#endif

/// A visitor's session, played as real input through the application's event queue: one step
/// after another on the application clock, as a person would — tap a field, wait for the
/// keyboard, tap its keys one by one — with screenshots along the way.
@MainActor
final class ScriptedVisit {
    private enum Step {
        /// Waits this long before the next step.
        case wait(TimeInterval)
        case run(@MainActor () -> Void)
        /// Types the text by tapping on-screen keys, shift and page keys included, and holding a
        /// key for a character it offers on a long press.
        case typeOnKeyboard(String)
        /// Holds the key titled `title` until its alternatives show, slides to `alternative` and
        /// lifts; with a screenshot of the callout, named, before lifting.
        case longPressKey(String, choosing: String, screenshot: String?)
    }

    /// Time between two key taps: brisk typing.
    private static let keyInterval: TimeInterval = 0.08
    /// Long enough for the keyboard (or the content above it) to finish sliding.
    private static let slide: TimeInterval = 0.4

    /// Instead of writing a screenshot, hands its name to a test (nil: written to the display's
    /// directory), as it finishes and fails (nil: the process exits, 0 or 1): how a test runs the
    /// visit under `TestHost` and compares its frames with a replay's.
    var screenshotTaken: ((String) -> Void)?
    var finished: (() -> Void)?
    var failed: ((String) -> Void)?

    private let application: UIApplication
    private let display: OffscreenDisplay
    private let delegate: AppDelegate
    private var steps: [Step] = []
    private var written: [String] = []
    /// Where the stroke under way began.
    private var strokeStart = CGPoint.zero

    init(application: UIApplication, display: OffscreenDisplay, delegate: AppDelegate) {
        self.application = application
        self.display = display
        self.delegate = delegate
    }

    func start() {
        guard let screen = delegate.checkInController else { return fail("the check-in screen did not load") }
        steps =
            [
                .wait(0.1), .run { self.screenshot("01-welcome") },
                // The name: the keyboard slides up; Next goes on to the email field.
                .run { self.tap(screen.nameField) }, .wait(ScriptedVisit.slide),
                .typeOnKeyboard("Ada Lovelace"), .wait(0.1), .run { self.screenshot("02-keyboard-name") },
                // The edit menu on a double-tapped word; cut it, then shake to undo the cut.
                .run { self.doubleTap(screen.nameField, atOffset: 7) }, .wait(0.1),
                .run { self.screenshot("03-edit-menu") },
                .run { self.tapMenuItem("Cut") }, .wait(0.1),
                .run { self.application.enqueue(.motion(.motionShake)) }, .wait(0.1),
                .run { self.screenshot("04-shake-to-undo") },
                .run { self.tapShakeChoice("Undo Cut") }, .wait(0.1),
                .run { self.tapKey("Next") }, .wait(0.1),
                .typeOnKeyboard("ada@northwind.example"), .wait(0.1), .run { self.screenshot("05-keyboard-email") },
                // The phone pad: the content moves up so the field stays above the keyboard.
                .run { self.tapKey("Next") }, .wait(ScriptedVisit.slide),
                .typeOnKeyboard("5550123"), .wait(0.1), .run { self.screenshot("06-phone-pad") },
                // A long press on the field: the caret goes under the finger and the menu offers
                // Select, Select All and Paste.
                .run { self.touch(.down, screen.phoneField, atOffset: 3) }, .wait(0.6),
                .run { self.touch(.up, screen.phoneField, atOffset: 3) }, .wait(0.1),
                .run { self.screenshot("07-long-press-menu") },
                // The host field's custom input view, reached with the accessory bar's Next.
                .run {
                    self.tap(screen.hostField.inputAccessoryView.flatMap { ($0 as? FormAccessoryBar)?.nextButton })
                },
                .wait(ScriptedVisit.slide), .run { self.screenshot("08-host-picker") },
                .run { self.tap((screen.hostField.inputView as? HostPickerView)?.hostButtons.first) }, .wait(0.1),
                .run { self.tap((screen.hostField.inputAccessoryView as? FormAccessoryBar)?.doneButton) },
                .wait(ScriptedVisit.slide),
                // The options, then check in.
                .run { self.tap(screen.badgeSwitch) }, .wait(0.1),
                .run { self.drag(screen.visitLengthSlider, toFraction: 0.5) }, .wait(0.1),
                // The status line's own menu item, found up the responder chain.
                .run { self.tap(screen.statusLabel) }, .wait(0.1),
                .run { self.screenshot("09-label-menu") },
                .run { self.tapMenuItem("Call Reception") }, .wait(0.1),
                .run { self.tap(screen.checkInButton) }, .wait(0.6),
                .run { self.screenshot("10-checked-in") },
                // Ctrl+Z on a hardware keyboard undoes the check-in (the window's undo manager).
                .run { self.pressControlZ() }, .wait(0.3),
                .run { self.screenshot("11-check-in-undone") },
                // "I have an appointment": today's list. Flick it, long-press a row for its menu,
                // then pick an appointment.
                .run { self.tap(screen.appointmentButton) }, .wait(0.5),
                .run { self.screenshot("12-appointments") },
            ] + flick(from: CGPoint(x: 400, y: 420), by: CGPoint(x: 0, y: -300)) + [
                .wait(1.5), .run { self.screenshot("13-list-scrolled") },
                .run { self.touchList(.down, at: CGPoint(x: 400, y: 200)) }, .wait(0.6),
                .run { self.touchList(.up, at: CGPoint(x: 400, y: 200)) }, .wait(0.1),
                .run { self.screenshot("14-row-menu") },
                .run { self.tapMenuItem("Sign Out") }, .wait(0.1),
                // Reception's settings, behind the gear: a language, a longer timeout, then back.
                .run { self.tapElement { $0 == "Settings" } }, .wait(1.5),
                .run { self.tapElement { $0 == "Deutsch" } }, .wait(0.1),
                .run { self.tapElement { $0 == "Increment" } }, .wait(0.1),
                .run { self.tapElement { $0 == "Increment" } }, .wait(0.8),
                .run { self.screenshot("15-settings") },
                .run { self.tapElement { $0 == "Appointments" } }, .wait(0.5),
                // The room board: free rooms in a row that pages sideways, every room in a list
                // below. Page the row on by a card, pull the list to refresh the bookings, swipe a
                // row to book its room, and search.
                .run { self.tapElement { $0 == "Rooms" } }, .wait(0.6),
                .run { self.screenshot("16-room-board") },
            ]
            + stroke(from: { self.roomBoardPoint(section: 0, skipping: 1) }, by: CGPoint(x: -240, y: 0), moves: 6) + [
                .wait(1.0), .run { self.screenshot("17-rooms-row-paged") },
            ]
            + stroke(
                from: { self.roomBoardPoint(section: 0) }, by: CGPoint(x: 0, y: 260), moves: 12,
                interval: 0.05
            ) + [
                .wait(0.05), .run { self.screenshot("18-rooms-refreshing") }, .wait(1.2),
            ]
            + stroke(
                from: { self.roomBoardPoint(section: 1).map { CGPoint(x: $0.x + 200, y: $0.y) } },
                by: CGPoint(x: -160, y: 0), moves: 6
            ) + [
                .wait(0.5), .run { self.screenshot("19-room-swipe-actions") },
                .run { self.tapElement { $0 == "Book" } }, .wait(0.5),
                // Ctrl+Z came from a desk keyboard, so the on-screen one stayed away (as on an
                // iPad with one attached); unplugged, it comes back for the search field.
                .run { self.application.enqueue(.hardwareKeyboardRemoved) },
                .run { self.tap(self.roomBoard?.searchController.searchBar.searchTextField) },
                .wait(ScriptedVisit.slide), .typeOnKeyboard("lab"), .wait(0.5),
                .run { self.screenshot("20-room-search") },
                .run { self.tapElement { $0 == "Cancel" } }, .wait(ScriptedVisit.slide),
                .run { self.tapElement { $0 == "Appointments" } }, .wait(0.6),
                // A visitor's details, pushed; reception's Sign Out asks in an alert (cancelled here);
                // the visitor checks in from the details.
                .run { self.tap(at: CGPoint(x: 400, y: 320)) }, .wait(0.5),
                .run { self.screenshot("21-visitor-details") },
                .run { self.tapElement { $0 == "Sign Out" } }, .wait(0.5),
                .run { self.screenshot("22-sign-out-alert") },
                .run { self.tapElement { $0 == "Cancel" } }, .wait(0.5),
                .run { self.tapElement { $0.hasPrefix("Check In as ") } }, .wait(0.6),
                .run { self.screenshot("23-appointment-picked") },
            ] + languages(on: screen) + [
                .run { self.finish() }
            ]
        runNextStep()
    }

    /// The visitor's own language, chosen on the check-in screen (reception made German the
    /// kiosk's in settings): a German name with ü on its own key and ß on a long press of s; a
    /// French one with é from a long press of e on AZERTY; an Arabic one, the screen reading from
    /// the right and أ on a long press of ا; a Chinese one typed in pinyin and chosen from the
    /// candidate bar; then checking in, in Chinese.
    private func languages(on screen: CheckInViewController) -> [Step] {
        [
            .run { self.tap(screen.nameField) }, .wait(ScriptedVisit.slide),
            .run { self.tapClearButton(of: screen.nameField) }, .wait(0.1),
            .typeOnKeyboard("Jürgen Weiß"), .wait(0.1), .run { self.screenshot("24-deutsch") },
            .run { self.tapElement { $0 == "Français" } }, .wait(0.3),
            .run { self.tapClearButton(of: screen.nameField) }, .wait(0.1),
            .typeOnKeyboard("Am"), .longPressKey("e", choosing: "é", screenshot: "25-francais-accents"),
            .typeOnKeyboard("lie Durand"), .wait(0.1), .run { self.screenshot("26-francais") },
            .run { self.tapElement { $0 == "العربية" } }, .wait(0.3),
            .run { self.tapClearButton(of: screen.nameField) }, .wait(0.1),
            .typeOnKeyboard("سارة أحمد"), .wait(0.1), .run { self.screenshot("27-arabic") },
            .run { self.tapElement { $0 == "中文" } }, .wait(0.3),
            .run { self.tapClearButton(of: screen.nameField) }, .wait(0.1),
            .typeOnKeyboard("wangfang"), .wait(0.2), .run { self.screenshot("28-pinyin-candidates") },
            .run { self.tapCandidate("王芳") }, .wait(0.1),
            // Done on the bar above the keyboard, which then goes; then check in.
            .run { self.tap((screen.nameField.inputAccessoryView as? FormAccessoryBar)?.doneButton) },
            .wait(ScriptedVisit.slide),
            .run { self.tap(screen.checkInButton) }, .wait(0.6),
            .run { self.screenshot("29-chinese-checked-in") },
        ]
    }

    // MARK: - Private

    private func runNextStep() {
        guard !steps.isEmpty else { return }
        switch steps.removeFirst() {
        case .wait(let delay):
            application.clock.schedule(after: delay) { self.runNextStep() }
        case .run(let action):
            action()
            // Let the application dispatch what the step queued before the next one looks.
            application.clock.schedule(after: 0.05) { self.runNextStep() }
        case .typeOnKeyboard(let text):
            guard let character = text.first else { return runNextStep() }
            guard let keyboard = application.inputViewHost.visibleKeyboard,
                let next = keyboard.nextKey(toType: character)
            else { return fail("the on-screen keyboard cannot type \"\(character)\"") }
            if next.viaLongPress {
                steps.insert(
                    contentsOf: [
                        .longPressKey(next.title, choosing: String(character), screenshot: nil),
                        .typeOnKeyboard(String(text.dropFirst())),
                    ], at: 0)
                return runNextStep()
            }
            tapKey(next.title)
            // Shift and page keys come before the character itself; then the rest of the text.
            steps.insert(.typeOnKeyboard(next.typesCharacter ? String(text.dropFirst()) : text), at: 0)
            application.clock.schedule(after: ScriptedVisit.keyInterval) { self.runNextStep() }
        case .longPressKey(let title, let alternative, let name):
            guard let keyboard = application.inputViewHost.visibleKeyboard,
                let frame = keyboard.frame(ofKeyTitled: title)
            else { return fail("the on-screen keyboard shows no key \"\(title)\"") }
            touchList(.down, at: keyboard.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil))
            // UIKit's long-press delay is 0.45 s; the callout opens, then the finger slides to
            // the choice and lifts.
            application.clock.schedule(after: 0.5) {
                guard let cell = keyboard.frame(ofAlternative: alternative) else {
                    return self.fail("the key \"\(title)\" offers no \"\(alternative)\" on a long press")
                }
                self.touchList(.move, at: keyboard.convert(CGPoint(x: cell.midX, y: cell.midY), to: nil))
                self.application.clock.schedule(after: 0.1) {
                    if let name { self.screenshot(name) }
                    self.touchList(.up, at: keyboard.convert(CGPoint(x: cell.midX, y: cell.midY), to: nil))
                    self.application.clock.schedule(after: ScriptedVisit.keyInterval) { self.runNextStep() }
                }
            }
        }
    }

    /// A quick upward stroke: touches 50 ms apart, fast enough to fling a list.
    private func flick(from start: CGPoint, by offset: CGPoint) -> [Step] {
        var steps: [Step] = [.run { self.touchList(.down, at: start) }]
        for step in 1...6 {
            let t = CGFloat(step) / 6
            let point = CGPoint(x: start.x + offset.x * t, y: start.y + offset.y * t)
            // The finger lifts as it makes its last move, still moving.
            steps.append(
                .run {
                    self.touchList(.move, at: point)
                    if step == 6 { self.touchList(.up, at: point) }
                })
        }
        return steps
    }

    /// A one-finger stroke from wherever `start` says when it begins (nil fails the visit), by
    /// `offset`, in `moves` moves `interval` seconds apart; quick strokes fling and page.
    private func stroke(
        from start: @escaping @MainActor () -> CGPoint?, by offset: CGPoint, moves: Int, interval: TimeInterval = 0
    ) -> [Step] {
        var steps: [Step] = [
            .run {
                guard let point = start() else { return self.fail("the visit's stroke has no place to start") }
                self.strokeStart = point
                self.touchList(.down, at: point)
            }
        ]
        for move in 1...moves {
            let t = CGFloat(move) / CGFloat(moves)
            if interval > 0 { steps.append(.wait(interval)) }
            steps.append(
                .run {
                    let point = CGPoint(x: self.strokeStart.x + offset.x * t, y: self.strokeStart.y + offset.y * t)
                    self.touchList(.move, at: point)
                    if move == moves { self.touchList(.up, at: point) }
                })
        }
        return steps
    }

    /// The room board, when it is the screen on top.
    private var roomBoard: RoomBoardViewController? {
        (delegate.checkInController?.presentedViewController as? UINavigationController)?.topViewController
            as? RoomBoardViewController
    }

    /// The middle of a room board cell of `section` wholly on screen: the first such, or the one
    /// `skipping` later.
    private func roomBoardPoint(section: Int, skipping: Int = 0) -> CGPoint? {
        guard let collectionView = roomBoard?.collectionView, let window = collectionView.window else { return nil }
        let onScreen = collectionView.indexPathsForVisibleItems.filter { $0.section == section }.sorted()
            .compactMap { collectionView.cellForItem(at: $0) }
            .map { $0.convert($0.bounds, to: nil) }
            .filter { window.bounds.contains($0) }
        guard onScreen.indices.contains(skipping) else { return nil }
        return CGPoint(x: onScreen[skipping].midX, y: onScreen[skipping].midY)
    }

    private func touchList(_ change: TouchContact.Change, at point: CGPoint) {
        application.enqueue(.touches(TouchFrame([TouchContact(id: 0, change: change, location: point)])))
    }

    /// Taps the edit menu item titled `title`.
    private func tapMenuItem(_ title: String) {
        guard let frame = application.menuController.frameOfItem(titled: title) else {
            return fail("the edit menu shows no item \"\(title)\"")
        }
        tap(at: CGPoint(x: frame.midX, y: frame.midY))
    }

    /// Taps the field's clear button (shown while it is edited and has text).
    private func tapClearButton(of field: UITextField) {
        let button = field.clearButtonRect(forBounds: field.bounds)
        tap(at: field.convert(CGPoint(x: button.midX, y: button.midY), to: nil))
    }

    /// Taps `text` in the pinyin keyboard's candidate bar, where it shows without scrolling. With
    /// no bar at all (librime or its data missing: the launcher said so, and the Chinese keyboard
    /// typed Latin letters) the visit goes on with what was typed.
    private func tapCandidate(_ text: String) {
        guard let keyboard = application.inputViewHost.visibleKeyboard else { return fail("the keyboard went away") }
        guard let bar = keyboard.candidateBarFrame else {
            if screenshotTaken == nil {
                printError("scanout-demo: no pinyin candidates (see the warning above); the Chinese name stays as typed")
            }
            return
        }
        guard let cell = keyboard.frame(ofCandidate: text), bar.contains(CGPoint(x: cell.midX, y: cell.midY)) else {
            let offered = application.inputViewHost.visibleKeyboard?.candidateTitles.prefix(8) ?? []
            return fail("the candidate bar shows no \"\(text)\" (it offers \(offered.joined(separator: " ")))")
        }
        tap(at: keyboard.convert(CGPoint(x: cell.midX, y: cell.midY), to: nil))
    }

    private func tapShakeChoice(_ title: String) {
        guard let frame = application.frameOfShakeToEditChoice(title) else {
            return fail("the shake-to-edit panel offers no \"\(title)\"")
        }
        tap(at: CGPoint(x: frame.midX, y: frame.midY))
    }

    /// Where the caret goes before the character at `offset` in `field`, on screen.
    private func point(in field: UITextField, atOffset offset: Int) -> CGPoint {
        let caret = field.caretRect(for: UITextPosition(offset: offset))
        return field.convert(CGPoint(x: caret.midX, y: caret.midY), to: nil)
    }

    private func doubleTap(_ field: UITextField, atOffset offset: Int) {
        let location = point(in: field, atOffset: offset)
        tap(at: location)
        tap(at: location)
    }

    private func touch(_ change: TouchContact.Change, _ field: UITextField, atOffset offset: Int) {
        let location = point(in: field, atOffset: offset)
        application.enqueue(.touches(TouchFrame([TouchContact(id: 0, change: change, location: location)])))
    }

    private func pressControlZ() {
        for change in [KeyReport.Change.down, .up] {
            application.enqueue(
                .key(
                    KeyReport(
                        keyCode: .keyboardZ, change: change, characters: "z",
                        charactersIgnoringModifiers: "z", modifierFlags: .control)))
        }
    }

    /// Taps the on-screen key titled `title` where it is drawn.
    private func tapKey(_ title: String) {
        guard let keyboard = application.inputViewHost.visibleKeyboard,
            let frame = keyboard.frame(ofKeyTitled: title)
        else { return fail("the on-screen keyboard shows no key \"\(title)\"") }
        tap(at: keyboard.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil))
    }

    /// Taps the frontmost visible accessibility element whose label passes `matches`: a bar
    /// button, an alert action, a button, found as a person finds it by its words.
    private func tapElement(_ matches: (String) -> Bool) {
        var found: UIView?
        func visit(_ view: UIView) {
            guard found == nil, !view.isHidden, view.alpha > 0.01 else { return }
            if view.isAccessibilityElement {
                if let label = view.accessibilityLabel, matches(label) { found = view }
                return
            }
            for subview in view.subviews.reversed() { visit(subview) }
        }
        for window in application.windows.reversed() where !window.isHidden { visit(window) }
        guard let found else { return fail("nothing on screen has the label the visit looks for") }
        tap(found)
    }

    private func tap(_ view: UIView?) {
        guard let view, view.window != nil else { return fail("a view the visit taps is not on screen") }
        tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
    }

    private func tap(at point: CGPoint) {
        application.enqueue(.touches(TouchFrame([TouchContact(id: 0, change: .down, location: point)])))
        application.enqueue(.touches(TouchFrame([TouchContact(id: 0, change: .up, location: point)])))
    }

    /// Drags a slider's thumb from its current place to `fraction` of the track.
    private func drag(_ slider: UISlider, toFraction fraction: Float) {
        let range = slider.maximumValue - slider.minimumValue
        let start = CGFloat((slider.value - slider.minimumValue) / range)
        let travel = slider.bounds.width - 28
        let from = slider.convert(CGPoint(x: 14 + travel * start, y: slider.bounds.midY), to: nil)
        let to = slider.convert(CGPoint(x: 14 + travel * CGFloat(fraction), y: slider.bounds.midY), to: nil)
        var contacts = [TouchContact(id: 0, change: .down, location: from)]
        for step in 1...10 {
            let t = CGFloat(step) / 10
            contacts.append(
                TouchContact(
                    id: 0, change: .move, location: CGPoint(x: from.x + (to.x - from.x) * t, y: from.y)))
        }
        contacts.append(TouchContact(id: 0, change: .up, location: to))
        for contact in contacts { application.enqueue(.touches(TouchFrame([contact]))) }
    }

    private func screenshot(_ name: String) {
        if let screenshotTaken { return screenshotTaken(name) }
        do {
            written.append(try display.saveScreenshot(named: name))
        } catch {
            fail("\(error)")
        }
    }

    private func finish() {
        if let finished { return finished() }
        print("scanout-demo: \(display.frameCount) frames rendered; screenshots:")
        for path in written { print("  \(path)") }
        print("scanout-demo: peak memory \(PeakMemory.residentKilobytes().map { "\($0) KiB" } ?? "unknown")")
        exit(0)
    }

    private func fail(_ message: String) {
        if let failed {
            steps = []
            return failed(message)
        }
        printError("scanout-demo: \(message)")
        exit(1)
    }
}

/// The process's peak resident set size, from /proc/self/status (Linux).
enum PeakMemory {
    static func residentKilobytes() -> Int? {
        guard let status = FileManager.default.contents(atPath: "/proc/self/status") else { return nil }
        for line in String(decoding: status, as: UTF8.self).split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let fields = line.dropFirst(6).split(whereSeparator: { $0 == " " || $0 == "\t" })
            return fields.first.flatMap { Int($0) }
        }
        return nil
    }
}

/// Writes a line to standard error, all of it (see `Diagnostics.writeToStandardError`).
func printError(_ message: String) {
    Diagnostics.writeToStandardError(message + "\n")
}
