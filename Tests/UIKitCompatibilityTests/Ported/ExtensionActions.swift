import UIKit

extension UIResponder {
    /// Sent up the chain from anywhere to put the keyboard away.
    func dismissKeyboard() {
        _ = resignFirstResponder()
    }
}

// Actions the extension above adds, registered when the selector is first named.
extension Selector {
    static let dismissKeyboard = ActionTable.register(
        "dismissKeyboard", for: UIResponder.self, UIResponder.dismissKeyboard)
}

extension UITextField {
    /// Gives the field a Done button above the keyboard.
    func addDoneButton() {
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let done = UIButton(frame: CGRect(x: 240, y: 0, width: 80, height: 44))
        done.setTitle("Done", for: .normal)
        done.addTarget(self, action: .doneTapped, for: .touchUpInside)
        bar.addSubview(done)
        inputAccessoryView = bar
    }

    fileprivate func doneTapped(_ sender: UIButton) {
        resignFirstResponder()
    }
}

// Actions the extension above adds, registered when the selector is first named.
extension Selector {
    static let doneTapped = ActionTable.register("doneTapped:", for: UITextField.self, UITextField.doneTapped)
}

final class FormViewController: UIViewController {
    override class var actionTable: ActionTable {
        super.actionTable
            .on(Selector("backgroundTapped"), FormViewController.backgroundTapped)
            .on(Selector("submit:"), FormViewController.submit)
    }

    let nameField = UITextField(frame: CGRect(x: 20, y: 40, width: 280, height: 40))

    override func viewDidLoad() {
        super.viewDidLoad()
        nameField.addDoneButton()
        view.addSubview(nameField)
        let tap = UITapGestureRecognizer(target: self, action: Selector("backgroundTapped"))
        view.addGestureRecognizer(tap)
    }

    func backgroundTapped() {
        UIApplication.shared.sendAction(.dismissKeyboard, to: nil, from: self, for: nil)
    }
}

extension FormViewController {
    func submit(_ sender: Any?) {}
}
