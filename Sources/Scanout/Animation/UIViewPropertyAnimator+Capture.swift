// A property animator that captures the `UIView.animate` and keyframe blocks made while it
// listens: each block's group follows the animator (paused with it, scrubbed by
// `fractionComplete`, run on or back by `continueAnimation`), and ends with it, its completion
// running then. How an interactive custom transition holds the animations an app's animator makes
// in `animateTransition(using:)`, as UIKit holds them by pausing the container's layer time.

extension UIViewPropertyAnimator {
    /// The animator that takes the groups made now, if any.
    private static var capturingAnimator: UIViewPropertyAnimator?

    /// Runs `body` with every `UIView.animate` (and keyframe) group it makes following this animator.
    func capturingViewAnimations(_ body: () -> Void) {
        if state == .inactive { pauseAnimation() }
        let previous = Self.capturingAnimator
        Self.capturingAnimator = self
        body()
        Self.capturingAnimator = previous
    }

    /// Hands `group` to the capturing animator, if one is capturing.
    static func adoptIfCapturing(_ group: AnimationGroup) {
        guard let animator = capturingAnimator, animator.state == .active else { return }
        group.driver = animator
        animator.adoptedGroups.append(group)
    }
}
