import Testing

@testable import Scanout

struct UIKeyboardHIDUsageTests {
    @Test func rawValuesMatchTheHIDUsageTables() {
        #expect(UIKeyboardHIDUsage.keyboardErrorRollOver.rawValue == 0x01)
        #expect(UIKeyboardHIDUsage.keyboardA.rawValue == 4)
        #expect(UIKeyboardHIDUsage.keyboardZ.rawValue == 0x1D)
        #expect(UIKeyboardHIDUsage.keyboard1.rawValue == 0x1E)
        #expect(UIKeyboardHIDUsage.keyboard0.rawValue == 0x27)
        #expect(UIKeyboardHIDUsage.keyboardReturnOrEnter.rawValue == 0x28)
        #expect(UIKeyboardHIDUsage.keyboardSpacebar.rawValue == 0x2C)
        #expect(UIKeyboardHIDUsage.keyboardCapsLock.rawValue == 0x39)
        #expect(UIKeyboardHIDUsage.keyboardF1.rawValue == 0x3A)
        #expect(UIKeyboardHIDUsage.keyboardF12.rawValue == 0x45)
        #expect(UIKeyboardHIDUsage.keyboardRightArrow.rawValue == 0x4F)
        #expect(UIKeyboardHIDUsage.keyboardUpArrow.rawValue == 0x52)
        #expect(UIKeyboardHIDUsage.keypad0.rawValue == 0x62)
        #expect(UIKeyboardHIDUsage.keyboardF13.rawValue == 0x68)
        #expect(UIKeyboardHIDUsage.keyboardF24.rawValue == 0x73)
        #expect(UIKeyboardHIDUsage.keyboardCut.rawValue == 0x7B)
        #expect(UIKeyboardHIDUsage.keyboardInternational1.rawValue == 0x87)
        #expect(UIKeyboardHIDUsage.keyboardLANG9.rawValue == 0x98)
        #expect(UIKeyboardHIDUsage.keyboardExSel.rawValue == 0xA4)
        #expect(UIKeyboardHIDUsage.keyboardLeftControl.rawValue == 0xE0)
        #expect(UIKeyboardHIDUsage.keyboardRightGUI.rawValue == 0xE7)
        #expect(UIKeyboardHIDUsage.keyboard_Reserved.rawValue == 0xFFFF)
    }

    @Test func languageAliasesAreTheLANGUsages() {
        #expect(UIKeyboardHIDUsage.keyboardKanaSwitch == .keyboardLANG1)
        #expect(UIKeyboardHIDUsage.keyboardHangul == .keyboardLANG1)
        #expect(UIKeyboardHIDUsage.keyboardAlphanumericSwitch == .keyboardLANG2)
        #expect(UIKeyboardHIDUsage.keyboardHanja == .keyboardLANG2)
        #expect(UIKeyboardHIDUsage.keyboardKatakana == .keyboardLANG3)
        #expect(UIKeyboardHIDUsage.keyboardHiragana == .keyboardLANG4)
        #expect(UIKeyboardHIDUsage.keyboardZenkakuHankakuKanji == .keyboardLANG5)
    }

    @Test func equalityAndHashingFollowTheRawValue() {
        #expect(UIKeyboardHIDUsage(rawValue: 4) == .keyboardA)
        #expect(UIKeyboardHIDUsage(rawValue: 5) != .keyboardA)
        let set: Set<UIKeyboardHIDUsage> = [.keyboardA, UIKeyboardHIDUsage(rawValue: 0x04), .keyboardB]
        #expect(set.count == 2)
    }

    @Test func descriptionIsTheUIKitName() {
        #expect(UIKeyboardHIDUsage.keyboardA.description == "keyboardA")
        #expect(UIKeyboardHIDUsage.keyboard0.description == "keyboard0")
        #expect(UIKeyboardHIDUsage.keyboardErrorRollOver.description == "keyboardErrorRollOver")
        #expect(UIKeyboardHIDUsage.keyboardGraveAccentAndTilde.description == "keyboardGraveAccentAndTilde")
        #expect(UIKeyboardHIDUsage.keypadEqualSignAS400.description == "keypadEqualSignAS400")
        #expect(UIKeyboardHIDUsage.keyboardRightGUI.description == "keyboardRightGUI")
        #expect(UIKeyboardHIDUsage.keyboard_Reserved.description == "keyboard_Reserved")
        #expect(UIKeyboardHIDUsage.keyboardHangul.description == "keyboardLANG1")
        #expect("\(UIKeyboardHIDUsage.keyboardF24)" == "keyboardF24")
    }

    @Test func descriptionOfAnUnnamedUsageIsItsHexValue() {
        #expect(UIKeyboardHIDUsage(rawValue: 0).description == "UIKeyboardHIDUsage(rawValue: 0x00)")
        #expect(UIKeyboardHIDUsage(rawValue: 0xA5).description == "UIKeyboardHIDUsage(rawValue: 0xA5)")
        #expect(UIKeyboardHIDUsage(rawValue: 0xE8).description == "UIKeyboardHIDUsage(rawValue: 0xE8)")
        #expect(UIKeyboardHIDUsage(rawValue: 0x1234).description == "UIKeyboardHIDUsage(rawValue: 0x1234)")
        #expect(UIKeyboardHIDUsage(rawValue: -2).description == "UIKeyboardHIDUsage(rawValue: -0x02)")
    }

    /// UIKit names every usage from 0x01 through 0xA4, the eight modifiers and 0xFFFF; nothing else.
    @Test func everyUIKitUsageAndNoOtherHasAName() {
        let named = Array(0x01...0xA4) + Array(0xE0...0xE7) + [0xFFFF]
        for rawValue in 0...0xFFFF {
            let description = UIKeyboardHIDUsage(rawValue: rawValue).description
            let isNamed = !description.hasPrefix("UIKeyboardHIDUsage(")
            #expect(isNamed == named.contains(rawValue), "\(rawValue): \(description)")
        }
    }
}
