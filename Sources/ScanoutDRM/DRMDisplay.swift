import CDRM
import Dispatch
import ScanoutBoard
import ScanoutCore
import ScanoutGraphics

#if canImport(Glibc)
import Glibc
#endif

/// Frames on a KMS display: the board's card, connector and mode, two dumb scanout buffers
/// shown in turn with page flips paced by the display's vblank, so frames never tear. Each frame
/// copies only the damaged rectangles (plus what the back buffer missed) from the rendered frame
/// into the back buffer, turned for the board's rotation. A frame that arrives while a flip is
/// pending waits for it, its damage merged with any later one.
///
/// `restore()` puts back what the console showed before; the launcher calls it on every exit.
/// Main actor; the flip events arrive on the main queue.
@MainActor
public final class DRMDisplay: Display {
    /// The panel's size in pixels (the mode).
    public let panelSize: CGSize
    /// The size of the frames the app renders, in pixels: the panel turned by `rotation`.
    public let frameSize: CGSize
    public let rotation: DisplayRotation
    /// "card0 Virtual-1 1280x800@60", for the start-up line.
    public let summary: String
    /// Called once, when the first frame is on the panel (the mode set with it has returned).
    public var firstFrameShown: (@MainActor () -> Void)?
    /// Called when a page flip completes: the application may present the next frame.
    public var frameShownHandler: (@MainActor () -> Void)?
    /// A page flip is waiting for vblank; frames presented meanwhile wait for it.
    public var isPresentingFrame: Bool { flip.isPending }
    /// Draws the pointer's cursor for the cursor plane: `side`×`side` premultiplied ARGB32
    /// pixels, row after row, the hot spot at the top left. Set by the launcher from the
    /// framework's cursor (this module draws nothing itself); nil, or a drawing of the wrong size,
    /// leaves the cursor to the application, which then draws it in the frame.
    public var hardwareCursorPixels: (@MainActor (_ side: Int) -> [UInt32])?

    /// Opens the display the board describes, its card through `access`: directly (root, or the
    /// `video` group) unless a seat manager hands it out.
    public init(board: BoardConfiguration.Display, access: DeviceAccess = DirectDeviceAccess())
        throws(DisplaySetupError)
    {
        let paths = board.card.map { [$0] } ?? DRMCard.cardPaths()
        guard !paths.isEmpty else {
            throw DisplaySetupError(
                "no DRM card in /dev/dri. Load the display driver, or run offscreen with --offscreen.")
        }
        var failures: [String] = []
        var chosen: (DRMCard, DRMCard.Connector, ModeInfo)?
        for path in paths {
            do throws(DisplaySetupError) {
                let card = try DRMCard(path: path, access: access)
                let connectors = try card.connectors()
                let choice = try ModeSelection.choose(
                    from: connectors.map(\.info), connectorName: board.connector,
                    mode: board.mode, card: path)
                guard let connector = connectors.first(where: { $0.info.name == choice.connector.name }) else {
                    failures.append("\(path): connector \(choice.connector.name) went away while it was read.")
                    continue
                }
                chosen = (card, connector, choice.mode)
                break
            } catch {
                failures.append(error.message)
            }
        }
        guard let (card, connector, mode) = chosen else {
            throw DisplaySetupError(failures.joined(separator: " "))
        }
        guard let modeIndex = connector.info.modes.firstIndex(of: mode) else {
            throw DisplaySetupError(
                "\(card.path): connector \(connector.info.name) no longer lists the mode \(mode) "
                    + "chosen from it. Set display.mode in the board file to one it offers, or \"preferred\".")
        }
        // Before anything is allocated: without master every mode set and page flip fails, and
        // the app would run on a screen that never shows it.
        let masterResult = drmSetMaster(card.fd)
        let masterErrno = errno
        try DRMMaster.check(
            result: masterResult, errno: masterErrno, isMaster: drmIsMaster(card.fd) != 0,
            card: card.path)
        self.card = card
        self.connectorID = connector.id
        self.mode = connector.modes[modeIndex]
        self.crtcID = try card.crtc(for: connector)
        self.savedCRTC = drmModeGetCrtc(card.fd, crtcID)
        self.rotation = board.rotation
        self.panelSize = CGSize(width: mode.width, height: mode.height)
        self.frameSize = board.rotation.screenSize(forPanel: panelSize)
        self.buffers = [
            try DRMCard.DumbBuffer(card: card, width: mode.width, height: mode.height),
            try DRMCard.DumbBuffer(card: card, width: mode.width, height: mode.height),
        ]
        self.damage = SwapChainDamage(
            bufferCount: buffers.count, width: frameSize.width.clampedInteger(),
            height: frameSize.height.clampedInteger())
        let cardName = card.path.split(separator: "/").last.map(String.init) ?? card.path
        self.summary = "\(cardName) \(connector.info.name) \(mode)"
        startFlipEvents()
    }

    isolated deinit {
        eventSource?.cancel()
        if let savedCRTC { drmModeFreeCrtc(savedCRTC) }
    }

    public func present(_ frame: FrameBuffer, damage: [PixelRect]) {
        pendingFrame = frame
        pendingDamage += damage
        lastFrame = frame
        guard !flip.isPending, isScreenOn, isActive else { return }
        showPendingFrame()
    }

    /// Another VT takes the screen: stop touching the hardware and give up DRM master, so the
    /// console or another display server can set its own mode.
    public func suspend() {
        guard isActive else { return }
        isActive = false
        hideCursorPlane()
        _ = drmDropMaster(card.fd)
    }

    /// Our VT is back: master again, the mode set again with the whole of the latest frame
    /// (whatever was on screen meanwhile left nothing of ours behind).
    public func resume() {
        guard !isActive else { return }
        isActive = true
        let masterResult = drmSetMaster(card.fd)
        let masterErrno = errno
        do {
            try DRMMaster.check(
                result: masterResult, errno: masterErrno, isMaster: drmIsMaster(card.fd) != 0,
                card: card.path)
        } catch {
            Diagnostics.warn("back on our VT, " + DRMMaster.refusal(errno: masterErrno, card: card.path))
        }
        guard let frame = lastFrame else { return }
        // Both buffers hold stale pixels now: repaint the whole frame into each as it is used.
        damage = SwapChainDamage(
            bufferCount: buffers.count, width: frameSize.width.clampedInteger(),
            height: frameSize.height.clampedInteger())
        pendingFrame = frame
        pendingDamage = [PixelRect(x: 0, y: 0, width: frame.width, height: frame.height)]
        flip = .nothingShown
        if isScreenOn { showPendingFrame() }
        // A flip that was in flight when master went away reports nothing: the next frame may go.
        if !flip.isPending { frameShownHandler?() }
    }

    /// The cursor plane, where the driver has one (and the panel is not rotated: the plane shows
    /// its image as it is). bochs-drm (qemu's `-vga std`) has none: the application draws the
    /// arrow there.
    public func showHardwareCursor(at location: CGPoint?) -> Bool {
        guard rotation == .none, let cursor = cursorImage() else { return false }
        guard let location else {
            hideCursorPlane()
            return true
        }
        if !isCursorShown {
            // The first show is also the probe: a driver without a cursor plane refuses it
            // (ENXIO or EINVAL), and the application draws the arrow from then on.
            guard drmModeSetCursor(card.fd, crtcID, cursor.handle, UInt32(cursor.width), UInt32(cursor.height)) == 0
            else {
                cursorState = .unavailable
                return false
            }
            isCursorShown = true
        }
        _ = drmModeMoveCursor(card.fd, crtcID, Int32(location.x.rounded()), Int32(location.y.rounded()))
        return true
    }

    /// Blanking turns the CRTC off (the panel goes dark; on most panels the backlight with it);
    /// waking sets the mode again with the buffer that was showing, then shows any frame that
    /// came meanwhile.
    public func setScreenOn(_ isOn: Bool) {
        guard isOn != isScreenOn else { return }
        isScreenOn = isOn
        guard isActive else { return }
        if !isOn {
            // A flip still pending completes first (flipCompleted then blanks).
            if !flip.isPending { turnCRTCOff() }
            return
        }
        guard let front = flip.front else { return }
        setMode(showing: buffers[front], failure: "turning the screen on again failed")
        showPendingFrame()
    }

    /// Shows again what the console showed before the app started (its CRTC setting).
    public func restore() {
        guard let saved = savedCRTC?.pointee else { return }
        var connector = connectorID
        var savedMode = saved.mode
        _ = drmModeSetCrtc(card.fd, saved.crtc_id, saved.buffer_id, saved.x, saved.y, &connector, 1, &savedMode)
    }

    // MARK: - Private

    private let card: DRMCard
    private let connectorID: UInt32
    private var mode: drmModeModeInfo
    private let crtcID: UInt32
    private let savedCRTC: drmModeCrtcPtr?
    private let buffers: [DRMCard.DumbBuffer]
    private var damage: SwapChainDamage
    private var flip = FlipState.nothingShown
    private var pendingFrame: FrameBuffer?
    private var pendingDamage: [PixelRect] = []
    private var eventSource: DispatchSourceRead?
    private var isScreenOn = true
    /// False while another VT has the screen (see `suspend()`).
    private var isActive = true
    /// The latest frame presented, for repainting everything after a VT switch.
    private var lastFrame: FrameBuffer?
    private enum CursorState {
        case untried
        case available(DRMCard.DumbBuffer)
        case unavailable
    }
    private var cursorState = CursorState.untried

    /// Which of the two buffers is on the panel, and whether a flip to the other waits for vblank.
    private enum FlipState {
        /// Nothing of ours on the panel (at start, and after a VT switch): the next frame sets the mode.
        case nothingShown
        /// `front` is on the panel.
        case showing(front: Int)
        /// `front` is on the panel; a flip to `target` waits for vblank.
        case flipping(front: Int, target: Int)

        var front: Int? {
            switch self {
            case .nothingShown: nil
            case .showing(let front), .flipping(let front, _): front
            }
        }

        var isPending: Bool {
            if case .flipping = self { return true }
            return false
        }
    }
    private var isCursorShown = false

    /// The cursor image in a 64×64 buffer (the size every KMS driver with a cursor takes), made
    /// on first use; nil once the driver turned out to have no cursor plane.
    private func cursorImage() -> DRMCard.DumbBuffer? {
        switch cursorState {
        case .available(let buffer): return buffer
        case .unavailable: return nil
        case .untried:
            let side = 64
            guard let pixels = hardwareCursorPixels?(side), pixels.count == side * side,
                let buffer = try? DRMCard.DumbBuffer(card: card, width: side, height: side)
            else {
                cursorState = .unavailable
                return nil
            }
            // Safety: the buffer is `side` rows of `stride` >= side * 4 bytes; `pixels` holds side * side
            // 4-byte pixels (checked above), so each row copy stays inside both.
            pixels.withUnsafeBytes { source in
                for y in 0..<side {
                    let row: UnsafeMutableRawPointer = buffer.memory + y * buffer.stride
                    row.copyMemory(from: source.baseAddress! + y * side * 4, byteCount: side * 4)
                }
            }
            cursorState = .available(buffer)
            return buffer
        }
    }

    private func hideCursorPlane() {
        guard isCursorShown else { return }
        _ = drmModeSetCursor(card.fd, crtcID, 0, 0, 0)
        isCursorShown = false
    }

    /// Sets the mode with `buffer` on screen (the first frame, waking, a driver without page
    /// flips); a failure is reported as `failure` and the reason, or not at all when nil.
    @discardableResult
    private func setMode(showing buffer: DRMCard.DumbBuffer, failure: String?) -> Bool {
        var connector = connectorID
        guard drmModeSetCrtc(card.fd, crtcID, buffer.framebufferID, 0, 0, &connector, 1, &mode) == 0 else {
            guard let failure else { return false }
            Diagnostics.warn(
                "\(card.path): \(failure): \(SystemCall.errorText(errno)). "
                    + "Is another program (a display server) the DRM master?")
            return false
        }
        return true
    }

    private func turnCRTCOff() {
        if drmModeSetCrtc(card.fd, crtcID, 0, 0, 0, nil, 0, nil) != 0 {
            Diagnostics.warn("\(card.path): blanking the screen failed: \(SystemCall.errorText(errno))")
        }
    }

    private func showPendingFrame() {
        guard let frame = pendingFrame else { return }
        let frameDamage = pendingDamage
        pendingFrame = nil
        pendingDamage = []
        let back = flip.front.map { 1 - $0 } ?? 0
        let buffer = buffers[back]
        let rects = damage.rectangles(toDraw: back, frameDamage: frameDamage)
        // Safety: the frame is `frameSize` and the buffer the panel (the frame turned by `rotation`),
        // which is what PixelCopy's bounds assume; it clips the rectangles to the frame itself.
        frame.withUnsafeBytes { pixels in
            PixelCopy.copy(
                rects, from: pixels.baseAddress!, sourceStride: frame.bytesPerRow, width: frame.width,
                height: frame.height, to: buffer.memory, destinationStride: buffer.stride, rotation: rotation)
        }
        guard let front = flip.front else {
            // The first frame: set the mode with it.
            setMode(showing: buffer, failure: "setting the mode failed")
            flip = .showing(front: back)
            firstFrameShown?()
            firstFrameShown = nil
            return
        }
        // Safety: unretained, because the display outlives its flips: the event source that delivers
        // them is cancelled in deinit, before the object goes, so no completion sees a freed display.
        let userData = Unmanaged.passUnretained(self).toOpaque()
        if drmModePageFlip(card.fd, crtcID, buffer.framebufferID, UInt32(DRM_MODE_PAGE_FLIP_EVENT), userData) == 0 {
            flip = .flipping(front: front, target: back)
        } else {
            // No flips (some drivers, or we lost master): show it at once.
            // Quietly: this runs for every frame.
            setMode(showing: buffer, failure: nil)
            // A flip still pending (the screen turned on again before it completed) stays pending.
            if case .flipping(_, let target) = flip {
                flip = .flipping(front: back, target: target)
            } else {
                flip = .showing(front: back)
            }
        }
    }

    fileprivate func flipCompleted() {
        // A completion with no flip pending is stale (it was in flight when master went away, and
        // resume() started over): what is on screen stays as the display knows it.
        if case .flipping(_, let target) = flip { flip = .showing(front: target) }
        defer { if !flip.isPending { frameShownHandler?() } }
        guard isActive else { return }
        guard isScreenOn else { return turnCRTCOff() }
        showPendingFrame()
    }

    private func startFlipEvents() {
        let source = DispatchSource.makeReadSource(fileDescriptor: card.fd, queue: .main)
        let fd = card.fd
        source.setEventHandler {
            var context = drmEventContext()
            context.version = 2
            context.page_flip_handler = { _, _, _, _, userData in
                guard let userData else { return }
                MainActor.assumeIsolated {
                    Unmanaged<DRMDisplay>.fromOpaque(userData).takeUnretainedValue().flipCompleted()
                }
            }
            _ = drmHandleEvent(fd, &context)
        }
        source.resume()
        eventSource = source
    }
}
