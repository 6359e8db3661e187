/// What assistive technology asks of an element: activation, adjustment, scrolling, escape and
/// the magic tap, each sent to the element and, where UIKit does, on up its containers.
@preconcurrency @MainActor
enum AccessibilityActions {
    static func activate(_ element: AnyObject) -> Bool { false }
    static func increment(_ element: AnyObject) {}
    static func decrement(_ element: AnyObject) {}
    static func scroll(_ element: AnyObject, _ direction: UIAccessibilityScrollDirection) -> Bool { false }
    static func performEscape(from element: AnyObject) -> Bool { false }
    static func performMagicTap(from element: AnyObject) -> Bool { false }
}
