/// A log message: a string literal with interpolated values, each with its privacy and format.
/// The values are read only if the message is written (a debug message with an expensive
/// description costs nothing when debug messages are off), as Apple's `OSLogMessage`.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    let interpolation: OSLogInterpolation

    public init(stringInterpolation: OSLogInterpolation) {
        interpolation = stringInterpolation
    }

    public init(stringLiteral value: String) {
        var interpolation = OSLogInterpolation(literalCapacity: value.utf8.count, interpolationCount: 0)
        interpolation.appendLiteral(value)
        self.interpolation = interpolation
    }

    /// The message as the log shows it, private values redacted unless `revealingPrivate`.
    func rendered(revealingPrivate: Bool) -> String {
        var text = ""
        for segment in interpolation.segments {
            switch segment {
            case .literal(let literal):
                text += literal
            case .value(let value):
                text += value.rendered(revealingPrivate: revealingPrivate)
            }
        }
        return text
    }
}

/// The parts of an `OSLogMessage` as the compiler builds it from a string interpolation.
public struct OSLogInterpolation: StringInterpolationProtocol {
    enum Segment {
        case literal(String)
        case value(Value)
    }

    /// An interpolated value, read when the message is rendered.
    struct Value {
        let text: () -> String
        let privacy: OSLogPrivacy
        /// Numbers, truth values and types are public unless marked otherwise.
        let isPublicByDefault: Bool
        let align: OSLogStringAlignment

        func rendered(revealingPrivate: Bool) -> String {
            let shown: Bool
            switch privacy.kind {
            case .public: shown = true
            case .sensitive: shown = false
            case .private: shown = revealingPrivate
            case .automatic: shown = isPublicByDefault || revealingPrivate
            }
            if shown { return align.pad(text()) }
            guard privacy.mask.hashes else { return "<private>" }
            return "<mask.hash: '\(LogRedaction.hash(text()))'>"
        }
    }

    var segments: [Segment] = []

    public init(literalCapacity: Int, interpolationCount: Int) {
        segments.reserveCapacity(max(0, min(interpolationCount, 64)) * 2 + 1)
    }

    public mutating func appendLiteral(_ literal: String) {
        guard !literal.isEmpty else { return }
        segments.append(.literal(literal))
    }

    private mutating func append(
        _ text: @escaping () -> String, privacy: OSLogPrivacy, publicByDefault: Bool, align: OSLogStringAlignment
    ) {
        segments.append(.value(Value(text: text, privacy: privacy, isPublicByDefault: publicByDefault, align: align)))
    }

    public mutating func appendInterpolation(
        _ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        append(argumentString, privacy: privacy, publicByDefault: false, align: align)
    }

    public mutating func appendInterpolation<T: CustomStringConvertible>(
        _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append({ value().description }, privacy: privacy, publicByDefault: false, align: align)
    }

    // One overload for each integer type, as Apple's: a concrete type is chosen over the generic
    // `CustomStringConvertible` overload, which would make numbers private.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Int, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        appendInteger(number, format: format, align: align, privacy: privacy)
    }

    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Int8, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        appendInteger(number, format: format, align: align, privacy: privacy)
    }

    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Int16, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        appendInteger(number, format: format, align: align, privacy: privacy)
    }

    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Int32, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        appendInteger(number, format: format, align: align, privacy: privacy)
    }

    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Int64, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        appendInteger(number, format: format, align: align, privacy: privacy)
    }

    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> UInt, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        appendInteger(number, format: format, align: align, privacy: privacy)
    }

    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> UInt8, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        appendInteger(number, format: format, align: align, privacy: privacy)
    }

    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> UInt16, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        appendInteger(number, format: format, align: align, privacy: privacy)
    }

    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> UInt32, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        appendInteger(number, format: format, align: align, privacy: privacy)
    }

    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> UInt64, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        appendInteger(number, format: format, align: align, privacy: privacy)
    }

    private mutating func appendInteger<T: BinaryInteger>(
        _ number: @escaping () -> T, format: OSLogIntegerFormatting, align: OSLogStringAlignment,
        privacy: OSLogPrivacy
    ) {
        append({ format.string(number()) }, privacy: privacy, publicByDefault: true, align: align)
    }

    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append({ format.string(number()) }, privacy: privacy, publicByDefault: true, align: align)
    }

    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append({ format.string(Double(number())) }, privacy: privacy, publicByDefault: true, align: align)
    }

    public mutating func appendInterpolation(
        _ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth,
        privacy: OSLogPrivacy = .auto
    ) {
        append(
            { format == .truth ? (boolean() ? "true" : "false") : (boolean() ? "YES" : "NO") }, privacy: privacy,
            publicByDefault: true, align: .none)
    }

    public mutating func appendInterpolation(
        _ value: @autoclosure @escaping () -> any Any.Type, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        append({ String(describing: value()) }, privacy: privacy, publicByDefault: true, align: align)
    }
}

/// Hashes for `.private(mask: .hash)`: equal values give equal hashes within a run, and a salt
/// drawn at start keeps a short value (a name) from being looked up in a table made elsewhere.
enum LogRedaction {
    static let salt = UInt64.random(in: .min ... .max)

    /// FNV-1a, 64 bits, over the salt and the UTF-8 of `text`, in hexadecimal.
    static func hash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in withUnsafeBytes(of: salt, Array.init) + Array(text.utf8) {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}
