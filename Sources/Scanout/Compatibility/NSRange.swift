/// A range of UTF-16 code units, as UIKit's text APIs pass them: `location` and `length`.
///
/// FoundationEssentials has no `NSRange`; this one has Foundation's shape so delegate code such as
/// `textField(_:shouldChangeCharactersIn:replacementString:)` carries over, together with the
/// conversions to and from `Range<String.Index>` and `replacingCharacters(in:with:)`. Pure value.
public struct NSRange: Hashable, Sendable, CustomStringConvertible {
    public var location: Int
    public var length: Int

    public init(location: Int, length: Int) {
        self.location = location
        self.length = length
    }

    /// The range of UTF-16 offsets `range`.
    public init(_ range: Range<Int>) {
        self.init(location: range.lowerBound, length: range.count)
    }

    /// The UTF-16 extent of `range` in `string`.
    public init(_ range: Range<String.Index>, in string: some StringProtocol) {
        let start = string.utf16.distance(from: string.startIndex, to: range.lowerBound)
        self.init(location: start, length: string.utf16.distance(from: range.lowerBound, to: range.upperBound))
    }

    public var upperBound: Int { location + length }
    public var lowerBound: Int { location }

    public func contains(_ index: Int) -> Bool {
        index >= location && index < upperBound
    }

    public var description: String { "{\(location), \(length)}" }
}

/// The location of a range that was not found.
public let NSNotFound = Int.max

/// Foundation's `NSMakeRange`.
public func NSMakeRange(_ location: Int, _ length: Int) -> NSRange {
    NSRange(location: location, length: length)
}

extension Range where Bound == String.Index {
    /// The string indices of a UTF-16 range, or nil when it does not fall on character boundaries
    /// of `string` or lies outside it.
    public init?(_ range: NSRange, in string: String) {
        let utf16 = string.utf16
        guard range.location != NSNotFound, range.location >= 0, range.length >= 0,
            range.upperBound <= utf16.count,
            let start = utf16.index(utf16.startIndex, offsetBy: range.location, limitedBy: utf16.endIndex),
            let end = utf16.index(start, offsetBy: range.length, limitedBy: utf16.endIndex),
            let lower = start.samePosition(in: string), let upper = end.samePosition(in: string)
        else { return nil }
        self = lower..<upper
    }
}

extension Range where Bound == Int {
    /// The offsets of `range`, or nil for `NSNotFound`.
    public init?(_ range: NSRange) {
        guard range.location != NSNotFound else { return nil }
        self = range.location..<range.upperBound
    }
}

extension String {
    /// The string with `range` replaced by `replacement`.
    public func replacingCharacters(in range: Range<String.Index>, with replacement: some StringProtocol) -> String {
        var result = self
        result.replaceSubrange(range, with: replacement)
        return result
    }

    /// The string with the UTF-16 `range` replaced by `replacement`; unchanged when the range does
    /// not fit the string.
    public func replacingCharacters(in range: NSRange, with replacement: some StringProtocol) -> String {
        guard let indices = Range(range, in: self) else { return self }
        return replacingCharacters(in: indices, with: replacement)
    }
}
