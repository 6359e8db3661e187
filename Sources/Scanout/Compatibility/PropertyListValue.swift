import FoundationEssentials

/// Any property list value: what `Info.plist`, `UserDefaults` and saved restoration state hold.
///
/// Decoded without knowing the file's shape, from XML or binary property lists
/// (FoundationEssentials' `PropertyListDecoder` reads both). A whole-number `<real>` reads back as
/// an integer: the decoder does not say which element a number came from. Readers convert
/// (`UserDefaults.double(forKey:)` of an integer is that number), so nothing is lost.
enum PropertyListValue: Codable, Equatable, Sendable {
    case string(String)
    case integer(Int)
    case real(Double)
    case boolean(Bool)
    case date(Date)
    case data(Data)
    case array([PropertyListValue])
    case dictionary([String: PropertyListValue])

    init(from decoder: any Decoder) throws {
        if let keyed = try? decoder.container(keyedBy: AnyKey.self) {
            var dictionary: [String: PropertyListValue] = [:]
            for key in keyed.allKeys {
                dictionary[key.stringValue] = try keyed.decode(PropertyListValue.self, forKey: key)
            }
            self = .dictionary(dictionary)
            return
        }
        if var unkeyed = try? decoder.unkeyedContainer() {
            var array: [PropertyListValue] = []
            while !unkeyed.isAtEnd {
                array.append(try unkeyed.decode(PropertyListValue.self))
            }
            self = .array(array)
            return
        }
        let single = try decoder.singleValueContainer()
        if let value = try? single.decode(Bool.self) {
            self = .boolean(value)
        } else if let value = try? single.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? single.decode(Double.self) {
            self = .real(value)
        } else if let value = try? single.decode(String.self) {
            self = .string(value)
        } else if let value = try? single.decode(Date.self) {
            self = .date(value)
        } else {
            self = .data(try single.decode(Data.self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .array(let values):
            var unkeyed = encoder.unkeyedContainer()
            for value in values { try unkeyed.encode(value) }
        case .dictionary(let values):
            var keyed = encoder.container(keyedBy: AnyKey.self)
            for (key, value) in values { try keyed.encode(value, forKey: AnyKey(stringValue: key)) }
        default:
            var single = encoder.singleValueContainer()
            switch self {
            case .string(let value): try single.encode(value)
            case .integer(let value): try single.encode(value)
            case .real(let value): try single.encode(value)
            case .boolean(let value): try single.encode(value)
            case .date(let value): try single.encode(value)
            case .data(let value): try single.encode(value)
            case .array, .dictionary: break
            }
        }
    }

    /// `value` as a property list, or nil when it is not one (or holds something that is not):
    /// strings, numbers (Swift's, `NSNumber`s of either Foundation), `Bool`, `Date`, `Data`, `URL`
    /// (kept as its string), and arrays and string-keyed dictionaries of these.
    init?(_ value: Any) {
        switch value {
        case let value as String: self = .string(value)
        case let value as Substring: self = .string(String(value))
        case let value as PropertyListValue: self = value
        case let value as Date: self = .date(value)
        case let value as Data: self = .data(value)
        case let value as URL: self = .string(value.absoluteString)
        case let value as [Any]:
            var array: [PropertyListValue] = []
            array.reserveCapacity(value.count)
            for element in value {
                guard let element = PropertyListValue(element) else { return nil }
                array.append(element)
            }
            self = .array(array)
        case let value as [String: Any]:
            var dictionary: [String: PropertyListValue] = [:]
            for (key, element) in value {
                guard let element = PropertyListValue(element) else { return nil }
                dictionary[key] = element
            }
            self = .dictionary(dictionary)
        case let value as [AnyHashable: Any]:
            var dictionary: [String: PropertyListValue] = [:]
            for (key, element) in value {
                guard let key = key.base as? String, let element = PropertyListValue(element) else { return nil }
                dictionary[key] = element
            }
            self = .dictionary(dictionary)
        default:
            guard let number = NumberBoxing.number(in: value) else { return nil }
            self = number
        }
    }

    /// The value as Foundation gives it (`Bundle.infoDictionary`, `UserDefaults.object(forKey:)`):
    /// numbers and booleans boxed as the process's Foundation boxes them (`NumberBoxing`).
    var foundationValue: Any {
        switch self {
        case .string(let value): value
        case .integer(let value): NumberBoxing.box(value)
        case .real(let value): NumberBoxing.box(value)
        case .boolean(let value): NumberBoxing.box(value)
        case .date(let value): value
        case .data(let value): value
        case .array(let values): values.map(\.foundationValue)
        case .dictionary(let values): values.mapValues(\.foundationValue)
        }
    }

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
