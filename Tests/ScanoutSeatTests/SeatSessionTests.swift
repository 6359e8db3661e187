import Foundation
import ScanoutBoard
import ScanoutCore
import Testing

@testable import ScanoutDevice
@testable import ScanoutSeat

/// The seat through libseat, against a real seat manager: libseat's embedded seatd (its
/// `builtin` backend), the same server code and protocol as the seatd daemon, run without a VT
/// (`SEATD_VTBOUND=0`: this machine has no console and no DRM card). Each open starts its own
/// embedded server, so switching between sessions is left to the qemu board, which runs the demo
/// under the seatd daemon and switches VTs. The environment is set once for the process.
@MainActor
@Suite(.serialized)
struct SeatSessionTests {
    init() {
        setenv("LIBSEAT_BACKEND", "builtin", 1)
        setenv("SEATD_VTBOUND", "0", 1)
    }

    @Test func opensAnActiveSessionAndSaysWhichManager() throws {
        let session = try SeatSession.open()
        defer { session.close() }
        #expect(session.isActive)
        #expect(session.backend == "builtin")
        #expect(session.seatName == "seat0")
        #expect(session.ownsConsole)
        #expect(session.summary.contains("builtin"))
        #expect(session.summary.contains("seat0"))
    }

    @Test func refusesWhatIsNotADevice() throws {
        let session = try SeatSession.open()
        defer { session.close() }
        // seatd hands out DRM cards and evdev devices only: a plain file is refused, as a
        // negative errno (what libinput's open_restricted wants), never a descriptor.
        for path in [
            "/dev/null", "/etc/passwd", "", "dev/input/event0", "/dev/input/\u{0}event0", "/dev/../etc/shadow",
            String(repeating: "/x", count: 5_000),
        ] {
            let result = session.openDevice(path: path, flags: O_RDWR)
            #expect(result < 0, "\(path.prefix(40)) was refused")
        }
        // Closing what was never opened through the seat only closes the descriptor.
        let pipeEnds = UnsafeMutablePointer<Int32>.allocate(capacity: 2)
        defer { pipeEnds.deallocate() }
        #expect(pipe(pipeEnds) == 0)
        session.closeDevice(pipeEnds[0])
        session.closeDevice(pipeEnds[1])
        #expect(fcntl(pipeEnds[0], F_GETFD) == -1)
    }

    @Test func hostileTimeoutsDoNotTrap() throws {
        for timeout in [Double.nan, -Double.infinity, -1, 0] {
            // Zero, negative and NaN: no wait (NaN taken as the default); the first session is
            // active at once, or the open says why.
            let session = try? SeatSession.open(activationTimeout: timeout)
            session?.close()
        }
        let session = try SeatSession.open(activationTimeout: Double.infinity)
        #expect(session.isActive)
        session.close()
        session.close()
        #expect(!session.isActive)
        #expect(session.openDevice(path: "/dev/dri/card0", flags: O_RDWR) == -ENODEV)
        #expect(!session.switchSession(to: -3))
        #expect(!session.switchSession(to: Int.max))
    }

    @Test func sessionsComeAndGoWithoutGrowing() throws {
        func residentKilobytes() -> Int {
            let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
            let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
            return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
        }
        for _ in 0..<50 { try SeatSession.open().close() }
        let before = residentKilobytes()
        for _ in 0..<300 {
            let session = try SeatSession.open()
            _ = session.openDevice(path: "/dev/null", flags: O_RDWR)
            session.close()
        }
        #expect(residentKilobytes() - before < 4_096, "memory stays flat over 300 sessions")
    }

    @Test func noManagerFallsBackToDirectOpeningWithTheReason() {
        setenv("LIBSEAT_BACKEND", "seatd", 1)
        setenv("SEATD_SOCK", "/nonexistent/seatd.sock", 1)
        defer {
            setenv("LIBSEAT_BACKEND", "builtin", 1)
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
