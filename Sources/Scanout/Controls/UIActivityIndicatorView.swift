/// A spinner saying work is under way: eight spokes whose brightness turns round, drawn as iOS
/// draws it (20 points medium, 37 large).
///
/// Behaves as UIKit's `UIActivityIndicatorView`: `startAnimating()`/`stopAnimating()`,
/// `isAnimating`, and `hidesWhenStopped` (true by default: a stopped spinner is hidden). It turns
/// only while it is in a window and not hidden — a spinner nobody can see costs no frames — and
/// advances one spoke every twelfth of a second on the application's clock. Main actor.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable {
        case medium = 100
        case large = 101
        @available(*, deprecated, message: "Use .large")
        case whiteLarge = 0
        @available(*, deprecated, message: "Use .medium")
        case white = 1
        @available(*, deprecated, message: "Use .medium")
        case gray = 2
    }

    static let spokeCount = 8
    static let stepInterval: TimeInterval = 1.0 / 12

    open var style: Style = .medium {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The spokes' colour; grey by default.
    open var color: UIColor! = .systemGray {
        didSet { setNeedsDisplay() }
    }

    /// Whether a stopped spinner hides itself.
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }

    /// Whether `startAnimating()` was called and `stopAnimating()` not since.
    public private(set) var isAnimating = false

    /// Which spoke is brightest.
    private(set) var phase = 0 {
        didSet { setNeedsDisplay() }
    }
    private var stepTimer: ScheduledAction?
    /// How many spokes are drawn, clockwise from the top, all equally bright while fewer than
    /// all: a refresh control shows its spinner growing as the pull does.
    var shownSpokes = UIActivityIndicatorView.spokeCount {
        didSet { if shownSpokes != oldValue { setNeedsDisplay() } }
    }

    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: UIActivityIndicatorView.size(for: style)))
        commonInit()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    private func commonInit() {
        backgroundColor = .clear
        isOpaque = false
        isHidden = hidesWhenStopped
    }

    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        if hidesWhenStopped { isHidden = false }
        updateTurning()
    }

    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
        updateTurning()
    }

    /// Whether the spokes are turning now: animating and where someone could see it.
    var isTurning: Bool { stepTimer != nil }

    open override var intrinsicContentSize: CGSize { UIActivityIndicatorView.size(for: style) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        updateTurning()
    }

    override func hiddenDidChange() {
        super.hiddenDidChange()
        updateTurning()
    }

    open override func draw(_ rect: CGRect) {
        let size = UIActivityIndicatorView.size(for: style)
        let centre = CGPoint(x: bounds.midX, y: bounds.midY)
        let outer = size.width / 2
        let inner = outer * 0.45
        let width = style == .large ? 4.0 : 2.25
        let count = UIActivityIndicatorView.spokeCount
        let growing = shownSpokes < count
        for spoke in 0..<min(max(shownSpokes, 0), count) {
            // The brightest spoke is `phase`; the ones behind it fade.
            let age = growing ? 0 : (phase - spoke + count) % count
            color.withAlphaComponent(color.alpha * (1 - CGFloat(age) / CGFloat(count) * 0.8)).setStroke()
            let angle = CGFloat(spoke) / CGFloat(count) * 2 * .pi - .pi / 2
            let path = UIBezierPath()
            path.move(to: CGPoint(x: centre.x + cosValue(angle) * inner, y: centre.y + sinValue(angle) * inner))
            path.addLine(
                to: CGPoint(
                    x: centre.x + cosValue(angle) * (outer - width / 2),
                    y: centre.y + sinValue(angle) * (outer - width / 2)))
            path.lineWidth = width
            path.lineCapStyle = .round
            path.stroke()
        }
    }

    // MARK: - Private

    private static func size(for style: Style) -> CGSize {
        style == .large || style.rawValue == 0 ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }

    /// Starts or stops the clock steps to match whether the spinner can be seen turning.
    private func updateTurning() {
        let visible = isAnimating && !isHidden && window != nil
        if visible, stepTimer == nil {
            scheduleStep()
        } else if !visible {
            stepTimer?.cancel()
            stepTimer = nil
        }
    }

    private func scheduleStep() {
        guard let clock = window?.application?.clock else { return }
        stepTimer = clock.schedule(after: UIActivityIndicatorView.stepInterval) { [weak self] in
            guard let self, self.stepTimer != nil else { return }
            self.phase = (self.phase + 1) % UIActivityIndicatorView.spokeCount
            self.scheduleStep()
        }
    }
}
