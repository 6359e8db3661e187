// What the collection view does with values from its data source and layout that it cannot use as
// they are: counts that are negative or past what memory holds, content sizes and element frames
// that are NaN, infinite or beyond drawing, attributes for items that do not exist, and the same
// element twice. UIKit raises on some of these and draws garbage for others; Scanout leaves each
// out or clamps it, and warns once per collection view and cause.

extension UICollectionView {
    /// The most items (over all sections) a collection view holds: 2^22, 4,194,304. Sections
    /// count against the same limit; items past it are left out, with a warning.
    public static let maximumItemCount = 1 << 22

    /// The largest content size and element coordinate: a million points in each direction, far
    /// inside what drawing converts to pixels, and a thousand screens of scrolling.
    nonisolated static let maximumContentExtent: CGFloat = 1_000_000

    /// A count from the data source, as the collection view uses it: not negative, and within what
    /// is left of `maximumItemCount`.
    func usableCount(_ count: Int, of what: String, remaining: Int) -> Int {
        if count < 0 {
            warnOnce(
                &warned, cause: "\(what) negative",
                "\(self): the data source gave \(count) for \(what); the collection view shows none. Return 0 or more.")
            return 0
        }
        if count > remaining {
            warnOnce(
                &warned, cause: "item limit",
                "\(self): the data source gave \(count) for \(what), more than a collection view holds "
                    + "(UICollectionView.maximumItemCount is \(UICollectionView.maximumItemCount) items and sections); "
                    + "the rest are left out.")
            return max(remaining, 0)
        }
        return count
    }

    /// The layout's content size, made usable: NaN and negative become 0, huge is cut to
    /// `maximumContentExtent`.
    func usableContentSize(_ size: CGSize) -> CGSize {
        guard size.isUsableElementSize else {
            warnOnce(
                &warned, cause: "content size",
                "\(self): the layout's collectionViewContentSize is \(size); using what is usable of it "
                    + "(NaN and negative sizes are 0, sizes past \(UICollectionView.maximumContentExtent) are cut). "
                    + "Return a finite size of 0 or more.")
            func usable(_ value: CGFloat) -> CGFloat {
                value.isNaN || value < 0 ? 0 : min(value, UICollectionView.maximumContentExtent)
            }
            return CGSize(width: usable(size.width), height: usable(size.height))
        }
        return size
    }

    /// The layout's attributes for the visible rectangle that the collection view can place: each
    /// element once (the first), with a usable frame, naming an item or section that exists, at
    /// most `maximumVisibleElements` of them; and their elements' keys.
    func usableAttributes(
        _ attributes: [UICollectionViewLayoutAttributes]
    ) -> (attributes: [UICollectionViewLayoutAttributes], keys: Set<CollectionElementKey>) {
        var seen: Set<CollectionElementKey> = []
        seen.reserveCapacity(min(attributes.count, UICollectionView.maximumVisibleElements))
        var usable: [UICollectionViewLayoutAttributes] = []
        usable.reserveCapacity(min(attributes.count, UICollectionView.maximumVisibleElements))
        for element in attributes {
            let key = element.elementKey
            guard element.frame.isUsableElementFrame else {
                warnOnce(
                    &warned, cause: "element frame",
                    "\(self): the layout gave \(key.category) \(key.indexPath) the frame \(element.frame); it is left "
                        + "out. Give every element a finite frame within \(UICollectionView.maximumContentExtent) points."
                )
                continue
            }
            let exists: Bool
            switch key.category {
            case .cell: exists = isValidItem(key.indexPath)
            case .supplementaryView, .decorationView:
                exists = key.indexPath.count >= 1 && itemCounts.indices.contains(key.indexPath[0])
            }
            guard exists else {
                warnOnce(
                    &warned, cause: "element missing",
                    "\(self): the layout placed \(key.category) \(key.indexPath), which the data source does not have "
                        + "(\(itemCounts.count) sections); it is left out.")
                continue
            }
            guard usable.count < UICollectionView.maximumVisibleElements else {
                warnOnce(
                    &warned, cause: "too many elements",
                    "\(self): the layout places more than \(UICollectionView.maximumVisibleElements) elements on one "
                        + "screen; the rest get no views.")
                break
            }
            guard seen.insert(key).inserted else {
                warnOnce(
                    &warned, cause: "element twice",
                    "\(self): the layout gave attributes for \(key.category) \(key.indexPath) twice; the first are used."
                )
                continue
            }
            usable.append(element)
        }
        return (usable, seen)
    }
}

extension CGRect {
    /// Whether a layout's frame can be placed: finite, not negative in size, within the largest
    /// content extent.
    var isUsableElementFrame: Bool {
        let limit = UICollectionView.maximumContentExtent * 2
        return size.isUsableElementSize && origin.x.isFinite && origin.y.isFinite && abs(origin.x) <= limit
            && abs(origin.y) <= limit
    }
}

extension CGSize {
    /// Whether a size is finite, not negative, and within the largest content extent.
    var isUsableElementSize: Bool {
        width.isFinite && height.isFinite && width >= 0 && height >= 0
            && width <= UICollectionView.maximumContentExtent && height <= UICollectionView.maximumContentExtent
    }
}
