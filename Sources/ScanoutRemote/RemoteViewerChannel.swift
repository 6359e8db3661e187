import Synchronization

/// What a viewer sent, as libvncserver's per-viewer threads hand it over (protocol values, not
/// yet input events). `viewer` tells viewers apart (the client record's address).
enum RemoteViewerMessage: Sendable, Equatable {
    case pointer(buttons: Int32, x: Int32, y: Int32, viewer: UInt)
    case key(isDown: Bool, keysym: UInt32, viewer: UInt)
    case viewerConnected(UInt)
    case viewerGone(UInt)
}

/// The hand-over from libvncserver's threads to the main actor: viewers' messages queue here
/// under a lock, and the main actor is woken once per batch (not once per message) to take them.
///
/// Bounded: a viewer flooding pointer motion faster than the main loop reads it has its moves
/// merged (the latest position wins), and past `capacity` messages new ones are dropped, so a
/// hostile viewer cannot grow memory or stall the device.
final class RemoteViewerChannel: Sendable {
    /// Messages kept at most between two wake-ups.
    static let capacity = 1024

    private struct State {
        var pending: [RemoteViewerMessage] = []
        var wakeScheduled = false
        var wake: (@Sendable () -> Void)?
        var droppedCount = 0
        var postedCount = 0
        var viewerCount = 0
    }

    private let state = Mutex(State())

    /// Called (on any thread) when messages wait and no wake-up is on its way.
    func setWake(_ wake: (@Sendable () -> Void)?) {
        state.withLock { $0.wake = wake }
    }

    /// Viewers connected now.
    var viewerCount: Int { state.withLock { $0.viewerCount } }

    /// Messages dropped so far because the queue was full.
    var droppedCount: Int { state.withLock { $0.droppedCount } }

    /// Messages posted so far, merged and dropped ones included (tests wait on it).
    var postedCount: Int { state.withLock { $0.postedCount } }

    /// Queues `message` (any thread) and wakes the main actor if it is not already coming.
    func post(_ message: RemoteViewerMessage) {
        let wake: (@Sendable () -> Void)? = state.withLock { state in
            state.postedCount += 1
            switch message {
            case .viewerConnected: state.viewerCount += 1
            case .viewerGone: state.viewerCount = max(0, state.viewerCount - 1)
            default: break
            }
            if case .pointer(let buttons, _, _, let viewer) = message,
                case .pointer(let lastButtons, _, _, let lastViewer)? = state.pending.last,
                buttons == lastButtons, viewer == lastViewer
            {
                // A move with the same buttons as the one still queued: only the latest counts.
                state.pending[state.pending.count - 1] = message
            } else if state.pending.count < RemoteViewerChannel.capacity || isBookkeeping(message) {
                state.pending.append(message)
            } else {
                state.droppedCount += 1
            }
            guard !state.wakeScheduled, let wake = state.wake else { return nil }
            state.wakeScheduled = true
            return wake
        }
        wake?()
    }

    /// Takes every queued message (main actor, when woken).
    func take() -> [RemoteViewerMessage] {
        state.withLock { state in
            state.wakeScheduled = false
            defer { state.pending.removeAll(keepingCapacity: true) }
            return state.pending
        }
    }

    /// Connections and disconnections are never dropped: a viewer gone must lift its finger.
    private func isBookkeeping(_ message: RemoteViewerMessage) -> Bool {
        switch message {
        case .viewerConnected, .viewerGone: true
        default: false
        }
    }
}
