// Transitions of a whole view: its content changed under a cross-fade or a flip
// (`UIView.transition(with:…)`), or one view replaced by another (`transition(from:to:…)`); and
// the snapshots they are made with.

extension UIView {
    /// A view showing this view as it looks now (its subtree drawn once into an image), the size
    /// of its bounds; nil for a view of no area. Scanout draws the view as it is, so
    /// `afterScreenUpdates` makes no difference.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        guard let image = snapshotImage() else { return nil }
        let snapshot = UIImageView(image: image)
        snapshot.frame = CGRect(origin: .zero, size: bounds.size)
        snapshot.contentMode = .scaleToFill
        return snapshot
    }

    /// Draws the view and its subviews into the current graphics context, scaled into `rect`;
    /// true when it drew.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0,
            rect.isFinite, !rect.isEmpty
        else { return false }
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        layer.render(in: context)
        context.restoreGState()
        return true
    }

    /// Makes the changes `animations` makes to `view` (its subviews, its content) show through
    /// the transition `options` names: `.transitionCrossDissolve` fades from the old look to the
    /// new, the flips turn the view edge-on and back (drawn as a squeeze along the axis, Scanout
    /// having no perspective), and the curls fade as the cross-dissolve does. Without a
    /// transition option the changes show at once. `completion` gets true when it ran to its end.
    public static func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        let snapshot = view.snapshotView(afterScreenUpdates: false)
        performWithoutAnimation { animations?() }
        runTransition(
            showing: view, over: snapshot, placedLike: view, duration: duration, options: options,
            completion: completion)
    }

    /// Replaces `fromView` with `toView` through the transition `options` names: `toView` takes
    /// `fromView`'s place in its superview and `fromView` is removed at the end — or, with
    /// `.showHideTransitionViews`, `fromView` is hidden and `toView` shown, both staying.
    public static func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        let snapshot = fromView.snapshotView(afterScreenUpdates: false)
        let keepsBoth = options.contains(.showHideTransitionViews)
        performWithoutAnimation {
            if keepsBoth {
                toView.isHidden = false
                fromView.isHidden = true
            } else if let superview = fromView.superview, toView !== fromView {
                superview.insertSubview(toView, aboveSubview: fromView)
                fromView.isHidden = true
            }
        }
        runTransition(
            showing: toView, over: snapshot, placedLike: fromView, duration: duration, options: options
        ) { finished in
            if !keepsBoth, toView !== fromView {
                fromView.removeFromSuperview()
                fromView.isHidden = false
            }
            completion?(finished)
        }
    }

    /// Shows `view` taking over from `snapshot` (the old look, placed where `placement` is).
    private static func runTransition(
        showing view: UIView, over snapshot: UIView?, placedLike placement: UIView, duration: TimeInterval,
        options: AnimationOptions, completion: ((Bool) -> Void)?
    ) {
        let kind = (options.rawValue >> 20) & 0x7
        guard kind != 0, let snapshot, let superview = placement.superview else {
            // No transition (or nothing to show it on): the change is all there is.
            if let completion {
                if let application = ApplicationContext.active.application {
                    application.clock.schedule(after: 0) { completion(true) }
                } else {
                    completion(true)
                }
            }
            return
        }
        insert(
            snapshot, placedLike: placement, in: superview, next: view.superview === superview ? view : placement,
            below: false)
        let shared = AnimationOptions(rawValue: options.rawValue & 0xFFFF).union(options.animationCurve.options)
        let finish: (Bool) -> Void = { finished in
            snapshot.removeFromSuperview()
            completion?(finished)
        }
        switch kind {
        case 1, 2, 6, 7:
            // A flip: the old look squeezed edge-on over the first half, the new one opened out
            // over the second.
            let horizontal = kind == 1 || kind == 2
            let edgeOn =
                horizontal
                ? CGAffineTransform(scaleX: 0.001, y: 1) : CGAffineTransform(scaleX: 1, y: 0.001)
            let finalTransform = view.transform
            performWithoutAnimation { view.transform = finalTransform.concatenating(edgeOn) }
            let half = max(0, duration.isFinite ? duration : 0) / 2
            animate(
                withDuration: half, delay: 0, options: shared,
                animations: { snapshot.transform = snapshot.transform.concatenating(edgeOn) },
                completion: { _ in
                    snapshot.isHidden = true
                    animate(
                        withDuration: half, delay: 0, options: shared,
                        animations: { view.transform = finalTransform }, completion: finish)
                })
        default:
            // A cross-dissolve (and the curls, drawn as one): the old look fades off the new.
            animate(
                withDuration: duration, delay: 0, options: shared, animations: { snapshot.alpha = 0 },
                completion: finish)
        }
    }

    /// Puts `snapshot` (a look of `placement`) where `placement` is, in `superview`, just above
    /// `sibling` (or below it), not taking touches; outside any animation block. Also how a
    /// layer's `CATransition` shows a view's old look.
    static func insert(
        _ snapshot: UIView, placedLike placement: UIView, in superview: UIView, next sibling: UIView, below: Bool
    ) {
        performWithoutAnimation {
            snapshot.bounds = CGRect(origin: .zero, size: placement.bounds.size)
            snapshot.center = placement.center
            snapshot.transform = placement.transform
            snapshot.isUserInteractionEnabled = false
            if below {
                superview.insertSubview(snapshot, belowSubview: sibling)
            } else {
                superview.insertSubview(snapshot, aboveSubview: sibling)
            }
        }
    }

    /// The image of the view's subtree, at the screen's scale.
    func snapshotImage() -> UIImage? {
        layer.renderedImage()
    }
}

extension CALayer {
    /// The layer and its sublayers drawn into an image the size of its bounds, at the screen's
    /// scale; nil for a layer of no area (or of an area too large to draw).
    func renderedImage() -> UIImage? {
        guard bounds.width > 0, bounds.height > 0, bounds.isFinite, bounds.width * bounds.height < 64e6 else {
            return nil
        }
        let renderer = UIGraphicsImageRenderer(size: bounds.size)
        return renderer.image { context in
            render(in: context.cgContext)
        }
    }
}
