import FoundationEssentials

/// Values saved by key: what `UIViewController.encodeRestorableState(with:)` writes and
/// `decodeRestorableState(with:)` reads, and what `application(_:shouldSaveSecureApplicationState:)`
/// is given. Also the parameter of `required init?(coder:)`, which compiles unchanged; Scanout has
/// no nib or storyboard archives, so it never decodes a view or controller from one.
///
/// Values are property lists — strings, numbers, `Bool`, `Date`, `Data`, and arrays and
/// string-keyed dictionaries of them — kept in the file saved state lives in (docs/SETTINGS.md).
/// Encode a model as `Data` (`JSONEncoder`) to save it. Anything else is not kept, with one line
/// on standard error naming the key. Reading a key that is missing, or holds another kind, gives
/// Foundation's defaults: nil, 0, false.
open class NSCoder {
    var values: [String: PropertyListValue]

    public init() { values = [:] }

    init(values: [String: PropertyListValue]) { self.values = values }

    /// True: every value has a key.
    open var allowsKeyedCoding: Bool { true }
    /// Whether decoding checks classes; nothing Scanout decodes is an object of a class.
    open var requiresSecureCoding: Bool { true }

    open func containsValue(forKey key: String) -> Bool { values[key] != nil }

    // MARK: Encoding

    open func encode(_ object: Any?, forKey key: String) {
        guard let object else {
            values[key] = nil
            return
        }
        guard let value = PropertyListValue(object) else {
            Diagnostics.warn(
                "NSCoder: \"\(key)\" was not saved: a \(type(of: object)) is not a property list (save strings, "
                    + "numbers, dates, Data, or arrays and dictionaries of them; encode a model to Data first).")
            return
        }
        values[key] = value
    }

    open func encode(_ value: Bool, forKey key: String) { values[key] = .boolean(value) }
    open func encode(_ value: Int, forKey key: String) { values[key] = .integer(value) }
    open func encode(_ value: Int32, forKey key: String) { values[key] = .integer(Int(value)) }
    open func encode(_ value: Int64, forKey key: String) { values[key] = .integer(Int(value)) }
    open func encode(_ value: Float, forKey key: String) { values[key] = .real(Double(value)) }
    open func encode(_ value: Double, forKey key: String) { values[key] = .real(value) }

    // MARK: Decoding

    /// The value for `key` as Foundation gives it (numbers boxed as the app's Foundation boxes
    /// them); nil when there is none.
    open func decodeObject(forKey key: String) -> Any? { values[key]?.foundationValue }

    open func decodeBool(forKey key: String) -> Bool {
        switch values[key] {
        case .boolean(let value): value
        case .integer(let value): value != 0
        case .real(let value): value != 0
        default: false
        }
    }

    open func decodeInteger(forKey key: String) -> Int {
        switch values[key] {
        case .integer(let value): value
        case .boolean(let value): value ? 1 : 0
        case .real(let value): value.isFinite ? Int(exactly: value.rounded(.towardZero)) ?? 0 : 0
        default: 0
        }
    }

    open func decodeInt32(forKey key: String) -> Int32 { Int32(clamping: decodeInteger(forKey: key)) }
    open func decodeInt64(forKey key: String) -> Int64 { Int64(decodeInteger(forKey: key)) }
    open func decodeFloat(forKey key: String) -> Float { Float(decodeDouble(forKey: key)) }

    open func decodeDouble(forKey key: String) -> Double {
        switch values[key] {
        case .real(let value): value
        case .integer(let value): Double(value)
        case .boolean(let value): value ? 1 : 0
        default: 0
        }
    }
}
