import UIKit

/// A label whose text can be copied or shared from the edit menu, and a shortcut to copy it.
class CopyableLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = true
        addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(showMenu(_:))))
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override var canBecomeFirstResponder: Bool { true }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        return action == #selector(UIResponderStandardEditActions.copy(_:)) || action == #selector(share(_:))
    }

    override func copy(_ sender: Any?) {
        UIPasteboard.general.string = text
    }

    @objc func share(_ sender: Any?) {}

    @objc func showMenu(_ recognizer: UIGestureRecognizer) {
        guard recognizer.state == .began, becomeFirstResponder() else { return }
        let menu = UIMenuController.shared
        menu.menuItems = [UIMenuItem(title: "Share", action: #selector(share(_:)))]
        menu.showMenu(from: self, rect: bounds)
    }

    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "c", modifierFlags: .command, action: #selector(copy(_:)))]
    }

    func copyIfPossible() {
        if responds(to: #selector(UIResponderStandardEditActions.copy(_:))) {
            perform(#selector(copy(_:)), with: nil)
        }
        UIApplication.shared.sendAction(#selector(UIResponderStandardEditActions.selectAll(_:)), to: nil, from: self, for: nil)
    }
}
