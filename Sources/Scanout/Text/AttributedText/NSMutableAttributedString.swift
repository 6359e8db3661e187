/// An attributed string whose characters and attributes can change: Foundation's
/// `NSMutableAttributedString`.
///
/// ```swift
/// let message = NSMutableAttributedString(string: "Read the terms before you pay.")
/// message.addAttribute(.link, value: URL(string: "kiosk://terms")!, range: NSRange(location: 9, length: 5))
/// message.addAttribute(.underlineStyle, value: NSUnderlineStyle.single.rawValue, range: NSRange(location: 9, length: 5))
/// ```
///
/// Characters put in by `replaceCharacters(in:with:)` with a plain string take the attributes of
/// the first character they replace; inserted ones those of the character before them (of the one
/// after, at the start), as in Foundation. Ranges outside the
/// string are clamped to it instead of raising. `beginEditing()`/`endEditing()` group edits (they
/// change nothing here: every edit is applied at once).
open class NSMutableAttributedString: NSAttributedString {
    // MARK: Characters

    /// Replaces the characters in `range` with `string`, which takes the attributes around it.
    open func replaceCharacters(in range: NSRange, with string: String) {
        let range = clamped(range)
        // As Foundation: the first replaced character's attributes; for an insertion, those of
        // the character before it, else of the one after.
        let inherited: [Key: Any]
        if !range.isEmpty {
            inherited = attributes(at: range.lowerBound)
        } else if range.lowerBound > 0 {
            inherited = attributes(at: range.lowerBound - 1)
        } else {
            inherited = attributes(at: range.upperBound)
        }
        replace(range, with: string, runs: AttributeRuns(length: string.utf16.count, attributes: inherited))
    }

    /// Replaces the characters in `range` with `attributedString`'s characters and attributes.
    open func replaceCharacters(in range: NSRange, with attributedString: NSAttributedString) {
        replace(clamped(range), with: attributedString.storage, runs: attributedString.attributeRuns)
    }

    /// Inserts `attributedString` before the character at `location`.
    open func insert(_ attributedString: NSAttributedString, at location: Int) {
        replaceCharacters(in: NSRange(location: location, length: 0), with: attributedString)
    }

    /// Adds `attributedString` at the end.
    open func append(_ attributedString: NSAttributedString) {
        replaceCharacters(in: NSRange(location: length, length: 0), with: attributedString)
    }

    /// Removes the characters in `range`.
    open func deleteCharacters(in range: NSRange) {
        replace(clamped(range), with: "", runs: AttributeRuns(length: 0, attributes: [:]))
    }

    /// Replaces all characters and attributes with `attributedString`'s.
    open func setAttributedString(_ attributedString: NSAttributedString) {
        replace(0..<length, with: attributedString.storage, runs: attributedString.attributeRuns)
    }

    // MARK: Attributes

    /// Gives the characters in `range` exactly `attributes` (none when nil).
    open func setAttributes(_ attributes: [Key: Any]?, range: NSRange) {
        attributeRuns.modify(clamped(range)) { $0 = attributes ?? [:] }
        didChangeAttributes(in: clamped(range))
    }

    /// Sets `name` to `value` on the characters in `range`, keeping their other attributes.
    open func addAttribute(_ name: Key, value: Any, range: NSRange) {
        attributeRuns.modify(clamped(range)) { $0[name] = value }
        didChangeAttributes(in: clamped(range))
    }

    /// Sets each of `attributes` on the characters in `range`, keeping their others.
    open func addAttributes(_ attributes: [Key: Any], range: NSRange) {
        attributeRuns.modify(clamped(range)) { $0.merge(attributes) { _, new in new } }
        didChangeAttributes(in: clamped(range))
    }

    /// Removes `name` from the characters in `range`.
    open func removeAttribute(_ name: Key, range: NSRange) {
        attributeRuns.modify(clamped(range)) { $0[name] = nil }
        didChangeAttributes(in: clamped(range))
    }

    // MARK: Grouping

    /// Starts a group of edits.
    open func beginEditing() {}

    /// Ends a group of edits.
    open func endEditing() {}

    /// Repairs attributes after edits (Foundation's font and paragraph fixing); nothing to repair
    /// here.
    open func fixAttributes(in range: NSRange) {}

    // MARK: - Internal

    /// Called after the attributes of `range` changed (and not its characters): `NSTextStorage`
    /// tells its owner.
    func didChangeAttributes(in range: Range<Int>) {}

    /// Called after the characters of `range` (in the old string) were replaced by
    /// `replacementLength` UTF-16 units.
    func didReplaceCharacters(in range: Range<Int>, replacementLength: Int) {}

    private func replace(_ range: Range<Int>, with string: String, runs: AttributeRuns) {
        let utf16 = storage.utf16
        // A range may cut a surrogate pair in half; widen it to whole scalars so the string stays
        // valid Unicode and its length in step with the runs.
        var lower = range.lowerBound
        var upper = range.upperBound
        if lower > 0, lower < utf16.count,
            UTF16.isTrailSurrogate(utf16[utf16.index(utf16.startIndex, offsetBy: lower)])
        {
            lower -= 1
        }
        if range.isEmpty {
            upper = lower  // an insertion inside a pair goes before it
        } else if upper > 0, upper < utf16.count,
            UTF16.isTrailSurrogate(utf16[utf16.index(utf16.startIndex, offsetBy: upper)])
        {
            upper += 1
        }
        let start = utf16.index(utf16.startIndex, offsetBy: lower)
        let end = utf16.index(utf16.startIndex, offsetBy: upper)
        let prefix = String(decoding: Array(utf16[..<start]), as: UTF16.self)
        let suffix = String(decoding: Array(utf16[end...]), as: UTF16.self)
        storage = prefix + string + suffix
        attributeRuns.replace(lower..<upper, with: runs)
        // The runs may be shorter or longer than the string they replaced characters with (a
        // caller's runs cover its own string); keep the two the same length.
        let total = storage.utf16.count
        let covered = attributeRuns.length
        if covered < total {
            attributeRuns.replace(
                covered..<covered, with: AttributeRuns(length: total - covered, attributes: attributes(at: covered - 1))
            )
        } else if covered > total {
            attributeRuns.replace(total..<covered, with: AttributeRuns(length: 0, attributes: [:]))
        }
        didReplaceCharacters(in: lower..<upper, replacementLength: string.utf16.count)
    }
}
