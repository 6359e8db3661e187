/// The view that shows a `UIContentUnavailableConfiguration`: an activity indicator (loading), the
/// image, the text, the secondary text and the buttons, one under another with the
/// configuration's paddings, centred in the view's margins (or along the reading edge), the
/// background behind. A text or button that is not set takes no room. Main actor.
@preconcurrency @MainActor
open class UIContentUnavailableView: UIView, UIContentView {
    public var configuration: UIContentConfiguration {
        get { unavailableConfiguration }
        set {
            guard let configuration = newValue as? UIContentUnavailableConfiguration else { return }
            unavailableConfiguration = configuration
            apply()
        }
    }

    public init(configuration: UIContentUnavailableConfiguration) {
        unavailableConfiguration = configuration
        super.init(frame: .zero)
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        for view in [activityIndicator, imageView, textLabel, secondaryLabel, button, secondaryButton] as [UIView] {
            stack.addArrangedSubview(view)
        }
        imageView.contentMode = .scaleAspectFit
        button.addAction(UIAction { [weak self] _ in self?.run(primary: true) }, for: .primaryActionTriggered)
        secondaryButton.addAction(UIAction { [weak self] _ in self?.run(primary: false) }, for: .primaryActionTriggered)
        apply()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: - Private

    private var unavailableConfiguration: UIContentUnavailableConfiguration
    private let stack = UIStackView()
    private let activityIndicator = UIActivityIndicatorView(style: .medium)
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryLabel = UILabel()
    private let button = UIButton(configuration: .plain())
    private let secondaryButton = UIButton(configuration: .plain())
    private var placement: [NSLayoutConstraint] = []

    private func apply() {
        let configuration = unavailableConfiguration
        directionalLayoutMargins = configuration.directionalLayoutMargins.finiteOrZero
        preservesSuperviewLayoutMargins = !configuration.axesPreservingSuperviewLayoutMargins.isEmpty
        backgroundColor = configuration.background.backgroundColor
        activityIndicator.isHidden = !configuration.showsActivityIndicator
        if configuration.showsActivityIndicator {
            activityIndicator.startAnimating()
        } else {
            activityIndicator.stopAnimating()
        }
        imageView.image = configuration.image
        imageView.isHidden = configuration.image == nil
        imageView.tintColor = configuration.imageProperties.tintColor
        imageView.preferredSymbolConfiguration = configuration.imageProperties.preferredSymbolConfiguration
        style(textLabel, configuration.textProperties, configuration.text, configuration.attributedText)
        style(
            secondaryLabel, configuration.secondaryTextProperties, configuration.secondaryText,
            configuration.secondaryAttributedText)
        style(button, configuration.button, configuration.buttonProperties)
        style(secondaryButton, configuration.secondaryButton, configuration.secondaryButtonProperties)
        stack.alignment = configuration.alignment == .center ? .center : .leading
        for label in [textLabel, secondaryLabel] where configuration.alignment == .natural {
            label.textAlignment = .natural
        }
        stack.spacing = 0
        stack.setCustomSpacing(padding(configuration.imageToTextPadding), after: activityIndicator)
        stack.setCustomSpacing(padding(configuration.imageToTextPadding), after: imageView)
        stack.setCustomSpacing(padding(configuration.textToSecondaryTextPadding), after: textLabel)
        stack.setCustomSpacing(padding(configuration.textToButtonPadding), after: secondaryLabel)
        if secondaryLabel.isHidden {
            stack.setCustomSpacing(padding(configuration.textToButtonPadding), after: textLabel)
        }
        stack.setCustomSpacing(padding(configuration.buttonToSecondaryButtonPadding), after: button)
        NSLayoutConstraint.deactivate(placement)
        let margins = layoutMarginsGuide
        placement = [
            stack.centerYAnchor.constraint(equalTo: margins.centerYAnchor),
            stack.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
            stack.leadingAnchor.constraint(greaterThanOrEqualTo: margins.leadingAnchor),
            stack.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            configuration.alignment == .center
                ? stack.centerXAnchor.constraint(equalTo: margins.centerXAnchor)
                : stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        ]
        NSLayoutConstraint.activate(placement)
    }

    /// A padding the app set, usable: not a number or negative is none, huge is clamped.
    private func padding(_ value: CGFloat) -> CGFloat {
        value.isFinite ? min(max(value, 0), 10_000) : 0
    }

    private func style(
        _ label: UILabel, _ properties: UIListContentConfiguration.TextProperties, _ text: String?,
        _ attributed: NSAttributedString?
    ) {
        if let attributed {
            label.attributedText = attributed
        } else {
            label.text = properties.transformed(text)
            label.font = properties.font
            label.textColor = properties.resolvedColor()
        }
        label.textAlignment = properties.alignment
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.isHidden = attributed == nil && (text ?? "").isEmpty
    }

    private func style(
        _ button: UIButton, _ look: UIButton.Configuration,
        _ properties: UIContentUnavailableConfiguration.ButtonProperties
    ) {
        button.configuration = look
        button.isEnabled = properties.isEnabled
        button.menu = properties.primaryAction == nil ? properties.menu : nil
        button.showsMenuAsPrimaryAction = properties.primaryAction == nil && properties.menu != nil
        button.isHidden = look.title == nil && look.image == nil && look.attributedTitle == nil
    }

    private func run(primary: Bool) {
        let properties =
            primary ? unavailableConfiguration.buttonProperties : unavailableConfiguration.secondaryButtonProperties
        guard let action = properties.primaryAction else { return }
        action.handler(action)
    }
}
