// Hit-testing: finding the view a touch lands in (BEHAVIOUR.md section 2).

extension UIView {
    /// UIKit's algorithm: a view that takes no touches, or that the point is outside of, answers
    /// nil for its whole subtree; otherwise subviews are asked front to back (last to first), each
    /// with the point converted into its coordinates, and the first answer wins; otherwise the view
    /// itself. Because `point(inside:with:)` gates the subtree, a subview's part that sticks out of
    /// its superview gets no touches unless an override routes them.
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard acceptsTouches, self.point(inside: point, with: event) else { return nil }
        for subview in storedSubviews.reversed() {
            if let hit = subview.hitTest(subview.convertFromSuperview(point), with: event) {
                return hit
            }
        }
        return self
    }
}
