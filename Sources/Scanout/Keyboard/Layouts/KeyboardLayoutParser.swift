/// Reads layout text (the format docs/KEYBOARD-LAYOUTS.md describes) into a
/// `KeyboardLayoutDefinition`. Every fault is a `KeyboardLayoutError` naming the line, the
/// reason and the fix; nothing traps, whatever the text.
package enum KeyboardLayoutParser {
    /// Most rows on a page (the bottom row of page key, space and return is added to them).
    static let maximumRows = 4
    /// Most keys in a row: more would be narrower than a finger on a kiosk's keyboard.
    static let maximumKeysPerRow = 12
    /// Most alternatives one key offers (they show in one callout row).
    static let maximumAlternatives = 10
    /// Longest text one key types (".com" and similar).
    static let maximumKeyLength = 8

    private static let settings = ["layout", "name", "direction", "space", "letters-key", "decimal", "input-method"]
    /// The input methods a layout may name (`input-method:`): pinyin composes Hanzi from its letters.
    static let inputMethods = ["pinyin"]
    private static let sections = ["letters", "numbers", "symbols", "alternatives", "return-keys"]
    /// Longest return key title: it must fit a key two keys wide.
    static let maximumReturnTitleLength = 24

    /// Parses `text`; `source` names it in errors until its `layout:` line is read (a file name).
    package static func parse(_ text: String, source: String = "layout") throws(KeyboardLayoutError)
        -> KeyboardLayoutDefinition
    {
        var name = source
        var values: [String: String] = [:]
        var pages: [String: [[KeyboardLayoutDefinition.Token]]] = [:]
        var alternatives: [String: [String]] = [:]
        var returnTitles: [String: String] = [:]
        var section: String?
        var seen: Set<String> = []
        var lineNumber = 0

        func fail(_ reason: String, _ fix: String, line: Int? = lineNumber) -> KeyboardLayoutError {
            KeyboardLayoutError(layout: name, line: line, reason: reason, fix: fix)
        }

        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: KeyboardLayoutParser.isLineBreak) {
            lineNumber += 1
            let line = rawLine.trimmed(of: " \t\r")
            if line.isEmpty || line.hasPrefix("//") { continue }
            if line.hasSuffix(":"), !line.contains(" ") {
                let header = String(line.dropLast())
                if settings.contains(header) {
                    throw fail("the setting \"\(header)\" has no value", "Write \"\(header): value\".")
                }
                guard sections.contains(header) else {
                    throw fail(
                        "\"\(line)\" is not a section",
                        "Sections are " + sections.map { "\"\($0):\"" }.joined(separator: ", ") + ".")
                }
                guard seen.insert(header).inserted else {
                    throw fail("the section \"\(line)\" appears twice", "Write each section once.")
                }
                section = header
                if header != "alternatives", header != "return-keys" { pages[header] = [] }
                continue
            }
            guard let section else {
                // A setting: `name: value`, before the first section.
                guard let colon = line.firstIndex(of: ":") else {
                    throw fail(
                        "\"\(line)\" comes before any section",
                        "Start the keys with a section line such as \"letters:\", or write a setting as \"name: value\"."
                    )
                }
                let key = String(line[..<colon].trimmed(of: " \t"))
                let value = String(line[line.index(after: colon)...].trimmed(of: " \t"))
                guard settings.contains(key) else {
                    throw fail(
                        "unknown setting \"\(key)\"",
                        "Settings are " + settings.joined(separator: ", ") + ".")
                }
                guard values[key] == nil else { throw fail("the setting \"\(key)\" appears twice", "Write it once.") }
                guard !value.isEmpty else {
                    throw fail("the setting \"\(key)\" has no value", "Write \"\(key): value\".")
                }
                if key == "layout" { name = value }
                values[key] = value
                continue
            }
            if section == "return-keys" {
                let (type, title) = try returnKeyTitle(line, fail: { fail($0, $1) })
                guard returnTitles[type] == nil else {
                    throw fail("the return key \"\(type)\" has two lines", "Title each return key type once.")
                }
                returnTitles[type] = title
                continue
            }
            let words: [String] = line.split(whereSeparator: KeyboardLayoutParser.isSpace).map { String($0) }
            if let bad = words.first(where: { $0.count > maximumKeyLength && !$0.hasPrefix("{") }) {
                throw fail(
                    "the key \"\(bad)\" is longer than \(maximumKeyLength) characters",
                    "Separate keys with spaces; a key types at most \(maximumKeyLength) characters.")
            }
            if let bad = words.first(where: { $0.unicodeScalars.contains { $0.properties.generalCategory == .control } }
            ) {
                throw fail("the key \"\(bad.debugDescription)\" holds a control character", "Keys type visible text.")
            }
            if section == "alternatives" {
                guard words.count >= 2 else {
                    throw fail(
                        "the alternatives line \"\(line)\" names a key and nothing to offer",
                        "Write the key, then its alternatives: \"e é è ê ë\".")
                }
                guard alternatives[words[0]] == nil else {
                    throw fail(
                        "the key \"\(words[0])\" has two alternatives lines", "Put its alternatives on one line.")
                }
                guard words.count - 1 <= maximumAlternatives else {
                    throw fail(
                        "the key \"\(words[0])\" offers \(words.count - 1) alternatives",
                        "Offer at most \(maximumAlternatives).")
                }
                alternatives[words[0]] = Array(words.dropFirst())
                continue
            }
            var row: [KeyboardLayoutDefinition.Token] = []
            for word in words {
                row.append(try token(word, in: section, fail: { fail($0, $1) }))
            }
            guard row.count <= maximumKeysPerRow else {
                throw fail(
                    "the row has \(row.count) keys",
                    "A row holds at most \(maximumKeysPerRow) keys; move some to another row.")
            }
            guard (pages[section]?.count ?? 0) < maximumRows else {
                throw fail(
                    "the \"\(section)\" page has more than \(maximumRows) rows",
                    "A page holds at most \(maximumRows) rows above the space bar's row.")
            }
            pages[section, default: []].append(row)
        }

        guard let language = values["layout"] else {
            throw fail(
                "there is no \"layout:\" line", "Start the file with \"layout: de-DE\" (the language it is for).",
                line: nil)
        }
        guard language.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else {
            throw fail(
                "\"\(language)\" is not a language tag", "Write a tag such as \"de-DE\", \"fr-FR\" or \"ar\".",
                line: nil)
        }
        guard let letters = pages["letters"], !letters.isEmpty else {
            throw fail("there is no \"letters:\" page", "Add a \"letters:\" section with the letter rows.", line: nil)
        }
        for (page, rows) in pages where rows.isEmpty {
            throw fail("the \"\(page):\" section has no rows", "Add its rows or leave the section out.", line: nil)
        }
        var definition = KeyboardLayoutDefinition(
            language: language, name: values["name"] ?? language, letters: letters,
            numbers: pages["numbers"] ?? KeyboardLayoutParser.englishNumbers,
            symbols: pages["symbols"] ?? KeyboardLayoutParser.englishSymbols)
        definition.alternatives = alternatives
        definition.returnKeyTitles = returnTitles
        switch values["direction"] ?? "ltr" {
        case "ltr": definition.isRightToLeft = false
        case "rtl": definition.isRightToLeft = true
        case let other:
            throw fail(
                "the direction \"\(other)\" is neither ltr nor rtl", "Write \"direction: ltr\" or \"direction: rtl\".",
                line: nil)
        }
        if let space = values["space"] { definition.spaceTitle = space }
        if let title = values["letters-key"] { definition.lettersKeyTitle = title }
        if let decimal = values["decimal"] {
            guard decimal.count == 1 else {
                throw fail(
                    "the decimal separator \"\(decimal)\" is not one character",
                    "Write \"decimal: ,\" or \"decimal: .\".",
                    line: nil)
            }
            definition.decimalSeparator = decimal
        }
        if let method = values["input-method"] {
            guard inputMethods.contains(method) else {
                throw fail(
                    "the input method \"\(method)\" is not one Scanout has",
                    "Write \"input-method: pinyin\", or leave the setting out for a keyboard that types its keys.",
                    line: nil)
            }
            definition.inputMethod = method
        }
        return definition
    }

    /// A `return-keys:` line: the return key type's name, then its title (the rest of the line,
    /// which may hold spaces: "emergency-call Appel d’urgence").
    private static func returnKeyTitle(
        _ line: Substring, fail: (String, String) -> KeyboardLayoutError
    ) throws(KeyboardLayoutError) -> (type: String, title: String) {
        let parts = line.split(maxSplits: 1, whereSeparator: KeyboardLayoutParser.isSpace)
        let types = KeyboardLayoutDefinition.englishReturnKeyTitles.map(\.key)
        let type = parts.first.map(String.init) ?? ""
        guard types.contains(type) else {
            throw fail(
                "\"\(type)\" is not a return key type",
                "Start the line with one of " + types.joined(separator: ", ") + ", then the title.")
        }
        let title = parts.count == 2 ? String(parts[1].trimmed(of: " \t")) : ""
        guard !title.isEmpty else {
            throw fail("the return key \"\(type)\" has no title", "Write its title after it: \"next Weiter\".")
        }
        guard title.count <= maximumReturnTitleLength else {
            throw fail(
                "the return key title \"\(title)\" is longer than \(maximumReturnTitleLength) characters",
                "Shorten it: it must fit on a key two keys wide.")
        }
        guard !title.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw fail(
                "the return key title \(title.debugDescription) holds a control character", "Titles are visible text.")
        }
        return (type, title)
    }

    private static func isSpace(_ character: Character) -> Bool {
        character == " " || character == "\t"
    }

    private static func isLineBreak(_ character: Character) -> Bool {
        character == "\n" || character == "\r\n" || character == "\r"
    }

    /// One word of a row: `{shift}`, `{backspace}`, `{more}`, `lower|UPPER`, or a key's text.
    private static func token(
        _ word: String, in section: String, fail: (String, String) -> KeyboardLayoutError
    ) throws(KeyboardLayoutError) -> KeyboardLayoutDefinition.Token {
        if word.count > 2, word.hasPrefix("{"), word.hasSuffix("}") {
            switch word {
            case "{backspace}": return .backspace
            case "{shift}":
                guard section == "letters" else {
                    throw fail("{shift} is on the \"\(section)\" page", "Only the letters page has a shift key.")
                }
                return .shift
            case "{more}":
                guard section != "letters" else {
                    throw fail(
                        "{more} is on the letters page", "{more} switches numbers and symbols; use it on those pages.")
                }
                return .morePage
            default:
                throw fail("unknown key \(word)", "Special keys are {shift}, {backspace} and {more}.")
            }
        }
        let parts = word.split(separator: "|", omittingEmptySubsequences: false)
        if parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty {
            return .character(lower: String(parts[0]), upper: String(parts[1]))
        }
        return .character(lower: word, upper: KeyboardLayoutDefinition.capital(of: word))
    }

    /// The numbers and symbols pages of the US English keyboard: layouts without their own use these.
    static let englishNumbers: [[KeyboardLayoutDefinition.Token]] = rows(
        ["1 2 3 4 5 6 7 8 9 0", "- / : ; ( ) $ & @ \"", "{more} . , ? ! ' {backspace}"])
    static let englishSymbols: [[KeyboardLayoutDefinition.Token]] = rows(
        ["[ ] { } # % ^ * + =", "_ \\ | ~ < > € £ ¥ •", "{more} . , ? ! ' {backspace}"])

    private static func rows(_ lines: [String]) -> [[KeyboardLayoutDefinition.Token]] {
        lines.map { line in
            line.split(separator: " ").map { word in
                switch word {
                case "{more}": .morePage
                case "{backspace}": .backspace
                default: .character(lower: String(word), upper: String(word))
                }
            }
        }
    }
}

extension String {
    /// The string without `characters` at either end.
    fileprivate func trimmed(of characters: String) -> String {
        String(Substring(self).trimmed(of: characters))
    }
}

extension Substring {
    fileprivate func trimmed(of characters: String) -> Substring {
        var start = startIndex
        var end = endIndex
        while start < end, characters.contains(self[start]) { start = index(after: start) }
        while end > start, characters.contains(self[index(before: end)]) { end = index(before: end) }
        return self[start..<end]
    }
}
