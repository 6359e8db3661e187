import FoundationEssentials
import Scanout
import ScanoutTesting
import Testing

/// Running an app headless: `UIApplication.launch(on:delegate:)` with an offscreen display.
@MainActor
@Suite struct OffscreenDisplayTests {
    final class Delegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        var launched = false

        func application(
            _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            launched = true
            let window = UIWindow()
            let controller = UIViewController()
            controller.view.backgroundColor = .systemGreen
            window.rootViewController = controller
            self.window = window
            return true
        }
    }

    /// On the device's own loop (the dispatch clock on the main queue): the first frame goes out
    /// on the loop's first turn after launch.
    @Test func launchShowsTheDelegatesWindowAndPresentsAFrame() async throws {
        let directory =
            FileManager.default.temporaryDirectory.path + "/scanout-offscreen-\(UInt32.random(in: 0...UInt32.max))"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let display = OffscreenDisplay(screenshotDirectory: directory)
        let delegate = Delegate()
        let application = UIApplication.launch(
            on: .offscreen(size: CGSize(width: 160, height: 100), display: display, reason: "test"),
            delegate: delegate)
        #expect(delegate.launched)
        #expect(application.keyWindow === delegate.window)
        #expect(UIApplication.shared === application)
        #expect(display.frameCount == 0, "frames are drawn by the loop, not inside launch")
        for _ in 0..<100 where display.frameCount == 0 {
            try await Task.sleep(nanoseconds: 10_000_000)
        }
        #expect(display.frameCount == 1)
        #expect(display.lastDamage == [PixelRect(x: 0, y: 0, width: 160, height: 100)])
        #expect(display.latestImage?.pixel(x: 80, y: 50) == UIColor.systemGreen.rgba8)

        let path = try display.saveScreenshot(named: "first")
        #expect(path == directory + "/first.png")
        let saved = UIImage(contentsOfFile: path)
        #expect(saved?.size == CGSize(width: 160, height: 100))

        #expect(throws: OffscreenDisplayError.self) { try OffscreenDisplay().saveScreenshot(named: "x") }
        #expect("\(OffscreenDisplayError.noScreenshotDirectory)".contains("--screenshot DIR"))
    }

    /// A source that keeps its sink weakly, as the libinput source does, and notes how many
    /// frames the display had presented when it started.
    final class WeakSinkSource: InputSource {
        weak var sink: InputEventSink?
        let display: OffscreenDisplay
        var framesPresentedAtStart: Int?
        init(display: OffscreenDisplay) { self.display = display }
        func start(delivering sink: InputEventSink) throws {
            self.sink = sink
            framesPresentedAtStart = display.frameCount
        }
        func stop() {}
    }

    /// A source that cannot open its devices: the others still start.
    final class FailingSource: InputSource {
        struct NoDevices: Error {}
        func start(delivering sink: InputEventSink) throws { throw NoDevices() }
        func stop() {}
    }

    /// Input devices open just after the first frame, on the loop (a slow board shows its first
    /// screen sooner; nobody touches a screen that shows nothing), and input a source reads then
    /// reaches the queue however the source holds its sink: the application keeps the sink it
    /// hands out for its whole life. A source that fails does not keep the next from starting.
    @Test func aSourceStartsAfterTheFirstFrameAndDeliversHoweverItHoldsItsSink() async throws {
        let display = OffscreenDisplay()
        let source = WeakSinkSource(display: display)
        var platform = Platform.offscreen(size: CGSize(width: 160, height: 100), display: display, reason: "test")
        platform.inputSources = [FailingSource(), source]
        var startedCount = 0
        platform.didStartInput = { startedCount += 1 }
        let application = UIApplication.launch(on: platform, delegate: Delegate())
        #expect(source.sink == nil, "no device opens inside the launch")
        for _ in 0..<300 where source.sink == nil {
            try await Task.sleep(nanoseconds: 10_000_000)
        }
        #expect(source.framesPresentedAtStart == 1, "the first frame went out first")
        #expect(startedCount == 1)
        #expect(source.sink === application.inputSink)
        let queued = application.queuedEventCount
        source.sink?.enqueue(.pointerCursorHidden)
        #expect(application.queuedEventCount == queued + 1)
    }

    /// A delegate that reads the application and the screen in its `init()`, as UIKit allows.
    final class EagerDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        let applicationSeenAtInit: UIApplication
        let screenBoundsSeenAtInit: CGRect

        required override init() {
            applicationSeenAtInit = UIApplication.shared
            screenBoundsSeenAtInit = UIScreen.main.bounds
            super.init()
        }
    }

    /// The delegate is made once the application exists: what its `init()` reads is the launched
    /// application and its screen, not one made up for the occasion.
    @Test func theDelegateIsMadeOnceTheApplicationExists() {
        let platform = Platform.offscreen(
            size: CGSize(width: 160, height: 100), display: OffscreenDisplay(), reason: "test")
        var made: EagerDelegate?
        let application = UIApplication.launch(
            on: platform,
            makeDelegate: {
                let delegate = EagerDelegate()
                made = delegate
                return delegate
            })
        #expect(made?.applicationSeenAtInit === application)
        #expect(made?.screenBoundsSeenAtInit == CGRect(x: 0, y: 0, width: 160, height: 100))
        #expect(application.delegate === made)
    }
}
