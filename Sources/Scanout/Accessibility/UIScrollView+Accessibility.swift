import FoundationEssentials

extension UIScrollView {
    /// VoiceOver's three-finger swipe: a page (the visible size) in `direction`, kept within the
    /// content; posts `.pageScrolled` with where it now is ("Page 2 of 4"). False when it could
    /// not move (already at that end, scrolling off, or no room).
    func scrollForAccessibility(_ direction: UIAccessibilityScrollDirection) -> Bool {
        guard isScrollEnabled else { return false }
        let inset = adjustedContentInset
        let size = bounds.size
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return false }
        let minimum = CGPoint(x: -inset.left, y: -inset.top)
        let maximum = CGPoint(
            x: max(minimum.x, contentSize.width + inset.right - size.width),
            y: max(minimum.y, contentSize.height + inset.bottom - size.height))
        let verticalRoom = maximum.y > minimum.y
        var target = contentOffset
        let pageHeight = size.height - inset.top - inset.bottom
        let pageWidth = size.width - inset.left - inset.right
        let down = max(pageHeight, 1)
        let across = max(pageWidth, 1)
        // A swipe up shows what is below (the content moves up): `.up` scrolls towards the end.
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch direction {
        case .up: target.y += down
        case .down: target.y -= down
        case .left: target.x -= across
        case .right: target.x += across
        case .next:
            if verticalRoom { target.y += down } else { target.x += rightToLeft ? -across : across }
        case .previous:
            if verticalRoom { target.y -= down } else { target.x -= rightToLeft ? -across : across }
        }
        target.x = min(max(target.x, minimum.x), maximum.x)
        target.y = min(max(target.y, minimum.y), maximum.y)
        guard target.x.isFinite, target.y.isFinite, target != contentOffset else { return false }
        setContentOffset(target, animated: false)
        UIAccessibility.post(notification: .pageScrolled, argument: accessibilityScrollStatus)
        return true
    }

    /// "Page 2 of 4": the page the visible area's top (or leading edge, for sideways content)
    /// is on, counting pages of the visible size.
    var accessibilityScrollStatus: String {
        let inset = adjustedContentInset
        let vertical = contentSize.height > bounds.height || contentSize.width <= bounds.width
        let page = vertical ? max(bounds.height - inset.top - inset.bottom, 1) : max(bounds.width, 1)
        let length = vertical ? contentSize.height : contentSize.width
        let offset = vertical ? contentOffset.y + inset.top : contentOffset.x + inset.left
        guard page.isFinite, length.isFinite, offset.isFinite else { return "Page 1 of 1" }
        // Clamped before the conversion: a huge content size must not overflow an Int.
        let pageCount = min(max((length / page).rounded(.up), 1), 1e9)
        let pages = Int(pageCount)
        let index = min(max((offset / page).rounded(), 0), pageCount - 1)
        let current = Int(index) + 1
        return "Page \(current) of \(pages)"
    }
}
