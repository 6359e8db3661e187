/// A number boxed as an object, for apps that import `Scanout` without Foundation. (In a file that
/// imports UIKit, `NSNumber` is Foundation's, as on iOS.)
///
/// Holds a `Bool`, an integer or a floating-point number and converts on read, as Foundation's
/// does (a `Double` read as `intValue` truncates). It has no bridge to Swift's numbers:
/// `value as? Double` does not unwrap one. The numbers Scanout itself puts in dictionaries (the
/// keyboard notifications' duration and curve, `UserDefaults.object(forKey:)`) are never this
/// class: they are Foundation's `NSNumber` when the app links Foundation and Swift numbers when it
/// does not, so read them with `as? Double` (or `as? Int`, `as? Bool`), which works in both:
///
/// ```swift
/// let duration = note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double
/// ```
///
/// Equal when the numbers are (`NSNumber(value: 1) == NSNumber(value: 1.0)`). Immutable.
open class NSNumber: NSValue, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, @unchecked Sendable
{
    // Safety: immutable; the number lives in `NSValue.storage`.

    enum Storage: Hashable, Sendable, CustomStringConvertible {
        case bool(Bool)
        case integer(Int64)
        case unsigned(UInt64)
        case floatingPoint(Double)

        var doubleValue: Double {
            switch self {
            case .bool(let value): value ? 1 : 0
            case .integer(let value): Double(value)
            case .unsigned(let value): Double(value)
            case .floatingPoint(let value): value
            }
        }

        var description: String {
            switch self {
            case .bool(let value): value ? "1" : "0"
            case .integer(let value): String(value)
            case .unsigned(let value): String(value)
            case .floatingPoint(let value): formatCoordinate(value)
            }
        }
    }

    var number: Storage {
        guard case .number(let number) = storage else { preconditionFailure("NSNumber holds a number") }
        return number
    }

    init(number: Storage) {
        super.init(storage: .number(number))
    }

    public convenience init(value: Bool) { self.init(number: .bool(value)) }
    public convenience init(value: Int) { self.init(number: .integer(Int64(value))) }
    public convenience init(value: Int8) { self.init(number: .integer(Int64(value))) }
    public convenience init(value: Int16) { self.init(number: .integer(Int64(value))) }
    public convenience init(value: Int32) { self.init(number: .integer(Int64(value))) }
    public convenience init(value: Int64) { self.init(number: .integer(value)) }
    public convenience init(value: UInt) { self.init(number: .unsigned(UInt64(value))) }
    public convenience init(value: UInt8) { self.init(number: .unsigned(UInt64(value))) }
    public convenience init(value: UInt16) { self.init(number: .unsigned(UInt64(value))) }
    public convenience init(value: UInt32) { self.init(number: .unsigned(UInt64(value))) }
    public convenience init(value: UInt64) { self.init(number: .unsigned(value)) }
    public convenience init(value: Float) { self.init(number: .floatingPoint(Double(value))) }
    public convenience init(value: Double) { self.init(number: .floatingPoint(value)) }

    public required convenience init(integerLiteral value: Int) { self.init(value: value) }
    public required convenience init(floatLiteral value: Double) { self.init(value: value) }
    public required convenience init(booleanLiteral value: Bool) { self.init(value: value) }

    public var boolValue: Bool { number.doubleValue != 0 }
    public var doubleValue: Double { number.doubleValue }
    public var floatValue: Float { Float(number.doubleValue) }

    public var int64Value: Int64 {
        switch number {
        case .bool(let value): value ? 1 : 0
        case .integer(let value): value
        case .unsigned(let value): Int64(truncatingIfNeeded: value)
        case .floatingPoint(let value): value.isFinite ? Int64(exactly: value.rounded(.towardZero)) ?? 0 : 0
        }
    }

    public var uint64Value: UInt64 {
        switch number {
        case .unsigned(let value): value
        default: UInt64(truncatingIfNeeded: int64Value)
        }
    }

    public var intValue: Int { Int(truncatingIfNeeded: int64Value) }
    public var int32Value: Int32 { Int32(truncatingIfNeeded: int64Value) }
    public var int16Value: Int16 { Int16(truncatingIfNeeded: int64Value) }
    public var int8Value: Int8 { Int8(truncatingIfNeeded: int64Value) }
    public var uintValue: UInt { UInt(truncatingIfNeeded: uint64Value) }
    public var uint32Value: UInt32 { UInt32(truncatingIfNeeded: uint64Value) }
    public var uint16Value: UInt16 { UInt16(truncatingIfNeeded: uint64Value) }
    public var uint8Value: UInt8 { UInt8(truncatingIfNeeded: uint64Value) }

    public var stringValue: String { number.description }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSNumber else { return false }
        return compare(other) == .orderedSame
    }

    open override var hash: Int { number.doubleValue.hashValue }

    open override var description: String { number.description }

    /// How this number orders against `other`, by value.
    public func compare(_ other: NSNumber) -> ComparisonResult {
        switch (number, other.number) {
        case (.integer(let a), .integer(let b)): a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
        case (.unsigned(let a), .unsigned(let b)):
            a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
        default:
            doubleValue < other.doubleValue
                ? .orderedAscending : doubleValue > other.doubleValue ? .orderedDescending : .orderedSame
        }
    }
}
