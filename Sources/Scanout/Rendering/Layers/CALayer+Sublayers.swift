// The layer tree. A layer without a view keeps its sublayers in one ordered list. A view's layer
// interleaves two kinds: its subviews' layers, whose order the view hierarchy owns, and layers
// added to it, each remembering the subview it sits just above (none: below every subview). That
// is enough to answer UIKit's orders — `addSublayer` above the subviews there are, later subviews
// above it; `insertSublayer(_:at: 0)` below them all — without the view hierarchy knowing.

extension CALayer {
    /// The layer this one is a sublayer of: the added-to layer, or a view's superview's layer.
    public var superlayer: CALayer? {
        if let view = backingView { return view.superview?.layer }
        return ownSuperlayer
    }

    /// The sublayers, back to front; nil when there are none.
    public var sublayers: [CALayer]? {
        get {
            let list = orderedSublayers
            return list.isEmpty ? nil : list
        }
        set {
            for layer in addedSublayers { detach(layer) }
            addedSublayers = []
            for layer in newValue ?? [] where layer.backingView == nil { addSublayer(layer) }
        }
    }

    /// Adds `layer` on top of the sublayers (for a view's layer, above its subviews so far).
    public func addSublayer(_ layer: CALayer) {
        guard accepts(layer) else { return }
        layer.removeFromSuperlayer()
        layer.sitsAboveSubview = backingView.flatMap { $0.subviews.last }.map { WeakLink($0) }
        addedSublayers.append(layer)
        attach(layer)
    }

    /// Inserts `layer` at `index` among the sublayers, back to front.
    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard accepts(layer) else { return }
        layer.removeFromSuperlayer()
        let list = orderedSublayers
        guard Int(index) < list.count else { return addSublayer(layer) }
        place(layer, before: list[Int(index)])
    }

    /// Inserts `layer` just below `sibling` (on top when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard accepts(layer) else { return }
        layer.removeFromSuperlayer()
        guard let sibling, orderedSublayers.contains(where: { $0 === sibling }) else { return addSublayer(layer) }
        place(layer, before: sibling)
    }

    /// Inserts `layer` just above `sibling` (on top when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard accepts(layer) else { return }
        layer.removeFromSuperlayer()
        let list = orderedSublayers
        guard let sibling, let index = list.firstIndex(where: { $0 === sibling }) else { return addSublayer(layer) }
        if index + 1 < list.count {
            place(layer, before: list[index + 1])
        } else {
            addSublayer(layer)
        }
    }

    /// Puts `newLayer` where `oldLayer` is.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer.ownSuperlayer === self, accepts(newLayer) else { return }
        newLayer.removeFromSuperlayer()
        place(newLayer, before: oldLayer)
        oldLayer.removeFromSuperlayer()
    }

    /// Takes the layer out of its superlayer. A view's layer leaves with its view
    /// (`removeFromSuperview()`), as in UIKit.
    public func removeFromSuperlayer() {
        if let view = backingView { return view.removeFromSuperview() }
        guard let parent = ownSuperlayer else { return }
        reportDamageBeforeRemoval()
        parent.addedSublayers.removeAll { $0 === self }
        parent.detach(self)
    }

    // MARK: - Internal

    /// Sublayers back to front. For a view's layer: those below every subview, then each
    /// subview's layer followed by those placed above it; added layers whose subview has left
    /// go on top.
    var orderedSublayers: [CALayer] {
        guard let view = backingView else { return addedSublayers }
        guard !addedSublayers.isEmpty else { return view.subviews.map(\.layer) }
        var list = addedSublayers(above: nil)
        for subview in view.subviews {
            list.append(subview.layer)
            list += addedSublayers(above: subview)
        }
        let subviews = view.subviews
        list += addedSublayers.filter { layer in
            guard let anchor = layer.sitsAboveSubview?.object else { return false }
            return !subviews.contains { $0 === anchor }
        }
        return list
    }

    /// The layers added to this view's layer that sit directly above `subview` (nil: below all).
    func addedSublayers(above subview: UIView?) -> [CALayer] {
        addedSublayers.filter {
            $0.sitsAboveSubview?.object === subview && ($0.sitsAboveSubview != nil) == (subview != nil)
        }
    }

    // MARK: - Private

    private func accepts(_ layer: CALayer) -> Bool {
        guard layer !== self else { return false }
        if layer.backingView != nil {
            Diagnostics.warn("\(layer) belongs to a view; add the view with addSubview(_:) instead of its layer.")
            return false
        }
        var ancestor: CALayer? = self
        while let current = ancestor {
            if current === layer {
                Diagnostics.warn("Cannot add \(layer) to \(self): it would contain itself.")
                return false
            }
            ancestor = current.superlayer
        }
        return true
    }

    /// Inserts `layer` just before `next` in back-to-front order.
    private func place(_ layer: CALayer, before next: CALayer) {
        if let index = addedSublayers.firstIndex(where: { $0 === next }) {
            layer.sitsAboveSubview = next.sitsAboveSubview
            addedSublayers.insert(layer, at: index)
        } else if let view = backingView, let subviewIndex = view.subviews.firstIndex(where: { $0.layer === next }) {
            // Below a subview: above the one before it, after the layers already there.
            let anchor = subviewIndex > 0 ? view.subviews[subviewIndex - 1] : nil
            layer.sitsAboveSubview = anchor.map { WeakLink($0) }
            addedSublayers.append(layer)
        } else {
            addedSublayers.append(layer)
        }
        attach(layer)
    }

    private func attach(_ layer: CALayer) {
        layer.setSuperlayer(self)
        layer.layerDidChange()
    }

    private func detach(_ layer: CALayer) {
        layer.setSuperlayer(nil)
        layerDidChange()
    }

    private func reportDamageBeforeRemoval() {
        layerDidChange()
    }
}
