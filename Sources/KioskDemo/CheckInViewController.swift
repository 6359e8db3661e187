import Scanout

extension Selector {
    static let checkIn = Selector("checkIn:")
    static let showAppointment = Selector("showAppointment:")
    static let badgeSwitchChanged = Selector("badgeSwitchChanged:")
    static let visitLengthChanged = Selector("visitLengthChanged:")
}

/// The visitor check-in screen: a header with the company's logo, a greeting in three scripts,
/// the visitor's choice of language, a form (name, email, phone, and whom they are visiting), two
/// options and two actions — built the way an app author builds a UIKit screen.
///
/// Each field asks for its keyboard through its traits; the host field shows a picker instead
/// (`inputView`), and every field carries a Next/Done bar (`inputAccessoryView`). The screen
/// moves its content up when the keyboard would cover the field being edited, from the
/// keyboard notifications (see `CheckInViewController+Keyboard.swift`).
@MainActor
public final class CheckInViewController: UIViewController {
    public let nameField = FormTextField()
    public let emailField = FormTextField()
    public let phoneField = FormTextField()
    public let hostField = FormTextField()
    /// The form's fields, in the order Next visits them.
    public var formFields: [FormTextField] { [nameField, emailField, phoneField, hostField] }
    /// The visitor's language: the screen's texts, the fields' keyboard and the direction the
    /// screen reads in follow it (see CheckInViewController+Language). Reception sets the kiosk's
    /// default in settings.
    public let languageControl = UISegmentedControl(items: KioskLanguage.allCases.map(\.name))
    /// The people a visitor can pick in the host field.
    public static let hosts = [
        "Grace Hopper", "Alan Turing", "Ada Lovelace", "Edsger Dijkstra", "Barbara Liskov",
        "Donald Knuth",
    ]
    /// Holds every view of the screen, so it can move up as one above the keyboard.
    let contentView = UIView()
    public let logoView = UIImageView(image: UIImage(named: "logo", in: DemoAssets.bundle, compatibleWith: nil))
    public let titleLabel = UILabel()
    public let greetingLabel = UILabel()
    public let checkInButton = UIButton(type: .system)
    public let appointmentButton = UIButton(type: .system)
    public let badgeSwitch = UISwitch()
    public let visitLengthSlider = UISlider()
    public let visitLengthLabel = UILabel()
    /// Tapping it shows the edit menu: Copy, and "Call Reception" (performed by this screen).
    public let statusLabel = MenuLabel()
    let card = UIView()
    /// The last frame the keyboard notifications announced, in screen coordinates.
    var keyboardFrame: CGRect?
    var keyboardObservers: [NSObjectProtocol] = []
    /// The texts beside the switch and the slider, which change with the language.
    let badgeTitleLabel = UILabel()
    let visitLengthTitleLabel = UILabel()
    /// The form's Next/Done bar, shared by the fields.
    var accessoryBar: FormAccessoryBar?

    /// The language the screen speaks (see CheckInViewController+Language): English until a
    /// visitor, or reception in settings, chooses another.
    public var language: KioskLanguage = .english {
        didSet {
            if language != oldValue, isViewLoaded { showLanguage() }
        }
    }
    /// The constraints of the two-column and one-column layouts (see CheckInViewController+Layout).
    var wideLayout: [NSLayoutConstraint] = []
    var narrowLayout: [NSLayoutConstraint] = []

    public override class var actionTable: ActionTable {
        super.actionTable
            .on(.checkIn, CheckInViewController.checkIn)
            .on(.showAppointment, CheckInViewController.showAppointment)
            .on(.badgeSwitchChanged, CheckInViewController.badgeSwitchChanged)
            .on(.visitLengthChanged, CheckInViewController.visitLengthChanged)
            .on(.callReception, CheckInViewController.callReception)
    }

    public override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .systemGroupedBackground
        view = root
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.font = .boldSystemFont(ofSize: 30)
        titleLabel.textColor = .label
        greetingLabel.text = "Welcome · 欢迎光临 · أهلاً وسهلاً"
        greetingLabel.font = .systemFont(ofSize: 20)
        greetingLabel.textColor = .secondaryLabel
        greetingLabel.textAlignment = .center

        style(checkInButton, filled: true)
        checkInButton.addTarget(self, action: .checkIn, for: .touchUpInside)
        style(appointmentButton, filled: false)
        // A nil target: the action travels the responder chain to this controller.
        appointmentButton.addTarget(nil, action: .showAppointment, for: .touchUpInside)

        badgeSwitch.isOn = true
        badgeSwitch.addTarget(self, action: .badgeSwitchChanged, for: .valueChanged)
        visitLengthSlider.minimumValue = 0.5
        visitLengthSlider.maximumValue = 8
        visitLengthSlider.value = 1
        visitLengthSlider.addTarget(self, action: .visitLengthChanged, for: .valueChanged)
        visitLengthLabel.font = .monospacedSystemFont(ofSize: 17, weight: .regular)
        visitLengthLabel.textAlignment = .right

        configureForm()

        statusLabel.font = .systemFont(ofSize: 17)
        statusLabel.textColor = .secondaryLabel
        statusLabel.numberOfLines = 0
        statusLabel.textAlignment = .center

        card.backgroundColor = .white
        card.layer.cornerRadius = 16
        card.layer.borderWidth = 1
        card.layer.borderColor = UIColor.systemGray4.cgColor

        let header = UIStackView(arrangedSubviews: [logoView, titleLabel])
        header.spacing = 16
        header.alignment = .center
        // On a narrow screen the title gives way (truncates), not the logo.
        titleLabel.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        // In each row the view with the lowest content-hugging priority takes the spare width.
        let badgeRow = row(title: badgeTitleLabel, control: badgeSwitch, stretching: .title)
        // The value sits in a fixed-width box, so the row does not shift (and repaint) as the
        // text changes length.
        let lengthBox = UIView(frame: CGRect(x: 0, y: 0, width: 110, height: 24))
        visitLengthLabel.frame = lengthBox.bounds
        visitLengthLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        lengthBox.addSubview(visitLengthLabel)
        NSLayoutConstraint.activate([
            lengthBox.widthAnchor.constraint(equalToConstant: 110),
            lengthBox.heightAnchor.constraint(equalToConstant: 24),
        ])

        let lengthRow = row(title: visitLengthTitleLabel, control: lengthBox, stretching: .title)
        let options = UIStackView(arrangedSubviews: [badgeRow, lengthRow, visitLengthSlider])
        options.axis = .vertical
        options.spacing = 8
        options.isLayoutMarginsRelativeArrangement = true
        options.layoutMargins = UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16)

        view.addSubview(contentView)
        let formViews: [UIView] = formFields
        for subview in [header, greetingLabel, languageControl] + formViews
            + [card, checkInButton, appointmentButton, statusLabel]
        {
            contentView.addSubview(subview)
        }
        card.addSubview(options)
        installConstraints(header: header, options: options)
        observeKeyboard()
        observeLanguage()
    }

    public override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        chooseLayoutForWidth()
    }

    // MARK: Actions

    func checkIn(_ sender: UIButton) {
        view.endEditing(true)
        let name = (nameField.text ?? "").trimmingSpaces
        guard !name.isEmpty else {
            statusLabel.text = language.text("Please type your name first.")
            statusLabel.textColor = .systemRed
            announceStatus()
            return
        }
        let host = hostField.text.flatMap { $0.isEmpty ? nil : $0 } ?? language.text("Reception")
        showCheckIn(
            CheckInState(
                status: language.text("Thank you, %1$@. %2$@ has been told you are here.", name, host),
                color: .systemGreen, buttonAlpha: 0.6))
    }

    /// What checking in changes, so it can be undone and redone.
    struct CheckInState {
        var status: String?
        var color: UIColor
        var buttonAlpha: CGFloat
    }

    /// Shows `state`, registering the way back: undoable with Ctrl+Z or a shake, which the
    /// responder chain takes to the window's undo manager; the undo registers the redo.
    func showCheckIn(_ state: CheckInState) {
        let previous = CheckInState(
            status: statusLabel.text, color: statusLabel.textColor,
            buttonAlpha: checkInButton.alpha)
        undoManager?.registerUndo(withTarget: self) { screen in screen.showCheckIn(previous) }
        undoManager?.setActionName(language.text("Check In"))
        statusLabel.text = state.status
        statusLabel.textColor = state.color
        announceStatus()
        UIView.animate(withDuration: 0.3) { self.checkInButton.alpha = state.buttonAlpha }
    }

    func callReception(_ sender: Any?) {
        statusLabel.text = language.text("Calling reception… someone will be with you shortly.")
        statusLabel.textColor = .label
        announceStatus()
    }

    /// "I have an appointment": today's list; checking in from an appointment fills in the form.
    func showAppointment(_ sender: Any?) {
        view.endEditing(true)
        let list = VisitorListViewController { [weak self] appointment in
            guard let self else { return }
            self.nameField.text = appointment.visitor
            self.hostField.text = appointment.host
            self.statusLabel.text = self.language.text("Found your %@ appointment. Tap Check in.", appointment.time)
            self.statusLabel.textColor = .label
        }
        // The list and a visitor's details, in a navigation controller over the whole screen.
        let navigation = UINavigationController(rootViewController: list)
        navigation.modalPresentationStyle = .fullScreen
        present(navigation, animated: true)
    }

    func badgeSwitchChanged(_ sender: UISwitch) {
        statusLabel.text = language.text(
            sender.isOn ? "We will email you a visitor badge." : "No badge email: collect one at the desk.")
        statusLabel.textColor = .label
        announceStatus()
    }

    func visitLengthChanged(_ sender: UISlider) {
        updateVisitLength()
    }

    // MARK: - Private

    /// The status line changed: a visitor who cannot see it hears it (the screen reader speaks
    /// the announcement after what it is saying).
    func announceStatus() {
        guard let text = statusLabel.text, !text.isEmpty else { return }
        UIAccessibility.post(notification: .announcement, argument: text)
    }

    func updateVisitLength() {
        let halfHours = (visitLengthSlider.value * 2).rounded() / 2
        visitLengthLabel.text =
            halfHours == 1 ? language.text("1 hour") : language.text("%@ hours", formatted(halfHours))
    }

    private func formatted(_ value: Float) -> String {
        guard value.isFinite else { return "–" }
        guard value != value.rounded() else { return String(Int(value)) }
        return String(String(value).map { $0 == "." ? Character(language.decimalSeparator) : $0 })
    }

    private func style(_ button: UIButton, filled: Bool) {
        button.titleLabel?.font = .systemFont(ofSize: 20, weight: .semibold)
        button.layer.cornerRadius = 12
        if filled {
            button.backgroundColor = .systemBlue
            button.setTitleColor(.white, for: .normal)
        } else {
            button.backgroundColor = .white
            button.layer.borderWidth = 2
            button.layer.borderColor = UIColor.systemBlue.cgColor
        }
    }

    private enum Stretching {
        case title, control
    }

    private func row(title label: UILabel, control: UIView, stretching: Stretching) -> UIStackView {
        label.font = .systemFont(ofSize: 18)
        let stretched: UIView = stretching == .title ? label : control
        for view in [label, control] {
            view.setContentHuggingPriority(view === stretched ? .defaultLow : .defaultHigh, for: .horizontal)
        }
        let row = UIStackView(arrangedSubviews: [label, control])
        row.spacing = 16
        row.alignment = .center
        return row
    }
}

extension String {
    /// The string without leading and trailing spaces.
    var trimmingSpaces: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
