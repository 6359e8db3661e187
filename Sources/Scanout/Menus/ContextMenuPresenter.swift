/// Shows a context menu configuration — its preview lifted over a dimmed screen, its menu beside it
/// — for whoever asked: a `UIContextMenuInteraction`, or a table or collection view's long press
/// on a row or item. The asker passes what to tell its delegate as the menu shows, goes, and as
/// the preview is tapped. One at a time (`MenuPresentation` shows one menu). Main actor.
@preconcurrency @MainActor
struct ContextMenuPresenter {
    /// What the asker's delegate hears.
    struct Hooks {
        var willDisplay: () -> Void = {}
        var willEnd: () -> Void = {}
        /// The preview was tapped; the animator's completions run after the menu goes.
        var willPerformPreviewAction: (any UIContextMenuInteractionCommitAnimating) -> Void = { _ in }
    }

    /// Shows `configuration` from `sourceView` (the view pressed, or a row's or item's cell);
    /// `targetedPreview`, when given, is lifted instead of a snapshot of the source. Returns the
    /// presentation, or nil when there is nothing to show (no window, nothing to preview).
    @discardableResult
    static func show(
        _ configuration: UIContextMenuConfiguration, from sourceView: UIView, targetedPreview: UITargetedPreview?,
        sender: Any?, hooks: Hooks
    ) -> MenuPresentation? {
        guard let window = sourceView.window, let application = window.application else { return nil }
        let menu = configuration.makeMenu() ?? UIMenu(children: [])
        var source = sourceView.convert(sourceView.bounds, to: nil).offsetBy(
            dx: window.frame.minX, dy: window.frame.minY)
        let preview: UIView
        var controller: UIViewController?
        if let made = configuration.previewProvider?() {
            controller = made
            preview = made.view
            let preferred = made.preferredContentSize
            let fits =
                preferred.width > 0 && preferred.height > 0 && preferred.width.isFinite && preferred.height.isFinite
            let size = fits ? preferred : CGSize(width: window.bounds.width, height: window.bounds.height * 0.6)
            preview.bounds = CGRect(origin: .zero, size: size)
            preview.layoutIfNeeded()
        } else if let targetedPreview, let snapshot = targetedPreview.view.snapshotView(afterScreenUpdates: false) {
            if let background = targetedPreview.parameters.backgroundColor { snapshot.backgroundColor = background }
            if let targetWindow = targetedPreview.view.window {
                source = targetedPreview.view.convert(targetedPreview.view.bounds, to: nil)
                    .offsetBy(dx: targetWindow.frame.minX, dy: targetWindow.frame.minY)
            }
            preview = snapshot
        } else if let snapshot = sourceView.snapshotView(afterScreenUpdates: false) {
            preview = snapshot
        } else {
            return nil
        }
        let presentation = MenuPresentation.showContextMenu(
            menu, preview: preview, sourceRect: source, in: application, sender: sender)
        presentation.onDismiss = hooks.willEnd
        presentation.onPreviewTap = { [weak presentation] in
            let animator = ContextMenuCommitAnimator(previewViewController: controller)
            hooks.willPerformPreviewAction(animator)
            presentation?.dismiss()
            animator.finish()
        }
        hooks.willDisplay()
        return presentation
    }
}
