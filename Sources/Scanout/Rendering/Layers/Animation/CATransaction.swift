/// Groups layer changes (Core Animation's `CATransaction`): `begin()`, changes, `commit()`. A
/// completion block set inside runs once every animation added in the transaction has finished
/// (at once, on the next turn of the loop, when none was). `setAnimationDuration` gives animations
/// added inside without a duration of their own that duration. Scanout does not animate plain
/// property changes of standalone layers implicitly, so `setDisableActions` has nothing to turn off.
@preconcurrency @MainActor
public final class CATransaction {
    private var completion: (@MainActor () -> Void)?
    private var duration: TimeInterval?
    private var disablesActions = false
    private var pendingAnimations = 0
    private var committed = false
    /// The application whose context the transaction was begun in: its clock runs the completion.
    @WeakLink private var application: UIApplication?

    /// Begun and not committed, innermost last: the active application's (see
    /// `ApplicationContext`), so one test host's open transaction is not another's.
    private static var stack: [CATransaction] { ApplicationContext.active.transactions }

    private init(application: UIApplication?) {
        self.application = application
    }

    public static func begin() {
        let context = ApplicationContext.active
        context.transactions.append(CATransaction(application: context.application))
    }

    public static func commit() {
        guard let transaction = ApplicationContext.active.transactions.popLast() else { return }
        transaction.committed = true
        if transaction.pendingAnimations == 0, let completion = transaction.completion {
            transaction.completion = nil
            if let clock = transaction.application?.clock {
                _ = clock.schedule(after: 0) { completion() }
            } else {
                completion()
            }
        }
    }

    public static func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
        stack.last?.completion = block
    }

    public static func completionBlock() -> (@MainActor () -> Void)? { stack.last?.completion }

    public static func setAnimationDuration(_ duration: TimeInterval) {
        stack.last?.duration = duration
    }

    public static func animationDuration() -> TimeInterval { stack.last?.duration ?? 0.25 }

    public static func setDisableActions(_ flag: Bool) {
        stack.last?.disablesActions = flag
    }

    public static func disableActions() -> Bool { stack.last?.disablesActions ?? false }

    /// The transaction an animation added now belongs to, counting it.
    static func enlist(_ animation: CAAnimation) -> CATransaction? {
        guard let transaction = stack.last else { return nil }
        if animation.duration == 0, let duration = transaction.duration { animation.duration = duration }
        transaction.pendingAnimations += 1
        return transaction
    }

    /// One of the transaction's animations finished.
    func animationEnded() {
        pendingAnimations -= 1
        if pendingAnimations == 0, committed, let completion {
            self.completion = nil
            completion()
        }
    }
}
