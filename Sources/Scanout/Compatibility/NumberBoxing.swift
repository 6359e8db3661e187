import FoundationEssentials

/// Numbers put into `Any` (notification user info, `UserDefaults.object(forKey:)`,
/// `Bundle.infoDictionary`) the way the process's Foundation boxes them, and read back from
/// whatever an app put there.
///
/// On iOS such numbers are `NSNumber`s, and every one of `as? NSNumber`, `as? Double`,
/// `as? Int`, `as? UInt` and `as? Bool` reads them. Scanout links only FoundationEssentials, which
/// has no `NSNumber`; an app that imports `UIKit` links full Foundation, whose `Int`, `Double` and
/// `Bool` bridge to its `NSNumber` through `_ObjectiveCBridgeable` (Swift's casts use that
/// protocol on Linux too). So a number is boxed by asking the value for its bridge: in an app with
/// Foundation the result is Foundation's `NSNumber` and reads as on iOS; in one without, there is
/// no bridge and the plain Swift value is kept, which `as? Double` (or `as? Int`, `as? Bool`)
/// reads. `as? Double` therefore works in both, and is what Scanout's own code and docs use.
///
/// Scanout's own `NSNumber` cannot be the box: a second bridge for `Double` would make the casts
/// depend on which conformance the runtime finds first.
enum NumberBoxing {
    static func box(_ value: Double) -> Any { bridged(value) }
    static func box(_ value: Int) -> Any { bridged(value) }
    static func box(_ value: Bool) -> Any { bridged(value) }

    private static func bridged<Value>(_ value: Value) -> Any {
        if let bridgeable = value as? any _ObjectiveCBridgeable { return bridgeable._bridgeToObjectiveC() }
        return value
    }

    /// The number `value` holds, as a property list keeps it (`.boolean`, `.integer` or
    /// `.real`): a Swift integer, floating-point number or `Bool`, a Foundation `NSNumber`
    /// (through its bridge) or Scanout's; nil for anything else.
    static func number(in value: Any) -> PropertyListValue? {
        // Swift's own types first, by their exact type: a Foundation `NSNumber` holding 1 would
        // also answer `as? Bool`, and this keeps `true` a boolean and 1 an integer.
        let dynamicType = type(of: value)
        if dynamicType == Bool.self, let value = value as? Bool { return .boolean(value) }
        if dynamicType == Int.self, let value = value as? Int { return .integer(value) }
        if dynamicType == Double.self, let value = value as? Double { return .real(value) }
        if dynamicType == Float.self, let value = value as? Float { return .real(Double(value)) }
        if let value = value as? NSNumber { return number(in: value) }
        if let value = value as? any BinaryInteger {
            if let exact = Int(exactly: value) { return .integer(exact) }
            return .real(Double(value))
        }
        // A Foundation `NSNumber`, through the bridges Foundation gives `Int` and `Double`.
        if let value = value as? Int { return .integer(value) }
        if let value = value as? Double { return .real(value) }
        return nil
    }

    /// `value` as a `Double`, when it is a number of any kind `number(in:)` reads.
    static func double(from value: Any?) -> Double? {
        switch value.flatMap(number(in:)) {
        case .boolean(let flag): flag ? 1 : 0
        case .integer(let integer): Double(integer)
        case .real(let real): real
        default: nil
        }
    }

    private static func number(in value: NSNumber) -> PropertyListValue {
        switch value.number {
        case .bool(let flag): .boolean(flag)
        case .integer(let integer): Int(exactly: integer).map { .integer($0) } ?? .real(Double(integer))
        case .unsigned(let integer): Int(exactly: integer).map { .integer($0) } ?? .real(Double(integer))
        case .floatingPoint(let real): .real(real)
        }
    }
}
