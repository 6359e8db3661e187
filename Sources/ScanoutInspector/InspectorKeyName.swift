import Scanout
import ScanoutCore

/// The keys `press` knows by name, as a person writes them: `return`, `tab`, `escape`, `up`,
/// `f5`, a letter or digit, with modifiers before a `+` (`shift+tab`, `ctrl+a`). Each is the USB
/// HID usage a keyboard sends and the characters a US layout gives it.
@MainActor
enum InspectorKeyName {
    struct Key: Equatable {
        var usage: UIKeyboardHIDUsage
        var characters: String
        var modifiers: UIKeyModifierFlags
    }

    static let named: [(names: [String], usage: UIKeyboardHIDUsage, characters: String)] = [
        (["return", "enter"], .keyboardReturnOrEnter, "\r"),
        (["tab"], .keyboardTab, "\t"),
        (["escape", "esc"], .keyboardEscape, "\u{1B}"),
        (["space"], .keyboardSpacebar, " "),
        (["backspace", "delete"], .keyboardDeleteOrBackspace, "\u{8}"),
        (["forwarddelete"], .keyboardDeleteForward, "\u{7F}"),
        (["up"], .keyboardUpArrow, UIKeyCommand.inputUpArrow),
        (["down"], .keyboardDownArrow, UIKeyCommand.inputDownArrow),
        (["left"], .keyboardLeftArrow, UIKeyCommand.inputLeftArrow),
        (["right"], .keyboardRightArrow, UIKeyCommand.inputRightArrow),
        (["home"], .keyboardHome, UIKeyCommand.inputHome),
        (["end"], .keyboardEnd, UIKeyCommand.inputEnd),
        (["pageup"], .keyboardPageUp, UIKeyCommand.inputPageUp),
        (["pagedown"], .keyboardPageDown, UIKeyCommand.inputPageDown),
    ]

    static let modifierNames: [(names: [String], flag: UIKeyModifierFlags)] = [
        (["shift"], .shift), (["ctrl", "control"], .control), (["alt", "option"], .alternate),
        (["cmd", "command", "super"], .command),
    ]

    /// "return, enter, tab, …, f1–f12", for messages.
    static let namedKeys = named.flatMap(\.names).joined(separator: ", ") + ", f1–f12"

    /// The key `name` names (any case), or nil.
    static func key(named name: String) -> Key? {
        var parts = name.lowercased().split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        // "ctrl++" would be Ctrl and "+": not a key this table has.
        guard let last = parts.popLast(), !last.isEmpty, parts.count <= 4 else { return nil }
        var modifiers: UIKeyModifierFlags = []
        for part in parts {
            guard let flag = modifierNames.first(where: { $0.names.contains(part) })?.flag else { return nil }
            modifiers.insert(flag)
        }
        guard var key = baseKey(named: last) else { return nil }
        key.modifiers = modifiers
        if modifiers.contains(.shift), key.characters.count == 1, key.characters.first?.isLetter == true {
            key.characters = key.characters.uppercased()
        }
        return key
    }

    private static func baseKey(named name: String) -> Key? {
        if let entry = named.first(where: { $0.names.contains(name) }) {
            return Key(usage: entry.usage, characters: entry.characters, modifiers: [])
        }
        let scalars = Array(name.unicodeScalars)
        if scalars.count == 1, let scalar = scalars.first, scalar.isASCII {
            switch scalar.value {
            case 0x61...0x7A:  // a–z
                return Key(
                    usage: UIKeyboardHIDUsage(
                        rawValue: UIKeyboardHIDUsage.keyboardA.rawValue + Int(scalar.value - 0x61)),
                    characters: name, modifiers: [])
            case 0x31...0x39:  // 1–9
                return Key(
                    usage: UIKeyboardHIDUsage(
                        rawValue: UIKeyboardHIDUsage.keyboard1.rawValue + Int(scalar.value - 0x31)),
                    characters: name, modifiers: [])
            case 0x30:
                return Key(usage: .keyboard0, characters: "0", modifiers: [])
            default: return nil
            }
        }
        if name.hasPrefix("f"), let number = Int(name.dropFirst()), (1...12).contains(number) {
            return Key(
                usage: UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keyboardF1.rawValue + number - 1),
                characters: "UIKeyInputF\(number)", modifiers: [])
        }
        return nil
    }
}
