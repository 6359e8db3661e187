/// Layout text that cannot be read (see docs/KEYBOARD-LAYOUTS.md): which layout, which line, what
/// is wrong and how to put it right. Thrown by `UITextInputMode(layoutText:)` and
/// `UITextInputMode(contentsOfLayoutFile:)`; nothing is registered when it is thrown.
public struct KeyboardLayoutError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The layout's `layout:` tag, else the file's name, else "layout".
    public let layout: String
    /// The line (from 1) at fault; nil when the fault is the whole text (a missing page or setting).
    public let line: Int?
    /// What is wrong.
    public let reason: String
    /// What to write instead.
    public let fix: String

    public init(layout: String, line: Int?, reason: String, fix: String) {
        self.layout = layout
        self.line = line
        self.reason = reason
        self.fix = fix
    }

    public var description: String {
        let place = line.map { "keyboard layout \"\(layout)\", line \($0)" } ?? "keyboard layout \"\(layout)\""
        return "\(place): \(reason). \(fix)"
    }
}
