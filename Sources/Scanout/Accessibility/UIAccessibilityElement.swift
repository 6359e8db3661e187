import FoundationEssentials

/// An element assistive technology can land on that is not a view: a part of a view that draws
/// several things (a chart's bars, a calendar's days), listed in its container's
/// `accessibilityElements`.
///
/// ```swift
/// let bar = UIAccessibilityElement(accessibilityContainer: chartView)
/// bar.accessibilityLabel = "March"
/// bar.accessibilityValue = "42 visits"
/// bar.accessibilityFrameInContainerSpace = barRect
/// chartView.accessibilityElements = [bar]
/// ```
///
/// Behaves as UIKit's `UIAccessibilityElement`: it is an element by default, its frame follows
/// its container when given in the container's space (`accessibilityFrameInContainerSpace`), and
/// it holds its container weakly. Every member can be overridden. Main actor.
///
/// Difference: UIKit's inherits from `NSObject`; Scanout's is a main-actor class with
/// `NSObjectProtocol`, as `UIResponder` is.
@preconcurrency @MainActor
open class UIAccessibilityElement: NSObjectProtocol, @MainActor CustomStringConvertible {
    /// The view or element that lists this one; weak, as UIKit holds it.
    open weak var accessibilityContainer: AnyObject?

    private let storage = AccessibilityStorage()

    /// An element inside `container` (a view, or another element).
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
    }

    open var isAccessibilityElement: Bool {
        get { storage.isElement ?? true }
        set { storage.isElement = newValue }
    }
    open var accessibilityLabel: String? {
        get { storage.label }
        set { storage.label = newValue }
    }
    open var accessibilityHint: String? {
        get { storage.hint }
        set { storage.hint = newValue }
    }
    open var accessibilityValue: String? {
        get { storage.value }
        set { storage.value = newValue }
    }
    open var accessibilityTraits: UIAccessibilityTraits {
        get { storage.traits ?? .none }
        set { storage.traits = newValue }
    }
    open var accessibilityIdentifier: String?
    open var accessibilityLanguage: String? {
        get { storage.language }
        set { storage.language = newValue }
    }
    open var accessibilityAttributedLabel: NSAttributedString? {
        get { accessibilityLabel.map { NSAttributedString(string: $0) } }
        set { accessibilityLabel = newValue?.string }
    }
    open var accessibilityAttributedValue: NSAttributedString? {
        get { accessibilityValue.map { NSAttributedString(string: $0) } }
        set { accessibilityValue = newValue?.string }
    }
    open var accessibilityAttributedHint: NSAttributedString? {
        get { accessibilityHint.map { NSAttributedString(string: $0) } }
        set { accessibilityHint = newValue?.string }
    }

    /// The frame in the container's coordinates; when set (not empty), `accessibilityFrame`
    /// follows the container as it moves.
    open var accessibilityFrameInContainerSpace: CGRect = .zero

    /// Where the element is in screen coordinates: `accessibilityFrameInContainerSpace` converted
    /// through the container when set, else the frame set here.
    open var accessibilityFrame: CGRect {
        get {
            if accessibilityFrameInContainerSpace != .zero, let container = accessibilityContainer {
                let inContainer = accessibilityFrameInContainerSpace.finiteForAccessibility
                if let view = container as? UIView {
                    return UIAccessibility.convertToScreenCoordinates(inContainer, in: view)
                }
                if let element = container as? UIAccessibilityElement {
                    let origin = element.accessibilityFrame.origin
                    return inContainer.offsetBy(dx: origin.x, dy: origin.y)
                }
            }
            return storage.frame ?? .zero
        }
        set { storage.frame = newValue }
    }
    open var accessibilityActivationPoint: CGPoint {
        get { storage.activationPoint ?? accessibilityFrame.centreForAccessibility }
        set { storage.activationPoint = newValue }
    }
    open var accessibilityPath: UIBezierPath? {
        get { storage.path }
        set { storage.path = newValue }
    }

    // Containers: an element may list elements of its own.
    open var accessibilityElements: [Any]? {
        get { storage.elements }
        set { storage.elements = newValue }
    }
    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
    open func index(ofAccessibilityElement element: Any) -> Int {
        accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
    }
    open var accessibilityContainerType: UIAccessibilityContainerType {
        get { storage.containerType ?? .none }
        set { storage.containerType = newValue }
    }
    open var accessibilityElementsHidden: Bool {
        get { storage.elementsHidden ?? false }
        set { storage.elementsHidden = newValue }
    }
    open var accessibilityViewIsModal: Bool {
        get { storage.viewIsModal ?? false }
        set { storage.viewIsModal = newValue }
    }
    open var shouldGroupAccessibilityChildren: Bool {
        get { storage.groupsChildren ?? false }
        set { storage.groupsChildren = newValue }
    }
    open var accessibilityRespondsToUserInteraction: Bool {
        get { storage.respondsToUserInteraction ?? false }
        set { storage.respondsToUserInteraction = newValue }
    }
    open var accessibilityUserInputLabels: [String]! {
        get { storage.userInputLabels ?? accessibilityLabel.map { [$0] } ?? [] }
        set { storage.userInputLabels = newValue }
    }
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { storage.customActions }
        set { storage.customActions = newValue }
    }
    open var accessibilityCustomRotors: [UIAccessibilityCustomRotor]? {
        get { storage.customRotors }
        set { storage.customRotors = newValue }
    }

    // Actions: none by default; override them.
    open func accessibilityActivate() -> Bool { false }
    open func accessibilityIncrement() {}
    open func accessibilityDecrement() {}
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }
    open func accessibilityPerformEscape() -> Bool { false }
    open func accessibilityPerformMagicTap() -> Bool { false }

    open var description: String {
        "<UIAccessibilityElement: \(objectAddress(self)); label = \(accessibilityLabel ?? "nil")>"
    }
}
