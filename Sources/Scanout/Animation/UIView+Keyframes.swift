// Keyframe animations: `UIView.animateKeyframes` and the keyframes added inside it.

extension UIView {
    /// Options of a keyframe animation: the shared ones of `AnimationOptions` and how values
    /// are worked out between keyframes, with UIKit's bit values. Scanout moves linearly between
    /// keyframes (`calculationModeLinear`, and the paced and cubic modes alike) or jumps at each
    /// keyframe's start (`calculationModeDiscrete`).
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        var isDiscrete: Bool { (rawValue >> 10) & 0x7 == 1 }
    }

    /// Animates the keyframes `animations` adds (`addKeyframe(withRelativeStartTime:
    /// relativeDuration:animations:)`) over `duration` seconds after `delay`: each property moves
    /// through its keyframes in turn, holding between them. Changes made in the block outside any
    /// keyframe run over the whole duration. `completion` as for `animate`.
    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let scope = ApplicationContext.active
        guard let application = scope.application else {
            performWithoutAnimation(animations)
            completion?(true)
            return
        }
        // Linear overall: the keyframes' own times say where each change happens.
        let shared = AnimationOptions(rawValue: options.rawValue & 0x3FF).union(.curveLinear)
        let group = AnimationGroup(duration: duration, delay: delay, options: shared, completion: completion)
        UIViewPropertyAnimator.adoptIfCapturing(group)
        let context = UIViewAnimationContext(group: group, animator: application.animator)
        context.keyframeTracks = []
        scope.viewAnimations.append(context)
        animations()
        scope.viewAnimations.removeLast()
        for track in context.keyframeTracks ?? [] {
            application.animator.add(track, discrete: options.isDiscrete, group: group)
        }
        if group.remaining == 0 {
            application.clock.schedule(after: 0) { group.complete() }
        }
    }

    /// Inside `animateKeyframes`: the changes `animations` makes happen from `frameStartTime` to
    /// `frameStartTime + frameDuration`, both shares (0…1) of the whole animation. Outside one,
    /// the changes are made at once.
    public static func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: () -> Void
    ) {
        guard let context = UIViewAnimationContext.current, context.keyframeTracks != nil else {
            performWithoutAnimation(animations)
            return
        }
        let start = frameStartTime.isFinite ? min(max(frameStartTime, 0), 1) : 0
        let length = frameDuration.isFinite ? min(max(frameDuration, 0), 1 - start) : 0
        let outer = context.keyframe
        context.keyframe = (start, length)
        animations()
        context.keyframe = outer
    }
}
