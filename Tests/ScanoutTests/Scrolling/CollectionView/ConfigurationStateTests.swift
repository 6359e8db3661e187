import Scanout
import ScanoutTesting
import Testing

private struct Visit: Hashable {
    var name: String
    var room: String
}

extension UIConfigurationStateCustomKey {
    fileprivate static let visit = UIConfigurationStateCustomKey("com.example.visit")
}

extension UICellConfigurationState {
    fileprivate var visit: Visit? {
        get { self[.visit] as? Visit }
        set { self[.visit] = newValue }
    }
}

/// A cell that puts its item into its configuration state, as Apple's custom list cell sample does.
private final class VisitCell: UICollectionViewListCell {
    var visit: Visit? {
        didSet { setNeedsUpdateConfiguration() }
    }
    var seen: [Visit?] = []

    override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state.visit = visit
        return state
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        seen.append(state.visit)
        var content = defaultContentConfiguration().updated(for: state)
        content.text = state.visit?.name
        content.secondaryText = state.visit?.room
        content.textProperties.colorTransformer = state.isSelected ? .grayscale : nil
        contentConfiguration = content
    }
}

/// Configuration states with the app's own values, list content's layout guides, transformers and
/// symbol configurations: the API Apple's custom cell sample reaches for.
@MainActor
@Suite struct ConfigurationStateTests {
    @Test func customKeysCarryTheAppsValuesIntoTheState() {
        var state = UICellConfigurationState()
        #expect(state[.visit] == nil)
        state.visit = Visit(name: "Ada", room: "2.14")
        #expect(state.visit?.room == "2.14")
        var other = state
        other.visit = nil
        #expect(other != state, "custom values take part in equality")
        state.isSwiped = true
        state.isExpanded = true
        #expect(state.isSwiped && state.isExpanded && !state.isFocused)
    }

    @Test func aCellConfiguresItselfFromItsState() throws {
        let host = TestHost(size: CGSize(width: 400, height: 300))
        let cell = VisitCell(frame: CGRect(x: 0, y: 0, width: 400, height: 60))
        host.window.addSubview(cell)
        cell.visit = Visit(name: "Ada Lovelace", room: "2.14")
        host.drain()
        #expect(cell.seen.last??.name == "Ada Lovelace")
        let content = try #require(cell.contentConfiguration as? UIListContentConfiguration)
        #expect(content.text == "Ada Lovelace")
        // Selected: the transformer turns the text grey.
        cell.isSelected = true
        host.drain()
        let selected = try #require(cell.contentConfiguration as? UIListContentConfiguration)
        let resolved = selected.textProperties.resolvedColor()
        #expect(resolved.red == resolved.green && resolved.green == resolved.blue)
    }

    @Test func listContentViewsHaveGuidesWhereTheirTextsAre() throws {
        let host = TestHost(size: CGSize(width: 400, height: 300))
        var configuration = UIListContentConfiguration.valueCell()
        configuration.text = "Room"
        configuration.secondaryText = "2.14"
        configuration.textToSecondaryTextHorizontalPadding = 30
        let view = UIListContentView(configuration: configuration)
        view.frame = CGRect(x: 0, y: 0, width: 400, height: 44)
        host.window.addSubview(view)
        let text = try #require(view.textLayoutGuide)
        #expect(view.imageLayoutGuide == nil, "no image")
        let secondary = try #require(view.secondaryTextLayoutGuide)
        view.layoutIfNeeded()
        #expect(text.layoutFrame.minX == 16, "at the leading margin")
        #expect(text.layoutFrame.width > 0)
        #expect(secondary.layoutFrame.maxX == 400 - 16)
        // A separator lined up with the text, as the sample does.
        let line = UIView()
        line.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(line)
        NSLayoutConstraint.activate([
            line.leadingAnchor.constraint(equalTo: text.leadingAnchor),
            line.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            line.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            line.heightAnchor.constraint(equalToConstant: 1),
        ])
        view.layoutIfNeeded()
        #expect(line.frame.minX == text.layoutFrame.minX)
    }

    @Test func imagePropertiesResolveTheTintAndSizeSymbols() throws {
        var properties = UIListContentConfiguration.cell().imageProperties
        #expect(properties.resolvedTintColor(for: .systemBlue) == .systemBlue)
        properties.tintColor = .systemRed
        properties.tintColorTransformer = .grayscale
        let tint = properties.resolvedTintColor(for: .systemBlue)
        #expect(tint.red == tint.green)
        let imageView = UIImageView(image: UIImage(systemName: "star.fill"))
        let plain = imageView.intrinsicContentSize
        imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 40)
        #expect(imageView.intrinsicContentSize.height > plain.height, "the symbol drawn at 40 points")
        imageView.preferredSymbolConfiguration = nil
        #expect(imageView.intrinsicContentSize == plain)
    }

    @Test func smallerShapes() {
        let function = CAMediaTimingFunction(name: CAMediaTimingFunctionName.easeInEaseOut)
        _ = function
        let layer = CALayer()
        layer.shouldRasterize = true
        layer.rasterizationScale = 2
        #expect(layer.shouldRasterize && layer.rasterizationScale == 2)
        let axes: UIAxis = .both
        #expect(axes.contains(.horizontal) && axes.contains(.vertical))
    }

    @Test func aProminentPageControlDrawsAPlatterBehindItsDots() {
        let host = TestHost(size: CGSize(width: 300, height: 100))
        host.window.backgroundColor = .white
        let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
        control.numberOfPages = 3
        host.window.addSubview(control)
        let minimal = host.render()
        control.backgroundStyle = .prominent
        let prominent = host.render()
        // Between two dots, on the platter.
        let point = (x: 150 + 8, y: 30)
        #expect(minimal.cgImage?.pixel(x: point.x, y: point.y) == RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(prominent.cgImage?.pixel(x: point.x, y: point.y) != RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
    }
}
