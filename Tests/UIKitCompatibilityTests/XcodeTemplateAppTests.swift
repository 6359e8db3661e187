import ScanoutTesting
import Testing
import UIKit

/// The template app (XcodeTemplateApp.swift) launched as a device launches it, through a test
/// host: the scene delegate is found by its name, builds the window, and is told of the
/// lifecycle in UIKit's order; the app delegate's active/background methods are not called.
@MainActor
@Suite(.serialized) struct XcodeTemplateAppTests {
    @Test func theSceneDelegateBuildsTheWindowAndIsToldOfTheLaunchInOrder() throws {
        TemplateAppLog.entries = []
        var notifications: [String] = []
        let names: [(Notification.Name, String)] = [
            (UIScene.willConnectNotification, "UIScene willConnect"),
            (UIScene.willEnterForegroundNotification, "UIScene willEnterForeground"),
            (UIScene.didActivateNotification, "UIScene didActivate"),
            (UIApplication.didBecomeActiveNotification, "UIApplication didBecomeActive"),
        ]
        let host = TestHost(
            size: CGSize(width: 320, height: 480),
            launching: {
                for (name, label) in names {
                    NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in
                        notifications.append(label)
                    }
                }
                return AppDelegate()
            })
        #expect(
            TemplateAppLog.entries == [
                "app didFinishLaunching", "app configurationForConnecting", "scene willConnect",
                "scene willEnterForeground", "scene didBecomeActive",
            ])
        #expect(notifications == names.map(\.1))

        let scene = try #require(host.application.connectedScenes.first as? UIWindowScene)
        #expect(host.application.connectedScenes.count == 1)
        #expect(host.application.openSessions == [scene.session])
        #expect(scene.activationState == .foregroundActive)
        #expect(scene.session.role == .windowApplication)
        #expect(scene.session.configuration.name == "Default Configuration")
        #expect(scene.session.configuration.delegateClass == SceneDelegate.self)
        let sceneDelegate = try #require(scene.delegate as? SceneDelegate)
        let window = try #require(sceneDelegate.window)
        #expect(host.window === window)
        #expect(window.windowScene === scene)
        #expect(scene.windows.contains { $0 === window })
        #expect(scene.keyWindow === window)
        #expect(scene.screen === host.application.screen)
        #expect(window.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(scene.interfaceOrientation.isPortrait)

        let controller = try #require(window.rootViewController as? TemplateViewController)
        #expect(controller.view.window?.windowScene === scene)
        host.tap(at: CGPoint(x: 80, y: 62))
        #expect(controller.taps == 1)
    }

    @Test func consoleSwitchesAndTheEndMoveTheSceneInUIKitsOrder() throws {
        let host = TestHost(launching: { AppDelegate() })
        let scene = try #require(host.application.connectedScenes.first)
        TemplateAppLog.entries = []

        host.moveToBackground()
        #expect(scene.activationState == .background)
        #expect(TemplateAppLog.entries == ["scene willResignActive", "scene didEnterBackground"])

        TemplateAppLog.entries = []
        host.moveToForeground()
        #expect(scene.activationState == .foregroundActive)
        #expect(TemplateAppLog.entries == ["scene willEnterForeground", "scene didBecomeActive"])

        TemplateAppLog.entries = []
        host.terminate()
        #expect(TemplateAppLog.entries == ["scene didDisconnect", "app willTerminate"])
        #expect(host.application.connectedScenes.isEmpty)
        #expect(scene.activationState == .unattached)
        #expect(scene.session.scene == nil)
        #expect(host.application.openSessions.count == 1)
    }

    @Test func anAppWithoutASceneDelegateStillHasItsScene() throws {
        let host = TestHost()
        let scene = try #require(host.application.connectedScenes.first as? UIWindowScene)
        #expect(scene.delegate == nil)
        #expect(host.window.windowScene === scene)
        let view = UIView()
        host.window.addSubview(view)
        #expect(view.window?.windowScene === scene)
        // A window made with a frame joins the scene when it is shown.
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(other.windowScene == nil)
        other.makeKeyAndVisible()
        #expect(other.windowScene === scene)
    }
}
