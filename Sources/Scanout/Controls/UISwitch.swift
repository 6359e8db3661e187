/// An on/off switch: a rounded track with a round thumb, drawn as iOS draws it.
///
/// A tap flips it and a drag past the middle moves it; either sends `.valueChanged` (and
/// `.primaryActionTriggered`) when the value changes. `setOn(_:animated:)` changes it without
/// sending actions, as in UIKit. A switch that reads right to left
/// (`effectiveUserInterfaceLayoutDirection`) is mirrored, as UIKit's is: on has the thumb at the
/// left, and a drag to the left turns it on. Main actor.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// The size iOS gives a switch; `frame` sizes are replaced by it.
    public static let size = CGSize(width: 51, height: 31)

    /// The switch's state.
    open var isOn: Bool {
        get { storedIsOn }
        set { setOn(newValue, animated: false) }
    }

    /// The track colour when on. `.systemGreen` by default.
    open var onTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// The thumb colour. White by default.
    open var thumbTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    private var storedIsOn = false
    /// Where the thumb is drawn, 0 (off) to 1 (on); moves during animations and drags.
    private var thumbPosition: CGFloat = 0 {
        didSet { setNeedsDisplay() }
    }
    private var thumbAnimation: CADisplayLink?
    private var dragStartX: CGFloat?
    private var didDrag = false

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.size))
        backgroundColor = .clear
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// Sets the state, sliding the thumb when `animated`. Sends no actions.
    open func setOn(_ on: Bool, animated: Bool) {
        storedIsOn = on
        moveThumb(to: on ? 1 : 0, animated: animated)
    }

    open override var intrinsicContentSize: CGSize { UISwitch.size }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.size }

    /// Any frame or bounds keeps this size, as in UIKit.
    override var fixedSize: CGSize? { UISwitch.size }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        dragStartX = touch.location(in: self).x
        didDrag = false
        setNeedsDisplay()
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let dragStartX else { return false }
        let offset = touch.location(in: self).x - dragStartX
        if abs(offset) > 4 { didDrag = true }
        if didDrag {
            let travel = bounds.width - bounds.height
            // Towards "on" is to the right, or to the left in a right-to-left switch.
            let towardsOn = effectiveUserInterfaceLayoutDirection == .rightToLeft ? -offset : offset
            thumbPosition = min(max((storedIsOn ? 1 : 0) + towardsOn / travel, 0), 1)
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let newValue = didDrag ? thumbPosition >= 0.5 : !storedIsOn
        dragStartX = nil
        let changed = newValue != storedIsOn
        storedIsOn = newValue
        moveThumb(to: newValue ? 1 : 0, animated: true)
        if changed { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
    }

    open override func cancelTracking(with event: UIEvent?) {
        dragStartX = nil
        moveThumb(to: storedIsOn ? 1 : 0, animated: true)
    }

    // MARK: Drawing

    open override func draw(_ rect: CGRect) {
        let track = CGRect(origin: .zero, size: UISwitch.size)
        let onColor = onTintColor ?? .systemGreen
        let offColor = UIColor.systemGray5
        // The track fades from grey to the tint as the thumb travels.
        let mix = thumbPosition
        let trackColor = UIColor(
            red: offColor.red + (onColor.red - offColor.red) * mix,
            green: offColor.green + (onColor.green - offColor.green) * mix,
            blue: offColor.blue + (onColor.blue - offColor.blue) * mix, alpha: 1)
        trackColor.setFill()
        UIBezierPath(roundedRect: track, cornerRadius: track.height / 2).fill()

        let diameter = track.height - 4
        let along = effectiveUserInterfaceLayoutDirection == .rightToLeft ? 1 - thumbPosition : thumbPosition
        let thumbX = 2 + (track.width - track.height) * along
        let thumb = CGRect(x: thumbX, y: 2, width: diameter, height: diameter)
        UIColor(white: 0, alpha: 0.12).setFill()
        UIBezierPath(ovalIn: thumb.offsetBy(dx: 0, dy: 1).insetBy(dx: -0.5, dy: -0.5)).fill()
        (isTracking ? UIColor(white: 0.96, alpha: 1) : thumbTintColor ?? .white).setFill()
        UIBezierPath(ovalIn: thumb).fill()
        if !isEnabled {
            UIColor(white: 1, alpha: 0.5).setFill()
            UIBezierPath(roundedRect: track, cornerRadius: track.height / 2).fill()
        }
    }

    // MARK: - Private

    /// Slides the thumb over 0.2 s on display-link frames, or jumps.
    private func moveThumb(to target: CGFloat, animated: Bool) {
        thumbAnimation?.invalidate()
        thumbAnimation = nil
        // The switch's own application: its clock and its frames, not whichever is current. Out of
        // a window there are no frames to slide on.
        guard animated, thumbPosition != target, let application = owningApplication else {
            thumbPosition = target
            return
        }
        let start = thumbPosition
        let startTime = application.clock.now
        let duration: TimeInterval = 0.2
        let link = CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            let progress = min((link.timestamp - startTime) / duration, 1)
            self.thumbPosition = start + (target - start) * TimingCurve.easeInOut.value(at: progress)
            if progress >= 1 {
                link.invalidate()
                self.thumbAnimation = nil
            }
        }
        thumbAnimation = link
        link.add(to: application)
    }
}
