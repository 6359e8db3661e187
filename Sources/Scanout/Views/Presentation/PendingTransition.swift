/// The end of a presentation transition, run once: by the animation's completion, or earlier when
/// a dismissal starts before the animation is over. Internal; main actor.
@preconcurrency @MainActor
final class PendingTransition {
    private var action: (@MainActor () -> Void)?

    init(_ action: @escaping @MainActor () -> Void) {
        self.action = action
    }

    func finish() {
        guard let action else { return }
        self.action = nil
        action()
    }
}
