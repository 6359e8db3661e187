/// The object that manages a scene's life: where a scene-based app builds its window.
///
/// Behaves as UIKit's `UISceneDelegate`: every method is optional. Scanout makes the delegate
/// from the class its configuration names, with `init()`. A class that is not `final` satisfies
/// `init()` only with a `required init()` (Swift has no Objective-C runtime to make it another
/// way): `scanout-port` marks the delegate classes it finds `final`.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    /// A delegate, as the scene's connection makes it.
    init()

    /// The scene is connecting to the app: build its window here.
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was disconnected (the process is ending).
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene is in front and receives events.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop receiving events (the console switches away).
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to be on screen again.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene left the screen.
    func sceneDidEnterBackground(_ scene: UIScene)
    /// The activity to restore the scene's state from at its next connection.
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
}

extension UISceneDelegate {
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
}

/// A scene delegate whose scene shows windows: it keeps the scene's main window.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window; made key and visible after connection if the delegate did not.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
