// The safe area a scroll view adds to its content inset, and the keyboard a drag dismisses.
//
// A scroll view that fills a screen under a navigation bar (or above a toolbar or tab bar) has
// a safe area inset from its edges. UIKit adds that to `contentInset` along the axes the
// content scrolls on (`.scrollableAxes`), and for `.automatic` vertically whenever the scroll
// view is a view controller's root view in a navigation controller, so the first row rests
// below the bar and scrolls under it. The edges so adjusted are not passed on to the content's
// own safe area: cells do not inset themselves again as they pass under the bar.

extension UIScrollView {
    /// What the adjustment behaviour adds to `contentInset`, from the safe area.
    var safeAreaAdjustment: UIEdgeInsets {
        let safe = safeAreaInsets
        guard safe != .zero else { return .zero }
        let (horizontal, vertical) = adjustedAxes
        return UIEdgeInsets(
            top: vertical ? safe.top : 0, left: horizontal ? safe.left : 0,
            bottom: vertical ? safe.bottom : 0, right: horizontal ? safe.right : 0)
    }

    /// The safe-area insets the content's views see, in the scroll view's own measure: the safe
    /// area less the edges already added to the content inset.
    func safeAreaInsetsPassedToContent(_ safe: UIEdgeInsets) -> UIEdgeInsets {
        let (horizontal, vertical) = adjustedAxes
        return UIEdgeInsets(
            top: vertical ? 0 : safe.top, left: horizontal ? 0 : safe.left,
            bottom: vertical ? 0 : safe.bottom, right: horizontal ? 0 : safe.right)
    }

    /// The content inset's adjustment may have changed (the safe area, the content size, the
    /// behaviour or the inset itself did): a content offset resting at the top (or leading edge)
    /// stays there unless `keepingOffsetAtTop` is false (a refresh control slides it itself), and
    /// the scroll view and its delegate hear of it.
    func adjustedContentInsetMayHaveChanged(keepingOffsetAtTop: Bool = true) {
        let new = adjustedContentInset
        let old = lastAdjustedContentInset
        guard new != old else { return }
        lastAdjustedContentInset = new
        var offset = contentOffset
        if offset.y == -old.top { offset.y = -new.top }
        if offset.x == -old.left { offset.x = -new.left }
        if keepingOffsetAtTop, offset != contentOffset, !isDragging, !isDecelerating { applyOffset(offset) }
        refreshControl?.scrollViewDidMove(self)
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// Interactive keyboard dismissal: the dragging finger reached the keyboard's top.
    func dismissKeyboardIfReached() {
        guard let window, let keyboard = owningApplication?.inputViewHost.frame else { return }
        let finger = panGestureRecognizer.location(in: window)
        if finger.y >= keyboard.minY { window.endEditing(true) }
    }

    // MARK: - Private

    /// Which axes take the safe area into the content inset.
    private var adjustedAxes: (horizontal: Bool, vertical: Bool) {
        switch contentInsetAdjustmentBehavior {
        case .never:
            return (false, false)
        case .always:
            return (true, true)
        case .scrollableAxes, .automatic:
            let size = bounds.size
            let horizontal = alwaysBounceHorizontal || contentSize.width > size.width
            var vertical = alwaysBounceVertical || contentSize.height > size.height
            if contentInsetAdjustmentBehavior == .automatic, let controller = owningViewController,
                controller.navigationController != nil
            {
                vertical = true
            }
            return (horizontal, vertical)
        }
    }
}
