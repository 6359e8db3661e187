import FoundationEssentials

/// The app as assistive technology reads it: the accessibility elements of the visible windows in
/// reading order, each a snapshot (`AccessibilityNode`).
///
/// The order is VoiceOver's: a container's `accessibilityElements` in the order given; otherwise
/// the elements inside a view sorted into rows top to bottom, each row leading to trailing
/// (right to left in a right-to-left layout). A view that groups its children
/// (`shouldGroupAccessibilityChildren`, a container list, a table or collection view) is sorted
/// as one block and its elements are read together. Hidden views, transparent ones and those
/// under `accessibilityElementsHidden` are left out, as are elements scrolled out of a scroll
/// view. A modal view (`accessibilityViewIsModal`, an alert, a presented controller's view) cuts
/// out its siblings, what is behind it and windows further back. The on-screen keyboard's keys
/// are elements of their own (`.keyboardKey`).
///
/// Nothing an app lists can make it loop or trap: a container that lists itself or an ancestor
/// is read once, deallocated or detached elements are skipped, non-finite frames read as zero.
@preconcurrency @MainActor
package enum AccessibilityTree {
    /// How deep containers may nest before the rest is left out.
    static let maximumDepth = 96
    /// How many elements a container's `accessibilityElementCount()` may claim.
    static let maximumCount = 10_000

    /// The elements of `windows` (frontmost first, as `UIApplication` orders them) in reading order.
    package static func nodes(in windows: [UIWindow]) -> [AccessibilityNode] {
        var reader = Reader()
        let shown = windows.filter { !$0.isHidden && $0.alpha > 0.01 && !$0.accessibilityElementsHidden }
        // The frontmost modal view: the windows in front of its window are read, then it.
        var read: [UIView] = []
        for window in shown {
            if let modal = frontmostModal(in: window) {
                read.append(modal)
                break
            }
            read.append(window)
        }
        // Back to front: the app's window, then what lies over it (the keyboard's).
        for root in read.reversed() {
            reader.readRoot(root)
        }
        return reader.nodes
    }

    /// The element at `point` (screen coordinates): of the elements whose frame holds it, the
    /// smallest (the most specific), later in reading order on a tie. Nil when none does.
    package static func node(at point: CGPoint, in windows: [UIWindow]) -> AccessibilityNode? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        var best: AccessibilityNode?
        var bestArea = CGFloat.infinity
        for node in nodes(in: windows) where node.frame.contains(point) {
            let area = node.frame.width * node.frame.height
            if area <= bestArea {
                best = node
                bestArea = area
            }
        }
        return best
    }

    /// `views` (siblings inside `container`) sorted as VoiceOver reads them: rows top to bottom,
    /// each leading to trailing.
    static func readingOrder(of views: [UIView], in container: UIView) -> [UIView] {
        let rightToLeft = container.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let framed = views.map { (view: $0, frame: $0.frame.finiteForAccessibility) }
        return sortedIntoRows(framed, rightToLeft: rightToLeft).map(\.view)
    }

    /// Sorts by top edge, gathers items whose tops lie within half the first one's height into a
    /// row, and orders each row by its leading edge. Stable and total, whatever the frames.
    static func sortedIntoRows<Item>(_ items: [(view: Item, frame: CGRect)], rightToLeft: Bool) -> [(
        view: Item, frame: CGRect
    )] {
        guard items.count > 1 else { return items }
        let byTop = items.enumerated().sorted {
            $0.element.frame.minY != $1.element.frame.minY
                ? $0.element.frame.minY < $1.element.frame.minY : $0.offset < $1.offset
        }.map(\.element)
        var result: [(view: Item, frame: CGRect)] = []
        result.reserveCapacity(items.count)
        var start = 0
        while start < byTop.count {
            let first = byTop[start].frame
            let limit = first.minY + max(first.height / 2, 1)
            var end = start + 1
            while end < byTop.count, byTop[end].frame.minY < limit { end += 1 }
            let row = byTop[start..<end].enumerated().sorted { a, b in
                let x = rightToLeft ? -a.element.frame.maxX : a.element.frame.minX
                let y = rightToLeft ? -b.element.frame.maxX : b.element.frame.minX
                return x != y ? x < y : a.offset < b.offset
            }
            result.append(contentsOf: row.map(\.element))
            start = end
        }
        return result
    }

    /// The deepest, frontmost modal view shown in `window`, if any.
    static func frontmostModal(in window: UIWindow) -> UIView? {
        func search(_ view: UIView, depth: Int) -> UIView? {
            guard depth < maximumDepth else { return nil }
            for subview in view.subviews.reversed() where isShown(subview) {
                if isModal(subview) {
                    return search(subview, depth: depth + 1) ?? subview
                }
                if let found = search(subview, depth: depth + 1) { return found }
            }
            return nil
        }
        return search(window, depth: 0)
    }

    /// Whether `view` is modal: it says so, or it is the view of a presented controller (an
    /// alert, a sheet), which UIKit makes modal.
    static func isModal(_ view: UIView) -> Bool {
        if view.accessibilityViewIsModal { return true }
        guard let controller = view.next as? UIViewController, controller.viewIfLoaded === view else { return false }
        return controller.presentingViewController != nil
    }

    static func isShown(_ view: UIView) -> Bool {
        !view.isHidden && view.alpha > 0.01 && !view.accessibilityElementsHidden
    }

    /// Reads elements into `nodes`, remembering which containers it is inside.
    @MainActor private struct Reader {
        var nodes: [AccessibilityNode] = []
        /// The containers being read, so one listing itself or an ancestor is not read again.
        var open: Set<ObjectIdentifier> = []
        /// The elements already read (an element listed twice is read once).
        var seen: Set<ObjectIdentifier> = []

        mutating func readRoot(_ view: UIView) {
            let screen = CGRect(x: -1e7, y: -1e7, width: 2e7, height: 2e7)
            readView(view, clip: screen, depth: 0)
        }

        /// Reads a view: itself when it is an element, else what it contains.
        mutating func readView(_ view: UIView, clip: CGRect, depth: Int) {
            guard depth < maximumDepth, isShown(view) else { return }
            let id = ObjectIdentifier(view)
            guard !open.contains(id) else { return }
            if view.isAccessibilityElement {
                guard seen.insert(id).inserted else { return }
                let frame = view.accessibilityFrame.finiteForAccessibility
                guard isInside(frame, clip) else { return }
                nodes.append(AccessibilityNode(view: view, frame: frame))
                return
            }
            open.insert(id)
            defer { open.remove(id) }
            var clip = clip
            if view is UIScrollView {
                clip = clip.intersection(UIAccessibility.convertToScreenCoordinates(view.bounds, in: view))
                if clip.isNull { return }
            }
            if let keyboard = view as? SystemKeyboardView {
                for key in KeyboardKeyElements.elements(of: keyboard) { readElement(key, clip: clip, depth: depth + 1) }
                return
            }
            if let listed = Reader.listedElements(of: view) {
                for element in listed { readAny(element, clip: clip, depth: depth + 1) }
                return
            }
            for child in Reader.childBlocks(of: view) {
                readView(child, clip: clip, depth: depth + 1)
            }
        }

        /// Reads an entry of an `accessibilityElements` list: a view, an accessibility element,
        /// or anything else (skipped).
        mutating func readAny(_ entry: Any, clip: CGRect, depth: Int) {
            let object = entry as AnyObject
            if let view = object as? UIView {
                // A view listed but not on screen (removed, or in no window) is not read.
                guard view.window != nil else { return }
                readView(view, clip: clip, depth: depth)
            } else if let element = object as? UIAccessibilityElement {
                readElement(element, clip: clip, depth: depth)
            }
        }

        mutating func readElement(_ element: UIAccessibilityElement, clip: CGRect, depth: Int) {
            guard depth < maximumDepth, !element.accessibilityElementsHidden else { return }
            let id = ObjectIdentifier(element)
            guard !open.contains(id) else { return }
            if element.isAccessibilityElement {
                guard seen.insert(id).inserted else { return }
                let frame = element.accessibilityFrame.finiteForAccessibility
                guard isInside(frame, clip) else { return }
                nodes.append(AccessibilityNode(element: element, frame: frame))
                return
            }
            open.insert(id)
            defer { open.remove(id) }
            let count = min(max(element.accessibilityElementCount(), 0), maximumCount)
            for index in 0..<count {
                if let child = element.accessibilityElement(at: index) { readAny(child, clip: clip, depth: depth + 1) }
            }
        }

        /// Whether an element at `frame` shows within `clip` (a zero-size element at its point).
        func isInside(_ frame: CGRect, _ clip: CGRect) -> Bool {
            if frame.width <= 0 || frame.height <= 0 {
                return clip.contains(frame.origin) || frame == .zero
            }
            return frame.intersects(clip)
        }

        /// The container's own list: `accessibilityElements`, or `accessibilityElementCount()`
        /// with `accessibilityElement(at:)` when a class answers those instead. Nil for neither.
        static func listedElements(of view: UIView) -> [Any]? {
            if let elements = view.accessibilityElements { return elements }
            let count = min(max(view.accessibilityElementCount(), 0), maximumCount)
            guard count > 0 else { return nil }
            return (0..<count).compactMap { view.accessibilityElement(at: $0) }
        }

        /// The blocks to read inside `view`, in reading order: its subviews, except that the
        /// subviews of a plain view that does not group are read as if they were the view's own
        /// (so a row of labels in two stack views still reads row by row). Views that group
        /// (elements, lists, tables, grouping views, modal views) stay one block.
        static func childBlocks(of view: UIView) -> [UIView] {
            var flat: [(view: UIView, frame: CGRect)] = []
            func gather(_ parent: UIView, depth: Int) {
                for subview in parent.subviews where isShown(subview) {
                    if depth < 24, isFlattenable(subview) {
                        gather(subview, depth: depth + 1)
                    } else {
                        flat.append((subview, UIAccessibility.convertToScreenCoordinates(subview.bounds, in: subview)))
                    }
                }
            }
            gather(view, depth: 0)
            let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
            return sortedIntoRows(flat, rightToLeft: rightToLeft).map(\.view)
        }

        /// A plain view whose elements may mix with its siblings'.
        static func isFlattenable(_ view: UIView) -> Bool {
            !view.isAccessibilityElement && !view.shouldGroupAccessibilityChildren
                && view.accessibilityContainerType == .none && !(view is UIScrollView) && !(view is UIWindow)
                && !(view is SystemKeyboardView) && !(view is UITableViewCell) && !(view is UICollectionViewCell)
                && !(view is UITableViewHeaderFooterView) && view.accessibilityElements == nil
                && view.accessibilityElementCount() == 0 && !isModal(view)
        }
    }
}

extension AccessibilityNode {
    init(view: UIView, frame: CGRect) {
        self.init(
            element: view, label: view.accessibilityLabel, value: view.accessibilityValue,
            hint: view.accessibilityHint, traits: view.accessibilityTraits, frame: frame,
            activationPoint: view.accessibilityActivationPoint.finiteForAccessibility(in: frame),
            language: view.accessibilityLanguage, customActions: view.accessibilityCustomActions ?? [])
    }

    init(element: UIAccessibilityElement, frame: CGRect) {
        self.init(
            element: element, label: element.accessibilityLabel, value: element.accessibilityValue,
            hint: element.accessibilityHint, traits: element.accessibilityTraits, frame: frame,
            activationPoint: element.accessibilityActivationPoint.finiteForAccessibility(in: frame),
            language: element.accessibilityLanguage, customActions: element.accessibilityCustomActions ?? [])
    }
}

extension CGPoint {
    /// The point when finite, else the middle of `frame`.
    func finiteForAccessibility(in frame: CGRect) -> CGPoint {
        x.isFinite && y.isFinite ? self : frame.centreForAccessibility
    }
}

/// The on-screen keyboard's keys as elements: one per key on the current page, remade only when
/// the page's keys change so the screen reader finds the same element again.
@MainActor
enum KeyboardKeyElements {
    private struct Cached {
        weak var keyboard: SystemKeyboardView?
        var titles: [String]
        var elements: [UIAccessibilityElement]
    }
    private static var cache: [ObjectIdentifier: Cached] = [:]

    static func elements(of keyboard: SystemKeyboardView) -> [UIAccessibilityElement] {
        let id = ObjectIdentifier(keyboard)
        let titles = keyboard.keyTitles
        if let cached = cache[id], cached.keyboard === keyboard, cached.titles == titles {
            return cached.elements
        }
        cache = cache.filter { $0.value.keyboard != nil }
        let elements = titles.compactMap { title -> UIAccessibilityElement? in
            guard !title.isEmpty, let frame = keyboard.frame(ofKeyTitled: title) else { return nil }
            let element = UIAccessibilityElement(accessibilityContainer: keyboard)
            element.accessibilityLabel = spokenName(of: title)
            element.accessibilityTraits = .keyboardKey
            element.accessibilityFrameInContainerSpace = frame
            return element
        }
        cache[id] = Cached(keyboard: keyboard, titles: titles, elements: elements)
        return elements
    }

    /// What a key's cap means in words.
    static func spokenName(of title: String) -> String {
        switch title {
        case "⇧": "shift"
        case "⌫": "delete"
        case "🌐": "next keyboard"
        default: title
        }
    }
}
