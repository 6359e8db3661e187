/// The characters and attributes a text view shows: UIKit's `NSTextStorage`, an attributed string
/// whose edits the text view follows.
///
/// ```swift
/// let range = NSRange(location: 0, length: textView.textStorage.length)
/// textView.textStorage.addAttribute(.foregroundColor, value: UIColor.systemRed, range: range)
/// ```
///
/// Changing its attributes redraws the view; changing its characters replaces the view's text (as
/// setting `attributedText` does: the caret goes to the end, no delegate messages, no undo). The
/// delegate hears of each edit. Use it on the main thread, as the view it belongs to.
open class NSTextStorage: NSMutableAttributedString {
    /// Told after each edit.
    open weak var delegate: NSTextStorageDelegate?
    /// What the last edit changed.
    open private(set) var editedMask: EditActions = []
    /// The characters the last edit touched, in the text after it.
    open private(set) var editedRange = NSRange(location: NSNotFound, length: 0)
    /// How much the last edit changed the length.
    open private(set) var changeInLength = 0

    /// The text view whose text this is.
    weak var owner: (any TextStorageOwner)?
    /// Set while the owner brings the storage in step with its own edits, which it need not hear
    /// of again.
    var isFollowingOwner = false

    /// What an edit changed.
    public struct EditActions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Attributes changed.
        public static let editedAttributes = EditActions(rawValue: 1 << 0)
        /// Characters changed.
        public static let editedCharacters = EditActions(rawValue: 1 << 1)
    }

    override func didChangeAttributes(in range: Range<Int>) {
        processEditing(.editedAttributes, range: NSRange(range), delta: 0)
        guard !isFollowingOwner, let owner else { return }
        MainActor.assumeIsolated { owner.textStorageDidChangeAttributes() }
    }

    override func didReplaceCharacters(in range: Range<Int>, replacementLength: Int) {
        let delta = replacementLength - range.count
        processEditing(
            .editedCharacters, range: NSRange(location: range.lowerBound, length: replacementLength), delta: delta)
        guard !isFollowingOwner, let owner else { return }
        MainActor.assumeIsolated { owner.textStorageDidReplaceCharacters() }
    }

    private func processEditing(_ mask: EditActions, range: NSRange, delta: Int) {
        editedMask = mask
        editedRange = range
        changeInLength = delta
        delegate?.textStorage(self, willProcessEditing: mask, range: range, changeInLength: delta)
        delegate?.textStorage(self, didProcessEditing: mask, range: range, changeInLength: delta)
    }
}

/// Told of a text storage's edits.
public protocol NSTextStorageDelegate: AnyObject {
    func textStorage(
        _ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions,
        range editedRange: NSRange,
        changeInLength delta: Int)
    func textStorage(
        _ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
        range editedRange: NSRange,
        changeInLength delta: Int)
}

extension NSTextStorageDelegate {
    public func textStorage(
        _ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions,
        range editedRange: NSRange,
        changeInLength delta: Int
    ) {}
    public func textStorage(
        _ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
        range editedRange: NSRange,
        changeInLength delta: Int
    ) {}
}

/// A view whose text lives in an `NSTextStorage`, told when the app edits it.
@preconcurrency @MainActor
protocol TextStorageOwner: AnyObject, Sendable {
    func textStorageDidChangeAttributes()
    func textStorageDidReplaceCharacters()
}

extension NSTextStorage {
    /// Brings the storage in step with an edit the owner made: `range` replaced by `text` with
    /// `attributes`.
    func follow(replacing range: Range<Int>, with text: String, attributes: [Key: Any]) {
        isFollowingOwner = true
        defer { isFollowingOwner = false }
        replaceCharacters(in: NSRange(range), with: NSAttributedString(string: text, attributes: attributes))
    }

    /// Replaces everything, as the owner's text was set.
    func follow(settingTo attributedString: NSAttributedString) {
        isFollowingOwner = true
        defer { isFollowingOwner = false }
        setAttributedString(attributedString)
    }
}
