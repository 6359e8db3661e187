import Scanout

/// The kiosk demo's delegate: one window whose root is the visitor check-in screen.
@MainActor
public final class AppDelegate: UIResponder, UIApplicationDelegate {
    public var window: UIWindow?

    public override init() {
        super.init()
    }

    public func application(
        _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        // The keyboards of the kiosk's languages; each field opens on the visitor's.
        KioskLanguage.activateKeyboards()
        let window = UIWindow()
        window.rootViewController = CheckInViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    /// The check-in screen, once launched.
    public var checkInController: CheckInViewController? {
        window?.rootViewController as? CheckInViewController
    }
}
