/// Where `UIAccessibility.post(notification:argument:)` goes: the one handler the screen reader
/// installs (framework-internal). With none installed, posts are dropped, as on iOS with
/// VoiceOver off.
@MainActor
package enum AccessibilityPosts {
    /// Hears every post, in order, on the main actor.
    package static var handler: ((UIAccessibility.Notification, Any?) -> Void)?

    /// The element the screen reader's cursor is on, as it reports it (weak).
    package static var focusedElement: AnyObject? {
        get { focused.object }
        set { focused = Weak(object: newValue) }
    }

    private struct Weak {
        weak var object: AnyObject?
    }
    private static var focused = Weak(object: nil)
    /// A post made while a post is being handled (a handler that posts) waits its turn, so the
    /// handler never runs inside itself.
    private static var pending: [(UIAccessibility.Notification, Any?)] = []
    private static var delivering = false

    static func deliver(_ notification: UIAccessibility.Notification, _ argument: Any?) {
        let reader = UIApplication.currentIfAny?.screenReaderIfLoaded
        guard handler != nil || reader?.isEnabled == true else { return }
        pending.append((notification, argument))
        guard !delivering else { return }
        delivering = true
        defer { delivering = false }
        var index = 0
        while index < pending.count, index < 10_000 {
            let (kind, argument) = pending[index]
            index += 1
            handler?(kind, argument)
            UIApplication.currentIfAny?.screenReaderIfLoaded?.notificationPosted(kind, argument: argument)
        }
        pending.removeAll()
    }
}

/// The accessibility settings behind `UIAccessibility`'s status queries. The screen reader and a
/// board setting change them; a change posts UIKit's matching notification on
/// `NotificationCenter.default`.
@MainActor
package final class AccessibilitySettings {
    package static let shared = AccessibilitySettings()

    package enum Setting: CaseIterable, Sendable {
        case voiceOver, switchControl, assistiveTouch, reduceMotion, reduceTransparency, boldText
        case darkerSystemColors, grayscale, invertColors, monoAudio, closedCaptioning, speakScreen
        case speakSelection, shakeToUndo, guidedAccess, differentiateWithoutColor, onOffSwitchLabels
        case buttonShapes, crossFadeTransitions, videoAutoplay

        /// UIKit's defaults: everything off but shake to undo and video autoplay.
        var defaultValue: Bool { self == .shakeToUndo || self == .videoAutoplay }

        var changeNotification: Notification.Name {
            switch self {
            case .voiceOver: UIAccessibility.voiceOverStatusDidChangeNotification
            case .switchControl: UIAccessibility.switchControlStatusDidChangeNotification
            case .assistiveTouch: UIAccessibility.assistiveTouchStatusDidChangeNotification
            case .reduceMotion: UIAccessibility.reduceMotionStatusDidChangeNotification
            case .reduceTransparency: UIAccessibility.reduceTransparencyStatusDidChangeNotification
            case .boldText: UIAccessibility.boldTextStatusDidChangeNotification
            case .darkerSystemColors: UIAccessibility.darkerSystemColorsStatusDidChangeNotification
            case .grayscale: UIAccessibility.grayscaleStatusDidChangeNotification
            case .invertColors: UIAccessibility.invertColorsStatusDidChangeNotification
            case .monoAudio: UIAccessibility.monoAudioStatusDidChangeNotification
            case .closedCaptioning: UIAccessibility.closedCaptioningStatusDidChangeNotification
            case .speakScreen: UIAccessibility.speakScreenStatusDidChangeNotification
            case .speakSelection: UIAccessibility.speakSelectionStatusDidChangeNotification
            case .shakeToUndo: UIAccessibility.shakeToUndoDidChangeNotification
            case .guidedAccess: UIAccessibility.guidedAccessStatusDidChangeNotification
            case .differentiateWithoutColor: UIAccessibility.differentiateWithoutColorDidChangeNotification
            case .onOffSwitchLabels: UIAccessibility.onOffSwitchLabelsDidChangeNotification
            case .buttonShapes: UIAccessibility.buttonShapesEnabledStatusDidChangeNotification
            case .crossFadeTransitions: UIAccessibility.prefersCrossFadeTransitionsStatusDidChange
            case .videoAutoplay: UIAccessibility.videoAutoplayStatusDidChangeNotification
            }
        }
    }

    private var values: [Setting: Bool] = [:]

    /// The setting's value; setting a different one posts its change notification.
    package subscript(setting: Setting) -> Bool {
        get { values[setting] ?? setting.defaultValue }
        set {
            guard self[setting] != newValue else { return }
            values[setting] = newValue
            NotificationCenter.default.post(name: setting.changeNotification, object: nil)
        }
    }

    /// Every setting back to UIKit's default (tests), posting for those that change.
    package func reset() {
        for setting in Setting.allCases { self[setting] = setting.defaultValue }
    }
}
