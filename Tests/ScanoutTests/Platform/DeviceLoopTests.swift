import Dispatch
import Testing

@testable import Scanout

/// The device's own loop — `UIApplication.launch` with the dispatch clock on the main queue, an
/// offscreen display in place of KMS — doing what a kiosk does between touches. These run in real
/// time on the test runner's main queue, which other suites' main-actor tests share: waits are
/// generous, and timing bounds are loose (what they check is that frames go out at all).
@MainActor
@Suite struct DeviceLoopTests {
    final class Delegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        let build: (UIWindow) -> Void

        init(build: @escaping (UIWindow) -> Void) {
            self.build = build
        }

        /// The launch makes delegates with `init()`; these tests pass what to build.
        convenience override init() {
            self.init(build: { _ in })
        }

        func application(
            _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            let window = UIWindow()
            window.backgroundColor = .white
            build(window)
            self.window = window
            return true
        }
    }

    private func launch(size: CGSize, build: @escaping (UIWindow) -> Void) async throws -> (
        UIApplication, OffscreenDisplay
    ) {
        let display = OffscreenDisplay()
        let application = UIApplication.launch(
            on: .offscreen(size: size, display: display, reason: "device loop test"), delegate: Delegate(build: build))
        try await waitUntil { display.frameCount > 0 }
        return (application, display)
    }

    /// Polls `condition` on the main queue every 5 ms, up to `polls` times (30 s when the queue is
    /// free). Counted in turns, not in seconds: a main-actor test of another suite holds the shared
    /// main queue for seconds at a time, and then the loop under test is held just as long, so a
    /// wall-clock deadline would run out while nothing here had a chance to run. (`make test` runs
    /// this suite in a process of its own; a plain `swift test` runs it beside the others.)
    private func waitUntil(polls: Int = 6_000, _ condition: () -> Bool) async throws {
        for _ in 0..<polls where !condition() {
            try await Task.sleep(nanoseconds: 5_000_000)
        }
    }

    @Test func aChangeFromAMainQueueBlockReachesTheDisplay() async throws {
        let box = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        box.backgroundColor = .systemBlue
        let (application, display) = try await launch(size: CGSize(width: 120, height: 80)) { $0.addSubview(box) }
        let frames = display.frameCount
        var changedAt: TimeInterval = 0
        var shownAt: TimeInterval = 0
        display.presentationObserver = { _, _ in shownAt = application.clock.now }
        // Test hosts of suites running meanwhile take main-queue blocks while their application is
        // current; this one is the device's.
        UIApplication.makeCurrent(application)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) {
            MainActor.assumeIsolated {
                box.backgroundColor = .systemRed
                changedAt = application.clock.now
            }
        }
        try await waitUntil { display.latestImage?.pixel(x: 30, y: 30) == UIColor.systemRed.rgba8 }
        let shownAfter = shownAt - changedAt
        #expect(display.frameCount == frames + 1)
        #expect(display.latestImage?.pixel(x: 30, y: 30) == UIColor.systemRed.rgba8)
        // Not a speed measure (that is `make bench`): the bound only tells a frame presented for
        // the change itself from one that waited for some unrelated wake-up, seconds later. The
        // test suites run in parallel on two cores, so it is generous.
        #expect(
            changedAt > 0 && shownAfter >= 0 && shownAfter < 5,
            "on screen \(Int(shownAfter * 1000)) ms after the change")
    }

    @Test func aFlickKeepsPresentingFramesWhileItDecelerates() async throws {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        scrollView.contentSize = CGSize(width: 200, height: 20_000)
        for row in 0..<400 {
            let stripe = UIView(frame: CGRect(x: 0, y: CGFloat(row) * 50, width: 200, height: 25))
            stripe.backgroundColor = row.isMultiple(of: 2) ? .systemBlue : .systemOrange
            scrollView.addSubview(stripe)
        }
        let (application, display) = try await launch(size: CGSize(width: 200, height: 300)) {
            $0.addSubview(scrollView)
        }
        // Every offset the flick passes through once the finger lifts is presented before the
        // next: no stutter. (While the finger moves, input coalesces as on iOS.)
        var log: [String] = []
        var ended = false
        let observer = ScrollObserver(
            didScroll: { log.append("scroll") }, willDecelerate: { log = [] }, didEndDecelerating: { ended = true })
        scrollView.delegate = observer
        display.presentationObserver = { _, _ in log.append("frame") }

        // A quick upward flick: the finger moves 300 points in 60 ms and lifts. Stamped as the
        // input backend stamps events (their kernel times), so the runner's load cannot slow it.
        let start = application.clock.now
        func touch(_ change: TouchContact.Change, y: CGFloat, at step: Int) {
            application.enqueue(
                .touches(TouchFrame([TouchContact(id: 0, change: change, location: CGPoint(x: 100, y: y))])),
                timestamp: start + Double(step) * 0.01)
        }
        touch(.down, y: 280, at: 0)
        for step in 1...6 { touch(.move, y: 280 - CGFloat(step) * 50, at: step) }
        touch(.up, y: -20, at: 7)

        try await waitUntil { ended }
        #expect(ended)
        let scrolls = log.filter { $0 == "scroll" }.count
        // How many steps depends on how often the loop ran (the runner's load); at least one.
        #expect(scrolls >= 1, "the flick decelerated")
        let unshown = zip(log, log.dropFirst()).filter { $0 == "scroll" && $1 == "scroll" }.count
        #expect(unshown == 0, "an offset replaced before it was presented: \(log)")
        #expect(log.last == "frame")
        withExtendedLifetime(observer) {}
    }

    final class ScrollObserver: UIScrollViewDelegate {
        let didScroll: () -> Void
        let willDecelerate: () -> Void
        let didEndDecelerating: () -> Void
        init(
            didScroll: @escaping () -> Void, willDecelerate: @escaping () -> Void,
            didEndDecelerating: @escaping () -> Void
        ) {
            self.didScroll = didScroll
            self.willDecelerate = willDecelerate
            self.didEndDecelerating = didEndDecelerating
        }
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { didEndDecelerating() }
        func scrollViewDidScroll(_ scrollView: UIScrollView) { didScroll() }
        func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { willDecelerate() }
    }

    @Test func anIdleAppPresentsNothing() async throws {
        let (_, display) = try await launch(size: CGSize(width: 100, height: 100)) {
            $0.addSubview(UISwitch(frame: CGRect(x: 10, y: 10, width: 0, height: 0)))
        }
        let frames = display.frameCount
        try await Task.sleep(nanoseconds: 200_000_000)
        #expect(display.frameCount == frames)
    }
}
