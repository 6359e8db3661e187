import UIKit

/// A label whose text can be copied or shared from the edit menu, and a shortcut to copy it.
class CopyableLabel: UILabel {
    override class var actionTable: ActionTable {
        super.actionTable
            .on(.copy, CopyableLabel.copy)
            .on(Selector("share:"), CopyableLabel.share)
            .on(Selector("showMenu:"), CopyableLabel.showMenu)
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = true
        addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: Selector("showMenu:")))
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override var canBecomeFirstResponder: Bool { true }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        return action == .copy || action == Selector("share:")
    }

    override func copy(_ sender: Any?) {
        UIPasteboard.general.string = text
    }

    func share(_ sender: Any?) {}

    func showMenu(_ recognizer: UIGestureRecognizer) {
        guard recognizer.state == .began, becomeFirstResponder() else { return }
        let menu = UIMenuController.shared
        menu.menuItems = [UIMenuItem(title: "Share", action: Selector("share:"))]
        menu.showMenu(from: self, rect: bounds)
    }

    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "c", modifierFlags: .command, action: .copy)]
    }

    func copyIfPossible() {
        if responds(to: .copy) {
            perform(.copy, with: nil)
        }
        UIApplication.shared.sendAction(.selectAll, to: nil, from: self, for: nil)
    }
}
