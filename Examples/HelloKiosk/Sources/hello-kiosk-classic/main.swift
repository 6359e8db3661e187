// The same app started the way older UIKit code starts: a main.swift that names the delegate's
// class, instead of `@main` on it. Scanout finds the class from the name and makes it with init().
import HelloKiosk
import UIKit

final class ClassicAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = makeHelloKioskWindow()
        print("hello-kiosk-classic: ready")
        return true
    }
}

UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(ClassicAppDelegate.self))
