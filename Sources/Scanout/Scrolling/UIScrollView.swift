/// A view whose content is larger than itself and moves under the finger.
///
/// Behaves as UIKit's `UIScrollView`: `contentOffset` is the bounds' origin; a drag moves the
/// content one to one (with growing resistance past an edge when `bounces`); a flick decelerates
/// by `decelerationRate` per millisecond and springs back from an edge; paging snaps to whole
/// pages of the view's size. Touches on the content are held for 150 ms
/// (`delaysContentTouches`), so a tap on a button inside still taps while a drag that starts on
/// it scrolls instead. Motion runs on the application clock, so tests step it with
/// `TestHost.advance(by:)`; scrolling repaints only the scroll view's own area. Main actor.
///
/// While it scrolls, thin indicators show where the visible part lies and fade out after it stops
/// (`showsVerticalScrollIndicator`, `showsHorizontalScrollIndicator`, `flashScrollIndicators()`).
///
/// The safe area (under a navigation bar, above a toolbar or tab bar) is added to `contentInset` as
/// `contentInsetAdjustmentBehavior` says (see `UIScrollView+ContentInsetAdjustment.swift`), so a
/// list that fills its screen starts below the bar and scrolls under it, as in UIKit. A drag
/// can dismiss the keyboard (`keyboardDismissMode`).
///
/// A `refreshControl` above the content starts a refresh when the content is pulled down (see
/// `UIRefreshControl` and `UIScrollView+RefreshControl.swift`).
///
/// Differences: no zooming; no `indicatorStyle`;
/// `scrollsToTop` has no status bar to be tapped.
@preconcurrency @MainActor
open class UIScrollView: UIView, UIGestureRecognizerDelegate {
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat

        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// How the safe area is added to `contentInset`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `scrollableAxes`, and vertically always for a view controller's root view in a
        /// navigation controller.
        case automatic
        /// Along the axes the content scrolls (or always bounces) on.
        case scrollableAxes
        case never
        case always
    }

    /// How a drag dismisses the keyboard.
    public enum KeyboardDismissMode: Int, Sendable {
        case none
        /// When a drag begins.
        case onDrag
        /// When the dragging finger reaches the keyboard.
        case interactive
        case onDragWithAccessory
        case interactiveWithAccessory
    }

    /// The size of the content, in points.
    open var contentSize: CGSize = .zero {
        didSet {
            guard contentSize != oldValue else { return }
            adjustedContentInsetMayHaveChanged()
            KeyValueObservationCenter.somethingChanged()
        }
    }

    /// Extra room around the content the offset may scroll into. A value that is not finite is
    /// refused with a warning (it would leave no range to scroll in).
    open var contentInset: UIEdgeInsets = .zero {
        didSet {
            let inset = contentInset
            guard inset.top.isFinite, inset.left.isFinite, inset.bottom.isFinite, inset.right.isFinite else {
                warnOnce(
                    &insetWarnings, cause: "contentInset",
                    "\(self): contentInset must be finite, not \(inset); keeping \(oldValue).")
                contentInset = oldValue
                return
            }
            if inset != oldValue {
                adjustedContentInsetMayHaveChanged()
                KeyValueObservationCenter.somethingChanged()
            }
        }
    }
    /// The causes `contentInset` has warned about.
    private var insetWarnings = WarnedCauses()

    /// The insets in effect: `contentInset`, the safe area the adjustment behaviour adds, and
    /// the room a refreshing `refreshControl` takes above the content.
    open var adjustedContentInset: UIEdgeInsets {
        let adjustment = safeAreaAdjustment
        return UIEdgeInsets(
            top: contentInset.top + adjustment.top + refreshInset, left: contentInset.left + adjustment.left,
            bottom: contentInset.bottom + adjustment.bottom, right: contentInset.right + adjustment.right)
    }

    /// How the safe area adds to the content inset. `.automatic` by default.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { adjustedContentInsetMayHaveChanged() } }
    }

    /// Called when `adjustedContentInset` changed. Does nothing by default.
    open func adjustedContentInsetDidChange() {}

    /// How a drag dismisses the keyboard. `.none` by default.
    open var keyboardDismissMode: KeyboardDismissMode = .none

    /// Whether a tap on the status bar scrolls to the top. True by default; a kiosk screen has no
    /// status bar, so nothing taps it.
    open var scrollsToTop = true

    /// Whether the indicators follow the safe area. True by default (the indicators stay inside
    /// `adjustedContentInset`).
    open var automaticallyAdjustsScrollIndicatorInsets = true

    /// Moves the vertical indicator's track in from the top, bottom and right edges.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }

    /// Moves the horizontal indicator's track in from the left, right and bottom edges.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }

    /// Both indicators' insets (deprecated in iOS 13): reads the vertical one, sets both.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        adjustedContentInsetMayHaveChanged()
    }

    /// The adjusted inset last reported, to keep a resting offset at the top when it changes.
    var lastAdjustedContentInset = UIEdgeInsets.zero

    /// Where the content's top-left is, relative to the view's: the bounds' origin.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { setContentOffset(newValue, animated: false) }
    }

    /// The control above the content that a pull down starts a refresh with; nil by default.
    /// Setting another (or nil) mid-refresh takes the old one away and its room with it.
    open var refreshControl: UIRefreshControl? {
        didSet { if refreshControl !== oldValue { refreshControlDidChange(from: oldValue) } }
    }

    /// How far a refreshing control pushes the content down (its height), while applied.
    var refreshInset: CGFloat = 0
    /// The navigation controller whose search bar hides as this scroll view scrolls (the top
    /// controller's content, when its navigation item has a search controller).
    @WeakLink var searchBarNavigationController: UINavigationController?

    /// Whether the finger scrolls the content. True by default.
    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }

    /// Whether scrolling comes to rest on multiples of the view's size. False by default.
    open var isPagingEnabled = false
    /// Whether the content may go past its edges and spring back. True by default.
    open var bounces = true
    /// Whether a vertical drag bounces even when the content fits.
    open var alwaysBounceVertical = false
    /// Whether a horizontal drag bounces even when the content fits.
    open var alwaysBounceHorizontal = false
    /// How quickly a flick slows down.
    open var decelerationRate: DecelerationRate = .normal
    /// Whether touches on the content wait 150 ms to see if they scroll. True by default.
    open var delaysContentTouches = true {
        didSet { scrollPan.delaysTouchesBegan = delaysContentTouches }
    }
    /// Whether a drag may take touches the content already received. True by default.
    open var canCancelContentTouches = true

    /// Whether the vertical indicator shows while the content scrolls vertically. True by default.
    open var showsVerticalScrollIndicator = true {
        didSet { if !showsVerticalScrollIndicator { indicators.vertical.isHidden = true } }
    }
    /// Whether the horizontal indicator shows while the content scrolls horizontally. True by
    /// default.
    open var showsHorizontalScrollIndicator = true {
        didSet { if !showsHorizontalScrollIndicator { indicators.horizontal.isHidden = true } }
    }

    open weak var delegate: UIScrollViewDelegate?

    /// The recognizer that drags the content. Its delegate is the scroll view.
    public var panGestureRecognizer: UIPanGestureRecognizer { scrollPan }

    /// Whether a finger is on the content (it may not have moved yet).
    public private(set) var isTracking = false
    /// Whether the finger is dragging the content.
    public private(set) var isDragging = false
    /// Whether the content moves on after the finger lifted.
    public private(set) var isDecelerating = false

    public override init(frame: CGRect) {
        scrollPan = ScrollViewPanGestureRecognizer()
        super.init(frame: frame)
        clipsToBounds = true
        scrollPan.scrollView = self
        scrollPan.delegate = self
        scrollPan.delaysTouchesBegan = delaysContentTouches
        // Weak: a finger still down keeps the pan (through its touch) after the scroll view is gone.
        scrollPan.addTarget { [weak self] recognizer in self?.handlePan(recognizer.state) }
        addGestureRecognizer(scrollPan)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// Moves the content to `contentOffset`, sliding there over 0.3 s when `animated`.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        stopMotion()
        // Out of a window there are no frames to slide on: it jumps.
        guard animated, contentOffset != self.contentOffset, let now = owningApplication?.clock.now else {
            applyOffset(contentOffset)
            return
        }
        animation = ScrollAnimation(from: self.contentOffset, to: contentOffset, start: now, duration: 0.3)
        startTicking()
    }

    /// Scrolls as little as possible to show `rect` (content coordinates).
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var offset = contentOffset
        let visible = CGRect(origin: offset, size: bounds.size)
        if rect.maxX > visible.maxX { offset.x = rect.maxX - bounds.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        if rect.maxY > visible.maxY { offset.y = rect.maxY - bounds.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        let range = offsetRange
        offset.x = min(max(offset.x, range.x.lowerBound), range.x.upperBound)
        offset.y = min(max(offset.y, range.y.lowerBound), range.y.upperBound)
        setContentOffset(offset, animated: animated)
    }

    /// Whether a drag may cancel the touches `view` (in the content) already received. True,
    /// except for controls, which keep theirs (as in UIKit).
    open func touchesShouldCancel(in view: UIView) -> Bool {
        !(view is UIControl)
    }

    // MARK: UIGestureRecognizerDelegate (of the pan)

    /// The pan begins only along an axis the content scrolls on, and not over a content touch
    /// that may not be cancelled.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === scrollPan else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        guard isScrollEnabled else { return false }
        let moved = scrollPan.translation(in: self)
        let (horizontal, vertical) = scrollableAxes
        if !horizontal, abs(moved.x) > abs(moved.y) { return false }
        if !vertical, abs(moved.y) > abs(moved.x) { return false }
        if scrollPan.releasedContentTouches {
            let touched = scrollPan.trackedTouches.compactMap(\.view).filter { $0 !== self }
            if !canCancelContentTouches || touched.contains(where: { !touchesShouldCancel(in: $0) }) { return false }
        }
        return true
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // The safe area can move without a report (a view with no constraints hears of it only
        // here): a title row folding away above the bar must still move the resting offset.
        adjustedContentInsetMayHaveChanged()
        refreshControl?.scrollViewDidMove(self)
    }

    /// Shows the indicators for a moment, to say that there is more content.
    open func flashScrollIndicators() {
        indicators.flash()
    }

    // MARK: - Internal

    let scrollPan: ScrollViewPanGestureRecognizer
    /// The scroll indicators; their views are created with the scroll view, added when shown.
    private(set) lazy var indicators = ScrollIndicators(scrollView: self)

    /// Whether the content moves without a finger: decelerating or sliding to an offset.
    var isScrollingOnItsOwn: Bool { isDecelerating || animation != nil }

    /// A finger landed on the scroll view: any motion stops where it is.
    func fingerLanded() {
        isTracking = true
        if isDecelerating || animation != nil { stopMotion() }
    }

    func fingersLifted() {
        isTracking = false
        indicators.scrollingStopped()
    }

    /// The offset changed (by a drag, a deceleration, or the app): subclasses that lay content
    /// out by what is visible (the table view) do it here, before the frame is drawn.
    func contentOffsetDidChange() {}

    /// Where a released drag comes to rest when it would rest at `proposed` (the natural end of
    /// the deceleration, or the page), moving at `velocity` (points per millisecond): `proposed`
    /// here; a scroll view that snaps (a collection view's sideways-scrolling section) picks its
    /// own. A different answer slides there, as a delegate's changed target does.
    func restingOffset(proposed: CGPoint, velocity: CGPoint) -> CGPoint { proposed }

    // MARK: - Private

    private struct ScrollAnimation {
        let from: CGPoint
        let to: CGPoint
        let start: TimeInterval
        let duration: TimeInterval

        /// Ease-out cubic.
        func offset(at time: TimeInterval) -> CGPoint {
            let t = CGFloat(min(max((time - start) / duration, 0), 1))
            let eased = 1 - (1 - t) * (1 - t) * (1 - t)
            return CGPoint(x: from.x + (to.x - from.x) * eased, y: from.y + (to.y - from.y) * eased)
        }

        func isFinished(at time: TimeInterval) -> Bool { time >= start + duration }
    }

    /// Where the content was when the drag under way (or the last one) began.
    private(set) var dragStartOffset = CGPoint.zero
    private var motion: (x: ScrollAxisMotion, y: ScrollAxisMotion)?
    private var animation: ScrollAnimation?
    /// Steps deceleration and animated scrolls once per frame, on the display's frame clock; made
    /// the first time the scroll view moves on its own in a window.
    private var ticker: FrameTicker?
    private var lastTick: TimeInterval = 0

    /// The offsets the content may rest at, per axis.
    var offsetRange: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
        let inset = adjustedContentInset
        let minX = -inset.left
        let minY = -inset.top
        let maxX = max(minX, contentSize.width + inset.right - bounds.width)
        let maxY = max(minY, contentSize.height + inset.bottom - bounds.height)
        return (minX...maxX, minY...maxY)
    }

    /// Which axes a drag moves: those the content overflows, or that always bounce.
    private var scrollableAxes: (horizontal: Bool, vertical: Bool) {
        let range = offsetRange
        return (
            range.x.upperBound > range.x.lowerBound || alwaysBounceHorizontal,
            range.y.upperBound > range.y.lowerBound || alwaysBounceVertical
        )
    }

    /// `offset` on the screen's pixel grid, as UIKit keeps the offset while a finger or a flick
    /// moves the content: each frame then moves whole pixels, which the compositor does by moving
    /// the pixels already drawn (`Compositor+Scrolling`) instead of repainting the view. The motion
    /// itself keeps its exact position; only what is shown is rounded.
    func alignedToPixels(_ offset: CGPoint) -> CGPoint {
        let scale = window?.screen.scale ?? 1
        return CGPoint(x: offset.x.alignedToPixels(scale: scale), y: offset.y.alignedToPixels(scale: scale))
    }

    func applyOffset(_ offset: CGPoint) {
        guard offset != bounds.origin else { return }
        UIView.performWithoutAnimation {
            bounds.origin = offset
            indicators.scrollViewDidScroll()
        }
        contentOffsetDidChange()
        refreshControl?.scrollViewDidMove(self)
        searchBarNavigationController?.trackedScrollViewDidScroll(self)
        delegate?.scrollViewDidScroll(self)
    }

    private func handlePan(_ state: UIGestureRecognizer.State) {
        switch state {
        case .began:
            stopMotion()
            if keyboardDismissMode == .onDrag || keyboardDismissMode == .onDragWithAccessory {
                window?.endEditing(true)
            }
            isDragging = true
            refreshControl?.isArmed = true
            dragStartOffset = contentOffset
            delegate?.scrollViewWillBeginDragging(self)
            followFinger()
        case .changed:
            followFinger()
            if keyboardDismissMode == .interactive || keyboardDismissMode == .interactiveWithAccessory {
                dismissKeyboardIfReached()
            }
        case .ended, .cancelled:
            followFinger()
            isDragging = false
            // A refresh that began (or ended) under the finger takes (or gives back) its room now,
            // so the content springs back to rest below the spinner (or to the top).
            refreshingDidChange(movingContent: false)
            release(velocity: state == .ended ? scrollPan.velocity(in: self) : .zero)
            indicators.scrollingStopped()
        default:
            break
        }
    }

    /// The content follows the finger one to one, with resistance past the edges.
    private func followFinger() {
        let moved = scrollPan.translation(in: self)
        let (horizontal, vertical) = scrollableAxes
        let range = offsetRange
        var offset = contentOffset
        if horizontal { offset.x = resisted(dragStartOffset.x - moved.x, range: range.x, dimension: bounds.width) }
        if vertical { offset.y = resisted(dragStartOffset.y - moved.y, range: range.y, dimension: bounds.height) }
        applyOffset(alignedToPixels(offset))
    }

    private func resisted(_ proposed: CGFloat, range: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
        if proposed < range.lowerBound {
            guard bounces else { return range.lowerBound }
            return range.lowerBound + ScrollAxisMotion.rubberBand(proposed - range.lowerBound, dimension: dimension)
        }
        if proposed > range.upperBound {
            guard bounces else { return range.upperBound }
            return range.upperBound + ScrollAxisMotion.rubberBand(proposed - range.upperBound, dimension: dimension)
        }
        return proposed
    }

    /// The finger lifted moving at `fingerVelocity` (points per second): decelerate, page, or stop.
    private func release(velocity fingerVelocity: CGPoint) {
        let (horizontal, vertical) = scrollableAxes
        // The content moves against the finger's coordinate change.
        let velocity = CGPoint(x: horizontal ? -fingerVelocity.x : 0, y: vertical ? -fingerVelocity.y : 0)
        let rate = decelerationRate.rawValue
        let range = offsetRange
        let natural = CGPoint(
            x: contentOffset.x + velocity.x / 1000 * rate / (1 - rate),
            y: contentOffset.y + velocity.y / 1000 * rate / (1 - rate))
        let clampedNatural = CGPoint(
            x: min(max(natural.x, range.x.lowerBound), range.x.upperBound),
            y: min(max(natural.y, range.y.lowerBound), range.y.upperBound))
        let proposedTarget =
            isPagingEnabled ? pageTarget(velocity: velocity) : clampedNatural
        var target = restingOffset(
            proposed: proposedTarget, velocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000))
        delegate?.scrollViewWillEndDragging(
            self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000),
            targetContentOffset: &target)

        if isPagingEnabled || target != proposedTarget {
            // A chosen resting place: slide there.
            let willMove = target != contentOffset
            delegate?.scrollViewDidEndDragging(self, willDecelerate: willMove)
            guard willMove else { return }
            guard let now = owningApplication?.clock.now else { return applyOffset(target) }
            beginDecelerating()
            let distance = max(abs(target.x - contentOffset.x), abs(target.y - contentOffset.y))
            animation = ScrollAnimation(
                from: contentOffset, to: target, start: now,
                duration: min(0.5, max(0.2, Double(distance) / 1500)))
            startTicking()
            return
        }
        let x = ScrollAxisMotion(
            position: contentOffset.x, velocity: velocity.x, range: range.x,
            decelerationRate: rate, bounces: bounces)
        let y = ScrollAxisMotion(
            position: contentOffset.y, velocity: velocity.y, range: range.y,
            decelerationRate: rate, bounces: bounces)
        let willDecelerate = x.willMoveOn || y.willMoveOn
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        guard willDecelerate else { return }
        beginDecelerating()
        motion = (x, y)
        startTicking()
    }

    /// The page to settle on: the next one in the flick's direction when it was quick enough,
    /// else the nearest; never more than one page from where the drag began.
    private func pageTarget(velocity: CGPoint) -> CGPoint {
        let range = offsetRange
        func page(_ offset: CGFloat, _ start: CGFloat, _ speed: CGFloat, _ size: CGFloat, _ axis: ClosedRange<CGFloat>)
            -> CGFloat
        {
            guard size > 0 else { return offset }
            let startPage = (start / size).rounded()
            var target = (offset / size).rounded()
            if speed > 300 { target = (offset / size).rounded(.up) }
            if speed < -300 { target = (offset / size).rounded(.down) }
            target = min(max(target, startPage - 1), startPage + 1)
            return min(max(target * size, axis.lowerBound), axis.upperBound)
        }
        return CGPoint(
            x: page(contentOffset.x, dragStartOffset.x, velocity.x, bounds.width, range.x),
            y: page(contentOffset.y, dragStartOffset.y, velocity.y, bounds.height, range.y))
    }

    private func beginDecelerating() {
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
    }

    /// Stops any deceleration or animated scroll where it is.
    private func stopMotion() {
        ticker?.stop()
        motion = nil
        animation = nil
        isDecelerating = false
        indicators.scrollingStopped()
    }

    private func startTicking() {
        guard let application = owningApplication else {
            // The scroll view left its window as it began to move: it stops where it is.
            stopMotion()
            return
        }
        lastTick = application.clock.now
        // Weak: a scroll view released mid-flick (its screen closed) must stop the ticker, not
        // be stepped after it is gone.
        let ticker =
            self.ticker ?? FrameTicker(application: application) { [weak self] time in self?.tick(at: time) ?? false }
        self.ticker = ticker
        ticker.start()
    }

    /// One frame of motion; false once it has stopped.
    private func tick(at now: TimeInterval) -> Bool {
        let elapsed = now - lastTick
        lastTick = now
        if let animation {
            // In between, whole pixels (the frame moves pixels instead of repainting); the end exactly.
            let offset = animation.offset(at: now)
            applyOffset(animation.isFinished(at: now) ? offset : alignedToPixels(offset))
            guard animation.isFinished(at: now) else { return true }
            self.animation = nil
            if isDecelerating {
                isDecelerating = false
                delegate?.scrollViewDidEndDecelerating(self)
            } else {
                delegate?.scrollViewDidEndScrollingAnimation(self)
            }
            indicators.scrollingStopped()
            return false
        }
        guard var (x, y) = motion else { return false }
        x.step(by: elapsed)
        y.step(by: elapsed)
        motion = (x, y)
        applyOffset(alignedToPixels(CGPoint(x: x.position, y: y.position)))
        guard x.isMoving || y.isMoving else {
            motion = nil
            isDecelerating = false
            indicators.scrollingStopped()
            delegate?.scrollViewDidEndDecelerating(self)
            return false
        }
        return true
    }
}
