import Scanout
import ScanoutTesting
import Testing

/// The application's states and notifications: launch, a switch to another virtual terminal and
/// back, and termination.
@MainActor
@Suite(.serialized) struct UIApplicationLifecycleTests {
    /// Records the delegate's calls and the notifications, in one list.
    final class Recorder: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        var log: [String] = []
        private var tokens: [NSObjectProtocol] = []

        func observe(_ application: UIApplication) {
            let names: [(Notification.Name, String)] = [
                (UIApplication.didFinishLaunchingNotification, "didFinishLaunching"),
                (UIApplication.didBecomeActiveNotification, "didBecomeActive"),
                (UIApplication.willResignActiveNotification, "willResignActive"),
                (UIApplication.didEnterBackgroundNotification, "didEnterBackground"),
                (UIApplication.willEnterForegroundNotification, "willEnterForeground"),
                (UIApplication.willTerminateNotification, "willTerminate"),
            ]
            for (name, label) in names {
                tokens.append(
                    NotificationCenter.default.addObserver(forName: name, object: application, queue: nil) {
                        [weak self] notification in
                        self?.log.append(
                            "\(label) \((notification.object as? UIApplication)?.applicationState.rawValue ?? -1)")
                    })
            }
        }

        func stopObserving() {
            tokens.forEach { NotificationCenter.default.removeObserver($0) }
        }

        func application(
            _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            log.append("delegate didFinishLaunching")
            observe(application)
            window = UIWindow()
            return true
        }

        func applicationDidBecomeActive(_ application: UIApplication) { log.append("delegate didBecomeActive") }
        func applicationWillResignActive(_ application: UIApplication) { log.append("delegate willResignActive") }
        func applicationDidEnterBackground(_ application: UIApplication) { log.append("delegate didEnterBackground") }
        func applicationWillEnterForeground(_ application: UIApplication) {
            log.append("delegate willEnterForeground")
        }
        func applicationWillTerminate(_ application: UIApplication) { log.append("delegate willTerminate") }
    }

    // States in the log: 0 active, 1 inactive, 2 background.

    @Test func launchFinishesAndBecomesActive() {
        let recorder = Recorder()
        defer { recorder.stopObserving() }
        let application = UIApplication.launch(
            on: .offscreen(size: CGSize(width: 40, height: 30), display: OffscreenDisplay(), reason: "test"),
            delegate: recorder)
        #expect(application.applicationState == .active)
        #expect(
            recorder.log == [
                "delegate didFinishLaunching", "didFinishLaunching 0", "delegate didBecomeActive", "didBecomeActive 0",
            ])
    }

    @Test func switchingAwayAndBackGoesThroughTheBackground() {
        let host = TestHost()
        let recorder = Recorder()
        defer { recorder.stopObserving() }
        host.application.delegate = recorder
        recorder.observe(host.application)
        #expect(host.application.applicationState == .active)
        host.application.enterBackground()
        #expect(host.application.applicationState == .background)
        host.application.enterBackground()
        #expect(
            recorder.log == [
                "delegate willResignActive", "willResignActive 1", "delegate didEnterBackground",
                "didEnterBackground 2",
            ])
        recorder.log = []
        host.application.enterForeground()
        host.application.enterForeground()
        #expect(host.application.applicationState == .active)
        #expect(
            recorder.log == [
                "delegate willEnterForeground", "willEnterForeground 1", "delegate didBecomeActive",
                "didBecomeActive 0",
            ])
    }

    @Test func terminationTellsTheDelegateThenPosts() {
        let host = TestHost()
        let recorder = Recorder()
        defer { recorder.stopObserving() }
        host.application.delegate = recorder
        recorder.observe(host.application)
        host.application.willTerminate()
        #expect(recorder.log == ["delegate willTerminate", "willTerminate 0"])
    }
}
