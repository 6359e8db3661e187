import Scanout
import Testing

@testable import ScanoutTesting

/// Two test hosts alive at once: what UIKit's static API keeps — open transactions, pushed
/// graphics contexts, running animation blocks, notification observers, scheduled timers —
/// belongs to the host whose turn it is, and never reaches the other (see `ApplicationContext`).
@MainActor
@Suite struct SideBySideHostsTests {
    @Test func aTransactionLeftOpenInOneHostIsNotAnothers() {
        let first = TestHost()
        CATransaction.begin()
        CATransaction.setAnimationDuration(3)
        var firstCompleted = false
        CATransaction.setCompletionBlock { firstCompleted = true }

        let second = TestHost()
        #expect(CATransaction.animationDuration() == 0.25)
        #expect(CATransaction.completionBlock() == nil)
        var secondCompleted = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { secondCompleted = true }
        CATransaction.commit()
        second.drain()
        #expect(secondCompleted)
        #expect(!firstCompleted)

        first.drain()
        #expect(CATransaction.animationDuration() == 3)
        CATransaction.commit()
        first.drain()
        #expect(firstCompleted)
        #expect(CacheCensus.take(of: first.application).counts["open transactions"] == 0)
        #expect(CacheCensus.take(of: second.application).counts["open transactions"] == 0)
    }

    @Test func aGraphicsContextPushedInOneHostIsNotCurrentInAnother() {
        let first = TestHost()
        UIGraphicsBeginImageContext(CGSize(width: 4, height: 4))
        let firstContext = UIGraphicsGetCurrentContext()
        #expect(firstContext != nil)

        let second = TestHost()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        // The second host draws its frames with its own contexts, the first's still open.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.backgroundColor = .red
        second.window.addSubview(view)
        _ = second.render()
        #expect(UIGraphicsGetCurrentContext() == nil)

        first.drain()
        #expect(UIGraphicsGetCurrentContext() === firstContext)
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.size == CGSize(width: 4, height: 4))
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(CacheCensus.take(of: first.application).counts["graphics contexts"] == 0)
    }

    @Test func anotherHostsTurnInsideAnAnimationBlockIsNotAnimated() {
        let first = TestHost()
        let second = TestHost()
        let firstView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        first.window.addSubview(firstView)
        let secondView = LayoutRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        second.window.addSubview(secondView)
        second.drain()

        first.drain()
        secondView.animationsEnabledDuringLayout = []
        var finished: Bool?
        UIView.animate(
            withDuration: 1,
            animations: {
                firstView.alpha = 0
                #expect(UIView.inheritedAnimationDuration == 1)
                // The second host runs a turn (layout) in the middle of the first's block.
                secondView.setNeedsLayout()
                second.drain()
            }, completion: { finished = $0 })
        #expect(secondView.animationsEnabledDuringLayout == [false])
        #expect(secondView.child.frame == CGRect(x: 10, y: 10, width: 50, height: 50))

        // The first's animation runs on the first's clock only.
        second.advance(by: 2)
        #expect(finished == nil)
        first.advance(by: 2)
        #expect(finished == true)
        #expect(CacheCensus.take(of: first.application).counts["open view animations"] == 0)
    }

    @Test func notificationsReachTheObserversOfTheirOwnHost() {
        let ping = Notification.Name("SideBySideHostsTests.ping")
        var heard: [String] = []
        let first = TestHost()
        let firstToken = NotificationCenter.default.addObserver(forName: ping, object: nil, queue: nil) { _ in
            heard.append("first ping")
        }
        // Its token dropped at once: the center keeps a block observer until it is removed, as
        // Foundation's does.
        NotificationCenter.default.addObserver(
            forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: nil
        ) { _ in heard.append("first background") }

        let second = TestHost()
        let secondToken = NotificationCenter.default.addObserver(forName: ping, object: nil, queue: nil) { _ in
            heard.append("second ping")
        }
        NotificationCenter.default.post(name: ping, object: nil)
        #expect(heard == ["second ping"])

        // The framework's own notifications go to the application they are about, whichever
        // host's turn it is.
        first.application.enterBackground()
        #expect(heard == ["second ping", "first background"])

        first.drain()
        NotificationCenter.default.post(name: ping, object: nil)
        #expect(heard == ["second ping", "first background", "first ping"])
        NotificationCenter.default.removeObserver(firstToken as AnyObject)
        second.drain()
        NotificationCenter.default.removeObserver(secondToken as AnyObject)
        first.drain()
        second.drain()
        #expect(CacheCensus.take(of: second.application).counts["notification observations"] == 0)
    }

    @Test func timersRunOnTheirOwnHostsClockAndGoWithIt() {
        var fired: [String] = []
        weak var firstTimer: Timer?
        let second = TestHost()
        do {
            let first = TestHost()
            firstTimer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in fired.append("first") }
            second.drain()
            Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in fired.append("second") }
            second.advance(by: 1.5)
            #expect(fired == ["second"])
            first.advance(by: 1.5)
            #expect(fired == ["second", "first"])
            #expect(CacheCensus.take(of: first.application).counts["scheduled timers"] == 1)
            #expect(CacheCensus.take(of: second.application).counts["scheduled timers"] == 0)
        }
        // The first host is gone, and its repeating timer with it; the second goes on alone.
        #expect(firstTimer == nil)
        second.advance(by: 5)
        #expect(fired == ["second", "first"])
    }

    @Test func whatWasRegisteredBeforeAnyHostIsTheFirstHostsAndNoLaterOnes() {
        // Code before the launch (an app delegate's init) observes; the application launched
        // next adopts it. A host made while that one lives starts afresh.
        let ready = Notification.Name("SideBySideHostsTests.ready")
        var heard = 0
        let token: NSObjectProtocol
        do {
            // Whatever earlier tests left current goes first, so this runs before any application.
            let earlier = TestHost()
            _ = earlier
        }
        token = NotificationCenter.default.addObserver(forName: ready, object: nil, queue: nil) { _ in heard += 1 }
        let first = TestHost()
        NotificationCenter.default.post(name: ready, object: nil)
        #expect(heard == 1)
        let second = TestHost()
        NotificationCenter.default.post(name: ready, object: nil)
        #expect(heard == 1)
        first.drain()
        NotificationCenter.default.removeObserver(token as AnyObject)
        first.drain()
        _ = second
    }

    @Test func withNoApplicationRunningNothingIsInventedAndNothingWaits() {
        do {
            // The host made current last goes away, so no application is current.
            let gone = TestHost()
            _ = gone
        }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var completions: [Bool] = []
        for duration in [TimeInterval.nan, -.infinity, .infinity, -1, 0, 1e300] {
            UIView.animate(
                withDuration: duration, delay: duration, options: [.repeat, .autoreverse],
                animations: { view.alpha = 0.5 }, completion: { completions.append($0) })
        }
        #expect(completions == Array(repeating: true, count: 6))
        #expect(view.alpha == 0.5)
        var committed = false
        CATransaction.begin()
        CATransaction.setAnimationDuration(.nan)
        CATransaction.setCompletionBlock { committed = true }
        CATransaction.commit()
        #expect(committed)
        #expect(CACurrentMediaTime() == 0)
        #expect(UITraitCollection.current.displayScale == 0)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
        // A graphics context pushed and popped with no application is balanced as ever.
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), false, 0)
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.scale == 1)
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
    }
}

/// Lays its child out in `layoutSubviews`, noting whether changes would be animated then.
@MainActor
private final class LayoutRecordingView: UIView {
    let child = UIView()
    var animationsEnabledDuringLayout: [Bool] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(child)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        animationsEnabledDuringLayout.append(UIView.inheritedAnimationDuration > 0)
        child.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
    }
}

extension SideBySideHostsTests {
    /// The pixel work's fast paths are each compositor's: one host drawing through cairo alone on
    /// one core leaves the other's fast paths on, and the two frames are the same pixels.
    @Test func pixelPathsAreEachHostsOwn() {
        func scene(_ host: TestHost) {
            for index in 0..<6 {
                let view = UIView(frame: CGRect(x: 10 + 60 * CGFloat(index), y: 20, width: 50, height: 300))
                view.backgroundColor = index.isMultiple(of: 2) ? .systemBlue : .systemYellow.withAlphaComponent(0.5)
                view.layer.cornerRadius = CGFloat(index)
                host.window.addSubview(view)
            }
        }
        let plain = TestHost(size: CGSize(width: 400, height: 400), scale: 2)
        plain.application.pixelPaths = PixelPaths(fillsAndCompositesThroughPixman: false, usesAllCores: false)
        let fast = TestHost(size: CGSize(width: 400, height: 400), scale: 2)
        #expect(fast.application.pixelPaths == PixelPaths())
        scene(plain)
        scene(fast)
        _ = plain.render()
        _ = fast.render()
        #expect(plain.application.pixelPaths.usesAllCores == false)
        #expect(fast.application.pixelPaths == PixelPaths())
        let same = plain.framePixels == fast.framePixels
        #expect(same)
    }
}
