import ScanoutTesting
import Testing

@testable import Scanout

/// Scenes fed what an app can get wrong: configurations naming classes that are not scene
/// delegates or scenes, delegates that call back into the lifecycle from its callbacks, windows
/// with impossible frames, and many launches, after which nothing is left behind.
@MainActor
@Suite(.serialized) struct SceneHostileTests {
    /// Names its configuration's classes from `HostileAppDelegate.configure`.
    final class HostileAppDelegate: UIResponder, UIApplicationDelegate {
        nonisolated(unsafe) static var configure: (UISceneConfiguration) -> Void = { _ in }
        var becameActive = 0

        func application(
            _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
            options: UIScene.ConnectionOptions
        ) -> UISceneConfiguration {
            let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
            HostileAppDelegate.configure(configuration)
            return configuration
        }

        func applicationDidBecomeActive(_ application: UIApplication) { becameActive += 1 }
    }

    /// Calls back into the application from every callback.
    final class ReenteringSceneDelegate: UIResponder, UIWindowSceneDelegate {
        nonisolated(unsafe) static var frame = CGRect.zero
        var window: UIWindow?
        var calls: [String] = []

        func scene(
            _ scene: UIScene, willConnectTo session: UISceneSession,
            options connectionOptions: UIScene.ConnectionOptions
        ) {
            calls.append("connect")
            guard let windowScene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: windowScene)
            window.frame = ReenteringSceneDelegate.frame
            window.rootViewController = UIViewController()
            self.window = window
            _ = UIApplication.shared.connectedScenes.count
            _ = windowScene.windows
        }

        func sceneWillResignActive(_ scene: UIScene) {
            calls.append("resign")
            UIApplication.shared.enterForeground()
            UIApplication.shared.enterBackground()
        }

        func sceneDidEnterBackground(_ scene: UIScene) {
            calls.append("background")
            UIApplication.shared.enterBackground()
        }

        func sceneWillEnterForeground(_ scene: UIScene) {
            calls.append("foreground")
        }

        func sceneDidBecomeActive(_ scene: UIScene) {
            calls.append("active")
            UIApplication.shared.enterForeground()
        }

        func sceneDidDisconnect(_ scene: UIScene) {
            calls.append("disconnect")
            UIApplication.shared.willTerminate()
        }
    }

    @Test func aDelegateClassThatIsNoSceneDelegateIsNamedAndTheAppRunsWithoutOne() throws {
        HostileAppDelegate.configure = { configuration in
            configuration.delegateClass = UIView.self
            configuration.sceneClass = UILabel.self
        }
        defer { HostileAppDelegate.configure = { _ in } }
        var delegate: HostileAppDelegate?
        let host = TestHost(launching: {
            let made = HostileAppDelegate()
            delegate = made
            return made
        })
        let scene = try #require(host.application.connectedScenes.first)
        #expect(scene is UIWindowScene)
        #expect(scene.delegate == nil)
        #expect(host.warnings.contains { $0.contains("does not adopt UISceneDelegate") })
        // With no scene delegate, the app delegate is told, as before scenes.
        #expect(delegate?.becameActive == 1)
    }

    @Test func callbacksThatReenterTheLifecycleDoNotLoopOrTrap() throws {
        var generator = SplitMix64(seed: 0x5CE_4E5)
        let frames = [
            CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), CGRect(x: 0, y: 0, width: -.infinity, height: 5),
            CGRect(x: 1e300, y: -1e300, width: 1e300, height: 1e300), .zero, .null,
        ]
        for round in 0..<40 {
            ReenteringSceneDelegate.frame = frames[Int(generator.next() % UInt64(frames.count))]
            HostileAppDelegate.configure = { $0.delegateClass = ReenteringSceneDelegate.self }
            let host = TestHost(launching: { HostileAppDelegate() })
            let scene = try #require(host.application.connectedScenes.first)
            let sceneDelegate = try #require(scene.delegate as? ReenteringSceneDelegate)
            for _ in 0..<Int(generator.next() % 4) {
                if generator.next() % 2 == 0 {
                    host.application.enterBackground()
                } else {
                    host.application.enterForeground()
                }
                host.advance(by: 0.1)
            }
            _ = host.render()
            if round % 2 == 0 { host.application.willTerminate() }
            #expect(sceneDelegate.calls.first == "connect")
            #expect(sceneDelegate.calls.filter { $0 == "disconnect" }.count <= 1)
        }
        HostileAppDelegate.configure = { _ in }
    }

    @Test func launchedHostsLeaveNoScenesSessionsOrDelegatesBehind() {
        HostileAppDelegate.configure = { $0.delegateClass = ReenteringSceneDelegate.self }
        defer { HostileAppDelegate.configure = { _ in } }
        weak var lastScene: UIScene?
        weak var lastSession: UISceneSession?
        weak var lastDelegate: AnyObject?
        weak var lastApplication: UIApplication?
        for _ in 0..<200 {
            let host = TestHost(launching: { HostileAppDelegate() })
            let scene = host.application.connectedScenes.first
            lastScene = scene
            lastSession = scene?.session
            lastDelegate = scene?.delegate
            lastApplication = host.application
            host.application.enterBackground()
            host.application.enterForeground()
        }
        #expect(lastApplication == nil)
        #expect(lastScene == nil)
        #expect(lastSession == nil)
        #expect(lastDelegate == nil)
    }
}
