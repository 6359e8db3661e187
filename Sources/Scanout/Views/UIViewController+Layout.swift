// A controller's part in Auto Layout: its constraint-update hook, safe area and margins.

extension UIViewController {
    /// The smallest margins the root view gets: 16 points at the sides (20 on screens at least
    /// 768 points wide), none at the top and bottom, as UIKit gives compact and regular widths.
    public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let width = viewIfLoaded?.window?.bounds.width ?? viewIfLoaded?.bounds.width ?? 0
        let side: CGFloat = width >= 768 ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }
}
