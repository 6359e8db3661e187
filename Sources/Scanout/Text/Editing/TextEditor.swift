/// The editing engine a text field and a text view share: the text and selection
/// (`TextEditingState`), changes that ask the view's delegate and are recorded for undo, marked
/// text from an input method, the blinking caret, hardware caret keys, the edit actions and the
/// touch gestures that select text and show the edit menu. The view (`TextEditorHost`) says where
/// text is on screen, talks to its delegate and draws.
///
/// The parts: this file (changes, beginning and ending, the caret), `+Undo.swift`,
/// `+EditActions.swift`, `+Keys.swift`, `+Gestures.swift`. Main actor.
@preconcurrency @MainActor
final class TextEditor: LifetimeHandleOwner {
    /// How long a finger rests before it is a long press, and how far it may drift before that.
    static let longPressDuration: TimeInterval = 0.5
    static let longPressAllowableMovement: CGFloat = 10
    /// How near a selection handle a touch must land to grab it.
    static let handleReach: CGFloat = 22
    /// A run of typing or deleting ends after this long without a change.
    static let typingPauseInterval: TimeInterval = 2

    /// The view edited; it owns the editor.
    unowned let host: any TextEditorHost
    /// The text, selection and marked text.
    var state = TextEditingState()
    /// The caret, a subview of the host so that blinking repaints only the caret.
    let caretView = UIView()
    var caretBlink: ScheduledAction?
    /// The undo manager while editing (see TextEditor+Undo.swift); created when editing begins.
    var undoManager: UndoManager?
    /// The run of typing or deleting that the next change may extend.
    var openUndoRecord: TextUndoRecord?
    /// Where composition (marked text) began and the text it replaced, so committing it is one
    /// undoable step.
    var compositionOrigin: (location: Int, text: String)?
    /// Counts the text's changes (`textDidChange`), so that a change can tell whether the
    /// delegate it asked changed the text meanwhile.
    private(set) var textRevision = 0
    /// Counts the times the undo steps were dropped (`discardUndo`): a record made before the
    /// last drop describes a text that is gone, and is not put back (see TextEditor+Undo.swift).
    var undoGeneration = 0
    /// Whether the warning about a delegate that changed the text from inside its should-change
    /// method was given (once per view).
    private var warnedAboutChangeInsideDelegate = false
    /// A long press or a handle drag in progress (see TextEditor+Gestures.swift).
    var gesture: Gesture?
    /// The horizontal position Up and Down keep to, set by the first of a run of vertical moves.
    var verticalMoveGoalX: CGFloat?
    /// What the caret's timer and a held key's repeat hold (`WeakLink`): a `[weak self]` would
    /// give the editor a side table, and every retain of it from then on the slow path.
    var storedLifetimeHandle: LifetimeHandle?

    init(host: any TextEditorHost) {
        self.host = host
        caretView.isHidden = true
        caretView.isUserInteractionEnabled = false
    }

    isolated deinit {
        storedLifetimeHandle?.object = nil
    }

    /// Whether the view is being edited with a caret: first responder and editable.
    var isEditing: Bool { host.isFirstResponder && host.allowsEditing }

    // MARK: Changing the text

    /// Replaces `range` with `replacement` if the delegate agrees, records it for undo as `kind`,
    /// then reports the change. The range is snapped to grapheme clusters first (an insertion
    /// point inside a cluster moves to its start; a range widens to whole clusters), and the
    /// delegate is asked about that range: the one that will be replaced.
    ///
    /// A delegate that changes the text itself while asked (assigns it, undoes, types) has made
    /// the range it was asked about stale: its own change stands, and the one it was asked about
    /// is dropped with a warning rather than made at offsets that now mean other text.
    func change(_ range: Range<Int>, to replacement: String, as kind: TextUndoRecord.Kind) {
        let range = state.snapped(range)
        let revision = textRevision
        guard host.delegateAllowsChange(in: NSRange(range), replacement: replacement) else { return }
        guard textRevision == revision else {
            warnAboutChangeInsideDelegate()
            return
        }
        let committing = state.markedRange != nil && range == state.markedRange
        if state.markedRange != nil, !committing {
            // An edit beside the composition ends it, as committed text.
            commitMarkedText()
        }
        let change = state.replace(range, with: replacement)
        if committing {
            // Committing composed text: the step replaces what was there before composing.
            recordComposition(newLength: change.newLength)
        } else {
            recordUndo(kind, change)
        }
        textDidChange(change, byEditing: true)
    }

    /// Replaces the whole text, as assigning `text` in code does: the caret goes to the end, the
    /// undo steps (whose offsets no longer mean anything) are dropped, and no actions are sent.
    func setText(_ text: String) {
        state = TextEditingState(text: text)
        discardUndo()
        textDidChange(nil, byEditing: false)
    }

    /// Types `text` over the marked text, else over the selection, as the view accepts it.
    func insert(_ text: String) {
        change(state.markedRange ?? state.selectedRange, to: host.acceptedText(text), as: .typing)
    }

    /// Backspace: the selection, else the cluster before the caret.
    func deleteBackward() {
        guard let range = state.rangeForDeleteBackward else { return }
        change(range, to: "", as: .deleting)
    }

    /// The text changed: the menu (which offered commands for the text as it was) goes, and the
    /// view redraws and reports.
    func textDidChange(_ change: TextChange?, byEditing: Bool) {
        textRevision &+= 1
        if byEditing { host.owningApplication?.menuControllerIfLoaded?.hideMenu() }
        host.editorTextDidChange(change, byEditing: byEditing)
    }

    /// The selection moved without the text changing: the next change starts a new undo step.
    func selectionDidChange() {
        closeUndoRun()
        host.editorSelectionDidChange()
    }

    /// Puts the caret at `offset`, or extends the selection to it.
    func moveCaret(to offset: Int, extending: Bool = false) {
        state.moveCaret(to: offset, extending: extending)
        selectionDidChange()
    }

    /// Selects `range` (snapped outwards to clusters).
    func select(_ range: Range<Int>) {
        state.select(range)
        selectionDidChange()
    }

    private func warnAboutChangeInsideDelegate() {
        guard !warnedAboutChangeInsideDelegate else { return }
        warnedAboutChangeInsideDelegate = true
        let method =
            host is UITextField
            ? "textField(_:shouldChangeCharactersIn:replacementString:)"
            : "textView(_:shouldChangeTextIn:replacementText:)"
        host.owningApplication?.warn(
            "The delegate of \(type(of: host)) changed the text inside \(method); the change it was asked about "
                + "is dropped (its range no longer fits the text). Change the text after returning, or return false.")
    }

    // MARK: Beginning and ending

    /// The view's `becomeFirstResponder()`: when not yet first responder, asks `allowed` (the
    /// view's rule and its delegate), then `becomeInSuper` (UIResponder's transfer), and begins
    /// editing if both agree.
    func becomeFirstResponder(if allowed: @autoclosure () -> Bool, through becomeInSuper: () -> Bool) -> Bool {
        if host.isFirstResponder { return true }
        guard allowed(), becomeInSuper() else { return false }
        host.editingDidBegin()
        return true
    }

    /// The view's `resignFirstResponder()`: while first responder, asks `allowed` (its delegate),
    /// then `resignInSuper`, and ends editing if both agree; otherwise only `resignInSuper`.
    func resignFirstResponder(if allowed: @autoclosure () -> Bool, through resignInSuper: () -> Bool) -> Bool {
        guard host.isFirstResponder else { return resignInSuper() }
        guard allowed(), resignInSuper() else { return false }
        host.editingDidEnd()
        return true
    }

    /// The view became first responder.
    func editingDidBegin() {
        if undoManager == nil { undoManager = UndoManager() }
    }

    /// The view stopped being first responder: gestures, undo steps and composition end, and the
    /// selection collapses to its end.
    func editingDidEnd() {
        cancelGesture()
        discardUndo()
        compositionOrigin = nil
        state.unmarkText()
        state.moveCaret(to: state.selectedRange.upperBound)
        stopCaretBlink()
    }

    /// A tap while editing: composition ends and the caret goes to the tapped character.
    func tapped(at point: CGPoint) {
        commitMarkedText()
        moveCaret(to: host.textOffset(at: point))
    }

    // MARK: Marked text

    /// Replaces the marked text (or the selection) with `marked`, keeping it marked, as an input
    /// method composes.
    func setMarkedText(_ marked: String?, selectedRange: NSRange) {
        if state.markedRange == nil {
            compositionOrigin = (state.selectedRange.lowerBound, state.substring(state.selectedRange))
        }
        closeUndoRun()
        state.setMarkedText(
            marked.map(host.acceptedText), selectedRange: selectedRange.lowerBound..<selectedRange.upperBound)
        if state.markedRange == nil {
            // Nil or empty marked text ends composing, having removed what it replaced.
            recordComposition(newLength: 0)
        }
        textDidChange(nil, byEditing: true)
    }

    // MARK: Caret

    /// Places the caret at the head of the selection; shows it only while editing with no
    /// selection. `restartBlink` shows it at once (after typing), as editors do.
    func updateCaret(restartBlink: Bool = false) {
        guard isEditing && !state.hasSelection else {
            // A hidden caret needs no place: finding one lays the text out, which every field of
            // a form paid at each layout pass. It is placed when it shows again.
            stopCaretBlink()
            return
        }
        let frame = host.caretFrame(forOffset: state.selectedRange.upperBound)
        caretView.frame = CGRect(
            x: frame.minX.rounded(), y: frame.minY, width: TextLayout.caretWidth, height: frame.height)
        caretView.backgroundColor = host.tintColor
        if restartBlink || caretBlink == nil {
            caretView.isHidden = false
            scheduleCaretBlink()
        }
    }

    /// Turns the caret off and stops its timer.
    func stopCaretBlink() {
        caretBlink?.cancel()
        caretBlink = nil
        caretView.isHidden = true
    }

    /// Toggles the caret every half second on the application clock while editing.
    private func scheduleCaretBlink() {
        caretBlink?.cancel()
        guard let clock = host.owningApplication?.clock else { return }
        let link = WeakLink(self)
        caretBlink = clock.schedule(after: 0.5) {
            guard let self = link.object, self.isEditing else { return }
            self.caretBlink = nil
            self.caretView.isHidden.toggle()
            self.scheduleCaretBlink()
        }
    }
}
