import Foundation
import ScanoutTesting
import Testing
import UIKit

/// Foundation's own `UserDefaults` (a file importing UIKit means Scanout's by `UserDefaults`).
private typealias FoundationDefaults = Foundation.UserDefaults

/// `ClassicControls.swift` and `ClassicDefaults.swift` compile in Swift 5 mode as on iOS; these
/// run them as an app would.
@MainActor
@Suite struct ClassicControlsTests {
    @Test func thePayButtonShowsItsImageRightOfTheTitleOverItsBackground() throws {
        let host = TestHost()
        let button = PayButton(frame: CGRect(x: 20, y: 20, width: 160, height: 48))
        host.window.addSubview(button)
        let image = try #require(host.render().cgImage)
        let title = try #require(button.titleLabel?.frame)
        let chevron = try #require(button.imageView?.frame)
        #expect(chevron.minX >= title.maxX - 0.5, "the image is right of the title")
        // The background's rounded caps: the corner pixel is outside the pill, the edge inside.
        let accent = image.pixel(x: 20 + 80, y: 20 + 3)
        #expect(accent.green > 120 && accent.red < 60)
        #expect(image.pixel(x: 20, y: 20).green < 120, "the corner stays rounded, not stretched")
        #expect(button.intrinsicContentSize.height >= 24)
    }

    @Test func colourLiteralsAndHueArithmetic() {
        let accent = PayButton.accent
        #expect(abs(accent.red - 0.1) < 0.001 && abs(accent.green - 0.6) < 0.001)
        let lighter = PayButton.lighter(accent)
        var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0, alpha: CGFloat = 0
        accent.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha)
        var lighterHue: CGFloat = 0
        var lighterBrightness: CGFloat = 0
        lighter.getHue(&lighterHue, saturation: &saturation, brightness: &lighterBrightness, alpha: &alpha)
        #expect(abs(hue - lighterHue) < 0.01)
        #expect(lighterBrightness > brightness)
        var white: CGFloat = 0
        UIColor.gray.getWhite(&white, alpha: &alpha)
        #expect(abs(white - 0.5) < 0.001)
    }

    @Test func aLegacyControllerLaysOutUnderItsTopLayoutGuide() throws {
        let host = TestHost()
        let controller = LegacyCheckoutViewController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 30, left: 0, bottom: 10, right: 0)
        host.window.rootViewController = controller
        host.drain()
        #expect(controller.topLayoutGuide.length == 30)
        #expect(controller.bottomLayoutGuide.length == 10)
        #expect(controller.banner.frame.minY == 38)
        #expect(controller.preferredStatusBarStyle == .lightContent)
        #expect(controller.statusBarRequests == 1)
        #expect(UIApplication.shared.statusBarFrame == .zero)
        #expect(controller.titleFont.pointSize == UIFont.systemFontSize)
        // The placeholder constraint of `NSLayoutConstraint()` has no items and activates to nothing.
        let placeholder = NSLayoutConstraint()
        #expect(placeholder.firstItem == nil)
        placeholder.isActive = true
        #expect(!placeholder.isActive)
    }

    @Test func aLayoutAttributesSubclassWithoutInitializersIsMadeByTheFactories() {
        let attributes = PagerLayoutAttributes(forCellWith: IndexPath(item: 2, section: 0))
        #expect(attributes.representedElementCategory == .cell)
        #expect(attributes.indexPath == IndexPath(item: 2, section: 0))
        let header = PagerLayoutAttributes(
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: 1))
        #expect(header.representedElementKind == UICollectionView.elementKindSectionHeader)
        attributes.position = 0.5
        let copy = attributes.copy() as? PagerLayoutAttributes
        #expect(copy != nil)
    }

    @Test func aContentConfigurationOfTheAppsOwnShowsInACell() throws {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        cell.contentConfiguration = SwitchRowConfiguration(isOn: true)
        let view = try #require(cell.contentView.subviews.compactMap { $0 as? SwitchRowView }.first)
        #expect(view.toggle.isOn)
    }

    @Test func aCellWithAnImageMovesItsTitlePastIt() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let cell = ClassicCells.iconRow(table)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.layoutIfNeeded()
        let icon = try #require(cell.imageView?.frame)
        let title = try #require(cell.textLabel?.frame)
        #expect(icon.minX == 16 && icon.width == 12)
        #expect(title.minX == icon.maxX + 16)
    }

    @Test func aConfiguredButtonShowsItsAttributedTitleThroughTheTransformer() throws {
        let button = ClassicCells.boldConfiguredButton()
        let label = try #require(button.titleLabel)
        let text = try #require(label.attributedText)
        #expect(text.string == "Check in")
        let font = text.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
        #expect(font?.pointSize == 22)
        #expect(text.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .systemYellow)
        #expect(button.configuration?.title == "Check in")
    }

    @Test func helpersOutsideAnyActorWork() {
        let image = solidImage(.systemBlue, side: 8)
        #expect(image.size == CGSize(width: 8, height: 8))
        let collision = floorCollision(for: [UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))])
        #expect(collision.items.count == 1)
    }

    @Test func foundationsUserDefaultsTakesKeyValueWrites() throws {
        let defaults = try #require(FoundationDefaults(suiteName: "scanout-classic-defaults-test"))
        defer { defaults.removePersistentDomain(forName: "scanout-classic-defaults-test") }
        defaults.lastKioskMode = "lobby"
        #expect(defaults.lastKioskMode == "lobby")
        #expect(defaults.string(forKey: "lastKioskMode") == "lobby")
    }

    @Test func aFieldThatDrawsItsOwnPlaceholderReplacesTheDefault() throws {
        let host = TestHost()
        let field = CustomPlaceholderField(frame: CGRect(x: 10, y: 10, width: 200, height: 40))
        field.placeholder = "Name"
        host.window.addSubview(field)
        let image = try #require(host.render().cgImage)
        #expect(field.placeholderDraws >= 1)
        // Nothing was drawn where the default placeholder would be.
        #expect(image.pixel(x: 30, y: 30) == image.pixel(x: 150, y: 30))
        field.text = "Ada"
        _ = host.render()
        #expect(field.textDraws >= 1)
    }

    @Test func aFieldChoosesItsKeyboardLanguageByOverridingTextInputMode() throws {
        let host = TestHost()
        let field = GermanNameField(frame: CGRect(x: 10, y: 10, width: 200, height: 40))
        host.window.addSubview(field)
        #expect(field.textInputMode?.primaryLanguage == UITextInputMode.activeInputModes.first?.primaryLanguage)
        let german = try #require(UITextInputMode.inputMode(forLanguage: "de-DE"))
        UITextInputMode.setActiveInputModes([UITextInputMode.activeInputModes[0], german])
        #expect(field.textInputMode === german)
        field.becomeFirstResponder()
        host.advance(by: 0.3)
        #expect(host.keyboardKeyTitles.contains { $0.lowercased() == "ü" })
    }

    @Test func nsStringIdentifiersAndRendererFormats() throws {
        let collision = UICollisionBehavior()
        addFloor(to: collision, width: 320)
        #expect(collision.boundaryIdentifiers?.count == 1)
        #expect(collision.boundary(withIdentifier: "floor" as NSString) != nil)
        let source = solidImage(.systemRed, side: 10)
        let copy = redrawn(source)
        #expect(copy.scale == source.scale && copy.size == source.size)
    }

    @Test func anImageLiteralOfAMissingImageIsEmptyNotACrash() {
        let logo = EmptyStateLogo()
        logo.showLogo()
        #expect(logo.image?.size == .zero)
    }

    @Test func aBitmapContextMakesAnImageOfWhatWasDrawn() throws {
        let image = try #require(ringImage(side: 12))
        #expect(image.width == 12 && image.height == 12)
        #expect(image.pixel(x: 6, y: 6) == RGBA8(red: 0x34, green: 0xC7, blue: 0x59, alpha: 0xFF))
    }
}
