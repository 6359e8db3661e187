import Scanout
import ScanoutTesting
import Testing

/// A controller that adds its shortcut in `viewDidLoad`, as UIKit code does.
final class ShortcutViewController: UIViewController {
    override class var actionTable: ActionTable { super.actionTable.on("refresh", ShortcutViewController.refresh) }
    let refreshCommand = UIKeyCommand(input: "r", modifierFlags: .control, action: "refresh")
    private(set) var refreshes = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        addKeyCommand(refreshCommand)
        addKeyCommand(refreshCommand)  // twice: still one
    }

    func refresh() { refreshes += 1 }
}

/// Overrides `keyCommands` without `super`: the added command is not offered, as in UIKit.
final class OverridingShortcutViewController: UIViewController {
    override class var actionTable: ActionTable {
        super.actionTable.on("refresh", OverridingShortcutViewController.refresh)
    }
    private(set) var refreshes = 0
    override var keyCommands: [UIKeyCommand]? { [] }

    override func viewDidLoad() {
        super.viewDidLoad()
        addKeyCommand(UIKeyCommand(input: "r", modifierFlags: .control, action: "refresh"))
    }

    func refresh() { refreshes += 1 }
}

/// A view that can hold first-responder status, so key presses walk the chain through its
/// controller.
final class FocusableView: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

@MainActor
@Suite struct AddedKeyCommandTests {
    /// Shows `controller` with a focused view in it.
    static func show(_ controller: UIViewController, in host: TestHost) {
        host.window.rootViewController = controller
        let focus = FocusableView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        controller.view.addSubview(focus)
        _ = host.render()
        #expect(focus.becomeFirstResponder())
    }

    @Test func anAddedCommandRunsUntilRemoved() {
        let host = TestHost()
        let controller = ShortcutViewController()
        AddedKeyCommandTests.show(controller, in: host)
        #expect(controller.keyCommands?.count == 1)

        host.press(.keyboardR, modifiers: .control)
        #expect(controller.refreshes == 1)

        controller.removeKeyCommand(controller.refreshCommand)
        #expect(controller.keyCommands == nil)
        host.press(.keyboardR, modifiers: .control)
        #expect(controller.refreshes == 1)
    }

    @Test func anOverrideWithoutSuperReplacesTheAddedCommands() {
        let host = TestHost()
        let controller = OverridingShortcutViewController()
        AddedKeyCommandTests.show(controller, in: host)
        host.press(.keyboardR, modifiers: .control)
        #expect(controller.refreshes == 0)
    }
}
