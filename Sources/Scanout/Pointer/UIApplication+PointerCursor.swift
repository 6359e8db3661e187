// The pointer's cursor. A mouse or tablet moves a pointer the user must see; a touchscreen has
// no cursor. The input backend reports where the pointer is (`pointerMoved(to:)`), the display
// gets the first chance to show it in hardware (a cursor plane moves without redrawing
// anything), and otherwise the application draws the arrow itself in an overlay window above
// everything, which the compositor repaints like any view — rotation, scale and damage included.

extension UIApplication {
    /// What the pointer is over: hover recognizers, pointer interactions and their effects.
    var pointerHover: PointerHover {
        if let pointerHoverIfLoaded { return pointerHoverIfLoaded }
        let hover = PointerHover(application: self)
        pointerHoverIfLoaded = hover
        return hover
    }

    /// The pointer is at `location` (screen points): hovering follows it, and the cursor shows
    /// there as the region under it asks (the arrow, a shape, or none).
    package func pointerMoved(to location: CGPoint) {
        // A location that is no number cannot be shown (the cursor plane takes whole pixels).
        guard location.isFinite else { return }
        let cursor = pointerHover.pointerMoved(to: location)
        switch cursor {
        case .arrow:
            let pixel = CGPoint(x: location.x * screen.scale, y: location.y * screen.scale)
            if let display, display.showHardwareCursor(at: pixel) {
                pointerCursorWindow?.isHidden = true
                return
            }
            showDrawnCursor(
                shape: nil,
                frame: CGRect(origin: CGPoint(x: location.x - 1, y: location.y - 1), size: PointerCursorView.size))
        case .hidden:
            _ = display?.showHardwareCursor(at: nil)
            pointerCursorWindow?.isHidden = true
        case .shape(let outline):
            // A shape is drawn: the hardware cursor holds only the arrow.
            _ = display?.showHardwareCursor(at: nil)
            let bounds = outline.bounds.insetBy(dx: -2, dy: -2)
            guard bounds.isFinite, !bounds.isEmpty else {
                pointerCursorWindow?.isHidden = true
                return
            }
            outline.apply(CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY))
            showDrawnCursor(shape: outline, frame: bounds)
        }
    }

    /// No cursor: the last pointing device went away, or a finger touched the screen (the
    /// pointer comes back with the next pointer motion). Hovering ends.
    package func hidePointerCursor() {
        pointerHoverIfLoaded?.pointerWentAway()
        _ = display?.showHardwareCursor(at: nil)
        pointerCursorWindow?.isHidden = true
    }

    private func showDrawnCursor(shape: UIBezierPath?, frame: CGRect) {
        let window = pointerCursorWindow ?? makePointerCursorWindow()
        window.frame = frame
        if let cursorView = window.subviews.first as? PointerCursorView {
            cursorView.frame = window.bounds
            cursorView.shape = shape
        }
        window.isHidden = false
    }

    /// Where the drawn cursor is, when it is shown (nil with a hardware cursor or no pointer).
    package var drawnPointerCursorFrame: CGRect? {
        guard let window = pointerCursorWindow, !window.isHidden else { return nil }
        return window.frame
    }

    private func makePointerCursorWindow() -> UIWindow {
        let window = PassThroughWindow(frame: CGRect(origin: .zero, size: PointerCursorView.size), application: self)
        window.windowLevel = .pointerCursor
        window.isUserInteractionEnabled = false
        window.backgroundColor = .clear
        window.addSubview(PointerCursorView(frame: window.bounds))
        pointerCursorWindow = window
        return window
    }
}

extension UIWindow.Level {
    /// The pointer's cursor: above everything, alerts included.
    static let pointerCursor = UIWindow.Level(1_000_000)
}
