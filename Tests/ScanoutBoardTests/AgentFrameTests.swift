import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The agent channel's frames, host and guest side, without qemu: the frames `AgentChannel`
/// writes go through the guest agent's own check (`intact_frame` from `board-agent`, run by the
/// host's busybox ash, the shell the guest runs it with), whole and with every single byte lost
/// or changed, as the serial port once lost them.
struct AgentFrameTests {
    static let busybox = ["/usr/bin/busybox", "/bin/busybox"].first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test func theChecksumIsZlibsCRC32() {
        // The standard check value of CRC-32, and busybox `crc32`'s output for "hello".
        #expect(AgentChannel.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(AgentChannel.crc32(Array("hello".utf8)) == 0x3610_A686)
        // Leading zeros are kept: always 8 hex digits.
        let fields = AgentChannel.frame(sequence: 5, command: "vt-mode").split(separator: " ")
        #expect(fields.count == 4 && fields[2].count == 8, "\(fields)")
    }

    @Test(.enabled(if: busybox != nil, "no busybox on this host (apt-get install busybox-static)"))
    func theAgentRunsOnlyIntactFrames() throws {
        let command = "replay /usr/share/scanout/two-finger.replay"
        let frame = AgentChannel.frame(sequence: 17, command: command)
        let bytes = Array(frame.utf8)
        var damaged: [String] = []
        for index in bytes.indices {
            var lost = bytes
            lost.remove(at: index)
            damaged.append(String(decoding: lost, as: UTF8.self))
            var changed = bytes
            // Another printable character, never a line end.
            changed[index] = changed[index] == UInt8(ascii: "~") ? UInt8(ascii: "!") : changed[index] + 1
            damaged.append(String(decoding: changed, as: UTF8.self))
        }
        // A lost newline glues a frame to the next one (the resend).
        damaged.append(frame + frame)
        damaged.append(command)

        let verdicts = try Self.agentVerdicts(on: [frame] + damaged)
        #expect(verdicts.count == damaged.count + 1)
        #expect(verdicts.first == "intact 17 \(command)")
        let accepted = zip(damaged, verdicts.dropFirst()).filter { $0.1 != "rejected" }
        #expect(accepted.isEmpty, "damaged frames the agent would run: \(accepted)")
    }

    /// What board-agent's `intact_frame` says of each line: "intact SEQ BODY" or "rejected". The
    /// lines go through `read -r`, as the agent reads its channel.
    static func agentVerdicts(on lines: [String]) throws -> [String] {
        let agent = try String(
            contentsOfFile: QemuBoard.repository + "/Boards/qemu-x86_64/board-agent", encoding: .utf8)
        guard let start = agent.range(of: "\nintact_frame() {\n"),
            let end = agent.range(of: "\n}\n", range: start.upperBound..<agent.endIndex)
        else { throw QemuBoard.Failure(description: "board-agent has no intact_frame() function") }
        let script = """
            crc32() { \(busybox!) crc32; }
            \(agent[start.lowerBound..<end.upperBound])
            while read -r line; do
                if intact_frame "$line"; then echo "intact $SEQ $BODY"; else echo rejected; fi
            done
            """
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("agent-frames-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("frames")
        try (lines.joined(separator: "\n") + "\n").write(to: input, atomically: true, encoding: .utf8)
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: busybox!)
        shell.arguments = ["sh", "-c", script]
        shell.standardInput = try FileHandle(forReadingFrom: input)
        let output = Pipe()
        shell.standardOutput = output
        try shell.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        shell.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }
}
