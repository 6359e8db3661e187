/// A key combination that triggers an action on the responder chain: Ctrl+Z, Escape, an arrow.
///
/// A responder lists its commands in `keyCommands`. A key press walks the chain from the first
/// responder; the first responder listing a matching command that can perform its action gets it,
/// and the press goes no further. Main actor.
@preconcurrency @MainActor
open class UIKeyCommand: @MainActor CustomStringConvertible {
    public static let inputUpArrow = "UIKeyInputUpArrow"
    public static let inputDownArrow = "UIKeyInputDownArrow"
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    public static let inputRightArrow = "UIKeyInputRightArrow"
    public static let inputEscape = "UIKeyInputEscape"
    public static let inputHome = "UIKeyInputHome"
    public static let inputEnd = "UIKeyInputEnd"
    public static let inputPageUp = "UIKeyInputPageUp"
    public static let inputPageDown = "UIKeyInputPageDown"
    public static let inputDelete = "UIKeyInputDelete"
    public static let inputF1 = "UIKeyInputF1"

    /// The key: a character as typed without Shift ("z", "/") or one of the `input…` constants.
    public let input: String?
    public let modifierFlags: UIKeyModifierFlags
    public let action: Selector?
    public var title: String
    /// A short description of what the command does, for a discoverability overlay.
    public var discoverabilityTitle: String?
    /// Whether the command takes the key even where the system would use it (text editing keys
    /// in a text field). False by default.
    public var wantsPriorityOverSystemBehavior: Bool = false

    public init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.action = action
        self.title = ""
    }

    public convenience init(
        input: String, modifierFlags: UIKeyModifierFlags, action: Selector, discoverabilityTitle: String
    ) {
        self.init(input: input, modifierFlags: modifierFlags, action: action)
        self.discoverabilityTitle = discoverabilityTitle
    }

    public convenience init(
        title: String, action: Selector, input: String, modifierFlags: UIKeyModifierFlags = [],
        discoverabilityTitle: String? = nil
    ) {
        self.init(input: input, modifierFlags: modifierFlags, action: action)
        self.title = title
        self.discoverabilityTitle = discoverabilityTitle
    }

    public var description: String {
        "<UIKeyCommand: input = \(input ?? "nil"); modifierFlags = \(modifierFlags); "
            + "action = \(action.map(\.name) ?? "nil")>"
    }

    /// True when `key` is this command's key with exactly these modifiers (Caps Lock and the
    /// keypad flag are ignored, as UIKit does).
    func matches(_ key: UIKey) -> Bool {
        guard let input else { return false }
        let relevant: UIKeyModifierFlags = [.shift, .control, .alternate, .command]
        guard key.modifierFlags.intersection(relevant) == modifierFlags.intersection(relevant) else { return false }
        if let special = UIKeyCommand.specialInputs[key.keyCode] { return special == input }
        return key.charactersIgnoringModifiers.lowercased() == input.lowercased()
    }

    private static let specialInputs: [UIKeyboardHIDUsage: String] = [
        .keyboardUpArrow: inputUpArrow, .keyboardDownArrow: inputDownArrow,
        .keyboardLeftArrow: inputLeftArrow, .keyboardRightArrow: inputRightArrow,
        .keyboardEscape: inputEscape, .keyboardHome: inputHome, .keyboardEnd: inputEnd,
        .keyboardPageUp: inputPageUp, .keyboardPageDown: inputPageDown,
        .keyboardDeleteForward: inputDelete, .keyboardF1: inputF1,
    ]
}
