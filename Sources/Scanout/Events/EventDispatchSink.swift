import FoundationEssentials

/// What the event dispatcher asks of its application, and nothing more: the clock, the wake
/// filter, the windows a touch can land in, a way to send events on, and an ear for what else the
/// input meant. Input flows one way — queue, dispatcher, sink — and the dispatcher can be read
/// without knowing the rest of `UIApplication`.
///
/// `UIApplication` is the sink (`UIApplication+EventDispatchSink.swift`).
@preconcurrency @MainActor
protocol EventDispatchSink: AnyObject {
    /// The clock cancellations are stamped on.
    var clock: ApplicationClock { get }
    /// Asks for a dispatch turn on the next turn of the main loop; when it comes, the sink calls
    /// the dispatcher's `dispatchTurnBegins()`, dispatches everything queued and commits a frame.
    func scheduleDispatchTurn()
    /// The input to dispatch for `event`, or nil when the event only woke a blanked screen.
    func inputAfterScreenWake(_ event: InputEvent) -> InputEvent?
    /// Touches and keys are being ignored (`beginIgnoringInteractionEvents()`).
    var isIgnoringInteractionEvents: Bool { get }
    /// Remote-control events are wanted (`beginReceivingRemoteControlEvents()`).
    var isReceivingRemoteControlEvents: Bool { get }
    /// The visible windows a new touch is hit-tested in, frontmost first.
    var windowsFrontToBack: [UIWindow] { get }
    /// Sends `event` on (`UIApplication.sendEvent(_:)`), with its trace line first when `traced`
    /// and tracing is on.
    func send(_ event: UIEvent, traced: Bool)
    /// Whether the screen reader takes `frame` (it is on: fingers are its gestures, not touches).
    func screenReaderTakes(_ frame: TouchFrame, timestamp: TimeInterval) -> Bool
    /// Whether the screen reader takes the key going down in `report`: it is on and the key is one
    /// of its commands, or the key is the shortcut that turns it on or off.
    func screenReaderTakes(_ report: KeyReport) -> Bool
    /// Hears what the input meant beside the events it became.
    func eventDispatcher(did notice: InputNotice)
}

/// What the event dispatcher tells its sink beside the events it sends.
enum InputNotice {
    /// One queued input is about to be dispatched (the undo manager groups what it causes).
    case willDispatchInput
    /// The queued input has been dispatched.
    case didDispatchInput
    /// The mouse or tablet pointer moved to a point on the screen.
    case pointerMoved(to: CGPoint)
    /// The pointer's cursor should go (a touch was used).
    case pointerCursorHidden
    /// A finger came down at a point on the screen (a visible edit menu goes away).
    case touchWentDown(at: CGPoint)
    /// A key on a hardware keyboard was typed: the on-screen keyboard is not needed.
    case hardwareKeyboardUsed
    /// The last hardware keyboard went away.
    case hardwareKeyboardRemoved
    /// A key went down and its press was sent (it may repeat).
    case keyWentDown(UIPress)
    /// A key went up, or, with nil, every key was cancelled (repeating stops).
    case keyWentUp(UIPress?)
}
