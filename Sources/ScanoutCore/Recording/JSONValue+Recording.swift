import FoundationEssentials

/// A recording's lines as JSON: each is parsed into a `JSONValue` before its meaning is checked, so
/// that every refusal can name the key, the value and the fix; and the numbers and strings a
/// recording writes.
extension JSONValue {
    /// The line `bytes` as JSON; a reason in words when it is not JSON.
    static func parse(_ bytes: ArraySlice<UInt8>) -> Result<JSONValue, RecordingJSONError> {
        do {
            return .success(try JSONDecoder().decode(JSONValue.self, from: Data(bytes)))
        } catch is JSONValue.UnrepresentableNumber {
            return .failure(.unrepresentableNumber)
        } catch {
            return .failure(.notJSON)
        }
    }

    /// What a value is, for messages: "a string", "the number 3".
    var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .number(let value): "the number \(JSONValue.format(value))"
        case .string(let value): "the string \"\(value.prefix(40))\(value.count > 40 ? "…" : "")\""
        case .array: "a list"
        case .object: "an object"
        }
    }

    /// A number as a recording writes it: whole numbers without a fraction, others in Swift's
    /// shortest form that reads back to the same `Double` (valid JSON for every finite value).
    static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return value.description
    }

    /// `text` as a JSON string literal, quotes and escapes included.
    static func quoted(_ text: String) -> String {
        // JSONEncoder's escaping, not our own; a String always encodes.
        let bytes = (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8)
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Why a line is not a JSON value the reader can use.
enum RecordingJSONError: Error {
    /// Not JSON at all: cut short, a typo, `NaN` or `Infinity` (JSON has neither).
    case notJSON
    /// A number too large for a `Double`.
    case unrepresentableNumber
}
