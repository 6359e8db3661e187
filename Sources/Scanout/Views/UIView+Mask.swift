extension UIView {
    /// A view whose alpha masks this view's content: this view (its background, drawing and
    /// subviews) shows where the mask view is opaque and not where it is clear, as in UIKit. The
    /// mask view's frame is in this view's coordinates; it is not in the view hierarchy (no
    /// superview, no touches) and is drawn only for its alpha — its background, `draw(_:)`,
    /// layer and subviews, at its own alpha. Kept strongly; nil (the default) masks nothing.
    ///
    /// ```swift
    /// let fade = UIView(frame: label.bounds)   // a gradient-layered view fades the label out
    /// label.mask = fade
    /// ```
    ///
    /// The same as setting `layer.mask` to the mask view's layer, which UIKit does too. A view
    /// cannot mask itself or a view in its own chain of masks (ignored, with a warning); a view
    /// that is in a window cannot be a mask (UIKit's rule: it is taken out of its superview).
    public var mask: UIView? {
        // Nil once the layer's mask was set to something else directly.
        get { storedMaskView.flatMap { storedLayer?.mask === $0.storedLayer ? $0 : nil } }
        set {
            guard newValue !== storedMaskView || layer.mask !== newValue?.storedLayer else { return }
            let layer = self.layer
            layer.mask = newValue?.layer
            // The layer refused it (a cycle of masks): so does the view.
            guard layer.mask === newValue?.storedLayer else { return }
            // As UIKit: a mask view lives outside the hierarchy.
            if let newValue, newValue.storedSuperview != nil { newValue.removeFromSuperview() }
            storedMaskView = newValue
        }
    }
}
