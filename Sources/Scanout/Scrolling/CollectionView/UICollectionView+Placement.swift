// Placing the elements in the visible rectangle: the layout is asked for their attributes, each
// gets a view (kept from the last pass, reused, or made by the data source), views of elements
// that left are put back for reuse, and self-sizing cells are measured.

extension UICollectionView {
    /// The most elements on screen at once (cells, supplementary and decoration views): a screen
    /// of 1-point items in a 64 × 64 grid. Past it, the rest get no views this pass.
    static let maximumVisibleElements = 4096
    /// How many times one placement starts over because the data source reloaded, or a
    /// self-sizing cell changed the layout, from inside it.
    static let reentrantPassLimit = 8

    /// Loads the counts when a reload is pending (not while elements are being placed: the
    /// running placement reloads when it ends).
    func reloadIfNeeded() {
        guard needsReload, !isPlacingElements else { return }
        isPlacingElements = true
        defer { isPlacingElements = false }
        loadCounts()
    }

    /// Asks the data source for the sections and item counts, and starts the layout over.
    func loadCounts() {
        needsReload = false
        // A drag to reorder ends with the data it showed.
        interactiveMovement = nil
        for (key, view) in shownInElementOrder { retire(view, from: key) }
        shown.removeAll()
        selectedItems.removeAll()
        highlightedItem = nil
        focusedItem = nil
        itemCounts = askCounts()
        layout.needsPreparation = true
    }

    /// The data source's sections and their item counts, made usable (see `usableCount`); none
    /// without a data source.
    func askCounts() -> [Int] {
        guard let dataSource else { return [] }
        var remaining = UICollectionView.maximumItemCount
        let sections = usableCount(dataSource.numberOfSections(in: self), of: "numberOfSections", remaining: remaining)
        remaining -= sections
        var counts: [Int] = []
        counts.reserveCapacity(sections)
        for section in 0..<sections {
            let asked = dataSource.collectionView(self, numberOfItemsInSection: section)
            let items = usableCount(asked, of: "the items in section \(section)", remaining: remaining)
            remaining -= items
            counts.append(items)
        }
        return counts
    }

    /// Gives the elements in the visible rectangle views, and takes views from elements that left
    /// it. The data source, delegate and layout may reload or update the collection view from the
    /// calls a pass makes: the pass finishes with the data it started with, then starts over.
    func placeElements() {
        guard !isPlacingElements else {
            needsAnotherPass = true
            return
        }
        isPlacingElements = true
        defer { isPlacingElements = false }
        var restarts = 0
        while true {
            needsAnotherPass = false
            if needsReload { loadCounts() }
            let stopping = restarts < UICollectionView.reentrantPassLimit
            let invalidated = placeVisibleElements(stoppingForReload: stopping)
            guard invalidated || needsReload || needsAnotherPass else {
                if focusedItem != nil || focusRing?.superview != nil { updateFocusRing() }
                updatePrefetching()
                break
            }
            restarts += 1
            if restarts > UICollectionView.reentrantPassLimit {
                needsReload = false
                warnOnce(
                    &warned, cause: "placement loop",
                    "\(self): the collection view's elements did not settle: the data source or delegate reloads it "
                        + "each time it places its cells (reloadData() or an update from cellForItemAt or willDisplay), "
                        + "or a self-sizing cell's size keeps changing. It shows what the last pass placed.")
                break
            }
        }
    }

    /// One placement pass; true when a self-sizing cell changed the layout (another pass is needed).
    private func placeVisibleElements(stoppingForReload: Bool) -> Bool {
        if !lastLayoutBounds.isNull, lastLayoutBounds != bounds, layout.shouldInvalidateLayout(forBoundsChange: bounds)
        {
            layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: bounds))
        }
        lastLayoutBounds = bounds
        layout.prepareIfNeeded()
        let size = usableContentSize(layout.collectionViewContentSize)
        if contentSize != size { contentSize = size }
        let visibleRect = CGRect(origin: contentOffset, size: bounds.size)
        var elements = layoutAttributes(in: visibleRect)
        let asked = elements
        if isUnchangedSinceLastPass(placing: asked) { return false }
        defer { recordPass(placing: asked) }
        if updateRowScrollers(in: visibleRect) {
            // A sideways row's elements come from what its inner scroll view shows.
            elements.removeAll { layout.movesWithRow($0.elementKey) }
            elements += visibleRowElements()
        }
        if interactiveMovement != nil { elements = interactiveAttributes(elements) }
        let (wanted, kept) = usableAttributes(elements)
        // Retired in their elements' order, not the dictionary's (see `shownInElementOrder`).
        var gone: [(key: CollectionElementKey, view: UICollectionReusableView)] = []
        for (key, view) in shown where !kept.contains(key) { gone.append((key, view)) }
        if gone.count > 1 { gone.sort { $0.key < $1.key } }
        for (key, view) in gone {
            shown[key] = nil
            retire(view, from: key)
        }
        var added = false
        var invalidated = false
        for attributes in wanted {
            if stoppingForReload, needsReload { break }
            let key = attributes.elementKey
            let container = container(for: key)
            if let view = shown[key] {
                if view.superview !== container {
                    // Its section began or stopped scrolling sideways: it moves to the new parent.
                    UIView.performWithoutAnimation {
                        container.addSubview(view)
                        view.appliedAttributes = nil
                        apply(attributes, to: view)
                    }
                    added = true
                }
                // A self-sizing cell whose content changed, or whose size the layout forgot (it
                // went back to the estimate), is measured again.
                let resized = view.appliedAttributes.map { $0.size != attributes.size } ?? true
                apply(attributes, to: view)
                if key.category != .decorationView, resized || view.needsSizing {
                    view.needsSizing = false
                    if measure(view, with: attributes) { invalidated = true }
                }
                continue
            }
            guard let view = makeView(for: attributes) else { continue }
            view.elementKey = key
            if container === self {
                insertSubview(view, at: backgroundView == nil ? 0 : 1)
            } else {
                container.addSubview(view)
            }
            // A new view starts where it belongs (or, in an update's animation, where the layout
            // says an appearing element starts), not from wherever its last element left it.
            UIView.performWithoutAnimation { apply(initialAttributes(for: attributes) ?? attributes, to: view) }
            apply(attributes, to: view)
            shown[key] = view
            added = true
            announceDisplay(of: view, key: key)
            if key.category != .decorationView, measure(view, with: attributes) { invalidated = true }
        }
        if added { orderByZIndex() }
        return invalidated
    }

    /// What a placement pass asked the layout for and placed: the layout's attributes for a
    /// rectangle larger than the visible one (`queried`), and those of them in view, which got views.
    struct PlacementRecord {
        var layout: ObjectIdentifier
        var generation: Int
        var queried: CGRect
        var queriedAttributes: [UICollectionViewLayoutAttributes]
        /// Their frames, read once: each frame of a scroll picks the ones in view by these.
        var queriedFrames: [CGRect]
        var placed: [UICollectionViewLayoutAttributes] = []
        var placedVersion: Int?
        var boundsSize: CGSize

        /// Whether the attributes kept are still `layout`'s (it was not invalidated since).
        @MainActor func isCurrent(for layout: UICollectionViewLayout) -> Bool {
            self.layout == ObjectIdentifier(layout) && generation == layout.generation
        }
    }

    /// The layout's attributes of the elements in `visibleRect`. The layout is asked for a screen
    /// more on each side, and its answer kept until it is invalidated or the visible rectangle
    /// leaves that area: a scrolled grid's frames then ask it nothing (UIKit also asks layouts
    /// for more than the visible rectangle).
    private func layoutAttributes(in visibleRect: CGRect) -> [UICollectionViewLayoutAttributes] {
        let record: PlacementRecord
        if let last = lastPlacement, last.isCurrent(for: layout), last.boundsSize == bounds.size,
            last.queried.contains(visibleRect)
        {
            record = last
        } else {
            let queried = visibleRect.insetBy(dx: -visibleRect.width, dy: -visibleRect.height)
            let attributes = layout.layoutAttributesForElements(in: queried) ?? []
            var frames: [CGRect] = []
            frames.reserveCapacity(attributes.count)
            for element in attributes { frames.append(element.frame) }
            record = PlacementRecord(
                layout: ObjectIdentifier(layout), generation: layout.generation, queried: queried,
                queriedAttributes: attributes, queriedFrames: frames, boundsSize: bounds.size)
            // The query may have invalidated the layout (a layout that prepares lazily); the next
            // pass asks again.
            lastPlacement = record
        }
        // A loop, not `filter`: its closure's isolation was checked at run time for each element.
        var inView: [UICollectionViewLayoutAttributes] = []
        inView.reserveCapacity(lastPlacement?.placed.count ?? 0)
        for (index, frame) in record.queriedFrames.enumerated() where frame.intersects(visibleRect) {
            inView.append(record.queriedAttributes[index])
        }
        return inView
    }

    /// Whether this pass would place exactly what the last one did: the same attributes (the
    /// layout unchanged since), no view added, removed or waiting to be measured since, and
    /// nothing under way that places differently (an update's animation, a drag, sideways rows).
    private func isUnchangedSinceLastPass(placing elements: [UICollectionViewLayoutAttributes]) -> Bool {
        guard let last = lastPlacement, last.placedVersion == shownVersion, last.isCurrent(for: layout),
            last.placed.count == elements.count, placesAsTheLayoutSays
        else { return false }
        for (placed, element) in zip(last.placed, elements) where placed !== element { return false }
        for view in shown.values where view.needsSizing { return false }
        return true
    }

    /// Whether the views are placed where the layout's attributes say, and nothing else: no
    /// update's animation, drag or sideways row changes them, and no reload is pending.
    private var placesAsTheLayoutSays: Bool {
        interactiveMovement == nil && appearing == nil && leaving.isEmpty && !needsReload && rowScrollers.isEmpty
            && layout.orthogonalScrollingSections.isEmpty
    }

    /// Keeps what the pass placed, for the next pass to compare with; a pass that placed anything
    /// but the layout's attributes as they are (`placesAsTheLayoutSays`) keeps nothing.
    private func recordPass(placing elements: [UICollectionViewLayoutAttributes]) {
        guard lastPlacement?.isCurrent(for: layout) == true else {
            lastPlacement = nil
            return
        }
        let plain = placesAsTheLayoutSays
        lastPlacement?.placed = plain ? elements : []
        lastPlacement?.placedVersion = plain ? shownVersion : nil
    }

    /// Sets a view's frame, transform, alpha and hidden state from `attributes`, then lets it read
    /// them (`apply(_:)`), unless they are the ones it already has. A view in a sideways row's
    /// inner scroll view is placed in that scroll view's content.
    func apply(_ attributes: UICollectionViewLayoutAttributes, to view: UICollectionReusableView) {
        if let applied = view.appliedAttributes, applied.isEqualOnMainActor(attributes) { return }
        let zIndexChanged = view.appliedAttributes.map { $0.zIndex != attributes.zIndex } ?? false
        if view.transform != attributes.transform { view.transform = attributes.transform }
        let bounds = CGRect(origin: view.bounds.origin, size: attributes.size)
        if view.bounds != bounds { view.bounds = bounds }
        let origin = (view.superview as? OrthogonalRowScrollView)?.row.rowOrigin ?? .zero
        let center = CGPoint(x: attributes.center.x - origin.x, y: attributes.center.y - origin.y)
        if view.center != center { view.center = center }
        if view.alpha != attributes.alpha { view.alpha = attributes.alpha }
        if view.isHidden != attributes.isHidden { view.isHidden = attributes.isHidden }
        view.appliedAttributes = attributes.copy() as? UICollectionViewLayoutAttributes
        view.apply(attributes)
        if zIndexChanged { orderByZIndex() }
    }

    /// Stacks the element views by their attributes' `zIndex` (higher over lower; supplementary
    /// views over cells at equal indexes, decoration views under both), below the scroll
    /// indicators.
    /// A sideways row's inner scroll view stacks as its cells would (z-index 0).
    func orderByZIndex() {
        func rank(_ view: UIView) -> (Int, Int) {
            guard let view = view as? UICollectionReusableView else { return (0, 1) }
            let category: Int
            switch view.elementKey?.category {
            case .decorationView: category = 0
            case .cell: category = 1
            default: category = 2
            }
            return (view.appliedAttributes?.zIndex ?? 0, category)
        }
        let views = subviews.filter {
            ($0 as? UICollectionReusableView)?.elementKey != nil || $0 is OrthogonalRowScrollView
        }
        let ordered = views.enumerated().sorted {
            let (left, right) = (rank($0.element), rank($1.element))
            return left != right ? left < right : $0.offset < $1.offset
        }.map(\.element)
        guard ordered != views else { return }
        var index = backgroundView == nil ? 0 : 1
        for view in ordered {
            insertSubview(view, at: index)
            index += 1
        }
    }

    /// The view for a new element: the data source's cell or supplementary view, or a decoration
    /// view of the layout's registered class.
    private func makeView(for attributes: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
        let indexPath = attributes.indexPath
        switch attributes.representedElementCategory {
        case .cell:
            guard let dataSource else { return nil }
            // While an item is dragged, the shown order is not yet the data source's.
            let cell = dataSource.collectionView(self, cellForItemAt: dataIndexPath(forShown: indexPath))
            let usable = usableElementView(cell, for: attributes.elementKey) as? UICollectionViewCell ?? cell
            usable.isSelected = selectedItems.contains(indexPath)
            usable.isHighlighted = false
            if usable.isEditing != isEditing { usable.isEditing = isEditing }
            return usable
        case .supplementaryView:
            let kind = attributes.representedElementKind ?? ""
            let view =
                dataSource?.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
                ?? blankSupplementaryView(ofKind: kind, at: indexPath)
            return usableElementView(view, for: attributes.elementKey)
        case .decorationView:
            let kind = attributes.representedElementKind ?? ""
            let pool = ReusePoolKey(category: .decorationView, kind: kind, identifier: kind)
            if let view = reusePool[pool]?.popLast() {
                view.prepareForReuse()
                return view
            }
            guard let viewType = layout.decorationClasses[kind] else {
                warnOnce(
                    &warned, cause: "decoration \(kind)",
                    "\(self): the layout places decoration views of kind '\(kind)', but no class is registered for "
                        + "it; they are left out (UIKit raises here). Call the layout's "
                        + "register(_:forDecorationViewOfKind:) first.")
                return nil
            }
            return viewType.init(registeredClassWithReuseIdentifier: kind)
        }
    }

    /// The data source's view for an element, unless it already shows another element (a data
    /// source that keeps its cells and hands one out twice): one view cannot be two elements, so
    /// this one gets a blank view and a warning. A view waiting for reuse that the data source
    /// returned without dequeuing it leaves the pool, so it is not handed out again.
    private func usableElementView(
        _ view: UICollectionReusableView, for key: CollectionElementKey
    ) -> UICollectionReusableView {
        // A view waits only in the pool of its own element kind (see `retire`).
        if let pool = poolKey(of: view, for: key), let index = reusePool[pool]?.firstIndex(where: { $0 === view }) {
            reusePool[pool]?.remove(at: index)
        }
        guard let other = view.elementKey, other != key, shown[other] === view else { return view }
        warnOnce(
            &warned, cause: "view reused",
            "\(self): the data source returned for \(key.indexPath) the view already showing \(other.indexPath); "
                + "a view shows one element. Dequeue a view for each element.")
        return key.category == .cell ? UICollectionViewCell(frame: .zero) : UICollectionReusableView(frame: .zero)
    }

    /// Asks a new cell (or header or footer) for its preferred attributes when the layout sizes it
    /// by its content, and the layout whether that changes anything; true when the layout was
    /// invalidated.
    private func measure(_ view: UICollectionReusableView, with attributes: UICollectionViewLayoutAttributes) -> Bool {
        let axes: (width: Bool, height: Bool)
        switch attributes.representedElementCategory {
        case .cell: axes = layout.selfSizingAxes(forItemAt: attributes.indexPath)
        case .supplementaryView:
            axes = layout.selfSizingAxes(
                forSupplementaryOfKind: attributes.representedElementKind ?? "", at: attributes.indexPath)
        case .decorationView: axes = (false, false)
        }
        guard axes.width || axes.height else { return false }
        view.sizingAxes = axes
        // A copy, as UIKit hands it: an override may change what it is given and return it.
        let given = attributes.copy() as? UICollectionViewLayoutAttributes ?? attributes
        let preferred = view.preferredLayoutAttributesFitting(given)
        view.sizingAxes = (false, false)
        guard preferred.size.isUsableElementSize,
            layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
        else { return false }
        layout.invalidateLayout(
            with: layout.invalidationContext(
                forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes))
        return true
    }

    /// Tells the delegate an element came on screen.
    private func announceDisplay(of view: UICollectionReusableView, key: CollectionElementKey) {
        guard let collectionDelegate else { return }
        if key.category == .cell, let cell = view as? UICollectionViewCell {
            collectionDelegate.collectionView(self, willDisplay: cell, forItemAt: key.indexPath)
        } else if key.category == .supplementaryView {
            collectionDelegate.collectionView(
                self, willDisplaySupplementaryView: view, forElementKind: key.kind ?? "", at: key.indexPath)
        }
    }

    /// Takes an element's view off screen, tells the delegate, and puts the view back for reuse.
    func retire(_ view: UICollectionReusableView, from key: CollectionElementKey) {
        view.removeFromSuperview()
        view.elementKey = nil
        view.appliedAttributes = nil
        if let cell = view as? UICollectionViewCell {
            cell.isHighlighted = false
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
        } else if key.category == .supplementaryView {
            collectionDelegate?.collectionView(
                self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind ?? "", at: key.indexPath)
        }
        guard let pool = poolKey(of: view, for: key) else { return }
        reusePool[pool, default: []].append(view)
    }

    /// The pool a view of `key`'s kind waits in: by category, kind (none for cells) and its reuse
    /// identifier; nil for a view without one (made by the data source itself), which is not reused.
    private func poolKey(of view: UICollectionReusableView, for key: CollectionElementKey) -> ReusePoolKey? {
        guard let identifier = view.reuseIdentifier else { return nil }
        return ReusePoolKey(
            category: key.category, kind: key.category == .cell ? nil : key.kind, identifier: identifier)
    }
}
