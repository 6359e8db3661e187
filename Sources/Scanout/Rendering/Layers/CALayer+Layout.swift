// Layers' layout and display passes. A view's layer is laid out with its view: after the view's
// `layoutSubviews()` in the layout pass, the view's `layoutSublayers(of:)` runs, then every layer
// added to it (and below those) that is marked has its `layoutSublayers()` run, and its
// `display()` when `setNeedsDisplay()` marked it. A layer outside any window is laid out by
// `layoutIfNeeded()`.

extension CALayer {
    /// The view that holds the layer: its own, or the nearest view's layer above it.
    var hostView: UIView? {
        var layer: CALayer? = self
        while let current = layer {
            if let view = current.backingView { return view }
            layer = current.ownSuperlayer ?? current.maskedLayerLink
        }
        return nil
    }

    /// Lays out this layer (a layer without a view) if marked, then its added sublayers.
    func layoutStandaloneIfNeeded() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            layoutSublayers()
        }
        displayIfNeeded()
        layoutAddedSublayersIfNeeded()
    }

    /// Lays out and displays the marked layers added to this one, depth first. Layer trees are
    /// shallow (what the app builds), so recursion is bounded by them.
    func layoutAddedSublayersIfNeeded() {
        for sublayer in addedSublayers where sublayer.backingView == nil {
            sublayer.layoutStandaloneIfNeeded()
        }
        mask?.layoutStandaloneIfNeeded()
    }
}
