// Selection by touch and by program, highlighting, and keyboard focus.
//
// Touches in an item reach the collection view from its cell, whose touch methods are UIView's:
// the item shows highlighted while its touch is down (if the delegate agrees) and is selected
// when the touch lifts inside it. With `allowsMultipleSelection` a tap on a selected item
// deselects it. A scroll that takes the touch cancels the highlight.
//
// Keyboard: while the collection view is first responder, the arrow keys move a focused item
// (drawn with a ring, as iPadOS draws focus) to the nearest item in that direction, scrolling it
// into view; Return or Space selects it, as a tap would, and calls the delegate's primary action.

extension UICollectionView {
    // MARK: - Internal

    /// Deselects every item; tells the delegate when `notifying`.
    func deselectAll(notifying: Bool) {
        let deselected = selectedItems
        for indexPath in deselected {
            deselectItem(at: indexPath, animated: false)
            if notifying { collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath) }
        }
    }

    /// Whether touches and keys select items now (in editing mode also when editing allows it).
    private var selectsItems: Bool { allowsSelection || (isEditing && allowsSelectionDuringEditing) }

    /// A tap (or Return) on an item: selection as the delegate allows, with its callbacks.
    func selectByUser(_ indexPath: IndexPath) {
        guard selectsItems, isValidItem(indexPath) else { return }
        let multiple = allowsMultipleSelection || (isEditing && allowsMultipleSelectionDuringEditing)
        if multiple, selectedItems.contains(indexPath) {
            guard collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            deselectItem(at: indexPath, animated: true)
            collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !multiple {
            for other in selectedItems where other != indexPath {
                guard collectionDelegate?.collectionView(self, shouldDeselectItemAt: other) ?? true else { continue }
                deselectItem(at: other, animated: true)
                collectionDelegate?.collectionView(self, didDeselectItemAt: other)
            }
        }
        // The delegate may have reloaded or updated the collection view meanwhile.
        guard isValidItem(indexPath) else { return }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        cellForItem(at: indexPath)?.isSelected = true
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    func itemTouchesBegan(_ touches: Set<UITouch>) {
        if let touch = touches.first, let indexPath = item(touchedBy: touch), highlightedItem == nil {
            highlight(indexPath)
        }
    }

    func itemTouchesEnded(_ touches: Set<UITouch>) {
        for touch in touches {
            guard let indexPath = highlightedItem, let cell = cellForItem(at: indexPath) else { continue }
            unhighlight()
            if cell.bounds.contains(touch.location(in: cell)) { selectByUser(indexPath) }
        }
    }

    /// Scrolls so `frame` (content coordinates) shows at `position`: each axis the position
    /// names puts the frame's edge or centre there (within the adjusted insets); an axis it does
    /// not name scrolls as little as needed.
    func scroll(toShow frame: CGRect, at position: ScrollPosition, animated: Bool) {
        let inset = adjustedContentInset
        var offset = contentOffset
        let visible = CGRect(origin: offset, size: bounds.size)
        if position.contains(.top) {
            offset.y = frame.minY - inset.top
        } else if position.contains(.centeredVertically) {
            offset.y = frame.midY - (bounds.height + inset.top - inset.bottom) / 2
        } else if position.contains(.bottom) {
            offset.y = frame.maxY - bounds.height + inset.bottom
        } else if frame.maxY > visible.maxY - inset.bottom {
            offset.y = frame.maxY - bounds.height + inset.bottom
        } else if frame.minY < visible.minY + inset.top {
            offset.y = frame.minY - inset.top
        }
        if position.contains(.left) {
            offset.x = frame.minX - inset.left
        } else if position.contains(.centeredHorizontally) {
            offset.x = frame.midX - (bounds.width + inset.left - inset.right) / 2
        } else if position.contains(.right) {
            offset.x = frame.maxX - bounds.width + inset.right
        } else if frame.maxX > visible.maxX - inset.right {
            offset.x = frame.maxX - bounds.width + inset.right
        } else if frame.minX < visible.minX + inset.left {
            offset.x = frame.minX - inset.left
        }
        let range = offsetRange
        offset.x = min(max(offset.x, range.x.lowerBound), range.x.upperBound)
        offset.y = min(max(offset.y, range.y.lowerBound), range.y.upperBound)
        setContentOffset(offset, animated: animated)
    }

    // MARK: - Private

    /// The item whose cell `touch` landed in (in the cell or one of its subviews).
    private func item(touchedBy touch: UITouch) -> IndexPath? {
        var view = touch.view
        while let current = view, current !== self {
            if let cell = current as? UICollectionViewCell, let key = cell.elementKey, shown[key] === cell {
                return key.indexPath
            }
            view = current.storedSuperview
        }
        return nil
    }

    private func highlight(_ indexPath: IndexPath) {
        guard selectsItems,
            collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true,
            isValidItem(indexPath)
        else { return }
        highlightedItem = indexPath
        cellForItem(at: indexPath)?.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
    }

    func unhighlight() {
        guard let indexPath = highlightedItem else { return }
        highlightedItem = nil
        cellForItem(at: indexPath)?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }

    /// Moves focus or selects for a key; false for keys the collection view does not use.
    func handleFocusKey(_ keyCode: UIKeyboardHIDUsage) -> Bool {
        guard allowsFocus else { return false }
        switch keyCode {
        case .keyboardUpArrow: moveFocus(dx: 0, dy: -1)
        case .keyboardDownArrow: moveFocus(dx: 0, dy: 1)
        case .keyboardLeftArrow: moveFocus(dx: -1, dy: 0)
        case .keyboardRightArrow: moveFocus(dx: 1, dy: 0)
        case .keyboardReturnOrEnter, .keypadEnter, .keyboardSpacebar:
            guard let focusedItem, isValidItem(focusedItem) else { return false }
            selectByUser(focusedItem)
            if collectionDelegate?.collectionView(self, canPerformPrimaryActionForItemAt: focusedItem) ?? true {
                collectionDelegate?.collectionView(self, performPrimaryActionForItemAt: focusedItem)
            }
        default: return false
        }
        return true
    }

    /// Moves the focus to the nearest focusable item whose centre lies in direction (dx, dy) from
    /// the focused one's (the first item when none is focused), and scrolls it into view.
    private func moveFocus(dx: CGFloat, dy: CGFloat) {
        guard let focusedItem, isValidItem(focusedItem) else {
            focus(firstFocusableItem())
            return
        }
        if let next = focusNeighbour(of: focusedItem, dx: dx, dy: dy) { focus(next) }
    }

    /// The nearest focusable item whose centre lies in direction (dx, dy) from `indexPath`'s, in
    /// the layout's coordinates; nil when there is none (also for the keyboard focus system).
    func focusNeighbour(of indexPath: IndexPath, dx: CGFloat, dy: CGFloat) -> IndexPath? {
        reloadIfNeeded()
        layout.prepareIfNeeded()
        guard isValidItem(indexPath), let start = layout.layoutAttributesForItem(at: indexPath)?.frame else {
            return nil
        }
        // Look up to two screens away in that direction.
        let reach = CGSize(width: max(bounds.width, 1) * 2, height: max(bounds.height, 1) * 2)
        let search = CGRect(
            x: dx < 0 ? start.minX - reach.width : (dx > 0 ? start.midX : start.minX - reach.width),
            y: dy < 0 ? start.minY - reach.height : (dy > 0 ? start.midY : start.minY - reach.height),
            width: dx == 0 ? start.width + reach.width * 2 : reach.width + start.width / 2,
            height: dy == 0 ? start.height + reach.height * 2 : reach.height + start.height / 2)
        var best: (score: CGFloat, indexPath: IndexPath)?
        for candidate in layout.layoutAttributesForElements(in: search) ?? [] {
            guard candidate.representedElementCategory == .cell, !candidate.isHidden,
                candidate.indexPath != indexPath, isValidItem(candidate.indexPath),
                candidate.frame.isUsableElementFrame
            else { continue }
            let along = (candidate.center.x - start.midX) * dx + (candidate.center.y - start.midY) * dy
            let across = abs((candidate.center.x - start.midX) * dy) + abs((candidate.center.y - start.midY) * dx)
            // Ahead of the focused item, and nearer the line it looks along before nearer overall.
            guard along > 0.5 else { continue }
            let score = along + across * 4
            guard collectionDelegate?.collectionView(self, canFocusItemAt: candidate.indexPath) ?? true else {
                continue
            }
            if best == nil || score < best!.score { best = (score, candidate.indexPath) }
        }
        return best?.indexPath
    }

    func firstFocusableItem() -> IndexPath? {
        for (section, count) in itemCounts.enumerated() where count > 0 {
            for item in 0..<min(count, 64) {
                let indexPath = IndexPath(item: item, section: section)
                if collectionDelegate?.collectionView(self, canFocusItemAt: indexPath) ?? true { return indexPath }
            }
        }
        return nil
    }

    private func focus(_ indexPath: IndexPath?) {
        guard let indexPath else { return }
        focusedItem = indexPath
        scrollToItem(at: indexPath, at: [], animated: true)
        if selectionFollowsFocus, !allowsMultipleSelection { selectByUser(indexPath) }
        updateFocusRing()
    }

    /// Draws the ring around the focused item's cell (over the cells, under the indicators).
    func updateFocusRing() {
        guard let focusedItem, let layoutFrame = layoutAttributesForItem(at: focusedItem)?.frame, isFirstResponder
        else {
            focusRing?.removeFromSuperview()
            return
        }
        let ring = focusRing ?? UIView()
        ring.isUserInteractionEnabled = false
        ring.backgroundColor = .clear
        ring.layer.borderWidth = 3
        ring.layer.borderColor = (tintColor ?? .systemBlue).cgColor
        ring.layer.cornerRadius = 8
        let frame = displayedFrame(
            layoutFrame, of: CollectionElementKey(category: .cell, kind: nil, indexPath: focusedItem))
        ring.frame = frame.insetBy(dx: -4, dy: -4)
        if ring.superview !== self { addSubview(ring) }
        focusRing = ring
    }
}
