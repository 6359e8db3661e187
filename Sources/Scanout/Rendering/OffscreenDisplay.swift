import FoundationEssentials

/// A display that keeps frames in memory: for apps run without a screen (CI, a laptop, a board
/// whose panel is not connected) and for looking at what they drew.
///
/// Every presented frame is counted and kept; `saveScreenshot(named:)` writes the latest as a PNG
/// into `screenshotDirectory`. Main actor.
@preconcurrency @MainActor
public final class OffscreenDisplay: Display {
    /// Where screenshots go, as an absolute path; created on first use.
    public let screenshotDirectory: String?
    /// Frames presented so far.
    public private(set) var frameCount = 0
    /// The pixel rectangles the last frame changed.
    public private(set) var lastDamage: [PixelRect] = []
    /// False while the idle timeout has the screen blanked.
    public private(set) var isScreenOn = true
    /// Called with each frame as it is presented and the pixel rectangles it changed (a test
    /// host counts frames and their damage with it).
    public var presentationObserver: (@MainActor (FrameBuffer, [PixelRect]) -> Void)?
    private var latestFrame: FrameBuffer?

    /// A display that writes screenshots into `screenshotDirectory` (relative paths are taken from
    /// the current directory).
    public init(screenshotDirectory: String? = nil) {
        if let directory = screenshotDirectory, !directory.hasPrefix("/") {
            self.screenshotDirectory = FileManager.default.currentDirectoryPath + "/" + directory
        } else {
            self.screenshotDirectory = screenshotDirectory
        }
    }

    public func present(_ frame: FrameBuffer, damage: [PixelRect]) {
        frameCount += 1
        lastDamage = damage
        latestFrame = frame
        presentationObserver?(frame, damage)
    }

    public func setScreenOn(_ isOn: Bool) {
        isScreenOn = isOn
    }

    /// A copy of the latest frame, or nil before the first.
    public var latestImage: CGImage? {
        latestFrame?.snapshot()
    }

    /// Writes the latest frame to `<screenshotDirectory>/<name>.png` and returns the path. The
    /// PNG is encoded from the frame itself, without a copy of it.
    @discardableResult
    public func saveScreenshot(named name: String) throws -> String {
        guard let screenshotDirectory else { throw OffscreenDisplayError.noScreenshotDirectory }
        guard let frame = latestFrame else { throw OffscreenDisplayError.nothingPresented }
        do {
            try FileManager.default.createDirectory(atPath: screenshotDirectory, withIntermediateDirectories: true)
            let path = "\(screenshotDirectory)/\(name).png"
            try frame.pngData().write(to: URL(fileURLWithPath: path))
            return path
        } catch {
            throw OffscreenDisplayError.cannotWrite(directory: screenshotDirectory, reason: "\(error)")
        }
    }
}

/// Why a screenshot could not be written.
public enum OffscreenDisplayError: Error, CustomStringConvertible {
    /// The display was created without a screenshot directory.
    case noScreenshotDirectory
    /// No frame has been presented yet.
    case nothingPresented
    /// The directory could not be created or the file written.
    case cannotWrite(directory: String, reason: String)

    public var description: String {
        switch self {
        case .noScreenshotDirectory:
            "No screenshot directory: pass --screenshot DIR or set SCANOUT_SCREENSHOT_DIR."
        case .nothingPresented:
            "No frame has been presented yet: screenshots can be taken after the first frame."
        case .cannotWrite(let directory, let reason):
            "Cannot write a screenshot into \(directory): \(reason). Check that the directory is writable."
        }
    }
}
