import ScanoutCore

#if canImport(Glibc)
import Glibc
#endif

/// Where the remote screen listens and how a viewer proves it may connect: the board file's
/// `remote.vnc` section, or `SCANOUT_VNC` (see docs/REMOTE.md).
///
/// The remote screen shows everything on the panel and takes input as a finger would, so the
/// defaults are the narrow ones: TCP on loopback only (a viewer reaches it through an SSH tunnel),
/// and never a TCP listener without a password. A Unix socket is guarded by its file permissions
/// (0600: the app's user only), so it may go without one.
public struct RemoteScreenConfiguration: Equatable, Sendable {
    /// Where viewers connect.
    public enum Listener: Equatable, Sendable, CustomStringConvertible {
        /// A TCP port on one IPv4 or IPv6 address (`127.0.0.1` unless the board says otherwise);
        /// port 0 takes a free one (tests).
        case tcp(address: String, port: Int)
        /// A Unix socket at this path, made readable and writable by the app's user only.
        case unixSocket(path: String)

        public var description: String {
            switch self {
            case .tcp(let address, let port): "\(RemoteScreenConfiguration.hostPart(address)):\(port)"
            case .unixSocket(let path): path
            }
        }
    }

    /// The loopback address: only this machine (an SSH tunnel) can reach the port.
    public static let loopbackAddress = "127.0.0.1"
    /// VNC's usual first port.
    public static let defaultPort = 5900
    /// VNC authentication (DES, the RFB protocol's own) uses the first 8 characters only.
    public static let significantPasswordLength = 8

    public var listener: Listener
    /// The password a viewer must give (VNC authentication); nil: none, allowed on a Unix socket
    /// only.
    public var password: String?

    /// Wrong passwords in a row after which no password is checked for a while (every viewer
    /// refused, the right password too): VNC passwords are short enough to be guessed by a
    /// program that may try as fast as the server answers.
    public var failedPasswordLimit = 5
    /// Seconds no password is checked after `failedPasswordLimit` wrong ones; each further wrong
    /// one doubles it, up to an hour; a right one ends the count.
    public var failedPasswordLockout = 30.0

    public init(
        listener: Listener = .tcp(address: loopbackAddress, port: defaultPort), password: String? = nil,
        failedPasswordLimit: Int = 5, failedPasswordLockout: Double = 30
    ) {
        self.listener = listener
        self.password = password
        self.failedPasswordLimit = failedPasswordLimit
        self.failedPasswordLockout = failedPasswordLockout
    }

    /// The address family of a listener's address: `AF_INET` or `AF_INET6`; nil when it is
    /// neither.
    public static func addressFamily(of address: String) -> Int32? {
        var storage = in6_addr()
        if inet_pton(AF_INET, address, &storage) == 1 { return AF_INET }
        if inet_pton(AF_INET6, address, &storage) == 1 { return AF_INET6 }
        return nil
    }

    /// `address` as it goes before `:port`: an IPv6 address in brackets.
    static func hostPart(_ address: String) -> String {
        address.contains(":") ? "[\(address)]" : address
    }

    /// Reads a password file: its first line, without the line break. The file must be readable
    /// by its owner only (mode 0600 or 0400): a password others can read protects nothing.
    /// Errors name the file, the reason and the fix.
    public static func password(fromFile path: String) throws(RemoteScreenError) -> String {
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw RemoteScreenError(
                "the password file \(path) cannot be read (\(String(cString: strerror(errno)))); "
                    + "write the password on its first line and make it readable by the app's user only "
                    + "(chmod 600 \(path))")
        }
        guard status.st_mode & 0o077 == 0 else {
            throw RemoteScreenError(
                "the password file \(path) can be read by other users (mode "
                    + String(status.st_mode & 0o777, radix: 8) + "); run chmod 600 \(path)")
        }
        guard let file = fopen(path, "r") else {
            throw RemoteScreenError(
                "the password file \(path) cannot be opened (\(String(cString: strerror(errno)))); "
                    + "make it readable by the app's user")
        }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        while bytes.count < 4096 {
            let byte = fgetc(file)
            if byte == EOF || byte == 0x0A { break }
            bytes.append(UInt8(truncatingIfNeeded: byte))
        }
        if bytes.last == 0x0D { bytes.removeLast() }
        let password = String(decoding: bytes, as: UTF8.self)
        guard !password.isEmpty else {
            throw RemoteScreenError("the password file \(path) has no password on its first line; write one there")
        }
        return password
    }

    /// Checks what a listener needs before it opens: a password for TCP, an IP address, a port
    /// in range, a socket path that fits, a password limit that limits.
    public func validate() throws(RemoteScreenError) {
        guard failedPasswordLimit >= 1 else {
            throw RemoteScreenError(
                "the remote screen's failedPasswordLimit is \(failedPasswordLimit); give 1 or more wrong passwords "
                    + "before the lockout (5 is the default)")
        }
        guard failedPasswordLockout.isFinite, failedPasswordLockout >= 0 else {
            throw RemoteScreenError(
                "the remote screen's failedPasswordLockout is \(failedPasswordLockout); give the seconds no password "
                    + "is checked after too many wrong ones (30 is the default)")
        }
        if let password, password.isEmpty {
            throw RemoteScreenError("the remote screen's password is empty; give one, or leave the remote screen off")
        }
        switch listener {
        case .tcp(let address, let port):
            guard password != nil else {
                throw RemoteScreenError(
                    "the remote screen would listen on \(address):\(port) without a password, and anyone who "
                        + "reaches the port would see and drive the screen; give a password file "
                        + "(remote.vnc.passwordFile, or SCANOUT_VNC_PASSWORD_FILE) or listen on a Unix socket "
                        + "(remote.vnc.unixSocket)")
            }
            guard RemoteScreenConfiguration.addressFamily(of: address) != nil else {
                throw RemoteScreenError(
                    "\"\(address)\" is not an IPv4 or IPv6 address; use \(RemoteScreenConfiguration.loopbackAddress) "
                        + "(this machine only, the default), ::1, or the address of one interface")
            }
            guard (0...65535).contains(port) else {
                throw RemoteScreenError("port \(port) is out of range; use a port from 1 to 65535 (VNC's is 5900)")
            }
        case .unixSocket(let path):
            guard !path.isEmpty, path.utf8.count < 108 else {
                throw RemoteScreenError(
                    "the socket path \"\(path)\" is empty or longer than 107 bytes; use a short absolute path "
                        + "such as /run/scanout/vnc.sock")
            }
        }
    }
}

/// Why the remote screen did not start: the thing, the reason and the fix, in one sentence.
public struct RemoteScreenError: Error, Equatable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
