import Scanout
import ScanoutTesting
import Testing

/// `UINavigationController` driven as a person drives it: pushes, the back button found by its
/// title, the edge swipe.
@MainActor
@Suite struct UINavigationControllerTests {
    /// Records its appearance callbacks into a shared log.
    final class Screen: UIViewController {
        let name: String
        let log: Log
        init(_ name: String, log: Log) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
            title = name
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
        }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            log.entries.append("\(name) willAppear\(isMovingToParent ? " moving" : "")")
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            log.entries.append("\(name) didAppear")
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            log.entries.append("\(name) willDisappear\(isMovingFromParent ? " moving" : "")")
        }
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            log.entries.append("\(name) didDisappear")
        }
    }

    final class Log {
        var entries: [String] = []
    }

    private func makeStack(_ host: TestHost, _ log: Log) -> (UINavigationController, Screen) {
        let root = Screen("Visitors", log: log)
        let navigation = UINavigationController(rootViewController: root)
        host.window.rootViewController = navigation
        host.drain()
        log.entries.removeAll()
        return (navigation, root)
    }

    @Test func pushAndPopKeepTheStackAndCallBackInUIKitsOrder() {
        let host = TestHost()
        let log = Log()
        let (navigation, root) = makeStack(host, log)
        let details = Screen("Ada", log: log)
        navigation.pushViewController(details, animated: true)
        #expect(navigation.viewControllers == [root, details])
        #expect(navigation.topViewController === details)
        #expect(details.navigationController === navigation)
        #expect(log.entries == ["Ada willAppear moving", "Visitors willDisappear"], "the two wills, before the slide")
        host.advance(by: 0.5)
        #expect(
            log.entries == [
                "Ada willAppear moving", "Visitors willDisappear", "Ada didAppear", "Visitors didDisappear",
            ])
        #expect(navigation.children == [root, details])

        log.entries.removeAll()
        let popped = navigation.popViewController(animated: true)
        #expect(popped === details)
        #expect(navigation.viewControllers == [root])
        host.advance(by: 0.5)
        #expect(
            log.entries == [
                "Visitors willAppear", "Ada willDisappear moving", "Visitors didAppear", "Ada didDisappear",
            ])
        #expect(navigation.children == [root])
        #expect(details.parent == nil)
    }

    @Test func thePushSlidesInFromTheTrailingEdge() throws {
        let host = TestHost(size: CGSize(width: 800, height: 480))
        let log = Log()
        let (navigation, root) = makeStack(host, log)
        let details = Screen("Ada", log: log)
        navigation.pushViewController(details, animated: true)
        host.advance(by: 0.15)
        _ = host.render()
        let incoming = details.view.layer.presentation()!.frame
        let covered = root.view.layer.presentation()!.frame
        #expect(incoming.minX > 0 && incoming.minX < 800, "midway: \(incoming)")
        #expect(
            covered.minX < 0 && covered.minX > -800 * 0.3 - 1, "the covered screen moves a third at most: \(covered)")
        host.advance(by: 0.5)
        #expect(details.view.frame.minX == 0)
    }

    @Test func theBackButtonShowsThePreviousTitleAndPops() throws {
        let host = TestHost()
        let log = Log()
        let (navigation, _) = makeStack(host, log)
        navigation.pushViewController(Screen("Ada", log: log), animated: false)
        try host.tap("Visitors")
        host.advance(by: 0.5)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func aLongPreviousTitleBecomesBack() throws {
        let host = TestHost(size: CGSize(width: 400, height: 600))
        let log = Log()
        let root = Screen("Today's appointments at the north entrance reception desk", log: log)
        let navigation = UINavigationController(rootViewController: root)
        host.window.rootViewController = navigation
        navigation.pushViewController(Screen("Ada", log: log), animated: false)
        host.drain()
        #expect(host.elements(labelled: "Back").count == 1)
        root.navigationItem.backButtonTitle = "List"
        #expect(host.elements(labelled: "List").count == 1)
    }

    @Test func theChildsSafeAreaStartsBelowTheBar() {
        let host = TestHost()
        let log = Log()
        let (navigation, root) = makeStack(host, log)
        #expect(root.view.safeAreaInsets.top == navigation.navigationBar.frame.maxY)
        #expect(root.view.frame == navigation.view.bounds, "the child's view goes under the bar")
        navigation.setNavigationBarHidden(true, animated: false)
        host.drain()
        #expect(root.view.safeAreaInsets.top == 0)
        navigation.setToolbarHidden(false, animated: false)
        host.drain()
        #expect(root.view.safeAreaInsets.bottom == 44)
    }

    @Test func anEdgeSwipeFollowsTheFingerAndCompletesOrCancels() {
        let host = TestHost(size: CGSize(width: 800, height: 480))
        let log = Log()
        let (navigation, _) = makeStack(host, log)
        let details = Screen("Ada", log: log)
        navigation.pushViewController(details, animated: false)
        host.drain()
        log.entries.removeAll()

        // A short swipe: the screen follows, then slides back.
        host.touchDown(at: CGPoint(x: 5, y: 240))
        host.advance(by: 0.02)
        host.touchMove(to: CGPoint(x: 60, y: 240))
        host.advance(by: 0.05)
        host.touchMove(to: CGPoint(x: 205, y: 240))
        host.advance(by: 0.3)
        #expect(abs(details.view.frame.minX - 200) < 1, "the top screen is under the finger: \(details.view.frame)")
        #expect(navigation.viewControllers.count == 1, "popping while the finger is down")
        host.touchUp()
        host.advance(by: 0.6)
        #expect(navigation.viewControllers.count == 2, "cancelled")
        #expect(details.view.frame.minX == 0)
        // Each half-cycle begun ends before the way back, so the callbacks stay balanced.
        #expect(
            log.entries == [
                "Visitors willAppear", "Ada willDisappear moving", "Visitors didAppear", "Visitors willDisappear",
                "Visitors didDisappear", "Ada didDisappear", "Ada willAppear", "Ada didAppear",
            ])

        // A long one completes.
        log.entries.removeAll()
        host.touchDown(at: CGPoint(x: 5, y: 240))
        host.advance(by: 0.02)
        host.touchMove(to: CGPoint(x: 100, y: 240))
        host.advance(by: 0.3)
        host.touchMove(to: CGPoint(x: 600, y: 240))
        host.advance(by: 0.3)
        host.touchUp()
        host.advance(by: 0.6)
        #expect(navigation.viewControllers.count == 1)
        #expect(log.entries.suffix(2) == ["Visitors didAppear", "Ada didDisappear"])
    }

    @Test func aPoppedControllerIsFreed() {
        let host = TestHost()
        let log = Log()
        let (navigation, _) = makeStack(host, log)
        weak var weakDetails: Screen?
        do {
            let details = Screen("Ada", log: log)
            weakDetails = details
            navigation.pushViewController(details, animated: true)
            host.advance(by: 0.5)
            navigation.popViewController(animated: true)
            host.advance(by: 0.5)
        }
        #expect(weakDetails == nil)
    }

    @Test func theDelegateHearsWillShowAndDidShow() {
        final class Delegate: UINavigationControllerDelegate {
            var events: [String] = []
            func navigationController(
                _ navigationController: UINavigationController, willShow viewController: UIViewController,
                animated: Bool
            ) {
                events.append("will \(viewController.title ?? "")")
            }
            func navigationController(
                _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
            ) {
                events.append("did \(viewController.title ?? "")")
            }
        }
        let host = TestHost()
        let log = Log()
        let (navigation, _) = makeStack(host, log)
        let delegate = Delegate()
        navigation.delegate = delegate
        navigation.pushViewController(Screen("Ada", log: log), animated: true)
        #expect(delegate.events == ["will Ada"])
        host.advance(by: 0.5)
        #expect(delegate.events == ["will Ada", "did Ada"])
    }
}
