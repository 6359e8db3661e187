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
        /// A TCP port on one IPv4 address (`127.0.0.1` unless the board says otherwise); port 0
        /// takes a free one (tests).
        case tcp(address: String, port: Int)
        /// A Unix socket at this path, made readable and writable by the app's user only.
        case unixSocket(path: String)

        public var description: String {
            switch self {
            case .tcp(let address, let port): "\(address):\(port)"
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

    public init(listener: Listener = .tcp(address: loopbackAddress, port: defaultPort), password: String? = nil) {
        self.listener = listener
        self.password = password
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

    /// Checks what a listener needs before it opens: a password for TCP, an IPv4 address, a
    /// port in range, a socket path that fits.
    public func validate() throws(RemoteScreenError) {
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
            var parsed = in_addr()
            guard inet_pton(AF_INET, address, &parsed) == 1 else {
                throw RemoteScreenError(
                    "\"\(address)\" is not an IPv4 address; use \(RemoteScreenConfiguration.loopbackAddress) "
                        + "(this machine only, the default) or the address of one interface")
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
