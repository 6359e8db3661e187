/// How an interpolated integer is written (`\(count, format: .hex)`).
public struct OSLogIntegerFormatting: Equatable, Sendable {
    let radix: Int
    let explicitPositiveSign: Bool
    let includePrefix: Bool
    let uppercase: Bool
    let minDigits: Int

    public static let decimal = OSLogIntegerFormatting.decimal(explicitPositiveSign: false, minDigits: 0)
    public static let hex = OSLogIntegerFormatting.hex(explicitPositiveSign: false, includePrefix: false)
    public static let octal = OSLogIntegerFormatting.octal(explicitPositiveSign: false, includePrefix: false)

    public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(
            radix: 10, explicitPositiveSign: explicitPositiveSign, includePrefix: false, uppercase: false,
            minDigits: minDigits)
    }

    public static func hex(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: Int = 0
    ) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(
            radix: 16, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
            uppercase: uppercase, minDigits: minDigits)
    }

    public static func octal(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: Int = 0
    ) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(
            radix: 8, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
            uppercase: uppercase, minDigits: minDigits)
    }

    func string<T: BinaryInteger>(_ value: T) -> String {
        let magnitude = String(value.magnitude, radix: radix, uppercase: uppercase)
        // At most a line's worth of padding, whatever an app asks for.
        let digits = String(repeating: "0", count: max(0, min(minDigits, 64) - magnitude.count)) + magnitude
        // printf's alternate forms (`%#x`, `%#X`, `%#o`), which Apple's formats become.
        let prefix = includePrefix ? (radix == 16 ? (uppercase ? "0X" : "0x") : radix == 8 ? "0" : "") : ""
        let sign = value < 0 ? "-" : explicitPositiveSign ? "+" : ""
        return sign + prefix + digits
    }
}

/// How an interpolated floating-point number is written (`\(ratio, format: .fixed(precision: 2))`).
public struct OSLogFloatFormatting: Equatable, Sendable {
    enum Style: Equatable, Sendable {
        case fixed, exponential, hybrid
    }

    let style: Style
    let precision: Int?
    let explicitPositiveSign: Bool

    public static let fixed = OSLogFloatFormatting(style: .fixed, precision: nil, explicitPositiveSign: false)
    public static let exponential = OSLogFloatFormatting(
        style: .exponential, precision: nil, explicitPositiveSign: false)
    public static let hybrid = OSLogFloatFormatting(style: .hybrid, precision: nil, explicitPositiveSign: false)

    public static func fixed(precision: Int, explicitPositiveSign: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: .fixed, precision: precision, explicitPositiveSign: explicitPositiveSign)
    }

    public static func fixed(explicitPositiveSign: Bool) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: .fixed, precision: nil, explicitPositiveSign: explicitPositiveSign)
    }

    public static func exponential(precision: Int, explicitPositiveSign: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: .exponential, precision: precision, explicitPositiveSign: explicitPositiveSign)
    }

    public static func hybrid(precision: Int, explicitPositiveSign: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: .hybrid, precision: precision, explicitPositiveSign: explicitPositiveSign)
    }

    func string(_ value: Double) -> String {
        guard value.isFinite else {
            return value.isNaN ? "nan" : value < 0 ? "-inf" : (explicitPositiveSign ? "+inf" : "inf")
        }
        let sign = value < 0 ? "-" : explicitPositiveSign ? "+" : ""
        let magnitude = abs(value)
        // printf's default precision is six digits; more than 17 says nothing a double holds.
        let digits = min(max(precision ?? 6, 0), 17)
        switch style {
        case .fixed:
            return sign + Self.fixed(magnitude, digits: digits)
        case .exponential:
            return sign + Self.exponential(magnitude, digits: digits)
        case .hybrid:
            // %g: the shorter description of the value.
            return sign + "\(magnitude)"
        }
    }

    /// `magnitude` with `digits` digits after the point.
    private static func fixed(_ magnitude: Double, digits: Int) -> String {
        if magnitude >= 1e17 { return "\(magnitude)" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        // Halves to even, as printf rounds them.
        let scaled = (magnitude * scale).rounded(.toNearestOrEven)
        if scaled >= 1.8e19 { return "\(magnitude)" }
        let whole = UInt64(scaled)
        let unit = UInt64(scale)
        let integer = whole / unit
        guard digits > 0 else { return "\(integer)" }
        let fraction = String(whole % unit)
        return "\(integer)." + String(repeating: "0", count: digits - fraction.count) + fraction
    }

    private static func exponential(_ magnitude: Double, digits: Int) -> String {
        guard magnitude != 0 else { return fixed(0, digits: digits) + "e+00" }
        // The mantissa by counting powers of ten: no libm here, and subnormals stay finite.
        var mantissa = magnitude
        var exponent = 0
        while mantissa >= 10 {
            mantissa /= 10
            exponent += 1
        }
        while mantissa < 1 {
            mantissa *= 10
            exponent -= 1
        }
        var text = fixed(mantissa, digits: digits)
        if text.hasPrefix("10") {
            exponent += 1
            text = fixed(mantissa / 10, digits: digits)
        }
        let power = String(abs(exponent))
        return text + "e" + (exponent < 0 ? "-" : "+") + (power.count < 2 ? "0" + power : power)
    }
}

/// Padding an interpolated value to a column (`\(name, align: .left(columns: 12))`).
public struct OSLogStringAlignment: Equatable, Sendable {
    let columns: Int
    let leading: Bool

    public static let none = OSLogStringAlignment(columns: 0, leading: false)

    public static func right(columns: Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns, leading: false)
    }

    public static func left(columns: Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns, leading: true)
    }

    func pad(_ text: String) -> String {
        let missing = max(0, min(columns, 256) - text.count)
        guard missing > 0 else { return text }
        let padding = String(repeating: " ", count: missing)
        return leading ? text + padding : padding + text
    }
}

/// How an interpolated truth value is written.
public enum OSLogBoolFormat: Equatable, Sendable {
    /// "true" or "false".
    case truth
    /// "YES" or "NO".
    case answer
}
