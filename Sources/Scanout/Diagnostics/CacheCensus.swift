/// How much each of the framework's caches and tables holds now: what a long-running kiosk must
/// keep bounded. A closed screen must leave nothing behind in any of them, so after the first
/// screens have filled what is filled once, these stay where they were or below their bound.
/// Read by the screen-churn test and by `make bench`'s memory rows. Main actor.
@preconcurrency @MainActor
package struct CacheCensus {
    /// Entries per cache, by name.
    package var counts: [String: Int]
    /// Bytes of pixels in the compositor's backing stores.
    package var backingStoreBytes: Int

    /// The caps of caches that may grow past where the first screens left them.
    package static var bounds: [String: Int] {
        [
            "text layouts (recent)": StringDrawing.recentLayouts.capacity,
            "shadow masks (recent)": ShadowMask.recent.capacity,
            "frames kept by a test host": 1_000,
        ]
    }

    package static func take(of application: UIApplication) -> CacheCensus {
        let stores = application.compositor.backingStores
        let context = application.context
        return CacheCensus(
            counts: [
                "backing stores tracked": stores.trackedStoreCount,
                "text layouts (recent)": StringDrawing.recentLayouts.count,
                "shadow masks (recent)": ShadowMask.recent.count,
                "symbol images": UIImage.symbolCacheCount,
                "action tables": ActionTableCache.count,
                "notification observations": context.notificationRegistrations.values.reduce(0) {
                    $0 + $1.observations.count
                },
                "notification centers": context.notificationRegistrations.count,
                "scheduled timers": context.scheduledTimers.count,
                "open view animations": context.viewAnimations.count,
                "open transactions": context.transactions.count,
                "graphics contexts": context.graphicsContexts.count + context.imageContexts.count,
                "registered windows": application.registeredWindowCount,
            ],
            backingStoreBytes: stores.byteCount)
    }

    /// One line per cache, largest first: the benchmark's breakdown.
    package var description: String {
        let lines = counts.sorted { $0.value > $1.value }.map { "\($0.key) \($0.value)" }
        return (lines + ["backing store bytes \(backingStoreBytes)"]).joined(separator: ", ")
    }
}
