/// A single line of editable text: a visitor's name, an email address, a phone number.
///
/// Behaves as UIKit's `UITextField`. A tap makes it first responder (its delegate permitting) and
/// puts the caret at the tapped character; the system keyboard, or the field's `inputView`, then
/// comes up with its `inputAccessoryView`. Typing arrives through `UIKeyInput`; every change asks
/// the delegate first and sends `.editingChanged`. Hardware keys move the caret (arrows, Home,
/// End; Shift extends the selection, Ctrl moves by words), and text wider than the field scrolls
/// to keep the caret in view. The caret blinks on the application clock while editing.
///
/// Editing is done by `TextEditor`, which `UITextView` shares, with it the `UITextInput` members
/// (`EditorBackedTextInput`). The parts live in `UITextField+Editing.swift` (lifecycle, return,
/// the clear button, the editor's questions) and `+Layout.swift` (rects, caret, scrolling,
/// drawing). Main actor.
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInput, UIContentSizeCategoryAdjusting {
    /// Whether the font follows the reader's text size; Scanout's never changes (see
    /// `UIFontMetrics`).
    open var adjustsFontForContentSizeCategory = false

    /// How the field's edge is drawn.
    public enum BorderStyle: Int, Sendable {
        case none, line, bezel, roundedRect
    }

    /// When an overlay view (the clear button) shows.
    public enum ViewMode: Int, Sendable {
        case never, whileEditing, unlessEditing, always
    }

    /// Posted after the field became first responder; `object` is the field.
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted after the text changed by editing; `object` is the field.
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted after the field stopped being first responder; `object` is the field.
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    /// The editing engine: text, selection, undo, caret, gestures (shared with `UITextView`).
    private(set) lazy var editor = TextEditor(host: self)
    /// The text and selection.
    var editing: TextEditingState {
        get { editor.state }
        set { editor.state = newValue }
    }
    /// The layout of what is shown (the text, bullets for secure entry, or the placeholder).
    let textLayout = TextLayout()
    /// How far the text is scrolled left to keep the caret visible, in points.
    var scrollOffset: CGFloat = 0
    /// Where the text showed when the field was last drawn (see `textColumns`); nil when unknown.
    var textColumnsOnScreen: CGRect?
    /// Where the text's origin was when the field was last drawn (see `setNeedsDisplayOfText`).
    var textOriginOnScreen: CGPoint?
    /// The blinking caret, a subview.
    var caretView: UIView { editor.caretView }
    /// The attributed text's characters and attributes, kept in step with editing; nil for plain
    /// text.
    var attributedRuns: NSMutableAttributedString?
    /// Where the text is drawn this time (`drawField`), for `drawText(in:)`.
    var drawnTextOrigin: CGPoint = .zero
    /// The attributes `attributedPlaceholder` gave the placeholder; empty for the default look.
    var placeholderAttributes: [NSAttributedString.Key: Any] = [:]
    /// The attributed placeholder as given: its runs' own attributes.
    var storedAttributedPlaceholder: NSAttributedString?
    private var storedInputView: UIView?
    private var storedInputAccessoryView: UIView?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(editor.caretView)
        contentMode = .redraw
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Content

    /// The text; setting nil makes it empty. Setting it moves the caret to the end and sends no
    /// actions, as in UIKit.
    open var text: String? {
        get { editing.text }
        set {
            attributedRuns = nil
            editor.setText(newValue ?? "")
        }
    }

    /// The text with its attributes, the field's font and colour filling in those a run lacks.
    /// Setting it takes the font and colour at its start for the field and keeps each run's own
    /// (drawn unless the entry is secure); typed text takes the attributes of the character
    /// before it. Setting `text` drops the runs.
    open var attributedText: NSAttributedString? {
        get {
            let defaults: [NSAttributedString.Key: Any] = [
                .font: font as UIFont, .foregroundColor: textColor as UIColor,
            ]
            guard let runs = attributedRuns, runs.string == editing.text, runs.length > 0 else {
                return NSAttributedString(string: editing.text, attributes: defaults)
            }
            return runs.filling(defaults)
        }
        set {
            if let newValue, newValue.length > 0 {
                let attributes = newValue.attributes(at: 0)
                if let font = attributes[.font] as? UIFont { self.font = font }
                if let color = TextStyle.color(attributes[.foregroundColor]) { textColor = color }
            }
            text = newValue?.string
            attributedRuns = newValue.map { NSMutableAttributedString(attributedString: $0) }
            contentDidChange()
        }
    }

    /// Shown in grey while the text is empty. Setting it drops the attributes an
    /// `attributedPlaceholder` gave.
    open var placeholder: String? {
        didSet {
            let hadAttributes = !placeholderAttributes.isEmpty
            placeholderAttributes = [:]
            storedAttributedPlaceholder = nil
            if placeholder != oldValue || hadAttributes { contentDidChange() }
        }
    }

    /// The placeholder with its attributes: those it was given, the field's font and the
    /// placeholder grey where it has none. Setting it sets `placeholder` to its string; as for a
    /// label, the attributes at its start apply to the whole of it (font, colour, kerning).
    open var attributedPlaceholder: NSAttributedString? {
        get {
            guard let placeholder else { return nil }
            var attributes = placeholderAttributes
            if attributes[.font] == nil { attributes[.font] = font as UIFont }
            if attributes[.foregroundColor] == nil { attributes[.foregroundColor] = UIColor.placeholderText }
            return NSAttributedString(string: placeholder, attributes: attributes)
        }
        set {
            placeholder = newValue?.string
            guard let newValue, !newValue.string.isEmpty else { return }
            placeholderAttributes = newValue.attributes(at: 0)
            storedAttributedPlaceholder = NSAttributedString(attributedString: newValue)
            contentDidChange()
        }
    }

    /// Whether text too wide for the field is drawn in a smaller font, down to `minimumFontSize`,
    /// before it scrolls. False by default.
    open var adjustsFontSizeToFitWidth = false {
        didSet { if adjustsFontSizeToFitWidth != oldValue { contentDidChange() } }
    }

    /// The smallest size `adjustsFontSizeToFitWidth` shrinks the font to: 0 by default (UIKit
    /// then stops at a legible size; Scanout at 8 points).
    open var minimumFontSize: CGFloat = 0 {
        didSet { if minimumFontSize != oldValue, adjustsFontSizeToFitWidth { contentDidChange() } }
    }

    /// The system font at 17 points by default; nil restores it.
    open var font: UIFont! = .systemFont(ofSize: 17) {
        didSet {
            if font == nil { font = .systemFont(ofSize: 17) }
            contentDidChange()
        }
    }

    /// `.label` by default; nil restores it.
    open var textColor: UIColor! = .label {
        didSet {
            if textColor == nil { textColor = .label }
            setNeedsDisplay()
        }
    }

    open var textAlignment: NSTextAlignment = .natural {
        didSet { if textAlignment != oldValue { contentDidChange() } }
    }

    open var borderStyle: BorderStyle = .none {
        didSet { if borderStyle != oldValue { contentDidChange() } }
    }

    /// When the clear button (a grey circled ×) shows at the right edge. `.never` by default.
    open var clearButtonMode: ViewMode = .never {
        didSet { if clearButtonMode != oldValue { contentDidChange() } }
    }

    /// Whether the text empties when editing begins.
    open var clearsOnBeginEditing = false

    /// A view at the leading edge (an icon, or an empty view as padding), shown per `leftViewMode`.
    open var leftView: UIView? {
        didSet {
            if oldValue !== leftView { oldValue?.removeFromSuperview() }
            overlaysDidChange()
        }
    }
    /// When `leftView` shows. `.never` by default, as in UIKit.
    open var leftViewMode: ViewMode = .never {
        didSet { overlaysDidChange() }
    }
    /// A view at the trailing edge, shown per `rightViewMode`; the clear button goes before it.
    open var rightView: UIView? {
        didSet {
            if oldValue !== rightView { oldValue?.removeFromSuperview() }
            overlaysDidChange()
        }
    }
    /// When `rightView` shows. `.never` by default.
    open var rightViewMode: ViewMode = .never {
        didSet { overlaysDidChange() }
    }

    // MARK: Rectangles (override to move the text, as UIKit subclasses do for padding)

    /// The border's rectangle: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// Where the text is drawn when not editing: inside the padding, after the left view, before
    /// the clear button and the right view.
    open func textRect(forBounds bounds: CGRect) -> CGRect { defaultTextRect(forBounds: bounds) }
    /// Where the text is while editing: `textRect(forBounds:)` unless overridden.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// Where the placeholder is drawn: `textRect(forBounds:)` unless overridden.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// Where the clear button is.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { defaultClearButtonRect(forBounds: bounds) }
    /// Where `leftView` is: its size, at the leading edge, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        overlayRect(leftView, atLeading: true, in: bounds)
    }
    /// Where `rightView` is: its size, at the trailing edge, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        overlayRect(rightView, atLeading: false, in: bounds)
    }

    /// Whether the field is being edited (is first responder).
    open var isEditing: Bool { isFirstResponder }

    open weak var delegate: UITextFieldDelegate?

    // MARK: Input traits

    // The traits the keyboard and the field follow: a new keyboard type or return key brings a
    // new keyboard in (`reloadInputViews`); secure entry draws bullets.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var keyboardType: UIKeyboardType = .default {
        didSet { if keyboardType != oldValue { reloadInputViews() } }
    }
    open var returnKeyType: UIReturnKeyType = .default {
        didSet { if returnKeyType != oldValue { reloadInputViews() } }
    }
    /// Shows bullets instead of the text; copy and cut are refused.
    open var isSecureTextEntry = false {
        didSet { if isSecureTextEntry != oldValue { contentDidChange() } }
    }
    // Kept for UIKit code; Scanout's keyboard has no autocorrection, dark look or greyed Return.
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var smartQuotesType: UITextSmartQuotesType = .default
    open var smartDashesType: UITextSmartDashesType = .default
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    open var inlinePredictionType: UITextInlinePredictionType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var textContentType: UITextContentType!
    open var enablesReturnKeyAutomatically = false

    // MARK: Input views

    /// A view shown instead of the system keyboard while the field is edited.
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }

    /// A view shown above the keyboard (or `inputView`) while the field is edited.
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }

    // MARK: First responder

    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Begins editing, if the field is enabled and its delegate agrees.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        editor.becomeFirstResponder(if: isEnabled && delegate?.textFieldShouldBeginEditing(self) ?? true) {
            super.becomeFirstResponder()
        }
    }

    /// Ends editing, if the delegate agrees.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        editor.resignFirstResponder(if: delegate?.textFieldShouldEndEditing(self) ?? true) {
            super.resignFirstResponder()
        }
    }

    override func lostFirstResponderWithoutResigning() {
        editingDidEnd()
    }

    // MARK: UIKeyInput

    /// Types `text` at the caret (over the selection); "\n" is the Return key.
    open func insertText(_ text: String) {
        if text == "\n" || text == "\r" {
            returnKeyPressed()
            return
        }
        editor.insert(text)
    }

    /// Deletes the selection, or the grapheme cluster before the caret.
    open func deleteBackward() {
        editor.deleteBackward()
    }

    // MARK: Drawing and layout

    open override func draw(_ rect: CGRect) {
        drawField(in: rect)
    }

    /// Draws the text (with the selection) in the field; `rect` is `textRect(forBounds:)`, or
    /// `editingRect(forBounds:)` while editing. Override to draw around it, calling `super`.
    open func drawText(in rect: CGRect) {
        drawDefaultText()
    }

    /// Draws the placeholder in `rect` (`placeholderRect(forBounds:)`) when the field is empty.
    /// Override to draw it yourself (or not at all).
    open func drawPlaceholder(in rect: CGRect) {
        drawDefaultPlaceholder(in: rect)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutOverlayViews()
        editor.updateCaret()
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: (font.lineHeight + 2 * verticalPadding).rounded(.up))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: intrinsicContentSize.height)
    }

    // MARK: Touches (the editor's gestures; a tap places the caret or clears)

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        editor.touchesBegan(touches)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        editor.touchesMoved(touches)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        if let location = editor.tapLocation(endingTouches: touches) { tapped(at: location) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        editor.cancelGesture()
    }

    // MARK: Edit actions, undo and keys

    // Cut, copy, paste, select, select all and delete, `canPerformAction`, the undo manager while
    // editing, the edit key commands and the caret keys are UIResponder's defaults working with
    // the editor (`builtInTextEditor`), shared with `UITextView`; the work is in TextEditor+*.swift.

    open override class var actionTable: ActionTable { super.actionTable.declaringTextEditActions() }

    override var builtInTextEditor: TextEditor? { editor }
}

extension String {
    /// The string with every line break (CR, LF, CRLF, U+2028, U+2029) replaced by a space.
    func replacingLineBreaks() -> String {
        String(map { $0.isNewline ? " " : $0 })
    }
}
