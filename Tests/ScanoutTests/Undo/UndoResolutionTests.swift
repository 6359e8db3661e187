import Scanout
import ScanoutTesting
import Testing

/// BEHAVIOUR.md section 7: `undoManager` along the responder chain, and `groupsByEvent` driven by the
/// application's event dispatch.
@MainActor
@Suite struct UndoResolutionTests {
    final class Counter: UIViewController {
        var count = 0

        func increment() {
            count += 1
            undoManager?.registerUndo(withTarget: self) { counter in counter.decrement() }
        }

        func decrement() {
            count -= 1
            undoManager?.registerUndo(withTarget: self) { counter in counter.increment() }
        }
    }

    @Test func undoManagerResolvesToTheWindowsOwn() {
        let host = TestHost()
        let controller = Counter()
        host.window.rootViewController = controller
        let button = UIButton()
        controller.view.addSubview(button)
        #expect(controller.undoManager != nil)
        #expect(controller.undoManager === host.window.undoManager)
        #expect(button.undoManager === host.window.undoManager)
        #expect(UIView().undoManager == nil, "Outside a window nobody owns one")
        let other = UIWindow()
        #expect(other.undoManager !== host.window.undoManager, "Each window owns its own")
    }

    @Test func aResponderMayReturnItsOwnUndoManager() {
        final class Editor: UIView {
            let own = UndoManager()
            override var undoManager: UndoManager? { own }
        }
        let host = TestHost()
        let editor = Editor()
        let inner = UIView()
        host.window.addSubview(editor)
        editor.addSubview(inner)
        #expect(inner.undoManager === editor.own)
    }

    @Test func registrationsOfOneEventUndoAsOneStep() {
        let host = TestHost()
        let controller = Counter()
        host.window.rootViewController = controller
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        controller.view.addSubview(button)
        button.addAction(
            UIAction { _ in
                controller.increment()
                controller.increment()
            }, for: .touchUpInside)

        host.tap(at: CGPoint(x: 10, y: 10))
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(controller.count == 4)
        let undoManager = host.window.undoManager!
        #expect(undoManager.groupingLevel == 0, "The event's group closed when its dispatch ended")
        undoManager.undo()
        #expect(controller.count == 2)
        undoManager.undo()
        #expect(controller.count == 0)
        #expect(!undoManager.canUndo)
        undoManager.redo()
        #expect(controller.count == 2)
    }

    @Test func registrationsInATimerAreGroupedPerTurnOfTheLoop() {
        let host = TestHost()
        let controller = Counter()
        host.window.rootViewController = controller
        host.clock.schedule(after: 1) {
            controller.increment()
            controller.increment()
        }
        host.advance(by: 1)
        let undoManager = host.window.undoManager!
        #expect(undoManager.groupingLevel == 0)
        undoManager.undo()
        #expect(controller.count == 0)
    }
}
