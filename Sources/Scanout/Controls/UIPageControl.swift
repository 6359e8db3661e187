/// A row of dots, one per page, the current one filled: where the person is in a paged view.
///
/// Behaves as UIKit's `UIPageControl`: tapping left of the current page's dot goes back a page,
/// right of it goes forward one, and sends `.valueChanged` (and `.primaryActionTriggered`) — the
/// app then scrolls its content. Setting `currentPage` (pinned to the pages there are) sends
/// nothing. `hidesForSinglePage` hides it when there is one page. Right to left, page 0 is on the
/// right. It is an accessibility element whose value says "page 2 of 5". Main actor.
@MainActor
open class UIPageControl: UIControl {
    static let dotDiameter: CGFloat = 8
    static let dotSpacing: CGFloat = 16
    static let height: CGFloat = 26

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
        for page in 0..<numberOfPages {
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

    /// Where a page's dot is: the dots centred as a row, page 0 first in the reading direction.
    private func dotCentre(of page: Int) -> CGPoint {
        let rowWidth = CGFloat(max(numberOfPages - 1, 0)) * UIPageControl.dotSpacing
        let offset = CGFloat(page) * UIPageControl.dotSpacing
        let x =
            effectiveUserInterfaceLayoutDirection == .rightToLeft
            ? bounds.midX + rowWidth / 2 - offset : bounds.midX - rowWidth / 2 + offset
        return CGPoint(x: x, y: bounds.midY)
    }

    private func updateVisibility() {
        if hidesForSinglePage { isHidden = numberOfPages <= 1 }
    }
}
