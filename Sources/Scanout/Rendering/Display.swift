/// Where rendered frames go: the screen (a DRM/KMS output) or memory (offscreen). One of the
/// platform seams.
///
/// After each commit that changed pixels, the application hands its display the frame and the
/// rectangles that changed since the previous frame, so the display copies or flips only those.
/// Main actor.
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
}

extension Display {
    /// A display that cannot turn its panel off ignores it.
    public func setScreenOn(_ isOn: Bool) {}

    /// No hardware cursor: the application draws it.
    public func showHardwareCursor(at location: CGPoint?) -> Bool { false }
}
