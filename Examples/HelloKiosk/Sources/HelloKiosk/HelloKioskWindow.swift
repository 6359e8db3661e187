import UIKit

/// The app's window, as both ways of starting it (`@main` in hello-kiosk, `UIApplicationMain` in
/// hello-kiosk-classic) build it: the greeting screen in a navigation controller, key and visible.
@MainActor
public func makeHelloKioskWindow() -> UIWindow {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = UINavigationController(rootViewController: GreetingViewController())
    window.makeKeyAndVisible()
    return window
}
