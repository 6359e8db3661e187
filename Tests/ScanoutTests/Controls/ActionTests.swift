import Scanout
import ScanoutTesting
import Testing

extension Selector {
    /// The seed's action (seed 000, YKNoteEventHandling).
    static let greenButtonTapped = Selector("ykNoteEventHandlingGreenButtonDidTouchUpInside:")
    static let ding = Selector("ding:")
    static let refresh = Selector("refresh")
}

/// BEHAVIOUR.md section 5: actions along the responder chain, and `canPerformAction` /
/// `target(forAction:)` overrides.
@MainActor
@Suite struct ActionTests {
    // Seed 000's YKNoteEventHandling example, translated: a button with a nil target inside a view
    // inside a controller's view. Whichever of button, view and controller implements the action
    // receives it, nearest first.

    final class NoteButton: UIButton {
        var log: EventLog?
        var implementsAction = true

        override class var actionTable: ActionTable {
            super.actionTable.on(.greenButtonTapped, NoteButton.greenButtonTapped)
        }

        override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
            if action == .greenButtonTapped { return implementsAction }
            return super.canPerformAction(action, withSender: sender)
        }

        func greenButtonTapped(_ sender: UIButton) {
            log?.record("button handled from \(sender === self ? "itself" : "another")")
        }
    }

    final class NoteView: UIView {
        var log: EventLog?
        var implementsAction = true

        override class var actionTable: ActionTable {
            super.actionTable.on(.greenButtonTapped, NoteView.greenButtonTapped)
        }

        override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
            if action == .greenButtonTapped { return implementsAction }
            return super.canPerformAction(action, withSender: sender)
        }

        func greenButtonTapped(_ sender: Any?) {
            log?.record("view handled")
        }
    }

    final class NoteViewController: UIViewController {
        let log = EventLog()
        let noteView = NoteView(frame: CGRect(x: 50, y: 100, width: 200, height: 200))
        let button = NoteButton(frame: CGRect(x: 60, y: 60, width: 100, height: 100))

        override class var actionTable: ActionTable {
            super.actionTable.on(.greenButtonTapped, NoteViewController.greenButtonTapped)
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            noteView.backgroundColor = .red
            view.addSubview(noteView)
            button.backgroundColor = .green
            button.addTarget(nil, action: .greenButtonTapped, for: .touchUpInside)
            noteView.addSubview(button)
            noteView.log = log
            button.log = log
        }

        func greenButtonTapped(_ sender: UIButton) {
            log.record("controller handled")
        }
    }

    private func tapButton(in controller: NoteViewController, host: TestHost) {
        host.tap(at: CGPoint(x: 50 + 60 + 10, y: 100 + 60 + 10))
    }

    @Test func nilTargetedButtonActionReachesTheNearestResponderThatImplementsIt() {
        let host = TestHost()
        let controller = NoteViewController()
        host.window.rootViewController = controller

        tapButton(in: controller, host: host)
        controller.button.implementsAction = false
        tapButton(in: controller, host: host)
        controller.noteView.implementsAction = false
        tapButton(in: controller, host: host)

        #expect(controller.log.entries == ["button handled from itself", "view handled", "controller handled"])
    }

    @Test func nilTargetedActionStartsAtTheFirstResponderWhenThereIsOne() {
        final class Editor: UIView {
            var handled = 0
            override var canBecomeFirstResponder: Bool { true }
            override class var actionTable: ActionTable {
                super.actionTable.on(.greenButtonTapped, Editor.handle)
            }
            func handle() { handled += 1 }
        }
        let host = TestHost()
        let controller = NoteViewController()
        host.window.rootViewController = controller
        let editor = Editor()
        host.window.addSubview(editor)
        editor.becomeFirstResponder()
        tapButton(in: controller, host: host)
        #expect(editor.handled == 1)
        #expect(controller.log.entries.isEmpty)
    }

    @Test func sendActionReportsWhetherAnyonePerformedIt() {
        let host = TestHost()
        let controller = NoteViewController()
        host.window.rootViewController = controller
        let app = host.application
        #expect(app.sendAction(.greenButtonTapped, to: nil, from: controller.button, for: nil))
        #expect(!app.sendAction(.ding, to: nil, from: controller.button, for: nil))
        #expect(!app.sendAction(.greenButtonTapped, to: nil, from: nil, for: nil), "no sender, no first responder")
        #expect(app.sendAction(.greenButtonTapped, to: controller, from: controller.button, for: nil))
        #expect(controller.log.entries == ["button handled from itself", "controller handled"])
    }

    @Test func defaultCanPerformActionAnswersFromTheActionTable() {
        let view = NoteView()
        #expect(view.canPerformAction(.greenButtonTapped, withSender: nil))
        #expect(!view.canPerformAction(.ding, withSender: nil))
        #expect(!view.canPerformAction(.copy, withSender: nil))
        #expect(view.responds(to: .greenButtonTapped))
        #expect(!UIView().canPerformAction(.greenButtonTapped, withSender: nil))
    }

    @Test func targetForActionWalksTheChainAndCanBeOverridden() {
        final class Router: UIView {
            var redirect: UIResponder?
            override func target(forAction action: Selector, withSender sender: Any?) -> Any? {
                if let redirect { return redirect }
                return super.target(forAction: action, withSender: sender)
            }
        }
        let host = TestHost()
        let controller = NoteViewController()
        host.window.rootViewController = controller
        let router = Router()
        controller.button.addSubview(router)
        controller.button.implementsAction = false
        #expect(router.target(forAction: .greenButtonTapped, withSender: nil) as AnyObject === controller.noteView)
        #expect(router.target(forAction: .ding, withSender: nil) == nil)

        let other = NoteViewController()
        router.redirect = other
        #expect(router.target(forAction: .greenButtonTapped, withSender: nil) as AnyObject === other)
        router.redirect = nil
        controller.noteView.implementsAction = false
        #expect(router.target(forAction: .greenButtonTapped, withSender: nil) as AnyObject === controller)
    }

    @Test func subclassActionOverridesAreCalledThroughTheSuperclassEntry() {
        class Base: UIView {
            var calls: [String] = []
            override class var actionTable: ActionTable { super.actionTable.on(.ding, Base.ding) }
            func ding(_ sender: Any?) { calls.append("base") }
        }
        final class Derived: Base {
            override func ding(_ sender: Any?) { calls.append("derived") }
        }
        let derived = Derived()
        #expect(derived.perform(.ding, with: nil))
        #expect(derived.calls == ["derived"])
    }

    @Test func actionMethodsMayTakeNoArgumentTheSenderOrSenderAndEvent() {
        final class Handler: UIView {
            var calls: [String] = []
            override class var actionTable: ActionTable {
                super.actionTable
                    .on(.refresh, Handler.refresh)
                    .on(.ding, Handler.ding)
                    .on(.greenButtonTapped, Handler.tapped)
            }
            func refresh() { calls.append("refresh") }
            func ding(_ sender: Any?) { calls.append("ding from \(sender is UIButton)") }
            func tapped(_ sender: Any?, _ event: UIEvent?) { calls.append("tapped with \(event?.type == .touches)") }
        }
        let host = TestHost()
        let handler = Handler(frame: host.window.bounds)
        host.window.addSubview(handler)
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        handler.addSubview(button)
        button.addTarget(handler, action: .refresh, for: .touchUpInside)
        button.addTarget(handler, action: .ding, for: .touchUpInside)
        button.addTarget(nil, action: .greenButtonTapped, for: .touchUpInside)
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(handler.calls == ["refresh", "ding from true", "tapped with true"])
    }

    @Test func plainObjectsAdoptActionTargetToReceiveActions() {
        final class Model: ActionTarget {
            static var actionTable: ActionTable { ActionTable().on(.refresh, Model.refresh) }
            var refreshes = 0
            func refresh() { refreshes += 1 }
        }
        let host = TestHost()
        let model = Model()
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(button)
        button.addTarget(model, action: .refresh, for: .primaryActionTriggered)
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(model.refreshes == 1)
    }
}

/// The standard edit actions are declared on every responder, performed by none until declared.
@MainActor
@Suite struct StandardEditActionTests {
    final class CopyableView: UIView {
        var copies = 0
        override class var actionTable: ActionTable { super.actionTable.on(.copy, CopyableView.copy) }
        override func copy(_ sender: Any?) { copies += 1 }
    }

    @Test func overridingAndDeclaringAStandardActionMakesItPerformable() {
        let view = CopyableView()
        #expect(view.canPerformAction(.copy, withSender: nil))
        #expect(!view.canPerformAction(.paste, withSender: nil))
        #expect(view.perform(.copy, with: nil))
        #expect(view.copies == 1)
        #expect(!UIView().canPerformAction(.copy, withSender: nil))
        #expect(Selector.standardEditActions.count == 14)
        #expect(Selector.copy.name == "copy:")
    }
}
