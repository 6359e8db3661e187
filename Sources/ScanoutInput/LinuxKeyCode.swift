import ScanoutCore

/// Linux evdev key codes (the `KEY_*` values of `linux/input-event-codes.h`) and the USB HID keyboard usages they
/// stand for.
///
/// The libinput backend uses it to turn a key event's code into the `UIKeyboardHIDUsage` a `UIKey` carries; tests
/// that type through a virtual (uinput) keyboard use the reverse to find the code to send for a usage. Both
/// directions derive from one table, which follows the kernel's own HID-to-evdev table (`hid_keyboard` in
/// `drivers/hid/hid-input.c`), so a USB keyboard's usage survives the trip through evdev and back. The table is one
/// to one: `keyboardNonUSPound`, which the kernel also reports as `KEY_BACKSLASH`, and the usages the kernel has no
/// code for (the locking keys, International7–9, LANG6–9, the legacy keys from Alternate Erase to ExSel) are left
/// out, and map to nil.
package enum LinuxKeyCode {
    /// The HID usage of the evdev key `code` (`KEY_A`, 30, is `keyboardA`), or nil for a code that is not a keyboard
    /// key this table knows (mouse buttons, media keys, codes beyond the keyboard page).
    package static func hidUsage(forEvdevKeyCode code: UInt32) -> UIKeyboardHIDUsage? {
        usagesByCode[code]
    }

    /// The evdev key code of `usage` (`keyboardA` is `KEY_A`, 30), or nil for a usage evdev has no code for.
    package static func evdevKeyCode(for usage: UIKeyboardHIDUsage) -> UInt32? {
        codesByUsage[usage]
    }

    /// Every (evdev code, HID usage) pair, in code order; each code and each usage appears once.
    static let table: [(code: UInt32, usage: UIKeyboardHIDUsage)] = [
        (1, .keyboardEscape),  // KEY_ESC
        (2, .keyboard1),  // KEY_1
        (3, .keyboard2),  // KEY_2
        (4, .keyboard3),  // KEY_3
        (5, .keyboard4),  // KEY_4
        (6, .keyboard5),  // KEY_5
        (7, .keyboard6),  // KEY_6
        (8, .keyboard7),  // KEY_7
        (9, .keyboard8),  // KEY_8
        (10, .keyboard9),  // KEY_9
        (11, .keyboard0),  // KEY_0
        (12, .keyboardHyphen),  // KEY_MINUS
        (13, .keyboardEqualSign),  // KEY_EQUAL
        (14, .keyboardDeleteOrBackspace),  // KEY_BACKSPACE
        (15, .keyboardTab),  // KEY_TAB
        (16, .keyboardQ),  // KEY_Q
        (17, .keyboardW),  // KEY_W
        (18, .keyboardE),  // KEY_E
        (19, .keyboardR),  // KEY_R
        (20, .keyboardT),  // KEY_T
        (21, .keyboardY),  // KEY_Y
        (22, .keyboardU),  // KEY_U
        (23, .keyboardI),  // KEY_I
        (24, .keyboardO),  // KEY_O
        (25, .keyboardP),  // KEY_P
        (26, .keyboardOpenBracket),  // KEY_LEFTBRACE
        (27, .keyboardCloseBracket),  // KEY_RIGHTBRACE
        (28, .keyboardReturnOrEnter),  // KEY_ENTER
        (29, .keyboardLeftControl),  // KEY_LEFTCTRL
        (30, .keyboardA),  // KEY_A
        (31, .keyboardS),  // KEY_S
        (32, .keyboardD),  // KEY_D
        (33, .keyboardF),  // KEY_F
        (34, .keyboardG),  // KEY_G
        (35, .keyboardH),  // KEY_H
        (36, .keyboardJ),  // KEY_J
        (37, .keyboardK),  // KEY_K
        (38, .keyboardL),  // KEY_L
        (39, .keyboardSemicolon),  // KEY_SEMICOLON
        (40, .keyboardQuote),  // KEY_APOSTROPHE
        (41, .keyboardGraveAccentAndTilde),  // KEY_GRAVE
        (42, .keyboardLeftShift),  // KEY_LEFTSHIFT
        (43, .keyboardBackslash),  // KEY_BACKSLASH
        (44, .keyboardZ),  // KEY_Z
        (45, .keyboardX),  // KEY_X
        (46, .keyboardC),  // KEY_C
        (47, .keyboardV),  // KEY_V
        (48, .keyboardB),  // KEY_B
        (49, .keyboardN),  // KEY_N
        (50, .keyboardM),  // KEY_M
        (51, .keyboardComma),  // KEY_COMMA
        (52, .keyboardPeriod),  // KEY_DOT
        (53, .keyboardSlash),  // KEY_SLASH
        (54, .keyboardRightShift),  // KEY_RIGHTSHIFT
        (55, .keypadAsterisk),  // KEY_KPASTERISK
        (56, .keyboardLeftAlt),  // KEY_LEFTALT
        (57, .keyboardSpacebar),  // KEY_SPACE
        (58, .keyboardCapsLock),  // KEY_CAPSLOCK
        (59, .keyboardF1),  // KEY_F1
        (60, .keyboardF2),  // KEY_F2
        (61, .keyboardF3),  // KEY_F3
        (62, .keyboardF4),  // KEY_F4
        (63, .keyboardF5),  // KEY_F5
        (64, .keyboardF6),  // KEY_F6
        (65, .keyboardF7),  // KEY_F7
        (66, .keyboardF8),  // KEY_F8
        (67, .keyboardF9),  // KEY_F9
        (68, .keyboardF10),  // KEY_F10
        (69, .keypadNumLock),  // KEY_NUMLOCK
        (70, .keyboardScrollLock),  // KEY_SCROLLLOCK
        (71, .keypad7),  // KEY_KP7
        (72, .keypad8),  // KEY_KP8
        (73, .keypad9),  // KEY_KP9
        (74, .keypadHyphen),  // KEY_KPMINUS
        (75, .keypad4),  // KEY_KP4
        (76, .keypad5),  // KEY_KP5
        (77, .keypad6),  // KEY_KP6
        (78, .keypadPlus),  // KEY_KPPLUS
        (79, .keypad1),  // KEY_KP1
        (80, .keypad2),  // KEY_KP2
        (81, .keypad3),  // KEY_KP3
        (82, .keypad0),  // KEY_KP0
        (83, .keypadPeriod),  // KEY_KPDOT
        (85, .keyboardLANG5),  // KEY_ZENKAKUHANKAKU
        (86, .keyboardNonUSBackslash),  // KEY_102ND
        (87, .keyboardF11),  // KEY_F11
        (88, .keyboardF12),  // KEY_F12
        (89, .keyboardInternational1),  // KEY_RO
        (90, .keyboardLANG3),  // KEY_KATAKANA
        (91, .keyboardLANG4),  // KEY_HIRAGANA
        (92, .keyboardInternational4),  // KEY_HENKAN
        (93, .keyboardInternational2),  // KEY_KATAKANAHIRAGANA
        (94, .keyboardInternational5),  // KEY_MUHENKAN
        (95, .keyboardInternational6),  // KEY_KPJPCOMMA
        (96, .keypadEnter),  // KEY_KPENTER
        (97, .keyboardRightControl),  // KEY_RIGHTCTRL
        (98, .keypadSlash),  // KEY_KPSLASH
        (99, .keyboardPrintScreen),  // KEY_SYSRQ
        (100, .keyboardRightAlt),  // KEY_RIGHTALT
        (102, .keyboardHome),  // KEY_HOME
        (103, .keyboardUpArrow),  // KEY_UP
        (104, .keyboardPageUp),  // KEY_PAGEUP
        (105, .keyboardLeftArrow),  // KEY_LEFT
        (106, .keyboardRightArrow),  // KEY_RIGHT
        (107, .keyboardEnd),  // KEY_END
        (108, .keyboardDownArrow),  // KEY_DOWN
        (109, .keyboardPageDown),  // KEY_PAGEDOWN
        (110, .keyboardInsert),  // KEY_INSERT
        (111, .keyboardDeleteForward),  // KEY_DELETE
        (113, .keyboardMute),  // KEY_MUTE
        (114, .keyboardVolumeDown),  // KEY_VOLUMEDOWN
        (115, .keyboardVolumeUp),  // KEY_VOLUMEUP
        (116, .keyboardPower),  // KEY_POWER
        (117, .keypadEqualSign),  // KEY_KPEQUAL
        (119, .keyboardPause),  // KEY_PAUSE
        (121, .keypadComma),  // KEY_KPCOMMA
        (122, .keyboardLANG1),  // KEY_HANGEUL
        (123, .keyboardLANG2),  // KEY_HANJA
        (124, .keyboardInternational3),  // KEY_YEN
        (125, .keyboardLeftGUI),  // KEY_LEFTMETA
        (126, .keyboardRightGUI),  // KEY_RIGHTMETA
        (127, .keyboardApplication),  // KEY_COMPOSE
        (128, .keyboardStop),  // KEY_STOP
        (129, .keyboardAgain),  // KEY_AGAIN
        (130, .keyboardMenu),  // KEY_PROPS
        (131, .keyboardUndo),  // KEY_UNDO
        (132, .keyboardSelect),  // KEY_FRONT
        (133, .keyboardCopy),  // KEY_COPY
        (134, .keyboardExecute),  // KEY_OPEN
        (135, .keyboardPaste),  // KEY_PASTE
        (136, .keyboardFind),  // KEY_FIND
        (137, .keyboardCut),  // KEY_CUT
        (138, .keyboardHelp),  // KEY_HELP
        (183, .keyboardF13),  // KEY_F13
        (184, .keyboardF14),  // KEY_F14
        (185, .keyboardF15),  // KEY_F15
        (186, .keyboardF16),  // KEY_F16
        (187, .keyboardF17),  // KEY_F17
        (188, .keyboardF18),  // KEY_F18
        (189, .keyboardF19),  // KEY_F19
        (190, .keyboardF20),  // KEY_F20
        (191, .keyboardF21),  // KEY_F21
        (192, .keyboardF22),  // KEY_F22
        (193, .keyboardF23),  // KEY_F23
        (194, .keyboardF24),  // KEY_F24
    ]

    // MARK: - Private

    /// `table` from evdev code to usage.
    private static let usagesByCode: [UInt32: UIKeyboardHIDUsage] = Dictionary(
        table.map { ($0.code, $0.usage) }, uniquingKeysWith: { first, _ in first })

    /// `table` from usage to evdev code.
    private static let codesByUsage: [UIKeyboardHIDUsage: UInt32] = Dictionary(
        table.map { ($0.usage, $0.code) }, uniquingKeysWith: { first, _ in first })
}
