/// A parsed JSON document, kept as values so a reader can check each key itself and say exactly
/// which one is wrong (a `Decodable` model only says that decoding failed somewhere).
enum JSONValue: Decodable, Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

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
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// How the value is described in an error message ("the number 45", "an object").
    var described: String {
        switch self {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .number(let value):
            value == value.rounded() && abs(value) < 1e15 ? "the number \(Int(value))" : "the number \(value)"
        case .string(let value): "\"\(value)\""
        case .array: "an array"
        case .object: "an object"
        }
    }
}
