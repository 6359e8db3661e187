import UIKit

/// The second screen: a big welcome for the name given.
public final class WelcomeViewController: UIViewController {
    public let name: String
    public let messageLabel = UILabel()

    public init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Welcome"
        view.backgroundColor = .systemBackground
        messageLabel.text = "Welcome, \(name)!"
        messageLabel.font = .boldSystemFont(ofSize: 32)
        messageLabel.textAlignment = .center
        messageLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(messageLabel)
        NSLayoutConstraint.activate([
            messageLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            messageLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}
