// Reordering items by dragging them (iOS 9's interactive movement): an app (or the standard
// gesture of UICollectionViewController, or a list row's reorder handle) begins a movement on an
// item, moves its target position with the finger, and ends or cancels it. While it lasts the
// collection view shows the item under the finger and the others making room where it would drop
// — its own order, which the data source learns of only at the end, in one
// `collectionView(_:moveItemAt:to:)`. Cells made meanwhile are asked for at the data source's
// index paths, not the shown ones.

extension UICollectionView {
    /// An item being dragged to a new place: where it began and where it is shown now.
    struct InteractiveMovement {
        var original: IndexPath
        var current: IndexPath
        /// Where the finger holds it (content coordinates), once it moved.
        var target: CGPoint?
    }

    /// `beginInteractiveMovementForItem(at:)`.
    func beginMovement(at indexPath: IndexPath) -> Bool {
        reloadIfNeeded()
        guard interactiveMovement == nil, !isPlacingElements, isValidItem(indexPath), let dataSource else {
            return false
        }
        guard dataSource.collectionView(self, canMoveItemAt: indexPath) else {
            warnOnce(
                &warned, cause: "cannot move",
                "\(self): beginInteractiveMovementForItem(at: \(indexPath)) was refused: the data source's "
                    + "collectionView(_:canMoveItemAt:) says no. UIKit assumes yes for a data source that implements "
                    + "collectionView(_:moveItemAt:to:) but not canMoveItemAt; Scanout cannot tell, so implement "
                    + "canMoveItemAt to return true for the items that move.")
            return false
        }
        unhighlight()
        interactiveMovement = InteractiveMovement(original: indexPath, current: indexPath)
        return true
    }

    /// `updateInteractiveMovementTargetPosition(_:)`.
    func updateMovement(to targetPosition: CGPoint) {
        guard var movement = interactiveMovement, targetPosition.x.isFinite, targetPosition.y.isFinite else { return }
        movement.target = targetPosition
        interactiveMovement = movement
        let proposed = layout.targetIndexPath(
            forInteractivelyMovingItem: movement.current, withPosition: targetPosition)
        if proposed != movement.current, isValidItem(proposed) {
            let destination =
                collectionDelegate?.collectionView(
                    self, targetIndexPathForMoveOfItemFromOriginalIndexPath: movement.original,
                    atCurrentIndexPath: movement.current, toProposedIndexPath: proposed) ?? proposed
            if destination != movement.current, isValidItem(destination) {
                showMove(from: movement.current, to: destination)
                interactiveMovement?.current = destination
            }
        }
        placeElements()
    }

    // MARK: - Internal

    /// The data source's index path of the item shown at `shown` while an item is being dragged
    /// (the shown order has the dragged item moved; the data source's does not yet).
    func dataIndexPath(forShown shown: IndexPath) -> IndexPath {
        guard let movement = interactiveMovement, movement.original != movement.current, shown.count == 2 else {
            return shown
        }
        if shown == movement.current { return movement.original }
        var path = shown
        // The shown order without the dragged item, then with it back where it began.
        if path.section == movement.current.section, path.item > movement.current.item { path.item -= 1 }
        if path.section == movement.original.section, path.item >= movement.original.item { path.item += 1 }
        return path
    }

    /// The dragged item's attributes under the finger, in place of its slot's.
    func interactiveAttributes(_ attributes: [UICollectionViewLayoutAttributes]) -> [UICollectionViewLayoutAttributes] {
        guard let movement = interactiveMovement, let target = movement.target else { return attributes }
        let lifted = layout.layoutAttributesForInteractivelyMovingItem(at: movement.current, withTargetPosition: target)
        var result = attributes.filter {
            !($0.representedElementCategory == .cell && $0.indexPath == movement.current)
        }
        result.append(lifted)
        return result
    }

    /// Installs the long press that drives a movement (UICollectionViewController's standard
    /// gesture): it begins only on an item that may move.
    func installReorderPress() {
        guard reorderPress == nil else { return }
        let press = UILongPressGestureRecognizer { [weak self] recognizer in
            guard let self else { return }
            let location = recognizer.location(in: self)
            self.driveInteractiveMovement(
                recognizer.state, beginningAt: self.indexPathForItem(at: location), to: location)
        }
        press.delegate = self
        addGestureRecognizer(press)
        reorderPress = press
    }

    /// Drives a movement from a gesture: begins on `item` when the gesture begins, follows
    /// `position` (the collection view's coordinates), drops when it ends, cancels otherwise.
    func driveInteractiveMovement(
        _ state: UIGestureRecognizer.State, beginningAt item: @autoclosure () -> IndexPath?, to position: CGPoint
    ) {
        switch state {
        case .began:
            guard let indexPath = item(), beginInteractiveMovementForItem(at: indexPath) else { return }
            updateInteractiveMovementTargetPosition(position)
        case .changed: updateInteractiveMovementTargetPosition(position)
        case .ended: endInteractiveMovement()
        case .cancelled, .failed: cancelInteractiveMovement()
        default: break
        }
    }

    /// Whether the reorder press may begin: over an item the data source lets move.
    func reorderPressShouldBegin() -> Bool {
        guard let press = reorderPress, interactiveMovement == nil, let dataSource,
            let indexPath = indexPathForItem(at: press.location(in: self))
        else { return false }
        return dataSource.collectionView(self, canMoveItemAt: indexPath)
    }

    // MARK: - Private

    /// Shows the dragged item moved (the others making room), without telling the data source.
    private func showMove(from: IndexPath, to: IndexPath) {
        apply([.moveItem(from, to)], toCounts: countsAfterMoving(from: from, to: to), animated: true) { _ in }
    }

    /// The shown counts with one item moved from `from`'s section to `to`'s.
    private func countsAfterMoving(from: IndexPath, to: IndexPath) -> [Int] {
        var counts = itemCounts
        counts[from.section] -= 1
        counts[to.section] += 1
        return counts
    }

    func finishInteractiveMovement(keepingMove: Bool) {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        if movement.original != movement.current {
            if keepingMove, let dataSource {
                ignoredMove = false
                dataSource.collectionView(self, moveItemAt: movement.original, to: movement.current)
                if ignoredMove {
                    warnOnce(
                        &warned, cause: "move ignored",
                        "\(self): the data source does not implement collectionView(_:moveItemAt:to:), so the dragged "
                            + "item goes back where it was. Implement it to update your data with the move.")
                    apply([.moveItem(movement.current, movement.original)], toCounts: askCounts(), animated: true) {
                        _ in
                    }
                } else if askCounts() != itemCounts {
                    // The data source's counts disagree with what is shown: its word wins.
                    reloadData()
                }
            } else {
                showMove(from: movement.current, to: movement.original)
            }
        }
        // The item settles from under the finger into its slot.
        if window != nil {
            UIView.animate(withDuration: UICollectionView.updateAnimationDuration) { self.placeElements() }
        } else {
            placeElements()
        }
    }
}
