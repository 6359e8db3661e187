import Scanout

/// Reception's settings for the kiosk, pushed from today's list by the gear in its bar: a header
/// card (a gradient with a shadow), today's check-ins as a ring drawn by a shape layer that fills
/// as the screen appears, and rows of the controls a kiosk is configured with — the language
/// (a segmented control), the screen timeout (a stepper), badge printing (a switch), brightness (a
/// slider), the closing time (a time picker), the badge paper left (a progress view) and the
/// welcome message (a text view). A scroll view holds it all, laid out with a stack view.
@MainActor
public final class KioskSettingsViewController: UIViewController {
    /// The kiosk's language: the check-in screen that presented settings speaks it until a visitor
    /// chooses another (settings are reception's, and stay in English).
    public let languageControl = UISegmentedControl(items: KioskLanguage.allCases.map(\.name))
    public let timeoutStepper = UIStepper()
    public let timeoutLabel = UILabel()
    public let badgeSwitch = UISwitch()
    public let brightnessSlider = UISlider()
    public let closingTimePicker = UIDatePicker()
    public let paperProgress = UIProgressView(progressViewStyle: .default)
    public let welcomeTextView = UITextView()
    /// The ring's track and its fill, which the appearance animates to today's share.
    public let ring = CAShapeLayer()
    public let ringTrack = CAShapeLayer()
    private let scrollView = UIScrollView()
    private let header = GradientCardView(colors: [.systemBlue, .systemTeal], cornerRadius: 14)
    /// Today's check-ins out of the expected visitors.
    private let checkedInShare: CGFloat = 0.7

    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Settings"
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        buildHeader()
        buildControls()

        let stack = UIStackView(arrangedSubviews: [
            header,
            row("Language", languageControl),
            row("Screen timeout", timeoutLabel, timeoutStepper),
            row("Print visitor badges", badgeSwitch),
            row("Brightness", brightnessSlider),
            row("Badge paper left", paperProgress),
            titled("Closing time", closingTimePicker),
            titled("Welcome message", welcomeTextView),
        ])
        stack.axis = .vertical
        stack.spacing = 12
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 20, bottom: 24, trailing: 20)
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.keyboardDismissMode = .onDrag
        view.addSubview(scrollView)
        scrollView.addSubview(stack)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            header.heightAnchor.constraint(equalToConstant: 96),
            closingTimePicker.heightAnchor.constraint(equalToConstant: 150),
            welcomeTextView.heightAnchor.constraint(equalToConstant: 88),
        ])
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // The header has its frame once the stack view laid it out, inside this pass.
        header.layoutIfNeeded()
        let ringFrame = CGRect(x: header.bounds.maxX - 84, y: 12, width: 72, height: 72)
        for layer in [ringTrack, ring] {
            layer.frame = ringFrame
            layer.path = UIBezierPath(ovalIn: CGRect(x: 6, y: 6, width: 60, height: 60)).cgPath
        }
    }

    /// The ring fills to today's share as the screen appears.
    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let fill = CABasicAnimation(keyPath: "strokeEnd")
        fill.fromValue = 0
        fill.toValue = checkedInShare
        fill.duration = 0.8
        fill.timingFunction = CAMediaTimingFunction(name: .easeOut)
        ring.strokeEnd = checkedInShare
        ring.add(fill, forKey: "fill")
    }

    // MARK: - Private

    private func buildHeader() {
        let title = UILabel()
        title.text = "Northwind Reception"
        title.font = .boldSystemFont(ofSize: 22)
        title.textColor = .white
        let subtitle = UILabel()
        subtitle.text = "Checked in today: 70 % of expected visitors"
        subtitle.font = .systemFont(ofSize: 15)
        subtitle.textColor = UIColor.white.withAlphaComponent(0.85)
        let labels = UIStackView(arrangedSubviews: [title, subtitle])
        labels.axis = .vertical
        labels.spacing = 4
        labels.translatesAutoresizingMaskIntoConstraints = false
        header.addSubview(labels)
        NSLayoutConstraint.activate([
            labels.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 20),
            labels.centerYAnchor.constraint(equalTo: header.centerYAnchor),
        ])

        for layer in [ringTrack, ring] {
            layer.fillColor = nil
            layer.lineWidth = 8
            layer.lineCap = .round
            header.layer.addSublayer(layer)
        }
        ringTrack.strokeColor = UIColor.white.withAlphaComponent(0.3).cgColor
        ring.strokeColor = UIColor.white.cgColor
        ring.strokeEnd = 0
    }

    private func buildControls() {
        languageControl.selectedSegmentIndex = KioskLanguage.english.rawValue
        languageControl.addAction(
            UIAction { [weak self] _ in
                guard let self, let chosen = KioskLanguage(selectedIn: self.languageControl) else { return }
                self.checkInScreen?.language = chosen
            }, for: .valueChanged)
        timeoutStepper.minimumValue = 1
        timeoutStepper.maximumValue = 30
        timeoutStepper.value = 5
        timeoutStepper.addAction(
            UIAction { [weak self] _ in self?.showTimeout() }, for: .valueChanged)
        showTimeout()
        badgeSwitch.isOn = true
        brightnessSlider.value = 0.8
        closingTimePicker.datePickerMode = .time
        closingTimePicker.minuteInterval = 15
        paperProgress.progress = 0.6
        welcomeTextView.text = "Welcome to Northwind! Please sign in, and wear your badge where it can be seen."
        welcomeTextView.font = .systemFont(ofSize: 17)
        welcomeTextView.layer.cornerRadius = 8
        welcomeTextView.layer.borderWidth = 1
        welcomeTextView.layer.borderColor = UIColor.systemGray4.cgColor
    }

    /// The check-in screen under the navigation that shows settings.
    private var checkInScreen: CheckInViewController? {
        navigationController?.presentingViewController as? CheckInViewController
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let checkInScreen { languageControl.selectedSegmentIndex = checkInScreen.language.rawValue }
    }

    private func showTimeout() {
        let minutes = Int(timeoutStepper.value)
        timeoutLabel.text = minutes == 1 ? "1 minute" : "\(minutes) minutes"
        timeoutLabel.textColor = .secondaryLabel
    }

    /// A rounded row: a title on the left, the controls on the right.
    private func row(_ title: String, _ controls: UIView...) -> UIView {
        let label = UILabel()
        label.text = title
        label.font = .systemFont(ofSize: 17)
        label.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        let spacer = UIView()
        spacer.setContentHuggingPriority(.defaultLow, for: .horizontal)
        let row = UIStackView(arrangedSubviews: [label, spacer] + controls)
        row.spacing = 12
        row.alignment = .center
        row.isLayoutMarginsRelativeArrangement = true
        row.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        row.backgroundColor = .secondarySystemGroupedBackground
        row.layer.cornerRadius = 10
        for control in controls where control is UISlider || control is UIProgressView {
            control.widthAnchor.constraint(equalToConstant: 220).isActive = true
        }
        return row
    }

    /// A caption above a tall control.
    private func titled(_ title: String, _ control: UIView) -> UIView {
        let label = UILabel()
        label.text = title.uppercased()
        label.font = .systemFont(ofSize: 13)
        label.textColor = .secondaryLabel
        let stack = UIStackView(arrangedSubviews: [label, control])
        stack.axis = .vertical
        stack.spacing = 6
        return stack
    }
}
