import ScanoutBoard
import ScanoutCore
import ScanoutSeat

#if canImport(Glibc)
import Glibc
#endif

extension DeviceLauncher {
    /// Whether to ask a seat manager for the devices, or open them directly and why.
    public enum SeatDecision: Equatable, Sendable {
        case seat
        case direct(reason: String)
    }

    /// The decision for a board's `deviceAccess`: `auto` asks a seat manager when there is one
    /// (seatd's socket, `SEATD_SOCK` or /run/seatd.sock; a logind session, `XDG_SESSION_ID` with
    /// /run/systemd/seats) or when the process is not root (it cannot open the devices itself);
    /// root with no manager opens them directly, as before, rather than letting libseat start its
    /// embedded seatd. Pure, so it is tested without a manager.
    public nonisolated static func seatDecision(
        for access: BoardConfiguration.DeviceAccess, environment: [String: String], isRoot: Bool,
        fileExists: (String) -> Bool
    ) -> SeatDecision {
        switch access {
        case .direct: return .direct(reason: "the board file asks for deviceAccess \"direct\"")
        case .seat: return .seat
        case .auto:
            let seatdSocket = environment["SEATD_SOCK"].flatMap { $0.isEmpty ? nil : $0 } ?? "/run/seatd.sock"
            let logindSession =
                (environment["XDG_SESSION_ID"].map { !$0.isEmpty } ?? false)
                && fileExists("/run/systemd/seats")
            if fileExists(seatdSocket) || logindSession || !isRoot { return .seat }
            return .direct(reason: "root, and no seat manager: no \(seatdSocket), no logind session")
        }
    }

    /// The devices' access for `board`, with the seat opened when the decision is to use one; a
    /// seat that cannot be had falls back to direct opening, the reason kept for the start-up
    /// line.
    static func deviceAccess(for board: BoardConfiguration, environment: [String: String]) -> DeviceAccess {
        let decision = seatDecision(
            for: board.deviceAccess, environment: environment, isRoot: geteuid() == 0,
            fileExists: { access($0, F_OK) == 0 })
        switch decision {
        case .direct(let reason):
            return DirectDeviceAccess(reason: reason)
        case .seat:
            do {
                return try SeatSession.open()
            } catch {
                return DirectDeviceAccess(reason: "no seat: \(error.message)")
            }
        }
    }
}
