import Scanout
import ScanoutTesting
import Testing

/// The screen reader turned on without touching the app: a key chord the board names, or on from
/// launch; and what it says written to the event trace, the only place it can be read on a board
/// without audio.
@MainActor
@Suite struct ScreenReaderShortcutTests {
    static let chord = FocusConfiguration.KeyChord(keyCode: .keyboardS, modifierFlags: [.control, .alternate])

    /// A name field being edited and a Check In button.
    @MainActor final class Form {
        let host = TestHost()
        let name = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 40))
        let checkIn = UIButton(type: .system)
        var taps = 0

        init() {
            name.accessibilityLabel = "Name"
            checkIn.setTitle("Check In", for: .normal)
            checkIn.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
            checkIn.addAction(UIAction { [unowned self] _ in taps += 1 }, for: .touchUpInside)
            host.window.addSubview(name)
            host.window.addSubview(checkIn)
            host.focusConfiguration.screenReaderShortcut = ScreenReaderShortcutTests.chord
            host.drain()
        }
    }

    @Test func theShortcutTurnsTheReaderOnAndOffAndTypesNothing() {
        let form = Form()
        let host = form.host
        _ = form.name.becomeFirstResponder()
        host.press(.keyboardA)
        #expect(form.name.text == "a")

        host.press(.keyboardS, modifiers: [.control, .alternate])
        #expect(host.application.screenReader.isEnabled)
        #expect(UIAccessibility.isVoiceOverRunning)
        #expect(form.name.text == "a", "the chord reached no responder: nothing typed")
        #expect(!host.spokenLines.isEmpty, "the reader spoke as it came on: \(host.spokenLines)")

        // While the text is being edited, the reader leaves typing keys to the field; the
        // shortcut still turns it off.
        host.press(.keyboardB)
        host.press(.keyboardS, modifiers: [.control, .alternate, .alphaShift])
        #expect(!host.application.screenReader.isEnabled, "Caps Lock does not change the chord")
        #expect(!UIAccessibility.isVoiceOverRunning)
        // S with only one of the modifiers is not the chord: the field gets it.
        host.press(.keyboardS, modifiers: [.control])
        host.press(.keyboardS)
        #expect(!host.application.screenReader.isEnabled)
        #expect(form.name.text?.hasSuffix("s") == true, "plain S types: \(form.name.text ?? "")")
        #expect(form.taps == 0)
    }

    @Test func withoutAShortcutTheChordIsAnOrdinaryKey() {
        let form = Form()
        form.host.focusConfiguration.screenReaderShortcut = nil
        form.host.press(.keyboardS, modifiers: [.control, .alternate])
        #expect(!form.host.application.screenReader.isEnabled)
    }

    @Test func aReaderOnFromLaunchReadsTheFirstScreenAndTheAppCanTurnItOff() {
        final class Delegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(
                _ application: UIApplication,
                didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
            ) -> Bool {
                let window = UIWindow(frame: UIScreen.main.bounds)
                let controller = UIViewController()
                let title = UILabel(frame: CGRect(x: 20, y: 40, width: 300, height: 30))
                title.text = "Welcome to the museum"
                controller.view.addSubview(title)
                window.rootViewController = controller
                window.makeKeyAndVisible()
                self.window = window
                // The app's own voice wins over the board's.
                application.screenReader.speakingRate = 0.3
                return true
            }
        }
        let host = TestHost(
            screenReader: ScreenReaderSettings(isEnabled: true, speakingRate: 0.9, volume: 0.4),
            launching: { Delegate() })
        host.drain()
        let reader = host.application.screenReader
        #expect(reader.isEnabled)
        #expect(reader.speakingRate == 0.3 && reader.volume == 0.4)
        #expect(host.spokenLines.first == "Welcome to the museum", "\(host.spokenLines)")
        #expect(host.speech.records.first?.utterance.volume == 0.4)
        reader.isEnabled = false
        #expect(!UIAccessibility.isVoiceOverRunning)
    }

    @Test func whatTheReaderSaysGoesToTheEventTrace() {
        let form = Form()
        let host = form.host
        var lines: [String] = []
        host.application.eventTraceHandler = { lines.append($0) }
        host.press(.keyboardS, modifiers: [.control, .alternate])
        host.press(.keyboardTab)
        host.drain()
        let spoken = lines.filter { $0.hasPrefix("speak ") }
        #expect(spoken.count >= 2, "\(lines)")
        #expect(spoken.contains(#"speak "Check In, button""#), "\(spoken)")
        // The chord and Tab were the reader's: no press reached a responder.
        #expect(!lines.contains { $0.hasPrefix("presses") }, "\(lines)")
        form.checkIn.accessibilityLabel = "Say \"hi\"\nnow"
        host.application.screenReader.moveFocus(to: form.checkIn)
        host.drain()
        #expect(
            lines.last == #"speak "Say \"hi\"\u{a}now, button""#, "one utterance stays one line: \(lines.last ?? "")")
    }

    /// Random chords, modifiers and keys, with the shortcut changed and the reader toggled from a
    /// button's action: never traps, and the reader ends in the state the chord count says.
    @Test func hostileChordsAndReentrantToggles() {
        let form = Form()
        let host = form.host
        form.checkIn.addAction(
            UIAction { _ in
                host.application.screenReader.isEnabled.toggle()
                host.focusConfiguration.screenReaderShortcut = ScreenReaderShortcutTests.chord
            }, for: .touchUpInside)
        var generator = SplitMix64(seed: 37)
        let keys: [UIKeyboardHIDUsage] = [
            .keyboardS, .keyboardTab, .keyboardReturnOrEnter, .keyboardEscape, .keyboardA,
        ]
        let flags: [UIKeyModifierFlags] = [
            [], [.control], [.control, .alternate], [.alternate], [.shift, .control, .alternate],
        ]
        for step in 0..<600 {
            let key = keys[Int(generator.next() % UInt64(keys.count))]
            let modifiers = flags[Int(generator.next() % UInt64(flags.count))]
            switch generator.next() % 5 {
            case 0: host.keyDown(key, modifiers: modifiers)
            case 1: host.keyUp(key, modifiers: modifiers)
            case 2: host.tap(at: CGPoint(x: Double(generator.next() % 400), y: Double(generator.next() % 300)))
            case 3 where step % 50 == 0:
                host.focusConfiguration.screenReaderShortcut =
                    generator.next() % 2 == 0
                    ? nil : FocusConfiguration.KeyChord(keyCode: key, modifierFlags: modifiers)
            default: host.press(key, modifiers: modifiers)
            }
        }
        host.application.screenReader.isEnabled = false
        for key in keys { host.keyUp(key) }
        host.drain()
        // Flat: a thousand toggles leave no utterances waiting and nothing growing.
        for _ in 0..<1_000 { host.press(.keyboardS, modifiers: [.control, .alternate]) }
        host.focusConfiguration.screenReaderShortcut = ScreenReaderShortcutTests.chord
        host.press(.keyboardS, modifiers: [.control, .alternate])
        host.press(.keyboardS, modifiers: [.control, .alternate])
        #expect(!host.application.screenReader.isEnabled)
        #expect(!host.application.screenReader.isSpeaking)
    }
}
