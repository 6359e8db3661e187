/// The app's delegate: told when the app has launched and when it changes state (see
/// `UIApplication.State` for when that happens in Scanout).
///
/// Every method is optional (has an empty default). When the delegate is a `UIResponder` (and not a
/// view, view controller or application) it is the last link of the responder chain, after the
/// application. The application keeps a strong reference to its delegate, as `UIApplicationMain`
/// does. Main actor.
///
/// `init()` is required so that a launch can make the delegate from its type, as
/// `UIApplicationMain` makes UIKit's from its class name: that is how `@main` on the delegate
/// starts the app (`ScanoutDevice`). UIKit makes its delegate with `init()` too, so every UIKit
/// delegate has one; but without Objective-C's runtime Swift can only call it through a protocol
/// requirement, which a class that can be subclassed meets with a `required` initializer. Mark
/// the delegate `final` (or give it `required override init()`), as the error says.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// A delegate, as the launch makes it.
    init()

    /// The window the app shows; the launcher makes it key and visible if the app did not.
    var window: UIWindow? { get set }

    /// The app is launching; its saved state has not been restored yet.
    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool

    /// The app has launched: build the window and its root view controller here.
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool

    // State restoration (docs/APPS.md, "Coming back where it was"). Both `shouldSave` and
    // `shouldRestore` must answer true for view controllers' state to be saved and restored.

    /// Whether to save the app's view controllers' state now; false by default.
    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool
    /// Whether to restore the state saved by the last run; false by default.
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool
    /// The older spelling of `shouldSaveSecureApplicationState`; either answering true is enough.
    func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool
    /// The older spelling of `shouldRestoreSecureApplicationState`; either answering true is enough.
    func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool
    /// The controller at `identifierComponents` for a restoration, when its `restorationClass` did
    /// not make it and it is not already there; nil leaves it (and what was above it) out.
    func application(
        _ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
        coder: NSCoder
    ) -> UIViewController?
    /// Saving: add the app's own values to `coder`.
    func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder)
    /// Restoring: every controller is back; `coder` holds the app's own values.
    func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder)

    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)

    /// The app should continue `userActivity`; call `restoreUserActivityState(_:)` on the responders
    /// that can.
    func application(
        _ application: UIApplication, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([UIResponder]?) -> Void
    ) -> Bool

    /// `userActivity` was updated by its responders and is ready to save.
    func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity)

    /// The configuration of a scene about to connect: its delegate's class, as the app's
    /// `Info.plist` would name it. By default a configuration named "Default Configuration"
    /// whose delegate class Scanout finds (see `UIApplication+Scenes.swift`).
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration

    /// The user closed these sessions' scenes; Scanout closes none while the process runs.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)

    /// Open `url` (a link tapped in a text view, or `UIApplication.open(_:)`): a kiosk has no other
    /// app to hand it to, so every URL comes here. Return whether it was handled. False by default.
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    public func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        true
    }

    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        true
    }

    public func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool {
        false
    }

    public func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool {
        false
    }

    public func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool {
        false
    }

    public func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool {
        false
    }

    public func application(
        _ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
        coder: NSCoder
    ) -> UIViewController? {
        nil
    }

    public func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {}
    public func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {}

    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}

    public func application(
        _ application: UIApplication, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([UIResponder]?) -> Void
    ) -> Bool {
        false
    }

    public func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity) {}

    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    public func application(
        _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>
    ) {}

    public func application(
        _ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]
    ) -> Bool {
        false
    }
}
