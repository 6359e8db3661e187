// A scroll view's side of pull to refresh.
//
// The refresh control is a subview behind the content, kept just above the content's top (or at
// the top of the gap a pull opens) each time the offset, the insets or the size change; it
// starts refreshing itself from there. While it refreshes, `refreshInset` (its height) is part
// of `adjustedContentInset.top`, so the content rests below the spinner and every offset range,
// rubber band and spring back already counts it. The room is taken or given back only while no
// finger drags: a change of range under the finger would make the content jump, so a refresh
// that starts mid-pull takes its room as the finger lifts, and the content then springs back to
// rest below the spinner.

extension UIScrollView {
    /// `adjustedContentInset.top` without the room a refreshing control takes: where a pull is
    /// measured from.
    var insetTopWithoutRefresh: CGFloat {
        adjustedContentInset.top - refreshInset
    }

    /// `refreshControl` was replaced: the old control leaves (its room with it), the new one is
    /// put behind the content.
    func refreshControlDidChange(from old: UIRefreshControl?) {
        if let old, old.scrollView === self {
            old.scrollView = nil
            old.isArmed = false
            if old.superview === self { old.removeFromSuperview() }
        }
        if let control = refreshControl {
            // A control moved here from another scroll view leaves that one first.
            if let previous = control.scrollView, previous !== self, previous.refreshControl === control {
                previous.refreshControl = nil
            }
            control.scrollView = self
            control.isArmed = false
            insertSubview(control, at: 0)
            control.scrollViewDidMove(self)
        }
        refreshingDidChange(movingContent: true)
    }

    /// The control began or ended refreshing (or was replaced): take or give back its room.
    /// Nothing changes while a finger drags (the pan calls again as it lifts). With
    /// `movingContent`, content resting at the top slides to the new top over 0.3 s, and content
    /// left above the new top (a refresh ended) slides back down to it; otherwise (the finger
    /// just lifted) the spring back that follows brings it there.
    func refreshingDidChange(movingContent: Bool) {
        guard !isDragging else { return }
        let control = refreshControl
        let target = control.map { $0.isRefreshing ? UIRefreshControl.height : 0 } ?? 0
        guard target != refreshInset else { return }
        let wasAtTop = contentOffset.y <= -adjustedContentInset.top + 0.5
        refreshInset = target
        adjustedContentInsetMayHaveChanged(keepingOffsetAtTop: false)
        guard movingContent else { return }
        let top = offsetRange.y.lowerBound
        let offset = contentOffset
        guard top.isFinite, offset.y.isFinite else { return }
        // A slide or spring back near the top still heads for the old top: it stops there.
        let headingForOldTop = isScrollingOnItsOwn && target == 0 && offset.y < top + UIRefreshControl.height
        if (wasAtTop && target > 0) || offset.y < top || headingForOldTop {
            let y = wasAtTop && target > 0 ? top : max(offset.y, top)
            setContentOffset(CGPoint(x: offset.x, y: y), animated: true)
        }
    }
}
