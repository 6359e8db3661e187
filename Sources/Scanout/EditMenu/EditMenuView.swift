/// The edit menu as drawn: a dark rounded bar of item titles with separators and an arrow
/// pointing at the target, paged with ◂ and ▸ when the items do not fit the screen's width. In a
/// right-to-left interface the bar is mirrored, as UIKit's: the first item at the right, the
/// previous-page button at the right pointing right (▸) and the next-page button at the left (◂).
/// Owned and placed by `UIMenuController`; an item is chosen on touch-up, as buttons are.
@preconcurrency @MainActor
final class EditMenuView: UIView {
    struct Item: Equatable {
        var title: String
        var action: Selector
    }

    /// One touchable part of the bar on the current page.
    enum Segment: Equatable {
        case item(Int)
        case previousPage
        case nextPage
    }

    static let barHeight: CGFloat = 38
    static let arrowSize = CGSize(width: 18, height: 9)
    static let itemPadding: CGFloat = 13
    static let pageButtonWidth: CGFloat = 34
    static let screenMargin: CGFloat = 8

    var items: [Item] = [] {
        didSet { if items != oldValue { page = 0 } }
    }

    /// The page shown, from 0.
    private(set) var page = 0
    /// The item indices on each page, for the width last placed in.
    private(set) var pages: [[Int]] = []
    /// The parts of the bar on the current page, left to right, in the view's coordinates.
    private(set) var segments: [(segment: Segment, frame: CGRect)] = []
    /// Whether the menu sits below its target (arrow pointing up).
    private(set) var pointsUp = false

    private unowned let controller: UIMenuController
    private var target: CGRect = .zero
    private var screen: CGRect = .zero
    private var arrowDirection: UIMenuController.ArrowDirection = .default
    private var arrowX: CGFloat = 0
    /// Each item's width, measured when the menu was placed.
    private var itemWidths: [CGFloat] = []
    private var pressed: Segment?

    init(controller: UIMenuController) {
        self.controller = controller
        super.init(frame: .zero)
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// The titles on the current page, left to right ("◂" and "▸" for the page buttons, each
    /// pointing the way it turns: back is to the left, or to the right when mirrored).
    var visibleTitles: [String] {
        segments.map { entry in
            switch entry.segment {
            case .item(let index): items[index].title
            case .previousPage: isMirrored ? "▸" : "◂"
            case .nextPage: isMirrored ? "◂" : "▸"
            }
        }
    }

    /// Whether the bar reads right to left.
    private var isMirrored = false

    /// Where the item (or page button) titled `title` is on the current page, in this view's
    /// coordinates.
    func frame(ofItemTitled title: String) -> CGRect? {
        zip(visibleTitles, segments).first { $0.0 == title }?.1.frame
    }

    /// Lays the current page out and places the menu above `target` (screen coordinates), or
    /// below it when there is no room above, within `screen`.
    func place(pointingAt target: CGRect, in screen: CGRect, arrow: UIMenuController.ArrowDirection) {
        self.target = target
        self.screen = screen
        self.arrowDirection = arrow
        itemWidths = items.map { itemWidth($0.title) }
        pages = EditMenuView.paginate(widths: itemWidths, available: screen.width - 2 * EditMenuView.screenMargin)
        page = min(page, max(pages.count - 1, 0))
        layOutPage()
    }

    // MARK: Touches

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        setPressed(segment(at: touch.location(in: self)))
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        setPressed(segment(at: touch.location(in: self)))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let chosen = pressed
        setPressed(nil)
        switch chosen {
        case .item(let index):
            controller.perform(items[index].action)
        case .previousPage:
            turnPage(by: -1)
        case .nextPage:
            turnPage(by: 1)
        case nil:
            break
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        setPressed(nil)
    }

    // MARK: Drawing

    override func draw(_ rect: CGRect) {
        let bar = barFrame
        let shape = UIBezierPath(roundedRect: bar, cornerRadius: 8)
        // The arrow joins the bar at the side facing the target.
        let half = EditMenuView.arrowSize.width / 2
        let arrow = UIBezierPath()
        if pointsUp {
            arrow.move(to: CGPoint(x: arrowX - half, y: bar.minY))
            arrow.addLine(to: CGPoint(x: arrowX, y: bar.minY - EditMenuView.arrowSize.height))
            arrow.addLine(to: CGPoint(x: arrowX + half, y: bar.minY))
        } else {
            arrow.move(to: CGPoint(x: arrowX - half, y: bar.maxY))
            arrow.addLine(to: CGPoint(x: arrowX, y: bar.maxY + EditMenuView.arrowSize.height))
            arrow.addLine(to: CGPoint(x: arrowX + half, y: bar.maxY))
        }
        arrow.close()
        let fill = UIColor(white: 0.1, alpha: 0.92)
        fill.setFill()
        shape.fill()
        arrow.fill()

        let attributes: [NSAttributedString.Key: Any] = [.font: EditMenuView.font, .foregroundColor: UIColor.white]
        for (index, entry) in segments.enumerated() {
            if entry.segment == pressed {
                UIColor(white: 0.45, alpha: 1).setFill()
                let highlight = UIBezierPath(rect: entry.frame)
                UIGraphicsGetCurrentContext()?.saveGState()
                shape.addClip()
                highlight.fill()
                UIGraphicsGetCurrentContext()?.restoreGState()
            }
            let title = visibleTitles[index]
            let size = title.size(withAttributes: attributes)
            title.draw(
                at: CGPoint(
                    x: (entry.frame.midX - size.width / 2).rounded(),
                    y: (entry.frame.midY - size.height / 2).rounded()), withAttributes: attributes)
            if index > 0 {
                UIColor(white: 1, alpha: 0.25).setFill()
                UIBezierPath(rect: CGRect(x: entry.frame.minX, y: bar.minY, width: 1, height: bar.height)).fill()
            }
        }
    }

    // MARK: - Private

    private static let font = UIFont.systemFont(ofSize: 15)

    private var barFrame: CGRect {
        CGRect(
            x: 0, y: pointsUp ? EditMenuView.arrowSize.height : 0, width: bounds.width,
            height: EditMenuView.barHeight)
    }

    private func itemWidth(_ title: String) -> CGFloat {
        (title.size(withAttributes: [.font: EditMenuView.font]).width + 2 * EditMenuView.itemPadding).rounded(.up)
    }

    /// Splits items of `widths` into pages no wider than `available`: every page but the first
    /// starts with ◂, every page but the last ends with ▸, and each holds at least one item.
    static func paginate(widths: [CGFloat], available: CGFloat) -> [[Int]] {
        var pages: [[Int]] = []
        var index = 0
        while index < widths.count {
            var used: CGFloat = pages.isEmpty ? 0 : pageButtonWidth
            var page: [Int] = []
            while index < widths.count {
                let needsNext = index + 1 < widths.count
                let fits = used + widths[index] + (needsNext ? pageButtonWidth : 0) <= available
                // The last item may use the room the ▸ button would have taken.
                guard fits || page.isEmpty else { break }
                page.append(index)
                used += widths[index]
                index += 1
            }
            pages.append(page)
        }
        return pages
    }

    private func layOutPage() {
        let widths = itemWidths
        var parts: [(Segment, CGFloat)] = []
        if page > 0 { parts.append((.previousPage, EditMenuView.pageButtonWidth)) }
        for index in pages.isEmpty ? [] : pages[page] { parts.append((.item(index), widths[index])) }
        if page < pages.count - 1 { parts.append((.nextPage, EditMenuView.pageButtonWidth)) }
        isMirrored = effectiveUserInterfaceLayoutDirection == .rightToLeft
        if isMirrored { parts.reverse() }
        let width = parts.reduce(0) { $0 + $1.1 }
        let height = EditMenuView.barHeight + EditMenuView.arrowSize.height
        let gap: CGFloat = 2

        // Above the target unless told otherwise or there is no room; then below.
        let clampedTarget = target.intersection(screen).isNull ? target : target.intersection(screen)
        let roomAbove = clampedTarget.minY - gap - height >= screen.minY + EditMenuView.screenMargin
        pointsUp = arrowDirection == .up || (arrowDirection != .down && !roomAbove)
        let y = pointsUp ? min(clampedTarget.maxY + gap, screen.maxY - height) : clampedTarget.minY - gap - height
        var x = clampedTarget.midX - width / 2
        x = min(max(x, screen.minX + EditMenuView.screenMargin), screen.maxX - EditMenuView.screenMargin - width)
        frame = CGRect(x: x.rounded(), y: y.rounded(), width: width, height: height)
        arrowX = min(max(clampedTarget.midX - frame.minX, 12), width - 12)

        var left: CGFloat = 0
        let barY = pointsUp ? EditMenuView.arrowSize.height : 0
        segments = parts.map { segment, segmentWidth in
            defer { left += segmentWidth }
            return (segment, CGRect(x: left, y: barY, width: segmentWidth, height: EditMenuView.barHeight))
        }
        setNeedsDisplay()
    }

    private func turnPage(by step: Int) {
        page = min(max(page + step, 0), pages.count - 1)
        layOutPage()
        controller.menuFrameDidChange(to: frame)
    }

    private func segment(at point: CGPoint) -> Segment? {
        segments.first { $0.frame.contains(point) }?.segment
    }

    private func setPressed(_ segment: Segment?) {
        guard segment != pressed else { return }
        pressed = segment
        setNeedsDisplay()
    }
}
