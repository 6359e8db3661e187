import UIKit

extension UIResponder {
    /// Sent up the chain from anywhere to put the keyboard away.
    @objc func dismissKeyboard() {
        _ = resignFirstResponder()
    }
}

extension UITextField {
    /// Gives the field a Done button above the keyboard.
    func addDoneButton() {
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let done = UIButton(frame: CGRect(x: 240, y: 0, width: 80, height: 44))
        done.setTitle("Done", for: .normal)
        done.addTarget(self, action: #selector(doneTapped(_:)), for: .touchUpInside)
        bar.addSubview(done)
        inputAccessoryView = bar
    }

    @objc private func doneTapped(_ sender: UIButton) {
        resignFirstResponder()
    }
}

final class FormViewController: UIViewController {
    let nameField = UITextField(frame: CGRect(x: 20, y: 40, width: 280, height: 40))

    override func viewDidLoad() {
        super.viewDidLoad()
        nameField.addDoneButton()
        view.addSubview(nameField)
        let tap = UITapGestureRecognizer(target: self, action: #selector(backgroundTapped))
        view.addGestureRecognizer(tap)
    }

    @objc func backgroundTapped() {
        UIApplication.shared.sendAction(#selector(UIResponder.dismissKeyboard), to: nil, from: self, for: nil)
    }
}

extension FormViewController {
    @objc func submit(_ sender: Any?) {}
}
