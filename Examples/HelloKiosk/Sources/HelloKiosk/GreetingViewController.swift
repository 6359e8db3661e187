import UIKit

/// The first screen: a name field and a button that greets the visitor on the next screen.
public final class GreetingViewController: UIViewController, UITextFieldDelegate {
    public let nameField = UITextField()
    public let greetButton = UIButton(type: .system)

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Hello"
        view.backgroundColor = .systemBackground
        nameField.placeholder = "Your name"
        nameField.borderStyle = .roundedRect
        nameField.returnKeyType = .go
        nameField.delegate = self
        greetButton.setTitle("Say hello", for: .normal)
        // A closure action, as iOS 14 added; `@objc` and `#selector` need Objective-C, which Linux
        // has not (README: "Actions without @objc" for target-action through the responder chain).
        greetButton.addAction(UIAction { [weak self] _ in self?.greet() }, for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [nameField, greetButton])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 32),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    /// Return in the field greets too.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        greet()
        return false
    }

    func greet() {
        let name = String(
            (nameField.text ?? "").drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        let welcome = WelcomeViewController(name: name.isEmpty ? "visitor" : name)
        // A line for the journal (and for the simulator test, which clicks through X).
        print("hello-kiosk: welcomed \(welcome.name)")
        navigationController?.pushViewController(welcome, animated: true)
    }
}
