import Synchronization

/// Where a start goes, from the kernel's record of the process's start to the first frame on the
/// panel: named moments, each the milliseconds since the process started. Scanout marks the
/// launcher's steps (board file, seat, display, keymap compiled), the framework's (the app's
/// launch, the first commit, the first frame drawn, the font map) and the display's first
/// frame (input devices open just after it, on a line of their own); the launcher prints them
/// as one line with the first frame, so every start on a device says where its time went:
///
///     Scanout: start-up (ms after the process started): launcher 310, board file 312, …, on screen 2400
///
/// Cheap enough to leave on: a moment is a clock read and a short locked append, and after the
/// first frame (`finish`) marking is one atomic load.
package enum StartupTimeline {
    /// One moment: its name and when, in milliseconds after the process started.
    package struct Moment: Equatable, Sendable {
        package var name: String
        package var milliseconds: Double

        package init(name: String, milliseconds: Double) {
            self.name = name
            self.milliseconds = milliseconds
        }
    }

    /// Notes `name` now, unless a moment of that name was noted already or the timeline is
    /// finished. Any thread.
    package static func mark(_ name: String) {
        guard !isFinished.load(ordering: .relaxed) else { return }
        guard let milliseconds = millisecondsSinceStart() else { return }
        state.withLock { moments in
            guard moments.count < maximumMoments, !moments.contains(where: { $0.name == name }) else { return }
            moments.append(Moment(name: name, milliseconds: milliseconds))
        }
    }

    /// Notes `name` now and ends the timeline: the moments, in the order noted. Later calls
    /// return an empty list (the first frame is shown once).
    package static func finish(with name: String) -> [Moment] {
        mark(name)
        guard !isFinished.exchange(true, ordering: .relaxed) else { return [] }
        return state.withLock { moments in
            // Another thread may have noted a moment after this one, between the two steps above:
            // the timeline ends here, so the line always ends with this moment.
            let end = moments.last { $0.name == name }?.milliseconds ?? .infinity
            return moments.filter { $0.milliseconds <= end }
        }
    }

    /// `moments` as the start-up line's text, after "Scanout: start-up": names and whole
    /// milliseconds in the order they happened.
    package static func describe(_ moments: [Moment]) -> String {
        let sorted = moments.enumerated().sorted {
            $0.element.milliseconds != $1.element.milliseconds
                ? $0.element.milliseconds < $1.element.milliseconds : $0.offset < $1.offset
        }
        return "(ms after the process started): "
            + sorted.map { "\($0.element.name) \(Int($0.element.milliseconds.rounded()))" }.joined(separator: ", ")
    }

    // MARK: - Private

    private static let maximumMoments = 32
    private static let state = Mutex<[Moment]>([])
    private static let isFinished = Atomic<Bool>(false)
    /// Read from /proc once; every moment is then a clock read against it.
    private static let startSeconds: Double? = ProcessStartTime.secondsAtStart()

    /// Milliseconds since the process started, if the kernel's record of the start can be read.
    /// Any thread.
    package static func millisecondsSinceStart() -> Double? {
        guard let start = startSeconds, let now = ProcessStartTime.bootClockSeconds() else { return nil }
        return (now - start) * 1000
    }
}
