import FoundationEssentials

/// The application's event queue as an input source sees it: events in, the clock their
/// timestamps are on, and nothing else of the application.
///
/// Holds the application weakly, so a source that outlives it (a libinput context torn down
/// after the application) drops what it still reads instead of keeping the application alive.
@MainActor
final class ApplicationInputSink: InputEventSink {
    private let applicationLink: WeakLink<UIApplication>
    let clock: ApplicationClock

    init(_ application: UIApplication) {
        applicationLink = WeakLink(application)
        clock = application.clock
    }

    func enqueue(_ event: InputEvent, timestamp: TimeInterval?) {
        applicationLink.object?.enqueue(event, timestamp: timestamp)
    }
}
