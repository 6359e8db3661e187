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
}

extension Display {
    /// A display that cannot turn its panel off ignores it.
    public func setScreenOn(_ isOn: Bool) {}
}
