import Dispatch

/// Runs `body` on the main actor from code the compiler cannot prove is on it: the nonisolated
/// entry points UIKit code calls from a plain `deinit` — `UIView`'s and `UIViewController`'s own
/// deinits (nonisolated, as UIKit's `dealloc` is, because Swift rejects a plain `deinit` in a
/// subclass of a class whose deinit is `isolated`, and plain is how UIKit code writes them).
///
/// On the main queue (or the main thread) `body` runs at once. A view or controller whose last
/// reference goes on another thread is a misuse, as in UIKit, but it must not bring a kiosk down:
/// as UIKit's `dealloc` does, the unlinking runs where the release happened, and one line says
/// which class to release on the main actor. (It cannot wait for the main queue: the object is
/// being destroyed now, and waiting could deadlock a main thread that waits for this one.)
nonisolated func runOnMainActorNow(_ caller: @autoclosure () -> String, _ body: @MainActor () -> Void) {
    if isOnMainQueue {
        MainActor.assumeIsolated(body)
        return
    }
    MainActorMisuse.warnOnce("\(caller()) ran off the main thread. Release views and controllers on the main actor.")
    // Safety: the caller is a deinit unlinking objects only the dying one referred to; another
    // thread touching them at the same time is the misuse warned about above.
    withoutActuallyEscaping(body) { escapable in
        let unchecked = unsafeBitCast(escapable, to: (() -> Void).self)
        unchecked()
    }
}

/// Runs `body` on the main actor: at once on the main queue, else as soon as the main queue runs
/// (for `Timer.invalidate()` and `NotificationCenter.removeObserver(_:)` called from a deinit or a
/// background thread, as Foundation allows).
nonisolated func runOnMainActorSoon(_ body: @escaping @MainActor @Sendable () -> Void) {
    if isOnMainQueue {
        MainActor.assumeIsolated(body)
    } else {
        DispatchQueue.main.async { MainActor.assumeIsolated(body) }
    }
}

/// Whether the caller runs on the main queue: any block or main-actor job there. (Not the
/// thread: after `dispatchMain()` the main queue runs on a worker thread.)
nonisolated var isOnMainQueue: Bool {
    DispatchQueue.getSpecific(key: MainQueueMarker.key) == true
}

private enum MainQueueMarker {
    /// Set on the main queue once, the first time anything asks.
    static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
}

private enum MainActorMisuse {
    nonisolated(unsafe) private static var warned = false

    static func warnOnce(_ message: String) {
        guard !warned else { return }
        warned = true
        Diagnostics.writeToStandardError("Scanout: \(message)\n")
    }
}
