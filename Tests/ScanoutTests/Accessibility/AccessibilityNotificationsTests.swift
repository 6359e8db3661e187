import ScanoutTesting
import Testing

@testable import Scanout

/// Posts reach the screen reader's hook in order; settings answer UIKit's defaults and post
/// their change notifications when changed.
@MainActor
@Suite struct AccessibilityNotificationsTests {
    @Test func everyKindOfPostReachesTheHookWithItsArgument() {
        var heard: [(UInt32, String?)] = []
        AccessibilityPosts.handler = { heard.append(($0.rawValue, $1 as? String)) }
        defer { AccessibilityPosts.handler = nil }
        UIAccessibility.post(notification: .announcement, argument: "Checked in")
        UIAccessibility.post(notification: .screenChanged, argument: nil)
        UIAccessibility.post(notification: .layoutChanged, argument: "x")
        UIAccessibility.post(notification: .pageScrolled, argument: "Page 1 of 2")
        UIAccessibility.post(notification: .pauseAssistiveTechnology, argument: nil)
        UIAccessibility.post(notification: .resumeAssistiveTechnology, argument: nil)
        #expect(heard.map(\.0) == [1008, 1000, 1001, 1009, 1016, 1017])
        #expect(heard[0].1 == "Checked in")
        #expect(heard[3].1 == "Page 1 of 2")
    }

    @Test func aPostFromInsideTheHookWaitsItsTurn() {
        var heard: [String] = []
        var depth = 0
        var deepest = 0
        AccessibilityPosts.handler = { _, argument in
            depth += 1
            deepest = max(deepest, depth)
            let text = argument as? String ?? ""
            heard.append(text)
            if text == "first" { UIAccessibility.post(notification: .announcement, argument: "second") }
            depth -= 1
        }
        defer { AccessibilityPosts.handler = nil }
        UIAccessibility.post(notification: .announcement, argument: "first")
        #expect(heard == ["first", "second"])
        #expect(deepest == 1)
    }

    @Test func withNoHookPostsAreDropped() {
        AccessibilityPosts.handler = nil
        UIAccessibility.post(notification: .announcement, argument: "nobody")
        var heard = 0
        AccessibilityPosts.handler = { _, _ in heard += 1 }
        defer { AccessibilityPosts.handler = nil }
        #expect(heard == 0)
    }

    @Test func settingsStartAtUIKitsDefaultsAndChangesPostTheirNotification() {
        let settings = AccessibilitySettings.shared
        settings.reset()
        defer { settings.reset() }
        #expect(!UIAccessibility.isVoiceOverRunning)
        #expect(!UIAccessibility.isReduceMotionEnabled)
        #expect(UIAccessibility.isShakeToUndoEnabled)
        #expect(UIAccessibility.isVideoAutoplayEnabled)
        var names: [String] = []
        let token = NotificationCenter.default.addObserver(
            forName: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil, queue: .main
        ) { names.append($0.name.rawValue) }
        let motion = NotificationCenter.default.addObserver(
            forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: .main
        ) { names.append($0.name.rawValue) }
        defer {
            NotificationCenter.default.removeObserver(token)
            NotificationCenter.default.removeObserver(motion)
        }
        settings[.voiceOver] = true
        settings[.voiceOver] = true
        settings[.reduceMotion] = true
        #expect(UIAccessibility.isVoiceOverRunning)
        #expect(UIAccessibility.isReduceMotionEnabled)
        #expect(
            names == [
                "UIAccessibilityVoiceOverStatusDidChangeNotification",
                "UIAccessibilityReduceMotionStatusDidChangeNotification",
            ], "once per change")
        for setting in AccessibilitySettings.Setting.allCases { settings[setting] = !setting.defaultValue }
        #expect(UIAccessibility.isSwitchControlRunning && UIAccessibility.isBoldTextEnabled)
        #expect(UIAccessibility.isGrayscaleEnabled && UIAccessibility.shouldDifferentiateWithoutColor)
        #expect(UIAccessibility.buttonShapesEnabled && UIAccessibility.prefersCrossFadeTransitions)
        #expect(!UIAccessibility.isShakeToUndoEnabled)
    }

    @Test func focusedElementIsWhatTheScreenReaderReportsAndConvertsToScreen() {
        let host = TestHost()
        let view = UIView(frame: CGRect(x: 100, y: 50, width: 200, height: 100))
        host.window.addSubview(view)
        #expect(UIAccessibility.focusedElement(using: nil) == nil)
        AccessibilityPosts.focusedElement = view
        defer { AccessibilityPosts.focusedElement = nil }
        #expect(UIAccessibility.focusedElement(using: .notificationVoiceOverIdentifier) as? UIView === view)
        #expect(
            UIAccessibility.convertToScreenCoordinates(CGRect(x: 10, y: 10, width: 5, height: 5), in: view)
                == CGRect(x: 110, y: 60, width: 5, height: 5))
        #expect(
            UIAccessibility.convertToScreenCoordinates(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1), in: view)
                == CGRect(x: 100, y: 50, width: 0, height: 0), "a non-finite rect is an empty one at the view's origin")
        #expect(view.accessibilityFrame == CGRect(x: 100, y: 50, width: 200, height: 100))
        #expect(view.accessibilityActivationPoint == CGPoint(x: 200, y: 100))
    }
}
