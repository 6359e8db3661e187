import FoundationEssentials

/// One thing assistive technology can land on, read out of the app at one moment: a view that is
/// an accessibility element, or a `UIAccessibilityElement` an app or a container made.
///
/// A node is a snapshot of what the element says (label, value, traits, where it is) plus the
/// element itself, so the screen reader can ask it to act and can find it again after the tree is
/// read anew (`element` is compared by identity). Frames and points are in screen coordinates.
@preconcurrency @MainActor
package struct AccessibilityNode {
    /// The view or accessibility element this node stands for.
    package let element: AnyObject
    package var label: String?
    package var value: String?
    package var hint: String?
    package var traits: UIAccessibilityTraits
    /// Where the element is on the screen.
    package var frame: CGRect
    /// Where a double tap lands when the element does not activate itself.
    package var activationPoint: CGPoint
    /// The language to speak the element in (BCP 47); nil for the app's.
    package var language: String?
    /// The element's custom actions, in order.
    package var customActions: [UIAccessibilityCustomAction] = []

    /// Whether this node stands for `object`.
    package func represents(_ object: AnyObject) -> Bool { element === object }

    /// Asks the element to do what a double tap does; false when it did not (the screen reader
    /// then taps its activation point).
    package func activate() -> Bool {
        AccessibilityActions.activate(element)
    }

    /// Raises an adjustable element's value by one step.
    package func increment() { AccessibilityActions.increment(element) }

    /// Lowers an adjustable element's value by one step.
    package func decrement() { AccessibilityActions.decrement(element) }

    /// Asks the element, then its containers, to scroll by a page; false when none did.
    package func scroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        AccessibilityActions.scroll(element, direction)
    }

    /// Asks the element, then its containers, to go back (dismiss an alert, pop); false when none did.
    package func performEscape() -> Bool { AccessibilityActions.performEscape(from: element) }

    /// Performs the custom action named `name`; false when there is none or it failed.
    package func performCustomAction(named name: String) -> Bool {
        guard let action = customActions.first(where: { $0.name == name }) else { return false }
        return action.perform()
    }

    /// Asks the element, then its containers and the app, for the most important action.
    package func performMagicTap() -> Bool { AccessibilityActions.performMagicTap(from: element) }
}
