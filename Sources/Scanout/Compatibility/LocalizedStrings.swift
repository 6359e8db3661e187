import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The text for `key` in the app's language, from the `.strings` tables in `bundle`'s resources:
/// what iOS code writes for every piece of user-facing text.
///
/// ```swift
/// title = NSLocalizedString("Check in", comment: "The check-in screen's title")
/// ```
///
/// The table `tableName` (`Localizable` when nil) is looked for in the language folders of the
/// resources — `de.lproj/Localizable.strings` — for the locale the app was started in (`LC_ALL`,
/// `LC_MESSAGES`, `LANG`: `de_AT.UTF-8` tries `de-AT.lproj`, then `de.lproj`), then `en.lproj`,
/// `Base.lproj` and the resources themselves; the first table that has the key gives the text.
/// Without it the text is `value` when that is not empty, else `key`, as in Foundation. Tables are
/// read once (UTF-8, or UTF-16 with a byte-order mark, as Xcode writes them); a table that cannot
/// be parsed is skipped with a line on standard error naming the file and the line.
///
/// `import UIKit` brings this, as it brings Foundation's on iOS. A file that also imports
/// Foundation sees Foundation's too, with the same parameters: the overloads below, without
/// defaults, are the ones Swift picks for the usual calls (`NSLocalizedString(key, comment:)`,
/// with a `tableName:` or a `value:`), and a call that names `Bundle.main` gets this one through
/// `UIKit`'s `Bundle`.
public func NSLocalizedString(
    _ key: String, tableName: String? = nil, bundle: Bundle = Bundle.main, value: String = "", comment: String
) -> String {
    bundle.localizedString(forKey: key, value: value, table: tableName)
}

/// `NSLocalizedString(_:tableName:bundle:value:comment:)` from the main bundle's `Localizable`.
public func NSLocalizedString(_ key: String, comment: String) -> String {
    Bundle.main.localizedString(forKey: key, value: nil, table: nil)
}

/// `NSLocalizedString(_:tableName:bundle:value:comment:)` from the main bundle's table `tableName`.
public func NSLocalizedString(_ key: String, tableName: String?, comment: String) -> String {
    Bundle.main.localizedString(forKey: key, value: nil, table: tableName)
}

/// `NSLocalizedString(_:tableName:bundle:value:comment:)` from the main bundle's `Localizable`,
/// `value` when it has no text for `key`.
public func NSLocalizedString(_ key: String, value: String, comment: String) -> String {
    Bundle.main.localizedString(forKey: key, value: value, table: nil)
}

extension Bundle {
    /// The text for `key` in `table` (`Localizable` when nil), in the app's language; see
    /// `NSLocalizedString`. Missing: `value` when it is not empty, else `key`.
    public func localizedString(forKey key: String, value: String?, table tableName: String?) -> String {
        let table = (tableName?.isEmpty ?? true) ? "Localizable" : tableName!
        for file in LocalizedStrings.candidateFiles(table: table, in: self) {
            if let text = LocalizedStrings.table(at: file)?[key] { return text }
        }
        if let value, !value.isEmpty { return value }
        return key
    }
}

/// The `.strings` tables read so far, and their parser.
enum LocalizedStrings {
    private static let tables = Mutex<[String: [String: String]?]>([:])

    /// The files to look in, in order, for `table` in `bundle`'s resources.
    static func candidateFiles(table: String, in bundle: Bundle, locale: String = ProcessLocale.name) -> [String] {
        guard let resources = bundle.resourcePath else { return [] }
        // de_AT.UTF-8@euro → de-AT, de; zh_CN → zh-CN, zh-Hans, zh
        var folders = ProcessLocale.localizationCandidates(for: locale).map { $0 + ".lproj" }
        for fallback in ["en.lproj", "Base.lproj"] where !folders.contains(fallback) { folders.append(fallback) }
        return folders.map { "\(resources)/\($0)/\(table).strings" } + ["\(resources)/\(table).strings"]
    }

    /// The table in the file at `path`, read on first use; nil when there is none or it cannot be
    /// parsed.
    static func table(at path: String) -> [String: String]? {
        if let cached = tables.withLock({ $0[path] }) { return cached }
        var table: [String: String]?
        if let data = FileManager.default.contents(atPath: path) {
            switch parse(decode(Array(data))) {
            case .success(let entries):
                table = entries
            case .failure(let failure):
                Diagnostics.warn(
                    "The strings table \(path) cannot be read past line \(failure.line): \(failure.reason). "
                        + "Its texts are not used; each entry must read \"key\" = \"text\";")
            }
        }
        tables.withLock { $0[path] = table }
        return table
    }

    /// The file's text: UTF-16 when it starts with a byte-order mark, else UTF-8.
    static func decode(_ bytes: [UInt8]) -> String {
        if bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xFE {
            let units = stride(from: 2, to: bytes.count - 1, by: 2).map {
                UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8
            }
            return String(decoding: units, as: UTF16.self)
        }
        if bytes.count >= 2, bytes[0] == 0xFE, bytes[1] == 0xFF {
            let units = stride(from: 2, to: bytes.count - 1, by: 2).map {
                UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1])
            }
            return String(decoding: units, as: UTF16.self)
        }
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        return String(decoding: bytes[start...], as: UTF8.self)
    }

    struct ParseFailure: Error, Equatable {
        var line: Int
        var reason: String
    }

    /// The entries of a `.strings` file: `"key" = "text";` pairs (a key alone, `"key";`, means
    /// the text is the key), with `/* */` and `//` comments and the escapes `\"`, `\\`, `\n`,
    /// `\t`, `\r` and `\U00E9`. Keys and texts may also be written unquoted when they are plain
    /// words.
    static func parse(_ text: String) -> Result<[String: String], ParseFailure> {
        var scanner = Scanner(Array(text.unicodeScalars))
        var entries: [String: String] = [:]
        do {
            while true {
                try scanner.skipSpaceAndComments()
                guard !scanner.isAtEnd else { return .success(entries) }
                let key = try scanner.string()
                try scanner.skipSpaceAndComments()
                if scanner.take("=") {
                    try scanner.skipSpaceAndComments()
                    entries[key] = try scanner.string()
                    try scanner.skipSpaceAndComments()
                } else {
                    entries[key] = key
                }
                guard scanner.take(";") else { throw scanner.failure("expected ';' after the entry for \"\(key)\"") }
            }
        } catch let failure as ParseFailure {
            return .failure(failure)
        } catch {
            return .failure(ParseFailure(line: scanner.line, reason: "\(error)"))
        }
    }

    private struct Scanner {
        let scalars: [Unicode.Scalar]
        var index = 0
        var line = 1

        init(_ scalars: [Unicode.Scalar]) {
            self.scalars = scalars
        }

        var isAtEnd: Bool { index >= scalars.count }

        func failure(_ reason: String) -> ParseFailure {
            ParseFailure(line: line, reason: reason)
        }

        mutating func advance() {
            if scalars[index] == "\n" { line += 1 }
            index += 1
        }

        mutating func take(_ scalar: Unicode.Scalar) -> Bool {
            guard !isAtEnd, scalars[index] == scalar else { return false }
            advance()
            return true
        }

        mutating func skipSpaceAndComments() throws {
            while !isAtEnd {
                let scalar = scalars[index]
                if scalar.properties.isWhitespace {
                    advance()
                } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                    let start = line
                    advance()
                    advance()
                    while !isAtEnd, !(scalars[index] == "*" && index + 1 < scalars.count && scalars[index + 1] == "/") {
                        advance()
                    }
                    guard !isAtEnd else { throw ParseFailure(line: start, reason: "a comment that never ends") }
                    advance()
                    advance()
                } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                    while !isAtEnd, scalars[index] != "\n" { advance() }
                } else {
                    return
                }
            }
        }

        /// A quoted string with its escapes, or an unquoted word.
        mutating func string() throws -> String {
            guard !isAtEnd else { throw failure("the file ends inside an entry") }
            guard take("\"") else { return try word() }
            let start = line
            var result = String.UnicodeScalarView()
            while true {
                guard !isAtEnd else { throw ParseFailure(line: start, reason: "a quoted string that never ends") }
                let scalar = scalars[index]
                advance()
                if scalar == "\"" { return String(result) }
                guard scalar == "\\" else {
                    result.append(scalar)
                    continue
                }
                guard !isAtEnd else { throw failure("a backslash at the end of the file") }
                let escaped = scalars[index]
                advance()
                switch escaped {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "r": result.append("\r")
                case "U", "u":
                    var value: UInt32 = 0
                    for _ in 0..<4 {
                        guard !isAtEnd, let digit = UInt32(String(scalars[index]), radix: 16) else {
                            throw failure("\\U must be followed by four hexadecimal digits")
                        }
                        value = value * 16 + digit
                        advance()
                    }
                    guard let unicode = Unicode.Scalar(value) else {
                        throw failure("\\U\(String(value, radix: 16)) is not a character")
                    }
                    result.append(unicode)
                default: result.append(escaped)
                }
            }
        }

        /// An unquoted key or text: letters, digits and `_ . - / :`.
        private mutating func word() throws -> String {
            var result = String.UnicodeScalarView()
            while !isAtEnd {
                let scalar = scalars[index]
                guard
                    scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                        || "_.-/:$".unicodeScalars.contains(scalar)
                else { break }
                result.append(scalar)
                advance()
            }
            guard !result.isEmpty else { throw failure("expected a quoted string, found '\(scalars[index])'") }
            return String(result)
        }
    }
}
