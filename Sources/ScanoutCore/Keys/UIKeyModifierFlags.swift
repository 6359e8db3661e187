/// Modifier keys held during a key press, with UIKit's bit values. Pure value; `Sendable`.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Caps Lock is on.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// Alt (Option on Apple keyboards).
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// The Super/Windows key (Command on Apple keyboards).
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// The key is on the numeric keypad.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)

    public var description: String {
        let names: [(UIKeyModifierFlags, String)] = [
            (.alphaShift, "alphaShift"), (.shift, "shift"), (.control, "control"),
            (.alternate, "alternate"), (.command, "command"), (.numericPad, "numericPad"),
        ]
        return "[" + names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
    }
}
