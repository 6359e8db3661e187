/// The screen reader's cursor: a thick rounded outline around the focused element, dark with a
/// light edge so it shows on any background, as VoiceOver draws its own.
///
/// Drawn in an overlay window above the app (below the pointer's cursor) that takes no touches and
/// is not read: the compositor repaints it like any view, damage, rotation and scale included.
@preconcurrency @MainActor
final class ScreenReaderCursor {
    /// How far the outline stands out around the element's frame.
    static let outset: CGFloat = 4
    private let window: PassThroughWindow
    private let outline: ScreenReaderCursorView

    init(application: UIApplication) {
        window = PassThroughWindow(frame: .zero, application: application)
        window.windowLevel = .screenReaderCursor
        window.isUserInteractionEnabled = false
        window.backgroundColor = .clear
        outline = ScreenReaderCursorView(frame: .zero)
        window.addSubview(outline)
    }

    /// Where the outline is drawn, in screen coordinates.
    var frame: CGRect? { window.isHidden ? nil : window.frame }

    /// Draws the outline around `frame` (screen coordinates).
    func show(around frame: CGRect) {
        let outer = frame.insetBy(dx: -Self.outset, dy: -Self.outset)
        guard outer.width > 0, outer.height > 0 else { return }
        window.frame = outer
        outline.frame = window.bounds
        outline.setNeedsDisplay()
        window.isHidden = false
    }

    func remove() {
        window.isHidden = true
    }
}

/// The outline itself.
final class ScreenReaderCursorView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
        isAccessibilityElement = false
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        let outer = UIBezierPath(roundedRect: bounds.insetBy(dx: 1.5, dy: 1.5), cornerRadius: 8)
        outer.lineWidth = 3
        UIColor.white.setStroke()
        outer.stroke()
        let inner = UIBezierPath(roundedRect: bounds.insetBy(dx: 3.5, dy: 3.5), cornerRadius: 6)
        inner.lineWidth = 2.5
        UIColor.black.setStroke()
        inner.stroke()
    }
}

extension UIWindow.Level {
    /// The screen reader's cursor: above the app, its alerts and keyboard; below the pointer.
    static let screenReaderCursor = UIWindow.Level(999_000)
}
