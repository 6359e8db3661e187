import Scanout
import ScanoutInput

/// The simulator platform: the app's screen in a desktop window, the mouse as a finger and the
/// keyboard as a hardware keyboard. For development on a laptop; the device runs on DRM/KMS.
///
/// ```swift
/// let platform = try Simulator.platform(size: CGSize(width: 800, height: 480), scale: 1, title: "My kiosk")
/// UIApplicationMain(platform: platform, delegate: AppDelegate())
/// ```
@MainActor
public enum Simulator {
    /// Opens the window and makes the platform. Throws, saying why and what to do, when there is
    /// no desktop or no SDL.
    /// `keymap` is the keyboard layout keys are translated with (a board's, or US).
    public static func platform(
        size: CGSize, scale: CGFloat, title: String, keymap: KeyboardTranslator.Keymap = KeyboardTranslator.Keymap()
    ) throws(SimulatorError) -> Platform {
        let window = try SimulatorWindow(screenSize: size, scale: scale, title: title)
        let input = SimulatorInput(window: window, keymap: keymap)
        return Platform(
            screen: UIScreen(bounds: CGRect(origin: .zero, size: size), scale: scale), display: window,
            inputSources: [input],
            summary:
                "Scanout: simulator window \(Int(size.width))×\(Int(size.height)) at scale \(formatCoordinate(scale)) "
                + "(--simulator; the mouse is a finger, Alt-drag two; F1 shakes, F2 saves a screenshot)")
    }
}
