import FoundationEssentials

/// One line of a recording as JSON, before its meaning is checked: `JSONDecoder` reads the syntax,
/// and `InputRecording`'s reader checks each key and value itself, so that every refusal can name
/// the key, the value and the fix (a `DecodingError` names coding paths, not what to do).
enum RecordingJSON: Decodable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([RecordingJSON])
    case object([String: RecordingJSON])

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([RecordingJSON].self) {
            self = .array(value)
        } else if let value = try? container.decode([String: RecordingJSON].self) {
            self = .object(value)
        } else {
            // JSONDecoder parsed it, so it is a number Double cannot hold (1e999).
            throw RecordingJSONError.unrepresentableNumber
        }
    }

    /// The line `bytes` as JSON; a reason in words when it is not JSON.
    static func parse(_ bytes: ArraySlice<UInt8>) -> Result<RecordingJSON, RecordingJSONError> {
        do {
            return .success(try JSONDecoder().decode(RecordingJSON.self, from: Data(bytes)))
        } catch let error as RecordingJSONError {
            return .failure(error)
        } catch {
            return .failure(.notJSON)
        }
    }

    /// What a value is, for messages: "a string", "the number 3".
    var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .number(let value): "the number \(RecordingJSON.format(value))"
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
