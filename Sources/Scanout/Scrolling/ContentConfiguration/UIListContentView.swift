/// The view that shows a `UIListContentConfiguration`: its image, then its text with the secondary
/// text under it (or at the trailing end for a value cell), inside the configuration's margins,
/// laid out by constraints so a self-sizing row measures it. Main actor.
@MainActor
open class UIListContentView: UIView, UIContentView {
    public var configuration: UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else { return }
            listConfiguration = list
            apply()
        }
    }

    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryLabel] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        imageView.contentMode = .scaleAspectFit
        apply()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: - Private

    private var listConfiguration: UIListContentConfiguration
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryLabel = UILabel()
    private var placement: [NSLayoutConstraint] = []

    private func apply() {
        let configuration = listConfiguration
        directionalLayoutMargins = configuration.directionalLayoutMargins
        imageView.image = configuration.image
        imageView.tintColor = configuration.imageProperties.tintColor
        imageView.isHidden = configuration.image == nil
        style(textLabel, configuration.textProperties, configuration.text)
        style(secondaryLabel, configuration.secondaryTextProperties, configuration.secondaryText)
        secondaryLabel.isHidden = configuration.secondaryText == nil
        NSLayoutConstraint.deactivate(placement)
        placement = constraints(for: configuration)
        NSLayoutConstraint.activate(placement)
    }

    /// The image at the leading margin, centred; the texts after it (or at the margin without
    /// one): stacked, or the secondary text at the trailing margin on the text's line.
    private func constraints(for configuration: UIListContentConfiguration) -> [NSLayoutConstraint] {
        let margins = layoutMarginsGuide
        var placed: [NSLayoutConstraint] = []
        var textLeading = margins.leadingAnchor
        var textLeadingGap: CGFloat = 0
        if configuration.image != nil {
            placed += [
                imageView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                imageView.centerYAnchor.constraint(equalTo: centerYAnchor),
                imageView.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
            ]
            textLeading = imageView.trailingAnchor
            textLeadingGap = configuration.imageToTextPadding
        }
        placed.append(textLabel.leadingAnchor.constraint(equalTo: textLeading, constant: textLeadingGap))
        let hasSecondary = configuration.secondaryText != nil
        switch configuration.layout {
        case .stacked:
            placed += [
                textLabel.topAnchor.constraint(equalTo: margins.topAnchor),
                textLabel.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            ]
            if hasSecondary {
                placed += [
                    secondaryLabel.topAnchor.constraint(
                        equalTo: textLabel.bottomAnchor, constant: configuration.textToSecondaryTextVerticalPadding),
                    secondaryLabel.leadingAnchor.constraint(equalTo: textLabel.leadingAnchor),
                    secondaryLabel.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
                    secondaryLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
                ]
            } else {
                placed.append(textLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor))
            }
        case .sideBySide:
            placed += [
                textLabel.topAnchor.constraint(equalTo: margins.topAnchor),
                textLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            ]
            if hasSecondary {
                placed += [
                    secondaryLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                    secondaryLabel.firstBaselineAnchor.constraint(equalTo: textLabel.firstBaselineAnchor),
                    secondaryLabel.leadingAnchor.constraint(
                        greaterThanOrEqualTo: textLabel.trailingAnchor, constant: 8),
                ]
            } else {
                placed.append(textLabel.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor))
            }
        }
        return placed
    }

    private func style(_ label: UILabel, _ properties: UIListContentConfiguration.TextProperties, _ text: String?) {
        label.text = properties.transformed(text)
        label.font = properties.font
        label.textColor = properties.color
        label.textAlignment = properties.alignment
        label.numberOfLines = properties.numberOfLines
    }
}
