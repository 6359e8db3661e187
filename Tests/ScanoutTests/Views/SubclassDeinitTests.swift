import Scanout
import ScanoutTesting
import Testing

/// What the deinits below saw, in order.
@MainActor
enum DeinitLog {
    static var entries: [String] = []
}

/// A view written as UIKit code writes one: it runs a timer, and its plain `deinit` stops it and
/// removes its observations. (In Swift 6 mode the timer must be read before `self` is passed
/// anywhere, as on iOS: after that, flow isolation allows only nonisolated properties.)
final class TickingBadgeView: UIView {
    var timer: Timer?
    var ticks = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in self?.ticks += 1 }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        timer?.invalidate()
        NotificationCenter.default.removeObserver(self)
    }
}

/// A controller with the same plain `deinit`.
final class ObservingViewController: UIViewController {
    var timer: Timer?

    deinit {
        timer?.invalidate()
        NotificationCenter.default.removeObserver(self)
    }
}

/// A view whose `isolated deinit` calls a main-actor method of its own.
final class LoggingView: UIView {
    isolated deinit {
        record()
    }

    func record() {
        DeinitLog.entries.append("LoggingView subviews \(subviews.count)")
    }
}

/// Subclass deinits in UIKit's shapes compile and run, and the base deinit still unlinks.
@MainActor
@Suite(.serialized) struct SubclassDeinitTests {
    @Test func aPlainDeinitStopsTheTimerItInvalidates() {
        let host = TestHost()
        var view: TickingBadgeView? = TickingBadgeView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        weak let timer = view?.timer
        host.advance(by: 1.5)
        #expect(view?.ticks == 1)
        #expect(timer?.isValid == true)
        view = nil
        // Invalidated, the loop let go of it.
        #expect(timer == nil)
    }

    @Test func aPlainDeinitInAControllerRuns() {
        let host = TestHost()
        var controller: ObservingViewController? = ObservingViewController()
        var fires = 0
        controller?.timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in fires += 1 }
        host.advance(by: 1.5)
        #expect(fires == 1)
        controller = nil
        host.advance(by: 3)
        #expect(fires == 1)
    }

    @Test func anIsolatedDeinitRunsBeforeTheBaseUnlinksSubviews() {
        DeinitLog.entries = []
        let child = UIView()
        var parent: LoggingView? = LoggingView()
        parent?.addSubview(child)
        #expect(child.superview != nil)
        parent = nil
        #expect(DeinitLog.entries == ["LoggingView subviews 1"])
        #expect(child.superview == nil)
    }

    /// A view whose last reference goes on another thread is a misuse, as in UIKit, but does not
    /// bring the app down: its subviews are unlinked there, and one line names the class.
    @Test func aViewReleasedOffTheMainThreadStillUnlinksItsSubviews() async {
        final class Holder: @unchecked Sendable {
            var view: UIView?
        }
        let child = UIView()
        let holder = Holder()
        holder.view = UIView()
        holder.view?.addSubview(child)
        #expect(child.superview != nil)
        await Task.detached { holder.view = nil }.value
        #expect(child.superview == nil)
    }
}
