import FoundationEssentials

/// The application's event queue as an input source sees it: events in, the clock their
/// timestamps are on, and nothing else of the application.
///
/// The application keeps its one sink (`UIApplication.inputSink`); the sink holds the application
/// weakly, so a source that outlives it (a libinput context torn down after the application)
/// drops what it still reads instead of keeping the application alive.
@preconcurrency @MainActor
package final class ApplicationInputSink: InputEventSink {
    private let applicationLink: WeakLink<UIApplication>
    package let clock: ApplicationClock

    init(_ application: UIApplication) {
        applicationLink = WeakLink(application)
        clock = application.clock
    }

    package func enqueue(_ event: InputEvent, timestamp: TimeInterval?) {
        applicationLink.object?.enqueue(event, timestamp: timestamp)
    }
}
