import UIKit

/// A sign-in screen: two buttons wired in code.
final class SignInViewController: UIViewController {
    let signInButton = UIButton(type: .system)
    let helpButton = UIButton(type: .system)
    private(set) var attempts = 0
    private(set) var helpRequests = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        signInButton.frame = CGRect(x: 20, y: 40, width: 120, height: 44)
        helpButton.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        signInButton.addTarget(self, action: #selector(signInTapped(_:)), for: .touchUpInside)
        helpButton.addTarget(self,
                             action: #selector(showHelp),   // no sender
                             for: .touchUpInside)
        view.addSubview(signInButton)
        view.addSubview(helpButton)
    }

    // MARK: - Actions

    @objc func signInTapped(_ sender: UIButton) {
        attempts += 1 // count every try
    }

    @objc
    private func showHelp() {
        /* count it, for now */
        helpRequests += 1
    }

    @objc func formChanged(_ sender: Any?, forEvent event: UIEvent?) {}
}
