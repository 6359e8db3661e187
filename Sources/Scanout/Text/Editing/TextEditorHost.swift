/// The view a `TextEditor` edits for: a `UITextField` or a `UITextView`. The editor keeps the
/// text, selection, undo and gestures; the view answers where things are on screen, asks its
/// delegate, and redraws. Main actor.
@preconcurrency @MainActor
protocol TextEditorHost: UIView {
    /// The engine editing this view's text.
    var editor: TextEditor { get }

    /// Whether the text may change now (the view is enabled and editable).
    var allowsEditing: Bool { get }
    /// Whether the text is hidden from the pasteboard (secure entry refuses copy and cut).
    var concealsText: Bool { get }

    /// `text` as this view takes it when typed, pasted or replaced: a single-line field turns line
    /// breaks into spaces; a text view keeps them.
    func acceptedText(_ text: String) -> String

    /// Whether the delegate lets `range` (UTF-16) be replaced by `replacement`.
    func delegateAllowsChange(in range: NSRange, replacement: String) -> Bool

    /// The view became first responder: editing (or, for a selectable text view, selecting)
    /// begins; the view tells its delegate and observers.
    func editingDidBegin()

    /// The view stopped being first responder: editing ends, as `editingDidBegin` began it.
    func editingDidEnd()

    /// The text changed: `change` is what changed (nil when all of it was replaced), `byEditing`
    /// tells edits (which send actions and notifications) from assignments in code.
    func editorTextDidChange(_ change: TextChange?, byEditing: Bool)

    /// The selection moved without the text changing.
    func editorSelectionDidChange()

    /// The text offset nearest `point`, in the view's coordinates.
    func textOffset(at point: CGPoint) -> Int

    /// The caret's rectangle at `offset`, in the view's coordinates.
    func caretFrame(forOffset offset: Int) -> CGRect

    /// Where the caret at `offset` goes moved one position right on screen (or left), through
    /// bidirectional text in its on-screen order; nil when the text goes no further that way.
    func visualCaretOffset(from offset: Int, movingRight: Bool) -> Int?

    /// The UTF-16 range of the visual line the caret at `offset` is on (a field has one line).
    func lineRange(containing offset: Int) -> Range<Int>

    /// The rectangles that cover `range`, one per line, in the view's coordinates.
    func selectionRects(for range: Range<Int>) -> [CGRect]

    /// The delegate's edit menu for `range` (UTF-16), given the suggested actions; nil for a menu
    /// of the suggested actions.
    func delegateEditMenu(for range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu?

    /// Tells the delegate the edit menu is about to show (`presenting`) or to go.
    func delegateEditMenuWillChange(presenting: Bool, animator: any UIEditMenuInteractionAnimating)
}
