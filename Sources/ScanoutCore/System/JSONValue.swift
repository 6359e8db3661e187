/// A parsed JSON document, kept as values so a reader can check each key itself and say exactly
/// which one is wrong and how to fix it (a `Decodable` model only says that decoding failed
/// somewhere, by coding path). Board files and input recordings are both read this way.
package enum JSONValue: Decodable, Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// JSONDecoder parsed the text, but a number in it is too large for a `Double` (1e999).
    package struct UnrepresentableNumber: Error, CustomStringConvertible {
        package var description: String { "a number is too large to read" }
    }

    package init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else if let value = try? container.decode([String: JSONValue].self) {
            self = .object(value)
        } else {
            throw UnrepresentableNumber()
        }
    }
}
