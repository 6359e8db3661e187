/// A scroll view's indicators: thin rounded bars along the trailing and bottom edges that show
/// where the visible part lies in the content, while it scrolls.
///
/// As in UIKit, they are subviews of the scroll view (kept in front of the content, ignored by
/// hit-testing), shown for an axis whose content overflows when the offset changes, and they
/// fade out after scrolling stops: they stay while a finger drags or the content moves on, then
/// after `fadeDelay` a clock timer starts a `fadeDuration` fade stepped on the frame clock, so an
/// idle scroll view asks for no frames. Main actor.
@preconcurrency @MainActor
final class ScrollIndicators {
    /// UIKit's look: 3 points thick, 3 points from the edge, dark and translucent.
    static let thickness: CGFloat = 3
    static let inset: CGFloat = 3
    static let minimumLength: CGFloat = 36
    static let fadeDelay: TimeInterval = 0.5
    static let fadeDuration: TimeInterval = 0.25

    let vertical = ScrollIndicators.makeBar()
    let horizontal = ScrollIndicators.makeBar()

    init(scrollView: UIScrollView) {
        self.scrollView = scrollView
    }

    /// The offset (or the content or bounds) changed: show the indicators of the axes that
    /// scroll and place them; the fade waits until scrolling has stopped.
    func scrollViewDidScroll() {
        guard let scrollView else { return }
        let showsVertical = scrollView.showsVerticalScrollIndicator && overflows(vertical: true)
        let showsHorizontal = scrollView.showsHorizontalScrollIndicator && overflows(vertical: false)
        guard showsVertical || showsHorizontal else { return }
        show(vertical, showsVertical)
        show(horizontal, showsHorizontal)
        // Placed before they are added, so adding one reports damage only where it shows.
        layout()
        keepInFront()
        scheduleFade()
    }

    /// Shows the indicators briefly, as `flashScrollIndicators()` does, even without scrolling.
    func flash() {
        guard let scrollView else { return }
        show(vertical, scrollView.showsVerticalScrollIndicator && overflows(vertical: true))
        show(horizontal, scrollView.showsHorizontalScrollIndicator && overflows(vertical: false))
        // Placed before they are added, so adding one reports damage only where it shows.
        layout()
        keepInFront()
        scheduleFade()
    }

    /// Scrolling stopped (the finger lifted without a flick, or the motion ended): the fade may
    /// start after the delay.
    func scrollingStopped() {
        scheduleFade()
    }

    /// Places the visible bars for the current offset.
    func layout() {
        guard let scrollView else { return }
        let bounds = scrollView.bounds
        let inset = scrollView.adjustedContentInset
        let both = !vertical.isHidden && !horizontal.isHidden
        let corner = both ? Self.thickness + Self.inset : 0
        // The app's indicator insets move each track in from the edges (not-finite ones count as 0).
        let v = scrollView.verticalScrollIndicatorInsets.finiteOrZero
        let h = scrollView.horizontalScrollIndicatorInsets.finiteOrZero
        if !vertical.isHidden {
            let track = max(bounds.height - 2 * Self.inset - corner - v.top - v.bottom, 0)
            let content = scrollView.contentSize.height + inset.top + inset.bottom
            let (start, length) = Self.bar(
                track: track, visible: bounds.height, content: content,
                offset: bounds.minY + inset.top)
            vertical.frame = CGRect(
                x: bounds.maxX - Self.inset - Self.thickness - v.right, y: bounds.minY + Self.inset + v.top + start,
                width: Self.thickness, height: length)
        }
        if !horizontal.isHidden {
            let track = max(bounds.width - 2 * Self.inset - corner - h.left - h.right, 0)
            let content = scrollView.contentSize.width + inset.left + inset.right
            let (start, length) = Self.bar(
                track: track, visible: bounds.width, content: content,
                offset: bounds.minX + inset.left)
            horizontal.frame = CGRect(
                x: bounds.minX + Self.inset + h.left + start, y: bounds.maxY - Self.inset - Self.thickness - h.bottom,
                width: length, height: Self.thickness)
        }
    }

    /// Where a bar starts along a `track` and how long it is, for `visible` points of `content`
    /// seen from `offset`: its length is the visible fraction (at least `minimumLength`), and it
    /// shortens, down to its thickness, as the content is pulled past an edge.
    static func bar(track: CGFloat, visible: CGFloat, content: CGFloat, offset: CGFloat)
        -> (start: CGFloat, length: CGFloat)
    {
        guard track > 0, content > 0 else { return (0, 0) }
        let scrollable = max(content - visible, 0)
        var length = min(track, max(minimumLength, track * visible / content))
        let overshoot = offset < 0 ? -offset : max(offset - scrollable, 0)
        length = max(thickness, length - overshoot)
        let progress = scrollable > 0 ? min(max(offset / scrollable, 0), 1) : 0
        return ((track - length) * progress, length)
    }

    // MARK: - Private

    @WeakLink private var scrollView: UIScrollView?
    private var fadeTimer: ScheduledAction?
    private var fadeStart: TimeInterval = 0
    /// Steps the fade once per frame; made on the first fade in a window.
    private var fader: FrameTicker?

    private static func makeBar() -> UIView {
        let bar = UIView()
        bar.backgroundColor = UIColor(white: 0, alpha: 0.35)
        bar.layer.cornerRadius = thickness / 2
        bar.isUserInteractionEnabled = false
        bar.isHidden = true
        return bar
    }

    private func overflows(vertical: Bool) -> Bool {
        guard let scrollView else { return false }
        let inset = scrollView.adjustedContentInset
        return vertical
            ? scrollView.contentSize.height + inset.top + inset.bottom > scrollView.bounds.height
            : scrollView.contentSize.width + inset.left + inset.right > scrollView.bounds.width
    }

    private func show(_ bar: UIView, _ shows: Bool) {
        fader?.stop()
        bar.alpha = 1
        bar.isHidden = !shows
    }

    /// Moves the visible bars above the content when something was added over them (a table
    /// view adds cells as it scrolls); checks only the last subviews, so it is cheap when nothing
    /// changed.
    private func keepInFront() {
        guard let scrollView else { return }
        let bars = [vertical, horizontal].filter { !$0.isHidden }
        let top = scrollView.subviews.suffix(bars.count)
        guard !bars.allSatisfy({ bar in top.contains { $0 === bar } }) else { return }
        bars.forEach { scrollView.addSubview($0) }
    }

    /// Starts (or restarts) the delay before the fade, unless the content is still moving.
    private func scheduleFade() {
        fadeTimer?.cancel()
        fadeTimer = nil
        guard let scrollView, !scrollView.isDragging, !scrollView.isScrollingOnItsOwn,
            !vertical.isHidden || !horizontal.isHidden
        else { return }
        // Out of a window nothing shows, and there is no clock to fade on.
        guard let application = scrollView.owningApplication else { return }
        let clock = application.clock
        fadeTimer = clock.schedule(at: clock.now + Self.fadeDelay) { [weak self] in
            guard let self else { return }
            fadeTimer = nil
            fadeStart = clock.now
            let fader =
                self.fader ?? FrameTicker(application: application) { [weak self] now in self?.fade(at: now) ?? false }
            self.fader = fader
            fader.start()
        }
    }

    /// One frame of the fade; false once the bars are hidden.
    private func fade(at now: TimeInterval) -> Bool {
        let alpha = CGFloat(max(0, 1 - (now - fadeStart) / Self.fadeDuration))
        for bar in [vertical, horizontal] where !bar.isHidden {
            bar.alpha = alpha
            if alpha == 0 { bar.isHidden = true }
        }
        return alpha > 0
    }
}
