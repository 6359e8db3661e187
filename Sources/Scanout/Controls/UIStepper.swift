/// A pair of − and + buttons that step a value up and down, drawn as iOS draws it (94 × 32).
///
/// Behaves as UIKit's `UIStepper`: touching a half steps `value` by `stepValue` at once, within
/// `minimumValue`…`maximumValue` (or round past the ends when `wraps`); holding it (`autorepeat`)
/// steps again after half a second and then ten times a second. Each step sends `.valueChanged`
/// while `isContinuous`; otherwise one `.valueChanged` goes out when the finger lifts, if the value
/// changed. Setting `value` sends nothing. A half that cannot step (at its end, without wrapping)
/// is dimmed and does nothing.
///
/// The halves are accessibility elements labelled "Decrement" and "Increment", so tests can
/// `try host.tap("Increment")` or hold it. Main actor.
///
/// The numbers stay finite and ordered whatever the app sets: a NaN or infinite bound, a NaN value
/// and a step that is not a positive finite number are refused with a warning (keeping the last),
/// and an infinite value is pinned to the nearer bound, so `minimumValue <= value <= maximumValue`
/// always holds, also while a half is held and the bounds change.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// The size iOS gives a stepper.
    public static let size = CGSize(width: 94, height: 32)
    /// How long a half is held before it repeats, and how often it then steps.
    static let repeatDelay: TimeInterval = 0.5
    static let repeatInterval: TimeInterval = 0.1

    /// The value, kept within the bounds. Setting it sends no actions.
    open var value: Double = 0 {
        didSet {
            guard !value.isNaN else {
                warnOnce(&warned, cause: "value", "\(self): value cannot be nan; keeping \(oldValue).")
                value = oldValue
                return
            }
            let clamped = min(max(value, minimumValue), maximumValue)
            if clamped != value { value = clamped }
            if value != oldValue { halvesDidChange() }
        }
    }

    /// The lowest value; raising it above `maximumValue` raises that too, as UIKit does.
    open var minimumValue: Double = 0 {
        didSet {
            guard !refusesNonFinite(&warned, "minimumValue", minimumValue, keeping: oldValue) else {
                minimumValue = oldValue
                return
            }
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = min(max(value, minimumValue), maximumValue)
            halvesDidChange()
        }
    }

    /// The highest value; lowering it below `minimumValue` lowers that too.
    open var maximumValue: Double = 100 {
        didSet {
            guard !refusesNonFinite(&warned, "maximumValue", maximumValue, keeping: oldValue) else {
                maximumValue = oldValue
                return
            }
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = min(max(value, minimumValue), maximumValue)
            halvesDidChange()
        }
    }

    /// How much one step changes the value; must be positive and finite.
    open var stepValue: Double = 1 {
        didSet {
            if !(stepValue > 0) || !stepValue.isFinite {
                warnOnce(
                    &warned, cause: "stepValue",
                    "UIStepper.stepValue must be greater than 0 and finite, not \(stepValue); keeping \(oldValue).")
                stepValue = oldValue
            }
        }
    }

    /// Whether stepping past an end continues from the other.
    open var wraps = false {
        didSet { halvesDidChange() }
    }

    /// Whether holding a half keeps stepping.
    open var autorepeat = true

    /// Whether each step sends `.valueChanged` at once (rather than one when the finger lifts).
    open var isContinuous = true

    private let decrementView = StepperHalfView(label: "Decrement", symbol: .minus)
    private let incrementView = StepperHalfView(label: "Increment", symbol: .plus)
    /// The half being held: -1 for decrement, +1 for increment.
    private var heldDirection: Double?
    private var valueAtTouchDown: Double = 0
    private var repeatTimer: ScheduledAction?
    private var warned = WarnedCauses()

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UIStepper.size))
        backgroundColor = .clear
        addSubview(decrementView)
        addSubview(incrementView)
        halvesDidChange()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    open override var intrinsicContentSize: CGSize { UIStepper.size }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIStepper.size }

    /// Any frame or bounds keeps this size, as in UIKit.
    override var fixedSize: CGSize? { UIStepper.size }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let (left, right) = bounds.divided(atDistance: bounds.width / 2, from: .minXEdge)
        // − is on the leading side.
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        decrementView.frame = rightToLeft ? right : left
        incrementView.frame = rightToLeft ? left : right
    }

    /// Not an element itself: a container of its two halves.
    open override var isAccessibilityElement: Bool {
        get { false }
        set {}
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        let direction: Double = incrementView.frame.contains(point) ? 1 : -1
        guard canStep(direction) else { return false }
        heldDirection = direction
        valueAtTouchDown = value
        step(direction)
        halvesDidChange()
        if autorepeat { scheduleRepeat(after: UIStepper.repeatDelay) }
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        // A finger that slides off the held half stops the repeat, as UIKit's does.
        let half = heldDirection == 1 ? incrementView.frame : decrementView.frame
        if !half.insetBy(dx: -UIControl.touchInsideMargin / 2, dy: -UIControl.touchInsideMargin / 2)
            .contains(touch.location(in: self))
        {
            stopHolding()
            return false
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        stopHolding()
    }

    open override func cancelTracking(with event: UIEvent?) {
        stopHolding()
    }

    // MARK: Drawing

    open override func draw(_ rect: CGRect) {
        UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12).setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: 8).fill()
        if let heldDirection {
            let half = heldDirection == 1 ? incrementView.frame : decrementView.frame
            UIColor(white: 0, alpha: 0.08).setFill()
            UIBezierPath(roundedRect: half, cornerRadius: 8).fill()
        }
        UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3).setFill()
        UIBezierPath(rect: CGRect(x: bounds.midX - 0.5, y: 8, width: 1, height: bounds.height - 16)).fill()
    }

    // MARK: - Internal

    override func stateDidChange() {
        super.stateDidChange()
        halvesDidChange()
    }

    // MARK: - Private

    private func canStep(_ direction: Double) -> Bool {
        guard isEnabled else { return false }
        if wraps { return true }
        return direction > 0 ? value < maximumValue : value > minimumValue
    }

    /// One step, wrapping or clamping; sends `.valueChanged` when continuous.
    private func step(_ direction: Double) {
        var next = value + direction * stepValue
        if next > maximumValue {
            next = wraps ? minimumValue : maximumValue
        } else if next < minimumValue {
            next = wraps ? maximumValue : minimumValue
        }
        guard next != value else { return }
        value = next
        if isContinuous { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
    }

    private func scheduleRepeat(after delay: TimeInterval) {
        guard let clock = window?.application?.clock else { return }
        repeatTimer = clock.schedule(after: delay) { [weak self] in
            guard let self, let direction = self.heldDirection else { return }
            guard self.canStep(direction) else {
                self.repeatTimer = nil
                return
            }
            self.step(direction)
            self.scheduleRepeat(after: UIStepper.repeatInterval)
        }
    }

    private func stopHolding() {
        repeatTimer?.cancel()
        repeatTimer = nil
        guard heldDirection != nil else { return }
        heldDirection = nil
        if !isContinuous, value != valueAtTouchDown { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
        halvesDidChange()
    }

    private func halvesDidChange() {
        decrementView.show(enabled: canStep(-1), color: tintColor == .tintColor ? .label : tintColor)
        incrementView.show(enabled: canStep(1), color: tintColor == .tintColor ? .label : tintColor)
        setNeedsDisplay()
    }
}

/// One half of a stepper: its − or + drawn, not interactive (the stepper tracks the touch), an
/// accessibility element labelled with what it does.
@MainActor
private final class StepperHalfView: UIView {
    enum Symbol {
        case minus
        case plus
    }

    private let symbol: Symbol
    private var color = UIColor.label

    init(label: String, symbol: Symbol) {
        self.symbol = symbol
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        backgroundColor = .clear
        accessibilityLabel = label
        accessibilityTraits = .button
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override var isAccessibilityElement: Bool {
        get { true }
        set {}
    }

    func show(enabled: Bool, color: UIColor) {
        let shown = enabled ? color : UIColor.tertiaryLabel
        accessibilityTraits = enabled ? .button : [.button, .notEnabled]
        guard shown != self.color else { return }
        self.color = shown
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        color.setFill()
        let centre = CGPoint(x: bounds.midX, y: bounds.midY)
        let length: CGFloat = 14
        let thickness: CGFloat = 2
        UIBezierPath(
            roundedRect: CGRect(
                x: centre.x - length / 2, y: centre.y - thickness / 2, width: length, height: thickness),
            cornerRadius: thickness / 2
        ).fill()
        if symbol == .plus {
            UIBezierPath(
                roundedRect: CGRect(
                    x: centre.x - thickness / 2, y: centre.y - length / 2, width: thickness, height: length),
                cornerRadius: thickness / 2
            ).fill()
        }
    }
}
