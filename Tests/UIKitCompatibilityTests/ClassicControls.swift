import UIKit

// UIKit code of the kind that predates button configurations and the safe area, as public apps
// still write it: a pay button with its image right of the title by edge insets and a stretchable
// background, colours from colour literals, constraint placeholders, a layout-attributes subclass
// with no initializers, status bar preferences and the old layout guides, a cell's image view, a
// configured button with an attributed title, and a content configuration of the app's own.

/// A "Pay" button: the chevron right of the title (the edge-inset recipe), over a rounded
/// background image with 8-point caps.
final class PayButton: UIButton {
    static let accent = #colorLiteral(red: 0.1, green: 0.6, blue: 0.3, alpha: 1)

    override init(frame: CGRect) {
        super.init(frame: frame)
        setTitle("Pay", for: .normal)
        setTitleColor(.white, for: .normal)
        setImage(PayButton.chevron, for: .normal)
        setBackgroundImage(PayButton.pill(PayButton.accent), for: .normal)
        contentHorizontalAlignment = .center
        contentEdgeInsets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        // The usual recipe: move the title left by the image's width, the image right by the title's.
        let imageWidth = currentImage?.size.width ?? 0
        let titleWidth = titleLabel?.intrinsicContentSize.width ?? 0
        titleEdgeInsets = UIEdgeInsets(top: 0, left: -imageWidth, bottom: 0, right: imageWidth)
        imageEdgeInsets = UIEdgeInsets(top: 0, left: titleWidth, bottom: 0, right: -titleWidth)
        super.layoutSubviews()
    }

    static var chevron: UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 12, height: 12)).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 12, height: 12))
        }
    }

    static func pill(_ color: UIColor) -> UIImage {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24)).image { _ in
            color.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 24, height: 24), cornerRadius: 8).fill()
        }
        return image.resizableImage(withCapInsets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    /// A lighter shade of `color`, through hue, saturation and brightness.
    static func lighter(_ color: UIColor) -> UIColor {
        var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0, alpha: CGFloat = 0
        color.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha)
        return UIColor(hue: hue, saturation: saturation, brightness: min(brightness * 1.3, 1), alpha: alpha)
    }
}

/// A controller written before iOS 11: the top layout guide, status bar preferences, a
/// placeholder constraint replaced in `viewDidLoad`.
final class LegacyCheckoutViewController: UIViewController {
    var bannerTop: NSLayoutConstraint = NSLayoutConstraint()
    let banner = UILabel()
    let titleFont = UIFont(name: "NoSuchFont-Bold", size: 20) ?? UIFont()
    var statusBarRequests: NSInteger = 0

    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { true }

    override func viewDidLoad() {
        super.viewDidLoad()
        edgesForExtendedLayout = []
        banner.translatesAutoresizingMaskIntoConstraints = false
        banner.font = titleFont
        view.addSubview(banner)
        bannerTop = banner.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor, constant: 8)
        NSLayoutConstraint.activate([
            bannerTop,
            banner.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            bottomLayoutGuide.topAnchor.constraint(greaterThanOrEqualTo: banner.bottomAnchor),
        ])
        setNeedsStatusBarAppearanceUpdate()
        statusBarRequests += 1
    }
}

/// A pager's attributes: a property of its own, no initializers (UIKit's inherited ones serve).
final class PagerLayoutAttributes: UICollectionViewLayoutAttributes {
    var position: CGFloat = 0

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? PagerLayoutAttributes else { return false }
        return super.isEqual(other) && other.position == position
    }
}

/// A switch row's configuration, updated for any configuration state, as iOS declares it.
struct SwitchRowConfiguration: UIContentConfiguration {
    var isOn = false

    func makeContentView() -> UIView & UIContentView {
        SwitchRowView(configuration: self)
    }

    func updated(for state: UIConfigurationState) -> SwitchRowConfiguration {
        self
    }
}

final class SwitchRowView: UIView, UIContentView {
    let toggle = UISwitch()
    var configuration: UIContentConfiguration {
        didSet { apply() }
    }

    init(configuration: UIContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        addSubview(toggle)
        apply()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func apply() {
        toggle.isOn = (configuration as? SwitchRowConfiguration)?.isOn ?? false
    }
}

enum ClassicCells {
    /// A row with an icon, as the older cell API shows one.
    static func iconRow(_ table: UITableView) -> UITableViewCell {
        let cell =
            table.dequeueReusableCell(withIdentifier: "icon")
            ?? UITableViewCell(style: .default, reuseIdentifier: "icon")
        cell.textLabel?.text = "Printer"
        cell.imageView?.image = PayButton.chevron
        return cell
    }

    /// A configured button with an attributed title and a transformer that makes it bold.
    static func boldConfiguredButton() -> UIButton {
        var configuration = UIButton.Configuration.filled()
        var title = AttributedString("Check in")
        title.foregroundColor = UIColor.systemYellow
        configuration.attributedTitle = title
        configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = UIFont.boldSystemFont(ofSize: 22)
            return outgoing
        }
        return UIButton(configuration: configuration)
    }
}

/// A helper outside any actor, as Swift 5 apps write them: the renderer is usable there, as on iOS.
func solidImage(_ color: UIColor, side: CGFloat) -> UIImage {
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: side, height: side))
    return renderer.image { context in
        color.setFill()
        context.fill(CGRect(x: 0, y: 0, width: side, height: side))
    }
}

/// A dynamics set-up that makes its collision behaviour empty and adds items later.
func floorCollision(for items: [UIDynamicItem]) -> UICollisionBehavior {
    let collision = UICollisionBehavior()
    for item in items { collision.addItem(item) }
    collision.translatesReferenceBoundsIntoBoundary = true
    return collision
}

/// A field that draws its own placeholder (an animated label of its own in real code): the field
/// must not draw the default one under it.
final class CustomPlaceholderField: UITextField {
    private(set) var placeholderDraws = 0
    private(set) var textDraws = 0

    override func drawPlaceholder(in rect: CGRect) {
        placeholderDraws += 1
    }

    override func drawText(in rect: CGRect) {
        textDraws += 1
        super.drawText(in: rect)
    }
}

/// A field that opens on the German keyboard when the visitor has it active, as iOS apps write it.
final class GermanNameField: UITextField {
    override var textInputMode: UITextInputMode? {
        for mode in UITextInputMode.activeInputModes where mode.primaryLanguage == "de-DE" {
            return mode
        }
        return super.textInputMode
    }
}

/// A floor for dynamics, named with an `NSString` identifier as iOS code writes it.
func addFloor(to collision: UICollisionBehavior, width: CGFloat) {
    collision.addBoundary(
        withIdentifier: "floor" as NSString, from: CGPoint(x: 0, y: 100), to: CGPoint(x: width, y: 100))
}

/// An image redrawn at its own scale.
func redrawn(_ image: UIImage) -> UIImage {
    UIGraphicsImageRenderer(size: image.size, format: image.imageRendererFormat).image { _ in
        image.draw(at: .zero)
    }
}

/// An empty-state view's logo, from an image literal as Xcode writes it.
final class EmptyStateLogo: UIImageView {
    func showLogo() {
        image = #imageLiteral(resourceName: "no-such-logo")
    }
}

/// A ring drawn once into a bitmap context and kept as a `CGImage`, as progress views do.
func ringImage(side: CGFloat) -> CGImage? {
    UIGraphicsBeginImageContextWithOptions(CGSize(width: side, height: side), false, 1)
    defer { UIGraphicsEndImageContext() }
    guard let context = UIGraphicsGetCurrentContext() else { return nil }
    context.setFillColor(UIColor.systemGreen.cgColor)
    context.fill(CGRect(x: 0, y: 0, width: side, height: side))
    return context.makeImage()
}
