// Ending editing from a container view: a "Done" button's usual action.

extension UIView {
    /// Makes the first responder resign when it is this view or one of its subviews (a text field
    /// being edited, typically). With `force`, it resigns even if it (or its delegate) refuses.
    /// Returns whether no such first responder remains.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let application = window?.application, let responder = application.firstResponder else { return true }
        let isInside: Bool
        if let view = responder as? UIView {
            isInside = view.isDescendant(of: self)
        } else if let controller = responder as? UIViewController, let view = controller.viewIfLoaded {
            isInside = view.isDescendant(of: self)
        } else {
            isInside = false
        }
        guard isInside else { return true }
        if responder.resignFirstResponder(), application.firstResponder !== responder { return true }
        guard force else { return false }
        application.setFirstResponder(nil)
        responder.lostFirstResponderWithoutResigning()
        return true
    }
}
