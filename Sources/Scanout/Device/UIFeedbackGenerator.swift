/// Haptic feedback: a tap felt when a switch flips or a list snaps. A kiosk's panel has no
/// actuator, so the generators accept every call and nothing is felt, as on an iPad or an iPhone
/// with haptics turned off. A board with a buzzer or actuator can feel them through
/// `UIFeedbackGenerator.feedbackHandler`, which each generator calls with what it would play.
///
/// Main actor.
@preconcurrency @MainActor
open class UIFeedbackGenerator {
    /// What a generator was asked to play.
    public enum Feedback: Equatable, Sendable {
        case impact(UIImpactFeedbackGenerator.FeedbackStyle, intensity: CGFloat)
        case selectionChanged
        case notification(UINotificationFeedbackGenerator.FeedbackType)
    }

    /// Called with each feedback played, on the main actor: a board's actuator, or a test. Nil by
    /// default (nothing to feel).
    public static var feedbackHandler: (@MainActor (Feedback) -> Void)?

    public init() {}

    /// Readies the actuator for feedback soon; nothing to ready on a panel.
    open func prepare() {}

    func play(_ feedback: Feedback) {
        UIFeedbackGenerator.feedbackHandler?(feedback)
    }
}

/// A physical impact: a view snapping into place, two objects colliding.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy
        case soft, rigid
    }

    public let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    public override convenience init() {
        self.init(style: .medium)
    }

    open func impactOccurred() {
        impactOccurred(intensity: 1)
    }

    /// `intensity` 0…1 (values outside are clamped; NaN plays nothing).
    open func impactOccurred(intensity: CGFloat) {
        guard !intensity.isNaN else { return }
        play(.impact(style, intensity: min(max(intensity, 0), 1)))
    }

    open func impactOccurred(at location: CGPoint) {
        impactOccurred()
    }

    open func impactOccurred(intensity: CGFloat, at location: CGPoint) {
        impactOccurred(intensity: intensity)
    }
}

/// A selection changing: a picker's row ticking past, a segmented control's segment.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() {
        play(.selectionChanged)
    }

    open func selectionChanged(at location: CGPoint) {
        selectionChanged()
    }
}

/// A task's outcome: success, a warning, an error.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    open func notificationOccurred(_ notificationType: FeedbackType) {
        play(.notification(notificationType))
    }

    open func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) {
        notificationOccurred(notificationType)
    }
}
