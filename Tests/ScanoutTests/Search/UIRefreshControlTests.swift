import ScanoutTesting
import Testing

@testable import Scanout

/// `UIRefreshControl` on a scroll view: the pull, the threshold, the resting inset and the way back.
@MainActor
@Suite struct UIRefreshControlTests {
    /// A full-screen scroll view with a refresh control whose `.valueChanged` actions are counted.
    static func setUp() -> (TestHost, UIScrollView, UIRefreshControl, Counter) {
        let host = TestHost()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 800, height: 480))
        scrollView.contentSize = CGSize(width: 800, height: 2000)
        host.window.addSubview(scrollView)
        let control = UIRefreshControl()
        let counter = Counter()
        control.addAction(UIAction { _ in counter.count += 1 }, for: .valueChanged)
        scrollView.refreshControl = control
        return (host, scrollView, control, counter)
    }

    final class Counter {
        var count = 0
    }

    @Test func aPullPastTheThresholdFiresOnceAndTheContentRestsBelowTheSpinner() {
        let (host, scrollView, control, counter) = UIRefreshControlTests.setUp()
        #expect(control.superview === scrollView && control.isHidden)
        host.drag(from: CGPoint(x: 400, y: 100), by: CGPoint(x: 0, y: 300), steps: 20, lift: false)
        #expect(counter.count == 1 && control.isRefreshing)
        #expect(!control.isHidden)
        #expect(scrollView.adjustedContentInset.top == 0, "the room is taken as the finger lifts")
        // The finger goes on pulling, and back a little: still one refresh.
        for y in stride(from: 400, through: 460, by: 10) {
            host.advance(by: 0.016)
            host.touchMove(to: CGPoint(x: 400, y: y))
        }
        host.advance(by: 0.016)
        host.touchMove(to: CGPoint(x: 400, y: 380))
        #expect(counter.count == 1)
        host.touchUp()
        #expect(scrollView.adjustedContentInset.top == UIRefreshControl.height)
        host.advance(by: 2)
        #expect(scrollView.contentOffset.y == -UIRefreshControl.height)
        #expect(control.frame.maxY == 0 && control.frame.height == UIRefreshControl.height)
        #expect(counter.count == 1)
    }

    @Test func aShortPullDoesNotFire() {
        let (host, scrollView, control, counter) = UIRefreshControlTests.setUp()
        host.drag(from: CGPoint(x: 400, y: 100), by: CGPoint(x: 0, y: 120), steps: 12)
        #expect(counter.count == 0 && !control.isRefreshing)
        host.advance(by: 2)
        #expect(scrollView.contentOffset.y == 0 && scrollView.adjustedContentInset.top == 0)
        #expect(control.isHidden)
    }

    @Test func endRefreshingSlidesTheContentBack() {
        let (host, scrollView, control, _) = UIRefreshControlTests.setUp()
        host.drag(from: CGPoint(x: 400, y: 100), by: CGPoint(x: 0, y: 300), steps: 20)
        host.advance(by: 2)
        #expect(scrollView.contentOffset.y == -60)
        control.endRefreshing()
        #expect(!control.isRefreshing && scrollView.adjustedContentInset.top == 0)
        #expect(scrollView.contentOffset.y == -60, "it slides, not jumps")
        host.advance(by: 0.1)
        let midway = scrollView.contentOffset.y
        #expect(midway > -60 && midway < 0)
        host.advance(by: 0.5)
        #expect(scrollView.contentOffset.y == 0)
        #expect(control.isHidden)
        // A second end, with no refresh going, does nothing.
        control.endRefreshing()
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test func beginRefreshingShowsTheSpinnerWithoutSendingValueChanged() {
        let (host, scrollView, control, counter) = UIRefreshControlTests.setUp()
        control.beginRefreshing()
        control.beginRefreshing()
        #expect(control.isRefreshing && counter.count == 0)
        host.advance(by: 1)
        #expect(scrollView.contentOffset.y == -60 && scrollView.adjustedContentInset.top == 60)
        // Pulling again while refreshing starts nothing new.
        host.drag(from: CGPoint(x: 400, y: 100), by: CGPoint(x: 0, y: 300), steps: 20)
        host.advance(by: 2)
        #expect(counter.count == 0 && scrollView.contentOffset.y == -60)
        control.endRefreshing()
        host.advance(by: 1)
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test func aTableViewControllerForwardsItsRefreshControl() {
        let controller = UITableViewController(style: .plain)
        let control = UIRefreshControl()
        controller.refreshControl = control
        #expect(controller.tableView.refreshControl === control)
        #expect(control.superview === controller.tableView)
        controller.refreshControl = nil
        #expect(control.superview == nil)
    }

    @Test func attributedTitleAndTintShow() {
        let control = UIRefreshControl()
        #expect(control.tintColor == .systemGray)
        control.tintColor = .systemRed
        #expect(control.tintColor == .systemRed)
        control.attributedTitle = NSAttributedString(string: "Pull to refresh")
        #expect(control.attributedTitle?.string == "Pull to refresh")
    }
}
