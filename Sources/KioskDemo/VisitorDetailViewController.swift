import Scanout

/// One appointment, pushed from today's list: who, with whom and when. "Check In as …" fills in
/// the check-in form and closes the list; "Sign Out" in the bar, for reception, asks first in an
/// alert and then marks the visitor as gone.
@MainActor
public final class VisitorDetailViewController: UIViewController {
    public let appointment: VisitorListViewController.Appointment
    public let nameLabel = UILabel()
    public let detailLabel = UILabel()
    public private(set) var checkInButton: UIButton!
    /// Called with the appointment when the visitor checks in.
    var onCheckIn: (@MainActor (VisitorListViewController.Appointment) -> Void)?
    /// Called when reception confirmed signing the visitor out.
    var onSignOut: (@MainActor (VisitorListViewController.Appointment) -> Void)?

    public init(appointment: VisitorListViewController.Appointment) {
        self.appointment = appointment
        super.init(nibName: nil, bundle: nil)
        title = appointment.visitor
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let signOut = UIBarButtonItem(title: "Sign Out", style: .plain, target: nil, action: nil)
        signOut.primaryAction = UIAction(title: "Sign Out") { [weak self] _ in self?.confirmSignOut() }
        signOut.tintColor = .systemRed
        signOut.isEnabled = !appointment.signedOut
        navigationItem.rightBarButtonItem = signOut

        nameLabel.text = appointment.visitor
        nameLabel.font = .boldSystemFont(ofSize: 28)
        detailLabel.text =
            appointment.signedOut
            ? "Signed out · visited \(appointment.host)"
            : "\(appointment.time) with \(appointment.host)"
        detailLabel.textColor = .secondaryLabel
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Check In as \(appointment.visitor)"
        configuration.image = UIImage(systemName: "checkmark.circle.fill")
        configuration.imagePadding = 8
        configuration.buttonSize = .large
        configuration.cornerStyle = .large
        checkInButton = UIButton(
            configuration: configuration,
            primaryAction: UIAction { [weak self] _ in
                guard let self else { return }
                self.onCheckIn?(self.appointment)
            })
        checkInButton.isEnabled = !appointment.signedOut

        let stack = UIStackView(arrangedSubviews: [nameLabel, detailLabel, checkInButton])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 12
        stack.setCustomSpacing(28, after: detailLabel)
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 32),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(lessThanOrEqualTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    /// Reception taps Sign Out: an alert asks before anything changes.
    private func confirmSignOut() {
        let alert = UIAlertController(
            title: "Sign out \(appointment.visitor)?",
            message: "Reception will see them as gone; their badge stops working.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(
            UIAlertAction(title: "Sign Out", style: .destructive) { [weak self] _ in
                guard let self else { return }
                self.onSignOut?(self.appointment)
            })
        present(alert, animated: true)
    }
}
