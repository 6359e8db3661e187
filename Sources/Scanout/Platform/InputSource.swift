/// A source of raw input — a libinput context, a replay script — that appends `InputEvent`s to the
/// application's queue once started. One of the platform seams. Main actor.
///
/// A source reaches the application only through the queue (`UIApplication.enqueue(_:)`): input,
/// pointer motion and the cursor going away are all `InputEvent`s, dispatched in order.
@MainActor
public protocol InputSource: AnyObject {
    /// Starts delivering input to `application` (with `application.enqueue(_:)`). Throws when the
    /// devices cannot be opened; the error names the device, the reason and the fix.
    func start(delivering application: UIApplication) throws
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
