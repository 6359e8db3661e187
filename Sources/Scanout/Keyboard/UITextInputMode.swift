import FoundationEssentials

/// A keyboard a visitor can type with: one language's on-screen layout.
///
/// As in UIKit, `activeInputModes` lists the keyboards the globe key cycles through,
/// `UIResponder.textInputMode` is the one showing for a text responder (override it to pick one
/// for a field), and `currentInputModeDidChangeNotification` is posted when the visitor switches.
///
/// Scanout differs where a kiosk has no Settings app: the app chooses the active keyboards
/// itself, with `setActiveInputModes(_:)`, from the built-in `availableInputModes` or from its own
/// layout files (`init(contentsOfLayoutFile:)`, format in docs/KEYBOARD-LAYOUTS.md). Until it
/// does, the one active keyboard is the process locale's (`LANG=de_DE.UTF-8` gives German),
/// else US English. Immutable; the active set belongs to the current application.
open class UITextInputMode: NSObject, @unchecked Sendable {
    /// The layout this mode shows.
    package let definition: KeyboardLayoutDefinition

    /// The mode's language as a BCP 47 tag: "en-US", "de-DE", "ar".
    open var primaryLanguage: String? {
        definition.language
    }

    /// Posted (object nil) when the keyboard switches to another input mode: the globe key, or
    /// the app changing the active modes so the shown one goes away.
    public static let currentInputModeDidChangeNotification = Notification.Name(
        "UITextInputCurrentInputModeDidChangeNotification")

    /// The keyboards the globe key cycles through, in order, for the current application.
    @MainActor
    open class var activeInputModes: [UITextInputMode] {
        UIApplication.shared.inputViewHost.inputModes.active
    }

    package init(definition: KeyboardLayoutDefinition) {
        self.definition = definition
        super.init()
    }

    /// Scanout: an input mode from layout text (docs/KEYBOARD-LAYOUTS.md), as an app ships for a
    /// language Scanout has no keyboard for. Throws, naming the line and the fix, when the text
    /// is not a valid layout.
    public convenience init(layoutText: String) throws(KeyboardLayoutError) {
        self.init(definition: try KeyboardLayoutParser.parse(layoutText))
    }

    /// Scanout: an input mode from a layout file (UTF-8 text, docs/KEYBOARD-LAYOUTS.md).
    public convenience init(contentsOfLayoutFile path: String) throws(KeyboardLayoutError) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let data = FileManager.default.contents(atPath: path) else {
            throw KeyboardLayoutError(
                layout: name, line: nil, reason: "the file \(path) cannot be read",
                fix: "Check the path and that the app may read it.")
        }
        guard data.count <= 1 << 20 else {
            throw KeyboardLayoutError(
                layout: name, line: nil, reason: "the file \(path) is \(data.count) bytes, too large for a layout",
                fix: "A layout is a few kilobytes of text; check the path.")
        }
        guard let text = String(validating: Array(data), as: UTF8.self) else {
            throw KeyboardLayoutError(
                layout: name, line: nil, reason: "the file \(path) is not UTF-8 text", fix: "Save it as UTF-8.")
        }
        self.init(definition: try KeyboardLayoutParser.parse(text, source: name))
    }

    /// Scanout: the built-in keyboards (English US and UK, German, French, Spanish, Italian,
    /// Portuguese, Dutch, Swedish, Norwegian, Danish, Polish, Turkish, Russian, Ukrainian, Greek,
    /// Arabic, Hebrew, and Chinese (Simplified) pinyin, "zh-Hans"), one instance each for the process.
    public static var availableInputModes: [UITextInputMode] {
        UITextInputMode.builtIn
    }

    /// Scanout: the built-in keyboard for a language tag: the exact one ("en-GB"), else one of
    /// the same language ("de-CH" gives German); nil when there is none.
    public static func inputMode(forLanguage tag: String) -> UITextInputMode? {
        guard let definition = BuiltInKeyboardLayouts.definition(forLanguage: tag) else { return nil }
        return builtIn.first { $0.definition == definition }
    }

    /// Scanout: the keyboards the globe key cycles through, in this order (duplicates dropped).
    /// The shown keyboard stays when it is among them; otherwise the first shows, and
    /// `currentInputModeDidChangeNotification` is posted. An empty list goes back to the
    /// process locale's keyboard.
    @MainActor
    public static func setActiveInputModes(_ modes: [UITextInputMode]) {
        UIApplication.shared.inputViewHost.setActiveInputModes(modes)
    }

    open override var description: String {
        "<UITextInputMode: \(definition.language) \(definition.name)>"
    }

    private static let builtIn: [UITextInputMode] = BuiltInKeyboardLayouts.definitions.map {
        UITextInputMode(definition: $0)
    }

    /// The keyboards the board file lists (`"keyboards"` in board.json), set by the launcher
    /// before the app starts: every application's first active set, in place of the locale's.
    @MainActor package static var boardInputModes: [UITextInputMode] = []

    /// The board file's keyboard entries as input modes: a language tag names a built-in layout
    /// ("de-DE", or "de" for the first German one), an absolute path a layout file. Throws for
    /// a language with no built-in layout and for a file that is not a valid layout.
    package static func inputModes(forBoardKeyboards entries: [String]) throws(KeyboardLayoutError)
        -> [UITextInputMode]
    {
        var modes: [UITextInputMode] = []
        for entry in entries {
            if entry.hasPrefix("/") {
                modes.append(try UITextInputMode(contentsOfLayoutFile: entry))
            } else if let mode = inputMode(forLanguage: entry) {
                modes.append(mode)
            } else {
                let known = builtIn.compactMap(\.primaryLanguage).joined(separator: ", ")
                throw KeyboardLayoutError(
                    layout: entry, line: nil, reason: "there is no built-in keyboard for \"\(entry)\"",
                    fix: "Use one of \(known), or the absolute path of a layout file (docs/KEYBOARD-LAYOUTS.md).")
            }
        }
        return modes
    }

    /// The first active set of an application: the board's keyboards, else the locale's.
    @MainActor static var initialActiveInputModes: [UITextInputMode] {
        boardInputModes.isEmpty ? [localeDefault] : boardInputModes
    }

    /// The built-in mode for the process locale, else US English.
    static var localeDefault: UITextInputMode {
        ProcessLocale.languageTag(of: ProcessLocale.name).flatMap { inputMode(forLanguage: $0) }
            ?? inputMode(forLanguage: "en-US") ?? UITextInputMode(definition: BuiltInKeyboardLayouts.fallback)
    }
}
