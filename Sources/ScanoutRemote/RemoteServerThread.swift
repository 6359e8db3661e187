import CVNCServerLoader
import ScanoutCore
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// The one thread that runs libvncserver: it accepts viewers, reads what they send, checks
/// passwords, and encodes and sends each viewer what changed. No other thread touches the
/// server while it runs (the main actor sets it up before `start()` and frees it after `stop()`).
///
/// One thread rather than libvncserver's own thread per viewer: in libvncserver 0.9.14 a
/// viewer's thread frees its client record while other threads walk the client list (marking
/// a frame's rectangles, shutting down) without holding it, and the process can crash when a
/// viewer leaves while a frame is marked or the server stops. On one thread there is no such
/// moment. The cost: viewers are served one after another, so a viewer whose socket stops taking
/// data holds the others back until it is dropped (after `stalledViewerTimeout`) — never the app,
/// which only copies into the stage (`RemoteFrameStage`) and wakes this thread.
final class RemoteServerThread: @unchecked Sendable {
    // Safety (@unchecked Sendable): `screen` and `framebuffer` are used by the thread between
    // `start()` and `stop()`, and by the main actor only before and after (pthread_create and
    // pthread_join order the two); the rest is immutable or synchronized.

    /// How long a viewer may leave a message half sent or its socket full before it is dropped.
    static let stalledViewerTimeout: Int32 = 5_000

    let channel: RemoteViewerChannel
    let stage: RemoteFrameStage
    let passwordGuard: RemotePasswordGuard

    init(
        vnc: CVNCServerFunctions, screen: UnsafeMutablePointer<rfbScreenInfo>, framebuffer: UnsafeMutableRawPointer,
        stage: RemoteFrameStage,
        channel: RemoteViewerChannel, passwordGuard: RemotePasswordGuard
    ) throws(RemoteScreenError) {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else {
            throw RemoteScreenError(
                "the remote screen cannot make its wake-up pipe (\(String(cString: strerror(errno)))); "
                    + "the process is out of descriptors")
        }
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        wakeReader = descriptors[0]
        wakeWriter = descriptors[1]
        self.vnc = vnc
        self.screen = screen
        self.framebuffer = framebuffer
        self.stage = stage
        self.channel = channel
        self.passwordGuard = passwordGuard
    }

    deinit {
        close(wakeReader)
        close(wakeWriter)
    }

    /// Starts the thread. `screen` must be initialized (`rfbInitServer`) with its listening
    /// socket set.
    func start() throws(RemoteScreenError) {
        // The wake-up pipe joins the descriptors libvncserver waits on, so a staged frame ends
        // its wait at once (libvncserver ignores a readable descriptor it does not know).
        screen.pointee.maxClientWait = RemoteServerThread.stalledViewerTimeout
        vnc.MaxClientWait.pointee = RemoteServerThread.stalledViewerTimeout
        for descriptor in [wakeReader, screen.pointee.listenSock]
        where cvncserver_watch_descriptor(screen, descriptor) == 0 {
            throw RemoteScreenError(
                "the remote screen cannot wait on descriptor \(descriptor): libvncserver waits with select(), which "
                    + "stops at \(FD_SETSIZE); start it before the app opens so many files")
        }
        var thread = pthread_t()
        let context = Unmanaged.passRetained(self).toOpaque()
        let result = pthread_create(
            &thread, nil,
            { context in
                let server = Unmanaged<RemoteServerThread>.fromOpaque(context!).takeRetainedValue()
                server.run()
                return nil
            }, context)
        guard result == 0 else {
            Unmanaged<RemoteServerThread>.fromOpaque(context).release()
            throw RemoteScreenError(
                "the remote screen cannot start its thread (\(String(cString: strerror(result)))); "
                    + "the system is out of threads or memory")
        }
        cvncserver_name_thread(thread, "scanout-vnc")
        self.thread = thread
    }

    /// Wakes the thread to send what was staged (any thread).
    func wake() {
        var byte: UInt8 = 1
        // A full pipe already holds a wake-up.
        _ = write(wakeWriter, &byte, 1)
    }

    /// Disconnects every viewer (each one's `clientGoneHook` runs), closes the listening socket,
    /// and waits for the thread to end. Main actor; once.
    func stop() {
        guard let thread else {
            // Never started: no thread to end, only the socket to close.
            vnc.ShutdownServer(screen, 1)
            return
        }
        self.thread = nil
        stopRequested.store(true, ordering: .releasing)
        wake()
        pthread_join(thread, nil)
    }

    /// Checks a viewer's VNC password response (the thread, from libvncserver's handshake),
    /// refusing every response while the guard locks out.
    func checkPassword(
        _ client: UnsafeMutablePointer<rfbClientRec>, response: UnsafePointer<CChar>?, length: Int32
    ) -> Bool {
        guard passwordGuard.mayCheck() else { return false }
        let accepted = vnc.CheckPasswordByList(client, response, length) != 0
        if let lockout = passwordGuard.record(accepted: accepted) {
            Diagnostics.warn(
                "the remote screen was given \(passwordGuard.failureCount) wrong passwords in a row; it refuses "
                    + "every viewer for \(Int(lockout.rounded(.up))) s (each further wrong one doubles that)")
        }
        return accepted
    }

    /// The server thread of the screen `client` belongs to (libvncserver's callbacks).
    static func of(_ client: UnsafeMutablePointer<rfbClientRec>) -> RemoteServerThread? {
        guard let data = client.pointee.screen?.pointee.screenData else { return nil }
        return Unmanaged<RemoteServerThread>.fromOpaque(data).takeUnretainedValue()
    }

    // MARK: - Private

    private let vnc: CVNCServerFunctions
    private let screen: UnsafeMutablePointer<rfbScreenInfo>
    private let framebuffer: UnsafeMutableRawPointer
    private let wakeReader: Int32
    private let wakeWriter: Int32
    private let stopRequested = Atomic<Bool>(false)
    /// Set while the thread runs (main actor).
    private var thread: pthread_t?

    private func run() {
        var sendNow = false
        while !stopRequested.load(ordering: .acquiring) {
            // Waits up to half a second for a viewer's message, a new viewer or a wake-up (not
            // at all when a frame was just marked), handles what came, then sends each viewer
            // that asked what changed.
            _ = vnc.ProcessEvents(screen, sendNow ? 0 : 500_000)
            drainWakeups()
            let changed = stage.take(into: framebuffer)
            for rect in changed {
                vnc.MarkRectAsModified(
                    screen, Int32(rect.x), Int32(rect.y), Int32(rect.maxX), Int32(rect.maxY))
            }
            sendNow = !changed.isEmpty
        }
        // Every viewer disconnected here, on this thread: their hooks post that they left.
        vnc.ShutdownServer(screen, 1)
    }

    private func drainWakeups() {
        var bytes = (UInt64(0), UInt64(0), UInt64(0), UInt64(0))
        while withUnsafeMutableBytes(of: &bytes, { read(wakeReader, $0.baseAddress, $0.count) }) > 0 {}
    }
}
