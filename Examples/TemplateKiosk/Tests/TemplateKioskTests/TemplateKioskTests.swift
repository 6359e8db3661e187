import Foundation
import ScanoutTesting
import Testing
import UIKit

@testable import TemplateKiosk

/// The template app launched headless as the device launches it: the Info.plist's scene manifest
/// names the scene delegate, which builds the window; a visitor checks in.
@MainActor
@Suite struct TemplateKioskTests {
    /// The app's Info.plist, found from this file rather than the current directory.
    static let infoPlist = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources/Info.plist").path

    @Test func theSceneDelegateNamedInInfoPlistBuildsTheWindow() throws {
        let host = TestHost(
            size: CGSize(width: 640, height: 400), infoPlist: Self.infoPlist, launching: { AppDelegate() })
        #expect(host.warnings.isEmpty)
        let scene = try #require(host.application.connectedScenes.first as? UIWindowScene)
        #expect(scene.delegate is SceneDelegate)
        #expect(scene.activationState == .foregroundActive)
        let controller = try #require(host.window.rootViewController as? ViewController)
        #expect(host.window.windowScene === scene)
        #expect(host.visibleElementLabels.contains("No visitors yet"))

        try host.tap("Check in")
        try host.tap("Check in")
        #expect(controller.visitors == 2)
        #expect(controller.countLabel.text == "2 visitors")
    }

    @Test func aConsoleSwitchMovesTheSceneToTheBackgroundAndBack() throws {
        let host = TestHost(infoPlist: Self.infoPlist, launching: { AppDelegate() })
        let scene = try #require(host.application.connectedScenes.first)
        var states: [String] = []
        for name in [
            UIScene.willDeactivateNotification, UIScene.didEnterBackgroundNotification,
            UIScene.willEnterForegroundNotification, UIScene.didActivateNotification,
        ] {
            NotificationCenter.default.addObserver(forName: name, object: scene, queue: nil) { note in
                states.append(note.name.rawValue)
            }
        }
        host.moveToBackground()
        host.moveToForeground()
        #expect(
            states == [
                "UISceneWillDeactivateNotification", "UISceneDidEnterBackgroundNotification",
                "UISceneWillEnterForegroundNotification", "UISceneDidActivateNotification",
            ])
    }

    /// A plain host tests one screen: it launches no app, so the Info.plist in the folder the tests
    /// run from (this package's Resources/) names no scene delegate for it.
    @Test func aPlainHostDoesNotLaunchTheAppsSceneDelegate() throws {
        let host = TestHost()
        host.window.rootViewController = ViewController()
        #expect(host.warnings.isEmpty)
        let scene = try #require(host.application.connectedScenes.first)
        #expect(scene.delegate == nil)
        #expect(host.visibleElementLabels.contains("No visitors yet"))
    }
}
