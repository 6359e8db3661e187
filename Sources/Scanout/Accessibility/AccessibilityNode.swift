import FoundationEssentials

/// One thing assistive technology can land on, read out of the app at one moment: a view that is
/// an accessibility element, or a `UIAccessibilityElement` an app or a container made.
///
/// A node is a snapshot of what the element says (label, value, traits, where it is) plus the
/// element itself, so the screen reader can ask it to act and can find it again after the tree is
/// read anew (`element` is compared by identity). Frames and points are in screen coordinates.
@preconcurrency @MainActor
struct AccessibilityNode {
    /// The view or accessibility element this node stands for.
    let element: AnyObject
    var label: String?
    var value: String?
    var hint: String?
    var traits: UIAccessibilityTraits
    /// Where the element is on the screen.
    var frame: CGRect
    /// Where a double tap lands when the element does not activate itself.
    var activationPoint: CGPoint
    /// The language to speak the element in (BCP 47); nil for the app's.
    var language: String?

    /// Whether this node stands for `object`.
    func represents(_ object: AnyObject) -> Bool { element === object }

    /// Asks the element to do what a double tap does; false when it did not (the screen reader
    /// then taps its activation point).
    func activate() -> Bool {
        AccessibilityActions.activate(element)
    }

    /// Raises an adjustable element's value by one step.
    func increment() { AccessibilityActions.increment(element) }

    /// Lowers an adjustable element's value by one step.
    func decrement() { AccessibilityActions.decrement(element) }

    /// Asks the element, then its containers, to scroll by a page; false when none did.
    func scroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        AccessibilityActions.scroll(element, direction)
    }

    /// Asks the element, then its containers, to go back (dismiss an alert, pop); false when none did.
    func performEscape() -> Bool { AccessibilityActions.performEscape(from: element) }

    /// Asks the element, then its containers and the app, for the most important action.
    func performMagicTap() -> Bool { AccessibilityActions.performMagicTap(from: element) }
}
