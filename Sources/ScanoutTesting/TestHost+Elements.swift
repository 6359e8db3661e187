import Scanout

/// Views found by what they say they are, the way a person finds "the Sign Out button" on screen:
/// accessibility elements (`isAccessibilityElement`: labels and controls, or views that say so) by
/// their `accessibilityLabel` (a label's text, a button's title, or what the view sets).
extension TestHost {
    /// No visible view is labelled with the text asked for.
    public struct ElementNotFound: Error, CustomStringConvertible {
        public let label: String
        /// The labels of the visible elements, front to back.
        public let visibleLabels: [String]

        public var description: String {
            if visibleLabels.isEmpty {
                return "Nothing on screen is labelled \"\(label)\"; no labelled element is visible."
            }
            return "Nothing on screen is labelled \"\(label)\". Visible: "
                + visibleLabels.map { "\"\($0)\"" }.joined(separator: " ")
        }
    }

    /// The visible views whose `accessibilityLabel` is `label`, frontmost first. A view is visible
    /// when it and its ancestors are not hidden, are not fully transparent, and are in a shown window.
    public func elements(labelled label: String) -> [UIView] {
        visibleElements().filter { $0.accessibilityLabel == label }
    }

    /// The labels of the visible elements, frontmost first.
    public var visibleElementLabels: [String] {
        visibleElements().compactMap(\.accessibilityLabel)
    }

    /// Where the frontmost visible view labelled `label` is, in screen coordinates, once pending
    /// layout has run (as on a screen a person sees).
    public func frameOfElement(labelled label: String) -> CGRect? {
        guard let view = elements(labelled: label).first, let window = view.window else { return nil }
        let inWindow = view.convert(view.bounds, to: window)
        return inWindow.offsetBy(dx: window.frame.minX, dy: window.frame.minY)
    }

    /// Taps the centre of the frontmost visible view labelled `label` — a button by its title, a
    /// label by its text — as a finger would: whatever is on top at that point gets the touch.
    public func tap(_ label: String) throws(ElementNotFound) {
        guard let frame = frameOfElement(labelled: label) else {
            throw ElementNotFound(label: label, visibleLabels: visibleElementLabels)
        }
        tap(at: CGPoint(x: frame.midX, y: frame.midY))
    }

    /// Visible views with a label, front to back (windows front to back, later siblings first),
    /// as the screen shows them: the loop runs first, so pending layout has placed them.
    private func visibleElements() -> [UIView] {
        drain()
        var found: [UIView] = []
        func visit(_ view: UIView) {
            guard !view.isHidden, view.alpha > 0.01 else { return }
            // As for assistive technology, an element stands for everything inside it (a
            // button, not its title label).
            if view.isAccessibilityElement {
                if let label = view.accessibilityLabel, !label.isEmpty { found.append(view) }
                // A cell speaks for its content to assistive technology, but a test still finds
                // the texts in it one by one.
                guard view is UITableViewCell || view is UICollectionViewCell else { return }
            }
            for subview in view.subviews.reversed() { visit(subview) }
        }
        for window in application.windows.reversed() where !window.isHidden { visit(window) }
        return found
    }
}
