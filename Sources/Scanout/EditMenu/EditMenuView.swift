/// The edit menu as drawn: a dark rounded bar of item titles with separators and an arrow
/// pointing at the target, paged with ◂ and ▸ when the items do not fit the screen's width. In a
/// right-to-left interface the bar is mirrored, as UIKit's: the first item at the right, the
/// previous-page button at the right pointing right (▸) and the next-page button at the left (◂).
/// Owned and placed by `UIMenuController`; an item is chosen on touch-up, as buttons are.
@preconcurrency @MainActor
final class EditMenuView: UIView {
    /// One choice on the bar.
    struct Item: Equatable {
        enum Kind {
            /// `UIMenuController`'s: a standard edit action or a `UIMenuItem`'s, sent up the chain.
            case selector(Selector)
            /// An edit menu interaction's action or command.
            case element(any MenuLeaf)
            /// A submenu: choosing it shows its elements on the bar, after a back button.
            case submenu(UIMenu)
        }

        var title: String
        var image: UIImage? = nil
        var isDestructive = false
        var kind: Kind

        init(title: String, action: Selector) {
            self.title = title
            self.kind = .selector(action)
        }

        init(title: String, image: UIImage?, isDestructive: Bool, kind: Kind) {
            self.title = title
            self.image = image
            self.isDestructive = isDestructive
            self.kind = kind
        }

        /// The same title, image and action (elements and submenus compared by identity).
        static func == (lhs: Item, rhs: Item) -> Bool {
            guard lhs.title == rhs.title, lhs.image === rhs.image, lhs.isDestructive == rhs.isDestructive else {
                return false
            }
            switch (lhs.kind, rhs.kind) {
            case (.selector(let a), .selector(let b)): return a == b
            case (.element(let a), .element(let b)):
                // Suggested commands are made afresh each time the bar is built: the same action
                // is the same item, so asking again keeps the page shown.
                if let a = a as? UICommand, let b = b as? UICommand { return a === b || a.action == b.action }
                return a === b
            case (.submenu(let a), .submenu(let b)): return a === b
            default: return false
            }
        }
    }

    /// One touchable part of the bar on the current page.
    enum Segment: Equatable {
        case item(Int)
        case previousPage
        case nextPage
        /// Back from a submenu to the elements it was chosen from.
        case back
    }

    static let barHeight: CGFloat = 38
    static let arrowSize = CGSize(width: 18, height: 9)
    static let itemPadding: CGFloat = 13
    static let pageButtonWidth: CGFloat = 34
    static let screenMargin: CGFloat = 8

    var items: [Item] = [] {
        didSet { if items != oldValue { page = 0 } }
    }
    /// Whether the bar starts with a back button (a submenu is showing).
    var showsBackButton = false

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
            case .item(let index):
                items[index].title.isEmpty && items[index].image != nil ? "image" : items[index].title
            case .back: isMirrored ? "›" : "‹"
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
        itemWidths = items.map(itemWidth)
        let backWidth = showsBackButton ? EditMenuView.pageButtonWidth : 0
        pages = EditMenuView.paginate(
            widths: itemWidths, available: screen.width - 2 * EditMenuView.screenMargin - backWidth)
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
            controller.choose(items[index])
        case .back:
            controller.showParentMenu()
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
            if case .item(let itemIndex) = entry.segment, items[itemIndex].title.isEmpty,
                let image = items[itemIndex].image
            {
                drawImage(image, centredIn: entry.frame)
            } else {
                var drawn = attributes
                if case .item(let itemIndex) = entry.segment, items[itemIndex].isDestructive {
                    drawn[.foregroundColor] = EditMenuView.destructiveColor
                }
                let title = visibleTitles[index]
                let size = title.size(withAttributes: drawn)
                title.draw(
                    at: CGPoint(
                        x: (entry.frame.midX - size.width / 2).rounded(),
                        y: (entry.frame.midY - size.height / 2).rounded()), withAttributes: drawn)
            }
            if index > 0 {
                UIColor(white: 1, alpha: 0.25).setFill()
                UIBezierPath(rect: CGRect(x: entry.frame.minX, y: bar.minY, width: 1, height: bar.height)).fill()
            }
        }
    }

    // MARK: - Private

    private static let font = UIFont.systemFont(ofSize: 15)
    /// Red that reads on the dark bar.
    private static let destructiveColor = UIColor(red: 1, green: 0.42, blue: 0.38, alpha: 1)
    private static let imageSide: CGFloat = 20

    private var barFrame: CGRect {
        CGRect(
            x: 0, y: pointsUp ? EditMenuView.arrowSize.height : 0, width: bounds.width,
            height: EditMenuView.barHeight)
    }

    private func itemWidth(_ item: Item) -> CGFloat {
        if item.title.isEmpty, item.image != nil { return EditMenuView.imageSide + 2 * EditMenuView.itemPadding }
        let title = item.title.size(withAttributes: [.font: EditMenuView.font]).width
        // Non-finite widths cannot come from a string's measure, but a page must never be laid
        // out from one: they would place the bar nowhere.
        guard title.isFinite else { return 2 * EditMenuView.itemPadding }
        return (title + 2 * EditMenuView.itemPadding).rounded(.up)
    }

    /// An image-only item's image, white, fitted into a square in the middle of `frame`.
    private func drawImage(_ image: UIImage, centredIn frame: CGRect) {
        let size = image.size
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return }
        let scale = min(EditMenuView.imageSide / size.width, EditMenuView.imageSide / size.height, 1)
        let drawn = CGSize(width: size.width * scale, height: size.height * scale)
        let rect = CGRect(
            x: (frame.midX - drawn.width / 2).rounded(), y: (frame.midY - drawn.height / 2).rounded(),
            width: drawn.width, height: drawn.height)
        image.withTintColor(.white, renderingMode: .alwaysTemplate).draw(in: rect)
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
        if showsBackButton { parts.append((.back, EditMenuView.pageButtonWidth)) }
        if page > 0 { parts.append((.previousPage, EditMenuView.pageButtonWidth)) }
        for index in pages.isEmpty ? [] : pages[page] { parts.append((.item(index), widths[index])) }
        if page < pages.count - 1 { parts.append((.nextPage, EditMenuView.pageButtonWidth)) }
        isMirrored = effectiveUserInterfaceLayoutDirection == .rightToLeft
        if isMirrored { parts.reverse() }
        let width = parts.reduce(0) { $0 + $1.1 }
        let height = EditMenuView.barHeight + EditMenuView.arrowSize.height
        let gap: CGFloat = 2

        // Above the target unless told otherwise or there is no room; then below.
        let clampedTarget = EditMenuView.onScreen(target, screen: screen)
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

    /// The part of `target` on the screen; a target wholly off it becomes the nearest point on
    /// it, and one with a non-finite edge (an app's NaN or infinite rectangle, or one so large
    /// its far edge overflows) the screen's middle — the bar always lands where it can be seen.
    static func onScreen(_ target: CGRect, screen: CGRect) -> CGRect {
        let finite = [target.minX, target.minY, target.maxX, target.maxY].allSatisfy(\.isFinite)
        guard finite, !target.isNull else { return CGRect(x: screen.midX, y: screen.midY, width: 0, height: 0) }
        let visible = target.intersection(screen)
        if !visible.isNull { return visible }
        let x = min(max(target.midX, screen.minX), screen.maxX)
        let y = min(max(target.midY, screen.minY), screen.maxY)
        return CGRect(x: x, y: y, width: 0, height: 0)
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
