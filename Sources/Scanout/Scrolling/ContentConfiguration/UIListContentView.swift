/// The view that shows a `UIListContentConfiguration`: its image, then its text with the secondary
/// text under it (or at the trailing end for a value cell), inside the configuration's margins,
/// laid out by constraints so a self-sizing row measures it. Main actor.
@preconcurrency @MainActor
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

    /// The area the text takes, for aligning other views with it (a separator starting under the
    /// text); nil while there is no text.
    public var textLayoutGuide: UILayoutGuide? {
        listConfiguration.text == nil ? nil : guide(following: textLabel, in: &textGuide)
    }

    /// The area the secondary text takes; nil while there is none.
    public var secondaryTextLayoutGuide: UILayoutGuide? {
        listConfiguration.secondaryText == nil ? nil : guide(following: secondaryLabel, in: &secondaryTextGuide)
    }

    /// The area the image takes; nil while there is none.
    public var imageLayoutGuide: UILayoutGuide? {
        listConfiguration.image == nil ? nil : guide(following: imageView, in: &imageGuide)
    }

    // MARK: - Private

    private var textGuide: UILayoutGuide?
    private var secondaryTextGuide: UILayoutGuide?
    private var imageGuide: UILayoutGuide?

    /// A layout guide kept on `view`'s edges, made the first time it is asked for.
    private func guide(following view: UIView, in slot: inout UILayoutGuide?) -> UILayoutGuide {
        if let slot { return slot }
        let guide = UILayoutGuide()
        addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            guide.topAnchor.constraint(equalTo: view.topAnchor),
            guide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        slot = guide
        return guide
    }

    private var listConfiguration: UIListContentConfiguration
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryLabel = UILabel()
    private var placement: [NSLayoutConstraint] = []

    private func apply() {
        let configuration = listConfiguration
        directionalLayoutMargins = configuration.directionalLayoutMargins
        imageView.image = configuration.image
        imageView.tintColor = configuration.imageProperties.tintColor.map {
            configuration.imageProperties.tintColorTransformer?.transform($0) ?? $0
        }
        imageView.preferredSymbolConfiguration = configuration.imageProperties.preferredSymbolConfiguration
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
                        greaterThanOrEqualTo: textLabel.trailingAnchor,
                        constant: configuration.textToSecondaryTextHorizontalPadding),
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
        label.textColor = properties.resolvedColor()
        label.textAlignment = properties.alignment
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = properties.minimumScaleFactor
    }
}
