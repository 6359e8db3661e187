// The focus ring: a tinted rounded outline around the focused item, as iPadOS draws it, in an
// overlay window above the app (like the drawn pointer cursor), so the compositor damages and
// repaints it like any view when focus moves. Shown only while keys are in use.

@preconcurrency @MainActor
final class FocusRing {
    /// How far the ring stands off the item, and how thick it is.
    static let outset: CGFloat = 4
    static let lineWidth: CGFloat = 3
    static let cornerRadius: CGFloat = 8

    private unowned let application: UIApplication
    private var window: UIWindow?
    private var ringView: FocusRingView?

    init(application: UIApplication) {
        self.application = application
    }

    /// Where the ring is drawn now, in screen points; nil when it is hidden.
    var frame: CGRect? {
        guard let window, !window.isHidden else { return nil }
        return window.frame
    }

    /// Draws the ring around `view` (nil hides it).
    func update(for view: UIView?) {
        guard let view, let viewWindow = view.window else {
            window?.isHidden = true
            return
        }
        var rect = view.convert(view.bounds, to: nil)
        var radius = Self.cornerRadius
        if let halo = view.focusEffect as? UIFocusHaloEffect, halo.rect.isFiniteRect {
            rect = view.convert(halo.rect, to: nil)
            radius = max(0, halo.cornerRadius.isFinite ? halo.cornerRadius : Self.cornerRadius) + Self.outset
        }
        rect.origin.x += viewWindow.frame.minX
        rect.origin.y += viewWindow.frame.minY
        let inset = Self.outset + Self.lineWidth / 2 + 1
        let ringFrame = rect.insetBy(dx: -inset, dy: -inset)
        guard ringFrame.isFiniteRect, ringFrame.width < 100_000, ringFrame.height < 100_000 else {
            window?.isHidden = true
            return
        }
        let window = self.window ?? makeWindow()
        let ringView = self.ringView!
        let tint = view.tintColor ?? .systemBlue
        if ringView.color != tint || ringView.radius != radius {
            ringView.color = tint
            ringView.radius = radius
            ringView.setNeedsDisplay()
        }
        if window.frame != ringFrame {
            window.frame = ringFrame
            ringView.frame = window.bounds
            ringView.setNeedsDisplay()
        }
        window.isHidden = false
    }

    private func makeWindow() -> UIWindow {
        let window = PassThroughWindow(frame: .zero, application: application)
        window.windowLevel = .focusRing
        window.isUserInteractionEnabled = false
        window.backgroundColor = .clear
        let ringView = FocusRingView(frame: .zero)
        window.addSubview(ringView)
        self.window = window
        self.ringView = ringView
        return window
    }
}

/// The outline itself.
final class FocusRingView: UIView {
    var color: UIColor = .systemBlue
    var radius: CGFloat = FocusRing.cornerRadius

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override var canBecomeFocused: Bool { false }

    override func draw(_ rect: CGRect) {
        let inset = FocusRing.lineWidth / 2 + 1
        let path = UIBezierPath(roundedRect: bounds.insetBy(dx: inset, dy: inset), cornerRadius: radius)
        path.lineWidth = FocusRing.lineWidth
        color.setStroke()
        path.stroke()
    }
}

extension UIWindow.Level {
    /// The focus ring: above alerts and the keyboard, below the pointer's cursor.
    static let focusRing = UIWindow.Level(999_000)
}
