/// A block-based key-value observation: reports until `invalidate()` is called or the token is
/// released, as in Foundation. Keep it (`var observations: [NSKeyValueObservation]`) for as long
/// as the handler should run.
public final class NSKeyValueObservation: @unchecked Sendable {
    // Safety: the entry's state is only changed under the center's lock or on the main queue.
    let entry: KeyValueObservationEntry

    init(entry: KeyValueObservationEntry) {
        self.entry = entry
    }

    /// Stops the observation; the handler is not called again. Safe to call more than once,
    /// from the handler itself, or from any thread.
    public func invalidate() {
        KeyValueObservationCenter.remove(entry)
    }

    deinit {
        KeyValueObservationCenter.remove(entry)
    }
}
