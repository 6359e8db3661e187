/// The animator an interaction's delegate is given (an edit menu's, a pointer's): what it adds
/// runs in one animation as the menu or effect comes or goes, the completions after it.
@preconcurrency @MainActor
final class InteractionAnimator {
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) {
        self.animations.append(animations)
    }

    func addCompletion(_ completion: @escaping () -> Void) {
        completions.append(completion)
    }

    /// A completion told whether the animation finished (the pointer's form).
    func addCompletion(_ completion: @escaping (Bool) -> Void) {
        completions.append { completion(true) }
    }

    /// Runs what was added: nothing to animate runs the completions at once.
    func run() {
        let animations = self.animations
        let completions = self.completions
        self.animations = []
        self.completions = []
        guard !animations.isEmpty else {
            completions.forEach { $0() }
            return
        }
        // Touches still reach the views animated: a menu's coming and going must not make the
        // app's own views deaf for its duration.
        UIView.animate(
            withDuration: 0.2, delay: 0, options: [.allowUserInteraction, .beginFromCurrentState],
            animations: { animations.forEach { $0() } }, completion: { _ in completions.forEach { $0() } })
    }
}
