/// What a text view asks and tells its delegate, beyond what a scroll view's delegate hears.
/// Every method is optional (has a default that allows everything). Set it as the text view's
/// `delegate`. Main actor.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether an editable text view may become first responder. True by default.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Whether the text view may stop being first responder. True by default.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether typing, deleting, pasting or Return (`"\n"`) may replace `range` (UTF-16) with
    /// `text`. True by default; returning false for `"\n"` is how apps make Return end editing.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The text changed by editing (not by setting `text` in code).
    func textViewDidChange(_ textView: UITextView)
    /// The selection or caret moved, by the user or by setting `selectedRange`.
    func textViewDidChangeSelection(_ textView: UITextView)
    /// Whether a tapped link opens (by default through `UIApplication.open(_:)`). True by default.
    func textView(
        _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
        interaction: UITextItemInteraction
    ) -> Bool
    /// The action a tapped link or attachment performs (iOS 17): `defaultAction` by default; nil
    /// does nothing.
    func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction) -> UIAction?
    /// The edit menu for the text in `range` (UTF-16): `suggestedActions` are Cut, Copy, Paste
    /// and the rest the text view can do now. Nil (the default) shows those; an empty menu shows
    /// none.
    func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement])
        -> UIMenu?
    /// The edit menu is about to show.
    func textView(_ textView: UITextView, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating)
    /// The edit menu is about to go.
    func textView(_ textView: UITextView, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
    public func textView(
        _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
        interaction: UITextItemInteraction
    ) -> Bool {
        true
    }
    public func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction)
        -> UIAction?
    {
        defaultAction
    }
    public func textView(
        _ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]
    ) -> UIMenu? { nil }
    public func textView(
        _ textView: UITextView, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating
    ) {}
    public func textView(
        _ textView: UITextView, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating
    ) {}
}
