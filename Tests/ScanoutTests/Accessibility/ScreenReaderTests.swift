import Scanout
import ScanoutTesting
import Testing

/// The screen reader as a person uses it: gestures on the touchscreen, and what it says.
@MainActor
@Suite struct ScreenReaderTests {
    /// A heading, two buttons and a label, top to bottom; `taps` counts the first button's actions.
    @MainActor final class Screen {
        let host = TestHost()
        let heading = UILabel(frame: CGRect(x: 20, y: 20, width: 300, height: 30))
        let checkIn = UIButton(type: .system)
        let help = UIButton(type: .system)
        let footer = UILabel(frame: CGRect(x: 20, y: 400, width: 300, height: 30))
        var taps = 0

        init() {
            heading.text = "Welcome"
            heading.accessibilityTraits = .header
            checkIn.setTitle("Check In", for: .normal)
            checkIn.accessibilityTraits = .button
            checkIn.accessibilityHint = "Starts your visit"
            checkIn.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
            checkIn.addAction(UIAction { [unowned self] _ in taps += 1 }, for: .touchUpInside)
            help.setTitle("Help", for: .normal)
            help.accessibilityTraits = .button
            help.frame = CGRect(x: 20, y: 200, width: 200, height: 44)
            footer.text = "Open until six"
            for view in [heading, checkIn, help, footer] { host.window.addSubview(view) }
            host.drain()
        }
    }

    @Test func turningOnSpeaksTheFirstElementAndSwipesMoveInReadingOrder() {
        let screen = Screen()
        let host = screen.host
        var statusChanges = 0
        let observer = NotificationCenter.default.addObserver(
            forName: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil, queue: nil
        ) { _ in MainActor.assumeIsolated { statusChanges += 1 } }
        defer { NotificationCenter.default.removeObserver(observer) }

        #expect(!UIAccessibility.isVoiceOverRunning)
        host.application.screenReader.isEnabled = true
        host.drain()
        #expect(UIAccessibility.isVoiceOverRunning)
        #expect(statusChanges == 1)
        #expect(host.spokenLines == ["Welcome, heading"])
        #expect(host.application.screenReader.focusedElement === screen.heading)

        host.screenReaderSwipe(.right)
        host.screenReaderSwipe(.right)
        host.screenReaderSwipe(.right)
        #expect(host.spokenLines.suffix(3) == ["Check In, button", "Help, button", "Open until six"])
        host.screenReaderSwipe(.right)
        #expect(host.speech.earcons.last == .boundary, "past the last element: a boundary sound")
        host.screenReaderSwipe(.left)
        #expect(host.spokenLines.last == "Help, button")
        #expect(host.speech.earcons.filter { $0 == .focusMoved }.count == 5)
        #expect(screen.taps == 0)
    }

    @Test func touchingExploresAndDoubleTapAnywhereActivatesThroughATap() {
        let screen = Screen()
        let host = screen.host
        host.application.screenReader.isEnabled = true
        host.screenReaderTouch(at: CGPoint(x: 60, y: 120))
        #expect(host.spokenLines.last == "Check In, button")
        #expect(screen.taps == 0, "touching only speaks")

        // A plain tap on the other button moves the cursor there; it does not press it.
        host.screenReaderTap(at: CGPoint(x: 60, y: 220))
        #expect(host.application.screenReader.focusedElement === screen.help)
        host.screenReaderSwipe(.left)
        host.screenReaderDoubleTap()
        #expect(screen.taps == 1, "the double tap lands on the focused button")
        #expect(host.speech.earcons.contains(.activated))
    }

    @Test func whileOnFingersDoNotReachViewsAndWhenOffTheyDoAgain() {
        let screen = Screen()
        let host = screen.host
        host.application.screenReader.isEnabled = true
        host.tap(at: CGPoint(x: 60, y: 120))
        host.advance(by: 1)
        #expect(screen.taps == 0)
        host.application.screenReader.isEnabled = false
        host.tap(at: CGPoint(x: 60, y: 120))
        #expect(screen.taps == 1)
        #expect(!UIAccessibility.isVoiceOverRunning)
    }

    @Test func theHintFollowsAfterAPauseUnlessTheCursorMoves() {
        let screen = Screen()
        let host = screen.host
        host.application.screenReader.isEnabled = true
        host.application.screenReader.moveFocus(to: screen.checkIn)
        host.advance(by: 3)
        #expect(host.spokenLines.suffix(2) == ["Check In, button", "Starts your visit"])

        host.application.screenReader.moveFocus(to: screen.checkIn)
        host.application.screenReader.moveToNextElement()
        host.advance(by: 3)
        #expect(!host.spokenLines.suffix(2).contains("Starts your visit"), "moved on before the hint")

        host.application.screenReader.speaksHints = false
        host.application.screenReader.moveFocus(to: screen.checkIn)
        host.advance(by: 3)
        #expect(host.spokenLines.last == "Check In, button")
    }

    @Test func readAllReadsTopToBottomAndATouchStopsIt() {
        let screen = Screen()
        let host = screen.host
        host.application.screenReader.isEnabled = true
        host.advance(by: 2)
        host.speech.clearRecords()
        host.screenReaderSwipe(.up, fingers: 2)
        host.advance(by: 10)
        #expect(host.spokenLines == ["Welcome, heading", "Check In, button", "Help, button", "Open until six"])
        #expect(host.application.screenReader.focusedElement === screen.footer)

        host.speech.clearRecords()
        host.screenReaderSwipe(.up, fingers: 2)
        host.advance(by: 0.3)
        host.screenReaderTwoFingerTap()
        let saidBeforeStopping = host.spokenLines.count
        host.advance(by: 10)
        #expect(host.spokenLines.count == saidBeforeStopping, "two fingers tapped: reading stopped")
        #expect(saidBeforeStopping < 4)
        #expect(host.speech.records.last?.wasInterrupted == true)
    }

    @Test func announcementsWaitTheirTurnAndAFocusMoveCutsThemOff() {
        let screen = Screen()
        let host = screen.host
        host.application.screenReader.isEnabled = true
        UIAccessibility.post(notification: .announcement, argument: "Your badge is printing")
        host.drain()
        #expect(host.spokenLines == ["Welcome, heading"], "the announcement waits for the element")
        host.advance(by: 3)
        #expect(host.spokenLines == ["Welcome, heading", "Your badge is printing"])
        #expect(host.speech.records.allSatisfy { !$0.wasInterrupted }, "queued, not interrupting")

        UIAccessibility.post(notification: .announcement, argument: "Please wait while we print your badge")
        host.advance(by: 0.2)
        #expect(host.spokenLines.last == "Please wait while we print your badge")
        host.screenReaderSwipe(.right)
        host.advance(by: 5)
        let cutOff = host.speech.records.first { $0.utterance.text.hasPrefix("Please wait") }
        #expect(cutOff?.wasInterrupted == true, "a focus move cuts an announcement off")
        #expect(host.spokenLines.suffix(2) == ["Check In, button", "Starts your visit"])
    }

    @Test func screenChangedMovesToTheNamedElementOrTheFirst() {
        let screen = Screen()
        let host = screen.host
        host.application.screenReader.isEnabled = true
        UIAccessibility.post(notification: .screenChanged, argument: screen.help)
        host.drain()
        #expect(host.application.screenReader.focusedElement === screen.help)
        #expect(host.spokenLines.last == "Help, button")
        #expect(host.speech.earcons.contains(.screenChanged))

        screen.help.removeFromSuperview()
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
        host.drain()
        #expect(host.application.screenReader.focusedElement === screen.heading, "the focused element went: the first")
        screen.host.application.screenReader.moveFocus(to: screen.footer)
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
        host.drain()
        #expect(host.application.screenReader.focusedElement === screen.footer, "still there: kept")
    }

    @Test func theCursorIsDrawnAroundTheFocusedElement() throws {
        let screen = Screen()
        let host = screen.host
        host.window.backgroundColor = .white
        host.application.screenReader.isEnabled = true
        host.application.screenReader.moveFocus(to: screen.checkIn)
        let image = try #require(host.render().cgImage)
        // The outline's dark ring sits just outside the button's frame (20, 100, 200, 44).
        let ring = image.pixel(x: 120, y: 99)
        #expect(ring.red < 60 && ring.green < 60 && ring.blue < 60, "dark ring above the button: \(ring)")
        host.application.screenReader.isEnabled = false
        let after = try #require(host.render().cgImage).pixel(x: 120, y: 99)
        #expect(after.red > 200, "the cursor went with the reader")
    }
}

/// The screen reader without touching the screen: a keyboard, a keypad, a remote.
@MainActor
@Suite struct ScreenReaderKeyTests {
    @Test func tabArrowsAndReturnDriveTheReaderAndReachNoResponder() {
        let screen = ScreenReaderTests.Screen()
        let host = screen.host
        let field = UITextField(frame: CGRect(x: 20, y: 300, width: 200, height: 40))
        field.placeholder = "Name"
        field.accessibilityLabel = "Name"
        host.window.addSubview(field)
        host.application.screenReader.isEnabled = true
        host.drain()
        host.press(.keyboardTab)
        #expect(host.application.screenReader.focusedElement === screen.checkIn)
        host.press(.keyboardRightArrow)
        #expect(host.application.screenReader.focusedElement === screen.help)
        host.press(.keyboardTab, modifiers: .shift)
        #expect(host.application.screenReader.focusedElement === screen.checkIn)
        host.press(.keyboardReturnOrEnter)
        #expect(screen.taps == 1, "Return activates the focused button")

        // Editing with the cursor on the field: letters and arrows go to the field; Tab moves on.
        field.becomeFirstResponder()
        host.application.screenReader.moveFocus(to: field)
        host.type("Ada")
        host.press(.keyboardLeftArrow)
        host.type("x")
        #expect(field.text == "Adxa", "the arrow moved the caret")
        #expect(host.application.screenReader.focusedElement === field)
        host.press(.keyboardTab)
        #expect(host.application.screenReader.focusedElement === screen.footer)
        // With the cursor elsewhere, Return activates what it is on, not the field.
        host.press(.keyboardTab, modifiers: .shift)
        host.press(.keyboardTab, modifiers: .shift)
        #expect(host.application.screenReader.focusedElement === screen.help)
        host.press(.keyboardLeftArrow)
        host.press(.keyboardReturnOrEnter)
        #expect(screen.taps == 2)
    }

    @Test func keysAreTheirOwnWhenTheReaderIsOff() {
        let screen = ScreenReaderTests.Screen()
        let host = screen.host
        host.press(.keyboardTab)
        host.press(.keyboardReturnOrEnter)
        #expect(host.application.screenReader.focusedElement == nil)
        #expect(host.spokenLines.isEmpty)
    }
}

/// A kiosk keypad (the board's `focus.keypad`) drives the reader while it is on.
@MainActor
@Suite struct ScreenReaderKeypadTests {
    @Test func keypadKeysMoveActivateGoBackAndAskForHelp() {
        let screen = ScreenReaderTests.Screen()
        let host = screen.host
        host.focusConfiguration = FocusConfiguration(keypad: [
            .keyboardF1: .previous, .keyboardF2: .next, .keyboardF3: .activate, .keyboardF4: .help,
        ])
        var helpRequests = 0
        let observer = NotificationCenter.default.addObserver(
            forName: UIFocusSystem.helpRequestedNotification, object: nil, queue: nil
        ) { _ in MainActor.assumeIsolated { helpRequests += 1 } }
        defer { NotificationCenter.default.removeObserver(observer) }
        host.application.screenReader.isEnabled = true
        host.press(.keyboardF2)
        #expect(host.application.screenReader.focusedElement === screen.checkIn)
        host.press(.keyboardF4)
        #expect(host.spokenLines.last == "Starts your visit", "help says the hint")
        #expect(helpRequests == 1, "and the app hears the help key as without the reader")
        host.press(.keyboardF3)
        #expect(screen.taps == 1)
        host.press(.keyboardF2)
        host.press(.keyboardF4)
        #expect(host.spokenLines.last == "No hint")
        host.press(.keyboardF1)
        #expect(host.application.screenReader.focusedElement === screen.checkIn)
    }

    @Test func aKeypadsAccessibilityKeyTurnsTheReaderOnAndOff() {
        let screen = ScreenReaderTests.Screen()
        let host = screen.host
        host.focusConfiguration = FocusConfiguration(keypad: [.keyboardF9: .screenReader, .keyboardF2: .next])
        host.press(.keyboardF9)
        #expect(host.application.screenReader.isEnabled)
        #expect(UIAccessibility.isVoiceOverRunning)
        #expect(host.spokenLines.last == "Welcome, heading")
        host.press(.keyboardF2)
        #expect(host.application.screenReader.focusedElement === screen.checkIn)
        host.press(.keyboardF9)
        #expect(!host.application.screenReader.isEnabled)
        #expect(!UIAccessibility.isVoiceOverRunning)
    }
}
