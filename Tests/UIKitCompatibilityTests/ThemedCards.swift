import UIKit

// Dark-mode code as iOS apps write it since iOS 13: colours from a provider, the semantic system
// colours, a layer colour brought up to date when the appearance changes (both the
// `traitCollectionDidChange` way and the iOS 17 registration way), and a switch that forces the
// dark appearance on one screen. Swift 5 mode, `import UIKit` only.

extension UIColor {
    static let cardBackground = UIColor { traitCollection in
        switch traitCollection.userInterfaceStyle {
        case .dark:
            return UIColor(white: 0.12, alpha: 1)
        default:
            return UIColor(white: 0.96, alpha: 1)
        }
    }

    static let accentStripe = UIColor(dynamicProvider: { traits in
        traits.userInterfaceStyle == .dark ? .systemOrange : .systemBlue
    })
}

final class ThemedCardView: UIView {
    let titleLabel = UILabel()
    let stripe = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .cardBackground
        layer.cornerRadius = 12
        layer.borderWidth = 2
        layer.borderColor = UIColor.separator.cgColor
        titleLabel.textColor = .label
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.frame = CGRect(x: 16, y: 12, width: frame.width - 32, height: 24)
        stripe.backgroundColor = .accentStripe
        stripe.frame = CGRect(x: 0, y: frame.height - 8, width: frame.width, height: 8)
        addSubview(titleLabel)
        addSubview(stripe)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
            // CGColors do not adapt: resolved again for the new appearance.
            layer.borderColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor
        }
    }
}

final class ThemeViewController: UIViewController {
    let card = ThemedCardView(frame: CGRect(x: 20, y: 20, width: 280, height: 120))
    let darkSwitch = UISwitch()
    private(set) var shadowUpdates = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        card.titleLabel.text = "Meeting room 4"
        view.addSubview(card)
        darkSwitch.frame = CGRect(x: 20, y: 160, width: 51, height: 31)
        darkSwitch.addAction(UIAction { [unowned self] _ in self.toggleDark() }, for: .valueChanged)
        view.addSubview(darkSwitch)
        if #available(iOS 17.0, *) {
            registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, _: UITraitCollection) in
                self.shadowUpdates += 1
                self.card.layer.shadowColor = UIColor.label.resolvedColor(with: self.traitCollection).cgColor
            }
        }
    }

    func toggleDark() {
        overrideUserInterfaceStyle = darkSwitch.isOn ? .dark : .unspecified
    }
}

// Helpers from design-system code: a provider handed on as a plain (not `@Sendable`) closure,
// and light/dark colours captured as autoclosures.
extension UIColor {
    convenience init(dynamic: @escaping (_ trait: UITraitCollection) -> UIColor) {
        self.init(dynamicProvider: dynamic)
    }

    convenience init(
        light lightModeColor: @escaping @autoclosure () -> UIColor,
        dark darkModeColor: @escaping @autoclosure () -> UIColor
    ) {
        self.init { traitCollection in
            switch traitCollection.userInterfaceStyle {
            case .dark:
                return darkModeColor()
            case .light, .unspecified:
                return lightModeColor()
            @unknown default:
                return lightModeColor()
            }
        }
    }
}
