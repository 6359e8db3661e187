import CVNCServerLoader
import ScanoutCore
import ScanoutGraphics

#if canImport(Glibc)
import Glibc
#endif

/// A VNC server (libvncserver) inside the app: viewers see the frames the display is given and
/// drive the app with their pointer (one finger) and keys (presses), through the same event
/// queue as the device's own input. Off unless the board file or `SCANOUT_VNC` turns it on
/// (docs/REMOTE.md).
///
/// The main thread only copies: `RemoteScreenDisplay` hands each presented frame's damaged
/// rectangles to `copy(_:damage:)`, which copies them into a stage (`RemoteFrameStage`, and only
/// while a viewer is connected) and wakes the server's thread. That thread (`RemoteServerThread`)
/// runs all of libvncserver: it moves the staged rectangles into the framebuffer the encoders
/// read, and encodes and sends them. So a viewer always sees whole frames, and a slow or stalled
/// viewer falls behind — it gets fewer, later frames — while the panel keeps its pace.
///
/// The listening socket is Scanout's own (an IPv4 or IPv6 address and port, or a Unix socket
/// made 0600); the server accepts on it, so no other port is ever opened. Wrong passwords are
/// limited (`RemotePasswordGuard`).
///
/// libvncserver is loaded (dlopen) when the first remote screen starts, never linked: the dozen
/// libraries it brings (GnuTLS, libgcrypt, libjpeg, LZO, SASL…) would otherwise be mapped and
/// relocated at every start, remote screen or not. Without it the remote screen does not start
/// and says which package to install; the app runs on. Main actor.
@MainActor
public final class RemoteScreen {
    /// Where viewers connect: `127.0.0.1:5900`, `[::1]:5900`, or the socket's path.
    public let endpoint: String
    /// The TCP port listened on (the one chosen when the configuration asked for port 0); nil on
    /// a Unix socket.
    public let port: Int?
    /// The framebuffer's size in pixels (the screen's).
    public let pixelWidth: Int
    public let pixelHeight: Int
    /// The viewers' pointer and keys, as input for the application's queue.
    public let inputSource: RemoteInputSource

    /// Viewers connected now (including one still giving its password).
    public var viewerCount: Int { channel.viewerCount }
    /// Whether `stop()` ran.
    public private(set) var isStopped = false

    /// The shared library the remote screen loads (Debian's package libvncserver1).
    public static let libraryName = "libvncserver.so.1"

    /// Starts listening. `pixelWidth` × `pixelHeight` is the frame's size, `scale` the screen's
    /// pixels per point (pointer positions arrive in pixels, touches go out in points). Throws,
    /// naming the reason and the fix, when the configuration is not safe, libvncserver
    /// (`library`) cannot be loaded or the socket cannot be opened.
    public init(
        configuration: RemoteScreenConfiguration, pixelWidth: Int, pixelHeight: Int, scale: CGFloat,
        library: String = RemoteScreen.libraryName
    ) throws(RemoteScreenError) {
        try configuration.validate()
        guard (1...16384).contains(pixelWidth), (1...16384).contains(pixelHeight) else {
            throw RemoteScreenError("a \(pixelWidth)×\(pixelHeight) frame cannot be served; the screen has no pixels")
        }
        let vnc = try RemoteScreen.load(library)
        let listener = try RemoteListener(configuration.listener)
        // libvncserver logs every connection and encoder detail to standard error; Scanout says
        // what matters itself.
        vnc.LogEnable(0)
        guard let screen = vnc.GetScreen(nil, nil, Int32(pixelWidth), Int32(pixelHeight), 8, 3, 4),
            let pixels = calloc(pixelWidth * pixelHeight, 4),
            let stage = RemoteFrameStage(width: pixelWidth, height: pixelHeight)
        else {
            listener.close()
            throw RemoteScreenError("libvncserver could not make a \(pixelWidth)×\(pixelHeight) screen (out of memory)")
        }
        let server: RemoteServerThread
        do {
            server = try RemoteServerThread(
                vnc: vnc, screen: screen, framebuffer: pixels, stage: stage, channel: channel,
                passwordGuard: RemotePasswordGuard(
                    limit: configuration.failedPasswordLimit, lockout: configuration.failedPasswordLockout))
        } catch {
            listener.close()
            vnc.ScreenCleanup(screen)
            free(pixels)
            throw error
        }
        self.vnc = vnc
        self.screen = screen
        self.pixels = pixels
        self.server = server
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.listener = listener
        self.endpoint = listener.endpoint
        self.port = listener.port
        inputSource = RemoteInputSource(channel: channel, pixelSize: (pixelWidth, pixelHeight), scale: scale)
        configure(screen, password: configuration.password)
        vnc.InitServer(screen)
        // Scanout's socket, accepted on by the server's thread.
        screen.pointee.listenSock = listener.descriptor
        inputSource.remoteScreen = self
        // Woken from the server's thread once per batch of messages.
        channel.setWake { [weak inputSource] in
            Task { @MainActor in inputSource?.deliverPendingInput() }
        }
        do {
            try server.start()
        } catch {
            stop()
            throw error
        }
    }

    isolated deinit {
        stop()
    }

    /// Disconnects every viewer, waits for the server's thread, closes the socket (removing a
    /// Unix socket's file) and frees the framebuffer. Idempotent.
    public func stop() {
        guard !isStopped else { return }
        isStopped = true
        inputSource.stop()
        lastFrame = nil
        channel.setWake(nil)
        // Ends the thread, which disconnects every viewer first: nothing of libvncserver's
        // runs after this.
        server.stop()
        listener.removeFile()
        if let passwords = screen.pointee.authPasswdData?.assumingMemoryBound(to: UnsafeMutablePointer<CChar>?.self) {
            var index = 0
            while let password = passwords[index] {
                memset(password, 0, strlen(password))
                free(password)
                index += 1
            }
            free(passwords)
        }
        screen.pointee.authPasswdData = nil
        screen.pointee.frameBuffer = nil
        vnc.ScreenCleanup(screen)
        free(pixels)
        Unmanaged.passUnretained(server).release()
    }

    /// A viewer connected: it gets the whole of the latest frame.
    func viewerDidConnect() {
        guard let lastFrame else { return }
        copy(lastFrame, damage: [PixelRect(x: 0, y: 0, width: lastFrame.width, height: lastFrame.height)])
    }

    /// The frame last presented, for a viewer that connects later.
    var lastFrame: FrameBuffer?

    /// Copies `damage` from `frame` for the viewers and wakes the server's thread: the main
    /// thread's whole share of a frame. Nothing is copied while no viewer is connected (one that
    /// connects gets the whole frame, see `viewerDidConnect`).
    func copy(_ frame: FrameBuffer, damage: [PixelRect]) {
        guard !isStopped else { return }
        lastFrame = frame
        guard channel.viewerCount > 0 else { return }
        if server.stage.stage(frame, damage: damage) {
            server.wake()
        }
    }

    /// Messages the server has received from viewers so far (tests wait on it: a viewer's
    /// messages arrive in the order it sent them, but two viewers' in any order).
    var receivedMessageCount: Int { channel.postedCount }

    /// Messages dropped because a viewer sent faster than the main loop read (hostile or stuck).
    public var droppedMessageCount: Int { channel.droppedCount }

    // MARK: - Private

    /// libvncserver's functions, looked up when the screen started.
    private let vnc: CVNCServerFunctions
    private let screen: UnsafeMutablePointer<rfbScreenInfo>
    /// The framebuffer the encoders read (the server's thread writes it, from the stage).
    private let pixels: UnsafeMutableRawPointer
    /// Retained once more for libvncserver's callbacks (`screenData`), released in `stop()`.
    private let server: RemoteServerThread
    private let listener: RemoteListener
    private let channel = RemoteViewerChannel()

    private func configure(_ screen: UnsafeMutablePointer<rfbScreenInfo>, password: String?) {
        screen.pointee.frameBuffer = pixels.assumingMemoryBound(to: CChar.self)
        // The frame's memory order, B G R A (cairo's ARGB32 on a little-endian machine): rows
        // copy as they are, and libvncserver converts for each viewer's format.
        screen.pointee.serverFormat.redShift = 16
        screen.pointee.serverFormat.greenShift = 8
        screen.pointee.serverFormat.blueShift = 0
        screen.pointee.desktopName = RemoteScreen.desktopName
        // Scanout's own listening socket only: no port of libvncserver's, no HTTP.
        screen.pointee.port = 0
        screen.pointee.ipv6port = 0
        screen.pointee.httpPort = 0
        screen.pointee.http6Port = 0
        screen.pointee.autoPort = 0
        // A second viewer joins the first (a colleague watching) instead of taking its place.
        screen.pointee.alwaysShared = 1
        // No cursor drawn into the framebuffer: viewers see the pixels the panel shows.
        screen.pointee.cursor = nil
        // Each change is sent as soon as a viewer asks (libvncserver would wait 5 ms for more).
        screen.pointee.deferUpdateTime = 0
        screen.pointee.screenData = Unmanaged.passRetained(server).toOpaque()
        if let password {
            let list = malloc(2 * MemoryLayout<UnsafeMutablePointer<CChar>?>.stride)!
                .bindMemory(to: UnsafeMutablePointer<CChar>?.self, capacity: 2)
            list[0] = strdup(password)
            list[1] = nil
            screen.pointee.authPasswdData = UnsafeMutableRawPointer(list)
            screen.pointee.passwordCheck = { client, response, length in
                guard let client, let server = RemoteServerThread.of(client) else { return 0 }
                return server.checkPassword(client, response: response, length: length) ? 1 : 0
            }
        }
        screen.pointee.newClientHook = { client in
            guard let client else { return RFB_CLIENT_REFUSE }
            client.pointee.clientGoneHook = { client in
                guard let client else { return }
                RemoteServerThread.of(client)?.channel.post(.viewerGone(UInt(bitPattern: client)))
            }
            RemoteServerThread.of(client)?.channel.post(.viewerConnected(UInt(bitPattern: client)))
            return RFB_CLIENT_ACCEPT
        }
        screen.pointee.ptrAddEvent = { buttons, x, y, client in
            guard let client else { return }
            RemoteServerThread.of(client)?.channel.post(
                .pointer(buttons: buttons, x: x, y: y, viewer: UInt(bitPattern: client)))
        }
        screen.pointee.kbdAddEvent = { isDown, keysym, client in
            guard let client else { return }
            RemoteServerThread.of(client)?.channel.post(
                .key(isDown: isDown != 0, keysym: UInt32(truncatingIfNeeded: keysym), viewer: UInt(bitPattern: client)))
        }
    }

    /// The name viewers show in their title bar.
    private static let desktopName: UnsafePointer<CChar> = UnsafePointer(strdup("Scanout")!)

    /// libvncserver's functions from `library`, or the error naming the library, the reason and
    /// the fix. The library is opened on every start (a reference count once it is loaded), so a
    /// name that does not load fails even after another name did.
    private static func load(_ library: String) throws(RemoteScreenError) -> CVNCServerFunctions {
        var error: UnsafePointer<CChar>?
        guard let functions = cvncserver_load(library, &error) else {
            let reason = error.map { String(cString: $0) } ?? "unknown error"
            throw RemoteScreenError(
                "libvncserver (\(library)) cannot be loaded (\(reason)); install the Debian package libvncserver1 "
                    + "(apt-get install libvncserver1), or add the library to the board image "
                    + "(build-demo-image.sh --add-bin /usr/lib/x86_64-linux-gnu/\(RemoteScreen.libraryName))")
        }
        return functions.pointee
    }
}
