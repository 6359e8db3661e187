import ScanoutCore

/// Where rendered frames go: the screen (a DRM/KMS output) or memory (offscreen). One of the
/// platform seams.
///
/// For each frame that changed pixels, the application hands its display the frame and the
/// rectangles that changed since the previous frame, so the display copies or flips only those.
///
/// Frames are paced by the display. One that shows frames at once (offscreen, a driver without
/// page flips) leaves `isPresentingFrame` false, and the application spaces frames a refresh
/// interval apart on its clock. One that puts a frame on screen later (a DRM page flip, shown at
/// the next vblank) returns true from `isPresentingFrame` until then, and calls
/// `frameShownHandler` when it can take the next frame; the application presents nothing in
/// between. Main actor.
@MainActor
public protocol Display: AnyObject {
    /// Shows `frame`. Only the pixels inside `damage` changed since the last call.
    func present(_ frame: FrameBuffer, damage: [PixelRect])

    /// Turns the panel off (`false`: the idle timeout blanked it) or on again. Frames presented
    /// while off are shown when it comes back on.
    func setScreenOn(_ isOn: Bool)

    /// Shows the pointer's cursor with its tip at `location` (frame pixels), or hides it (nil),
    /// in hardware. Returns false when the display has no hardware cursor: the application then
    /// draws it.
    func showHardwareCursor(at location: CGPoint?) -> Bool

    /// True while the last presented frame is on its way to the panel (a page flip waiting for
    /// vblank).
    var isPresentingFrame: Bool { get }

    /// Set by the application: call it when a frame that was on its way is on screen.
    var frameShownHandler: (@MainActor () -> Void)? { get set }
}

extension Display {
    /// A display that cannot turn its panel off ignores it.
    public func setScreenOn(_ isOn: Bool) {}

    /// No hardware cursor: the application draws it.
    public func showHardwareCursor(at location: CGPoint?) -> Bool { false }

    /// A display that shows each frame at once is never busy.
    public var isPresentingFrame: Bool { false }

    /// A display that shows each frame at once has nothing to report.
    public var frameShownHandler: (@MainActor () -> Void)? {
        get { nil }
        set {}
    }
}
