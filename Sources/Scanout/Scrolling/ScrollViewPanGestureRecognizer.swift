/// The scroll view's pan: tells the scroll view when fingers land and lift, and lets the
/// content have a touch that has not scrolled within 150 ms.
@preconcurrency @MainActor
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    /// How long content touches are held to see whether they scroll.
    static let contentTouchDelay: TimeInterval = 0.15

    /// Weak, unlike a view's superview: a touch keeps its recognizers alive, so the pan outlives a
    /// scroll view freed while a finger is on it. The pan's own `view` link is weak already, so
    /// the scroll view has its side table and this link costs nothing more.
    @WeakLink var scrollView: UIScrollView?
    /// Whether the held touches went on to the content (the delay passed without scrolling).
    private(set) var releasedContentTouches = false
    private var delayTimer: ScheduledAction?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        scrollView?.fingerLanded()
        if delaysTouchesBegan, delayTimer == nil, let clock = owningApplication?.clock {
            delayTimer = clock.schedule(after: ScrollViewPanGestureRecognizer.contentTouchDelay) { [weak self] in
                guard let self, self.state == .possible else { return }
                // Not a scroll yet: the content gets its touch.
                self.releasedContentTouches = true
                self.delaysTouchesBegan = false
                self.arena?.releaseHeldTouches()
            }
        }
        super.touchesBegan(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if numberOfTouches == touches.count { scrollView?.fingersLifted() }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        scrollView?.fingersLifted()
    }

    override func reset() {
        super.reset()
        // The sequence is over, so no finger is on the scroll view — also when the pan failed
        // (a sideways drag on vertical content), after which it heard no more touches.
        scrollView?.fingersLifted()
        delayTimer?.cancel()
        delayTimer = nil
        releasedContentTouches = false
        delaysTouchesBegan = scrollView?.delaysContentTouches ?? true
    }
}
