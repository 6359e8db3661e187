import Foundation
import Scanout
import ScanoutBoard
import ScanoutDevice
import ScanoutInspectorWire
import ScanoutTesting
import Synchronization
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The launcher's inspector: on from `SCANOUT_INSPECT` or the board file, refused in a directory
/// others can write (the app runs on), and recording started and stopped through it.
@MainActor
@Suite(.serialized) struct DeviceLauncherInspectorTests {
    static func directory() throws -> String {
        let path = NSTemporaryDirectory() + "scanout-launcher-inspect-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(
            atPath: path, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        return path
    }

    /// `request`'s reply, sent from a thread of its own while the host's loop runs.
    static func reply(_ host: TestHost, _ path: String, _ request: InspectorRequest) -> InspectorReply? {
        let box = ReplyBox()
        Thread.detachNewThread {
            var reply: InspectorReply?
            if let fd = try? InspectorSocket.connect(to: path) {
                InspectorSocket.setTimeouts(fd, seconds: 20)
                InspectorSocket.writeAll(request.encodedLine(), to: fd)
                if case .line(let bytes) = InspectorSocket.readLine(from: fd, limit: 1 << 26) {
                    reply = try? InspectorProtocol.decoder.decode(InspectorReply.self, from: Data(bytes))
                }
                close(fd)
            }
            box.value.withLock { $0 = .some(reply) }
        }
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            if let value = box.value.withLock({ $0 }) { return value }
            host.advance(by: 0.001)
            usleep(1_000)
        }
        return nil
    }

    final class ReplyBox: Sendable {
        let value = Mutex<InspectorReply??>(nil)
    }

    @Test func theEnvironmentOpensItAndRecordingStartsAndStopsThroughIt() throws {
        let host = TestHost()
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.frame = CGRect(x: 10, y: 10, width: 100, height: 44)
        host.window.addSubview(button)
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        DeviceLauncher.inspectIfAsked(host.application, environment: ["SCANOUT_INSPECT": directory])
        defer { DeviceLauncher.stopInspecting() }
        let path = directory + "/scanout.sock"
        #expect(Self.reply(host, path, InspectorRequest(.hello))?.ok == true)

        let recording = directory + "/visit.jsonl"
        let started = Self.reply(host, path, InspectorRequest(.record, path: recording))
        #expect(started?.message == "recording input to \(recording)", "\(String(describing: started))")
        #expect(Self.reply(host, path, InspectorRequest(.tap, label: "Go"))?.ok == true)
        let stopped = Self.reply(host, path, InspectorRequest(.record))
        #expect(stopped?.message == "recording to \(recording) stopped")
        let lines = try String(contentsOfFile: recording, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 3, "the header and the tap's two touch frames: \(lines)")
        let again = Self.reply(host, path, InspectorRequest(.record))
        #expect(again?.ok == false)
        #expect(again?.error?.contains("nothing is being recorded") == true)

        DeviceLauncher.stopInspecting()
        #expect(!FileManager.default.fileExists(atPath: path), "stopping removes the socket")
    }

    @Test func theBoardFileOpensItAndTheEnvironmentWins() throws {
        let host = TestHost()
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var board = BoardConfiguration(name: "test")
        board.inspectorSocket = directory + "/board.sock"
        DeviceLauncher.inspectIfAsked(host.application, environment: [:], board: board)
        #expect(Self.reply(host, directory + "/board.sock", InspectorRequest(.hello))?.ok == true)
        DeviceLauncher.inspectIfAsked(
            host.application, environment: ["SCANOUT_INSPECT": directory + "/env.sock"], board: board)
        defer { DeviceLauncher.stopInspecting() }
        #expect(FileManager.default.fileExists(atPath: directory + "/env.sock"))
        #expect(!FileManager.default.fileExists(atPath: directory + "/board.sock"), "one inspector at a time")
    }

    @Test func aDirectoryOthersCanWriteIsRefusedAndTheAppRunsOn() throws {
        let host = TestHost()
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        chmod(directory, 0o777)
        DeviceLauncher.inspectIfAsked(host.application, environment: ["SCANOUT_INSPECT": directory + "/s.sock"])
        defer { DeviceLauncher.stopInspecting() }
        #expect(!FileManager.default.fileExists(atPath: directory + "/s.sock"))
        DeviceLauncher.inspectIfAsked(host.application, environment: ["SCANOUT_INSPECT": ""])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty, "empty: off")
    }
}
