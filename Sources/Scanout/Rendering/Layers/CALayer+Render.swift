extension CALayer {
    /// Draws the layer and its sublayers (the view and its subviews) into `context`, in the
    /// layer's own coordinates: its bounds' origin at the context's origin, its position and
    /// transform left out, as Core Animation does. The idiom it serves is an image of a view:
    /// `UIGraphicsBeginImageContext(view.bounds.size); view.layer.render(in: UIGraphicsGetCurrentContext()!)`.
    ///
    /// The same painter as the screen's, so the image shows what a frame would; a hidden view
    /// draws nothing.
    public func render(in context: CGContext) {
        guard let view = backingView else { return renderStandalone(in: context) }
        // The painter places a view through its frame and transform; take them back off, so the
        // bounds land at the origin. A view placed by geometry that cannot be undone (not finite,
        // or scaled to nothing) draws nothing, as on screen: cairo would take its matrix as an
        // error, for good.
        guard let undo = view.renderTransformToSuperview.inverse else { return }
        context.saveDrawingState()
        guard context.concatenateIfValid(undo) else { return context.restoreDrawingState() }
        // Nothing is culled: the whole subtree is wanted, not a damaged region.
        let painter = ViewPainter(context: context, dirtyRects: [CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)])
        var levels: [ViewPainter.Level] = []
        painter.paint(view, levels: &levels)
        context.restoreDrawingState()
    }

    /// A layer without a view: its tree painted with its placement taken off.
    private func renderStandalone(in context: CGContext) {
        guard let undo = toSuperlayer().inverse else { return }
        context.saveDrawingState()
        guard context.concatenateIfValid(undo) else { return context.restoreDrawingState() }
        let painter = ViewPainter(context: context, dirtyRects: [CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)])
        painter.paint(self)
        context.restoreDrawingState()
    }
}
