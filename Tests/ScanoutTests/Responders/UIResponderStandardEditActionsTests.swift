import Scanout
import ScanoutTesting
import Testing

/// A label that copies its text, written as UIKit code writes one plus its action table line.
final class CopyableLabel: UILabel {
    override class var actionTable: ActionTable { super.actionTable.on(.copy, CopyableLabel.copy) }
    override var canBecomeFirstResponder: Bool { true }
    override func copy(_ sender: Any?) {
        UIPasteboard.general.string = text
    }
}

/// A view and a controller that finish their setup in `awakeFromNib()`, as storyboard code does.
final class AwakingView: UIView {
    private(set) var awoke = false
    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
    }
}

final class AwakingViewController: UIViewController {
    private(set) var awoke = false
    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
    }
}

/// `UIResponderStandardEditActions` and `awakeFromNib()` in the shapes UIKit code uses.
@MainActor
@Suite struct UIResponderStandardEditActionsTests {
    @Test func anOverriddenStandardActionIsFoundAndPerformedThroughTheChain() {
        let host = TestHost()
        let label = CopyableLabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "Gate 4"
        host.window.addSubview(label)
        #expect(label.becomeFirstResponder())
        #expect(label.canPerformAction(.copy, withSender: nil))
        #expect(!label.canPerformAction(.paste, withSender: nil))
        #expect(host.application.sendAction(.copy, to: nil, from: nil, for: nil))
        #expect(UIPasteboard.general.string == "Gate 4")
        #expect(!host.application.sendAction(.paste, to: nil, from: nil, for: nil))
    }

    @Test func everyResponderIsAStandardEditActionsTarget() {
        let host = TestHost()
        let label = CopyableLabel()
        label.text = "Desk"
        host.window.addSubview(label)
        UIPasteboard.general.string = "before"
        let targets: [any UIResponderStandardEditActions] = [UIView(), label, UIViewController()]
        // Called through the protocol, the override runs; the defaults do nothing.
        for target in targets { target.copy(nil) }
        #expect(UIPasteboard.general.string == "Desk")
    }

    @Test func awakeFromNibOverridesCallSuper() {
        let view = AwakingView()
        let controller = AwakingViewController()
        #expect(!view.awoke && !controller.awoke)
        view.awakeFromNib()
        controller.awakeFromNib()
        #expect(view.awoke && controller.awoke)
    }
}
