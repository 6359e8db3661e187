/// The key behind a press from a hardware keyboard: its HID code, the text it produces and the
/// modifiers held. Immutable; main actor like the press that carries it.
@preconcurrency @MainActor
public final class UIKey: @MainActor CustomStringConvertible {
    /// The text the key produces with the current modifiers and layout ("A" with Shift).
    public let characters: String
    /// The text the key produces with no modifiers ("a").
    public let charactersIgnoringModifiers: String
    public let modifierFlags: UIKeyModifierFlags
    /// The physical key, as a USB HID keyboard usage.
    public let keyCode: UIKeyboardHIDUsage

    /// A key as an input backend reports it. Backends translate the device's code through their
    /// keymap (xkbcommon on Linux) before building one.
    public init(
        keyCode: UIKeyboardHIDUsage, characters: String, charactersIgnoringModifiers: String,
        modifierFlags: UIKeyModifierFlags
    ) {
        self.keyCode = keyCode
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifierFlags = modifierFlags
    }

    public var description: String {
        "<UIKey: keyCode = \(keyCode); characters = \(characters.debugDescription); "
            + "modifierFlags = \(modifierFlags)>"
    }
}
