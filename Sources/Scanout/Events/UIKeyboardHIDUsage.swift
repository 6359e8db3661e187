// A flat list of constants, one per USB HID keyboard usage that UIKit names; longer than the
// usual file because it is a table, not logic.

/// A physical key, identified by its USB HID keyboard usage (usage page 0x07), with UIKit's names
/// and values. `UIKey.keyCode` carries one; `switch` over it as over UIKit's enum.
///
/// A struct rather than an enum so a usage UIKit does not name still has a value. Pure value;
/// `Sendable`.
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The UIKit name of the usage (`keyboardA`), or its value for usages UIKit does not name.
    public var description: String {
        UIKeyboardHIDUsage.names[rawValue] ?? "UIKeyboardHIDUsage(rawValue: 0x\(String(rawValue, radix: 16)))"
    }

    public static let keyboardErrorRollOver = UIKeyboardHIDUsage(rawValue: 0x01)
    public static let keyboardPOSTFail = UIKeyboardHIDUsage(rawValue: 0x02)
    public static let keyboardErrorUndefined = UIKeyboardHIDUsage(rawValue: 0x03)
    public static let keyboardA = UIKeyboardHIDUsage(rawValue: 0x04)
    public static let keyboardB = UIKeyboardHIDUsage(rawValue: 0x05)
    public static let keyboardC = UIKeyboardHIDUsage(rawValue: 0x06)
    public static let keyboardD = UIKeyboardHIDUsage(rawValue: 0x07)
    public static let keyboardE = UIKeyboardHIDUsage(rawValue: 0x08)
    public static let keyboardF = UIKeyboardHIDUsage(rawValue: 0x09)
    public static let keyboardG = UIKeyboardHIDUsage(rawValue: 0x0A)
    public static let keyboardH = UIKeyboardHIDUsage(rawValue: 0x0B)
    public static let keyboardI = UIKeyboardHIDUsage(rawValue: 0x0C)
    public static let keyboardJ = UIKeyboardHIDUsage(rawValue: 0x0D)
    public static let keyboardK = UIKeyboardHIDUsage(rawValue: 0x0E)
    public static let keyboardL = UIKeyboardHIDUsage(rawValue: 0x0F)
    public static let keyboardM = UIKeyboardHIDUsage(rawValue: 0x10)
    public static let keyboardN = UIKeyboardHIDUsage(rawValue: 0x11)
    public static let keyboardO = UIKeyboardHIDUsage(rawValue: 0x12)
    public static let keyboardP = UIKeyboardHIDUsage(rawValue: 0x13)
    public static let keyboardQ = UIKeyboardHIDUsage(rawValue: 0x14)
    public static let keyboardR = UIKeyboardHIDUsage(rawValue: 0x15)
    public static let keyboardS = UIKeyboardHIDUsage(rawValue: 0x16)
    public static let keyboardT = UIKeyboardHIDUsage(rawValue: 0x17)
    public static let keyboardU = UIKeyboardHIDUsage(rawValue: 0x18)
    public static let keyboardV = UIKeyboardHIDUsage(rawValue: 0x19)
    public static let keyboardW = UIKeyboardHIDUsage(rawValue: 0x1A)
    public static let keyboardX = UIKeyboardHIDUsage(rawValue: 0x1B)
    public static let keyboardY = UIKeyboardHIDUsage(rawValue: 0x1C)
    public static let keyboardZ = UIKeyboardHIDUsage(rawValue: 0x1D)
    public static let keyboard1 = UIKeyboardHIDUsage(rawValue: 0x1E)
    public static let keyboard2 = UIKeyboardHIDUsage(rawValue: 0x1F)
    public static let keyboard3 = UIKeyboardHIDUsage(rawValue: 0x20)
    public static let keyboard4 = UIKeyboardHIDUsage(rawValue: 0x21)
    public static let keyboard5 = UIKeyboardHIDUsage(rawValue: 0x22)
    public static let keyboard6 = UIKeyboardHIDUsage(rawValue: 0x23)
    public static let keyboard7 = UIKeyboardHIDUsage(rawValue: 0x24)
    public static let keyboard8 = UIKeyboardHIDUsage(rawValue: 0x25)
    public static let keyboard9 = UIKeyboardHIDUsage(rawValue: 0x26)
    public static let keyboard0 = UIKeyboardHIDUsage(rawValue: 0x27)
    public static let keyboardReturnOrEnter = UIKeyboardHIDUsage(rawValue: 0x28)
    public static let keyboardEscape = UIKeyboardHIDUsage(rawValue: 0x29)
    public static let keyboardDeleteOrBackspace = UIKeyboardHIDUsage(rawValue: 0x2A)
    public static let keyboardTab = UIKeyboardHIDUsage(rawValue: 0x2B)
    public static let keyboardSpacebar = UIKeyboardHIDUsage(rawValue: 0x2C)
    public static let keyboardHyphen = UIKeyboardHIDUsage(rawValue: 0x2D)
    public static let keyboardEqualSign = UIKeyboardHIDUsage(rawValue: 0x2E)
    public static let keyboardOpenBracket = UIKeyboardHIDUsage(rawValue: 0x2F)
    public static let keyboardCloseBracket = UIKeyboardHIDUsage(rawValue: 0x30)
    public static let keyboardBackslash = UIKeyboardHIDUsage(rawValue: 0x31)
    public static let keyboardNonUSPound = UIKeyboardHIDUsage(rawValue: 0x32)
    public static let keyboardSemicolon = UIKeyboardHIDUsage(rawValue: 0x33)
    public static let keyboardQuote = UIKeyboardHIDUsage(rawValue: 0x34)
    public static let keyboardGraveAccentAndTilde = UIKeyboardHIDUsage(rawValue: 0x35)
    public static let keyboardComma = UIKeyboardHIDUsage(rawValue: 0x36)
    public static let keyboardPeriod = UIKeyboardHIDUsage(rawValue: 0x37)
    public static let keyboardSlash = UIKeyboardHIDUsage(rawValue: 0x38)
    public static let keyboardCapsLock = UIKeyboardHIDUsage(rawValue: 0x39)
    public static let keyboardF1 = UIKeyboardHIDUsage(rawValue: 0x3A)
    public static let keyboardF2 = UIKeyboardHIDUsage(rawValue: 0x3B)
    public static let keyboardF3 = UIKeyboardHIDUsage(rawValue: 0x3C)
    public static let keyboardF4 = UIKeyboardHIDUsage(rawValue: 0x3D)
    public static let keyboardF5 = UIKeyboardHIDUsage(rawValue: 0x3E)
    public static let keyboardF6 = UIKeyboardHIDUsage(rawValue: 0x3F)
    public static let keyboardF7 = UIKeyboardHIDUsage(rawValue: 0x40)
    public static let keyboardF8 = UIKeyboardHIDUsage(rawValue: 0x41)
    public static let keyboardF9 = UIKeyboardHIDUsage(rawValue: 0x42)
    public static let keyboardF10 = UIKeyboardHIDUsage(rawValue: 0x43)
    public static let keyboardF11 = UIKeyboardHIDUsage(rawValue: 0x44)
    public static let keyboardF12 = UIKeyboardHIDUsage(rawValue: 0x45)
    public static let keyboardPrintScreen = UIKeyboardHIDUsage(rawValue: 0x46)
    public static let keyboardScrollLock = UIKeyboardHIDUsage(rawValue: 0x47)
    public static let keyboardPause = UIKeyboardHIDUsage(rawValue: 0x48)
    public static let keyboardInsert = UIKeyboardHIDUsage(rawValue: 0x49)
    public static let keyboardHome = UIKeyboardHIDUsage(rawValue: 0x4A)
    public static let keyboardPageUp = UIKeyboardHIDUsage(rawValue: 0x4B)
    public static let keyboardDeleteForward = UIKeyboardHIDUsage(rawValue: 0x4C)
    public static let keyboardEnd = UIKeyboardHIDUsage(rawValue: 0x4D)
    public static let keyboardPageDown = UIKeyboardHIDUsage(rawValue: 0x4E)
    public static let keyboardRightArrow = UIKeyboardHIDUsage(rawValue: 0x4F)
    public static let keyboardLeftArrow = UIKeyboardHIDUsage(rawValue: 0x50)
    public static let keyboardDownArrow = UIKeyboardHIDUsage(rawValue: 0x51)
    public static let keyboardUpArrow = UIKeyboardHIDUsage(rawValue: 0x52)
    public static let keypadNumLock = UIKeyboardHIDUsage(rawValue: 0x53)
    public static let keypadSlash = UIKeyboardHIDUsage(rawValue: 0x54)
    public static let keypadAsterisk = UIKeyboardHIDUsage(rawValue: 0x55)
    public static let keypadHyphen = UIKeyboardHIDUsage(rawValue: 0x56)
    public static let keypadPlus = UIKeyboardHIDUsage(rawValue: 0x57)
    public static let keypadEnter = UIKeyboardHIDUsage(rawValue: 0x58)
    public static let keypad1 = UIKeyboardHIDUsage(rawValue: 0x59)
    public static let keypad2 = UIKeyboardHIDUsage(rawValue: 0x5A)
    public static let keypad3 = UIKeyboardHIDUsage(rawValue: 0x5B)
    public static let keypad4 = UIKeyboardHIDUsage(rawValue: 0x5C)
    public static let keypad5 = UIKeyboardHIDUsage(rawValue: 0x5D)
    public static let keypad6 = UIKeyboardHIDUsage(rawValue: 0x5E)
    public static let keypad7 = UIKeyboardHIDUsage(rawValue: 0x5F)
    public static let keypad8 = UIKeyboardHIDUsage(rawValue: 0x60)
    public static let keypad9 = UIKeyboardHIDUsage(rawValue: 0x61)
    public static let keypad0 = UIKeyboardHIDUsage(rawValue: 0x62)
    public static let keypadPeriod = UIKeyboardHIDUsage(rawValue: 0x63)
    public static let keyboardNonUSBackslash = UIKeyboardHIDUsage(rawValue: 0x64)
    public static let keyboardApplication = UIKeyboardHIDUsage(rawValue: 0x65)
    public static let keyboardPower = UIKeyboardHIDUsage(rawValue: 0x66)
    public static let keypadEqualSign = UIKeyboardHIDUsage(rawValue: 0x67)
    public static let keyboardF13 = UIKeyboardHIDUsage(rawValue: 0x68)
    public static let keyboardF14 = UIKeyboardHIDUsage(rawValue: 0x69)
    public static let keyboardF15 = UIKeyboardHIDUsage(rawValue: 0x6A)
    public static let keyboardF16 = UIKeyboardHIDUsage(rawValue: 0x6B)
    public static let keyboardF17 = UIKeyboardHIDUsage(rawValue: 0x6C)
    public static let keyboardF18 = UIKeyboardHIDUsage(rawValue: 0x6D)
    public static let keyboardF19 = UIKeyboardHIDUsage(rawValue: 0x6E)
    public static let keyboardF20 = UIKeyboardHIDUsage(rawValue: 0x6F)
    public static let keyboardF21 = UIKeyboardHIDUsage(rawValue: 0x70)
    public static let keyboardF22 = UIKeyboardHIDUsage(rawValue: 0x71)
    public static let keyboardF23 = UIKeyboardHIDUsage(rawValue: 0x72)
    public static let keyboardF24 = UIKeyboardHIDUsage(rawValue: 0x73)
    public static let keyboardExecute = UIKeyboardHIDUsage(rawValue: 0x74)
    public static let keyboardHelp = UIKeyboardHIDUsage(rawValue: 0x75)
    public static let keyboardMenu = UIKeyboardHIDUsage(rawValue: 0x76)
    public static let keyboardSelect = UIKeyboardHIDUsage(rawValue: 0x77)
    public static let keyboardStop = UIKeyboardHIDUsage(rawValue: 0x78)
    public static let keyboardAgain = UIKeyboardHIDUsage(rawValue: 0x79)
    public static let keyboardUndo = UIKeyboardHIDUsage(rawValue: 0x7A)
    public static let keyboardCut = UIKeyboardHIDUsage(rawValue: 0x7B)
    public static let keyboardCopy = UIKeyboardHIDUsage(rawValue: 0x7C)
    public static let keyboardPaste = UIKeyboardHIDUsage(rawValue: 0x7D)
    public static let keyboardFind = UIKeyboardHIDUsage(rawValue: 0x7E)
    public static let keyboardMute = UIKeyboardHIDUsage(rawValue: 0x7F)
    public static let keyboardVolumeUp = UIKeyboardHIDUsage(rawValue: 0x80)
    public static let keyboardVolumeDown = UIKeyboardHIDUsage(rawValue: 0x81)
    public static let keyboardLockingCapsLock = UIKeyboardHIDUsage(rawValue: 0x82)
    public static let keyboardLockingNumLock = UIKeyboardHIDUsage(rawValue: 0x83)
    public static let keyboardLockingScrollLock = UIKeyboardHIDUsage(rawValue: 0x84)
    public static let keypadComma = UIKeyboardHIDUsage(rawValue: 0x85)
    public static let keypadEqualSignAS400 = UIKeyboardHIDUsage(rawValue: 0x86)
    public static let keyboardInternational1 = UIKeyboardHIDUsage(rawValue: 0x87)
    public static let keyboardInternational2 = UIKeyboardHIDUsage(rawValue: 0x88)
    public static let keyboardInternational3 = UIKeyboardHIDUsage(rawValue: 0x89)
    public static let keyboardInternational4 = UIKeyboardHIDUsage(rawValue: 0x8A)
    public static let keyboardInternational5 = UIKeyboardHIDUsage(rawValue: 0x8B)
    public static let keyboardInternational6 = UIKeyboardHIDUsage(rawValue: 0x8C)
    public static let keyboardInternational7 = UIKeyboardHIDUsage(rawValue: 0x8D)
    public static let keyboardInternational8 = UIKeyboardHIDUsage(rawValue: 0x8E)
    public static let keyboardInternational9 = UIKeyboardHIDUsage(rawValue: 0x8F)
    public static let keyboardLANG1 = UIKeyboardHIDUsage(rawValue: 0x90)
    public static let keyboardLANG2 = UIKeyboardHIDUsage(rawValue: 0x91)
    public static let keyboardLANG3 = UIKeyboardHIDUsage(rawValue: 0x92)
    public static let keyboardLANG4 = UIKeyboardHIDUsage(rawValue: 0x93)
    public static let keyboardLANG5 = UIKeyboardHIDUsage(rawValue: 0x94)
    public static let keyboardLANG6 = UIKeyboardHIDUsage(rawValue: 0x95)
    public static let keyboardLANG7 = UIKeyboardHIDUsage(rawValue: 0x96)
    public static let keyboardLANG8 = UIKeyboardHIDUsage(rawValue: 0x97)
    public static let keyboardLANG9 = UIKeyboardHIDUsage(rawValue: 0x98)
    public static let keyboardAlternateErase = UIKeyboardHIDUsage(rawValue: 0x99)
    public static let keyboardSysReqOrAttention = UIKeyboardHIDUsage(rawValue: 0x9A)
    public static let keyboardCancel = UIKeyboardHIDUsage(rawValue: 0x9B)
    public static let keyboardClear = UIKeyboardHIDUsage(rawValue: 0x9C)
    public static let keyboardPrior = UIKeyboardHIDUsage(rawValue: 0x9D)
    public static let keyboardReturn = UIKeyboardHIDUsage(rawValue: 0x9E)
    public static let keyboardSeparator = UIKeyboardHIDUsage(rawValue: 0x9F)
    public static let keyboardOut = UIKeyboardHIDUsage(rawValue: 0xA0)
    public static let keyboardOper = UIKeyboardHIDUsage(rawValue: 0xA1)
    public static let keyboardClearOrAgain = UIKeyboardHIDUsage(rawValue: 0xA2)
    public static let keyboardCrSelOrProps = UIKeyboardHIDUsage(rawValue: 0xA3)
    public static let keyboardExSel = UIKeyboardHIDUsage(rawValue: 0xA4)
    public static let keyboardLeftControl = UIKeyboardHIDUsage(rawValue: 0xE0)
    public static let keyboardLeftShift = UIKeyboardHIDUsage(rawValue: 0xE1)
    public static let keyboardLeftAlt = UIKeyboardHIDUsage(rawValue: 0xE2)
    public static let keyboardLeftGUI = UIKeyboardHIDUsage(rawValue: 0xE3)
    public static let keyboardRightControl = UIKeyboardHIDUsage(rawValue: 0xE4)
    public static let keyboardRightShift = UIKeyboardHIDUsage(rawValue: 0xE5)
    public static let keyboardRightAlt = UIKeyboardHIDUsage(rawValue: 0xE6)
    public static let keyboardRightGUI = UIKeyboardHIDUsage(rawValue: 0xE7)
    public static let keyboard_Reserved = UIKeyboardHIDUsage(rawValue: 0xFFFF)

    // Aliases UIKit gives for the language keys.
    public static let keyboardHangul = keyboardLANG1
    public static let keyboardHanja = keyboardLANG2
    public static let keyboardKanaSwitch = keyboardLANG1
    public static let keyboardAlphanumericSwitch = keyboardLANG2
    public static let keyboardKatakana = keyboardLANG3
    public static let keyboardHiragana = keyboardLANG4
    public static let keyboardZenkakuHankakuKanji = keyboardLANG5

    /// Names by value, for `description`. Aliases are not listed; the LANG names win.
    private static let names: [Int: String] = [
        0x01: "keyboardErrorRollOver", 0x02: "keyboardPOSTFail", 0x03: "keyboardErrorUndefined", 0x04: "keyboardA",
        0x05: "keyboardB", 0x06: "keyboardC", 0x07: "keyboardD", 0x08: "keyboardE", 0x09: "keyboardF",
        0x0A: "keyboardG", 0x0B: "keyboardH", 0x0C: "keyboardI", 0x0D: "keyboardJ", 0x0E: "keyboardK",
        0x0F: "keyboardL", 0x10: "keyboardM", 0x11: "keyboardN", 0x12: "keyboardO", 0x13: "keyboardP",
        0x14: "keyboardQ", 0x15: "keyboardR", 0x16: "keyboardS", 0x17: "keyboardT", 0x18: "keyboardU",
        0x19: "keyboardV", 0x1A: "keyboardW", 0x1B: "keyboardX", 0x1C: "keyboardY", 0x1D: "keyboardZ",
        0x1E: "keyboard1", 0x1F: "keyboard2", 0x20: "keyboard3", 0x21: "keyboard4", 0x22: "keyboard5",
        0x23: "keyboard6", 0x24: "keyboard7", 0x25: "keyboard8", 0x26: "keyboard9", 0x27: "keyboard0",
        0x28: "keyboardReturnOrEnter", 0x29: "keyboardEscape", 0x2A: "keyboardDeleteOrBackspace",
        0x2B: "keyboardTab", 0x2C: "keyboardSpacebar", 0x2D: "keyboardHyphen", 0x2E: "keyboardEqualSign",
        0x2F: "keyboardOpenBracket", 0x30: "keyboardCloseBracket", 0x31: "keyboardBackslash",
        0x32: "keyboardNonUSPound", 0x33: "keyboardSemicolon", 0x34: "keyboardQuote",
        0x35: "keyboardGraveAccentAndTilde", 0x36: "keyboardComma", 0x37: "keyboardPeriod", 0x38: "keyboardSlash",
        0x39: "keyboardCapsLock", 0x3A: "keyboardF1", 0x3B: "keyboardF2", 0x3C: "keyboardF3", 0x3D: "keyboardF4",
        0x3E: "keyboardF5", 0x3F: "keyboardF6", 0x40: "keyboardF7", 0x41: "keyboardF8", 0x42: "keyboardF9",
        0x43: "keyboardF10", 0x44: "keyboardF11", 0x45: "keyboardF12", 0x46: "keyboardPrintScreen",
        0x47: "keyboardScrollLock", 0x48: "keyboardPause", 0x49: "keyboardInsert", 0x4A: "keyboardHome",
        0x4B: "keyboardPageUp", 0x4C: "keyboardDeleteForward", 0x4D: "keyboardEnd", 0x4E: "keyboardPageDown",
        0x4F: "keyboardRightArrow", 0x50: "keyboardLeftArrow", 0x51: "keyboardDownArrow", 0x52: "keyboardUpArrow",
        0x53: "keypadNumLock", 0x54: "keypadSlash", 0x55: "keypadAsterisk", 0x56: "keypadHyphen",
        0x57: "keypadPlus", 0x58: "keypadEnter", 0x59: "keypad1", 0x5A: "keypad2", 0x5B: "keypad3", 0x5C: "keypad4",
        0x5D: "keypad5", 0x5E: "keypad6", 0x5F: "keypad7", 0x60: "keypad8", 0x61: "keypad9", 0x62: "keypad0",
        0x63: "keypadPeriod", 0x64: "keyboardNonUSBackslash", 0x65: "keyboardApplication", 0x66: "keyboardPower",
        0x67: "keypadEqualSign", 0x68: "keyboardF13", 0x69: "keyboardF14", 0x6A: "keyboardF15", 0x6B: "keyboardF16",
        0x6C: "keyboardF17", 0x6D: "keyboardF18", 0x6E: "keyboardF19", 0x6F: "keyboardF20", 0x70: "keyboardF21",
        0x71: "keyboardF22", 0x72: "keyboardF23", 0x73: "keyboardF24", 0x74: "keyboardExecute",
        0x75: "keyboardHelp", 0x76: "keyboardMenu", 0x77: "keyboardSelect", 0x78: "keyboardStop",
        0x79: "keyboardAgain", 0x7A: "keyboardUndo", 0x7B: "keyboardCut", 0x7C: "keyboardCopy",
        0x7D: "keyboardPaste", 0x7E: "keyboardFind", 0x7F: "keyboardMute", 0x80: "keyboardVolumeUp",
        0x81: "keyboardVolumeDown", 0x82: "keyboardLockingCapsLock", 0x83: "keyboardLockingNumLock",
        0x84: "keyboardLockingScrollLock", 0x85: "keypadComma", 0x86: "keypadEqualSignAS400",
        0x87: "keyboardInternational1", 0x88: "keyboardInternational2", 0x89: "keyboardInternational3",
        0x8A: "keyboardInternational4", 0x8B: "keyboardInternational5", 0x8C: "keyboardInternational6",
        0x8D: "keyboardInternational7", 0x8E: "keyboardInternational8", 0x8F: "keyboardInternational9",
        0x90: "keyboardLANG1", 0x91: "keyboardLANG2", 0x92: "keyboardLANG3", 0x93: "keyboardLANG4",
        0x94: "keyboardLANG5", 0x95: "keyboardLANG6", 0x96: "keyboardLANG7", 0x97: "keyboardLANG8",
        0x98: "keyboardLANG9", 0x99: "keyboardAlternateErase", 0x9A: "keyboardSysReqOrAttention",
        0x9B: "keyboardCancel", 0x9C: "keyboardClear", 0x9D: "keyboardPrior", 0x9E: "keyboardReturn",
        0x9F: "keyboardSeparator", 0xA0: "keyboardOut", 0xA1: "keyboardOper", 0xA2: "keyboardClearOrAgain",
        0xA3: "keyboardCrSelOrProps", 0xA4: "keyboardExSel", 0xE0: "keyboardLeftControl", 0xE1: "keyboardLeftShift",
        0xE2: "keyboardLeftAlt", 0xE3: "keyboardLeftGUI", 0xE4: "keyboardRightControl", 0xE5: "keyboardRightShift",
        0xE6: "keyboardRightAlt", 0xE7: "keyboardRightGUI", 0xFFFF: "keyboard_Reserved",
    ]
}
