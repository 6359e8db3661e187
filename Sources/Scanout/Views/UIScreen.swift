/// The display the app draws on: its size in points and how many pixels make a point.
///
/// `UIScreen.main` is the current application's screen. Main actor.
@preconcurrency @MainActor
open class UIScreen: @MainActor CustomStringConvertible {
    /// The screen's rectangle in points, as the app sees it (after the board's rotation).
    public internal(set) var bounds: CGRect
    /// Pixels per point: 1 on most panels, 2 on dense ones.
    public let scale: CGFloat
    /// Frames per second the display refreshes at.
    public internal(set) var maximumFramesPerSecond: Int
    /// The application that draws on the screen, once one does (its traits are the screen's).
    @WeakLink var application: UIApplication?
    /// The brightness the app set, the backlight behind it and the idle timer's dimming (see
    /// UIScreen+Brightness.swift).
    final var brightnessState = ScreenBrightnessState()

    /// A screen of `bounds` points at `scale` pixels per point. Launchers and test hosts create
    /// screens; apps use `UIScreen.main`.
    public init(bounds: CGRect, scale: CGFloat, maximumFramesPerSecond: Int = 60) {
        precondition(scale > 0, "A screen's scale must be positive, not \(scale).")
        self.bounds = bounds
        self.scale = scale
        self.maximumFramesPerSecond = maximumFramesPerSecond
    }

    /// The current application's screen.
    public class var main: UIScreen {
        UIApplication.shared.screen
    }

    /// The screen's size in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    public var nativeScale: CGFloat { scale }

    public var description: String {
        "<UIScreen: \(objectAddress(self)); bounds = \(bounds); scale = \(formatCoordinate(scale))>"
    }
}
