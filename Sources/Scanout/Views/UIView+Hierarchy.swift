// The view tree: adding, removing and reordering subviews, and the notifications a move sends.
//
// A move sends, in UIKit's order: willMove(toSuperview:), willMove(toWindow:) to the moved subtree
// (only when the window changes), the change itself, didMoveToWindow() to the subtree,
// didMoveToSuperview(), and the new superview's didAddSubview(_:). View controllers whose root
// views are in the subtree see their appearance callbacks at the window steps, and a first
// responder leaving its window resigns.

extension UIView {
    /// The superview, or nil for a root view or a window.
    public var superview: UIView? { storedSuperview }

    /// The subviews, back to front: the last is drawn on top and hit-tested first.
    public var subviews: [UIView] { storedSubviews }

    /// The window the view is in, or nil.
    public var window: UIWindow? { cachedWindow }

    /// The application the view belongs to: its window's; nil for a view in no window, which has
    /// no clock, pasteboard or menu of its own (and is never made to borrow the current
    /// application's: a view built in one test host must not reach another's).
    var owningApplication: UIApplication? {
        window?.application
    }

    /// Adds `view` on top of the other subviews, removing it from its old superview first.
    /// Adding a view already here moves it to the front.
    public func addSubview(_ view: UIView) {
        insert(view, at: storedSubviews.count)
    }

    /// Inserts `view` at `index` in `subviews` (clamped to the valid range).
    public func insertSubview(_ view: UIView, at index: Int) {
        insert(view, at: index)
    }

    /// Inserts `view` just above `siblingSubview`; adds it on top when that is not a subview.
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard let index = storedSubviews.firstIndex(where: { $0 === siblingSubview }) else {
            return addSubview(view)
        }
        insert(view, at: index + 1)
    }

    /// Inserts `view` just below `siblingSubview`; adds it on top when that is not a subview.
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard let index = storedSubviews.firstIndex(where: { $0 === siblingSubview }) else {
            return addSubview(view)
        }
        insert(view, at: index)
    }

    /// Removes the view from its superview (and so from its window).
    public func removeFromSuperview() {
        guard let superview = storedSuperview else { return }
        let oldWindow = cachedWindow
        damageExtent()
        superview.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { subtreeWillMove(toWindow: nil) }
        layoutSubtreeWillLeaveTree()
        superview.removeStoredSubview(self)
        storedSuperview = nil
        forgetResolvedTints()
        if oldWindow != nil { subtreeDidMove(toWindow: nil) }
        didMoveToSuperview()
        superview.setNeedsLayout()
    }

    /// Moves `view` in front of its siblings.
    public func bringSubviewToFront(_ view: UIView) {
        guard let index = storedSubviews.firstIndex(where: { $0 === view }) else { return }
        storedSubviews.remove(at: index)
        storedSubviews.append(view)
        view.damageExtent()
    }

    /// Moves `view` behind its siblings.
    public func sendSubviewToBack(_ view: UIView) {
        guard let index = storedSubviews.firstIndex(where: { $0 === view }) else { return }
        storedSubviews.remove(at: index)
        storedSubviews.insert(view, at: 0)
        view.damageExtent()
    }

    /// Swaps the subviews at two indices.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        storedSubviews.swapAt(index1, index2)
        storedSubviews[index1].damageExtent()
        storedSubviews[index2].damageExtent()
    }

    /// True when the view is `view` or lies below it in the tree.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.storedSuperview
        }
        return false
    }

    /// The view itself or the first descendant (depth first, in subview order) whose tag matches.
    public func viewWithTag(_ tag: Int) -> UIView? {
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            if view.tag == tag { return view }
            pending.append(contentsOf: view.storedSubviews.reversed())
        }
        return nil
    }

    /// Calls `body` on this view and every view below it, top down — a view before its subviews,
    /// subviews in order — as a recursive walk would, but in a loop: trees can be deeper than the
    /// stack allows. A view's subviews are read just after `body` returns for it, so what `body`
    /// (an app's override it calls) adds or removes there is walked as a recursive walk would.
    func forEachViewInSubtree(_ body: (UIView) -> Void) {
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            body(view)
            pending.append(contentsOf: view.storedSubviews.reversed())
        }
    }

    // MARK: - Private

    /// Takes `view` out of the subviews, looking at the ends first: apps empty a view front to
    /// back (`subviews.forEach { $0.removeFromSuperview() }`) or back to front, and a scan of
    /// every sibling for each made emptying a window of 100,000 views cost their number squared.
    private func removeStoredSubview(_ view: UIView) {
        if storedSubviews.last === view {
            storedSubviews.removeLast()
        } else if let index = storedSubviews.firstIndex(where: { $0 === view }) {
            storedSubviews.remove(at: index)
        }
    }

    private func insert(_ view: UIView, at requestedIndex: Int) {
        precondition(view !== self, "Cannot add \(view) as a subview of itself.")
        // Only a view with subviews can have this one below it: building a tree top down never
        // walks up it (which made a deep chain cost its depth squared).
        precondition(
            view.storedSubviews.isEmpty || !isDescendant(of: view),
            "Cannot add \(view) to its own subtree (it contains \(self)).")
        precondition(!(view is UIWindow), "Cannot add window \(view) as a subview; windows are top-level views.")

        if view.storedSuperview === self {
            storedSubviews.removeAll { $0 === view }
            storedSubviews.insert(view, at: min(max(requestedIndex, 0), storedSubviews.count))
            view.damageExtent()
            return
        }

        let oldWindow = view.cachedWindow
        let newWindow = cachedWindow
        let windowChanges = oldWindow !== newWindow
        let oldTint = view.tintColor

        view.willMove(toSuperview: self)
        if windowChanges { view.subtreeWillMove(toWindow: newWindow) }
        view.damageExtent()
        view.layoutSubtreeWillLeaveTree()
        if let oldSuperview = view.storedSuperview {
            oldSuperview.willRemoveSubview(view)
            oldSuperview.removeStoredSubview(view)
            oldSuperview.setNeedsLayout()
        }
        storedSubviews.insert(view, at: min(max(requestedIndex, 0), storedSubviews.count))
        view.storedSuperview = self
        view.forgetResolvedTints()
        view.layoutSubtreeDidJoinTree()
        if windowChanges { view.subtreeDidMove(toWindow: newWindow) }
        view.damageExtent()
        view.didMoveToSuperview()
        if view.tintColor != oldTint { view.notifyTintChange() }
        view.refreshTraits()
        didAddSubview(view)
        setNeedsLayout()
        if view.needsLayout || view.descendantNeedsLayout { view.markAncestorsNeedLayout() }
    }

    /// Tells the subtree, top down, that it is about to change windows; controllers get
    /// `viewWillAppear`/`viewWillDisappear` and a first responder about to leave resigns.
    func subtreeWillMove(toWindow newWindow: UIWindow?) {
        forEachViewInSubtree { view in
            if newWindow == nil { view.resignFirstResponderBeforeLeavingWindow() }
            view.owningViewController?.viewWillMove(toWindow: newWindow)
            view.willMove(toWindow: newWindow)
        }
    }

    /// Records the new window in the subtree, then tells it, top down, that the move happened.
    func subtreeDidMove(toWindow newWindow: UIWindow?) {
        forEachViewInSubtree { $0.cachedWindow = newWindow }
        forEachViewInSubtree { view in
            view.didMoveToWindow()
            view.owningViewController?.viewDidMove(toWindow: view.cachedWindow)
        }
    }

    private func resignFirstResponderBeforeLeavingWindow() {
        guard let application = cachedWindow?.application, let responder = application.firstResponder else { return }
        let inThisView = responder === self || responder === owningViewController
        guard inThisView else { return }
        responder.resignFirstResponder()
        // A responder that refuses still cannot stay first responder outside a window.
        if application.firstResponder === responder {
            application.setFirstResponder(nil)
            responder.lostFirstResponderWithoutResigning()
        }
    }
}
