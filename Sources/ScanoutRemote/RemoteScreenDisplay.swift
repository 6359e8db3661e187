import ScanoutCore
import ScanoutGraphics

/// The device's display with the remote screen watching: every call goes to `display` (the
/// panel, offscreen memory, the simulator window) unchanged, and each presented frame's damaged
/// rectangles — the same ones the panel gets — are copied for the viewers too. Pacing is the
/// panel's: the remote screen never holds a frame back. Main actor.
@MainActor
public final class RemoteScreenDisplay: Display {
    /// The display the frames are for.
    public let display: Display
    /// The server the copies go to.
    public let remoteScreen: RemoteScreen

    public init(showing display: Display, to remoteScreen: RemoteScreen) {
        self.display = display
        self.remoteScreen = remoteScreen
    }

    public func present(_ frame: FrameBuffer, damage: [PixelRect]) {
        display.present(frame, damage: damage)
        remoteScreen.copy(frame, damage: damage)
    }

    public func setScreenOn(_ isOn: Bool) {
        display.setScreenOn(isOn)
    }

    public func showHardwareCursor(at location: CGPoint?) -> Bool {
        display.showHardwareCursor(at: location)
    }

    public var isPresentingFrame: Bool { display.isPresentingFrame }

    public var frameShownHandler: (@MainActor () -> Void)? {
        get { display.frameShownHandler }
        set { display.frameShownHandler = newValue }
    }
}
