import Dispatch
import Scanout
import ScanoutTesting
import Testing

/// App code that updates the screen from `DispatchQueue.main` — a network reply, a sensor, a
/// delayed reset — is testable on the host's virtual clock, in order with its timers and frames.
@MainActor
@Suite struct MainQueueWorkTests {
    private func makeScreen() -> (TestHost, UIView) {
        makeBoxScreen(size: CGSize(width: 120, height: 80))
    }

    @Test func anAsyncBlockRunsWhenTheHostRunsItsLoopAndIsOnScreenWithinARefresh() throws {
        let (host, box) = makeScreen()
        host.advance(by: 1)
        let frames = host.presentedFrameCount
        DispatchQueue.main.async { MainActor.assumeIsolated { box.backgroundColor = .systemRed } }
        #expect(box.backgroundColor == .systemBlue, "not run inside the call")
        host.advance(by: 1.0 / 60)
        #expect(box.backgroundColor == .systemRed)
        #expect(host.presentedFrameCount == frames + 1)
        #expect(host.display.latestImage?.pixel(x: 30, y: 30) == UIColor.systemRed.rgba8)
    }

    @Test func anAsyncAfterBlockRunsWhenVirtualTimeReachesItsDeadline() {
        let (host, box) = makeScreen()
        let start = host.clock.now
        var ranAt: TimeInterval?
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
            MainActor.assumeIsolated {
                ranAt = host.clock.now
                box.backgroundColor = .systemGreen
            }
        }
        host.advance(by: 1.9)
        #expect(ranAt == nil)
        host.advance(by: 0.2)
        guard let ranAt else {
            Issue.record("the block did not run")
            return
        }
        #expect(abs(ranAt - start - 2) < 0.01, "ran at its deadline on the virtual clock")
        #expect(host.presentedFrames.last.map { $0.time - ranAt < 1.0 / 60 + 1e-9 } == true)
        #expect(host.display.latestImage?.pixel(x: 30, y: 30) == UIColor.systemGreen.rgba8)
    }

    @Test func blocksKeepTheirOrderWithTimersAndWithEachOther() {
        let (host, _) = makeScreen()
        var order: [String] = []
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { MainActor.assumeIsolated { order.append("after 0.3") } }
        _ = host.clock.schedule(after: 0.2) {
            order.append("timer 0.2")
            DispatchQueue.main.async { MainActor.assumeIsolated { order.append("async from the timer") } }
        }
        DispatchQueue.main.async { MainActor.assumeIsolated { order.append("async 1") } }
        DispatchQueue.main.async { MainActor.assumeIsolated { order.append("async 2") } }
        host.advance(by: 1)
        #expect(order == ["async 1", "async 2", "timer 0.2", "async from the timer", "after 0.3"])
    }

    @Test func aReplyFromABackgroundQueueLandsOnTheMainQueueOfTheHost() async {
        let (host, box) = makeScreen()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                // The reply arrives; UI work goes to the main queue, as UIKit code does.
                DispatchQueue.main.async { MainActor.assumeIsolated { box.alpha = 0.5 } }
                done.resume()
            }
        }
        host.drain()
        #expect(box.alpha == 0.5)
    }
}
