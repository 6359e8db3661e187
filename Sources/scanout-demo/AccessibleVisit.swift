import FoundationEssentials
import KioskDemo
import Scanout

#if canImport(Glibc)
import Glibc
#endif

/// A visitor who cannot see the screen checks in without touching it: the screen reader is on,
/// and everything is done with a keyboard's Tab, Return and letter keys, queued as real input
/// through the application's event queue. Every line the reader says is printed ("said: …"), so
/// the run reads as the visit sounds.
@MainActor
final class AccessibleVisit {
    private let application: UIApplication
    private let display: OffscreenDisplay
    private let delegate: AppDelegate
    private var steps: [@MainActor () -> Bool] = []
    private var written: [String] = []

    /// Time between two keys: a person listening to each move before the next.
    private static let keyInterval: TimeInterval = 0.6
    /// The most Tabs to try before giving up on reaching an element.
    private static let tabLimit = 40

    init(application: UIApplication, display: OffscreenDisplay, delegate: AppDelegate) {
        self.application = application
        self.display = display
        self.delegate = delegate
    }

    func start() {
        guard let screen = delegate.checkInController else { return fail("the check-in screen did not load") }
        application.speechOutput = PrintingSpeechOutput(forwardingTo: application.speechOutput)
        let nameField = screen.nameField
        let emailField = screen.emailField
        let checkInButton = screen.checkInButton
        steps = [
            {
                self.application.screenReader.isEnabled = true; return true
            },
            {
                self.screenshot("a11y-01-reader-on"); return true
            },
            // Tab to the name field, Return to edit it, type the name.
            tabUntil(nameField),
            {
                self.press(.keyboardReturnOrEnter); return true
            },
            {
                self.type("Ada Lovelace"); return true
            },
            {
                self.screenshot("a11y-02-name-typed"); return true
            },
            tabUntil(emailField),
            {
                self.press(.keyboardReturnOrEnter); return true
            },
            {
                self.type("ada@northwind.example"); return true
            },
            // On to the button, and check in.
            tabUntil(checkInButton),
            {
                self.screenshot("a11y-03-on-check-in"); return true
            },
            {
                self.press(.keyboardReturnOrEnter); return true
            },
            {
                self.screenshot("a11y-04-checked-in"); return true
            },
            {
                guard nameField.text == "Ada Lovelace", emailField.text == "ada@northwind.example" else {
                    self.fail("the form reads \"\(nameField.text ?? "")\", \"\(emailField.text ?? "")\"")
                    return false
                }
                self.finish()
                return false
            },
        ]
        runNextStep()
    }

    // MARK: - Private

    private func runNextStep() {
        guard !steps.isEmpty else { return }
        let step = steps.removeFirst()
        guard step() else { return }
        application.clock.schedule(after: Self.keyInterval) { self.runNextStep() }
    }

    /// A step that presses Tab until the reader's cursor is on `element`: each Tab puts the
    /// same step back first, to look again once the reader has moved.
    private func tabUntil(_ element: AnyObject, tabs: Int = 0) -> @MainActor () -> Bool {
        {
            if self.application.screenReader.focusedElement === element { return true }
            guard tabs < Self.tabLimit else {
                self.fail("\(Self.tabLimit) Tabs did not reach \(element)")
                return false
            }
            self.press(.keyboardTab)
            self.steps.insert(self.tabUntil(element, tabs: tabs + 1), at: 0)
            return true
        }
    }

    private func press(_ key: UIKeyboardHIDUsage, characters: String = "", shift: Bool = false) {
        let modifiers: UIKeyModifierFlags = shift ? .shift : []
        for change in [KeyReport.Change.down, .up] {
            application.enqueue(
                .key(
                    KeyReport(
                        keyCode: key, change: change, characters: characters,
                        charactersIgnoringModifiers: characters.lowercased(), modifierFlags: modifiers)))
        }
    }

    /// Types `text` on a US keyboard (`USKeyboardLayout`: the key each character is on, and Shift).
    private func type(_ text: String) {
        for character in text {
            guard let (key, shift) = USKeyboardLayout.keystroke(for: character) else {
                return fail("the visit cannot type \"\(character)\"")
            }
            press(key, characters: String(character), shift: shift)
        }
    }

    private func screenshot(_ name: String) {
        do {
            written.append(try display.saveScreenshot(named: name))
        } catch {
            fail("\(error)")
        }
    }

    private func finish() {
        print("scanout-demo: accessible visit done without touching the screen; screenshots:")
        for path in written { print("  \(path)") }
        exit(0)
    }

    private func fail(_ message: String) {
        printError("scanout-demo: \(message)")
        exit(1)
    }
}

/// Prints each line the screen reader says, then passes it on to the platform's speech output
/// (if there is one): the accessible visit's transcript.
final class PrintingSpeechOutput: SpeechOutput, @unchecked Sendable {
    private let next: (any SpeechOutput)?

    init(forwardingTo next: (any SpeechOutput)?) {
        self.next = next
    }

    var summary: String { next?.summary ?? "printed only (no speech output)" }

    func speak(_ utterance: SpeechUtterance, completion: @escaping @Sendable (Bool) -> Void) {
        print("said: \(utterance.text)")
        if let next {
            next.speak(utterance, completion: completion)
        } else {
            completion(true)
        }
    }

    func stopSpeaking() { next?.stopSpeaking() }

    func play(_ earcon: Earcon) { next?.play(earcon) }
}
