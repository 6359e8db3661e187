import CSDLLoader
import FoundationEssentials
import Scanout

/// A desktop window showing the app's screen, for development: the `Display` the simulator
/// platform presents frames to. SDL2 draws it on X11 or Wayland; SDL is loaded when a window is
/// asked for (`CSDLLoader`), never linked, so a device build needs neither SDL nor a desktop.
///
/// The window opens at the frame's size in pixels and can be resized: the screen is scaled to fit,
/// keeping its proportions, on a dark border. While the mouse acts as a finger, the touch points
/// are drawn over the screen as grey dots, as Xcode's simulator shows them. Main actor.
@MainActor
public final class SimulatorWindow: Display {
    /// The screen shown, in points, and its pixels per point.
    public let screenSize: CGSize
    public let scale: CGFloat
    /// Where the fingers the mouse makes are, in screen points, to draw them.
    var touchPoints: [CGPoint] = [] {
        didSet { redraw() }
    }
    /// The last frame, for screenshots.
    private(set) var latestFrame: FrameBuffer?

    let sdl: UnsafePointer<CSDLFunctions>
    let window: OpaquePointer
    private let renderer: OpaquePointer
    private let texture: OpaquePointer
    private let framePixels: (width: Int32, height: Int32)

    /// Opens the window. Throws, naming SDL's reason and the fix, when SDL cannot be loaded or
    /// there is no desktop to open it on.
    public init(screenSize: CGSize, scale: CGFloat, title: String) throws(SimulatorError) {
        var loadError: UnsafePointer<CChar>?
        guard let sdl = csdl_load(&loadError) else {
            throw .sdlUnavailable(loadError.map { String(cString: $0) } ?? "unknown reason")
        }
        self.sdl = sdl
        self.screenSize = screenSize
        self.scale = scale
        framePixels = (Int32((screenSize.width * scale).rounded()), Int32((screenSize.height * scale).rounded()))
        guard sdl.pointee.Init(UInt32(SDL_INIT_VIDEO)) == 0 else {
            throw .noDesktop(sdl.errorMessage)
        }
        // Keep the screen's pixels sharp when the window is scaled.
        _ = sdl.pointee.SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear")
        let centred = Int32(SDL_WINDOWPOS_CENTERED_MASK)
        guard
            let window = sdl.pointee.CreateWindow(
                title, centred, centred, framePixels.width, framePixels.height, SDL_WINDOW_RESIZABLE.rawValue)
        else {
            throw .noDesktop(sdl.errorMessage)
        }
        self.window = window
        // The software renderer: the same on every desktop, and exact (no GPU on the target either).
        guard let renderer = sdl.pointee.CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue),
            let texture = sdl.pointee.CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                framePixels.width, framePixels.height)
        else {
            throw .noDesktop(sdl.errorMessage)
        }
        self.renderer = renderer
        self.texture = texture
        _ = sdl.pointee.SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        redraw()
    }

    // MARK: Display

    public func present(_ frame: FrameBuffer, damage: [PixelRect]) {
        latestFrame = frame
        frame.withUnsafeBytes { pixels in
            // Safety: the frame's pixels stay valid for this call; SDL copies them.
            _ = sdl.pointee.UpdateTexture(texture, nil, pixels.baseAddress, Int32(frame.bytesPerRow))
        }
        redraw()
    }

    // MARK: Geometry

    /// Where the screen is drawn in the window's pixels: as large as fits, centred.
    var screenRect: SDL_Rect {
        var width: Int32 = 0
        var height: Int32 = 0
        _ = sdl.pointee.GetRendererOutputSize(renderer, &width, &height)
        let fit = min(Double(width) / Double(framePixels.width), Double(height) / Double(framePixels.height))
        let shown = (
            width: Int32((Double(framePixels.width) * fit).rounded()),
            height: Int32((Double(framePixels.height) * fit).rounded())
        )
        return SDL_Rect(x: (width - shown.width) / 2, y: (height - shown.height) / 2, w: shown.width, h: shown.height)
    }

    /// The screen point under window position (`x`, `y`), in window coordinates as SDL reports
    /// mouse positions.
    func screenPoint(windowX x: Int32, y: Int32) -> CGPoint {
        var windowWidth: Int32 = 0
        var windowHeight: Int32 = 0
        sdl.pointee.GetWindowSize(window, &windowWidth, &windowHeight)
        var outputWidth: Int32 = 0
        var outputHeight: Int32 = 0
        _ = sdl.pointee.GetRendererOutputSize(renderer, &outputWidth, &outputHeight)
        // Window coordinates to renderer pixels (they differ on a high-density desktop).
        let px = Double(x) * Double(outputWidth) / Double(max(windowWidth, 1))
        let py = Double(y) * Double(outputHeight) / Double(max(windowHeight, 1))
        let rect = screenRect
        return CGPoint(
            x: (px - Double(rect.x)) / Double(max(rect.w, 1)) * screenSize.width,
            y: (py - Double(rect.y)) / Double(max(rect.h, 1)) * screenSize.height)
    }

    // MARK: Drawing

    /// Draws the border, the screen and the touch points, and shows them.
    func redraw() {
        _ = sdl.pointee.SetRenderDrawColor(renderer, 30, 30, 32, 255)
        _ = sdl.pointee.RenderClear(renderer)
        var rect = screenRect
        _ = sdl.pointee.RenderCopyEx(renderer, texture, nil, &rect, 0, nil, SDL_FLIP_NONE)
        _ = sdl.pointee.SetRenderDrawColor(renderer, 120, 120, 128, 150)
        let radius = Double(rect.w) / Double(max(screenSize.width, 1)) * 14
        for point in touchPoints {
            let centre = (
                x: Double(rect.x) + point.x / screenSize.width * Double(rect.w),
                y: Double(rect.y) + point.y / screenSize.height * Double(rect.h)
            )
            // A disc, row by row.
            for row in Int(-radius)...Int(radius) {
                let half = (radius * radius - Double(row * row)).squareRoot()
                var line = SDL_Rect(
                    x: Int32(centre.x - half), y: Int32(centre.y) + Int32(row), w: Int32(2 * half), h: 1)
                _ = sdl.pointee.RenderFillRect(renderer, &line)
            }
        }
        sdl.pointee.RenderPresent(renderer)
    }
}

extension UnsafePointer<CSDLFunctions> {
    /// SDL's last error, as text.
    var errorMessage: String {
        pointee.GetError().map { String(cString: $0) } ?? "no reason given"
    }
}

/// Why the simulator window could not open.
public enum SimulatorError: Error, CustomStringConvertible {
    case sdlUnavailable(String)
    case noDesktop(String)

    public var description: String {
        switch self {
        case .sdlUnavailable(let reason):
            "the simulator window needs SDL2, which could not be loaded (\(reason)); install libsdl2-2.0-0 "
                + "(make deps does), or run offscreen"
        case .noDesktop(let reason):
            "the simulator window could not open (\(reason)); run it on a desktop (X11 or Wayland, with "
                + "DISPLAY or WAYLAND_DISPLAY set), or offscreen"
        }
    }
}
