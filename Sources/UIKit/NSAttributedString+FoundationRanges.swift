import Foundation
import Scanout

// Foundation's `NSString` gives its ranges as Foundation's `NSRange`: `(text as NSString).range(of:
// "price")` is how most iOS code finds the characters to style. Scanout's attributed strings take
// Scanout's `NSRange` (FoundationEssentials has none), so these overloads take Foundation's too:
// the same call compiles in a file importing UIKit. Each converts and forwards.

extension Foundation.NSRange {
    /// The same range as Scanout's.
    fileprivate var scanout: Scanout.NSRange { Scanout.NSRange(location: location, length: length) }
}

extension Scanout.NSRange {
    /// A range given in Foundation's type.
    public init(_ range: Foundation.NSRange) {
        self.init(location: range.location, length: range.length)
    }
}

extension Scanout.NSMutableAttributedString {
    public func addAttribute(_ name: Key, value: Any, range: Foundation.NSRange) {
        addAttribute(name, value: value, range: range.scanout)
    }

    public func addAttributes(_ attributes: [Key: Any], range: Foundation.NSRange) {
        addAttributes(attributes, range: range.scanout)
    }

    public func setAttributes(_ attributes: [Key: Any]?, range: Foundation.NSRange) {
        setAttributes(attributes, range: range.scanout)
    }

    public func removeAttribute(_ name: Key, range: Foundation.NSRange) {
        removeAttribute(name, range: range.scanout)
    }

    public func replaceCharacters(in range: Foundation.NSRange, with string: String) {
        replaceCharacters(in: range.scanout, with: string)
    }

    public func replaceCharacters(in range: Foundation.NSRange, with attributedString: Scanout.NSAttributedString) {
        replaceCharacters(in: range.scanout, with: attributedString)
    }

    public func deleteCharacters(in range: Foundation.NSRange) {
        deleteCharacters(in: range.scanout)
    }
}

extension Scanout.NSAttributedString {
    public func attributedSubstring(from range: Foundation.NSRange) -> Scanout.NSAttributedString {
        attributedSubstring(from: range.scanout)
    }

    public func enumerateAttributes(
        in range: Foundation.NSRange, options: EnumerationOptions = [],
        using block: ([Key: Any], Scanout.NSRange, UnsafeMutablePointer<Scanout.ObjCBool>) -> Void
    ) {
        enumerateAttributes(in: range.scanout, options: options, using: block)
    }

    public func enumerateAttribute(
        _ key: Key, in range: Foundation.NSRange, options: EnumerationOptions = [],
        using block: (Any?, Scanout.NSRange, UnsafeMutablePointer<Scanout.ObjCBool>) -> Void
    ) {
        enumerateAttribute(key, in: range.scanout, options: options, using: block)
    }
}
