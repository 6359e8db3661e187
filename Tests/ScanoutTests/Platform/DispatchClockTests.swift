import Testing

@testable import Scanout

/// The device clock: timers on the main queue, whatever deadline they are given.
@MainActor
@Suite struct DispatchClockTests {
    @Test func aDeadlineTooFarForNanosecondsIsArmedAndNeverFires() async {
        let clock = DispatchClock()
        var fired: [String] = []
        // 1.8e10 s is where seconds stop fitting a UInt64 of nanoseconds.
        let far = [clock.now + 2e10, 1e300, .infinity].map { deadline in
            clock.schedule(at: deadline) { fired.append("far \(deadline)") }
        }
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            _ = clock.schedule(after: 0.01) {
                fired.append("near")
                done.resume()
            }
        }
        #expect(fired == ["near"], "the near timer still fires; the far ones wait")
        far.forEach { $0.cancel() }
    }

    /// A board's `blankAfter` that got past the parser (or an app's own timeout) arms the idle
    /// timer at launch: that must not trap.
    @Test func aHugeBlankingTimeoutArmsWithoutTrapping() {
        let application = UIApplication(
            screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), scale: 1),
            clock: DispatchClock())
        application.screenBlankingTimeout = 1e11
        #expect(application.screenBlankingTimeout == 1e11 && !application.isScreenBlanked)
        application.screenBlankingTimeout = nil
    }
}
