/// A view that turns touches into actions: buttons, switches, sliders, text fields.
///
/// Behaves as UIKit's `UIControl`. It tracks the first touch that lands on it and sends control
/// events — `.touchDown`, `.touchDragInside/Outside/Enter/Exit`, `.touchUpInside/Outside`,
/// `.touchCancel` — to its targets; subclasses send `.valueChanged` and the editing events. Touches
/// stop here: a control does not pass them up the responder chain. A disabled control takes no
/// touches, so they fall through to the view beneath.
///
/// Targets are not retained, as in UIKit. A nil target sends the action up the responder chain
/// (see `UIApplication.sendAction(_:to:from:for:)`). Main actor.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// While tracking, the touch counts as inside up to this far outside the bounds (UIKit's slop),
    /// so a finger that wobbles off the edge still taps.
    public static let touchInsideMargin: CGFloat = 70

    private var registrations: [Registration] = []
    private weak var trackingTouch: UITouch?
    /// The event being handled while the control sends actions for it.
    private weak var currentEvent: UIEvent?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A control that sends `primaryAction` for `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: State

    /// Disabled controls ignore touches and draw dimmed.
    open var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            stateDidChange()
            KeyValueObservationCenter.somethingChanged()
        }
    }

    open var isSelected = false {
        didSet {
            guard isSelected != oldValue else { return }
            stateDidChange()
            KeyValueObservationCenter.somethingChanged()
        }
    }

    /// True while a touch is down inside the control.
    open var isHighlighted = false {
        didSet {
            guard isHighlighted != oldValue else { return }
            stateDidChange()
            KeyValueObservationCenter.somethingChanged()
        }
    }

    /// The control's state as a set of flags.
    open var state: State {
        var state: State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Whether the control is tracking a touch (between `beginTracking` and its end).
    public private(set) var isTracking = false
    /// Whether the tracked touch is inside the control (with the slop margin).
    public private(set) var isTouchInside = false

    // MARK: Content alignment

    /// Where the content goes across the control; `.center` by default.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { if contentHorizontalAlignment != oldValue { setNeedsLayout() } }
    }

    /// Where the content goes down the control; `.center` by default.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { if contentVerticalAlignment != oldValue { setNeedsLayout() } }
    }

    /// `contentHorizontalAlignment` with `.leading` and `.trailing` resolved to `.left` or
    /// `.right` for the layout direction.
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        default: return contentHorizontalAlignment
        }
    }

    // MARK: Target-action

    /// Sends `action` to `target` (the responder chain when nil) when any of `controlEvents` happens.
    /// An explicit target must declare the action in its `actionTable`; otherwise this traps, naming
    /// the class and the selector, as UIKit would when the action is sent.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        var reference = TargetReference.responderChain
        if let target {
            guard let actionTarget = target as? ActionTarget, actionTarget.responds(to: action) else {
                preconditionFailure(
                    "\(type(of: target)) does not implement action '\(action)'. Declare it in its actionTable: "
                        + "override class var actionTable: ActionTable { super.actionTable.on(Selector(\"\(action)\"), "
                        + "\(type(of: target)).methodName) }")
            }
            reference = .object(actionTarget)
        }
        let exists = registrations.contains { registration in
            if case .targetAction(let existing, let existingAction) = registration.kind {
                return existing.matches(reference) && existingAction == action && registration.events == controlEvents
            }
            return false
        }
        if !exists { registrations.append(Registration(kind: .targetAction(reference, action), events: controlEvents)) }
    }

    /// Stops sending `action` (every action when nil) to `target` (every target when nil) for
    /// `controlEvents`.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let targetObject = target as AnyObject?
        registrations = registrations.compactMap { registration in
            guard case .targetAction(let reference, let registeredAction) = registration.kind,
                targetObject == nil || reference.object === targetObject,
                action == nil || action == registeredAction
            else { return registration }
            let remaining = registration.events.subtracting(controlEvents)
            return remaining.isEmpty ? nil : Registration(kind: registration.kind, events: remaining)
        }
    }

    /// The actions registered for `target` (nil: the responder chain) and `controlEvent`.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let targetObject = target as AnyObject?
        let names = registrations.compactMap { registration -> String? in
            guard case .targetAction(let reference, let action) = registration.kind,
                registration.events.contains(controlEvent), reference.object === targetObject
            else { return nil }
            return action.name
        }
        return names.isEmpty ? nil : names
    }

    /// The events any target or action is registered for.
    open var allControlEvents: Event {
        registrations.reduce([]) { $0.union($1.events) }
    }

    /// Runs `action` when any of `controlEvents` happens. Adding an action with the same identifier
    /// replaces it.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
        registrations.append(Registration(kind: .action(action), events: controlEvents))
    }

    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    open func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
        registrations = registrations.compactMap { registration in
            guard case .action(let action) = registration.kind, action.identifier == identifier else {
                return registration
            }
            let remaining = registration.events.subtracting(controlEvents)
            return remaining.isEmpty ? nil : Registration(kind: registration.kind, events: remaining)
        }
    }

    /// Sends the actions registered for `controlEvents`, in the order they were added.
    open func sendActions(for controlEvents: Event) {
        let event = currentEvent
        for registration in registrations where !registration.events.isDisjoint(with: controlEvents) {
            switch registration.kind {
            case .targetAction(let reference, let action):
                switch reference {
                case .responderChain:
                    sendAction(action, to: nil, for: event)
                case .object(let weakTarget):
                    if let target = weakTarget.object as? ActionTarget { sendAction(action, to: target, for: event) }
                }
            case .action(let action):
                sendAction(action)
            }
        }
    }

    /// Sends one action through the application whose window shows the control, with this control
    /// as the sender. A control in no window has no application (nor first responder) to go
    /// through: the action goes to the target, or without one up the control's own chain.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        if let application = owningApplication {
            application.sendAction(action, to: target, from: self, for: event)
            return
        }
        let receiver = target ?? self.target(forAction: action, withSender: self)
        _ = (receiver as? ActionTarget)?.perform(action, with: self, event: event)
    }

    /// Runs a closure action with this control as the sender.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    // MARK: Tracking

    /// A touch landed; return false to stop tracking it. Returns true by default. Discardable, as
    /// UIKit's are (Objective-C methods import so): overrides call `super` without using it.
    @discardableResult
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked touch moved; return false to stop tracking it. Returns true by default.
    @discardableResult
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked touch lifted.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// The tracked touch was cancelled.
    open func cancelTracking(with event: UIEvent?) {}

    // MARK: Touches

    /// A single tap on a control is the control's: an ancestor's one-finger single-tap
    /// recognizer may not take it (as in UIKit, a button inside a tappable card still taps).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if let tap = gestureRecognizer as? UITapGestureRecognizer, tap.view !== self,
            tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1
        {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard trackingTouch == nil, let touch = touches.first else { return }
        trackingTouch = touch
        currentEvent = event
        defer { currentEvent = nil }
        isTouchInside = true
        isHighlighted = true
        isTracking = beginTracking(touch, with: event)
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch(in: touches) else { return }
        currentEvent = event
        defer { currentEvent = nil }
        let wasInside = isTouchInside
        isTouchInside = isInsideWithMargin(touch)
        isHighlighted = isTouchInside
        if isTracking { isTracking = continueTracking(touch, with: event) }
        if isTouchInside {
            if !wasInside { sendActions(for: .touchDragEnter) }
            sendActions(for: .touchDragInside)
        } else {
            if wasInside { sendActions(for: .touchDragExit) }
            sendActions(for: .touchDragOutside)
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch(in: touches) else { return }
        currentEvent = event
        defer { currentEvent = nil }
        trackingTouch = nil
        isTouchInside = isInsideWithMargin(touch)
        isHighlighted = false
        if isTracking { endTracking(touch, with: event) }
        isTracking = false
        if isTouchInside {
            sendActions(for: .touchUpInside)
            if sendsPrimaryActionOnTouchUpInside { sendActions(for: .primaryActionTriggered) }
        } else {
            sendActions(for: .touchUpOutside)
        }
        isTouchInside = false
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard trackedTouch(in: touches) != nil else { return }
        currentEvent = event
        defer { currentEvent = nil }
        trackingTouch = nil
        isHighlighted = false
        if isTracking { cancelTracking(with: event) }
        isTracking = false
        isTouchInside = false
        sendActions(for: .touchCancel)
    }

    // MARK: - Internal

    override var acceptsTouches: Bool {
        super.acceptsTouches && isEnabled
    }

    /// Buttons send `.primaryActionTriggered` after `.touchUpInside`.
    var sendsPrimaryActionOnTouchUpInside: Bool { false }

    /// The state changed (enabled, selected, highlighted): controls look different per state, so
    /// the control redraws. Subclasses in the framework also update their subviews here.
    func stateDidChange() {
        setNeedsDisplay()
    }

    // MARK: - Private

    private func trackedTouch(in touches: Set<UITouch>) -> UITouch? {
        guard let trackingTouch, touches.contains(trackingTouch) else { return nil }
        return trackingTouch
    }

    private func isInsideWithMargin(_ touch: UITouch) -> Bool {
        let margin = UIControl.touchInsideMargin
        return bounds.insetBy(dx: -margin, dy: -margin).contains(touch.location(in: self))
    }
}

/// One target-action or closure action and the events it is registered for.
private struct Registration {
    enum Kind {
        case targetAction(TargetReference, Selector)
        case action(UIAction)
    }

    let kind: Kind
    let events: UIControl.Event
}

/// Where a target-action goes: up the responder chain, or to an object held weakly.
@MainActor
private enum TargetReference {
    case responderChain
    /// Held as `AnyObject`: a protocol existential cannot be a weak generic argument.
    case object(WeakLink<AnyObject>)

    static func object(_ target: ActionTarget) -> TargetReference {
        .object(WeakLink(target as AnyObject))
    }

    var object: AnyObject? {
        if case .object(let weak) = self { return weak.object }
        return nil
    }

    func matches(_ other: TargetReference) -> Bool {
        switch (self, other) {
        case (.responderChain, .responderChain): return true
        case (.object(let a), .object(let b)): return a.object != nil && a.object === b.object
        default: return false
        }
    }
}
