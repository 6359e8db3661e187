// UIKit's block-based view animation: `UIView.animate(withDuration:...)`.

extension UIView {
    /// Options for `UIView.animate`, with UIKit's bit values. Scanout honours the curves,
    /// `allowUserInteraction`, `repeat` and `autoreverse`; animations always begin from the value on
    /// screen (`beginFromCurrentState`).
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)

        var timingCurve: TimingCurve {
            switch (rawValue >> 16) & 0x3 {
            case 1: .easeIn
            case 2: .easeOut
            case 3: .linear
            default: .easeInOut
            }
        }
    }

    /// Animates the changes `animations` makes to `frame`, `center`, `bounds`, `transform`,
    /// `alpha` and `backgroundColor` of any views, over `duration` seconds after `delay`, on the
    /// application clock. The model values change at once; the screen follows. `completion` gets
    /// true when every animation ran to its end, false when one was interrupted.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(
            withDuration: duration, delay: delay, options: options, spring: nil, animations: animations,
            completion: completion)
    }

    private static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions, spring: SpringCurve?,
        animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        let scope = ApplicationContext.active
        guard let application = scope.application, scope.animationsEnabled else {
            // No application, so no clock and no frames (or the app turned animations off): the
            // changes are made at once, and nothing was interrupted.
            performWithoutAnimation(animations)
            completion?(true)
            return
        }
        let group = AnimationGroup(
            duration: duration, delay: delay, options: options,
            completion: completion)
        group.spring = spring
        UIViewPropertyAnimator.adoptIfCapturing(group)
        let context = UIViewAnimationContext(group: group, animator: application.animator)
        scope.viewAnimations.append(context)
        animations()
        scope.viewAnimations.removeLast()
        if group.remaining == 0 {
            // Nothing to animate: the completion still runs, on the next turn, as in UIKit.
            application.clock.schedule(after: 0) { group.complete() }
        }
    }

    /// Animates the changes `animations` makes along a spring that settles in `duration`
    /// seconds: `dampingRatio` 1 comes to rest without overshooting, smaller values bounce;
    /// `velocity` is the starting speed in whole distances per second (1 covers the animation's
    /// distance in a second). The options' curve is not used.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let spring = SpringCurve(
            dampingRatio: Double(dampingRatio), duration: duration, initialVelocity: Double(velocity))
        animate(
            withDuration: duration, delay: delay, options: options, spring: spring, animations: animations,
            completion: completion)
    }

    public static func animate(
        withDuration duration: TimeInterval, animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public static func animate(withDuration duration: TimeInterval, animations: () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Makes the changes in `actionsWithoutAnimation` show at once, even inside an animation block.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let scope = ApplicationContext.active
        scope.viewAnimations.append(nil)
        actionsWithoutAnimation()
        scope.viewAnimations.removeLast()
    }

    /// Whether animation blocks animate: true unless the app turned them off with
    /// `setAnimationsEnabled(false)`, or inside `performWithoutAnimation`, as in UIKit.
    public static var areAnimationsEnabled: Bool {
        ApplicationContext.active.animationsEnabled && !isPerformingWithoutAnimation
    }

    /// Turns animation blocks on or off for the application: while off, `animate` makes its
    /// changes at once and calls its completion. Pair each `false` with a `true`.
    public static func setAnimationsEnabled(_ enabled: Bool) {
        ApplicationContext.active.animationsEnabled = enabled
    }

    /// The duration of the animation block the code runs in; zero outside one (or inside
    /// `performWithoutAnimation`).
    public static var inheritedAnimationDuration: TimeInterval {
        UIViewAnimationContext.current?.group.duration ?? 0
    }

    /// Whether the innermost block running is `performWithoutAnimation`'s: changes that would
    /// animate of their own accord (a collection view's batch updates) show at once.
    static var isPerformingWithoutAnimation: Bool {
        guard let innermost = ApplicationContext.active.viewAnimations.last else { return false }
        return innermost == nil
    }
}

/// The `UIView.animate` call whose block is running: property changes made now join its group.
@preconcurrency @MainActor
final class UIViewAnimationContext {
    /// The innermost block of the active application's (see `ApplicationContext`).
    static var current: UIViewAnimationContext? { ApplicationContext.active.viewAnimations.last ?? nil }

    let group: AnimationGroup
    let animator: ViewAnimator

    init(group: AnimationGroup, animator: ViewAnimator) {
        self.group = group
        self.animator = animator
    }

    /// The group's progress at which the changes recorded now start (a property animator's
    /// animations added while it runs).
    var startProgress = 0.0
    /// Inside `UIView.animateKeyframes`: the keyframe whose block runs now (its start and length
    /// as shares of the whole), and the tracks gathered so far, one per view and property.
    var keyframe: (start: Double, duration: Double)?
    var keyframeTracks: [KeyframeTrack]?

    func record(_ view: UIView, from: AnimatableChange, to: AnimatableChange) {
        guard keyframeTracks != nil else {
            return animator.add(view, from: from, to: to, group: group, startProgress: startProgress)
        }
        // A keyframe: a segment of its property's track, from where the track's last segment
        // left the property (or where it is on screen, for the first).
        let (start, duration) = keyframe ?? (0, 1)
        if let index = keyframeTracks?.firstIndex(where: { $0.view === view && $0.property == to.property }) {
            keyframeTracks?[index].segments.append(
                KeyframeSegment(start: start, duration: duration, to: to))
        } else {
            keyframeTracks?.append(
                KeyframeTrack(
                    view: view, property: to.property, from: from,
                    segments: [KeyframeSegment(start: start, duration: duration, to: to)]))
        }
    }
}

/// One keyframe of one property: where it goes, over which share of the whole animation.
struct KeyframeSegment {
    var start: Double
    var duration: Double
    var to: AnimatableChange
}

/// A view's property through its keyframes.
@preconcurrency @MainActor
struct KeyframeTrack {
    let view: UIView
    let property: AnimatableProperty
    /// Where the property is when the animation begins.
    let from: AnimatableChange
    var segments: [KeyframeSegment]

    /// The value at linear time `fraction` of the whole: held before a keyframe's start, moving
    /// through it (or jumping at its start, `discrete`), held after its end.
    func value(at fraction: Double, discrete: Bool) -> AnimatableChange {
        var value = from
        for segment in segments.sorted(by: { $0.start < $1.start }) {
            guard fraction >= segment.start else { break }
            let local = segment.duration > 0 ? min((fraction - segment.start) / segment.duration, 1) : 1
            if discrete || local >= 1 {
                value = segment.to
            } else {
                value = value.interpolated(to: segment.to, progress: local)
                break
            }
        }
        return value
    }
}
