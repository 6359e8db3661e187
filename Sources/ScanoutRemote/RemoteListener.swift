import ScanoutCore

#if canImport(Glibc)
import Glibc
#endif

/// The remote screen's listening socket, opened by Scanout rather than libvncserver so that it
/// is exactly what the configuration says: one IPv4 or IPv6 address (loopback by default), or a Unix
/// socket whose file only the app's user may open (libvncserver 0.9.14 cannot listen on a Unix
/// socket itself, but serves any socket it accepts on).
struct RemoteListener {
    let descriptor: Int32
    let endpoint: String
    let port: Int?
    /// The Unix socket's file, removed when the server stops.
    let socketPath: String?

    init(_ listener: RemoteScreenConfiguration.Listener) throws(RemoteScreenError) {
        switch listener {
        case .tcp(let address, let port):
            let family = RemoteScreenConfiguration.addressFamily(of: address) ?? AF_INET
            let descriptor = socket(family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
            guard descriptor >= 0 else { throw RemoteListener.error("a TCP socket cannot be made", address, port) }
            var one: Int32 = 1
            setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
            let bound: Int32
            if family == AF_INET6 {
                // Only the IPv6 address given (an IPv4 one is its own listener's).
                setsockopt(descriptor, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &one, socklen_t(MemoryLayout<Int32>.size))
                var socketAddress = sockaddr_in6()
                socketAddress.sin6_family = sa_family_t(AF_INET6)
                socketAddress.sin6_port = in_port_t(UInt16(port).bigEndian)
                inet_pton(AF_INET6, address, &socketAddress.sin6_addr)
                bound = RemoteListener.bindAddress(descriptor, &socketAddress)
            } else {
                var socketAddress = sockaddr_in()
                socketAddress.sin_family = sa_family_t(AF_INET)
                socketAddress.sin_port = in_port_t(UInt16(port).bigEndian)
                inet_pton(AF_INET, address, &socketAddress.sin_addr)
                bound = RemoteListener.bindAddress(descriptor, &socketAddress)
            }
            guard bound == 0, Glibc.listen(descriptor, 8) == 0 else {
                let reason = String(cString: strerror(errno))
                Glibc.close(descriptor)
                throw RemoteScreenError(
                    "the remote screen cannot listen on \(RemoteScreenConfiguration.hostPart(address)):\(port) "
                        + "(\(reason)); choose a free port (remote.vnc.port) on an address of this machine")
            }
            // The port chosen (port 0 asks for any): at the same offset in both families.
            var chosen = sockaddr_in6()
            var length = socklen_t(MemoryLayout<sockaddr_in6>.size)
            _ = withUnsafeMutablePointer(to: &chosen) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
            }
            let actualPort = Int(UInt16(bigEndian: chosen.sin6_port))
            self.descriptor = descriptor
            self.port = actualPort
            self.endpoint = "\(RemoteScreenConfiguration.hostPart(address)):\(actualPort)"
            self.socketPath = nil
        case .unixSocket(let path):
            let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
            guard descriptor >= 0 else {
                throw RemoteScreenError(
                    "the remote screen's socket \(path) cannot be made (\(String(cString: strerror(errno))))")
            }
            // A socket file left by an earlier run (a crash) would stop the bind; anything else
            // at the path is not ours to remove.
            var status = stat()
            if lstat(path, &status) == 0 {
                guard status.st_mode & S_IFMT == S_IFSOCK else {
                    Glibc.close(descriptor)
                    throw RemoteScreenError(
                        "\(path) exists and is not a socket; remove it or choose another remote.vnc.unixSocket")
                }
                unlink(path)
            }
            var socketAddress = sockaddr_un()
            socketAddress.sun_family = sa_family_t(AF_UNIX)
            withUnsafeMutableBytes(of: &socketAddress.sun_path) { bytes in
                for (index, byte) in path.utf8.prefix(bytes.count - 1).enumerated() { bytes[index] = byte }
            }
            // Made with no permissions for group and others, so no other user opens it between
            // the bind and the chmod.
            let mask = umask(0o077)
            let bound = withUnsafePointer(to: &socketAddress) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
                }
            }
            umask(mask)
            guard bound == 0, chmod(path, 0o600) == 0, Glibc.listen(descriptor, 8) == 0 else {
                let reason = String(cString: strerror(errno))
                Glibc.close(descriptor)
                throw RemoteScreenError(
                    "the remote screen cannot listen on the socket \(path) (\(reason)); check that its folder "
                        + "exists and the app's user may write there")
            }
            self.descriptor = descriptor
            self.port = nil
            self.endpoint = path
            self.socketPath = path
        }
    }

    /// Closes the socket (only before libvncserver took it over; it closes it on shutdown).
    func close() {
        Glibc.close(descriptor)
        removeFile()
    }

    /// Removes the Unix socket's file.
    func removeFile() {
        if let socketPath { unlink(socketPath) }
    }

    private static func bindAddress<Address>(_ descriptor: Int32, _ address: inout Address) -> Int32 {
        withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.bind(descriptor, $0, socklen_t(MemoryLayout<Address>.size))
            }
        }
    }

    private static func error(_ what: String, _ address: String, _ port: Int) -> RemoteScreenError {
        RemoteScreenError(
            "\(what) for \(address):\(port) (\(String(cString: strerror(errno)))); the system is out of descriptors")
    }
}
