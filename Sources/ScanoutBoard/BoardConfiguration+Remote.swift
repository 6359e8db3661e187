import ScanoutCore

#if canImport(Glibc)
import Glibc
#endif

extension BoardConfiguration {
    /// The board file's `remote` section: field tools reaching the kiosk from elsewhere. Left
    /// out, nothing listens.
    ///
    /// ```json
    /// "remote": { "vnc": { "address": "127.0.0.1", "port": 5900, "passwordFile": "/etc/scanout/vnc.pass" } }
    /// "remote": { "vnc": { "unixSocket": "/run/scanout/vnc.sock" } }
    /// ```
    public struct Remote: Equatable, Sendable {
        /// The remote screen (a VNC server showing the panel and taking a viewer's pointer and
        /// keys); nil: off.
        public var vnc: VNC?

        public init(vnc: VNC? = nil) {
            self.vnc = vnc
        }

        /// Where the remote screen listens and its password. TCP needs a password file; a Unix
        /// socket is guarded by its permissions (0600) and may have one too.
        public struct VNC: Equatable, Sendable {
            /// The IPv4 or IPv6 address to listen on: loopback unless the board says otherwise.
            public var address = "127.0.0.1"
            public var port = 5900
            /// A file whose first line is the password (readable by its owner only).
            public var passwordFile: String?
            /// A Unix socket's path, instead of TCP.
            public var unixSocket: String?

            public init(
                address: String = "127.0.0.1", port: Int = 5900, passwordFile: String? = nil, unixSocket: String? = nil
            ) {
                self.address = address
                self.port = port
                self.passwordFile = passwordFile
                self.unixSocket = unixSocket
            }
        }
    }
}

extension BoardConfiguration.Remote {
    /// Reads the `remote` section; `file` names the board file in errors.
    static func read(_ value: JSONValue, file: String) throws(BoardFileError) -> BoardConfiguration.Remote {
        func error(_ key: String, _ message: String) -> BoardFileError {
            BoardFileError(file: file, key: key, message: message)
        }
        guard case .object(let section) = value else {
            throw error("remote", "found \(value.described); expected an object { \"vnc\": { ... } }")
        }
        for name in section.keys.sorted() where name != "vnc" {
            throw error("remote.\(name)", "is not a board file key; the keys here are \"vnc\"")
        }
        guard let vncValue = section["vnc"] else { return BoardConfiguration.Remote() }
        guard case .object(let values) = vncValue else {
            throw error("remote.vnc", "found \(vncValue.described); expected an object { \"port\": 5900, ... }")
        }
        let known = ["address", "port", "passwordFile", "unixSocket"]
        for name in values.keys.sorted() where !known.contains(name) {
            throw error(
                "remote.vnc.\(name)",
                "is not a board file key; the keys here are " + known.map { "\"\($0)\"" }.joined(separator: ", "))
        }
        func path(_ key: String) throws(BoardFileError) -> String? {
            guard let value = values[key] else { return nil }
            guard case .string(let path) = value, path.hasPrefix("/"), path.utf8.count < 108,
                !path.split(separator: "/").contains(where: { $0 == ".." })
            else {
                throw error(
                    "remote.vnc.\(key)",
                    "found \(value.described); expected an absolute path without \"..\", shorter than 108 bytes, "
                        + (key == "unixSocket"
                            ? "such as \"/run/scanout/vnc.sock\"" : "such as \"/etc/scanout/vnc.pass\""))
            }
            return path
        }
        var vnc = VNC()
        vnc.passwordFile = try path("passwordFile")
        vnc.unixSocket = try path("unixSocket")
        if let address = values["address"] {
            var parsed = in6_addr()
            guard case .string(let text) = address,
                inet_pton(AF_INET, text, &parsed) == 1 || inet_pton(AF_INET6, text, &parsed) == 1
            else {
                throw error(
                    "remote.vnc.address",
                    "found \(address.described); expected an IPv4 or IPv6 address: \"127.0.0.1\" or \"::1\" (this "
                        + "machine only: reach it through an SSH tunnel) or the address of one of the board's interfaces"
                )
            }
            vnc.address = text
        }
        if let port = values["port"] {
            guard case .number(let number) = port, let whole = Int(exactly: number), (1...65535).contains(whole) else {
                throw error(
                    "remote.vnc.port",
                    "found \(port.described); expected a whole number from 1 to 65535 (VNC's is 5900)")
            }
            vnc.port = whole
        }
        if vnc.unixSocket != nil, values["address"] != nil || values["port"] != nil {
            throw error(
                "remote.vnc.unixSocket",
                "is given with \"address\" or \"port\"; the remote screen listens on a Unix socket or on TCP, "
                    + "not both: remove one")
        }
        if vnc.unixSocket == nil, vnc.passwordFile == nil {
            throw error(
                "remote.vnc.passwordFile",
                "is missing; a TCP listener needs a password (VNC authentication), or anyone reaching the port "
                    + "would see and drive the screen: give a password file, or listen on a \"unixSocket\"")
        }
        return BoardConfiguration.Remote(vnc: vnc)
    }
}
