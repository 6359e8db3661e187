/// A string whose characters carry attributes — font, colours, underline, a link, an inline
/// image — over ranges: Foundation's `NSAttributedString`, which FoundationEssentials lacks.
///
/// ```swift
/// let text = NSMutableAttributedString(string: "Today only: 12 CHF", attributes: [.font: UIFont.systemFont(ofSize: 17)])
/// text.addAttributes([.font: UIFont.boldSystemFont(ofSize: 17), .foregroundColor: UIColor.systemRed],
///                    range: NSRange(location: 12, length: 6))
/// label.attributedText = text
/// ```
///
/// Ranges and locations count UTF-16 code units, as Foundation's do. Attributes Scanout draws are
/// listed at `NSAttributedString.Key`; every other key is kept and reported but does not change
/// drawing.
///
/// Differs from Foundation: a range or location outside the string is clamped to it (Foundation
/// raises an exception, which would end a kiosk's process); there is no `mutableString`, no
/// RTF/HTML import and no archiving. Interoperates with Foundation's `AttributedString` (see
/// `init(_:)`). Not `Sendable` (attribute values are `Any`).
open class NSAttributedString: NSObject, NSCopying {
    /// The characters.
    var storage: String
    /// The characters' attributes.
    var attributeRuns: AttributeRuns

    /// The characters.
    open var string: String { storage }

    /// `string` with `attributes` (none by default) on every character.
    public init(string: String, attributes: [Key: Any]? = nil) {
        storage = string
        attributeRuns = AttributeRuns(length: string.utf16.count, attributes: attributes ?? [:])
        super.init()
    }

    /// `string` with no attributes.
    public convenience init(string: String) {
        self.init(string: string, attributes: nil)
    }

    /// A copy of `other`'s characters and attributes.
    public init(attributedString other: NSAttributedString) {
        storage = other.storage
        attributeRuns = other.attributeRuns
        super.init()
    }

    init(storage: String, runs: AttributeRuns) {
        self.storage = storage
        attributeRuns = runs
        super.init()
    }

    /// The length in UTF-16 code units, as Foundation counts it.
    open var length: Int { storage.utf16.count }

    // MARK: Reading attributes

    /// The attributes of the character at `location`; `range`, when given, receives the range the
    /// same attributes cover around it (the longest such range). Empty past the end.
    open func attributes(at location: Int, effectiveRange range: UnsafeMutablePointer<NSRange>?) -> [Key: Any] {
        let (attributes, span) = attributeRuns.attributes(at: location)
        range?.pointee = NSRange(span)
        return attributes
    }

    /// The attributes of the character at `location`.
    public func attributes(at location: Int) -> [Key: Any] {
        attributeRuns.attributes(at: location).0
    }

    /// The attributes at `location`; `range` receives the longest range around it, within
    /// `rangeLimit`, that has them.
    open func attributes(
        at location: Int, longestEffectiveRange range: UnsafeMutablePointer<NSRange>?, in rangeLimit: NSRange
    ) -> [Key: Any] {
        let (attributes, span) = attributeRuns.attributes(at: location)
        let limit = clamped(rangeLimit)
        range?.pointee = NSRange(max(span.lowerBound, limit.lowerBound)..<min(span.upperBound, limit.upperBound))
        return attributes
    }

    /// The value of `key` at `location`, if set; `range` receives the range over which the value
    /// is the same (set or unset).
    open func attribute(_ key: Key, at location: Int, effectiveRange range: UnsafeMutablePointer<NSRange>?) -> Any? {
        let value = attributeRuns.attributes(at: location).0[key]
        if let range { range.pointee = NSRange(sameValueRange(of: key, around: location, within: 0..<length)) }
        return value
    }

    /// The value of `key` at `location`, if set.
    public func attribute(_ key: Key, at location: Int) -> Any? {
        attributes(at: location)[key]
    }

    /// The value of `key` at `location`; `range` receives the longest range within `rangeLimit`
    /// that has the same value.
    open func attribute(
        _ key: Key, at location: Int, longestEffectiveRange range: UnsafeMutablePointer<NSRange>?,
        in rangeLimit: NSRange
    ) -> Any? {
        let value = attributeRuns.attributes(at: location).0[key]
        if let range { range.pointee = NSRange(sameValueRange(of: key, around: location, within: clamped(rangeLimit))) }
        return value
    }

    /// The characters in `range` with their attributes.
    open func attributedSubstring(from range: NSRange) -> NSAttributedString {
        let range = clamped(range)
        return NSAttributedString(storage: substring(range), runs: attributeRuns.slice(range))
    }

    /// Calls `block` with each stretch of `range` that has one set of attributes, in order
    /// (reversed with `.reverse`); setting `stop` to true ends the walk.
    open func enumerateAttributes(
        in range: NSRange, options: EnumerationOptions = [],
        using block: ([Key: Any], NSRange, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
        let limit = clamped(range)
        var spans = attributeRuns.spans.filter { $0.range.overlaps(limit) }
        if options.contains(.reverse) { spans.reverse() }
        var stop = ObjCBool(false)
        for span in spans {
            let cut = span.range.clamped(to: limit)
            block(span.attributes, NSRange(cut), &stop)
            if stop.boolValue { return }
        }
    }

    /// Calls `block` with each stretch of `range` over which `key` has one value (nil where unset).
    open func enumerateAttribute(
        _ key: Key, in range: NSRange, options: EnumerationOptions = [],
        using block: (Any?, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
        let limit = clamped(range)
        var stretches: [(value: Any?, range: Range<Int>)] = []
        for span in attributeRuns.spans where span.range.overlaps(limit) {
            let cut = span.range.clamped(to: limit)
            let value = span.attributes[key]
            if let last = stretches.last, AttributeValues.areEqualOptional(last.value, value) {
                stretches[stretches.count - 1].range = last.range.lowerBound..<cut.upperBound
            } else {
                stretches.append((value, cut))
            }
        }
        if options.contains(.reverse) { stretches.reverse() }
        var stop = ObjCBool(false)
        for stretch in stretches {
            block(stretch.value, NSRange(stretch.range), &stop)
            if stop.boolValue { return }
        }
    }

    /// Calls `body` with each run's attributes and UTF-16 range, in order.
    public func enumerateAttributes(_ body: ([Key: Any], Range<Int>) -> Void) {
        for span in attributeRuns.spans { body(span.attributes, span.range) }
    }

    // MARK: Comparing and copying

    /// Whether `other` has the same characters and the same attributes on each.
    open func isEqual(to other: NSAttributedString) -> Bool {
        guard storage == other.storage else { return false }
        let mine = attributeRuns.spans
        let theirs = other.attributeRuns.spans
        return mine.count == theirs.count
            && zip(mine, theirs).allSatisfy {
                $0.range == $1.range && AttributeValues.areEqual($0.attributes, $1.attributes)
            }
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSAttributedString else { return false }
        return isEqual(to: other)
    }

    open override var hash: Int { storage.hashValue }

    /// An immutable copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        NSAttributedString(attributedString: self)
    }

    /// An immutable copy.
    open func copy() -> Any { copy(with: nil) }

    /// A mutable copy: an `NSMutableAttributedString`.
    open func mutableCopy() -> Any {
        NSMutableAttributedString(attributedString: self)
    }

    /// The string and each run's attributes, as Foundation prints them.
    open override var description: String {
        var text = ""
        for span in attributeRuns.spans {
            let keys = span.attributes.keys.map(\.rawValue).sorted().joined(separator: ", ")
            text += "\(substring(span.range)){\(keys)}"
        }
        return storage.isEmpty ? "{}" : text
    }

    // MARK: - Internal

    /// `range` cut to the string: a negative location, a length past the end or `NSNotFound`
    /// never reach the runs.
    func clamped(_ range: NSRange) -> Range<Int> {
        let total = length
        guard range.location != NSNotFound else { return total..<total }
        let lower = min(max(range.location, 0), total)
        let upper = range.length > 0 ? min(total, lower.addingReportingOverflow(range.length).partialValue) : lower
        return lower..<max(lower, upper)
    }

    /// The characters of a UTF-16 range (which must lie in the string). A range cutting a
    /// surrogate pair keeps the whole pair's scalar out: the result is valid Unicode.
    func substring(_ range: Range<Int>) -> String {
        let utf16 = storage.utf16
        let start = utf16.index(utf16.startIndex, offsetBy: range.lowerBound)
        let end = utf16.index(start, offsetBy: range.count)
        return String(decoding: Array(utf16[start..<end]), as: UTF16.self)
    }

    private func sameValueRange(of key: Key, around location: Int, within limit: Range<Int>) -> Range<Int> {
        guard location >= 0, location < length else { return 0..<0 }
        let spans = attributeRuns.spans
        guard let index = spans.firstIndex(where: { $0.range.contains(location) }) else { return 0..<0 }
        let value = spans[index].attributes[key]
        var lower = spans[index].range.lowerBound
        var upper = spans[index].range.upperBound
        var before = index - 1
        while before >= 0, lower > limit.lowerBound,
            AttributeValues.areEqualOptional(spans[before].attributes[key], value)
        {
            lower = spans[before].range.lowerBound
            before -= 1
        }
        var after = index + 1
        while after < spans.count, upper < limit.upperBound,
            AttributeValues.areEqualOptional(spans[after].attributes[key], value)
        {
            upper = spans[after].range.upperBound
            after += 1
        }
        return max(lower, limit.lowerBound)..<min(upper, limit.upperBound)
    }
}

extension NSAttributedString {
    /// The string with `defaults` on every character that lacks them: what a view's
    /// `attributedText` answers, its own font and colour filling in.
    func filling(_ defaults: [Key: Any]) -> NSAttributedString {
        let result = NSMutableAttributedString(attributedString: self)
        enumerateAttributes { own, range in
            result.setAttributes(own.merging(defaults) { own, _ in own }, range: NSRange(range))
        }
        return result
    }

    /// The attributes text typed at `location` takes, as in UIKit's text views and fields: those of
    /// the character before it (after it, at the start), without a link — a link does not grow by
    /// typing after it. Empty for an empty string.
    func attributesForTyping(at location: Int) -> [Key: Any] {
        guard length > 0 else { return [:] }
        var attributes = self.attributes(at: location > 0 ? location - 1 : 0)
        attributes[.link] = nil
        return attributes
    }
}

extension NSAttributedString {
    /// How `enumerateAttributes(in:options:using:)` walks the runs.
    public struct EnumerationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// From the last run to the first.
        public static let reverse = EnumerationOptions(rawValue: 1 << 1)
        /// Runs may be reported split (Scanout's never are: they are always the longest).
        public static let longestEffectiveRangeNotRequired = EnumerationOptions(rawValue: 1 << 20)
    }
}

extension AttributeValues {
    static func areEqualOptional(_ lhs: Any?, _ rhs: Any?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): true
        case let (lhs?, rhs?): areEqual(lhs, rhs)
        default: false
        }
    }
}

/// Foundation's Objective-C Boolean, as enumeration blocks take it (`stop.pointee = true`).
/// FoundationEssentials has none.
public struct ObjCBool: ExpressibleByBooleanLiteral, Hashable, Sendable, CustomStringConvertible {
    /// The value.
    public var boolValue: Bool

    public init(_ value: Bool) { boolValue = value }
    public init(booleanLiteral value: Bool) { boolValue = value }

    public var description: String { boolValue.description }
}
