/// Editable, scrolling, multi-line text: a visitor's message, notes, terms to read.
///
/// Behaves as UIKit's `UITextView`: a scroll view whose content is its text, laid out in the
/// width less `textContainerInset` and the container's `lineFragmentPadding`. A tap on an editable
/// text view makes it first responder (its delegate permitting) and puts the caret at the tapped
/// character; the keyboard (or `inputView`) comes up. Return types a line break (the delegate's
/// `textView(_:shouldChangeTextIn:replacementText:)` sees `"\n"` first). Up and Down move by
/// lines; the view scrolls to keep the caret in sight. A selectable but not editable text view
/// selects with a long press or double tap and offers Copy, without a keyboard.
///
/// Editing is the text field's engine (`TextEditor`): selection and its handles, the edit menu,
/// undo, marked text, hardware keys. The text is laid out paragraph by paragraph, only where it
/// is shown (`TextViewLayout`), so a text of 10,000 lines types as fast as a short one. With
/// `isScrollEnabled` false the view sizes itself to its text (`intrinsicContentSize`), as
/// self-sizing text views in Auto Layout do.
///
/// The parts: `UITextView+Editing.swift` (what the editor asks, beginning and ending) and
/// `+Layout.swift` (geometry, scrolling, drawing); `UITextInput` is the text field's too
/// (`EditorBackedTextInput`). Main actor.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInput, UIContentSizeCategoryAdjusting {
    /// Whether the font follows the reader's text size; Scanout's never changes (see
    /// `UIFontMetrics`).
    open var adjustsFontForContentSizeCategory = false

    /// Posted after the text view became first responder to edit; `object` is the text view.
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted after the text changed by editing; `object` is the text view.
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted after the text view stopped being first responder; `object` is the text view.
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    /// The editing engine: text, selection, undo, caret, gestures (shared with `UITextField`).
    private(set) lazy var editor = TextEditor(host: self)
    /// The paragraphs' layout.
    private(set) lazy var textLayout = TextViewLayout { [unowned self] in self.editor.state.text }
    /// Whether the caret must be scrolled into view at the next layout (it moved or the text
    /// changed while the view had no size yet).
    var needsCaretVisible = false
    /// Set when editing begins with `clearsOnInsertion`: the first text typed replaces the text.
    var clearsAtNextInsertion = false
    private var storedInputView: UIView?
    private var storedInputAccessoryView: UIView?

    /// The text container: its `lineFragmentPadding` and width.
    public let textContainer = NSTextContainer()
    /// The characters and their attributes (`UITextView+RichText.swift`).
    public let textStorage = NSTextStorage(string: "")
    /// The attributes set for the next text typed; nil takes those before the caret.
    var storedTypingAttributes: [NSAttributedString.Key: Any]?
    /// How links are drawn; nil for the default, the tint colour.
    var storedLinkTextAttributes: [NSAttributedString.Key: Any]?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        alwaysBounceVertical = false
        textLayout.font = defaultFont
        textContainer.changed = { [weak self] in self?.geometryDidChange() }
        textStorage.owner = self
        textLayout.runs = { [unowned self] range in self.runStyles(in: range) }
        addSubview(editor.caretView)
        // The text lays itself out on scrolling; `draw(_:)` covers what is shown.
        contentMode = .redraw
    }

    /// A text view with the given container settings, as UIKit's initializer takes one.
    public convenience init(frame: CGRect, textContainer: NSTextContainer?) {
        self.init(frame: frame)
        if let textContainer {
            self.textContainer.lineFragmentPadding = textContainer.lineFragmentPadding
            self.textContainer.widthTracksTextView = textContainer.widthTracksTextView
            self.textContainer.size = textContainer.size
        }
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Content

    /// The text; setting nil makes it empty. Setting it puts the caret at the end, sends no
    /// delegate messages and drops the undo steps, as in UIKit.
    open var text: String! {
        get { editor.state.text }
        set { editor.setText(newValue ?? "") }
    }

    /// The text with its attributes, the view's font, colour and alignment filling in those a run
    /// lacks. Setting it takes the font, colour and alignment at its start for the view, keeps
    /// every run's own attributes (`textStorage`), puts the caret at the end and drops the undo
    /// steps, as setting `text` does.
    open var attributedText: NSAttributedString! {
        get { attributedTextWithDefaults() }
        set { setAttributedText(newValue) }
    }

    /// The font of the text: the system font at 12 points until set, as in UIKit; nil restores
    /// that.
    open var font: UIFont? {
        get { textLayout.font }
        set {
            textLayout.font = newValue ?? defaultFont
            geometryDidChange()
        }
    }

    /// The colour of the text: `.label` until set; nil restores it.
    open var textColor: UIColor? {
        get { textLayout.textColor }
        set {
            textLayout.textColor = newValue ?? .label
            setNeedsDisplay()
        }
    }

    open var textAlignment: NSTextAlignment {
        get { textLayout.alignment }
        set {
            textLayout.alignment = newValue
            geometryDidChange()
        }
    }

    /// The attributes new text takes: those set here since the caret last moved, else the
    /// attributes of the character before the caret with the view's font, colour and alignment
    /// where it has none. Setting them on an empty text view also sets its font and colour.
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get { currentTypingAttributes() }
        set { setTypingAttributes(newValue) }
    }

    /// How links (`.link` runs) are drawn: the tint colour by default. Setting nil restores it.
    open var linkTextAttributes: [NSAttributedString.Key: Any]! {
        get { storedLinkTextAttributes ?? [.foregroundColor: tintColor as UIColor] }
        set {
            storedLinkTextAttributes = newValue
            textStorageDidChangeAttributes()
        }
    }

    /// Whether the text can be changed. True by default; a text view that is not editable shows
    /// no keyboard and no caret.
    open var isEditable = true {
        didSet {
            guard isEditable != oldValue else { return }
            if isFirstResponder, !isEditable, !isSelectable { resignFirstResponder() }
            reloadInputViews()
            editor.updateCaret()
        }
    }

    /// Whether the text can be selected (and copied). True by default; turning it off clears the
    /// selection.
    open var isSelectable = true {
        didSet {
            guard isSelectable != oldValue, !isSelectable else { return }
            editor.state.moveCaret(to: editor.state.selectedRange.upperBound)
            if isFirstResponder, !isEditable { resignFirstResponder() }
            setNeedsDisplay()
        }
    }

    /// The selection (UTF-16), or the caret as an empty range. Setting it snaps to whole
    /// characters and tells the delegate.
    open var selectedRange: NSRange {
        get { NSRange(editor.state.selectedRange) }
        set {
            let lower = max(newValue.location, 0)
            editor.select(lower..<max(lower, lower + newValue.length))
        }
    }

    /// Space between the view's edges and its text container. 8 points above and below, as in
    /// UIKit.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { if textContainerInset != oldValue { geometryDidChange() } }
    }

    /// Whether the text empties when typing starts. False by default.
    open var clearsOnInsertion = false

    /// Whether the view is being edited (is first responder and editable).
    open var isEditing: Bool { isFirstResponder && isEditable }

    // MARK: Input traits

    // The traits the keyboard follows: a new keyboard type or return key brings a new keyboard in
    // (`reloadInputViews`).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var keyboardType: UIKeyboardType = .default {
        didSet { if keyboardType != oldValue { reloadInputViews() } }
    }
    open var returnKeyType: UIReturnKeyType = .default {
        didSet { if returnKeyType != oldValue { reloadInputViews() } }
    }
    // Kept for UIKit code; Scanout's keyboard has no autocorrection, dark look or greyed Return,
    // and a text view shows its text as it is.
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var smartQuotesType: UITextSmartQuotesType = .default
    open var smartDashesType: UITextSmartDashesType = .default
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    open var inlinePredictionType: UITextInlinePredictionType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var textContentType: UITextContentType!
    open var enablesReturnKeyAutomatically = false
    open var isSecureTextEntry = false

    // MARK: Input views

    /// A view shown instead of the system keyboard while the text is edited.
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }

    /// A view shown above the keyboard (or `inputView`) while the text is edited.
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }

    /// Only an editable text view brings up the keyboard; a selectable one is first responder
    /// for its selection only.
    override var showsSystemKeyboard: Bool { isEditable }

    // MARK: First responder

    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    /// Begins editing (or, when only selectable, selecting), if the delegate agrees (it is asked
    /// only about editing).
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        editor.becomeFirstResponder(
            if: canBecomeFirstResponder && (!isEditable || textViewDelegate?.textViewShouldBeginEditing(self) ?? true)
        ) { super.becomeFirstResponder() }
    }

    /// Ends editing, if the delegate agrees (it is asked only about editing).
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        editor.resignFirstResponder(if: !isEditable || textViewDelegate?.textViewShouldEndEditing(self) ?? true) {
            super.resignFirstResponder()
        }
    }

    override func lostFirstResponderWithoutResigning() {
        editingDidEnd()
    }

    // MARK: UIKeyInput

    /// Types `text` at the caret (over the selection); "\n" (Return) is a line break.
    open func insertText(_ text: String) {
        guard isEditable else { return }
        if clearsAtNextInsertion, editor.state.markedRange == nil {
            clearsAtNextInsertion = false
            editor.change(0..<editor.state.length, to: editor.host.acceptedText(text), as: .typing)
            return
        }
        editor.insert(text)
    }

    /// Deletes the selection, or the character before the caret.
    open func deleteBackward() {
        guard isEditable else { return }
        editor.deleteBackward()
    }

    // MARK: Layout and drawing (the work is in UITextView+Layout.swift)

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutText()
    }

    override func contentOffsetDidChange() {
        super.contentOffsetDidChange()
        layOutVisibleText()
        updateContentSize()
    }

    /// With scrolling off, the text's height at the view's width, so Auto Layout grows the view
    /// with its text; with scrolling on, none, as in UIKit.
    open override var intrinsicContentSize: CGSize { textIntrinsicContentSize }

    /// The size that shows all the text at `size.width` (at the text's own width when unbounded).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { textSizeThatFits(size) }

    open override func draw(_ rect: CGRect) { drawText(rect) }

    // MARK: Touches (the editor's gestures, while the text can be selected or edited)

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        if isSelectable || isEditable { editor.touchesBegan(touches) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        editor.touchesMoved(touches)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        guard isSelectable || isEditable, let location = editor.tapLocation(endingTouches: touches) else { return }
        if !isEditable, interactWithLink(at: location) { return }
        tapped(at: location)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        editor.cancelGesture()
    }

    // MARK: Edit actions, undo and keys

    // As for a text field: UIResponder's defaults working with the editor (`builtInTextEditor`).
    // Copy needs a selection; cut, paste and delete an editable view.

    open override class var actionTable: ActionTable { super.actionTable.declaringTextEditActions() }

    override var builtInTextEditor: TextEditor? { editor }

    // MARK: - Internal

    /// The delegate, when it is a text view's delegate.
    var textViewDelegate: UITextViewDelegate? {
        delegate as? UITextViewDelegate
    }

    private var defaultFont: UIFont { .systemFont(ofSize: 12) }
}
