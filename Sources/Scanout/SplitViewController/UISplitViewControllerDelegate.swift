/// Hears about, and may steer, a `UISplitViewController`'s display modes, collapsing and
/// expanding, and the controllers it is asked to show. Main actor; every method has a default
/// (UIKit's answer when a delegate does not implement it), so implement only what you need.
///
/// As in UIKit, `collapseSecondary`/`separateSecondaryFrom` are asked of classic split views
/// (`style == .unspecified`) only, and `topColumnForCollapsingToProposedTopColumn`,
/// `displayModeForExpandingToProposedDisplayMode` and `willShow`/`willHide` of column-style ones
/// only. A delegate may change the split view controller from any of these methods; the change
/// waits until the split view controller has finished the step it was in.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    /// The display mode is about to become `displayMode` (before the columns move).
    func splitViewController(
        _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)

    /// The mode the display-mode button and the edge swipe go to; `.automatic` (the default) lets
    /// the split view controller choose: the primary column hidden when it shows, shown when not.
    func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode

    /// The split view controller is about to show `vc` for `show(_:sender:)`; true means you
    /// showed it yourself and the split view controller does nothing. False by default.
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?)
        -> Bool

    /// As `show`, for `showDetailViewController(_:sender:)`. False by default.
    func splitViewController(
        _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
    ) -> Bool

    /// Classic split views, on collapsing: true means you dealt with `secondaryViewController`
    /// (typically: it is an empty placeholder, so it is dropped and the primary shows alone).
    /// False (the default): it is pushed onto the primary navigation controller.
    func splitViewController(
        _ splitViewController: UISplitViewController,
        collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool

    /// Classic split views, on expanding: the controller for the secondary column; nil (the
    /// default) takes the controllers pushed above the primary's own off its navigation stack.
    func splitViewController(
        _ splitViewController: UISplitViewController,
        separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController?

    /// Column-style split views, on collapsing without a `.compact` column: the column whose
    /// stack ends on top of the one navigation stack. `proposedTopColumn` (`.secondary`) by default.
    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column

    /// Column-style split views, on expanding: the display mode to expand into.
    /// `proposedDisplayMode` by default.
    func splitViewController(
        _ svc: UISplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode

    /// The split view controller collapsed to one navigation stack.
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)

    /// The split view controller expanded into columns again.
    func splitViewControllerDidExpand(_ svc: UISplitViewController)

    /// Column-style split views: `column` is about to show (a display-mode change).
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)

    /// Column-style split views: `column` is about to hide (a display-mode change).
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)

    /// The orientations the split view controller supports (kept; Scanout does not turn). `.all`.
    func splitViewControllerSupportedInterfaceOrientations(
        _ splitViewController: UISplitViewController
    ) -> UIInterfaceOrientationMask

    /// The orientation to present in (kept; Scanout does not turn). `.portrait`.
    func splitViewControllerPreferredInterfaceOrientationForPresentation(
        _ splitViewController: UISplitViewController
    ) -> UIInterfaceOrientation
}

extension UISplitViewControllerDelegate {
    public func splitViewController(
        _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
    ) {}

    public func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode {
        .automatic
    }

    public func splitViewController(
        _ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?
    ) -> Bool {
        false
    }

    public func splitViewController(
        _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
    ) -> Bool {
        false
    }

    public func splitViewController(
        _ splitViewController: UISplitViewController,
        collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool {
        false
    }

    public func splitViewController(
        _ splitViewController: UISplitViewController,
        separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController? {
        nil
    }

    public func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        proposedTopColumn
    }

    public func splitViewController(
        _ svc: UISplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode {
        proposedDisplayMode
    }

    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}

    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}

    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}

    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}

    public func splitViewControllerSupportedInterfaceOrientations(
        _ splitViewController: UISplitViewController
    ) -> UIInterfaceOrientationMask {
        .all
    }

    public func splitViewControllerPreferredInterfaceOrientationForPresentation(
        _ splitViewController: UISplitViewController
    ) -> UIInterfaceOrientation {
        .portrait
    }
}
