import Scanout
import ScanoutTesting
import Testing

// Actions added in extensions, declared the way scanout-port writes them: the selector constant
// registers the method when it is first read.

extension UIResponder {
    /// Resigns first responder wherever it is sent from; found along the chain from any responder.
    func dismissKeyboardForTest() {
        _ = resignFirstResponder()
    }
}

extension UITextField {
    /// A Done key's action: ends editing and counts.
    func doneTappedForTest(_ sender: Any?) {
        RegistrationLog.doneTaps += 1
        _ = resignFirstResponder()
    }
}

@MainActor
enum RegistrationLog {
    static var doneTaps = 0
}

extension Selector {
    static let dismissKeyboardForTest = ActionTable.register(
        "dismissKeyboardForTest", for: UIResponder.self, UIResponder.dismissKeyboardForTest)
    static let doneTappedForTest = ActionTable.register(
        "doneTappedForTest:", for: UITextField.self, UITextField.doneTappedForTest)
}

/// A field subclass with its own table: registrations for its superclasses still apply.
final class TableDeclaringField: UITextField {
    override class var actionTable: ActionTable { super.actionTable.on("ownAction:", TableDeclaringField.ownAction) }
    func ownAction(_ sender: Any?) {}
}

/// A label that approves Copy in `canPerformAction` and overrides `copy(_:)`, with no table entry
/// (the UIKit idiom).
final class ApprovingLabel: UILabel {
    private(set) var copies = 0
    override var canBecomeFirstResponder: Bool { true }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == .copy
    }
    override func copy(_ sender: Any?) {
        copies += 1
        UIPasteboard.general.string = text
    }
}

/// A label that overrides `copy(_:)` but neither declares nor approves it.
final class SilentLabel: UILabel {
    override var canBecomeFirstResponder: Bool { true }
    override func copy(_ sender: Any?) {}
}

@MainActor
@Suite struct ActionRegistrationTests {
    @Test func anExtensionActionOnUIResponderIsFoundAlongTheChain() {
        let host = TestHost()
        let field = UITextField(frame: CGRect(x: 20, y: 40, width: 200, height: 40))
        host.window.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(field.canPerformAction(.dismissKeyboardForTest, withSender: nil))
        #expect(host.application.sendAction(.dismissKeyboardForTest, to: nil, from: nil, for: nil))
        #expect(!field.isFirstResponder)
        // Every responder has it, views and controllers alike, subclasses included.
        #expect(UIViewController().responds(to: .dismissKeyboardForTest))
        #expect(TableDeclaringField().responds(to: .dismissKeyboardForTest))
        #expect(TableDeclaringField().responds(to: "ownAction:"))
    }

    @Test func aTextFieldExtensionActionWorksAsAButtonTarget() {
        let host = TestHost()
        let field = UITextField(frame: CGRect(x: 20, y: 40, width: 200, height: 40))
        let done = UIButton(type: .system)
        done.frame = CGRect(x: 20, y: 100, width: 80, height: 40)
        host.window.addSubview(field)
        host.window.addSubview(done)
        done.addTarget(field, action: .doneTappedForTest, for: .touchUpInside)
        #expect(field.becomeFirstResponder())
        let before = RegistrationLog.doneTaps
        host.tap(at: CGPoint(x: 60, y: 120))
        #expect(RegistrationLog.doneTaps == before + 1)
        #expect(!field.isFirstResponder)
        // Only text fields have it.
        #expect(!UILabel().responds(to: .doneTappedForTest))
    }

    @Test func aRegistrationMadeAfterATableWasBuiltIsSeen() {
        final class LateView: UIView {
            func late() {}
        }
        let view = LateView()
        #expect(!view.responds(to: "lateForTest"))
        ActionTable.register("lateForTest", for: LateView.self, LateView.late)
        #expect(view.responds(to: "lateForTest"))
    }

    @Test func anApprovedOverriddenEditActionIsPerformedFromTheMenu() throws {
        let host = TestHost()
        let label = ApprovingLabel(frame: CGRect(x: 20, y: 200, width: 200, height: 30))
        label.text = "Gate 7"
        host.window.addSubview(label)
        #expect(label.becomeFirstResponder())
        UIMenuController.shared.showMenu(from: label, rect: label.bounds)
        #expect(host.editMenuTitles == ["Copy"])
        try host.tapEditMenuItem("Copy")
        #expect(label.copies == 1)
        #expect(UIPasteboard.general.string == "Gate 7")
    }

    @Test func theDefaultCanPerformActionClaimsNoUndeclaredEditAction() {
        let host = TestHost()
        let label = SilentLabel(frame: CGRect(x: 20, y: 200, width: 200, height: 30))
        host.window.addSubview(label)
        #expect(label.becomeFirstResponder())
        for action in Selector.standardEditActions {
            #expect(!label.canPerformAction(action, withSender: nil))
            #expect(!UIView().canPerformAction(action, withSender: nil))
        }
        // Nothing on the chain can copy, so nothing is sent.
        #expect(!host.application.sendAction(.copy, to: nil, from: nil, for: nil))
    }
}
