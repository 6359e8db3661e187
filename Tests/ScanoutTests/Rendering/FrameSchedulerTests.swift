import ScanoutTesting
import Testing

@testable import Scanout

/// The one frame scheduler, seen through `TestHost` the way a device's display sees it: every
/// change reaches the screen within a refresh, at most one frame per refresh, none when idle.
@MainActor
@Suite struct FrameSchedulerTests {
    private let refresh = 1.0 / 60

    private func makeScreen() -> (TestHost, UIView) {
        makeBoxScreen(size: CGSize(width: 200, height: 100))
    }

    @Test func nothingChangingPresentsNothingAndArmsNoTimer() {
        let (host, _) = makeScreen()
        let frames = host.presentedFrameCount
        host.advance(by: 10)
        #expect(host.presentedFrameCount == frames)
        #expect(host.clock.pendingTimerCount == 0)
    }

    @Test func aChangeFromATimerIsOnScreenWithinOneRefresh() throws {
        let (host, box) = makeScreen()
        let frames = host.presentedFrameCount
        Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in box.backgroundColor = .systemRed }
        host.advance(by: 1 + refresh)
        #expect(host.presentedFrameCount == frames + 1)
        let frame = try #require(host.presentedFrames.last)
        #expect(frame.time >= 1 && frame.time <= 1 + refresh)
        #expect(frame.damage == [PixelRect(x: 9, y: 9, width: 42, height: 42)], "the box, and its antialiased edge")
        #expect(host.display.latestImage?.pixel(x: 30, y: 30) == UIColor.systemRed.rgba8)
    }

    @Test func aChangeFromAClockTimerIsOnScreenWithoutAskingForARender() {
        let (host, box) = makeScreen()
        let changeTime = host.clock.now + 0.5
        _ = host.clock.schedule(at: changeTime) { box.center.x += 20 }
        host.advance(by: 0.5)
        #expect(host.presentedFrames.last?.time == changeTime, "the display was idle: presented at the change")
        #expect(host.display.latestImage?.pixel(x: 55, y: 30) == UIColor.systemBlue.rgba8)
    }

    @Test func changesWithinARefreshCoalesceIntoOneFrame() {
        let (host, box) = makeScreen()
        host.advance(by: 1)
        let frames = host.presentedFrameCount
        // A frame at once for the first change (the display was idle)...
        box.backgroundColor = .systemRed
        host.drain()
        #expect(host.presentedFrameCount == frames + 1)
        // ...then ten changes less than a refresh later wait for the next refresh, as one frame.
        for step in 0..<10 { box.center.x = 40 + CGFloat(step) }
        host.advance(by: refresh / 2)
        #expect(host.presentedFrameCount == frames + 1, "no second frame within one refresh")
        host.advance(by: refresh / 2)
        #expect(host.presentedFrameCount == frames + 2)
        let times = host.presentedFrames.suffix(2).map(\.time)
        #expect(abs(times[1] - times[0] - refresh) < 1e-9)
    }

    @Test func aFlickPresentsAFrameInEveryRefreshWhileItsOffsetChanges() {
        let host = TestHost(size: CGSize(width: 320, height: 480))
        let table = UITableView(frame: host.window.bounds)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let rows = NumberedRows([200])
        table.dataSource = rows
        table.delegate = rows
        host.window.addSubview(table)
        _ = host.render()
        host.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -300), steps: 6, interval: 0.012)
        #expect(table.isDecelerating)

        var refreshesWithMotion = 0
        var lastOffset = table.contentOffset
        for _ in 0..<240 {
            let frames = host.presentedFrameCount
            host.advance(by: refresh)
            guard table.contentOffset != lastOffset else { continue }
            lastOffset = table.contentOffset
            refreshesWithMotion += 1
            #expect(host.presentedFrameCount == frames + 1, "the offset moved: exactly one new frame this refresh")
        }
        #expect(refreshesWithMotion > 30, "the flick decelerated over many refreshes")
        #expect(!table.isDecelerating)
        let frames = host.presentedFrameCount
        host.advance(by: 1)
        #expect(host.presentedFrameCount == frames, "at rest: no frames")
        #expect(host.clock.pendingTimerCount == 0)
        withExtendedLifetime(rows) {}
    }

    @Test func aRepeatingTimerFiresOnWholeIntervalsUntilInvalidated() {
        let (host, box) = makeScreen()
        var fires: [TimeInterval] = []
        let timer = Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { _ in
            fires.append(host.clock.now)
            box.alpha = box.alpha == 1 ? 0.5 : 1
        }
        #expect(timer.isValid)
        #expect(abs(timer.fireDate.timeIntervalSinceNow - 0.25) < 0.01)
        host.advance(by: 1)
        #expect(fires.count == 4)
        #expect(host.presentedFrames.suffix(4).map(\.time) == fires, "each change presented when it happened")
        timer.invalidate()
        #expect(!timer.isValid)
        host.advance(by: 1)
        #expect(fires.count == 4)
        #expect(host.clock.pendingTimerCount == 0)
    }

    @Test func aTimerWithATargetSendsItsActionWithTheTimer() {
        final class Ticker: ActionTarget {
            static var actionTable: ActionTable { ActionTable().on(.tick, Ticker.tick) }
            var senders: [Timer] = []
            func tick(_ sender: Any?) { if let timer = sender as? Timer { senders.append(timer) } }
        }
        let host = TestHost()
        let ticker = Ticker()
        let timer = Timer(timeInterval: 0.5, target: ticker, selector: .tick, userInfo: "lobby", repeats: false)
        host.advance(by: 1)
        #expect(ticker.senders.isEmpty, "not scheduled until added to the loop")
        RunLoop.main.add(timer, forMode: .common)
        host.advance(by: 0.5)
        #expect(ticker.senders.count == 1 && ticker.senders.first === timer)
        #expect(timer.userInfo as? String == "lobby")
        #expect(!timer.isValid, "a timer that does not repeat is done once it fired")
    }

    @Test func theFrameHistoryKeepsTheLatestFramesOldestFirst() {
        let (host, box) = makeScreen()
        let extra = 7
        let start = host.presentedFrameCount
        var times: [TimeInterval] = []
        for step in 0..<(TestHost.frameHistoryLimit + extra) {
            box.center.x = 40 + CGFloat(step % 2)
            host.advance(by: refresh)
            if let last = host.presentedFrames.last { times.append(last.time) }
        }
        #expect(host.presentedFrameCount == start + TestHost.frameHistoryLimit + extra, "a frame per step")
        #expect(Set(times).count == times.count, "each step's frame last")
        let kept = host.presentedFrames
        #expect(kept.count == TestHost.frameHistoryLimit)
        #expect(kept.map(\.time) == Array(times.suffix(TestHost.frameHistoryLimit)), "the latest, in order")
    }

    @Test func aDisplayThatFlipsTakesOneFrameAtATime() {
        let host = TestHost(size: CGSize(width: 100, height: 100))
        let display = FlippingDisplay()
        host.application.display = display
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(box)
        host.advance(by: refresh)
        #expect(display.presented == 1)
        #expect(display.isPresentingFrame)
        // Changes keep coming; the display is still flipping: nothing more is presented.
        for step in 1...5 {
            box.center.x = CGFloat(10 * step)
            host.advance(by: 0.005)
        }
        #expect(display.presented == 1)
        // The flip completes: the next frame goes out at once, with everything since.
        display.completeFlip()
        host.drain()
        #expect(display.presented == 2)
        #expect(display.lastDamage == [PixelRect(x: 0, y: 0, width: 56, height: 11)], "every place the box was")
    }

    @Test func aFlipThatNeverCompletesDoesNotFreezeTheScreen() {
        let host = TestHost(size: CGSize(width: 100, height: 100))
        let display = FlippingDisplay()
        host.application.display = display
        host.advance(by: refresh)
        #expect(display.presented == 1)
        host.window.backgroundColor = .systemRed
        host.advance(by: refresh * (FrameScheduler.displayWaitLimit - 1))
        #expect(display.presented == 1)
        host.advance(by: refresh * 2)
        #expect(display.presented == 2, "drawn anyway after the wait limit")
    }
}

/// A display that puts frames on screen the way a DRM page flip does: later, when told.
@MainActor
final class FlippingDisplay: Display {
    var presented = 0
    var lastDamage: [PixelRect] = []
    var isPresentingFrame = false
    var frameShownHandler: (@MainActor () -> Void)?

    func present(_ frame: FrameBuffer, damage: [PixelRect]) {
        presented += 1
        lastDamage = damage
        isPresentingFrame = true
    }

    func completeFlip() {
        isPresentingFrame = false
        frameShownHandler?()
    }
}
