import ScanoutTesting
import Testing

@testable import Scanout

/// The input-view host: which views show for the first responder, how they come and go, and the
/// keyboard notifications an app sees.
@MainActor
@Suite(.serialized) struct InputViewHostTests {
    /// Records the keyboard notifications as "willShow 480→298" style lines, frames by minY.
    @MainActor
    final class NotificationLog {
        private(set) var entries: [String] = []
        private(set) var endFrames: [CGRect] = []
        private(set) var durations: [TimeInterval] = []
        private var tokens: [NSObjectProtocol] = []

        init() {
            let names: [(Notification.Name, String)] = [
                (UIResponder.keyboardWillShowNotification, "willShow"),
                (UIResponder.keyboardDidShowNotification, "didShow"),
                (UIResponder.keyboardWillHideNotification, "willHide"),
                (UIResponder.keyboardDidHideNotification, "didHide"),
                (UIResponder.keyboardWillChangeFrameNotification, "willChange"),
            ]
            for (name, label) in names {
                tokens.append(
                    NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) {
                        [unowned self] note in
                        let begin =
                            (note.userInfo?[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue
                            ?? .null
                        let end =
                            (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .null
                        self.entries.append("\(label) \(Int(begin.minY))→\(Int(end.minY))")
                        self.endFrames.append(end)
                        self.durations.append(
                            note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double
                                ?? -1)
                    })
            }
        }

        func clear() {
            entries = []
            endFrames = []
            durations = []
        }

        isolated deinit {
            for token in tokens { NotificationCenter.default.removeObserver(token) }
        }
    }

    static func field(in host: TestHost, y: CGFloat = 20) -> UITextField {
        let field = UITextField(frame: CGRect(x: 20, y: y, width: 300, height: 40))
        field.borderStyle = .roundedRect
        field.autocapitalizationType = .none
        host.window.addSubview(field)
        return field
    }

    /// A small custom input view: a row of digit buttons that type into the first responder.
    static func digitPad(height: CGFloat = 120) -> UIView {
        let pad = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: height))
        pad.backgroundColor = .systemGray5
        for digit in 0..<3 {
            let button = UIButton(
                type: .system,
                primaryAction: UIAction(title: "\(digit)") { _ in
                    (UIApplication.shared.firstResponder as? UIKeyInput)?.insertText("\(digit)")
                })
            button.frame = CGRect(x: 10 + CGFloat(digit) * 90, y: 10, width: 80, height: 50)
            pad.addSubview(button)
        }
        return pad
    }

    /// An accessory bar with a Done button that ends editing.
    static func doneBar(ending view: UIView) -> UIView {
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 44))
        bar.backgroundColor = .white
        let done = UIButton(
            type: .system,
            primaryAction: UIAction(title: "Done") { [weak view] _ in
                view?.endEditing(true)
            })
        done.frame = CGRect(x: 700, y: 0, width: 90, height: 44)
        bar.addSubview(done)
        return bar
    }

    @Test func showingSlidesUpAndPostsFramesInScreenCoordinates() throws {
        let host = TestHost()
        let log = NotificationLog()
        let field = InputViewHostTests.field(in: host)
        host.tap(at: CGPoint(x: 100, y: 40))
        let frame = try #require(host.inputViewsFrame)
        #expect(log.entries == ["willShow 480→\(Int(frame.minY))", "willChange 480→\(Int(frame.minY))"])
        #expect(log.endFrames.last == frame)
        #expect(log.durations.last == 0.25)
        // Mid-slide the keyboard is on its way; at the end it sits on the bottom edge.
        let keyboard = try #require(host.application.inputViewHost.visibleKeyboard)
        let container = try #require(keyboard.superview)
        host.advance(by: 0.1)
        let midway = try #require(container.presentation?.center?.y, "sliding, not placed at once")
        #expect(midway > container.center.y && midway < container.center.y + frame.height)
        host.advance(by: 0.2)
        #expect(log.entries.last == "didShow 480→\(Int(frame.minY))")
        #expect(keyboard.convert(keyboard.bounds, to: nil) == frame)
        // Resigning slides it away, and the host says so.
        log.clear()
        field.resignFirstResponder()
        #expect(log.entries == ["willHide \(Int(frame.minY))→480", "willChange \(Int(frame.minY))→480"])
        #expect(host.inputViewsFrame == nil)
        host.advance(by: 0.3)
        #expect(log.entries.last == "didHide \(Int(frame.minY))→480")
        #expect(!host.isKeyboardVisible)
    }

    @Test func focusMovesBetweenFieldsWithoutHiding() throws {
        let host = TestHost()
        let first = InputViewHostTests.field(in: host)
        let second = InputViewHostTests.field(in: host, y: 80)
        second.keyboardType = .numberPad
        host.tap(at: CGPoint(x: 100, y: 40))
        host.advance(by: 0.3)
        let keyboard = try #require(host.application.inputViewHost.visibleKeyboard)
        let log = NotificationLog()
        host.tap(at: CGPoint(x: 100, y: 100))
        #expect(second.isFirstResponder && !first.isFirstResponder)
        #expect(!log.entries.contains { $0.hasPrefix("willHide") || $0.hasPrefix("willShow") })
        #expect(host.application.inputViewHost.visibleKeyboard === keyboard, "the same keyboard, kept up")
        #expect(keyboard.currentPage == .numberPad, "showing the new field's keyboard type")
        try host.tapKeyboardKey("7")
        #expect(second.text == "7")
        #expect(first.text == "")
    }

    @Test func customInputViewReplacesTheKeyboardAndAccessoryDoneEndsEditing() throws {
        let host = TestHost()
        let field = InputViewHostTests.field(in: host)
        field.inputView = InputViewHostTests.digitPad()
        field.inputAccessoryView = InputViewHostTests.doneBar(ending: host.window)
        var ended = 0
        field.addAction(UIAction { _ in ended += 1 }, for: .editingDidEnd)
        host.tap(at: CGPoint(x: 100, y: 40))
        host.advance(by: 0.3)
        #expect(!host.isKeyboardVisible, "the custom input view shows instead")
        let frame = try #require(host.inputViewsFrame)
        #expect(frame == CGRect(x: 0, y: 480 - 164, width: 800, height: 164), "accessory 44 on top of 120")
        let pad = try #require(field.inputView)
        let bar = try #require(field.inputAccessoryView)
        #expect(pad.window != nil && pad.window !== host.window, "hosted, not in the app's hierarchy")
        #expect(bar.convert(bar.bounds, to: nil) == CGRect(x: 0, y: 316, width: 800, height: 44))
        #expect(pad.convert(pad.bounds, to: nil).minY == 360)
        // The pad's buttons type; the accessory's Done ends editing.
        host.tap(at: pad.convert(CGPoint(x: 10 + 90 + 40, y: 35), to: nil))
        #expect(field.text == "1")
        host.tap(at: bar.convert(CGPoint(x: 745, y: 22), to: nil))
        #expect(!field.isFirstResponder)
        #expect(ended == 1)
        host.advance(by: 0.3)
        #expect(pad.window == nil, "taken away once hidden")
    }

    @Test func inputViewControllersWorkTheSameWay() throws {
        final class PadController: UIInputViewController {
            override func loadView() {
                view = InputViewHostTests.digitPad(height: 100)
            }
        }
        final class Editor: UIView, UIKeyInput {
            var typed = ""
            let controller = PadController()
            let accessory = UIInputViewController()
            var hasText: Bool { !typed.isEmpty }
            func insertText(_ text: String) { typed += text }
            func deleteBackward() { typed = String(typed.dropLast()) }
            override var canBecomeFirstResponder: Bool { true }
            override var inputViewController: UIInputViewController? { controller }
            override var inputAccessoryViewController: UIInputViewController? { accessory }
        }
        let host = TestHost()
        let editor = Editor(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        editor.accessory.view.frame.size.height = 30
        host.window.addSubview(editor)
        editor.becomeFirstResponder()
        host.advance(by: 0.3)
        #expect(!host.isKeyboardVisible)
        #expect(host.inputViewsFrame == CGRect(x: 0, y: 350, width: 800, height: 130))
        host.tap(at: editor.controller.view.convert(CGPoint(x: 50, y: 35), to: nil))
        #expect(editor.typed == "0")
    }

    @Test func reloadInputViewsSwapsAtOnceOnlyForTheFirstResponder() throws {
        final class Editor: UIView, UIKeyInput {
            var custom: UIView?
            var hasText: Bool { false }
            func insertText(_ text: String) {}
            func deleteBackward() {}
            override var canBecomeFirstResponder: Bool { true }
            override var inputView: UIView? { custom }
        }
        let host = TestHost()
        let editor = Editor(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let other = Editor(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        host.window.addSubview(editor)
        host.window.addSubview(other)
        editor.becomeFirstResponder()
        host.advance(by: 0.3)
        #expect(host.isKeyboardVisible)
        let log = NotificationLog()
        let pad = InputViewHostTests.digitPad(height: 100)
        editor.custom = pad
        #expect(host.isKeyboardVisible, "nothing changes until reloadInputViews()")
        editor.reloadInputViews()
        #expect(!host.isKeyboardVisible)
        #expect(pad.convert(pad.bounds, to: nil) == CGRect(x: 0, y: 380, width: 800, height: 100), "in place at once")
        #expect(log.durations.allSatisfy { $0 == 0 }, "without animation")
        #expect(log.entries.contains { $0.hasPrefix("willChange") })
        #expect(!log.entries.contains { $0.hasPrefix("willHide") })
        // Not first responder: a no-op.
        log.clear()
        other.custom = InputViewHostTests.digitPad(height: 50)
        other.reloadInputViews()
        #expect(log.entries.isEmpty)
        #expect(host.inputViewsFrame?.height == 100)
        #expect(other.custom?.window == nil)
    }

    @Test func hardwareTypingHidesTheKeyboardButKeepsTheAccessoryUntilUnplugged() throws {
        let host = TestHost()
        let field = InputViewHostTests.field(in: host)
        field.inputAccessoryView = InputViewHostTests.doneBar(ending: host.window)
        host.tap(at: CGPoint(x: 100, y: 40))
        host.advance(by: 0.3)
        #expect(host.isKeyboardVisible)
        let withKeyboard = try #require(host.inputViewsFrame)
        host.type("Hi")
        host.advance(by: 0.3)
        #expect(field.text == "Hi")
        #expect(!host.isKeyboardVisible)
        #expect(host.inputViewsFrame == CGRect(x: 0, y: 436, width: 800, height: 44), "the accessory stays")
        // Focus elsewhere and back: still no software keyboard while the hardware one is in use.
        field.resignFirstResponder()
        field.becomeFirstResponder()
        host.advance(by: 0.3)
        #expect(!host.isKeyboardVisible)
        host.disconnectHardwareKeyboard()
        host.advance(by: 0.3)
        #expect(host.isKeyboardVisible)
        #expect(host.inputViewsFrame == withKeyboard)
        try host.tapKeyboardKey("a")
        #expect(field.text == "Hia")
    }

    @Test func nonTextRespondersGetNoKeyboard() {
        final class Plain: UIView {
            override var canBecomeFirstResponder: Bool { true }
        }
        let host = TestHost()
        let plain = Plain(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(plain)
        plain.becomeFirstResponder()
        #expect(plain.isFirstResponder)
        #expect(host.inputViewsFrame == nil)
        #expect(!host.isKeyboardVisible)
    }

    @Test func snapshotOfAccessoryOverKeyboard() throws {
        let host = TestHost(size: CGSize(width: 480, height: 320), scale: 2)
        host.window.backgroundColor = .systemGroupedBackground
        let field = InputViewHostTests.field(in: host)
        let bar = InputViewHostTests.doneBar(ending: host.window)
        bar.subviews.first?.frame.origin.x = 380
        field.inputAccessoryView = bar
        host.tap(at: CGPoint(x: 100, y: 40))
        host.advance(by: 0.3)
        try host.typeOnKeyboard("Ada")
        assertSnapshot(of: host.render(), named: "accessory-over-keyboard")
    }
}
