/// Recognizes a gesture from the touches landing in the view it is attached to (or in that
/// view's subviews), and tells its targets.
///
/// Behaves as UIKit's `UIGestureRecognizer`. Touches reach the recognizers of the hit-test view
/// and its superviews before the view itself. A discrete recognizer goes from `.possible` to
/// `.ended` (`.recognized`) or `.failed`; a continuous one to `.began`, `.changed`… and `.ended`
/// or `.cancelled`. Its targets get the action at every step but `.failed`. Recognizing cancels
/// the view's touches when `cancelsTouchesInView`; only one recognizer of a touch sequence wins
/// unless a delegate allows them together; one that must wait for another to fail
/// (`require(toFail:)`) does. When the touches lift, recognizers that finished are `reset()` to
/// `.possible`. Timing comes from the application clock, so tests advance it.
///
/// Subclass it for a custom gesture: override the touch methods, set `state`, and override
/// `reset()` to clear what you kept. Main actor.
@preconcurrency @MainActor
open class UIGestureRecognizer: @MainActor CustomStringConvertible {
    public enum State: Int, Sendable {
        case possible
        case began
        case changed
        case ended
        case cancelled
        case failed

        /// A discrete gesture was recognized: the same state as `.ended`.
        public static let recognized = State.ended

        /// Ended, cancelled or failed: the recognizer waits for the touches to lift to reset.
        var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }

        /// A continuous gesture under way: began or changed.
        var isRecognizing: Bool { self == .began || self == .changed }
    }

    /// The recognizer's state. Subclasses set it as they recognize; the transition rules
    /// (waiting for required failures, excluding rivals, cancelling the view's touches, sending
    /// actions) apply as it is set.
    open var state: State {
        get { storedState }
        set { transition(to: newValue) }
    }

    /// The view the recognizer is attached to.
    public internal(set) var view: UIView? {
        get { viewLink.object }
        set { viewLink = WeakLink(newValue) }
    }
    private var viewLink = WeakLink<UIView>(nil)

    /// Disabled recognizers receive no touches; disabling one in the middle of a gesture cancels it.
    open var isEnabled = true {
        didSet {
            guard !isEnabled, oldValue else { return }
            if storedState == .began || storedState == .changed {
                state = .cancelled
            } else if storedState == .possible, !trackedTouches.isEmpty {
                state = .failed
            }
        }
    }

    /// Whether recognizing cancels the touches delivered to the view. True by default.
    open var cancelsTouchesInView = true

    /// Whether the view receives touches only once this recognizer failed. False by default.
    open var delaysTouchesBegan = false

    /// Whether the view receives a lifting touch only once this recognizer failed (and a
    /// cancellation instead if it recognizes). True by default.
    open var delaysTouchesEnded = true

    /// Asked before the recognizer begins, receives a touch, or shares a gesture with another.
    open weak var delegate: UIGestureRecognizerDelegate?

    /// A short name for debugging.
    open var name: String?

    /// A recognizer with no target yet.
    public init() {}

    /// A recognizer that sends `action` to `target` (nil: along the responder chain from the
    /// view) at every state change but failure.
    public init(target: Any?, action: Selector?) {
        if let action { appendTarget(target, action: action) }
    }

    /// A recognizer that calls `handler` at every state change but failure — the closure form.
    public convenience init(handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        self.init()
        addTarget(handler)
    }

    // MARK: Targets

    /// Adds `action` on `target` (held weakly; a nil target sends the action along the
    /// responder chain from the view). The action may take no argument or the recognizer.
    open func addTarget(_ target: Any, action: Selector) {
        appendTarget(target, action: action)
    }

    /// Adds a closure called at every state change but failure.
    // Final: not in the vtable, so subclasses' metadata never names it (a closure type with a
    // global actor can be mangled two ways under `@preconcurrency`, and the two must not meet).
    public final func addTarget(_ handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        targets.append(.closure(handler))
    }

    /// Removes `action` from `target` (nil: every target; nil action: every action).
    open func removeTarget(_ target: Any?, action: Selector?) {
        targets.removeAll { entry in
            guard case .selector(let reference, let selector) = entry else { return target == nil && action == nil }
            let sameTarget = target == nil || reference?.object === (target as AnyObject)
            return sameTarget && (action == nil || action == selector)
        }
    }

    // MARK: Touches

    /// How many touches the recognizer is tracking.
    open var numberOfTouches: Int {
        trackedTouches.count
    }

    /// The centroid of the tracked touches in `view`'s coordinates (the window's when nil); the
    /// last centroid once they lifted.
    open func location(in view: UIView?) -> CGPoint {
        guard !trackedTouches.isEmpty else {
            guard let lastWindowLocation, let window = lastWindow else { return .zero }
            return view.map { window.convert(lastWindowLocation, to: $0) } ?? lastWindowLocation
        }
        let points = trackedTouches.map { $0.location(in: view) }
        let sum = points.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.x, y: $0.y + $1.y) }
        return CGPoint(x: sum.x / CGFloat(points.count), y: sum.y / CGFloat(points.count))
    }

    /// Where the tracked touch at `touchIndex` is, in `view`'s coordinates.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        precondition(
            touchIndex >= 0 && touchIndex < trackedTouches.count,
            "touch index \(touchIndex) out of range: the recognizer tracks \(trackedTouches.count) touches")
        return trackedTouches[touchIndex].location(in: view)
    }

    /// Recognizing waits until `otherGestureRecognizer` fails; if it recognizes, this one fails.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.append(WeakLink(otherGestureRecognizer))
    }

    /// Clears the recognizer's own state once the touches lifted after it finished. Subclasses
    /// override it (calling super) to forget what they tracked.
    open func reset() {}

    /// Whether this recognizer may prevent `preventedGestureRecognizer` by recognizing. True by
    /// default; subclasses override.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer` may prevent this one by recognizing. True by default.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether this recognizer must wait for `otherGestureRecognizer` to fail. False by default.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether `otherGestureRecognizer` must wait for this one to fail. False by default.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // Subclass hooks: the touches of this recognizer only, before the view sees them.

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    open var description: String {
        "<\(type(of: self)): \(objectAddress(self)); state = \(storedState)>"
    }

    // MARK: - Internal

    enum Target {
        /// The target, held weakly; nil when none was given (the action goes along the responder chain).
        case selector(WeakLink<AnyObject>?, Selector)
        case closure(@MainActor (UIGestureRecognizer) -> Void)
    }

    private(set) var storedState: State = .possible
    var targets: [Target] = []
    /// The touches this recognizer received and that have not lifted, in the order they landed.
    var trackedTouches: [UITouch] = []
    var failureRequirements: [WeakLink<UIGestureRecognizer>] = []
    /// Where the touches were last, for `location(in:)` after they lift.
    private var lastWindowLocation: CGPoint?
    @WeakLink private var lastWindow: UIWindow?
    /// The state asked for while waiting on a required failure.
    var parkedState: State?

    /// The application whose window holds the recognizer's view (its clock times taps and
    /// presses); nil while the view is in no window, when the recognizer gets no touches.
    var owningApplication: UIApplication? {
        view?.window?.application
    }

    /// The application's arena, coordinating this recognizer's touches.
    var arena: GestureArena? {
        owningApplication?.gestureArena
    }

    /// Whether touches reach the recognizer; a hover recognizer follows the pointer instead.
    var takesTouches: Bool { true }

    /// A continuous gesture stops: cancelled once it began, failed while it was only possible.
    func cancelOrFail() {
        state = state == .possible ? .failed : .cancelled
    }

    /// A continuous gesture's touches lifted: ended once it began (when `ends`: enough fingers
    /// left), failed while it was only possible (when `fails`: no finger left that could start it).
    func endOrFail(ends: Bool = true, fails: Bool = true) {
        switch state {
        case .possible: if fails { state = .failed }
        case .began, .changed: if ends { state = .ended }
        default: break
        }
    }

    func appendTarget(_ target: Any?, action: Selector) {
        targets.append(.selector(target.map { WeakLink($0 as AnyObject) }, action))
    }

    /// Sets the state without the transition rules (the arena's commits, failures, resets).
    func setStateDirectly(_ state: State) {
        storedState = state
    }

    /// The touches of `event` for this recognizer, by phase: updates tracking, then calls the
    /// subclass's touch methods.
    func receive(_ touches: [UITouch], phase: UITouch.Phase, event: UIEvent) {
        guard !touches.isEmpty else { return }
        switch phase {
        case .began:
            trackedTouches.append(contentsOf: touches)
            rememberLocation()
            touchesBegan(Set(touches), with: event)
        case .moved:
            rememberLocation()
            touchesMoved(Set(touches), with: event)
        case .ended:
            rememberLocation()
            touchesEnded(Set(touches), with: event)
            trackedTouches.removeAll { touches.contains($0) }
        case .cancelled:
            rememberLocation()
            touchesCancelled(Set(touches), with: event)
            trackedTouches.removeAll { touches.contains($0) }
        default:
            break
        }
    }

    /// The recognizer finished and its touches lifted: back to `.possible`.
    func resetForNextSequence() {
        storedState = .possible
        parkedState = nil
        trackedTouches.removeAll()
        reset()
    }

    /// Tells every target: selectors on their targets (or along the chain), then closures.
    func sendActions() {
        for target in targets {
            switch target {
            case .selector(let reference, let action):
                if let object = reference?.object {
                    (object as? ActionTarget)?.perform(action, with: self)
                } else if reference == nil {
                    let start: UIResponder? = view
                    if let receiver = start?.target(forAction: action, withSender: self) as? ActionTarget {
                        receiver.perform(action, with: self)
                    }
                }
            case .closure(let handler):
                handler(self)
            }
        }
    }

    // MARK: - Private

    private func rememberLocation() {
        guard let window = trackedTouches.first?.window else { return }
        lastWindow = window
        lastWindowLocation = location(in: nil)
    }

    private func transition(to newState: State) {
        // Setting `.changed` again is a new change (the targets hear of each); other repeats are not.
        guard newState != storedState || newState == .changed else { return }
        if let arena {
            arena.transition(self, to: newState)
        } else {
            storedState = newState
        }
    }
}

extension UIView {
    /// Attaches `recognizer` to this view (moving it from any other view).
    public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        recognizer.view = self
        gestureRecognizers = (gestureRecognizers ?? []) + [recognizer]
    }

    /// Detaches `recognizer` from this view.
    public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        guard recognizer.view === self else { return }
        gestureRecognizers?.removeAll { $0 === recognizer }
        if gestureRecognizers?.isEmpty == true { gestureRecognizers = nil }
        recognizer.view = nil
    }

    /// The enabled recognizers of this view and its superviews — the view hierarchy, not the
    /// responder chain — deepest first: those that receive a touch landing in this view.
    var recognizersReceivingTouches: [UIGestureRecognizer]? {
        var result: [UIGestureRecognizer]?
        var current: UIView? = self
        while let view = current {
            if let recognizers = view.gestureRecognizers {
                for recognizer in recognizers where recognizer.isEnabled && recognizer.takesTouches {
                    result = (result ?? []) + [recognizer]
                }
            }
            current = view.storedSuperview
        }
        return result
    }
}
