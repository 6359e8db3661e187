/// A bar showing how far a task has got, drawn as iOS draws it: a 4-point rounded track with the
/// done part in the tint colour.
///
/// Behaves as UIKit's `UIProgressView`: `progress` runs from 0 to 1 (values outside are pinned);
/// `setProgress(_:animated:)` slides the bar to the new value over a quarter of a second on the
/// application's frames. `.bar` style draws a square-ended track for use under a bar. Main actor.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    public enum Style: Int, Sendable {
        case `default` = 0
        case bar
    }

    /// The height iOS gives a progress view.
    static let barHeight: CGFloat = 4
    static let animationDuration: TimeInterval = 0.25

    open var progressViewStyle: Style = .default {
        didSet { setNeedsDisplay() }
    }

    /// How far along, 0…1. Setting it moves the bar at once.
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }

    /// The colour of the done part; the tint when nil.
    open var progressTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// The colour of the track.
    open var trackTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    private var storedProgress: Float = 0
    /// What is drawn; trails `storedProgress` while animating.
    private var shownProgress: Float = 0 {
        didSet { if shownProgress != oldValue { setNeedsDisplay() } }
    }
    private var animation: CADisplayLink?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        isOpaque = false
    }

    /// A progress view of `style`, `UIProgressView.barHeight` tall.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: CGRect(x: 0, y: 0, width: 150, height: UIProgressView.barHeight))
        progressViewStyle = style
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// Sets the progress, sliding the bar to it when `animated`.
    open func setProgress(_ progress: Float, animated: Bool) {
        let pinned = progress.isNaN ? 0 : min(max(progress, 0), 1)
        storedProgress = pinned
        animation?.invalidate()
        animation = nil
        guard animated, let application = window?.application, shownProgress != pinned else {
            shownProgress = pinned
            return
        }
        let start = shownProgress
        let startTime = application.clock.now
        let link = CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            let fraction = min((link.timestamp - startTime) / UIProgressView.animationDuration, 1)
            self.shownProgress = start + (pinned - start) * Float(TimingCurve.easeInOut.value(at: fraction))
            if fraction >= 1 {
                link.invalidate()
                self.animation = nil
            }
        }
        animation = link
        link.add(to: application)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIProgressView.barHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : 150, height: UIProgressView.barHeight)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    open override func draw(_ rect: CGRect) {
        let track = CGRect(
            x: 0, y: (bounds.height - UIProgressView.barHeight) / 2, width: bounds.width,
            height: min(UIProgressView.barHeight, bounds.height))
        let radius = progressViewStyle == .bar ? 0 : track.height / 2
        (trackTintColor ?? UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2)).setFill()
        UIBezierPath(roundedRect: track, cornerRadius: radius).fill()
        guard shownProgress > 0 else { return }
        var done = track
        done.size.width = track.width * CGFloat(shownProgress)
        if effectiveUserInterfaceLayoutDirection == .rightToLeft { done.origin.x = track.maxX - done.width }
        (progressTintColor ?? tintColor).setFill()
        UIBezierPath(roundedRect: done, cornerRadius: radius).fill()
    }
}
