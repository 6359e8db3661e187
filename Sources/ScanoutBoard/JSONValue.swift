import ScanoutCore

extension JSONValue {
    /// How the value is described in a board file error ("the number 45", "an object").
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
