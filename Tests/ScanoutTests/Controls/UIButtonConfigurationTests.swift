import Scanout
import ScanoutTesting
import Testing

/// `UIButton.Configuration`: the iOS 15 button looks, sizes and the update handler.
@MainActor
@Suite struct UIButtonConfigurationTests {
    @Test func aConfiguredButtonRunsItsPrimaryActionAndIsFoundByItsTitle() throws {
        let host = TestHost()
        var taps = 0
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Check In"
        let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in taps += 1 })
        button.frame.origin = CGPoint(x: 100, y: 100)
        button.sizeToFit()
        host.window.addSubview(button)
        try host.tap("Check In")
        #expect(taps == 1)
        #expect(button.configuration?.title == "Check In")
    }

    @Test func aTitleSetForTheStateShowsInPlaceOfTheConfigurations() throws {
        let host = TestHost()
        let button = UIButton()
        button.configuration = .filled()
        button.setTitle("Sign In", for: [])
        button.frame.origin = CGPoint(x: 40, y: 100)
        button.sizeToFit()
        host.window.addSubview(button)
        host.drain()
        #expect(button.titleLabel?.text == "Sign In")
        let label = UILabel()
        label.text = "Sign In"
        label.font = .systemFont(ofSize: 15)
        #expect(button.intrinsicContentSize.width == label.intrinsicContentSize.width + 24, "sized by the title")
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        try host.tap("Sign In")
        #expect(taps == 1)

        // A title for a state wins over the configuration's in that state.
        button.configuration?.title = "Configured"
        #expect(button.titleLabel?.text == "Sign In")
        button.setTitle(nil, for: .normal)
        #expect(button.titleLabel?.text == "Configured")
    }

    @Test func sizeIsTheContentInsideTheInsets() {
        var configuration = UIButton.Configuration.gray()
        configuration.title = "OK"
        let medium = UIButton(configuration: configuration)
        let label = UILabel()
        label.text = "OK"
        label.font = .systemFont(ofSize: 15)
        let text = label.intrinsicContentSize
        #expect(medium.intrinsicContentSize == CGSize(width: text.width + 24, height: text.height + 14))
        configuration.buttonSize = .large
        let large = UIButton(configuration: configuration)
        #expect(large.intrinsicContentSize.height > medium.intrinsicContentSize.height)
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        configuration.buttonSize = .small
        #expect(configuration.contentInsets.leading == 2, "insets set by the app stay")
    }

    @Test func theImageGoesWhereThePlacementSays() throws {
        let host = TestHost()
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Next"
        configuration.image = UIImage(systemName: "chevron.right")
        configuration.imagePlacement = .trailing
        configuration.imagePadding = 6
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 20, y: 20, width: 160, height: 44)
        host.window.addSubview(button)
        host.drain()
        let image = try #require(button.imageView)
        let title = try #require(button.titleLabel)
        #expect(image.frame.minX >= title.frame.maxX + 6 - 0.5)
        host.userInterfaceLayoutDirection = .rightToLeft
        host.drain()
        #expect(image.frame.maxX <= title.frame.minX - 6 + 0.5, "mirrored right to left")
    }

    @Test func theUpdateHandlerRunsOnEveryStateChange() {
        let host = TestHost()
        var configuration = UIButton.Configuration.tinted()
        configuration.title = "Hold"
        let button = UIButton(configuration: configuration)
        var states: [UIControl.State] = []
        button.configurationUpdateHandler = { button in
            states.append(button.state)
            button.configuration?.subtitle = button.isHighlighted ? "Pressed" : nil
        }
        button.frame = CGRect(x: 50, y: 50, width: 120, height: 60)
        host.window.addSubview(button)
        states.removeAll()
        host.touchDown(at: CGPoint(x: 100, y: 80))
        #expect(button.configuration?.subtitle == "Pressed")
        host.touchUp()
        #expect(button.configuration?.subtitle == nil)
        #expect(states.contains(.highlighted))
        button.isEnabled = false
        #expect(states.last == .disabled)
    }

    @Test func stylesLookLikeIOS() {
        let host = TestHost(size: CGSize(width: 420, height: 230))
        host.window.backgroundColor = .white
        let styles: [(String, UIButton.Configuration)] = [
            ("Plain", .plain()), ("Tinted", .tinted()), ("Gray", .gray()), ("Filled", .filled()),
            ("Bordered", .bordered()), ("Prominent", .borderedProminent()),
        ]
        for (index, (title, base)) in styles.enumerated() {
            var configuration = base
            configuration.title = title
            let button = UIButton(configuration: configuration)
            button.frame = CGRect(
                x: 20 + CGFloat(index % 3) * 130, y: 20 + CGFloat(index / 3) * 56, width: 120, height: 40)
            host.window.addSubview(button)
        }
        var capsule = UIButton.Configuration.filled()
        capsule.title = "Check In"
        capsule.subtitle = "Visitor badge"
        capsule.image = UIImage(systemName: "person.circle")
        capsule.imagePadding = 8
        capsule.cornerStyle = .capsule
        capsule.buttonSize = .large
        capsule.baseBackgroundColor = .systemGreen
        let big = UIButton(configuration: capsule)
        big.frame = CGRect(x: 20, y: 140, width: 240, height: 70)
        host.window.addSubview(big)
        var disabled = UIButton.Configuration.filled()
        disabled.title = "Disabled"
        let off = UIButton(configuration: disabled)
        off.isEnabled = false
        off.frame = CGRect(x: 280, y: 155, width: 120, height: 40)
        host.window.addSubview(off)
        assertSnapshot(of: host.render(), named: "button-configurations")
    }
}
