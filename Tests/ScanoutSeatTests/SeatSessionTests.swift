import Foundation
import ScanoutBoard
import ScanoutCore
import Testing

@testable import ScanoutDevice
@testable import ScanoutSeat

/// The seat through libseat, against a real seat manager: libseat's embedded seatd (its
/// `builtin` backend), the same server code and protocol as the seatd daemon, run without a VT
/// (`SEATD_VTBOUND=0`: this machine has no console and no DRM card). Each open forks an embedded
/// server that libseat never reaps, so the sessions run in a process of their own (an exit test):
/// in the test process, those children would confuse other exit tests' monitors. Switching
/// between sessions is left to the qemu board, which runs the demo under the seatd daemon and
/// switches VTs.
@Suite struct SeatSessionTests {
    @Test func sessionsThroughTheEmbeddedSeatd() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                setenv("LIBSEAT_BACKEND", "builtin", 1)
                setenv("SEATD_VTBOUND", "0", 1)
                func check(_ condition: Bool, _ what: String) {
                    if !condition {
                        FileHandle.standardError.write(Data("SeatSessionTests: \(what)\n".utf8))
                        exit(1)
                    }
                }
                // An active session, and which manager opened it.
                guard let session = try? SeatSession.open() else { return check(false, "no session") }
                check(session.isActive, "active")
                check(session.backend == "builtin", "backend \(session.backend)")
                check(session.seatName == "seat0", "seat \(session.seatName)")
                check(session.ownsConsole, "owns the console")
                check(session.summary.contains("builtin") && session.summary.contains("seat0"), session.summary)
                // seatd hands out DRM cards and evdev devices only, and asserts on an empty path:
                // everything else is refused as a negative errno, never a descriptor or a crash.
                for path in [
                    "/dev/null", "/etc/passwd", "", "dev/input/event0", "/dev/input/\u{0}event0", "/dev/../etc/shadow",
                    String(repeating: "/x", count: 5_000),
                ] {
                    check(session.openDevice(path: path, flags: O_RDWR) < 0, "refused \(path.prefix(30))")
                }
                // Closing what was never opened through the seat only closes the descriptor.
                var ends: [Int32] = [0, 0]
                check(pipe(&ends) == 0, "pipe")
                session.closeDevice(ends[0])
                session.closeDevice(ends[1])
                check(fcntl(ends[0], F_GETFD) == -1, "closed")
                session.close()
                session.close()
                check(!session.isActive, "inactive after close")
                check(session.openDevice(path: "/dev/dri/card0", flags: O_RDWR) == -ENODEV, "closed seat")
                check(!session.switchSession(to: -3) && !session.switchSession(to: Int.max), "switch refused")
                // Hostile timeouts: no wait for zero, negative and NaN; infinity is capped.
                for timeout in [Double.nan, -Double.infinity, -1, 0, Double.infinity] {
                    (try? SeatSession.open(activationTimeout: timeout))?.close()
                }
                // Sessions come and go without growing.
                func residentKilobytes() -> Int {
                    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
                    let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
                    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
                }
                for _ in 0..<50 { (try? SeatSession.open())?.close() }
                let before = residentKilobytes()
                for _ in 0..<300 {
                    guard let session = try? SeatSession.open() else { return check(false, "reopen") }
                    _ = session.openDevice(path: "/dev/null", flags: O_RDWR)
                    session.close()
                }
                check(residentKilobytes() - before < 4_096, "memory flat over 300 sessions")
            }
        }
    }

    @MainActor
    @Test func noManagerFallsBackToDirectOpeningWithTheReason() {
        // libseat's seatd backend against a socket that is not there: no fork, no session.
        setenv("LIBSEAT_BACKEND", "seatd", 1)
        setenv("SEATD_SOCK", "/nonexistent/seatd.sock", 1)
        defer {
            unsetenv("LIBSEAT_BACKEND")
            unsetenv("SEATD_SOCK")
        }
        #expect {
            _ = try SeatSession.open()
        } throws: { error in
            let message = (error as? SeatError)?.message ?? ""
            return message.contains("no seat manager") && message.contains("seatd")
        }
        var board = BoardConfiguration(name: "test")
        board.deviceAccess = .seat
        let access = DeviceLauncher.deviceAccess(for: board, environment: [:])
        #expect(access is DirectDeviceAccess)
        #expect(access.summary.contains("devices opened directly"))
        #expect(access.summary.contains("no seat"))
        #expect(!access.ownsConsole)
    }
}

/// When the launcher asks a seat manager and when it opens the devices itself.
struct SeatDecisionTests {
    typealias Decision = DeviceLauncher.SeatDecision

    private func decide(
        _ access: BoardConfiguration.DeviceAccess, environment: [String: String] = [:], isRoot: Bool,
        files: Set<String> = []
    ) -> Decision {
        DeviceLauncher.seatDecision(
            for: access, environment: environment, isRoot: isRoot, fileExists: { files.contains($0) })
    }

    @Test func autoUsesAManagerWhenThereIsOne() {
        #expect(decide(.auto, isRoot: true, files: ["/run/seatd.sock"]) == .seat)
        #expect(
            decide(.auto, environment: ["SEATD_SOCK": "/tmp/s.sock"], isRoot: true, files: ["/tmp/s.sock"]) == .seat)
        #expect(
            decide(.auto, environment: ["XDG_SESSION_ID": "3"], isRoot: true, files: ["/run/systemd/seats"]) == .seat)
    }

    @Test func autoAsRootWithoutAManagerOpensDirectly() {
        guard case .direct(let reason) = decide(.auto, isRoot: true) else {
            Issue.record("root without a manager opens directly")
            return
        }
        #expect(reason.contains("no /run/seatd.sock"))
        // A logind session id without logind's seats directory is not a manager.
        #expect(decide(.auto, environment: ["XDG_SESSION_ID": "3"], isRoot: true) != .seat)
        #expect(decide(.auto, environment: ["SEATD_SOCK": ""], isRoot: true) != .seat)
    }

    @Test func autoAsAnotherUserAsksAManager() {
        // It cannot open the devices itself; libseat may still find logind.
        #expect(decide(.auto, isRoot: false) == .seat)
    }

    @Test func theBoardFileDecides() {
        #expect(decide(.seat, isRoot: true) == .seat)
        #expect(decide(.direct, isRoot: false, files: ["/run/seatd.sock"]) != .seat)
    }

    @Test func theBoardFileKeyIsRead() throws {
        let board = try BoardConfiguration.parse(Data(#"{"deviceAccess": "seat"}"#.utf8), file: "b.json")
        #expect(board.deviceAccess == .seat)
        #expect(try BoardConfiguration.parse(Data("{}".utf8), file: "b.json").deviceAccess == .auto)
        #expect {
            _ = try BoardConfiguration.parse(Data(#"{"deviceAccess": "logind"}"#.utf8), file: "b.json")
        } throws: { error in
            let text = "\(error)"
            return text.contains("deviceAccess") && text.contains("\"logind\"") && text.contains("\"direct\"")
        }
        #expect(throws: BoardFileError.self) {
            _ = try BoardConfiguration.parse(Data(#"{"deviceAccess": 1}"#.utf8), file: "b.json")
        }
    }
}
