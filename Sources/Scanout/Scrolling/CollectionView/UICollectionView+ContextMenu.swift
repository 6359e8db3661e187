// Context menus: a long press on an item asks the delegate for a `UIContextMenuConfiguration`
// (iOS 16's `contextMenuConfigurationForItemsAt`, then iOS 13's `contextMenuConfigurationForItemAt`)
// and shows its preview (the configuration's controller, the delegate's targeted preview, or the
// cell) with its menu beside it (`ContextMenuPresenter`). The press begins only when there is a menu, so a
// long hold on an item without one still selects it when the finger lifts, as in UIKit; when
// there is one, the touch is cancelled (the item is not selected) and the menu shows.

extension UICollectionView {
    /// Makes the long press that shows items' context menus.
    func installContextMenuPress() {
        let press = UILongPressGestureRecognizer()
        press.addTarget { [weak self] recognizer in
            guard recognizer.state == .began else { return }
            self?.showPendingContextMenu()
        }
        // The collection view decides whether it begins (`gestureRecognizerShouldBegin`).
        press.delegate = self
        addGestureRecognizer(press)
        contextMenuPress = press
    }

    /// Whether the context-menu press may begin: when the item under it has a menu (kept for the
    /// press to show).
    func contextMenuPressShouldBegin() -> Bool {
        pendingContextMenu = nil
        guard let press = contextMenuPress, let delegate = collectionDelegate else { return false }
        let point = press.location(in: self)
        guard let indexPath = indexPathForItem(at: point) else { return false }
        let configuration =
            delegate.collectionView(self, contextMenuConfigurationForItemsAt: [indexPath], point: point)
            ?? delegate.collectionView(self, contextMenuConfigurationForItemAt: indexPath, point: point)
        guard let configuration else { return false }
        pendingContextMenu = (indexPath, configuration)
        return true
    }

    private func showPendingContextMenu() {
        guard let (indexPath, configuration) = pendingContextMenu else { return }
        pendingContextMenu = nil
        unhighlight()
        guard let cell = cellForItem(at: indexPath) else { return }
        let delegate = collectionDelegate
        var hooks = ContextMenuPresenter.Hooks()
        hooks.willDisplay = { [weak self] in
            guard let self else { return }
            delegate?.collectionView(self, willDisplayContextMenu: configuration, animator: nil)
        }
        hooks.willEnd = { [weak self] in
            guard let self else { return }
            delegate?.collectionView(self, willEndContextMenuInteraction: configuration, animator: nil)
        }
        hooks.willPerformPreviewAction = { [weak self] animator in
            guard let self else { return }
            delegate?.collectionView(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        }
        let targeted = delegate?.collectionView(self, previewForHighlightingContextMenuWithConfiguration: configuration)
        ContextMenuPresenter.show(configuration, from: cell, targetedPreview: targeted, sender: cell, hooks: hooks)
    }
}
