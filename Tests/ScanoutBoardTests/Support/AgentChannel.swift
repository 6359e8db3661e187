import Foundation

/// The host's end of the guest agent's command channel: qemu's virtio console (`agent.sock`,
/// the guest's `/dev/hvc0`, see `Boards/qemu-x86_64/board-agent`).
///
/// The virtio console has flow control (qemu feeds the guest only what it has buffers for), where
/// the emulated UART the commands once went through dropped bytes a slow guest had not read. The
/// protocol does not count on that alone: each command goes in a frame with a sequence number and
/// a CRC, the agent runs only an intact frame and says so on the channel
/// (`SCANOUT-AGENT got SEQ COMMAND`), or says `rejected`; the host resends the same frame on a
/// rejection or when no receipt comes, and the agent acknowledges a sequence number it already
/// ran without running it again. So a command is run once, or the test fails saying why.
final class AgentChannel {
    /// What the last `send` took.
    struct Delivery {
        /// The frame's sequence number: the agent's receipts in serial.log carry it.
        var sequence: Int
        var attempts: Int
        var rejections: [String]
    }

    /// A fault to inject on the host side, so a test can show the protocol recovering.
    enum Fault {
        /// The first attempt's frame loses the command's byte at this offset, as the UART lost
        /// the "r" of "replay".
        case dropCommandByte(at: Int)
        /// The agent's first receipt is ignored, as if it had been lost on the way back.
        case loseReceipt
    }

    let path: String
    private var connection: UnixSocketConnection?
    private var sequence = 0

    init(path: String) {
        self.path = path
    }

    /// The frame of `command` with sequence number `sequence`: "SCANOUT-CMD SEQ CRC COMMAND", CRC
    /// being crc32 of "SEQ COMMAND" in 8 lowercase hex digits (what busybox `crc32` prints).
    static func frame(sequence: Int, command: String) -> String {
        let payload = "\(sequence) \(command)"
        let checksum = String(crc32(Array(payload.utf8)), radix: 16)
        return "SCANOUT-CMD \(sequence) \(String(repeating: "0", count: 8 - checksum.count) + checksum) \(command)"
    }

    /// zlib's CRC-32 (reflected, polynomial 0xEDB88320), as busybox `crc32` computes it.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 {
                crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1
            }
        }
        return ~crc
    }

    /// Sends `command` and returns once the agent has acknowledged it, resending the frame when
    /// it is rejected or no receipt comes within `attemptTimeout`; throws after `timeout`.
    @discardableResult
    func send(
        _ command: String, timeout: TimeInterval = 60, attemptTimeout: TimeInterval = 10,
        fault: Fault? = nil
    ) throws -> Delivery {
        sequence += 1
        let frame = Data((AgentChannel.frame(sequence: sequence, command: command) + "\n").utf8)
        let receipt = "SCANOUT-AGENT got \(sequence) \(command)"
        let deadline = Date().addingTimeInterval(timeout)
        var delivery = Delivery(sequence: sequence, attempts: 0, rejections: [])
        var fault = fault
        var lastProblem = "no receipt"
        while Date() < deadline {
            delivery.attempts += 1
            var bytes = frame
            if case .dropCommandByte(let offset) = fault {
                // The command ends the frame, before its newline.
                bytes.remove(at: bytes.endIndex - 1 - command.utf8.count + offset)
                fault = nil
            }
            let connection = try connected()
            do {
                try connection.write(bytes)
            } catch {
                // qemu dropped the connection (the socket takes one client): connect again.
                self.connection = nil
                lastProblem = "\(error)"
                continue
            }
            let attemptEnd = min(deadline, Date().addingTimeInterval(attemptTimeout))
            awaitingReceipt: while true {
                let line: String?
                do {
                    line = try connection.nextLine(until: attemptEnd)
                } catch {
                    self.connection = nil
                    lastProblem = "\(error)"
                    break awaitingReceipt
                }
                guard let line else {
                    lastProblem = "no receipt within " + String(format: "%.0f s", attemptTimeout)
                    break awaitingReceipt
                }
                if line == receipt {
                    if case .loseReceipt = fault {
                        fault = nil
                        continue
                    }
                    return delivery
                }
                if line.hasPrefix("SCANOUT-AGENT got \(sequence) ") {
                    // Cannot happen unless a damaged frame passed the CRC; never run it again.
                    throw QemuBoard.Failure(
                        description: "the guest agent ran '\(line.dropFirst("SCANOUT-AGENT got \(sequence) ".count))' "
                            + "for command \(sequence) '\(command)'")
                }
                if line.hasPrefix("SCANOUT-AGENT rejected ") {
                    delivery.rejections.append(line)
                    lastProblem = line
                    break awaitingReceipt
                }
                // Anything else is a receipt of an earlier resend, or an echo: not ours.
            }
        }
        throw QemuBoard.Failure(
            description: "the guest agent did not acknowledge '\(command)' within " + String(format: "%.0f s ", timeout)
                + "(\(delivery.attempts) attempts; last: \(lastProblem))")
    }

    private func connected() throws -> UnixSocketConnection {
        if let connection { return connection }
        let connection = try UnixSocketConnection(path: path)
        self.connection = connection
        return connection
    }
}
