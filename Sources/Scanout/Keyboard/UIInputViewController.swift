/// A view controller that manages an input view or an input accessory view: return one from a
/// responder's `inputViewController` or `inputAccessoryViewController`. Its `view` (or
/// `inputView`) is what the input-view host shows. Main actor.
@preconcurrency @MainActor
open class UIInputViewController: UIViewController {
    /// The view shown as the input view; the controller's `view` unless set.
    open override var inputView: UIView? {
        get { storedInputView ?? view }
        set { storedInputView = newValue }
    }

    private var storedInputView: UIView?
}
