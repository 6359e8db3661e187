import Scanout

extension Selector {
    static let checkIn = Selector("checkIn:")
    static let showAppointment = Selector("showAppointment:")
    static let badgeSwitchChanged = Selector("badgeSwitchChanged:")
    static let visitLengthChanged = Selector("visitLengthChanged:")
}

/// The visitor check-in screen: a header with the company's logo, a greeting in three scripts,
/// two actions, and two options — built the way an app author builds a UIKit screen.
@MainActor
public final class CheckInViewController: UIViewController {
    public let logoView = UIImageView(image: UIImage(named: "logo"))
    public let titleLabel = UILabel()
    public let greetingLabel = UILabel()
    public let checkInButton = UIButton(type: .system)
    public let appointmentButton = UIButton(type: .system)
    public let badgeSwitch = UISwitch()
    public let visitLengthSlider = UISlider()
    public let visitLengthLabel = UILabel()
    public let statusLabel = UILabel()
    private let card = UIView()

    public override class var actionTable: ActionTable {
        super.actionTable
            .on(.checkIn, CheckInViewController.checkIn)
            .on(.showAppointment, CheckInViewController.showAppointment)
            .on(.badgeSwitchChanged, CheckInViewController.badgeSwitchChanged)
            .on(.visitLengthChanged, CheckInViewController.visitLengthChanged)
    }

    public override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .systemGroupedBackground
        view = root
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = "Welcome to Northwind Labs"
        titleLabel.font = .boldSystemFont(ofSize: 30)
        titleLabel.textColor = .label
        greetingLabel.text = "Welcome · 欢迎光临 · أهلاً وسهلاً"
        greetingLabel.font = .systemFont(ofSize: 20)
        greetingLabel.textColor = .secondaryLabel
        greetingLabel.textAlignment = .center

        style(checkInButton, title: "Check in", filled: true)
        checkInButton.addTarget(self, action: .checkIn, for: .touchUpInside)
        style(appointmentButton, title: "I have an appointment", filled: false)
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
        updateVisitLength()

        statusLabel.text = "Tap Check in to let your host know you are here."
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
        let buttons = UIStackView(arrangedSubviews: [checkInButton, appointmentButton])
        buttons.spacing = 16
        buttons.distribution = .fillEqually
        // In each row the view with the lowest content-hugging priority takes the spare width:
        // the title beside the switch, the slider beside its labels.
        let badgeRow = row(title: "Email me a visitor badge", control: badgeSwitch, stretching: .title)
        let lengthRow = row(
            title: "Expected visit", control: visitLengthSlider, trailing: visitLengthLabel, stretching: .control)
        let options = UIStackView(arrangedSubviews: [badgeRow, lengthRow])
        options.axis = .vertical
        options.spacing = 12
        options.isLayoutMarginsRelativeArrangement = true
        options.layoutMargins = UIEdgeInsets(top: 16, left: 20, bottom: 16, right: 20)

        for subview in [header, greetingLabel, buttons, card, statusLabel] as [UIView] { view.addSubview(subview) }
        card.addSubview(options)
        layoutViews = (header, buttons, options)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard let (header, buttons, options) = layoutViews else { return }
        // A column 90% of the width, at most 680 points, centred.
        let width = min(view.bounds.width * 0.9, 680)
        let left = (view.bounds.width - width) / 2
        var y: CGFloat = max(view.bounds.height * 0.06, 16)
        // The logo and title, centred as a group.
        let headerSize = header.intrinsicContentSize
        let headerWidth = min(headerSize.width, width)
        header.frame = CGRect(x: (view.bounds.width - headerWidth) / 2, y: y, width: headerWidth, height: headerSize.height)
        y = header.frame.maxY + 8
        greetingLabel.frame = CGRect(x: left, y: y, width: width, height: greetingLabel.intrinsicContentSize.height)
        y = greetingLabel.frame.maxY + 20
        buttons.frame = CGRect(x: left, y: y, width: width, height: 56)
        y = buttons.frame.maxY + 20
        let optionsHeight = options.intrinsicContentSize.height
        card.frame = CGRect(x: left, y: y, width: width, height: optionsHeight)
        options.frame = card.bounds
        y = card.frame.maxY + 16
        statusLabel.frame = CGRect(x: left, y: y, width: width, height: max(view.bounds.height - y - 12, 24))
    }

    // MARK: Actions

    func checkIn(_ sender: UIButton) {
        statusLabel.text = "You are checked in. Your host has been told you are here."
        statusLabel.textColor = .systemGreen
        UIView.animate(withDuration: 0.3) { self.checkInButton.alpha = 0.6 }
    }

    func showAppointment(_ sender: Any?) {
        statusLabel.text = "Please type your host's name at the desk."
        statusLabel.textColor = .label
    }

    func badgeSwitchChanged(_ sender: UISwitch) {
        statusLabel.text = sender.isOn ? "We will email you a visitor badge." : "No badge email: collect one at the desk."
        statusLabel.textColor = .label
    }

    func visitLengthChanged(_ sender: UISlider) {
        updateVisitLength()
    }

    // MARK: - Private

    private var layoutViews: (UIStackView, UIStackView, UIStackView)?

    private func updateVisitLength() {
        let halfHours = (visitLengthSlider.value * 2).rounded() / 2
        visitLengthLabel.text = halfHours == 1 ? "1 hour" : "\(formatted(halfHours)) hours"
    }

    private func formatted(_ value: Float) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    private func style(_ button: UIButton, title: String, filled: Bool) {
        button.setTitle(title, for: .normal)
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

    private func row(title: String, control: UIView, trailing: UIView? = nil, stretching: Stretching) -> UIStackView {
        let label = UILabel()
        label.text = title
        label.font = .systemFont(ofSize: 18)
        let stretched: UIView = stretching == .title ? label : control
        for view in [label, control] + (trailing.map { [$0] } ?? []) {
            view.setContentHuggingPriority(view === stretched ? .defaultLow : .defaultHigh, for: .horizontal)
        }
        var views: [UIView] = [label, control]
        if let trailing {
            // A fixed-width box, so the row does not shift as the value's text changes length.
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 110, height: 24))
            trailing.frame = box.bounds
            trailing.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            box.addSubview(trailing)
            box.setContentHuggingPriority(.defaultHigh, for: .horizontal)
            views.append(box)
        }
        let row = UIStackView(arrangedSubviews: views)
        row.spacing = 16
        row.alignment = .center
        return row
    }
}
