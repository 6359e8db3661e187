import FoundationEssentials
import ScanoutCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The Unix-domain socket calls the inspector's server and client share: the path's checks,
/// connecting, and reading and writing whole messages with limits. No network: `AF_UNIX` only.
public enum InspectorSocket {
    /// The socket path `setting` names (`SCANOUT_INSPECT`): the setting itself, or
    /// `<setting>/scanout.sock` when it names a directory (an existing one, or one ending in "/").
    public static func socketPath(for setting: String) -> String {
        var status = stat()
        let isDirectory =
            setting.hasSuffix("/") || (stat(setting, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR)
        guard isDirectory else { return setting }
        return (setting.hasSuffix("/") ? setting : setting + "/") + InspectorProtocol.socketName
    }

    /// Refuses a directory others could use to swap the socket for their own: it must be a
    /// directory (not a link to one) owned by this user, and neither group- nor world-writable.
    /// A missing directory is made, owner-only (0700), when its parent exists.
    public static func checkDirectory(of socketPath: String) throws(InspectorSocketError) {
        let directory = Self.directory(of: socketPath)
        var status = stat()
        if lstat(directory, &status) != 0 {
            guard errno == ENOENT, mkdir(directory, 0o700) == 0, lstat(directory, &status) == 0 else {
                throw .unusableDirectory(directory, SystemCall.describe(errno: errno), fix: "make it with mode 0700")
            }
        }
        guard (status.st_mode & S_IFMT) == S_IFDIR else {
            throw .unusableDirectory(
                directory, "it is not a directory (a symbolic link?)", fix: "name a real directory")
        }
        guard status.st_uid == geteuid() else {
            throw .unusableDirectory(
                directory, "it belongs to user \(status.st_uid), not to this app's user \(geteuid())",
                fix: "use a directory of this user's, such as $XDG_RUNTIME_DIR")
        }
        guard status.st_mode & 0o022 == 0 else {
            throw .unusableDirectory(
                directory,
                "it is writable by \(status.st_mode & 0o002 != 0 ? "everyone" : "its group") (mode "
                    + String(status.st_mode & 0o777, radix: 8) + "), so another user could replace the socket",
                fix: "chmod 700 it, or use $XDG_RUNTIME_DIR")
        }
    }

    /// A socket connected to `path`, or the reason there is none.
    public static func connect(to path: String) throws(InspectorSocketError) -> Int32 {
        guard var address = address(of: path) else { throw .pathTooLong(path) }
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw .connectFailed(path, SystemCall.describe(errno: errno)) }
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                SystemCall.retryingInterrupts { Glibc.connect(fd, pointer, socklen_t(MemoryLayout<sockaddr_un>.size)) }
            }
        }
        guard result == 0 else {
            let code = errno
            close(fd)
            throw .connectFailed(path, SystemCall.describe(errno: code))
        }
        return fd
    }

    /// `path` as a socket address; nil when it is longer than one can hold (107 bytes).
    public static func address(of path: String) -> sockaddr_un? {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard !bytes.isEmpty, bytes.count < capacity, !bytes.contains(0) else { return nil }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in bytes.enumerated() { buffer[index] = byte }
        }
        return address
    }

    /// Reads up to a newline (returned without it) or the end of input, at most `limit` bytes.
    public static func readLine(from fd: Int32, limit: Int) -> ReadResult {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = SystemCall.retryingInterrupts { read(fd, &chunk, chunk.count) }
            if count < 0 { return errno == EAGAIN || errno == EWOULDBLOCK ? .timedOut : .failed(errno) }
            if count == 0 { return bytes.isEmpty ? .closed : .line(bytes) }
            if let newline = chunk[..<count].firstIndex(of: 0x0A) {
                bytes += chunk[..<newline]
                return bytes.count > limit ? .tooLarge : .line(bytes)
            }
            bytes += chunk[..<count]
            if bytes.count > limit { return .tooLarge }
        }
    }

    /// What `readLine` read.
    public enum ReadResult: Equatable {
        case line([UInt8])
        /// The other end closed before sending anything.
        case closed
        case tooLarge
        /// Nothing arrived within the socket's receive timeout.
        case timedOut
        case failed(Int32)
    }

    /// Writes all of `bytes`; false when the other end went away or stopped reading (the send
    /// timeout passed). Never raises SIGPIPE.
    @discardableResult
    public static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                SystemCall.retryingInterrupts {
                    send(fd, buffer.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
                }
            }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }

    /// Gives up on a peer that sends or reads nothing for `seconds`.
    public static func setTimeouts(_ fd: Int32, seconds: Int) {
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}

/// A socket the inspector cannot use: which, why, and what to do.
public enum InspectorSocketError: Error, Equatable, CustomStringConvertible {
    case unusableDirectory(String, String, fix: String)
    case pathTooLong(String)
    case notASocket(String)
    case inUse(String)
    case connectFailed(String, String)
    case listenFailed(String, String)

    public var description: String {
        switch self {
        case .unusableDirectory(let directory, let reason, let fix):
            "the socket's directory \(directory) cannot be used: \(reason). Fix: \(fix)."
        case .pathTooLong(let path):
            "the socket path \(path) is empty or longer than a Unix socket address holds (107 bytes). "
                + "Use a shorter one, such as $XDG_RUNTIME_DIR/scanout.sock."
        case .notASocket(let path):
            "\(path) exists and is not a socket; it is left alone. Remove it or choose another path."
        case .inUse(let path):
            "another app is already listening on \(path). Stop it or choose another path."
        case .connectFailed(let path, let reason):
            "cannot connect to \(path): \(reason). Is the app running with SCANOUT_INSPECT=\(path)?"
        case .listenFailed(let path, let reason): "cannot listen on \(path): \(reason)."
        }
    }
}
