import Dispatch
import FoundationEssentials
import ScanoutCore
import ScanoutInspectorWire
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The inspector's socket: a Unix-domain socket, owner-only (mode 0600, in a directory only its
/// user can write), never a network one. A listener thread of its own accepts clients and serves
/// each on a worker thread (up to `maximumClients` at once; one more is told to try again): it
/// reads the client's one request line (at most `InspectorProtocol.maximumRequestBytes`), hands
/// the request to the main loop — a block on the main queue, the loop's own wake-up, as the
/// signal and display sources use — where `answer` computes the reply, and writes the reply back
/// from the worker. So the main loop never waits for a client, and a slow or silent client costs
/// its own worker its timeout (`clientTimeout`), not the other clients a wait nor the app a frame.
/// Requests are answered one at a time, in the order they reach the main loop.
///
/// Only clients of the app's own user (or root) are answered (`SO_PEERCRED`), although the
/// socket's mode already keeps others out.
public final class InspectorServer: Sendable {
    /// Where the socket is.
    public let path: String
    /// Seconds a client has to send its request and to take the reply.
    public static let clientTimeout = 2
    /// Seconds the listener waits for the main loop's answer before telling the client the app
    /// is busy.
    public static let answerTimeout: Double = 10
    /// Clients served at once; another one is answered "busy" at once and closed.
    public static let maximumClients = 8

    private let listener: Int32
    private let timeout: Int
    private let answer: @MainActor @Sendable (InspectorRequest) -> InspectorReply
    private let isStopped = Atomic<Bool>(false)
    /// Connections served, for tests and the log.
    private let servedCount = Atomic<Int>(0)
    /// Clients being served now.
    private let clientsInFlight = Atomic<Int>(0)
    private let workers = DispatchQueue(label: "scanout.inspector.clients", attributes: .concurrent)

    /// Binds the socket at `path` (after `InspectorSocket.checkDirectory`), replacing a stale
    /// socket left by an earlier run but never a live one or a file that is not a socket. The
    /// listener starts with `start()`. `clientTimeout` is the seconds a client has to send its
    /// request and to take the reply.
    public init(
        path: String, clientTimeout: Int = InspectorServer.clientTimeout,
        answer: @escaping @MainActor @Sendable (InspectorRequest) -> InspectorReply
    ) throws(InspectorSocketError) {
        try InspectorSocket.checkDirectory(of: path)
        guard var address = InspectorSocket.address(of: path) else { throw .pathTooLong(path) }
        var status = stat()
        if lstat(path, &status) == 0 {
            guard (status.st_mode & S_IFMT) == S_IFSOCK else { throw .notASocket(path) }
            if let live = try? InspectorSocket.connect(to: path) {
                close(live)
                throw .inUse(path)
            }
            unlink(path)
        }
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw .listenFailed(path, SystemCall.describe(errno: errno)) }
        // Created owner-only, so there is no moment when another user could connect.
        let previousMask = umask(0o177)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        let bindError = errno
        umask(previousMask)
        guard bound == 0, chmod(path, 0o600) == 0, listen(fd, 16) == 0 else {
            let code = bound == 0 ? errno : bindError
            close(fd)
            throw .listenFailed(path, SystemCall.describe(errno: code))
        }
        self.path = path
        self.listener = fd
        self.answer = answer
        self.timeout = max(1, clientTimeout)
    }

    /// Starts the listener thread.
    public func start() {
        DispatchQueue(label: "scanout.inspector.listener").async { [self] in acceptLoop() }
    }

    /// Stops listening and removes the socket. A request being answered is finished.
    public func stop() {
        guard !isStopped.exchange(true, ordering: .sequentiallyConsistent) else { return }
        // Wakes the listener's accept, which then sees `isStopped`.
        shutdown(listener, Int32(SHUT_RDWR))
        unlink(path)
    }

    /// Connections the listener has finished with.
    public var connectionsServed: Int { servedCount.load(ordering: .sequentiallyConsistent) }

    deinit {
        stop()
        close(listener)
    }

    // MARK: - Private

    private func acceptLoop() {
        while !isStopped.load(ordering: .sequentiallyConsistent) {
            let client = accept(listener, nil, nil)
            guard client >= 0 else {
                if isStopped.load(ordering: .sequentiallyConsistent) { return }
                // Out of descriptors (EMFILE) or a client gone before it was accepted: wait a
                // little rather than spin.
                if errno != EINTR, errno != ECONNABORTED { usleep(50_000) }
                continue
            }
            // Not inherited by a program the app starts.
            _ = fcntl(client, F_SETFD, FD_CLOEXEC)
            guard clientsInFlight.add(1, ordering: .sequentiallyConsistent).newValue <= Self.maximumClients else {
                clientsInFlight.subtract(1, ordering: .sequentiallyConsistent)
                InspectorSocket.setTimeouts(client, seconds: timeout)
                InspectorSocket.writeAll(
                    InspectorReply.failure(
                        "the inspector is serving \(Self.maximumClients) clients already; try again when one is done"
                    ).encodedLine(), to: client)
                close(client)
                servedCount.add(1, ordering: .sequentiallyConsistent)
                continue
            }
            workers.async { [self] in
                serve(client)
                close(client)
                clientsInFlight.subtract(1, ordering: .sequentiallyConsistent)
                servedCount.add(1, ordering: .sequentiallyConsistent)
            }
        }
    }

    private func serve(_ client: Int32) {
        guard Self.peerIsTrusted(client) else {
            InspectorSocket.writeAll(
                InspectorReply.failure("this socket answers its own user only").encodedLine(), to: client)
            return
        }
        InspectorSocket.setTimeouts(client, seconds: timeout)
        let reply: InspectorReply
        switch InspectorSocket.readLine(from: client, limit: InspectorProtocol.maximumRequestBytes) {
        case .line(let bytes):
            do {
                let request = try InspectorRequest.parse(String(decoding: bytes, as: UTF8.self))
                reply = answerOnMainLoop(request)
            } catch {
                reply = .failure(error.description)
            }
        case .tooLarge:
            reply = .failure(InspectorRequestError.tooLarge.description)
        case .closed, .timedOut, .failed:
            return
        }
        InspectorSocket.writeAll(reply.encodedLine(), to: client)
    }

    /// The reply `answer` gives on the main loop, waited for here (never there).
    private func answerOnMainLoop(_ request: InspectorRequest) -> InspectorReply {
        let slot = ReplySlot()
        let answer = self.answer
        DispatchQueue.main.async {
            MainActor.assumeIsolated { slot.fill(answer(request)) }
        }
        return slot.wait(seconds: Self.answerTimeout)
            ?? .failure(
                "the app did not answer within \(Int(Self.answerTimeout)) s: its main loop is busy or stopped")
    }

    /// Whether the peer runs as this app's user, or as root.
    private static func peerIsTrusted(_ fd: Int32) -> Bool {
        var credentials = PeerCredentials()
        var length = socklen_t(MemoryLayout<PeerCredentials>.size)
        guard getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &credentials, &length) == 0 else { return false }
        return credentials.uid == geteuid() || credentials.uid == 0
    }
}

/// A reply handed from the main loop to the listener thread.
private final class ReplySlot: Sendable {
    private let reply = Mutex<InspectorReply?>(nil)
    private let filled = DispatchSemaphore(value: 0)

    func fill(_ value: InspectorReply) {
        reply.withLock { $0 = value }
        filled.signal()
    }

    func wait(seconds: Double) -> InspectorReply? {
        guard filled.wait(timeout: .now() + seconds) == .success else { return nil }
        return reply.withLock { $0 }
    }
}

/// Linux's `struct ucred` (which Glibc's module shows only under _GNU_SOURCE): what
/// `SO_PEERCRED` fills in.
private struct PeerCredentials {
    var pid: Int32 = 0
    var uid: UInt32 = 0
    var gid: UInt32 = 0
}
