/// A row of dots, one per page, the current one filled: where the person is in a paged view.
///
/// Behaves as UIKit's `UIPageControl`: tapping left of the current page's dot goes back a page,
/// right of it goes forward one, and sends `.valueChanged` (and `.primaryActionTriggered`) — the
/// app then scrolls its content. Setting `currentPage` (pinned to the pages there are) sends
/// nothing. `hidesForSinglePage` hides it when there is one page. Right to left, page 0 is on the
/// right. It is an accessibility element whose value says "page 2 of 5". Main actor.
///
/// More pages than dots fit (a hostile `Int.max`) show as many dots as fit, a window of pages
/// around the current one, as iOS 14's page control does: drawing costs what is on screen, never
/// a dot per page.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    static let dotDiameter: CGFloat = 8
    static let dotSpacing: CGFloat = 16
    static let height: CGFloat = 26
    /// The most dots drawn, whatever the width: 16,384 points of them.
    static let maximumShownDots = 1024

    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(numberOfPages, 0)
            currentPage = min(currentPage, max(numberOfPages - 1, 0))
            updateVisibility()
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The page shown, 0-based; pinned to the pages there are.
    open var currentPage = 0 {
        didSet {
            let pinned = min(max(currentPage, 0), max(numberOfPages - 1, 0))
            if pinned != currentPage { currentPage = pinned }
            if currentPage != oldValue { setNeedsDisplay() }
        }
    }

    /// Whether the control hides itself when there is only one page.
    open var hidesForSinglePage = false {
        didSet { updateVisibility() }
    }

    /// The colour of the other pages' dots.
    open var pageIndicatorTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// The colour of the current page's dot.
    open var currentPageIndicatorTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// Whether the dots sit on a platter: `.prominent` draws a rounded, translucent one behind
    /// them; `.minimal` and `.automatic` (minimal until touched, in UIKit) none.
    public enum BackgroundStyle: Int, Sendable {
        case automatic, prominent, minimal
    }

    open var backgroundStyle: BackgroundStyle = .automatic {
        didSet { if backgroundStyle != oldValue { setNeedsDisplay() } }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        isOpaque = false
        accessibilityTraits = .adjustable
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// The size the dots of `pageCount` pages need.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = CGFloat(max(pageCount, 0))
        return CGSize(width: count * UIPageControl.dotSpacing + UIPageControl.dotSpacing, height: UIPageControl.height)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override var accessibilityValue: String? {
        get { numberOfPages > 0 ? "page \(currentPage + 1) of \(numberOfPages)" : nil }
        set {}
    }

    // MARK: Tracking

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, numberOfPages > 1, bounds.contains(touch.location(in: self)) else { return }
        let current = dotCentre(of: currentPage).x
        let x = touch.location(in: self).x
        guard abs(x - current) > 0.5 else { return }
        // Towards the earlier page is left, or right in a right-to-left layout.
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let forward = (x > current) != rightToLeft
        let next = min(max(currentPage + (forward ? 1 : -1), 0), numberOfPages - 1)
        guard next != currentPage else { return }
        currentPage = next
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }

    // MARK: Drawing

    open override func draw(_ rect: CGRect) {
        if backgroundStyle == .prominent, !shownPages.isEmpty {
            // A capsule around the shown dots, a dot's width beyond the first and the last.
            let first = dotCentre(of: shownPages.lowerBound)
            let last = dotCentre(of: shownPages.upperBound - 1)
            let height = UIPageControl.dotDiameter * 3
            let platter = CGRect(
                x: min(first.x, last.x) - height / 2, y: first.y - height / 2,
                width: abs(last.x - first.x) + height, height: height)
            UIColor(white: 0, alpha: 0.25).setFill()
            UIBezierPath(roundedRect: platter, cornerRadius: height / 2).fill()
        }
        for page in shownPages {
            let centre = dotCentre(of: page)
            let radius = UIPageControl.dotDiameter / 2
            let color =
                page == currentPage
                ? (currentPageIndicatorTintColor ?? .label)
                : (pageIndicatorTintColor ?? UIColor(white: 0, alpha: 0.3))
            color.setFill()
            UIBezierPath(
                ovalIn: CGRect(x: centre.x - radius, y: centre.y - radius, width: 2 * radius, height: 2 * radius)
            )
            .fill()
        }
    }

    // MARK: - Private

    /// The pages whose dots show: all of them when they fit the width, else as many as fit, the
    /// current page among them (as near the middle as the ends allow).
    private var shownPages: Range<Int> {
        guard numberOfPages > 0 else { return 0..<0 }
        // However wide the control is made (its intrinsic width for Int.max pages is 1.5e20),
        // no more dots than a window's width holds.
        let width = min(bounds.width, window?.bounds.width ?? bounds.width)
        let fitting = (width / UIPageControl.dotSpacing).clampedInteger(
            rounding: .down, in: 1...min(numberOfPages, UIPageControl.maximumShownDots))
        let first = min(max(currentPage - fitting / 2, 0), numberOfPages - fitting)
        return first..<(first + fitting)
    }

    /// Where a shown page's dot is: the shown dots centred as a row, the earliest first in the
    /// reading direction.
    private func dotCentre(of page: Int) -> CGPoint {
        let shown = shownPages
        let rowWidth = CGFloat(max(shown.count - 1, 0)) * UIPageControl.dotSpacing
        let offset = CGFloat(page - shown.lowerBound) * UIPageControl.dotSpacing
        let x =
            effectiveUserInterfaceLayoutDirection == .rightToLeft
            ? bounds.midX + rowWidth / 2 - offset : bounds.midX - rowWidth / 2 + offset
        return CGPoint(x: x, y: bounds.midY)
    }

    private func updateVisibility() {
        if hidesForSinglePage { isHidden = numberOfPages <= 1 }
    }
}
