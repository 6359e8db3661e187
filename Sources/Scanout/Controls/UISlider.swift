/// A control for picking a value from a continuous range by sliding a thumb along a track.
///
/// Dragging the thumb (or a touch that lands within a finger's width of it) changes `value` and
/// sends `.valueChanged` as it moves (or once at the end when `isContinuous` is false). Drawn as
/// iOS draws it: a thin rounded track, tinted between the minimum end and the thumb. As in UIKit,
/// a slider that reads right to left (`effectiveUserInterfaceLayoutDirection`) has its minimum at
/// the right. Main actor.
///
/// The bounds and the value stay finite and ordered whatever the app sets: a NaN or infinite
/// bound and a NaN value are refused with a warning (the value keeps its last), an infinite value
/// is pinned to the nearer bound, and a minimum set above the maximum raises the maximum with it
/// (and a maximum set below the minimum lowers the minimum), so `minimumValue <= value <=
/// maximumValue` always holds, also while a finger drags the thumb.
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// The height iOS gives a slider.
    public static let height: CGFloat = 31
    static let thumbDiameter: CGFloat = 28
    static let trackHeight: CGFloat = 4

    open var minimumValue: Float = 0 {
        didSet {
            guard !refusesNonFinite(&warned, "minimumValue", minimumValue, keeping: oldValue) else {
                minimumValue = oldValue
                return
            }
            if maximumValue < minimumValue { maximumValue = minimumValue }
            clampValue()
        }
    }

    open var maximumValue: Float = 1 {
        didSet {
            guard !refusesNonFinite(&warned, "maximumValue", maximumValue, keeping: oldValue) else {
                maximumValue = oldValue
                return
            }
            if minimumValue > maximumValue { minimumValue = maximumValue }
            clampValue()
        }
    }

    /// The value, kept within `minimumValue...maximumValue`.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }

    /// Whether `.valueChanged` is sent while dragging (true) or only when the drag ends.
    open var isContinuous = true

    /// The track colour left of the thumb. `.systemBlue` (the tint) by default.
    open var minimumTrackTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// The track colour right of the thumb. Light grey by default.
    open var maximumTrackTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    open var thumbTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    private var storedValue: Float = 0
    /// Where the finger grabbed the thumb, relative to its centre, so the thumb does not jump.
    private var grabOffset: CGFloat = 0
    private var valueChangedWhileTracking = false
    private var warned = WarnedCauses()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// Sets the value (clamped to the range) without sending actions.
    open func setValue(_ value: Float, animated: Bool) {
        guard !value.isNaN else {
            warnOnce(&warned, cause: "value", "\(self): value cannot be nan; keeping \(storedValue).")
            return
        }
        let clamped = min(max(value, minimumValue), maximumValue)
        guard clamped != storedValue else { return }
        storedValue = clamped
        setNeedsDisplay()
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UISlider.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: max(size.width, UISlider.thumbDiameter * 2), height: UISlider.height)
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let location = touch.location(in: self)
        let thumb = thumbRect()
        // A finger's width around the thumb grabs it; elsewhere the touch does nothing.
        guard thumb.insetBy(dx: -10, dy: -10).contains(location) else { return false }
        grabOffset = location.x - thumb.midX
        valueChangedWhileTracking = false
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let newValue = value(atThumbCentre: touch.location(in: self).x - grabOffset)
        if newValue != storedValue {
            setValue(newValue, animated: false)
            valueChangedWhileTracking = true
            if isContinuous { sendActions(for: .valueChanged) }
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if valueChangedWhileTracking, !isContinuous { sendActions(for: .valueChanged) }
        setNeedsDisplay()
    }

    open override func cancelTracking(with event: UIEvent?) {
        if valueChangedWhileTracking, !isContinuous { sendActions(for: .valueChanged) }
        setNeedsDisplay()
    }

    // MARK: Drawing

    open override func draw(_ rect: CGRect) {
        let thumb = thumbRect()
        let trackY = bounds.midY - UISlider.trackHeight / 2
        let inset = UISlider.thumbDiameter / 2
        let track = CGRect(x: inset / 2, y: trackY, width: bounds.width - inset, height: UISlider.trackHeight)
        (maximumTrackTintColor ?? UIColor.systemGray4).setFill()
        UIBezierPath(roundedRect: track, cornerRadius: UISlider.trackHeight / 2).fill()
        // The minimum track runs from the minimum end to the thumb: from the left, or from the
        // right when the slider reads right to left.
        var filled = track
        if isMirrored {
            filled.origin.x = min(thumb.midX, track.maxX)
            filled.size.width = max(0, track.maxX - thumb.midX)
        } else {
            filled.size.width = max(0, thumb.midX - track.minX)
        }
        (minimumTrackTintColor ?? tintColor).setFill()
        UIBezierPath(roundedRect: filled, cornerRadius: UISlider.trackHeight / 2).fill()

        UIColor(white: 0, alpha: 0.15).setFill()
        UIBezierPath(ovalIn: thumb.offsetBy(dx: 0, dy: 1).insetBy(dx: -0.5, dy: -0.5)).fill()
        (isTracking ? UIColor(white: 0.95, alpha: 1) : thumbTintColor ?? .white).setFill()
        UIBezierPath(ovalIn: thumb).fill()
        if !isEnabled {
            UIColor(white: 1, alpha: 0.5).setFill()
            UIBezierPath(rect: bounds).fill()
        }
    }

    // MARK: - Private

    /// Whether the minimum is at the right: the slider reads right to left, as UIKit's do.
    private var isMirrored: Bool {
        effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    /// The thumb's rectangle for the current value.
    private func thumbRect() -> CGRect {
        let diameter = UISlider.thumbDiameter
        let travel = max(bounds.width - diameter, 0)
        // In Double: the span of two finite Floats can overflow a Float (-3e38...3e38).
        let range = Double(maximumValue) - Double(minimumValue)
        let fraction = range > 0 ? CGFloat((Double(storedValue) - Double(minimumValue)) / range) : 0
        return CGRect(
            x: travel * (isMirrored ? 1 - fraction : fraction), y: bounds.midY - diameter / 2, width: diameter,
            height: diameter)
    }

    private func value(atThumbCentre x: CGFloat) -> Float {
        let diameter = UISlider.thumbDiameter
        let travel = max(bounds.width - diameter, 1)
        let along = min(max((x - diameter / 2) / travel, 0), 1)
        guard !along.isNaN else { return storedValue }
        let fraction = isMirrored ? 1 - along : along
        let value = Double(minimumValue) + Double(fraction) * (Double(maximumValue) - Double(minimumValue))
        return min(max(Float(value), minimumValue), maximumValue)
    }

    private func clampValue() {
        let clamped = min(max(storedValue, minimumValue), maximumValue)
        if clamped != storedValue {
            storedValue = clamped
            setNeedsDisplay()
        }
    }
}
