import Scanout
import ScanoutTesting
import Testing

@testable import ScanoutRemote

#if canImport(Glibc)
import Glibc
#endif

/// Where the remote screen listens and who it lets in: an IPv6 listener, the limit on wrong
/// passwords, and a viewer's messages taking effect in the order it sent them.
@MainActor
@Suite(.serialized) struct RemoteScreenListenerTests {
    @Test func anIPv6ListenerServesAViewer() async throws {
        try #require(RemoteScreenListenerTests.machineHasIPv6Loopback(), "this machine has no ::1")
        let rig = try RemoteRig(listener: .tcp(address: "::1", port: 0))
        #expect(rig.remote.endpoint == "[::1]:\(rig.remote.port!)")
        rig.host.window.backgroundColor = .orange
        _ = rig.host.render()
        let viewer = try rig.connectViewer()
        #expect(await rig.waitForViewerToMatch(viewer))
        // IPv6 only: the same port on IPv4's loopback is not this server.
        #expect(throws: VNCViewer.ConnectionRefused.self) {
            try VNCViewer(host: "127.0.0.1", port: rig.remote.port, password: RemoteRig.password)
        }
    }

    @Test func addressesAreCheckedBeforeAnythingListens() {
        for (address, accepted) in [
            ("::1", true), ("127.0.0.1", true), ("fe80::1", true), ("::", true), ("localhost", false),
            ("", false), ("1.2.3", false), ("::g", false), ("[::1]", false),
        ] {
            let configuration = RemoteScreenConfiguration(listener: .tcp(address: address, port: 5900), password: "pw")
            let valid = (try? configuration.validate()) != nil
            #expect(valid == accepted, "\(address)")
        }
        for (limit, lockout) in [(0, 30.0), (-3, 30), (5, -1), (5, .nan), (5, .infinity), (Int.min, -.infinity)] {
            let configuration = RemoteScreenConfiguration(
                password: "pw", failedPasswordLimit: limit, failedPasswordLockout: lockout)
            #expect(throws: RemoteScreenError.self) { try configuration.validate() }
        }
    }

    @Test func wrongPasswordsInARowLockEveryViewerOutForAWhile() async throws {
        let rig = try RemoteRig(failedPasswordLimit: 3, failedPasswordLockout: 1.5)
        _ = rig.host.render()
        // Two wrong ones, then the right one: the count starts again.
        for _ in 0..<2 {
            #expect(throws: VNCViewer.ConnectionRefused.self) { try rig.connectViewer(password: "guess") }
        }
        _ = try rig.connectViewer()
        for _ in 0..<3 {
            #expect(throws: VNCViewer.ConnectionRefused.self) { try rig.connectViewer(password: "guess") }
        }
        // Locked out: the right password is refused too.
        let lockedAt = VNCViewer.now()
        #expect(throws: VNCViewer.ConnectionRefused.self) { try rig.connectViewer() }
        // Once the lockout is over, the right password gets in.
        let remaining = 1.6 - (VNCViewer.now() - lockedAt)
        if remaining > 0 { usleep(UInt32(remaining * 1_000_000)) }
        let viewer = try rig.connectViewer()
        #expect(await rig.waitForViewerToMatch(viewer))
    }

    @Test func aLockoutDoublesWithEachFurtherWrongPassword() {
        let passwordGuard = RemotePasswordGuard(limit: 2, lockout: 10)
        #expect(passwordGuard.record(accepted: false, now: 0) == nil)
        #expect(passwordGuard.record(accepted: false, now: 1) == 10)
        #expect(!passwordGuard.mayCheck(now: 5))
        #expect(passwordGuard.mayCheck(now: 11))
        #expect(passwordGuard.record(accepted: false, now: 11) == 20)
        #expect(passwordGuard.record(accepted: false, now: 32) == 40)
        // Capped at an hour, however long it goes on.
        var last = 0.0
        for attempt in 0..<40 {
            last = passwordGuard.record(accepted: false, now: 100_000 * Double(attempt + 1)) ?? last
        }
        #expect(last == 3600)
        // A right password starts the count and the length again.
        _ = passwordGuard.record(accepted: true, now: 5_000_000)
        #expect(passwordGuard.mayCheck(now: 5_000_000))
        #expect(passwordGuard.record(accepted: false, now: 5_000_001) == nil)
        #expect(passwordGuard.record(accepted: false, now: 5_000_002) == 10)
        // Hostile settings are clamped where they are used.
        #expect(RemotePasswordGuard(limit: -5, lockout: .nan).limit == 1)
        #expect(RemotePasswordGuard(limit: 3, lockout: .infinity).lockout == 30)
        #expect(RemotePasswordGuard(limit: 3, lockout: 1e300).lockout == 3600)
    }

    static func machineHasIPv6Loopback() -> Bool {
        let descriptor = socket(AF_INET6, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var address = sockaddr_in6()
        address.sin6_family = sa_family_t(AF_INET6)
        address.sin6_addr = in6addr_loopback
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) == 0
            }
        }
    }
}
