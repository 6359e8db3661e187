import ScanoutTesting
import Testing
import UIKit

/// `TipCalculator.swift` imports UIKit alone, as iOS files do: what Foundation gives it there
/// (formatters, CharacterSet, JSON coding, Glibc's maths) compiles and behaves as on iOS, and the
/// keyboard notification reads with the casts iOS code writes.
@MainActor
@Suite struct ImportUIKitAloneTests {
    /// Settings in memory only (Scanout's package initializer), so the test leaves no file behind;
    /// the file is tested in ScanoutTests and PowerCutTests.
    static func scratchDefaults() -> UserDefaults { UserDefaults(file: nil) }

    @Test func foundationThroughUIKitBehavesAsOnIOS() throws {
        let defaults = Self.scratchDefaults()
        let controller = TipCalculatorViewController(defaults: defaults)
        #expect(controller.settings == TipSettings(percent: 15, splitBetween: 1))
        #expect(controller.total(for: 100) == "$115.00")
        controller.settings = TipSettings(percent: 20, splitBetween: 3)
        #expect(controller.settings.splitBetween == 3)
        #expect(controller.total(for: 100) == "$40.00")
        #expect((1...6).contains(controller.rollDice()))
        let field = controller.amountField
        #expect(
            controller.textField(
                field, shouldChangeCharactersIn: NSRange(location: 0, length: 0), replacementString: "12.5"))
        #expect(
            !controller.textField(
                field, shouldChangeCharactersIn: NSRange(location: 0, length: 0), replacementString: "1e5"))
    }

    @Test func theKeyboardNotificationReadsWithIOSCasts() throws {
        let host = TestHost(size: CGSize(width: 320, height: 480))
        let defaults = Self.scratchDefaults()
        let controller = TipCalculatorViewController(defaults: defaults)
        host.window.rootViewController = controller
        _ = host.render()
        controller.amountField.becomeFirstResponder()
        host.advance(by: 0.5)
        #expect(controller.keyboardFrame.maxY == 480)
        #expect(controller.keyboardFrame.height > 0)
        #expect(controller.keyboardDuration > 0)
        #expect(controller.keyboardDurationNumber?.doubleValue == controller.keyboardDuration)
        #expect(controller.keyboardCurve == UInt(UIView.AnimationCurve.easeInOut.rawValue))
        #expect(controller.keyboardIsLocal)
    }

    @Test func numbersFromUserDefaultsReadWithEveryCast() {
        let defaults = Self.scratchDefaults()
        defaults.set(7, forKey: "seven")
        defaults.set(2.5, forKey: "half")
        defaults.set(true, forKey: "yes")
        #expect(defaults.object(forKey: "seven") as? Int == 7)
        #expect(defaults.object(forKey: "seven") as? UInt == 7)
        #expect(defaults.object(forKey: "seven") as? Double == 7)
        #expect((defaults.object(forKey: "seven") as? NSNumber)?.intValue == 7)
        #expect(defaults.object(forKey: "half") as? Double == 2.5)
        #expect(defaults.object(forKey: "half") as? Int == nil)
        #expect(defaults.object(forKey: "yes") as? Bool == true)
        // A Foundation NSNumber stored reads back as its number.
        defaults.set(NSNumber(value: 0.75), forKey: "boxed")
        #expect(defaults.double(forKey: "boxed") == 0.75)
        defaults.set(["a": NSNumber(value: 3)], forKey: "dictionary")
        #expect(defaults.dictionary(forKey: "dictionary")?["a"] as? Int == 3)
    }
}
