import ScanoutTesting
import Testing

@testable import Scanout

/// `NotificationCenter` as Foundation defines it: block observers live until removed (the center
/// keeps their token), selector observers are held weakly, and removing is what ends an
/// observation — with the observations kept per application (`ApplicationContext`).
@MainActor
@Suite struct NotificationCenterTests {
    @Test func aBlockObserverWhoseTokenIsDroppedGoesOnObserving() {
        let host = TestHost()
        let name = Notification.Name("NotificationCenterTests.dropped")
        var heard = 0
        // As an app delegate writes it: the token is not kept.
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in heard += 1 }
        host.drain()
        NotificationCenter.default.post(name: name, object: nil)
        NotificationCenter.default.post(name: name, object: nil)
        #expect(heard == 2)
    }

    @Test func removingTheTokenEndsTheObservationAndFreesIt() {
        let host = TestHost()
        let name = Notification.Name("NotificationCenterTests.removed")
        var heard = 0
        weak var freedToken: AnyObject?
        do {
            let token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in
                heard += 1
            }
            freedToken = token as AnyObject
            NotificationCenter.default.post(name: name, object: nil)
            NotificationCenter.default.removeObserver(token as AnyObject)
        }
        host.drain()
        NotificationCenter.default.post(name: name, object: nil)
        #expect(heard == 1)
        #expect(freedToken == nil)
    }

    @Test func manyObserversAddedAndRemovedLeaveNothingBehind() {
        let host = TestHost()
        let before = CacheCensus.take(of: host.application).counts["notification observations"] ?? -1
        var generator = SplitMix64(seed: 0x5EED_0B5E)
        var heard = 0
        for round in 0..<2_000 {
            // Names from an empty string to long ones, objects or none.
            let length = Int(generator.next() % 40)
            let name = Notification.Name(String(repeating: "n", count: length))
            let sender: AnyObject? = round.isMultiple(of: 3) ? UIView() : nil
            let token = NotificationCenter.default.addObserver(forName: name, object: sender, queue: nil) { _ in
                heard += 1
                // Calling back into the center while it delivers.
                NotificationCenter.default.post(name: Notification.Name("nested"), object: nil)
            }
            NotificationCenter.default.post(name: name, object: sender)
            NotificationCenter.default.removeObserver(token as AnyObject)
            if round.isMultiple(of: 100) { host.drain() }
        }
        host.drain()
        #expect(heard == 2_000)
        #expect(CacheCensus.take(of: host.application).counts["notification observations"] == before)
    }
}
