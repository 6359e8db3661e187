/// The layer of a visual-effect view's backdrop: it draws by blurring what is already painted
/// under its bounds (`CGContext.blurBackdrop`) and laying its style's tint over the blur.
///
/// Its view is a plain `UIView` (so it keeps no backing store of its own drawing: the blur must be
/// made again whenever what is under it changes), and its alpha — animated when a blur effect is
/// set or cleared in an animation block — is how much of the blur and tint shows: the painter folds
/// a plain view's alpha into its drawing instead of painting it as a group, which would hide the
/// backdrop from it.
///
/// Every such layer is listed (`live`), so the compositor can repaint a blur whole when anything
/// under it is repainted (see `Compositor.damageBlursOverDamage`). Main actor.
@preconcurrency @MainActor
final class VisualEffectBackdropLayer: CALayer {
    /// The blur and tint drawn; nil draws nothing.
    var look: UIBlurEffect.Style.Look? {
        didSet { if look != oldValue { layerDidChange() } }
    }

    /// Every backdrop layer made, weakly; the compositor drops the gone ones as it reads them.
    static var live: [WeakLink<VisualEffectBackdropLayer>] = []

    /// A plain view whose layer blurs its backdrop.
    static func makeView() -> (UIView, VisualEffectBackdropLayer) {
        let view = UIView()
        let layer = VisualEffectBackdropLayer(delegate: view)
        view.storedLayer = layer
        view.isUserInteractionEnabled = false
        live.append(WeakLink(layer))
        return (view, layer)
    }

    override func makePresentationCopy() -> CALayer {
        let copy = VisualEffectBackdropLayer()
        copyModelValues(to: copy)
        copy.look = look
        return copy
    }

    override func draw(in ctx: CGContext) {
        guard let look else { return }
        let amount = backingView?.renderAlpha ?? opacityForBlur
        let bounds = backingView?.renderBounds ?? self.bounds
        guard amount > 0, bounds.isFinite, !bounds.isEmpty else { return }
        // The radius in points, at the drawing's scale (the screen's, and any view transform's).
        let matrix = ctx.ctm
        let scale = (abs(matrix.a * matrix.d - matrix.b * matrix.c)).squareRoot()
        let shape = hasRoundedCorners ? roundedBoundsPath(bounds) : nil
        ctx.blurBackdrop(in: bounds, shape: shape, sigma: look.radius * scale, amount: amount)
        let tint = look.tint
        guard tint.alpha > 0 else { return }
        ctx.saveGState()
        ctx.setFillColor(red: tint.red, green: tint.green, blue: tint.blue, alpha: tint.alpha * min(amount, 1))
        if let shape {
            ctx.addPath(shape)
            ctx.fillPath()
        } else {
            ctx.fill(bounds)
        }
        ctx.restoreGState()
    }

    /// A layer without a view (a presentation copy) blurs fully.
    private var opacityForBlur: CGFloat { CGFloat(opacity) }
}
