import Foundation
import Scanout

#if canImport(Glibc)
import Glibc
#endif

/// A connected stream socket with line reads that time out.
final class UnixSocketConnection {
    private var fd: Int32
    private var pending = Data()
    /// Reused for every read: a screendump reply or a burst of console output fits.
    private var readBuffer = [UInt8](repeating: 0, count: 65536)
    let path: String

    init(path: String) throws {
        self.path = path
        fd = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw QMPClient.Failure(description: "socket(): \(String(cString: strerror(errno)))") }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
            throw QMPClient.Failure(description: "\(path): too long for a unix socket path")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            buffer.copyBytes(from: bytes)
            buffer[bytes.count] = 0
        }
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard result == 0 else {
            let reason = String(cString: strerror(errno))
            close()  // (deinit runs too: the object is whole by now)
            throw QMPClient.Failure(description: "cannot connect to \(path): \(reason)")
        }
    }

    deinit { close() }

    /// Closes the connection now (later reads and writes fail).
    func close() {
        if fd >= 0 { Glibc.close(fd) }
        fd = -1
    }

    func write(_ data: Data) throws {
        var offset = 0
        while offset < data.count {
            // send with MSG_NOSIGNAL: a peer that has gone (qemu closed the socket) is an error
            // here, not a SIGPIPE that ends the test process.
            let written = data.withUnsafeBytes {
                Glibc.send(fd, $0.baseAddress! + offset, data.count - offset, Int32(MSG_NOSIGNAL))
            }
            guard written > 0 else {
                throw QMPClient.Failure(description: "\(path): write failed: \(String(cString: strerror(errno)))")
            }
            offset += written
        }
    }

    /// The next line (without its line end), waiting at most `timeout` seconds.
    func readLine(timeout: TimeInterval) throws -> String {
        guard let line = try nextLine(until: Date().addingTimeInterval(timeout)) else {
            throw QMPClient.Failure(description: "\(path): no reply within \(timeout) s")
        }
        return line
    }

    /// The next line (without its line end and surrounding white space), or nil if none is
    /// complete by `deadline`. Throws when the peer has closed the connection.
    func nextLine(until deadline: Date) throws -> String? {
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = pending[pending.startIndex..<newline]
                pending.removeSubrange(pending.startIndex...newline)
                return String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            }
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { return nil }
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let milliseconds = (remaining * 1000).clampedInteger(Int32.self, rounding: .up)
            guard poll(&poller, 1, milliseconds) > 0 else { continue }
            let count = Glibc.read(fd, &readBuffer, readBuffer.count)
            guard count > 0 else { throw QMPClient.Failure(description: "\(path): closed by qemu") }
            pending.append(contentsOf: readBuffer[..<count])
        }
    }
}
