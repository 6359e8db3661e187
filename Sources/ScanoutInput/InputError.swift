/// Why input could not be set up — the keymap, udev or libinput — with what was asked for, the
/// reason and the fix. The one error type of `ScanoutInput`.
public enum InputError: Error, CustomStringConvertible {
    /// The board's keymap could not be compiled, or xkbcommon could not start.
    case keymap(KeyboardTranslator.Keymap, reason: String)
    /// udev or libinput could not start, or a listed device could not be opened: the whole message.
    case start(String)

    public var description: String {
        switch self {
        case .keymap(let keymap, let reason):
            "keymap (layout '\(keymap.layout)', variant '\(keymap.variant)', options '\(keymap.options)'): \(reason)"
        case .start(let message):
            message
        }
    }
}
