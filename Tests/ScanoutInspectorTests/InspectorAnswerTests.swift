import Foundation
import Scanout
import ScanoutInspector
import ScanoutInspectorWire
import ScanoutTesting
import Testing

/// The inspector's answers on the application's own loop (TestHost): the tree, taps that go
/// through the event queue as a finger's, typing and keys, the screenshot and the trace.
@MainActor
@Suite struct InspectorAnswerTests {
    final class FormController: UIViewController {
        let field = UITextField(frame: CGRect(x: 20, y: 80, width: 200, height: 36))
        let button = UIButton(type: .system)
        var taps = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            field.accessibilityLabel = "Name"
            field.accessibilityIdentifier = "nameField"
            button.setTitle("Check in", for: .normal)
            button.accessibilityIdentifier = "checkIn"
            button.translatesAutoresizingMaskIntoConstraints = false
            button.addAction(UIAction { [unowned self] _ in taps += 1 }, for: .touchUpInside)
            view.addSubview(field)
            view.addSubview(button)
            NSLayoutConstraint.activate([
                button.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                button.topAnchor.constraint(equalTo: view.topAnchor, constant: 140),
                button.widthAnchor.constraint(equalToConstant: 120),
                button.heightAnchor.constraint(equalToConstant: 44),
            ])
        }
    }

    static func allNodes(_ nodes: [InspectorNode]) -> [InspectorNode] {
        nodes.flatMap { [$0] + allNodes($0.subviews) }
    }

    @Test func theTreeHasWindowsViewsLabelsControllersConstraintsAndTheFirstResponder() throws {
        let host = TestHost()
        let controller = FormController()
        host.window.rootViewController = controller
        host.advance(by: 0.1)
        controller.field.becomeFirstResponder()
        host.advance(by: 0.5)
        let inspector = Inspector(application: host.application)
        let reply = inspector.answer(InspectorRequest(.tree))
        #expect(reply.ok)
        let windows = try #require(reply.windows)
        #expect(windows.contains { $0.className == "UIWindow" && $0.isKeyWindow == true })
        let nodes = Self.allNodes(windows)
        let root = try #require(nodes.first { $0.viewController == "FormController" })
        #expect(root.constraints.count >= 2, "the controller's view holds the button's position constraints")
        let button = try #require(nodes.first { $0.accessibilityIdentifier == "checkIn" })
        #expect(button.className == "UIButton")
        #expect(button.text == "Check in")
        #expect(button.screenFrame == InspectorRect(x: 20, y: 140, width: 120, height: 44))
        let field = try #require(nodes.first { $0.accessibilityIdentifier == "nameField" })
        #expect(field.isFirstResponder)
        #expect(nodes.filter(\.isFirstResponder).count == 1)
        let text = windows.flatMap { $0.textLines() }.joined(separator: "\n")
        #expect(text.contains("UIButton (20,140 120×44) \"Check in\" id \"checkIn\""), "\(text)")
        #expect(text.contains("◀ first responder"))
        #expect(text.contains("controller FormController"))
        // The JSON a script reads decodes to the same tree.
        let line = reply.encodedLine()
        let decoded = try InspectorProtocol.decoder.decode(InspectorReply.self, from: Data(line.dropLast()))
        #expect(decoded == reply)
    }

    @Test func aSecureFieldsTextIsNeverSent() throws {
        let host = TestHost()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        field.isSecureTextEntry = true
        field.text = "hunter2"
        host.window.addSubview(field)
        let reply = Inspector(application: host.application).answer(InspectorRequest(.tree))
        let node = try #require(Self.allNodes(reply.windows ?? []).first { $0.className == "UITextField" })
        #expect(node.text == "•••••••")
        #expect(!String(decoding: reply.encodedLine(), as: UTF8.self).contains("hunter2"))
    }

    @Test func tapByTitleLabelOrIdentifierGoesThroughTheQueueLikeAFinger() throws {
        let host = TestHost()
        let controller = FormController()
        host.window.rootViewController = controller
        host.advance(by: 0.1)
        let inspector = Inspector(application: host.application)
        for name in ["Check in", "checkIn"] {
            let reply = inspector.answer(InspectorRequest(.tap, label: name))
            #expect(reply.ok, "\(reply.error ?? "")")
            #expect(reply.point == InspectorPoint(x: 80, y: 162))
        }
        #expect(controller.taps == 2)
        // The trace saw the touches, as SCANOUT_TRACE_EVENTS would have printed them.
        let trace = try #require(inspector.answer(InspectorRequest(.trace)).trace)
        #expect(trace.filter { $0.hasPrefix("touches 1 [") && $0.contains("began") }.count == 2, "\(trace)")

        // Hit-tested as a finger: a view on top takes the touch.
        let cover = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 200))
        controller.view.addSubview(cover)
        #expect(inspector.answer(InspectorRequest(.tap, label: "Check in")).ok)
        #expect(controller.taps == 2)
    }

    @Test func missingAndAmbiguousLabelsAreRefusedWithTheCandidates() throws {
        let host = TestHost()
        var tapped: [Int] = []
        for number in 0..<2 {
            let button = UIButton(type: .system, primaryAction: UIAction(title: "Next") { _ in tapped.append(number) })
            button.frame = CGRect(x: 10, y: 10 + 60 * CGFloat(number), width: 100, height: 44)
            host.window.addSubview(button)
        }
        let inspector = Inspector(application: host.application)
        let missing = inspector.answer(InspectorRequest(.tap, label: "Previous"))
        #expect(!missing.ok)
        #expect(missing.error?.contains("nothing visible is labelled \"Previous\"") == true)
        #expect(missing.candidates == ["Next", "Next"])
        let ambiguous = inspector.answer(InspectorRequest(.tap, label: "Next"))
        #expect(!ambiguous.ok)
        #expect(ambiguous.error?.hasPrefix("2 visible elements match \"Next\"") == true)
        #expect(ambiguous.candidates?.count == 2)
        #expect(ambiguous.candidates?.first?.contains("at 10,70") == true, "frontmost (last added) first")
        #expect(inspector.answer(InspectorRequest(.tap, label: "Next", index: 2)).ok)
        #expect(tapped == [0])
        #expect(!inspector.answer(InspectorRequest(.tap, label: "Next", index: 3)).ok)
        #expect(tapped == [0])
    }

    @Test func typingAndKeysReachTheFirstResponderAsFromAKeyboard() throws {
        let host = TestHost()
        let controller = FormController()
        host.window.rootViewController = controller
        host.advance(by: 0.1)
        let inspector = Inspector(application: host.application)
        #expect(inspector.answer(InspectorRequest(.tap, label: "Name")).ok)
        host.advance(by: 0.5)
        #expect(controller.field.isFirstResponder)
        #expect(inspector.answer(InspectorRequest(.type, text: "Ada Lovelacé 中")).ok)
        #expect(controller.field.text == "Ada Lovelacé 中")
        #expect(inspector.answer(InspectorRequest(.press, key: "backspace")).ok)
        #expect(inspector.answer(InspectorRequest(.press, key: "BackSpace")).ok)
        #expect(controller.field.text == "Ada Lovelacé")
        #expect(inspector.answer(InspectorRequest(.press, key: "ctrl+a")).ok)
        let unknown = inspector.answer(InspectorRequest(.press, key: "hyper+q"))
        #expect(!unknown.ok)
        #expect(unknown.error?.contains("no key is named \"hyper+q\"") == true)
        let trace = try #require(inspector.answer(InspectorRequest(.trace)).trace)
        #expect(trace.contains { $0.contains("presses [") && $0.contains("keyCode 42") })
    }

    @Test func theScreenshotIsAPNGOfTheScreenInPixels() throws {
        let host = TestHost(size: CGSize(width: 320, height: 200), scale: 2)
        host.window.backgroundColor = .red
        host.advance(by: 0.1)
        let reply = Inspector(application: host.application).answer(InspectorRequest(.screenshot))
        #expect(reply.ok)
        let png = try #require(reply.png)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(reply.width == 640 && reply.height == 400)
        let image = try #require(UIImage(data: png))
        #expect(image.size == CGSize(width: 640, height: 400))
    }

    @Test func theTraceKeepsOnlyTheLastLines() throws {
        let host = TestHost()
        let inspector = Inspector(application: host.application, traceCapacity: 10)
        for _ in 0..<40 { host.tap(at: CGPoint(x: 5, y: 5)) }
        let reply = inspector.answer(InspectorRequest(.trace))
        #expect(reply.trace?.count == 10)
        #expect(reply.dropped == 70)
        inspector.detach()
        host.tap(at: CGPoint(x: 5, y: 5))
        #expect(inspector.answer(InspectorRequest(.trace)).dropped == 70, "detached: no more lines")
    }

    @Test func recordingNeedsTheLaunchersControl() {
        let host = TestHost()
        let inspector = Inspector(application: host.application)
        let refused = inspector.answer(InspectorRequest(.record, path: "/tmp/x.jsonl"))
        #expect(!refused.ok)
        #expect(refused.error?.contains("SCANOUT_RECORD") == true)
        var asked: [String?] = []
        inspector.recordingControl = { path in
            asked.append(path)
            return "ok"
        }
        #expect(inspector.answer(InspectorRequest(.record, path: "/tmp/x.jsonl")).message == "ok")
        #expect(inspector.answer(InspectorRequest(.record)).ok)
        #expect(asked == ["/tmp/x.jsonl", nil])
    }

    /// Hostile: seeded random requests — unicode, empty and huge labels, NaN and infinite
    /// frames, requests while a controller is pushed and popped, a button whose action asks the
    /// inspector again — never trap, always answer, and leave the view count flat.
    @Test func randomRequestsDuringTransitionsNeverTrapAndLeaveNothingBehind() throws {
        let host = TestHost()
        let navigation = UINavigationController(rootViewController: FormController())
        host.window.rootViewController = navigation
        host.advance(by: 0.5)
        let inspector = Inspector(application: host.application, traceCapacity: 50)
        let odd = UIView(frame: CGRect(x: CGFloat.nan, y: .infinity, width: -.infinity, height: 1e300))
        odd.accessibilityLabel = "odd"
        odd.isAccessibilityElement = true
        host.window.addSubview(odd)
        let reentrant = UIButton(type: .system)
        reentrant.setTitle("🙂 again", for: .normal)
        reentrant.frame = CGRect(x: 300, y: 300, width: 100, height: 44)
        reentrant.addAction(
            UIAction { _ in _ = inspector.answer(InspectorRequest(.tap, label: "Check in")) }, for: .touchUpInside)
        host.window.addSubview(reentrant)
        var generator = SeededRandomNumberGenerator(seed: 40)
        let labels = ["", "Check in", "🙂 again", "odd", "\u{0}", "Ωmega\n", String(repeating: "x", count: 5000), "ü"]
        let keys = ["return", "tab", "", "shift+", "+", "f13", "ctrl+shift+alt+cmd+z", "é", "up", "0"]
        func play(_ count: Int) {
            for step in 0..<count {
                switch Int.random(in: 0..<7, using: &generator) {
                case 0: _ = inspector.answer(InspectorRequest(.tree))
                case 1:
                    _ = inspector.answer(
                        InspectorRequest(
                            .tap, label: labels.randomElement(using: &generator),
                            index: [nil, 0, 1, 2, -5, Int.max].randomElement(using: &generator)!))
                case 2: _ = inspector.answer(InspectorRequest(.type, text: labels.randomElement(using: &generator)))
                case 3: _ = inspector.answer(InspectorRequest(.press, key: keys.randomElement(using: &generator)))
                case 4: _ = inspector.answer(InspectorRequest(.trace))
                case 5:
                    if step % 2 == 0 {
                        navigation.pushViewController(FormController(), animated: true)
                    } else {
                        navigation.popViewController(animated: true)
                    }
                default: host.advance(by: Double.random(in: 0...0.2, using: &generator))
                }
            }
            host.advance(by: 1)
            navigation.popToRootViewController(animated: false)
            host.window.endEditing(true)
            host.advance(by: 1)
        }
        play(150)
        let settled = Self.allNodes(inspector.answer(InspectorRequest(.tree)).windows ?? []).count
        play(400)
        let after = Self.allNodes(inspector.answer(InspectorRequest(.tree)).windows ?? []).count
        #expect(after == settled, "the view tree came back to its size")
        #expect(inspector.answer(InspectorRequest(.trace)).trace?.count ?? 0 <= 50)
        let tree = inspector.answer(InspectorRequest(.tree))
        let decoded = try InspectorProtocol.decoder.decode(
            InspectorReply.self, from: Data(tree.encodedLine().dropLast()))
        let oddNode = try #require(Self.allNodes(decoded.windows ?? []).first { $0.accessibilityLabel == "odd" })
        #expect(oddNode.frame.x.isNaN || oddNode.frame.width.isNaN, "NaN frames are sent as \"nan\"")
        #expect(!inspector.answer(InspectorRequest(.tap, label: "odd")).ok, "a view with no finite centre")
    }
}

