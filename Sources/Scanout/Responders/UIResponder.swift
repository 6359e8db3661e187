/// An object that receives and handles events: the base of views, view controllers, windows and
/// the application, and the link type of the responder chain.
///
/// Behaves as UIKit's `UIResponder` (see `docs/BEHAVIOUR.md` sections 3–7). Every event method passes the
/// call to `next` by default; an override that does not call `super` stops the event there.
/// The chain is not stored: `next` is computed from the view tree each time.
///
/// Scanout differs in one place: without an Objective-C runtime, a class declares the actions it
/// implements in `actionTable` (see ``ActionTable``); the default `canPerformAction(_:withSender:)`
/// answers from it.
///
/// Main actor, like all UI types. Not an `NSObject` (a Scanout difference; see "Known gaps" in
/// docs/ARCHITECTURE.md for why), but an `NSObjectProtocol` with identity equality and hashing,
/// `description`, `responds(to:)`, `isKind(of:)` and `isMember(of:)`, as NSObjects have.
@preconcurrency @MainActor
open class UIResponder: NSObjectProtocol, ActionTarget, Hashable, @MainActor CustomStringConvertible {
    /// Set through `userActivity`; kept here so the responder can drop its association.
    private var storedUserActivity: NSUserActivity?

    public init() {}

    // MARK: The chain

    /// The next responder in the chain, or nil. UIKit's rules are implemented by the subclasses
    /// (`UIView`, `UIViewController`, `UIWindow`, `UIApplication`).
    open var next: UIResponder? { nil }

    // MARK: First responder

    /// Whether this object may become first responder. False by default.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the first responder may give up its status. True by default.
    open var canResignFirstResponder: Bool { true }

    /// True when this object is its application's first responder.
    open var isFirstResponder: Bool {
        guard let application = firstResponderContext?.application else { return false }
        return application.firstResponder === self
    }

    /// Makes this object the first responder of its window's application.
    ///
    /// Succeeds when the object can become first responder, is in a visible window (a view, or a
    /// view controller whose view is in one), and the current first responder agrees to resign.
    /// Returns true at once when already first responder.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, let context = firstResponderContext, let application = context.application,
            !context.window.isHidden
        else { return false }
        return application.transferringFirstResponder {
            if let current = application.firstResponder {
                guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
                // An override may have refused without saying so; the old responder still holds on.
                guard application.firstResponder == nil else { return false }
            }
            application.setFirstResponder(self)
            return true
        }
    }

    /// Gives up first-responder status. Returns true by default; overrides may refuse by returning
    /// false, and must call `super` to resign.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        // A responder that left its window may still be the running application's first
        // responder (see `ApplicationContext`).
        if let application = firstResponderContext?.application ?? ApplicationContext.active.application,
            application.firstResponder === self
        {
            application.setFirstResponder(nil)
        }
        return true
    }

    // MARK: Touches

    /// Receives the changes of what this responder observes with
    /// `addObserver(_:forKeyPath:options:context:)` (see `StringKeyValueObserving.swift`).
    /// Does nothing here; override it, and call `super` for a context that is not yours.
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {}

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: Presses

    /// Physical keys and buttons. The default passes the presses to `next`; a first responder
    /// that takes text acts on its keys first: a text field's or text view's editor on the keys
    /// that move the caret, then `UIKeyInput` on the keys that type (see `takeKeyInput`).
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let unhandled = takeKeyInput(presses) else { return }
        next?.pressesBegan(unhandled, with: event)
    }

    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }

    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    // MARK: Motion and remote control

    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionBegan(motion, with: event)
    }

    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionEnded(motion, with: event)
    }

    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionCancelled(motion, with: event)
    }

    open func remoteControlReceived(with event: UIEvent?) {
        next?.remoteControlReceived(with: event)
    }

    // MARK: Actions

    /// The actions this class implements. Override to add yours, one line each:
    /// `super.actionTable.on(.ding, MyView.ding)`. Read once per class and cached.
    open class var actionTable: ActionTable { ActionTable() }

    /// Whether this responder performs `action`. True when its class declares it in `actionTable`;
    /// a text field's or text view's edit actions when they make sense now (see
    /// `TextEditor.canPerformEditAction`).
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        builtInTextEditor?.canPerformEditAction(action) ?? responds(to: action)
    }

    /// The responder that performs `action`: self when `canPerformAction` says so, else the answer
    /// of `next`, else nil.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        if canPerformAction(action, withSender: sender) { return self }
        return next?.target(forAction: action, withSender: sender)
    }

    /// Called before a menu shows `command`, which this responder would perform: change its
    /// title, image, state or attributes to fit what the app is doing now. Does nothing by default.
    open func validate(_ command: UICommand) {}

    // MARK: Standard edit actions (UIResponderStandardEditActions)

    // The requirements of `UIResponderStandardEditActions`, to which every responder conforms.
    // Empty by default and not in `actionTable`, so the default `canPerformAction` claims none of
    // them: a responder offers one when its class declares it (`.on(.copy, MyView.copy)`) or its
    // `canPerformAction` override approves it. Either way, performing the standard selector calls
    // the method, so an override runs (see `standardEditActionTable`). A text field's and a text
    // view's are their editor's (`builtInTextEditor`), written once in TextEditor+EditActions.swift.

    open func cut(_ sender: Any?) { builtInTextEditor?.performCut() }
    open func copy(_ sender: Any?) { builtInTextEditor?.performCopy() }
    open func paste(_ sender: Any?) { builtInTextEditor?.performPaste() }
    open func pasteAndMatchStyle(_ sender: Any?) {}
    open func select(_ sender: Any?) { builtInTextEditor?.performSelectWord() }
    open func selectAll(_ sender: Any?) { builtInTextEditor?.performSelectAll() }
    open func delete(_ sender: Any?) { builtInTextEditor?.performDelete() }
    open func makeTextWritingDirectionLeftToRight(_ sender: Any?) {}
    open func makeTextWritingDirectionRightToLeft(_ sender: Any?) {}
    open func toggleBoldface(_ sender: Any?) {}
    open func toggleItalics(_ sender: Any?) {}
    open func toggleUnderline(_ sender: Any?) {}
    open func increaseSize(_ sender: Any?) {}
    open func decreaseSize(_ sender: Any?) {}

    /// What performing a standard edit selector calls on a responder whose table has no entry for
    /// it: the method above, dispatched dynamically to the override. Kept apart from
    /// `actionTable`, which says what a class *declares*; UIKit asks `respondsToSelector:`, which
    /// a Swift class cannot answer for an override, so declaring stays the table's (or
    /// `canPerformAction`'s) job and only performing falls back to the method.
    static let standardEditActionTable = ActionTable()
        .on(.cut, UIResponder.cut).on(.copy, UIResponder.copy).on(.paste, UIResponder.paste)
        .on(.pasteAndMatchStyle, UIResponder.pasteAndMatchStyle).on(.select, UIResponder.select)
        .on(.selectAll, UIResponder.selectAll).on(.delete, UIResponder.delete)
        .on(.makeTextWritingDirectionLeftToRight, UIResponder.makeTextWritingDirectionLeftToRight)
        .on(.makeTextWritingDirectionRightToLeft, UIResponder.makeTextWritingDirectionRightToLeft)
        .on(.toggleBoldface, UIResponder.toggleBoldface).on(.toggleItalics, UIResponder.toggleItalics)
        .on(.toggleUnderline, UIResponder.toggleUnderline).on(.increaseSize, UIResponder.increaseSize)
        .on(.decreaseSize, UIResponder.decreaseSize)

    // MARK: Identity

    nonisolated public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool {
        lhs === rhs
    }

    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    open var description: String {
        "<\(type(of: self)): \(objectAddress(self))>"
    }

    // MARK: Nib loading

    /// Called on an object built from an archive (a nib or storyboard) once the whole archive is
    /// built and connected; overrides call `super.awakeFromNib()` and finish setting up there.
    ///
    /// Scanout loads no nibs or storyboards (`init?(coder:)` returns nil), so it never calls this
    /// method itself: it exists so that UIKit code overriding it compiles. Code ported from a
    /// storyboard that builds its views in code can call it once they are built, as the archive
    /// loader would.
    open func awakeFromNib() {}

    // MARK: Undo, key commands and input views

    /// The undo manager for this responder: by default the one `next` returns. Windows own one;
    /// a text field or text view being edited returns its own.
    open var undoManager: UndoManager? {
        if let editor = builtInTextEditor, isFirstResponder { return editor.undoManager }
        return next?.undoManager
    }

    /// Key combinations this responder handles while it is on the chain from the first responder.
    /// By default the ones a view controller added with `addKeyCommand(_:)` (nil when none), and
    /// a text field's or text view's Cut, Copy, Paste and Select All while it is first responder;
    /// an override replaces them unless it includes `super.keyCommands`, as in UIKit.
    open var keyCommands: [UIKeyCommand]? {
        let added = addedKeyCommands.isEmpty ? nil : addedKeyCommands
        guard builtInTextEditor != nil, isFirstResponder else { return added }
        return TextEditor.editKeyCommands + (added ?? [])
    }

    /// What `UIViewController.addKeyCommand(_:)` added. Kept here because an extension cannot add
    /// storage and `keyCommands` must answer it; only view controllers offer the methods.
    var addedKeyCommands: [UIKeyCommand] = []

    /// A view shown instead of the system keyboard while this object is first responder.
    open var inputView: UIView? { nil }

    /// A view shown on top of the keyboard (or `inputView`) while this object is first responder.
    open var inputAccessoryView: UIView? { nil }

    /// Like `inputView`, managed by a view controller.
    open var inputViewController: UIInputViewController? { nil }

    /// The keyboard's input mode for this responder: the one showing when it takes text
    /// (`UIKeyInput`), nil otherwise. Override it to return one of
    /// `UITextInputMode.activeInputModes`, and the keyboard switches to that one when this
    /// responder becomes first responder, as in UIKit.
    open var textInputMode: UITextInputMode? {
        self is UIKeyInput ? UIApplication.shared.inputViewHost.inputModes.current : nil
    }

    /// Like `inputAccessoryView`, managed by a view controller.
    open var inputAccessoryViewController: UIInputViewController? { nil }

    /// Swaps in this responder's input views again, at once and without animation, after it
    /// changed what `inputView`, `inputAccessoryView` or the keyboard traits return. Does nothing
    /// unless this object is first responder.
    open func reloadInputViews() {
        guard isFirstResponder, let application = firstResponderContext?.application else { return }
        application.inputViewHost.update(for: self, animated: false)
    }

    // MARK: User activity

    /// The activity this responder contributes to. Setting it associates the responder, so it is
    /// asked to `updateUserActivityState(_:)` when the activity needs saving.
    open var userActivity: NSUserActivity? {
        get { storedUserActivity }
        set {
            storedUserActivity?.removeResponder(self)
            storedUserActivity = newValue
            newValue?.addResponder(self)
        }
    }

    /// Adds this responder's state to `activity`. Does nothing by default.
    open func updateUserActivityState(_ activity: NSUserActivity) {}

    /// Restores state from `activity`. Does nothing by default.
    open func restoreUserActivityState(_ activity: NSUserActivity) {}

    // MARK: Accessibility actions (UIKit declares them on NSObject)

    /// Assistive technology's "go back" (VoiceOver's two-finger Z scrub, a keypad's back key):
    /// dismiss, cancel or pop, and return true. False by default; the request then goes on to the
    /// next container or responder, and alerts, presented controllers and navigation controllers
    /// do what UIKit does (see `AccessibilityActions`).
    open func accessibilityPerformEscape() -> Bool { false }

    /// Assistive technology's "most important action" (VoiceOver's two-finger double tap): play,
    /// pause, answer. False by default; the request goes on up to the app delegate.
    open func accessibilityPerformMagicTap() -> Bool { false }

    // MARK: - Internal

    /// First-responder status was taken away although `resignFirstResponder()` refused (the
    /// responder left its window, or `endEditing(true)` forced it). Text fields end editing here.
    func lostFirstResponderWithoutResigning() {}

    /// The editing engine of a text field or text view; nil for other responders. The defaults
    /// above use it for what both would otherwise override alike — the standard edit actions,
    /// `canPerformAction`, `undoManager`, `keyCommands` and the editing keys — since Swift puts no
    /// override in a protocol extension and their superclasses differ.
    var builtInTextEditor: TextEditor? { nil }

    /// Whether this responder, taking text (`UIKeyInput`) and having no `inputView`, brings up the
    /// system keyboard. A text view that is selectable but not editable does not.
    var showsSystemKeyboard: Bool { true }

    /// The window this responder would be first responder in, and its application.
    /// Views answer with their window; view controllers with their view's window.
    var firstResponderContext: (window: UIWindow, application: UIApplication?)? { nil }
}

/// `0x…` for an object, as UIKit descriptions show it.
func objectAddress(_ object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
}
