import Scanout
import ScanoutTesting
import Testing

@testable import ScanoutInput

struct LinuxKeyCodeTests {
    @Test func knownPairsFollowInputEventCodes() {
        #expect(LinuxKeyCode.hidUsage(forEvdevKeyCode: 1) == .keyboardEscape)  // KEY_ESC
        #expect(LinuxKeyCode.hidUsage(forEvdevKeyCode: 30) == .keyboardA)  // KEY_A
        #expect(LinuxKeyCode.hidUsage(forEvdevKeyCode: 44) == .keyboardZ)  // KEY_Z
        #expect(LinuxKeyCode.hidUsage(forEvdevKeyCode: 11) == .keyboard0)  // KEY_0
        #expect(LinuxKeyCode.hidUsage(forEvdevKeyCode: 28) == .keyboardReturnOrEnter)  // KEY_ENTER
        #expect(LinuxKeyCode.hidUsage(forEvdevKeyCode: 42) == .keyboardLeftShift)  // KEY_LEFTSHIFT
        #expect(LinuxKeyCode.hidUsage(forEvdevKeyCode: 103) == .keyboardUpArrow)  // KEY_UP
        #expect(LinuxKeyCode.hidUsage(forEvdevKeyCode: 111) == .keyboardDeleteForward)  // KEY_DELETE
        #expect(LinuxKeyCode.hidUsage(forEvdevKeyCode: 86) == .keyboardNonUSBackslash)  // KEY_102ND
        #expect(LinuxKeyCode.hidUsage(forEvdevKeyCode: 127) == .keyboardApplication)  // KEY_COMPOSE
        #expect(LinuxKeyCode.hidUsage(forEvdevKeyCode: 89) == .keyboardInternational1)  // KEY_RO
        #expect(LinuxKeyCode.hidUsage(forEvdevKeyCode: 124) == .keyboardInternational3)  // KEY_YEN
        #expect(LinuxKeyCode.hidUsage(forEvdevKeyCode: 122) == .keyboardHangul)  // KEY_HANGEUL
        #expect(LinuxKeyCode.hidUsage(forEvdevKeyCode: 194) == .keyboardF24)  // KEY_F24
        #expect(LinuxKeyCode.evdevKeyCode(for: .keyboardA) == 30)
        #expect(LinuxKeyCode.evdevKeyCode(for: .keyboardLeftShift) == 42)
        #expect(LinuxKeyCode.evdevKeyCode(for: .keyboardRightGUI) == 126)  // KEY_RIGHTMETA
        #expect(LinuxKeyCode.evdevKeyCode(for: .keypadEnter) == 96)  // KEY_KPENTER
    }

    @Test func everyEntryRoundTrips() {
        for (code, usage) in LinuxKeyCode.table {
            #expect(LinuxKeyCode.hidUsage(forEvdevKeyCode: code) == usage, "\(code)")
            #expect(LinuxKeyCode.evdevKeyCode(for: usage) == code, "\(usage)")
        }
        #expect(Set(LinuxKeyCode.table.map(\.code)).count == LinuxKeyCode.table.count)
        #expect(Set(LinuxKeyCode.table.map(\.usage)).count == LinuxKeyCode.table.count)
    }

    /// Every key a US keyboard types text with has a code, so a virtual keyboard can type any ASCII text.
    @Test func everyKeyOfTheUSLayoutHasACode() {
        for byte in UInt8(0x20)...0x7E {
            let character = Character(Unicode.Scalar(byte))
            let usage = USKeyboardLayout.keystroke(for: character)?.usage
            #expect(usage.flatMap(LinuxKeyCode.evdevKeyCode(for:)) != nil, "\(character)")
        }
    }

    @Test func unknownValuesAreNil() {
        #expect(LinuxKeyCode.hidUsage(forEvdevKeyCode: 0) == nil)  // KEY_RESERVED
        #expect(LinuxKeyCode.hidUsage(forEvdevKeyCode: 0x110) == nil)  // BTN_LEFT
        #expect(LinuxKeyCode.hidUsage(forEvdevKeyCode: 164) == nil)  // KEY_PLAYPAUSE
        #expect(LinuxKeyCode.hidUsage(forEvdevKeyCode: .max) == nil)
        #expect(LinuxKeyCode.evdevKeyCode(for: .keyboardNonUSPound) == nil)
        #expect(LinuxKeyCode.evdevKeyCode(for: .keyboardErrorRollOver) == nil)
        #expect(LinuxKeyCode.evdevKeyCode(for: .keyboard_Reserved) == nil)
        #expect(LinuxKeyCode.evdevKeyCode(for: UIKeyboardHIDUsage(rawValue: 0xA5)) == nil)
    }
}
