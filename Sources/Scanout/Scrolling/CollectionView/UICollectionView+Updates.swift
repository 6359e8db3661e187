// Item and section updates. As in UIKit, the data source must already reflect the change; the
// collection view checks the new counts against the old ones and the updates, moves each element
// that stays to its new index path (its cell, selection and focus with it), and animates: cells
// that stay slide to their new frames, inserted elements appear from the layout's initial
// attributes (in place, transparent, by default) and deleted ones go to its final attributes. An
// update whose counts do not add up reloads everything with a warning (UIKit raises
// NSInternalInconsistencyException). Updates made while the collection view places its elements
// are applied when that placement ends, as a reload.

extension UICollectionView {
    /// How long an update's animation takes, as UIKit's.
    static let updateAnimationDuration: TimeInterval = 0.3

    // MARK: - Internal

    /// Asks the data source for the cells of `indexPaths` again, keeping each visible cell (the
    /// data source's dequeue returns the same cell) so it updates in place, without animation.
    func reconfigure(_ indexPaths: [IndexPath]) {
        guard updateDepth == 0, !isPlacingElements, !needsReload, let dataSource else {
            if updateDepth > 0 { pendingReconfigures += indexPaths } else { reloadData() }
            return
        }
        // The data source may reload or update the collection view from cellForItemAt: that waits
        // until the cells are reconfigured, as it does during placement.
        isPlacingElements = true
        var replaced = false
        for indexPath in indexPaths {
            if needsReload { break }
            let key = CollectionElementKey(category: .cell, kind: nil, indexPath: indexPath)
            guard let cell = shown[key] as? UICollectionViewCell, let identifier = cell.reuseIdentifier else {
                continue
            }
            // The cell is what the data source's dequeue under its pool returns, once.
            let pool = ReusePoolKey(category: .cell, kind: nil, identifier: identifier)
            reconfiguring = (pool, cell)
            let returned = dataSource.collectionView(self, cellForItemAt: indexPath)
            reconfiguring = nil
            guard returned !== cell else {
                // New content may need another size.
                if layout.selfSizingAxes(forItemAt: indexPath) != (false, false) {
                    cell.needsSizing = true
                    replaced = true
                }
                continue
            }
            // The data source made another cell: the item gets a fresh one at the next placement,
            // and the one it made waits for reuse.
            if shown[key] === cell {
                shown[key] = nil
                retire(cell, from: key)
            }
            if returned.superview == nil, returned.elementKey == nil, let identifier = returned.reuseIdentifier {
                reusePool[ReusePoolKey(category: .cell, kind: nil, identifier: identifier), default: []].append(
                    returned)
            }
            replaced = true
        }
        isPlacingElements = false
        if replaced || needsReload || needsAnotherPass {
            setNeedsLayout()
            if window != nil { placeElements() }
        }
    }

    /// Runs `updates` (inserts, deletes, moves, reloads) as one batch and animates it; then
    /// `completion` with true when the animations finished (false when interrupted).
    func batchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        updateDepth += 1
        updates?()
        updateDepth -= 1
        if let completion { pendingCompletions.append(completion) }
        guard updateDepth == 0 else { return }
        applyPendingUpdates(animated: !UIView.isPerformingWithoutAnimation)
    }

    func record(_ update: CollectionUpdate) {
        pendingUpdates.append(update)
        guard updateDepth == 0 else { return }
        applyPendingUpdates(animated: !UIView.isPerformingWithoutAnimation)
    }

    func applyPendingUpdates(animated: Bool) {
        let updates = pendingUpdates
        let completions = pendingCompletions
        let reconfigures = pendingReconfigures
        pendingUpdates = []
        pendingCompletions = []
        pendingReconfigures = []
        let finish: (Bool) -> Void = { finished in completions.forEach { $0(finished) } }
        // Nothing loaded yet, or the collection view is placing its elements: the data source
        // is read afresh.
        guard !needsReload, !isPlacingElements, dataSource != nil else {
            reloadData()
            finish(true)
            return
        }
        // An interactive movement ends where it is: the data source's counts are the truth now.
        if interactiveMovement != nil { cancelInteractiveMovement() }
        guard apply(updates, toCounts: askCounts(), animated: animated, completion: finish) else { return }
        if !reconfigures.isEmpty {
            reconfigure(reconfigures.compactMap { isValidItem($0) ? $0 : nil })
        }
    }

    /// Applies `updates` to the elements on screen, the counts becoming `newCounts`, animated;
    /// false (after reloading everything) when they do not add up.
    @discardableResult
    func apply(
        _ updates: [CollectionUpdate], toCounts newCounts: [Int], animated: Bool,
        completion finish: @escaping (Bool) -> Void
    ) -> Bool {
        switch CollectionUpdateMapping.make(updates: updates, oldCounts: itemCounts, newCounts: newCounts) {
        case .failure(let error):
            warnOnce(
                &warned, cause: "inconsistent update",
                "\(self): invalid update: \(error.reason). UIKit raises NSInternalInconsistencyException here; "
                    + "Scanout reloads the whole collection view instead. Change the data source first, then tell "
                    + "the collection view exactly what changed.")
            reloadData()
            finish(true)
            return false
        case .success(let mapping):
            itemCounts = newCounts
            animate(mapping, animated: animated && window != nil, completion: finish)
            return true
        }
    }

    /// Moves the elements on screen to their index paths after the batch and lays out again,
    /// animating the difference.
    private func animate(_ mapping: CollectionUpdateMapping, animated: Bool, completion: @escaping (Bool) -> Void) {
        selectedItems = selectedItems.compactMap(mapping.newIndexPath(for:))
        highlightedItem = highlightedItem.flatMap(mapping.newIndexPath(for:))
        focusedItem = focusedItem.flatMap(mapping.newIndexPath(for:))
        // Re-key the views on screen; those whose element went leave, in their elements' order
        // (see `shownInElementOrder`).
        var going: [(CollectionElementKey, UICollectionReusableView)] = []
        var rekeyed: [CollectionElementKey: UICollectionReusableView] = [:]
        for (key, view) in shownInElementOrder {
            if let newKey = newKey(for: key, mapping) {
                view.elementKey = newKey
                rekeyed[newKey] = view
            } else {
                going.append((key, view))
            }
        }
        shown = rekeyed
        for (_, view) in going { view.elementKey = nil }
        layout.invalidateLayout(with: dataCountsContext())
        layout.prepare(forCollectionViewUpdates: updateItems(for: mapping))
        layout.prepareIfNeeded()
        let disappearing = going.map { key, view in
            (view, finalAttributes(for: key, view: view))
        }
        guard animated else {
            for (key, view) in going { retire(view, from: key) }
            placeElements()
            layout.finalizeCollectionViewUpdates()
            completion(true)
            return
        }
        for (key, view) in going where view.superview === self {
            leaving.append(view)
            retireWhenAnimationEnds[ObjectIdentifier(view)] = key
        }
        let shownBefore = Set(shown.keys)
        UIView.animate(
            withDuration: UICollectionView.updateAnimationDuration, delay: 0, options: [.allowUserInteraction],
            animations: {
                // Views that stay slide to their new attributes; new ones appear from their initial
                // attributes (set without animation as they are made) to their final ones.
                appearing = shownBefore
                placeElements()
                appearing = nil
                for (view, attributes) in disappearing { if let attributes { apply(attributes, to: view) } }
            },
            completion: { [weak self] finished in
                guard let self else { return }
                for (view, _) in disappearing { self.finishLeaving(view) }
                self.layout.finalizeCollectionViewUpdates()
                completion(finished)
            })
    }

    /// The key an element on screen has after the batch; nil when it went.
    private func newKey(for key: CollectionElementKey, _ mapping: CollectionUpdateMapping) -> CollectionElementKey? {
        var moved = key
        switch key.category {
        case .cell:
            guard let indexPath = mapping.newIndexPath(for: key.indexPath) else { return nil }
            moved.indexPath = indexPath
        case .supplementaryView, .decorationView:
            guard key.indexPath.count >= 1, let section = mapping.newSectionIndex(for: key.indexPath[0]) else {
                return nil
            }
            if key.indexPath.count == 2, key.indexPath[1] > 0 || key.category == .supplementaryView,
                let item = mapping.newIndexPath(for: key.indexPath), item.section == section
            {
                // An element of an item (a badge): it follows the item, if the item has that index.
                moved.indexPath =
                    key.indexPath[1] < itemCounts[section] ? item : key.indexPath.replacingSection(section)
            } else {
                moved.indexPath = key.indexPath.replacingSection(section)
            }
        }
        return moved
    }

    /// Where a leaving element's view ends: the layout's final attributes, else where it is,
    /// transparent.
    private func finalAttributes(
        for key: CollectionElementKey, view: UICollectionReusableView
    ) -> UICollectionViewLayoutAttributes? {
        let layoutFinal: UICollectionViewLayoutAttributes?
        switch key.category {
        case .cell: layoutFinal = layout.finalLayoutAttributesForDisappearingItem(at: key.indexPath)
        case .supplementaryView:
            layoutFinal = layout.finalLayoutAttributesForDisappearingSupplementaryElement(
                ofKind: key.kind ?? "", at: key.indexPath)
        case .decorationView:
            layoutFinal = layout.finalLayoutAttributesForDisappearingDecorationElement(
                ofKind: key.kind ?? "", at: key.indexPath)
        }
        if let layoutFinal, layoutFinal.frame.isUsableElementFrame { return layoutFinal }
        guard let current = view.appliedAttributes?.copy() as? UICollectionViewLayoutAttributes else { return nil }
        current.alpha = 0
        return current
    }

    /// The attributes a new element starts its appearance from, while an update animates (nil
    /// outside one, or when it was on screen before).
    func initialAttributes(for attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes? {
        guard let appearing, !appearing.contains(attributes.elementKey) else { return nil }
        let initial: UICollectionViewLayoutAttributes?
        switch attributes.representedElementCategory {
        case .cell: initial = layout.initialLayoutAttributesForAppearingItem(at: attributes.indexPath)
        case .supplementaryView:
            initial = layout.initialLayoutAttributesForAppearingSupplementaryElement(
                ofKind: attributes.representedElementKind ?? "", at: attributes.indexPath)
        case .decorationView:
            initial = layout.initialLayoutAttributesForAppearingDecorationElement(
                ofKind: attributes.representedElementKind ?? "", at: attributes.indexPath)
        }
        guard let initial, initial.frame.isUsableElementFrame else { return nil }
        return initial
    }

    /// A leaving view's animation ended: it goes back for reuse.
    private func finishLeaving(_ view: UICollectionReusableView) {
        guard let index = leaving.firstIndex(where: { $0 === view }),
            let key = retireWhenAnimationEnds.removeValue(forKey: ObjectIdentifier(view))
        else { return }
        leaving.remove(at: index)
        retire(view, from: key)
    }

    private func dataCountsContext() -> UICollectionViewLayoutInvalidationContext {
        let context = layout.makeInvalidationContext()
        context.invalidateDataSourceCounts = true
        return context
    }

    private func updateItems(for mapping: CollectionUpdateMapping) -> [UICollectionViewUpdateItem] {
        let notFound = NSNotFound
        var items: [UICollectionViewUpdateItem] = []
        for update in mapping.updates {
            switch update {
            case .insertSections(let sections):
                items += sections.map {
                    .init(action: .insert, before: nil, after: IndexPath(item: notFound, section: $0))
                }
            case .deleteSections(let sections):
                items += sections.map {
                    .init(action: .delete, before: IndexPath(item: notFound, section: $0), after: nil)
                }
            case .reloadSections(let sections):
                items += sections.map {
                    .init(
                        action: .reload, before: IndexPath(item: notFound, section: $0),
                        after: IndexPath(item: notFound, section: $0))
                }
            case .moveSection(let from, let to):
                items.append(
                    .init(
                        action: .move, before: IndexPath(item: notFound, section: from),
                        after: IndexPath(item: notFound, section: to)))
            case .insertItems(let paths): items += paths.map { .init(action: .insert, before: nil, after: $0) }
            case .deleteItems(let paths): items += paths.map { .init(action: .delete, before: $0, after: nil) }
            case .reloadItems(let paths): items += paths.map { .init(action: .reload, before: $0, after: $0) }
            case .moveItem(let from, let to): items.append(.init(action: .move, before: from, after: to))
            }
        }
        return items
    }
}

extension IndexPath {
    /// This index path with its section replaced.
    fileprivate func replacingSection(_ section: Int) -> IndexPath {
        var path = self
        path[0] = section
        return path
    }
}
