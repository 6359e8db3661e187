import FoundationEssentials

/// A source of raw input — a libinput context, a replay script — that appends `InputEvent`s to the
/// application's queue once started. One of the platform seams. Main actor.
///
/// A source reaches the application only through an `InputEventSink` (the application's event
/// queue): input, pointer motion and the cursor going away are all `InputEvent`s, dispatched in
/// order.
@MainActor
public protocol InputSource: AnyObject {
    /// Starts delivering input to `sink` (the application's event queue). Throws when the devices
    /// cannot be opened; the error names the device, the reason and the fix.
    func start(delivering sink: InputEventSink) throws
    /// Lets go of the devices for a while (another VT has the screen), so input meant for someone
    /// else is not read, keeping what it knows about them (keyboard state, pointer position) for
    /// `resume()`. A source without devices to let go of does nothing.
    func suspend()
    /// Takes the devices back after `suspend()`.
    func resume()
    /// Stops delivering input and releases the devices.
    func stop()
}

extension InputSource {
    public func suspend() {}
    public func resume() {}
}

/// Where an input source delivers events: the application's event queue, and the clock its
/// timestamps are read on. Narrow on purpose: a source sees nothing else of the application.
@MainActor
public protocol InputEventSink: AnyObject {
    /// The clock event timestamps are on (`ApplicationClock.now`).
    var clock: ApplicationClock { get }

    /// Appends `event` to the queue, stamped `timestamp` (clock seconds; nil: now).
    func enqueue(_ event: InputEvent, timestamp: TimeInterval?)
}

extension InputEventSink {
    /// Appends `event` to the queue, stamped now.
    public func enqueue(_ event: InputEvent) {
        enqueue(event, timestamp: nil)
    }
}
