import Scanout

/// The app as assistive technology reads it, for tests: the accessibility elements of the shown
/// windows in reading order (what a screen reader would move through with swipes), and the
/// actions a screen reader performs on them, by label.
///
/// ```swift
/// #expect(host.accessibilityElements.map(\.label) == ["Visitors", "Check In"])
/// try host.accessibilityActivate("Check In")
/// ```
extension TestHost {
    /// One element as assistive technology sees it. Frames are in screen coordinates.
    public struct AccessibilityElement: CustomStringConvertible {
        public let label: String?
        public let value: String?
        public let hint: String?
        public let traits: UIAccessibilityTraits
        public let frame: CGRect
        public let activationPoint: CGPoint
        /// The names of the element's custom actions, in order.
        public let customActionNames: [String]
        /// The view or `UIAccessibilityElement` itself.
        public let object: AnyObject

        public var description: String {
            [label, value, hint].compactMap { $0 }.joined(separator: ", ") + " \(traits.rawValue)"
        }
    }

    /// The elements of the shown windows in reading order, once pending layout has run.
    public var accessibilityElements: [AccessibilityElement] {
        accessibilityNodes().map {
            AccessibilityElement(
                label: $0.label, value: $0.value, hint: $0.hint, traits: $0.traits, frame: $0.frame,
                activationPoint: $0.activationPoint, customActionNames: $0.customActions.map(\.name),
                object: $0.element)
        }
    }

    /// The first element in reading order labelled `label`.
    public func accessibilityElement(labelled label: String) -> AccessibilityElement? {
        accessibilityElements.first { $0.label == label }
    }

    /// Does what a screen reader's double tap does to the element labelled `label`: its
    /// `accessibilityActivate()`, or when that declines, a tap at its activation point. The loop
    /// runs afterwards.
    public func accessibilityActivate(_ label: String) throws(ElementNotFound) {
        let node = try accessibilityNode(labelled: label)
        if !node.activate() {
            tap(at: node.activationPoint)
        }
        drain()
    }

    /// A screen reader's swipe up on an adjustable element.
    public func accessibilityIncrement(_ label: String) throws(ElementNotFound) {
        try accessibilityNode(labelled: label).increment()
        drain()
    }

    /// A screen reader's swipe down on an adjustable element.
    public func accessibilityDecrement(_ label: String) throws(ElementNotFound) {
        try accessibilityNode(labelled: label).decrement()
        drain()
    }

    /// A screen reader's three-finger swipe from the element labelled `label`; whether anything
    /// scrolled.
    @discardableResult
    public func accessibilityScroll(_ direction: UIAccessibilityScrollDirection, from label: String)
        throws(ElementNotFound) -> Bool
    {
        let scrolled = try accessibilityNode(labelled: label).scroll(direction)
        drain()
        return scrolled
    }

    /// A screen reader's escape (two-finger Z) from the element labelled `label`, or from the
    /// first element when nil; whether anything went back.
    @discardableResult
    public func accessibilityPerformEscape(from label: String? = nil) throws(ElementNotFound) -> Bool {
        let node = try accessibilityNode(labelledOrFirst: label)
        let escaped = node.performEscape()
        drain()
        return escaped
    }

    /// A screen reader's magic tap (two-finger double tap) from the element labelled `label`, or
    /// the first element when nil; whether anything handled it.
    @discardableResult
    public func accessibilityPerformMagicTap(from label: String? = nil) throws(ElementNotFound) -> Bool {
        let node = try accessibilityNode(labelledOrFirst: label)
        let handled = node.performMagicTap()
        drain()
        return handled
    }

    /// Performs the custom action `name` of the element labelled `label`; whether it succeeded.
    @discardableResult
    public func accessibilityPerformCustomAction(_ name: String, on label: String) throws(ElementNotFound) -> Bool {
        let performed = try accessibilityNode(labelled: label).performCustomAction(named: name)
        drain()
        return performed
    }

    private func accessibilityNodes() -> [AccessibilityNode] {
        drain()
        return AccessibilityTree.nodes(in: application.windows.reversed())
    }

    /// The element labelled `label`, or the first in reading order when `label` is nil.
    private func accessibilityNode(labelledOrFirst label: String?) throws(ElementNotFound) -> AccessibilityNode {
        if let label { return try accessibilityNode(labelled: label) }
        guard let first = accessibilityNodes().first else {
            throw ElementNotFound(label: "(any element)", visibleLabels: [])
        }
        return first
    }

    private func accessibilityNode(labelled label: String) throws(ElementNotFound) -> AccessibilityNode {
        let nodes = accessibilityNodes()
        guard let node = nodes.first(where: { $0.label == label }) else {
            throw ElementNotFound(label: label, visibleLabels: nodes.compactMap(\.label))
        }
        return node
    }
}
