/// What the mouse or tablet pointer is over, kept up to date as it moves: the hover recognizers
/// following it and the pointer interaction whose region it is in, with that region's effect
/// drawn.
///
/// The application tells it every pointer motion (`pointerMoved(to:)`) and when the pointer goes
/// away (a touch, the device unplugged). It hit-tests the point as a touch would land, then:
/// hover recognizers on the view under the pointer and its superviews begin or change, those no
/// longer under it end; the innermost view with an enabled pointer interaction that answers a
/// region owns the pointer, and entering, leaving or changing region tells the interaction's
/// delegate and changes the effect. It answers how the cursor should look. Main actor; one per
/// application.
@preconcurrency @MainActor
final class PointerHover {
    /// How the cursor looks now.
    enum Cursor: Equatable {
        case arrow
        case hidden
        /// A shape, its outline in screen points.
        case shape(UIBezierPath)

        static func == (lhs: Cursor, rhs: Cursor) -> Bool {
            switch (lhs, rhs) {
            case (.arrow, .arrow), (.hidden, .hidden): true
            case (.shape(let a), .shape(let b)): a === b
            default: false
            }
        }
    }

    /// The region the pointer is in, whose interaction it belongs to, and its style.
    private struct Entered {
        let interaction: WeakLink<UIPointerInteraction>
        let region: UIPointerRegion
        let style: UIPointerStyle?
    }

    private unowned let application: UIApplication
    private var hovering: [WeakLink<UIHoverGestureRecognizer>] = []
    private var entered: Entered?
    private var effectWindow: PassThroughWindow?
    private var effectView: PointerEffectView?
    /// True while delegates are told of a change: a delegate that invalidates or moves views
    /// from inside them must not re-enter the tracking.
    private var isUpdating = false

    init(application: UIApplication) {
        self.application = application
    }

    /// The hover recognizers following the pointer now (for tests and the inspector).
    var hoveringRecognizers: [UIHoverGestureRecognizer] { hovering.compactMap(\.object) }

    /// The region the pointer is in and its interaction, if any.
    var enteredRegion: (UIPointerInteraction, UIPointerRegion)? {
        guard let entered, let interaction = entered.interaction.object else { return nil }
        return (interaction, entered.region)
    }

    /// The effect drawn now, if any (for tests).
    var effectFrame: CGRect? {
        guard let effectView, effectWindow?.isHidden == false else { return nil }
        return effectView.frame
    }

    /// The pointer moved to `location` (screen points): what it is over is found again. Returns
    /// how the cursor should look there.
    func pointerMoved(to location: CGPoint) -> Cursor {
        guard !isUpdating else { return cursor(at: location) }
        isUpdating = true
        defer { isUpdating = false }
        let hit = hitTest(location)
        updateHoverRecognizers(hit: hit)
        updateInteraction(hit: hit)
        return cursor(at: location)
    }

    /// The pointer went away (a finger touched the screen, the device is gone): every hover ends,
    /// the region is left.
    func pointerWentAway() {
        guard !isUpdating else { return }
        isUpdating = true
        defer { isUpdating = false }
        let ended = hovering.compactMap(\.object)
        hovering = []
        for recognizer in ended { recognizer.pointerLeft(cancelled: true) }
        leaveRegion()
    }

    /// `interaction` left its view, was disabled or invalidated: if the pointer is in its region,
    /// it leaves it (the next motion asks again).
    func interactionWentAway(_ interaction: UIPointerInteraction) {
        guard entered?.interaction.object === interaction || entered?.interaction.object == nil else { return }
        leaveRegion()
    }

    // MARK: - Private

    /// The window and view the point would land on as a touch, and the point in that window.
    private func hitTest(_ location: CGPoint) -> (window: UIWindow, view: UIView, point: CGPoint)? {
        guard location.isFinite else { return nil }
        for window in application.windowsFrontToBack where window !== effectWindow {
            let point = window.convertFromSuperview(location)
            if let view = window.hitTest(point, with: nil) { return (window, view, point) }
        }
        return nil
    }

    private func updateHoverRecognizers(hit: (window: UIWindow, view: UIView, point: CGPoint)?) {
        var under: [UIHoverGestureRecognizer] = []
        var current: UIView? = hit?.view
        while let view = current {
            for recognizer in view.gestureRecognizers ?? [] where recognizer.isEnabled {
                if let hover = recognizer as? UIHoverGestureRecognizer { under.append(hover) }
            }
            current = view.superview
        }
        let previous = hovering.compactMap(\.object)
        for recognizer in previous where !under.contains(where: { $0 === recognizer }) {
            recognizer.pointerLeft()
        }
        hovering = under.map { WeakLink($0) }
        guard let hit else { return }
        for recognizer in under where recognizer.view?.window === hit.window {
            recognizer.pointerIsOver(at: hit.point, in: hit.window)
        }
    }

    private func updateInteraction(hit: (window: UIWindow, view: UIView, point: CGPoint)?) {
        var found: (UIPointerInteraction, UIPointerRegion)?
        var current: UIView? = hit?.view
        search: while let view = current, let hit {
            let local = hit.window.convert(hit.point, to: view)
            for case let interaction as UIPointerInteraction in view.interactions.reversed()
            where interaction.isEnabled {
                if let region = interaction.region(at: local, modifiers: []), region.rect.isFinite {
                    found = (interaction, region)
                    break search
                }
            }
            current = view.superview
        }
        if let entered, let interaction = entered.interaction.object, let found, found.0 === interaction,
            found.1.isSame(as: entered.region)
        {
            placeEffect()
            return
        }
        leaveRegion()
        guard let (interaction, region) = found else { return }
        let style = interaction.style(for: region)
        entered = Entered(interaction: WeakLink(interaction), region: region, style: style)
        showEffect(style, region: region, of: interaction)
        let animator = InteractionAnimator()
        interaction.delegate?.pointerInteraction(interaction, willEnter: region, animator: animator)
        animator.run()
    }

    private func leaveRegion() {
        guard let left = entered else { return }
        entered = nil
        hideEffect()
        guard let interaction = left.interaction.object else { return }
        let animator = InteractionAnimator()
        interaction.delegate?.pointerInteraction(interaction, willExit: left.region, animator: animator)
        animator.run()
    }

    /// The cursor inside the region entered: hidden into a highlight or a lift, a shape, none,
    /// or the arrow.
    private func cursor(at location: CGPoint) -> Cursor {
        guard let entered, let interaction = entered.interaction.object, let view = interaction.view,
            let style = entered.style
        else { return .arrow }
        switch style.kind {
        case .hidden: return .hidden
        case .system: return .arrow
        case .effect(let effect, let shape):
            if let shape { return .shape(PointerEffectView.outline(of: shape, in: view, at: location)) }
            switch PointerEffectView.resolved(effect) {
            case .highlight, .lift: return .hidden
            default: return .arrow
            }
        case .shape(let shape, _):
            return .shape(PointerEffectView.outline(of: shape, in: view, at: location))
        }
    }

    private func showEffect(_ style: UIPointerStyle?, region: UIPointerRegion, of interaction: UIPointerInteraction) {
        guard case .effect(let effect, let shape)? = style?.kind else {
            hideEffect()
            return
        }
        let window = effectWindow ?? makeEffectWindow()
        effectView?.removeFromSuperview()
        let view = PointerEffectView(effect: effect, shape: shape)
        window.addSubview(view)
        effectView = view
        window.isHidden = false
        placeEffect()
    }

    /// Puts the effect over its view where the view is now.
    private func placeEffect() {
        guard let effectView, let window = effectWindow else { return }
        effectView.place(in: window)
    }

    private func hideEffect() {
        effectView?.removeFromSuperview()
        effectView = nil
        effectWindow?.isHidden = true
    }

    private func makeEffectWindow() -> PassThroughWindow {
        let window = PassThroughWindow(frame: application.screen.bounds, application: application)
        window.windowLevel = .pointerEffect
        window.isUserInteractionEnabled = false
        window.backgroundColor = .clear
        effectWindow = window
        return window
    }
}

extension UIWindow.Level {
    /// Pointer effects: above everything the app shows, under the cursor.
    static let pointerEffect = UIWindow.Level(999_999)
}
