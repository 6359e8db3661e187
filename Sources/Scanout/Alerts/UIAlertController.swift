/// An alert (a message with choices, centred over a dimmed screen) or an action sheet (a list of
/// choices from the bottom of a compact screen, a popover on a regular-width one).
///
/// Behaves as UIKit's; present it with `present(_:animated:completion:)`:
///
/// ```swift
/// let alert = UIAlertController(title: "Delete visitor?", message: nil, preferredStyle: .alert)
/// alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
/// alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in list.remove(visitor) })
/// present(alert, animated: true)
/// ```
///
/// Choosing an action (a tap, Return for the preferred action, Escape for the cancel action)
/// dismisses the alert and runs the action's handler once the dismissal has ended — UIKit's docs
/// do not say when, and UIKit runs it after the alert is gone, which is what lets a handler present
/// another alert. A disabled action ignores taps and keys. A tap outside an action sheet chooses
/// its cancel action (in a popover, dismisses it even without one); a tap outside an alert does
/// nothing. An alert's first text field becomes first responder as it appears (the keyboard
/// comes up and the alert moves above it); with no text field the alert controller itself
/// becomes first responder, so Return and Escape from a hardware keyboard reach it.
///
/// An action sheet on a regular-width screen must have `popoverPresentationController.sourceView`
/// set: UIKit raises an exception without one, Scanout stops with a message saying what to set.
/// Main actor.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// An alert or an action sheet.
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert
    }

    /// Whether this is an alert or an action sheet; fixed at creation.
    public private(set) var preferredStyle: Style = .alert
    /// The text under the title.
    open var message: String? {
        didSet { alertView?.contentDidChange() }
    }
    /// The actions, in the order added.
    public private(set) var actions: [UIAlertAction] = []
    /// The action Return performs, drawn bold. Must be one of `actions`.
    open var preferredAction: UIAlertAction? {
        didSet {
            if let preferredAction {
                precondition(
                    actions.contains { $0 === preferredAction },
                    "\(preferredAction) is not one of this alert's actions; add it with addAction(_:) first.")
            }
            alertView?.contentDidChange()
        }
    }
    private var fields: [UITextField] = []
    /// Set once an action was chosen, so a second tap during the dismissal chooses nothing.
    private var chosenAction: UIAlertAction?

    /// An alert or action sheet with `title` and `message` (either may be nil).
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    open override var title: String? {
        didSet { alertView?.contentDidChange() }
    }

    /// An alert controller's presentation style is its own: `.custom` for an alert, `.popover` for
    /// an action sheet (which adapts to a sheet from the bottom on compact widths). Setting it does
    /// nothing.
    open override var modalPresentationStyle: UIModalPresentationStyle {
        get { preferredStyle == .alert ? .custom : .popover }
        set {}
    }

    /// The alert's text fields, in the order added; nil when it has none.
    public var textFields: [UITextField]? { fields.isEmpty ? nil : fields }

    /// Adds `action`. An alert controller has at most one `.cancel` action.
    open func addAction(_ action: UIAlertAction) {
        precondition(
            action.style != .cancel || !actions.contains { $0.style == .cancel },
            "\(self) already has a cancel action; an alert controller can have only one action of style .cancel.")
        actions.append(action)
        alertView?.contentDidChange()
    }

    /// Adds a text field (alerts only), configured by `configurationHandler` before it is shown.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        precondition(
            preferredStyle == .alert,
            "Text fields can only be added to an alert controller of style .alert, not .actionSheet.")
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.font = .systemFont(ofSize: 13)
        field.backgroundColor = .systemBackground
        fields.append(field)
        configurationHandler?(field)
        alertView?.contentDidChange()
    }

    open override func loadView() {
        view = AlertView(controller: self)
    }

    open override var canBecomeFirstResponder: Bool { true }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        // The keyboard goes with the alert.
        viewIfLoaded?.endEditing(true)
        if isFirstResponder { resignFirstResponder() }
    }

    // MARK: Keys

    /// Return performs the preferred action (or the only default-style action), Escape the cancel
    /// action, while the alert is on the responder chain.
    open override var keyCommands: [UIKeyCommand]? {
        guard presentingViewController != nil else { return super.keyCommands }
        return [
            UIKeyCommand(input: "\r", modifierFlags: [], action: .performAlertReturnAction),
            UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: .performAlertCancelAction),
        ] + (super.keyCommands ?? [])
    }

    open override class var actionTable: ActionTable {
        super.actionTable
            .on(.performAlertReturnAction, UIAlertController.performReturnAction)
            .on(.performAlertCancelAction, UIAlertController.performCancelAction)
    }

    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        switch action {
        case .performAlertReturnAction: returnAction?.isEnabled == true
        case .performAlertCancelAction: cancelAction?.isEnabled == true
        default: super.canPerformAction(action, withSender: sender)
        }
    }

    // MARK: - Internal

    /// The size of the alert's panels at `width` for the layout its presentation chose.
    func contentSize(forWidth width: CGFloat) -> CGSize {
        let layout = storedPresentationController?.layout ?? (preferredStyle == .alert ? .alert : .actionSheet)
        return (view as? AlertView)?.contentSize(forWidth: width, layout: layout) ?? .zero
    }

    /// Chooses `action`: dismisses the alert, then runs the handler.
    func select(_ action: UIAlertAction) {
        guard action.isEnabled, chosenAction == nil else { return }
        chosenAction = action
        guard presentingViewController != nil else {
            chosenAction = nil
            action.handler?(action)
            return
        }
        dismiss(animated: true) { [weak self] in
            self?.chosenAction = nil
            action.handler?(action)
        }
    }

    /// A tap outside: an action sheet chooses its cancel action (a popover goes away even
    /// without one); an alert stays.
    func wasTappedOutside() {
        guard preferredStyle == .actionSheet, chosenAction == nil else { return }
        if let cancelAction {
            select(cancelAction)
        } else if storedPresentationController?.layout == .popover {
            dismiss(animated: true)
        }
    }

    /// The view is in the window: the first text field (or the alert) takes the keyboard focus.
    func presentationDidPlaceView() {
        if let field = fields.first {
            field.becomeFirstResponder()
        } else {
            becomeFirstResponder()
        }
    }

    /// An action sheet shown as a popover needs something to point at.
    func checkPopoverSource(_ presentation: UIPresentationController) {
        guard presentation.layout == .popover,
            let popover = presentation as? UIPopoverPresentationController, popover.sourceView == nil
        else { return }
        preconditionFailure(
            "\(self) is an action sheet presented on a regular-width screen, where it shows as a popover: set "
                + "alert.popoverPresentationController?.sourceView (and sourceRect) to the view it comes from "
                + "before presenting it.")
    }

    // MARK: - Private

    private var alertView: AlertView? { viewIfLoaded as? AlertView }

    private var cancelAction: UIAlertAction? { actions.first { $0.style == .cancel } }

    /// What Return chooses: the preferred action, else the only default-style action.
    private var returnAction: UIAlertAction? {
        if let preferredAction { return preferredAction }
        let defaults = actions.filter { $0.style == .default }
        return defaults.count == 1 ? defaults[0] : nil
    }

    private func performReturnAction(_ sender: Any?) {
        if let returnAction { select(returnAction) }
    }

    private func performCancelAction(_ sender: Any?) {
        if let cancelAction { select(cancelAction) }
    }
}

extension Selector {
    /// An alert's Return key command.
    static let performAlertReturnAction = Selector("_performAlertReturnAction:")
    /// An alert's Escape key command.
    static let performAlertCancelAction = Selector("_performAlertCancelAction:")
}
