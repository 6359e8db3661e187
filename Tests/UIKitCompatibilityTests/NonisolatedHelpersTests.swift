import Foundation
import ScanoutTesting
import Testing
import UIKit

/// The helpers of `NonisolatedHelpers.swift`, which compile as on iOS, work when the app calls
/// them from its interface code.
@MainActor
@Suite struct NonisolatedHelpersTests {
    @Test func imageHelpersDrawThroughTheImageContext() throws {
        let red = try #require(UIImage.filled(with: .systemRed, size: CGSize(width: 20, height: 10)))
        #expect(red.size == CGSize(width: 20, height: 10))
        let image = try #require(red.cgImage)
        let systemRed = RGBA8(red: 0xFF, green: 0x3B, blue: 0x30, alpha: 0xFF)
        #expect(image.pixel(x: 10, y: 5) == systemRed)

        let rounded = try #require(red.roundedCorners(radius: 5)?.cgImage)
        #expect(rounded.pixel(x: 0, y: 0).alpha == 0, "the corner is clipped away")
        #expect(rounded.pixel(x: 10, y: 5) == systemRed)
    }

    /// With Foundation imported beside UIKit, `NSLocalizedString` is UIKit's (no ambiguity).
    @Test func localizedStringsWithFoundationImported() {
        #expect(NSLocalizedString("Untranslated", comment: "no table") == "Untranslated")
        #expect(NSLocalizedString("Key", value: "Default", comment: "") == "Default")
        #expect(NSLocalizedString("Key", tableName: "Buttons", comment: "") == "Key")
        #expect(NSLocalizedString("Key", tableName: nil, bundle: Bundle.main, value: "V", comment: "") == "V")
    }

    @Test func anAnimationMadeInAProtocolExtension() {
        let pulse = PlaceholderRow().makePulse(after: 0.25)
        #expect(pulse.keyPath == "backgroundColor")
        #expect(pulse.duration == 1.5)
        #expect(pulse.beginTime == 0.25)
    }

    @Test func aStyleHelperOutsideAnyActorConfiguresViewsAndLayers() {
        let label = UILabel()
        FormStyle.title(label, text: "Tip")
        #expect(label.text == "Tip" && label.textAlignment == .center && label.layer.borderWidth == 1)
        let field = UITextField()
        FormStyle.amount(field)
        #expect(field.keyboardType == .decimalPad && field.placeholder == "0.00")
        let control = UISegmentedControl()
        FormStyle.percentages(control, values: ["10%", "15%", "20%"])
        #expect(control.numberOfSegments == 3 && control.selectedSegmentIndex == 0)
        let ring = CAShapeLayer()
        FormStyle.ring(ring, radius: 10)
        #expect(ring.strokeEnd == 0.5 && ring.path != nil)
    }
}
