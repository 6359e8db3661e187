/// The application's one loop, under Foundation's name, for code that adds timers and display
/// links to it: `RunLoop.main.add(timer, forMode: .common)`.
///
/// A Scanout app has a single loop — the main dispatch queue on a device, the virtual clock in a
/// `TestHost` — so `main` and `current` are the same loop and every mode behaves as `.common`
/// (a timer keeps firing while a scroll view tracks a finger). Main actor.
@preconcurrency @MainActor
public final class RunLoop {
    /// A run-loop mode; kept for source compatibility, every mode is `.common`.
    public struct Mode: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let `default` = Mode(rawValue: "kCFRunLoopDefaultMode")
        public static let common = Mode(rawValue: "kCFRunLoopCommonModes")
        public static let tracking = Mode(rawValue: "UITrackingRunLoopMode")
    }

    /// The application's loop.
    public static let main = RunLoop()

    /// The loop of the calling code: always the main loop.
    public static var current: RunLoop { main }

    private init() {}

    /// Starts `timer` on the current application's clock.
    public func add(_ timer: Timer, forMode mode: Mode) {
        timer.schedule(on: UIApplication.shared)
    }
}
