// The system's chrome around an app — the status bar, the home indicator, the pre-iOS 11 layout
// guides — as a kiosk has it: none. A Scanout app owns the whole screen, so the status bar is
// hidden and zero-sized wherever UIKit reports it, and the controller properties that ask for a
// style only answer what they are overridden to answer. The layout guides are real: the bands
// above and below the safe area, which on a kiosk are as tall as `additionalSafeAreaInsets` and
// the bars make them.

/// The look of the status bar's text and icons.
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0
    case lightContent = 1
    case darkContent = 3
}

/// How the status bar animates when it shows, hides or changes style.
public enum UIStatusBarAnimation: Int, Sendable {
    case none = 0
    case fade
    case slide
}

/// The edge of a view controller's layout the pre-iOS 11 guides describe: `topLayoutGuide`,
/// `bottomLayoutGuide`. Use the safe area in new code.
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
    /// The height of the band: from the view's top to the safe area (top guide), or from the safe
    /// area to the view's bottom (bottom guide).
    var length: CGFloat { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}

/// A view controller's top or bottom layout guide: a band of the view outside its safe area.
final class LayoutSupportGuide: UILayoutGuide, UILayoutSupport {
    var length: CGFloat {
        guard let owningView else { return 0 }
        return systemRole == .topLayout ? owningView.safeAreaInsets.top : owningView.safeAreaInsets.bottom
    }
}

/// The status bar of a window scene. A kiosk has none: hidden, zero-sized.
@preconcurrency @MainActor
public final class UIStatusBarManager {
    init() {}

    public var statusBarFrame: CGRect { .zero }
    public var isStatusBarHidden: Bool { true }
    public var statusBarStyle: UIStatusBarStyle { .default }
}

extension UIViewController {
    /// The band from the top of the view to its safe area (deprecated in iOS 11: use
    /// `view.safeAreaLayoutGuide`). Loads the view.
    public var topLayoutGuide: any UILayoutSupport {
        layoutSupportGuide(.topLayout, identifier: "_UIViewControllerTopLayoutGuide")
    }

    /// The band from the safe area to the bottom of the view (deprecated in iOS 11: use
    /// `view.safeAreaLayoutGuide`). Loads the view.
    public var bottomLayoutGuide: any UILayoutSupport {
        layoutSupportGuide(.bottomLayout, identifier: "_UIViewControllerBottomLayoutGuide")
    }

    /// Asks the system to read `preferredStatusBarStyle` and `prefersStatusBarHidden` again. There
    /// is no status bar on a kiosk, so nothing changes.
    public func setNeedsStatusBarAppearanceUpdate() {}

    /// Asks the system to read `prefersHomeIndicatorAutoHidden` again; there is no home indicator.
    public func setNeedsUpdateOfHomeIndicatorAutoHidden() {}

    /// Asks the system to read `preferredScreenEdgesDeferringSystemGestures` again; there are no
    /// system gestures.
    public func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}

    private func layoutSupportGuide(_ role: UILayoutGuide.SystemRole, identifier: String) -> LayoutSupportGuide {
        for case let made as LayoutSupportGuide in view.layoutGuides where made.systemRole == role { return made }
        let guide = LayoutSupportGuide(systemRole: role, identifier: identifier)
        view.addLayoutGuide(guide)
        return guide
    }
}

extension UIWindowScene {
    /// The scene's status bar: none on a kiosk (hidden, zero frame).
    public var statusBarManager: UIStatusBarManager? { UIStatusBarManager() }
}

extension UIApplication {
    /// The status bar's frame: zero, as there is none (deprecated in iOS 13: use the window
    /// scene's `statusBarManager`).
    public var statusBarFrame: CGRect { .zero }

    /// Whether the status bar is hidden: always, on a kiosk.
    public var isStatusBarHidden: Bool {
        get { true }
        set {}
    }

    /// The status bar's style (deprecated): kept, shown nowhere.
    public var statusBarStyle: UIStatusBarStyle {
        get { .default }
        set {}
    }

    /// Would be posted before the status bar's frame changes; never posted, as there is none.
    public static let willChangeStatusBarFrameNotification = Notification.Name(
        "UIApplicationWillChangeStatusBarFrameNotification")
    /// Would be posted after the status bar's frame changed; never posted, as there is none.
    public static let didChangeStatusBarFrameNotification = Notification.Name(
        "UIApplicationDidChangeStatusBarFrameNotification")

    /// Deprecated in iOS 9; there is no status bar to hide or show.
    public func setStatusBarHidden(_ hidden: Bool, with animation: UIStatusBarAnimation) {}

    /// Deprecated in iOS 9; there is no status bar to style.
    public func setStatusBarStyle(_ statusBarStyle: UIStatusBarStyle, animated: Bool) {}
}
