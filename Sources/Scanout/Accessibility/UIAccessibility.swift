import FoundationEssentials

/// The system's accessibility state and announcements, as UIKit's `UIAccessibility` namespace.
///
/// ```swift
/// UIAccessibility.post(notification: .screenChanged, argument: toastView)
/// if UIAccessibility.isReduceMotionEnabled { ... }
/// ```
///
/// Posts go to the screen reader when one listens (`AccessibilityPosts`); with none they are
/// dropped. The settings answer UIKit's defaults (off) until the screen reader or a board setting
/// changes them (`AccessibilitySettings`); a change posts the matching
/// `…StatusDidChangeNotification` through `NotificationCenter.default`. Main actor.
@preconcurrency @MainActor
public enum UIAccessibility {
    /// What an app tells assistive technology, with UIKit's raw values.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32

        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// A new screen appeared; the argument is the element to move to, or nil.
        public static let screenChanged = Notification(rawValue: 1000)
        /// Part of the screen changed; the argument is the element to move to, or nil.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// The argument, a string, is to be spoken.
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll view scrolled; the argument, a string, says where ("Page 2 of 4").
        public static let pageScrolled = Notification(rawValue: 1009)
        /// Assistive technology should stop reading the screen for now (argument: its identifier).
        public static let pauseAssistiveTechnology = Notification(rawValue: 1016)
        /// Assistive technology may go on (argument: its identifier).
        public static let resumeAssistiveTechnology = Notification(rawValue: 1017)
    }

    /// Which assistive technology a pause or resume is for.
    public struct AssistiveTechnologyIdentifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let notificationSwitchControlIdentifier = AssistiveTechnologyIdentifier(
            rawValue: "UIAccessibilityNotificationSwitchControlIdentifier")
        public static let notificationVoiceOverIdentifier = AssistiveTechnologyIdentifier(
            rawValue: "UIAccessibilityNotificationVoiceOverIdentifier")
    }

    /// Tells assistive technology of a change: the screen reader hears it if one listens.
    public static func post(notification: Notification, argument: Any?) {
        AccessibilityPosts.deliver(notification, argument)
    }

    // MARK: Settings

    /// Whether VoiceOver runs: Scanout's screen reader is on (`UIApplication.screenReader`), or
    /// the setting says so.
    public static var isVoiceOverRunning: Bool {
        AccessibilitySettings.shared[.voiceOver] || UIApplication.currentIfAny?.screenReaderIfLoaded?.isEnabled == true
    }

    /// The screen reader was turned on or off: tells the app, as VoiceOver's status does.
    static func screenReaderStatusChanged() {
        NotificationCenter.default.post(name: voiceOverStatusDidChangeNotification, object: nil)
    }
    public static var isSwitchControlRunning: Bool { AccessibilitySettings.shared[.switchControl] }
    public static var isAssistiveTouchRunning: Bool { AccessibilitySettings.shared[.assistiveTouch] }
    public static var isReduceMotionEnabled: Bool { AccessibilitySettings.shared[.reduceMotion] }
    public static var isReduceTransparencyEnabled: Bool { AccessibilitySettings.shared[.reduceTransparency] }
    public static var isBoldTextEnabled: Bool { AccessibilitySettings.shared[.boldText] }
    public static var isDarkerSystemColorsEnabled: Bool { AccessibilitySettings.shared[.darkerSystemColors] }
    public static var isGrayscaleEnabled: Bool { AccessibilitySettings.shared[.grayscale] }
    public static var isInvertColorsEnabled: Bool { AccessibilitySettings.shared[.invertColors] }
    public static var isMonoAudioEnabled: Bool { AccessibilitySettings.shared[.monoAudio] }
    public static var isClosedCaptioningEnabled: Bool { AccessibilitySettings.shared[.closedCaptioning] }
    public static var isSpeakScreenEnabled: Bool { AccessibilitySettings.shared[.speakScreen] }
    public static var isSpeakSelectionEnabled: Bool { AccessibilitySettings.shared[.speakSelection] }
    public static var isShakeToUndoEnabled: Bool { AccessibilitySettings.shared[.shakeToUndo] }
    public static var isGuidedAccessEnabled: Bool { AccessibilitySettings.shared[.guidedAccess] }
    public static var shouldDifferentiateWithoutColor: Bool {
        AccessibilitySettings.shared[.differentiateWithoutColor]
    }
    public static var isOnOffSwitchLabelsEnabled: Bool { AccessibilitySettings.shared[.onOffSwitchLabels] }
    public static var buttonShapesEnabled: Bool { AccessibilitySettings.shared[.buttonShapes] }
    public static var prefersCrossFadeTransitions: Bool { AccessibilitySettings.shared[.crossFadeTransitions] }
    public static var isVideoAutoplayEnabled: Bool { AccessibilitySettings.shared[.videoAutoplay] }

    nonisolated public static let voiceOverStatusDidChangeNotification = Scanout.Notification.Name(
        "UIAccessibilityVoiceOverStatusDidChangeNotification")
    nonisolated public static let switchControlStatusDidChangeNotification = Scanout.Notification.Name(
        "UIAccessibilitySwitchControlStatusDidChangeNotification")
    nonisolated public static let assistiveTouchStatusDidChangeNotification = Scanout.Notification.Name(
        "UIAccessibilityAssistiveTouchStatusDidChangeNotification")
    nonisolated public static let reduceMotionStatusDidChangeNotification = Scanout.Notification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")
    nonisolated public static let reduceTransparencyStatusDidChangeNotification = Scanout.Notification.Name(
        "UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    nonisolated public static let boldTextStatusDidChangeNotification = Scanout.Notification.Name(
        "UIAccessibilityBoldTextStatusDidChangeNotification")
    nonisolated public static let darkerSystemColorsStatusDidChangeNotification = Scanout.Notification.Name(
        "UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
    nonisolated public static let grayscaleStatusDidChangeNotification = Scanout.Notification.Name(
        "UIAccessibilityGrayscaleStatusDidChangeNotification")
    nonisolated public static let invertColorsStatusDidChangeNotification = Scanout.Notification.Name(
        "UIAccessibilityInvertColorsStatusDidChangeNotification")
    nonisolated public static let monoAudioStatusDidChangeNotification = Scanout.Notification.Name(
        "UIAccessibilityMonoAudioStatusDidChangeNotification")
    nonisolated public static let closedCaptioningStatusDidChangeNotification = Scanout.Notification.Name(
        "UIAccessibilityClosedCaptioningStatusDidChangeNotification")
    nonisolated public static let speakScreenStatusDidChangeNotification = Scanout.Notification.Name(
        "UIAccessibilitySpeakScreenStatusDidChangeNotification")
    nonisolated public static let speakSelectionStatusDidChangeNotification = Scanout.Notification.Name(
        "UIAccessibilitySpeakSelectionStatusDidChangeNotification")
    nonisolated public static let shakeToUndoDidChangeNotification = Scanout.Notification.Name(
        "UIAccessibilityShakeToUndoDidChangeNotification")
    nonisolated public static let guidedAccessStatusDidChangeNotification = Scanout.Notification.Name(
        "UIAccessibilityGuidedAccessStatusDidChangeNotification")
    nonisolated public static let differentiateWithoutColorDidChangeNotification = Scanout.Notification.Name(
        "UIAccessibilityDifferentiateWithoutColorDidChangeNotification")
    nonisolated public static let onOffSwitchLabelsDidChangeNotification = Scanout.Notification.Name(
        "UIAccessibilityOnOffSwitchLabelsDidChangeNotification")
    nonisolated public static let buttonShapesEnabledStatusDidChangeNotification = Scanout.Notification.Name(
        "UIAccessibilityButtonShapesEnabledStatusDidChangeNotification")
    nonisolated public static let prefersCrossFadeTransitionsStatusDidChange = Scanout.Notification.Name(
        "UIAccessibilityPrefersCrossFadeTransitionsStatusDidChangeNotification")
    nonisolated public static let videoAutoplayStatusDidChangeNotification = Scanout.Notification.Name(
        "UIAccessibilityVideoAutoplayStatusDidChangeNotification")
    /// Posted when assistive technology moved to another element; `userInfo` holds it under
    /// `focusedElementUserInfoKey`.
    nonisolated public static let elementFocusedNotification = Scanout.Notification.Name(
        "UIAccessibilityElementFocusedNotification")
    nonisolated public static let focusedElementUserInfoKey = "UIAccessibilityFocusedElementKey"
    nonisolated public static let assistiveTechnologyUserInfoKey = "UIAccessibilityAssistiveTechnologyKey"

    // MARK: Focus and coordinates

    /// The element `assistiveTechnologyIdentifier`'s cursor is on, or nil when it runs on none
    /// (nil unless the screen reader reports one through `AccessibilityPosts.focusedElement`).
    public static func focusedElement(using assistiveTechnologyIdentifier: AssistiveTechnologyIdentifier?) -> Any? {
        if let reader = UIApplication.currentIfAny?.screenReaderIfLoaded, reader.isEnabled {
            return reader.focusedElement
        }
        return AccessibilityPosts.focusedElement
    }

    /// `rect` in `view`'s coordinates, in screen coordinates (as `accessibilityFrame` wants);
    /// zero when it is not finite.
    public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
        var rect = rect.finiteForAccessibility
        if let window = view.window {
            rect = view.convert(rect, to: window).offsetBy(dx: window.frame.minX, dy: window.frame.minY)
        } else {
            rect = view.convert(rect, to: nil)
        }
        return rect.finiteForAccessibility
    }

    /// `path` in `view`'s coordinates, moved to screen coordinates (a translation; a rotated view's
    /// path is moved, not turned).
    public static func convertToScreenCoordinates(_ path: UIBezierPath, in view: UIView) -> UIBezierPath {
        let origin = convertToScreenCoordinates(.zero, in: view).origin
        let moved = UIBezierPath(cgPath: path.cgPath)
        moved.apply(CGAffineTransform(translationX: origin.x, y: origin.y))
        return moved
    }

    /// Asks for Guided Access (the app locked in front); a kiosk is always so: `completion`
    /// hears false (nothing changed).
    public static func requestGuidedAccessSession(enabled: Bool, completionHandler: @escaping (Bool) -> Void) {
        completionHandler(false)
    }
}
