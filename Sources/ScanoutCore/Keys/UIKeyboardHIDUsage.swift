// A flat list of constants, one for every keyboard usage UIKit names, and the table of their names; longer
// than the usual file because it is a table, not logic.

/// A physical key, identified by its USB HID keyboard usage (usage page 0x07), with UIKit's names and values.
///
/// `UIKey.keyCode` carries one. A struct rather than UIKit's enum so that a usage UIKit does not name still has
/// a value; `switch` over it as over the enum, with a `default`. Values are those of the USB HID Usage Tables.
/// A pure value: `Sendable`, compared and hashed by `rawValue`.
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The usage ID on the keyboard page (`0x04` for A).
    public var rawValue: Int

    /// The usage with the ID `rawValue`, named or not.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The UIKit name of the usage (`keyboardA`), or `UIKeyboardHIDUsage(rawValue: 0xA5)` for a usage UIKit does
    /// not name. The language aliases describe as the LANG usage they stand for (`keyboardLANG1`).
    public var description: String {
        if let name = UIKeyboardHIDUsage.names[self] { return name }
        let hex = String(rawValue.magnitude, radix: 16, uppercase: true)
        return "UIKeyboardHIDUsage(rawValue: \(rawValue < 0 ? "-" : "")0x\(hex.count < 2 ? "0" + hex : hex))"
    }

    // MARK: Errors

    /// Reported in every slot when too many keys are down to tell which.
    public static let keyboardErrorRollOver = UIKeyboardHIDUsage(rawValue: 0x01)

    /// Reported when the keyboard fails its power-on self test.
    public static let keyboardPOSTFail = UIKeyboardHIDUsage(rawValue: 0x02)

    /// An error the keyboard does not identify; also a key with no usage of its own.
    public static let keyboardErrorUndefined = UIKeyboardHIDUsage(rawValue: 0x03)

    // MARK: Letters

    /// The A key: `a` and `A`.
    public static let keyboardA = UIKeyboardHIDUsage(rawValue: 0x04)

    /// The B key: `b` and `B`.
    public static let keyboardB = UIKeyboardHIDUsage(rawValue: 0x05)

    /// The C key: `c` and `C`.
    public static let keyboardC = UIKeyboardHIDUsage(rawValue: 0x06)

    /// The D key: `d` and `D`.
    public static let keyboardD = UIKeyboardHIDUsage(rawValue: 0x07)

    /// The E key: `e` and `E`.
    public static let keyboardE = UIKeyboardHIDUsage(rawValue: 0x08)

    /// The F key: `f` and `F`.
    public static let keyboardF = UIKeyboardHIDUsage(rawValue: 0x09)

    /// The G key: `g` and `G`.
    public static let keyboardG = UIKeyboardHIDUsage(rawValue: 0x0A)

    /// The H key: `h` and `H`.
    public static let keyboardH = UIKeyboardHIDUsage(rawValue: 0x0B)

    /// The I key: `i` and `I`.
    public static let keyboardI = UIKeyboardHIDUsage(rawValue: 0x0C)

    /// The J key: `j` and `J`.
    public static let keyboardJ = UIKeyboardHIDUsage(rawValue: 0x0D)

    /// The K key: `k` and `K`.
    public static let keyboardK = UIKeyboardHIDUsage(rawValue: 0x0E)

    /// The L key: `l` and `L`.
    public static let keyboardL = UIKeyboardHIDUsage(rawValue: 0x0F)

    /// The M key: `m` and `M`.
    public static let keyboardM = UIKeyboardHIDUsage(rawValue: 0x10)

    /// The N key: `n` and `N`.
    public static let keyboardN = UIKeyboardHIDUsage(rawValue: 0x11)

    /// The O key: `o` and `O`.
    public static let keyboardO = UIKeyboardHIDUsage(rawValue: 0x12)

    /// The P key: `p` and `P`.
    public static let keyboardP = UIKeyboardHIDUsage(rawValue: 0x13)

    /// The Q key: `q` and `Q`.
    public static let keyboardQ = UIKeyboardHIDUsage(rawValue: 0x14)

    /// The R key: `r` and `R`.
    public static let keyboardR = UIKeyboardHIDUsage(rawValue: 0x15)

    /// The S key: `s` and `S`.
    public static let keyboardS = UIKeyboardHIDUsage(rawValue: 0x16)

    /// The T key: `t` and `T`.
    public static let keyboardT = UIKeyboardHIDUsage(rawValue: 0x17)

    /// The U key: `u` and `U`.
    public static let keyboardU = UIKeyboardHIDUsage(rawValue: 0x18)

    /// The V key: `v` and `V`.
    public static let keyboardV = UIKeyboardHIDUsage(rawValue: 0x19)

    /// The W key: `w` and `W`.
    public static let keyboardW = UIKeyboardHIDUsage(rawValue: 0x1A)

    /// The X key: `x` and `X`.
    public static let keyboardX = UIKeyboardHIDUsage(rawValue: 0x1B)

    /// The Y key: `y` and `Y`.
    public static let keyboardY = UIKeyboardHIDUsage(rawValue: 0x1C)

    /// The Z key: `z` and `Z`.
    public static let keyboardZ = UIKeyboardHIDUsage(rawValue: 0x1D)

    // MARK: Digits

    /// The 1 key: `1` and `!`.
    public static let keyboard1 = UIKeyboardHIDUsage(rawValue: 0x1E)

    /// The 2 key: `2` and `@`.
    public static let keyboard2 = UIKeyboardHIDUsage(rawValue: 0x1F)

    /// The 3 key: `3` and `#`.
    public static let keyboard3 = UIKeyboardHIDUsage(rawValue: 0x20)

    /// The 4 key: `4` and `$`.
    public static let keyboard4 = UIKeyboardHIDUsage(rawValue: 0x21)

    /// The 5 key: `5` and `%`.
    public static let keyboard5 = UIKeyboardHIDUsage(rawValue: 0x22)

    /// The 6 key: `6` and `^`.
    public static let keyboard6 = UIKeyboardHIDUsage(rawValue: 0x23)

    /// The 7 key: `7` and `&`.
    public static let keyboard7 = UIKeyboardHIDUsage(rawValue: 0x24)

    /// The 8 key: `8` and `*`.
    public static let keyboard8 = UIKeyboardHIDUsage(rawValue: 0x25)

    /// The 9 key: `9` and `(`.
    public static let keyboard9 = UIKeyboardHIDUsage(rawValue: 0x26)

    /// The 0 key: `0` and `)`.
    public static let keyboard0 = UIKeyboardHIDUsage(rawValue: 0x27)

    // MARK: Editing, whitespace and punctuation

    /// Return (Enter on the main block).
    public static let keyboardReturnOrEnter = UIKeyboardHIDUsage(rawValue: 0x28)

    /// Escape.
    public static let keyboardEscape = UIKeyboardHIDUsage(rawValue: 0x29)

    /// Delete (Backspace): erases backwards.
    public static let keyboardDeleteOrBackspace = UIKeyboardHIDUsage(rawValue: 0x2A)

    /// Tab.
    public static let keyboardTab = UIKeyboardHIDUsage(rawValue: 0x2B)

    /// The space bar.
    public static let keyboardSpacebar = UIKeyboardHIDUsage(rawValue: 0x2C)

    /// `-` and `_`.
    public static let keyboardHyphen = UIKeyboardHIDUsage(rawValue: 0x2D)

    /// `=` and `+`.
    public static let keyboardEqualSign = UIKeyboardHIDUsage(rawValue: 0x2E)

    /// `[` and `{`.
    public static let keyboardOpenBracket = UIKeyboardHIDUsage(rawValue: 0x2F)

    /// `]` and `}`.
    public static let keyboardCloseBracket = UIKeyboardHIDUsage(rawValue: 0x30)

    /// `\` and `|`.
    public static let keyboardBackslash = UIKeyboardHIDUsage(rawValue: 0x31)

    /// Non-US `#` and `~`, beside Return on ISO keyboards.
    public static let keyboardNonUSPound = UIKeyboardHIDUsage(rawValue: 0x32)

    /// `;` and `:`.
    public static let keyboardSemicolon = UIKeyboardHIDUsage(rawValue: 0x33)

    /// `'` and `"`.
    public static let keyboardQuote = UIKeyboardHIDUsage(rawValue: 0x34)

    /// The grave accent (backquote) and tilde key.
    public static let keyboardGraveAccentAndTilde = UIKeyboardHIDUsage(rawValue: 0x35)

    /// `,` and `<`.
    public static let keyboardComma = UIKeyboardHIDUsage(rawValue: 0x36)

    /// `.` and `>`.
    public static let keyboardPeriod = UIKeyboardHIDUsage(rawValue: 0x37)

    /// `/` and `?`.
    public static let keyboardSlash = UIKeyboardHIDUsage(rawValue: 0x38)

    /// Caps Lock.
    public static let keyboardCapsLock = UIKeyboardHIDUsage(rawValue: 0x39)

    // MARK: Function keys F1–F12

    /// F1.
    public static let keyboardF1 = UIKeyboardHIDUsage(rawValue: 0x3A)

    /// F2.
    public static let keyboardF2 = UIKeyboardHIDUsage(rawValue: 0x3B)

    /// F3.
    public static let keyboardF3 = UIKeyboardHIDUsage(rawValue: 0x3C)

    /// F4.
    public static let keyboardF4 = UIKeyboardHIDUsage(rawValue: 0x3D)

    /// F5.
    public static let keyboardF5 = UIKeyboardHIDUsage(rawValue: 0x3E)

    /// F6.
    public static let keyboardF6 = UIKeyboardHIDUsage(rawValue: 0x3F)

    /// F7.
    public static let keyboardF7 = UIKeyboardHIDUsage(rawValue: 0x40)

    /// F8.
    public static let keyboardF8 = UIKeyboardHIDUsage(rawValue: 0x41)

    /// F9.
    public static let keyboardF9 = UIKeyboardHIDUsage(rawValue: 0x42)

    /// F10.
    public static let keyboardF10 = UIKeyboardHIDUsage(rawValue: 0x43)

    /// F11.
    public static let keyboardF11 = UIKeyboardHIDUsage(rawValue: 0x44)

    /// F12.
    public static let keyboardF12 = UIKeyboardHIDUsage(rawValue: 0x45)

    // MARK: Navigation

    /// Print Screen.
    public static let keyboardPrintScreen = UIKeyboardHIDUsage(rawValue: 0x46)

    /// Scroll Lock.
    public static let keyboardScrollLock = UIKeyboardHIDUsage(rawValue: 0x47)

    /// Pause.
    public static let keyboardPause = UIKeyboardHIDUsage(rawValue: 0x48)

    /// Insert.
    public static let keyboardInsert = UIKeyboardHIDUsage(rawValue: 0x49)

    /// Home.
    public static let keyboardHome = UIKeyboardHIDUsage(rawValue: 0x4A)

    /// Page Up.
    public static let keyboardPageUp = UIKeyboardHIDUsage(rawValue: 0x4B)

    /// Delete Forward: erases the character after the cursor.
    public static let keyboardDeleteForward = UIKeyboardHIDUsage(rawValue: 0x4C)

    /// End.
    public static let keyboardEnd = UIKeyboardHIDUsage(rawValue: 0x4D)

    /// Page Down.
    public static let keyboardPageDown = UIKeyboardHIDUsage(rawValue: 0x4E)

    /// Right Arrow.
    public static let keyboardRightArrow = UIKeyboardHIDUsage(rawValue: 0x4F)

    /// Left Arrow.
    public static let keyboardLeftArrow = UIKeyboardHIDUsage(rawValue: 0x50)

    /// Down Arrow.
    public static let keyboardDownArrow = UIKeyboardHIDUsage(rawValue: 0x51)

    /// Up Arrow.
    public static let keyboardUpArrow = UIKeyboardHIDUsage(rawValue: 0x52)

    // MARK: Keypad

    /// Keypad Num Lock (Clear on Apple keyboards).
    public static let keypadNumLock = UIKeyboardHIDUsage(rawValue: 0x53)

    /// Keypad `/`.
    public static let keypadSlash = UIKeyboardHIDUsage(rawValue: 0x54)

    /// Keypad `*`.
    public static let keypadAsterisk = UIKeyboardHIDUsage(rawValue: 0x55)

    /// Keypad `-`.
    public static let keypadHyphen = UIKeyboardHIDUsage(rawValue: 0x56)

    /// Keypad `+`.
    public static let keypadPlus = UIKeyboardHIDUsage(rawValue: 0x57)

    /// Keypad Enter.
    public static let keypadEnter = UIKeyboardHIDUsage(rawValue: 0x58)

    /// Keypad `1` (and End with Num Lock off).
    public static let keypad1 = UIKeyboardHIDUsage(rawValue: 0x59)

    /// Keypad `2` (and Down Arrow with Num Lock off).
    public static let keypad2 = UIKeyboardHIDUsage(rawValue: 0x5A)

    /// Keypad `3` (and Page Down with Num Lock off).
    public static let keypad3 = UIKeyboardHIDUsage(rawValue: 0x5B)

    /// Keypad `4` (and Left Arrow with Num Lock off).
    public static let keypad4 = UIKeyboardHIDUsage(rawValue: 0x5C)

    /// Keypad `5`.
    public static let keypad5 = UIKeyboardHIDUsage(rawValue: 0x5D)

    /// Keypad `6` (and Right Arrow with Num Lock off).
    public static let keypad6 = UIKeyboardHIDUsage(rawValue: 0x5E)

    /// Keypad `7` (and Home with Num Lock off).
    public static let keypad7 = UIKeyboardHIDUsage(rawValue: 0x5F)

    /// Keypad `8` (and Up Arrow with Num Lock off).
    public static let keypad8 = UIKeyboardHIDUsage(rawValue: 0x60)

    /// Keypad `9` (and Page Up with Num Lock off).
    public static let keypad9 = UIKeyboardHIDUsage(rawValue: 0x61)

    /// Keypad `0` (and Insert with Num Lock off).
    public static let keypad0 = UIKeyboardHIDUsage(rawValue: 0x62)

    /// Keypad `.` (and Delete with Num Lock off).
    public static let keypadPeriod = UIKeyboardHIDUsage(rawValue: 0x63)

    // MARK: Extra keys

    /// Non-US `\` and `|`, beside left Shift on ISO keyboards.
    public static let keyboardNonUSBackslash = UIKeyboardHIDUsage(rawValue: 0x64)

    /// Application (the context-menu key on PC keyboards).
    public static let keyboardApplication = UIKeyboardHIDUsage(rawValue: 0x65)

    /// Power.
    public static let keyboardPower = UIKeyboardHIDUsage(rawValue: 0x66)

    /// Keypad `=`.
    public static let keypadEqualSign = UIKeyboardHIDUsage(rawValue: 0x67)

    // MARK: Function keys F13–F24

    /// F13.
    public static let keyboardF13 = UIKeyboardHIDUsage(rawValue: 0x68)

    /// F14.
    public static let keyboardF14 = UIKeyboardHIDUsage(rawValue: 0x69)

    /// F15.
    public static let keyboardF15 = UIKeyboardHIDUsage(rawValue: 0x6A)

    /// F16.
    public static let keyboardF16 = UIKeyboardHIDUsage(rawValue: 0x6B)

    /// F17.
    public static let keyboardF17 = UIKeyboardHIDUsage(rawValue: 0x6C)

    /// F18.
    public static let keyboardF18 = UIKeyboardHIDUsage(rawValue: 0x6D)

    /// F19.
    public static let keyboardF19 = UIKeyboardHIDUsage(rawValue: 0x6E)

    /// F20.
    public static let keyboardF20 = UIKeyboardHIDUsage(rawValue: 0x6F)

    /// F21.
    public static let keyboardF21 = UIKeyboardHIDUsage(rawValue: 0x70)

    /// F22.
    public static let keyboardF22 = UIKeyboardHIDUsage(rawValue: 0x71)

    /// F23.
    public static let keyboardF23 = UIKeyboardHIDUsage(rawValue: 0x72)

    /// F24.
    public static let keyboardF24 = UIKeyboardHIDUsage(rawValue: 0x73)

    // MARK: Commands and media

    /// Execute.
    public static let keyboardExecute = UIKeyboardHIDUsage(rawValue: 0x74)

    /// Help.
    public static let keyboardHelp = UIKeyboardHIDUsage(rawValue: 0x75)

    /// Menu.
    public static let keyboardMenu = UIKeyboardHIDUsage(rawValue: 0x76)

    /// Select.
    public static let keyboardSelect = UIKeyboardHIDUsage(rawValue: 0x77)

    /// Stop.
    public static let keyboardStop = UIKeyboardHIDUsage(rawValue: 0x78)

    /// Again.
    public static let keyboardAgain = UIKeyboardHIDUsage(rawValue: 0x79)

    /// Undo.
    public static let keyboardUndo = UIKeyboardHIDUsage(rawValue: 0x7A)

    /// Cut.
    public static let keyboardCut = UIKeyboardHIDUsage(rawValue: 0x7B)

    /// Copy.
    public static let keyboardCopy = UIKeyboardHIDUsage(rawValue: 0x7C)

    /// Paste.
    public static let keyboardPaste = UIKeyboardHIDUsage(rawValue: 0x7D)

    /// Find.
    public static let keyboardFind = UIKeyboardHIDUsage(rawValue: 0x7E)

    /// Mute.
    public static let keyboardMute = UIKeyboardHIDUsage(rawValue: 0x7F)

    /// Volume Up.
    public static let keyboardVolumeUp = UIKeyboardHIDUsage(rawValue: 0x80)

    /// Volume Down.
    public static let keyboardVolumeDown = UIKeyboardHIDUsage(rawValue: 0x81)

    // MARK: Locking keys and keypad extras

    /// A Caps Lock key that latches mechanically.
    public static let keyboardLockingCapsLock = UIKeyboardHIDUsage(rawValue: 0x82)

    /// A Num Lock key that latches mechanically.
    public static let keyboardLockingNumLock = UIKeyboardHIDUsage(rawValue: 0x83)

    /// A Scroll Lock key that latches mechanically.
    public static let keyboardLockingScrollLock = UIKeyboardHIDUsage(rawValue: 0x84)

    /// Keypad `,` (Brazilian keypad period).
    public static let keypadComma = UIKeyboardHIDUsage(rawValue: 0x85)

    /// Keypad `=` on AS/400 keyboards.
    public static let keypadEqualSignAS400 = UIKeyboardHIDUsage(rawValue: 0x86)

    // MARK: International and language keys

    /// International1: Ro (`\` and `_`) on Japanese keyboards.
    public static let keyboardInternational1 = UIKeyboardHIDUsage(rawValue: 0x87)

    /// International2: Katakana/Hiragana on Japanese keyboards.
    public static let keyboardInternational2 = UIKeyboardHIDUsage(rawValue: 0x88)

    /// International3: Yen (`¥` and `|`) on Japanese keyboards.
    public static let keyboardInternational3 = UIKeyboardHIDUsage(rawValue: 0x89)

    /// International4: Henkan (convert) on Japanese keyboards.
    public static let keyboardInternational4 = UIKeyboardHIDUsage(rawValue: 0x8A)

    /// International5: Muhenkan (no convert) on Japanese keyboards.
    public static let keyboardInternational5 = UIKeyboardHIDUsage(rawValue: 0x8B)

    /// International6: the PC-9800 keypad comma.
    public static let keyboardInternational6 = UIKeyboardHIDUsage(rawValue: 0x8C)

    /// International7: toggles single- and double-byte characters.
    public static let keyboardInternational7 = UIKeyboardHIDUsage(rawValue: 0x8D)

    /// International8, undefined by the spec.
    public static let keyboardInternational8 = UIKeyboardHIDUsage(rawValue: 0x8E)

    /// International9, undefined by the spec.
    public static let keyboardInternational9 = UIKeyboardHIDUsage(rawValue: 0x8F)

    /// LANG1: Hangul/English on Korean keyboards, Kana on Apple's Japanese keyboards.
    public static let keyboardLANG1 = UIKeyboardHIDUsage(rawValue: 0x90)

    /// LANG2: Hanja on Korean keyboards, Eisu (alphanumeric) on Apple's Japanese keyboards.
    public static let keyboardLANG2 = UIKeyboardHIDUsage(rawValue: 0x91)

    /// LANG3: Katakana on Japanese keyboards.
    public static let keyboardLANG3 = UIKeyboardHIDUsage(rawValue: 0x92)

    /// LANG4: Hiragana on Japanese keyboards.
    public static let keyboardLANG4 = UIKeyboardHIDUsage(rawValue: 0x93)

    /// LANG5: Zenkaku/Hankaku on Japanese keyboards.
    public static let keyboardLANG5 = UIKeyboardHIDUsage(rawValue: 0x94)

    /// LANG6, reserved for input-method keys.
    public static let keyboardLANG6 = UIKeyboardHIDUsage(rawValue: 0x95)

    /// LANG7, reserved for input-method keys.
    public static let keyboardLANG7 = UIKeyboardHIDUsage(rawValue: 0x96)

    /// LANG8, reserved for input-method keys.
    public static let keyboardLANG8 = UIKeyboardHIDUsage(rawValue: 0x97)

    /// LANG9, reserved for input-method keys.
    public static let keyboardLANG9 = UIKeyboardHIDUsage(rawValue: 0x98)

    // MARK: Legacy keys

    /// Alternate Erase.
    public static let keyboardAlternateErase = UIKeyboardHIDUsage(rawValue: 0x99)

    /// SysReq/Attention.
    public static let keyboardSysReqOrAttention = UIKeyboardHIDUsage(rawValue: 0x9A)

    /// Cancel.
    public static let keyboardCancel = UIKeyboardHIDUsage(rawValue: 0x9B)

    /// Clear.
    public static let keyboardClear = UIKeyboardHIDUsage(rawValue: 0x9C)

    /// Prior.
    public static let keyboardPrior = UIKeyboardHIDUsage(rawValue: 0x9D)

    /// Return, the usage distinct from `keyboardReturnOrEnter`; rarely sent.
    public static let keyboardReturn = UIKeyboardHIDUsage(rawValue: 0x9E)

    /// Separator.
    public static let keyboardSeparator = UIKeyboardHIDUsage(rawValue: 0x9F)

    /// Out.
    public static let keyboardOut = UIKeyboardHIDUsage(rawValue: 0xA0)

    /// Oper.
    public static let keyboardOper = UIKeyboardHIDUsage(rawValue: 0xA1)

    /// Clear/Again.
    public static let keyboardClearOrAgain = UIKeyboardHIDUsage(rawValue: 0xA2)

    /// CrSel/Props.
    public static let keyboardCrSelOrProps = UIKeyboardHIDUsage(rawValue: 0xA3)

    /// ExSel.
    public static let keyboardExSel = UIKeyboardHIDUsage(rawValue: 0xA4)

    // MARK: Modifiers

    /// Left Control.
    public static let keyboardLeftControl = UIKeyboardHIDUsage(rawValue: 0xE0)

    /// Left Shift.
    public static let keyboardLeftShift = UIKeyboardHIDUsage(rawValue: 0xE1)

    /// Left Alt (Option).
    public static let keyboardLeftAlt = UIKeyboardHIDUsage(rawValue: 0xE2)

    /// Left GUI (Command, Windows, Super).
    public static let keyboardLeftGUI = UIKeyboardHIDUsage(rawValue: 0xE3)

    /// Right Control.
    public static let keyboardRightControl = UIKeyboardHIDUsage(rawValue: 0xE4)

    /// Right Shift.
    public static let keyboardRightShift = UIKeyboardHIDUsage(rawValue: 0xE5)

    /// Right Alt (Option, AltGr).
    public static let keyboardRightAlt = UIKeyboardHIDUsage(rawValue: 0xE6)

    /// Right GUI (Command, Windows, Super).
    public static let keyboardRightGUI = UIKeyboardHIDUsage(rawValue: 0xE7)

    // MARK: Reserved

    /// Reserved; UIKit's upper bound, not a key.
    public static let keyboard_Reserved = UIKeyboardHIDUsage(rawValue: 0xFFFF)

    // MARK: Aliases UIKit gives the language keys

    /// Kana on Apple's Japanese keyboards: `keyboardLANG1`.
    public static let keyboardKanaSwitch = keyboardLANG1

    /// Hangul/English on Korean keyboards: `keyboardLANG1`.
    public static let keyboardHangul = keyboardLANG1

    /// Eisu (alphanumeric) on Apple's Japanese keyboards: `keyboardLANG2`.
    public static let keyboardAlphanumericSwitch = keyboardLANG2

    /// Hanja on Korean keyboards: `keyboardLANG2`.
    public static let keyboardHanja = keyboardLANG2

    /// Katakana on Japanese keyboards: `keyboardLANG3`.
    public static let keyboardKatakana = keyboardLANG3

    /// Hiragana on Japanese keyboards: `keyboardLANG4`.
    public static let keyboardHiragana = keyboardLANG4

    /// Zenkaku/Hankaku on Japanese keyboards: `keyboardLANG5`.
    public static let keyboardZenkakuHankakuKanji = keyboardLANG5

    // MARK: - Private

    /// The UIKit name of every named usage, for `description`. Aliases are left out: the LANG names stand.
    private static let names: [UIKeyboardHIDUsage: String] = [
        .keyboardErrorRollOver: "keyboardErrorRollOver", .keyboardPOSTFail: "keyboardPOSTFail",
        .keyboardErrorUndefined: "keyboardErrorUndefined", .keyboardA: "keyboardA", .keyboardB: "keyboardB",
        .keyboardC: "keyboardC", .keyboardD: "keyboardD", .keyboardE: "keyboardE", .keyboardF: "keyboardF",
        .keyboardG: "keyboardG", .keyboardH: "keyboardH", .keyboardI: "keyboardI", .keyboardJ: "keyboardJ",
        .keyboardK: "keyboardK", .keyboardL: "keyboardL", .keyboardM: "keyboardM", .keyboardN: "keyboardN",
        .keyboardO: "keyboardO", .keyboardP: "keyboardP", .keyboardQ: "keyboardQ", .keyboardR: "keyboardR",
        .keyboardS: "keyboardS", .keyboardT: "keyboardT", .keyboardU: "keyboardU", .keyboardV: "keyboardV",
        .keyboardW: "keyboardW", .keyboardX: "keyboardX", .keyboardY: "keyboardY", .keyboardZ: "keyboardZ",
        .keyboard1: "keyboard1", .keyboard2: "keyboard2", .keyboard3: "keyboard3", .keyboard4: "keyboard4",
        .keyboard5: "keyboard5", .keyboard6: "keyboard6", .keyboard7: "keyboard7", .keyboard8: "keyboard8",
        .keyboard9: "keyboard9", .keyboard0: "keyboard0", .keyboardReturnOrEnter: "keyboardReturnOrEnter",
        .keyboardEscape: "keyboardEscape", .keyboardDeleteOrBackspace: "keyboardDeleteOrBackspace",
        .keyboardTab: "keyboardTab", .keyboardSpacebar: "keyboardSpacebar", .keyboardHyphen: "keyboardHyphen",
        .keyboardEqualSign: "keyboardEqualSign", .keyboardOpenBracket: "keyboardOpenBracket",
        .keyboardCloseBracket: "keyboardCloseBracket", .keyboardBackslash: "keyboardBackslash",
        .keyboardNonUSPound: "keyboardNonUSPound", .keyboardSemicolon: "keyboardSemicolon",
        .keyboardQuote: "keyboardQuote", .keyboardGraveAccentAndTilde: "keyboardGraveAccentAndTilde",
        .keyboardComma: "keyboardComma", .keyboardPeriod: "keyboardPeriod", .keyboardSlash: "keyboardSlash",
        .keyboardCapsLock: "keyboardCapsLock", .keyboardF1: "keyboardF1", .keyboardF2: "keyboardF2",
        .keyboardF3: "keyboardF3", .keyboardF4: "keyboardF4", .keyboardF5: "keyboardF5", .keyboardF6: "keyboardF6",
        .keyboardF7: "keyboardF7", .keyboardF8: "keyboardF8", .keyboardF9: "keyboardF9", .keyboardF10: "keyboardF10",
        .keyboardF11: "keyboardF11", .keyboardF12: "keyboardF12", .keyboardPrintScreen: "keyboardPrintScreen",
        .keyboardScrollLock: "keyboardScrollLock", .keyboardPause: "keyboardPause", .keyboardInsert: "keyboardInsert",
        .keyboardHome: "keyboardHome", .keyboardPageUp: "keyboardPageUp",
        .keyboardDeleteForward: "keyboardDeleteForward", .keyboardEnd: "keyboardEnd",
        .keyboardPageDown: "keyboardPageDown", .keyboardRightArrow: "keyboardRightArrow",
        .keyboardLeftArrow: "keyboardLeftArrow", .keyboardDownArrow: "keyboardDownArrow",
        .keyboardUpArrow: "keyboardUpArrow", .keypadNumLock: "keypadNumLock", .keypadSlash: "keypadSlash",
        .keypadAsterisk: "keypadAsterisk", .keypadHyphen: "keypadHyphen", .keypadPlus: "keypadPlus",
        .keypadEnter: "keypadEnter", .keypad1: "keypad1", .keypad2: "keypad2", .keypad3: "keypad3", .keypad4: "keypad4",
        .keypad5: "keypad5", .keypad6: "keypad6", .keypad7: "keypad7", .keypad8: "keypad8", .keypad9: "keypad9",
        .keypad0: "keypad0", .keypadPeriod: "keypadPeriod", .keyboardNonUSBackslash: "keyboardNonUSBackslash",
        .keyboardApplication: "keyboardApplication", .keyboardPower: "keyboardPower",
        .keypadEqualSign: "keypadEqualSign", .keyboardF13: "keyboardF13", .keyboardF14: "keyboardF14",
        .keyboardF15: "keyboardF15", .keyboardF16: "keyboardF16", .keyboardF17: "keyboardF17",
        .keyboardF18: "keyboardF18", .keyboardF19: "keyboardF19", .keyboardF20: "keyboardF20",
        .keyboardF21: "keyboardF21", .keyboardF22: "keyboardF22", .keyboardF23: "keyboardF23",
        .keyboardF24: "keyboardF24", .keyboardExecute: "keyboardExecute", .keyboardHelp: "keyboardHelp",
        .keyboardMenu: "keyboardMenu", .keyboardSelect: "keyboardSelect", .keyboardStop: "keyboardStop",
        .keyboardAgain: "keyboardAgain", .keyboardUndo: "keyboardUndo", .keyboardCut: "keyboardCut",
        .keyboardCopy: "keyboardCopy", .keyboardPaste: "keyboardPaste", .keyboardFind: "keyboardFind",
        .keyboardMute: "keyboardMute", .keyboardVolumeUp: "keyboardVolumeUp", .keyboardVolumeDown: "keyboardVolumeDown",
        .keyboardLockingCapsLock: "keyboardLockingCapsLock", .keyboardLockingNumLock: "keyboardLockingNumLock",
        .keyboardLockingScrollLock: "keyboardLockingScrollLock", .keypadComma: "keypadComma",
        .keypadEqualSignAS400: "keypadEqualSignAS400", .keyboardInternational1: "keyboardInternational1",
        .keyboardInternational2: "keyboardInternational2", .keyboardInternational3: "keyboardInternational3",
        .keyboardInternational4: "keyboardInternational4", .keyboardInternational5: "keyboardInternational5",
        .keyboardInternational6: "keyboardInternational6", .keyboardInternational7: "keyboardInternational7",
        .keyboardInternational8: "keyboardInternational8", .keyboardInternational9: "keyboardInternational9",
        .keyboardLANG1: "keyboardLANG1", .keyboardLANG2: "keyboardLANG2", .keyboardLANG3: "keyboardLANG3",
        .keyboardLANG4: "keyboardLANG4", .keyboardLANG5: "keyboardLANG5", .keyboardLANG6: "keyboardLANG6",
        .keyboardLANG7: "keyboardLANG7", .keyboardLANG8: "keyboardLANG8", .keyboardLANG9: "keyboardLANG9",
        .keyboardAlternateErase: "keyboardAlternateErase", .keyboardSysReqOrAttention: "keyboardSysReqOrAttention",
        .keyboardCancel: "keyboardCancel", .keyboardClear: "keyboardClear", .keyboardPrior: "keyboardPrior",
        .keyboardReturn: "keyboardReturn", .keyboardSeparator: "keyboardSeparator", .keyboardOut: "keyboardOut",
        .keyboardOper: "keyboardOper", .keyboardClearOrAgain: "keyboardClearOrAgain",
        .keyboardCrSelOrProps: "keyboardCrSelOrProps", .keyboardExSel: "keyboardExSel",
        .keyboardLeftControl: "keyboardLeftControl", .keyboardLeftShift: "keyboardLeftShift",
        .keyboardLeftAlt: "keyboardLeftAlt", .keyboardLeftGUI: "keyboardLeftGUI",
        .keyboardRightControl: "keyboardRightControl", .keyboardRightShift: "keyboardRightShift",
        .keyboardRightAlt: "keyboardRightAlt", .keyboardRightGUI: "keyboardRightGUI",
        .keyboard_Reserved: "keyboard_Reserved",
    ]
}
