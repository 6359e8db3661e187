/// Runs `body` on the main actor from code the compiler cannot prove is on it, trapping with a
/// message that names `caller` when it is not.
///
/// For the nonisolated entry points UIKit code calls from a plain `deinit`: `UIView`'s and
/// `UIViewController`'s own deinits (nonisolated, as UIKit's `dealloc` is, because Swift rejects
/// a plain `deinit` in a subclass of a class whose deinit is `isolated`, and plain is how UIKit
/// code writes them), `NotificationCenter.removeObserver(_:)` and `Timer.invalidate()`. As UIKit
/// expects of views, these run on the main thread: a view whose last reference goes on another
/// thread is a misuse, and traps (release it on the main actor, e.g. by hopping there before the
/// closure holding it ends).
nonisolated func runOnMainActorNow(_ caller: @autoclosure () -> String, _ body: @MainActor () -> Void) {
    MainActor.preconditionIsolated(
        "\(caller()) ran off the main thread. Release views and controllers, remove observers and invalidate "
            + "timers on the main actor.")
    MainActor.assumeIsolated(body)
}
