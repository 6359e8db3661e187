/// A place in a text-input object's text. Scanout's positions are UTF-16 offsets (as `NSRange`
/// counts) that always fall on grapheme-cluster boundaries. Immutable; main actor.
@preconcurrency @MainActor
open class UITextPosition: @MainActor CustomStringConvertible {
    /// The position's UTF-16 offset from the start of the text.
    public let offset: Int

    public init(offset: Int) {
        self.offset = offset
    }

    open var description: String { "<UITextPosition: \(offset)>" }
}

/// A range of a text-input object's text, between two positions. Immutable; main actor.
@preconcurrency @MainActor
open class UITextRange: @MainActor CustomStringConvertible {
    public let start: UITextPosition
    public let end: UITextPosition

    public init(start: UITextPosition, end: UITextPosition) {
        if start.offset <= end.offset {
            self.start = start
            self.end = end
        } else {
            self.start = end
            self.end = start
        }
    }

    /// A caret rather than a selection.
    open var isEmpty: Bool { start.offset == end.offset }

    open var description: String { "<UITextRange: \(start.offset)..<\(end.offset)>" }

    /// The range as UTF-16 offsets.
    var offsets: Range<Int> { start.offset..<end.offset }

    convenience init(_ offsets: Range<Int>) {
        self.init(start: UITextPosition(offset: offsets.lowerBound), end: UITextPosition(offset: offsets.upperBound))
    }
}

/// How a text-input object's content and selection are reached and changed: what editors,
/// keyboards and input methods use beyond `UIKeyInput`. The parts of UIKit's protocol an editor
/// needs; positions and ranges are Scanout's `UITextPosition`/`UITextRange`. Main actor.
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    /// The selection, or the caret as an empty range; nil when nothing is selected.
    var selectedTextRange: UITextRange? { get set }
    /// The text being composed by an input method, shown underlined; nil when none.
    var markedTextRange: UITextRange? { get }
    var beginningOfDocument: UITextPosition { get }
    var endOfDocument: UITextPosition { get }

    func text(in range: UITextRange) -> String?
    func replace(_ range: UITextRange, withText text: String)

    /// Replaces the marked text (or the selection) with `markedText`, marked, selecting
    /// `selectedRange` (UTF-16 offsets within it).
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    /// Commits the marked text as ordinary text.
    func unmarkText()

    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult

    /// The caret's rectangle at `position`, in the object's coordinates.
    func caretRect(for position: UITextPosition) -> CGRect
    /// The rectangle of the first line of `range`, in the object's coordinates.
    func firstRect(for range: UITextRange) -> CGRect
    /// The position nearest `point`, in the object's coordinates.
    func closestPosition(to point: CGPoint) -> UITextPosition?
}
