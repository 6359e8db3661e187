/// The system's accessibility state and announcements, as UIKit's `UIAccessibility` namespace.
///
/// ```swift
/// UIAccessibility.post(notification: .screenChanged, argument: toastView)
/// ```
///
/// Scanout has no screen reader or other assistive technology and no accessibility settings:
/// `post(notification:argument:)` has no one to tell and does nothing, and each setting answers
/// UIKit's default (VoiceOver not running, no reduced motion or transparency, no bold text).
/// Code that adapts to them therefore takes its ordinary path. Main actor.
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
        /// A scroll view scrolled; the argument describes where.
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Tells assistive technology of a change: the screen reader, when it is on.
    public static func post(notification: Notification, argument: Any?) {
        UIApplication.currentIfAny?.screenReaderIfLoaded?.notificationPosted(notification, argument: argument)
    }

    /// Whether the screen reader (Scanout's VoiceOver) is on.
    public static var isVoiceOverRunning: Bool { UIApplication.currentIfAny?.screenReaderIfLoaded?.isEnabled ?? false }

    /// Posted when the screen reader is turned on or off.
    public static let voiceOverStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityVoiceOverStatusDidChangeNotification")

    /// The screen reader was turned on or off: tells the app.
    static func screenReaderStatusChanged() {
        NotificationCenter.default.post(name: voiceOverStatusDidChangeNotification, object: nil)
    }
    /// Whether the person asked for less motion: never on Scanout.
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether the person asked for less transparency: never on Scanout.
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether the person asked for bold text: never on Scanout.
    public static var isBoldTextEnabled: Bool { false }
    /// Whether the person asked for darker colours: never on Scanout.
    public static var isDarkerSystemColorsEnabled: Bool { false }
}
