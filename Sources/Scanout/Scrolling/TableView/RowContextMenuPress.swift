/// A table view's context menus: a long press on a row asks the delegate's
/// `tableView(_:contextMenuConfigurationForRowAt:point:)` and, given a configuration, lifts the
/// row's cell (or the preview the configuration or delegate gives) with the menu beside it. The
/// press begins only when there is a configuration, so a long hold on a row without one still
/// selects it when the finger lifts, as in UIKit. Main actor.
@preconcurrency @MainActor
final class RowContextMenuPress: UIGestureRecognizerDelegate {
    private unowned let table: UITableView
    private let press = UILongPressGestureRecognizer()
    private var pending: (IndexPath, UIContextMenuConfiguration)?

    init(table: UITableView) {
        self.table = table
        press.addTarget { [weak self] recognizer in
            guard recognizer.state == .began else { return }
            self?.showPending()
        }
        press.delegate = self
        table.addGestureRecognizer(press)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        pending = nil
        guard !table.isEditing, let delegate = table.delegate as? UITableViewDelegate else { return false }
        let point = press.location(in: table)
        guard point.x.isFinite, point.y.isFinite, let indexPath = table.indexPathForRow(at: point),
            let configuration = delegate.tableView(table, contextMenuConfigurationForRowAt: indexPath, point: point)
        else { return false }
        pending = (indexPath, configuration)
        return true
    }

    private func showPending() {
        guard let (indexPath, configuration) = pending, let cell = table.cellForRow(at: indexPath) else { return }
        pending = nil
        let delegate = table.delegate as? UITableViewDelegate
        var hooks = ContextMenuPresenter.Hooks()
        hooks.willDisplay = { [weak table] in
            guard let table else { return }
            delegate?.tableView(table, willDisplayContextMenu: configuration, animator: nil)
        }
        hooks.willEnd = { [weak table] in
            guard let table else { return }
            delegate?.tableView(table, willEndContextMenuInteraction: configuration, animator: nil)
        }
        hooks.willPerformPreviewAction = { [weak table] animator in
            guard let table else { return }
            delegate?.tableView(table, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        }
        let targeted = delegate?.tableView(table, previewForHighlightingContextMenuWithConfiguration: configuration)
        ContextMenuPresenter.show(configuration, from: cell, targetedPreview: targeted, sender: cell, hooks: hooks)
    }
}
