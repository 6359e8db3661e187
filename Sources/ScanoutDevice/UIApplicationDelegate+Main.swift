import Scanout

// `@main` on the app's delegate, as in UIKit:
//
//     @main
//     final class AppDelegate: UIResponder, UIApplicationDelegate {
//         var window: UIWindow?
//         func application(_ application: UIApplication,
//                          didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { … }
//     }
//
// The type's `main()` comes from here. It lives below the framework, in the device module, because
// choosing where the app runs needs the device backends (`import UIKit` brings this module in;
// an app that imports `Scanout` imports `ScanoutDevice` too).

extension UIApplicationDelegate {
    /// Starts the app with the process's arguments, making the delegate with `init()`: see
    /// `DeviceLauncher.runApplication(arguments:makeDelegate:)` for the options, the start-up
    /// line and the exit statuses.
    public static func main() {
        DeviceLauncher.runApplication(arguments: CommandLine.arguments) { Self() }
    }
}
