import FoundationEssentials

/// The app as assistive technology reads it: the accessibility elements of the visible windows in
/// reading order, each a snapshot (`AccessibilityNode`).
@preconcurrency @MainActor
enum AccessibilityTree {
    /// The elements of `windows` (frontmost first, as `UIApplication` orders them) in reading
    /// order: top to bottom, then leading to trailing.
    static func nodes(in windows: [UIWindow]) -> [AccessibilityNode] {
        var found: [AccessibilityNode] = []
        func visit(_ view: UIView) {
            guard !view.isHidden, view.alpha > 0.01 else { return }
            if view.isAccessibilityElement {
                found.append(node(for: view))
                return
            }
            for subview in view.subviews { visit(subview) }
        }
        for window in windows.reversed() where !window.isHidden { visit(window) }
        return found
    }

    /// The frontmost element whose frame holds `point` (screen coordinates), if any.
    static func node(at point: CGPoint, in windows: [UIWindow]) -> AccessibilityNode? {
        nodes(in: windows).last { $0.frame.contains(point) }
    }

    private static func node(for view: UIView) -> AccessibilityNode {
        var frame = view.bounds
        if let window = view.window {
            frame = view.convert(view.bounds, to: window).offsetBy(dx: window.frame.minX, dy: window.frame.minY)
        }
        return AccessibilityNode(
            element: view, label: view.accessibilityLabel, value: view.accessibilityValue,
            hint: view.accessibilityHint, traits: view.accessibilityTraits, frame: frame,
            activationPoint: CGPoint(x: frame.midX, y: frame.midY), language: nil)
    }
}
