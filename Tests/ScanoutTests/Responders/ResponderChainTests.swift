import Scanout
import ScanoutTesting
import Testing

/// BEHAVIOUR.md section 3: the responder chain.
@MainActor
@Suite struct ResponderChainTests {
    /// An app delegate that is a responder: the last link of the chain.
    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        let log: EventLog

        init(log: EventLog) {
            self.log = log
            super.init()
        }

        /// The launch makes delegates with `init()`; these tests pass a log.
        convenience override init() {
            self.init(log: EventLog())
        }

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.record("delegate.began")
            super.touchesBegan(touches, with: event)
        }
    }

    final class RecordingApplicationProbe: UIView {}

    private func chain(from responder: UIResponder) -> [UIResponder] {
        var result: [UIResponder] = []
        var current: UIResponder? = responder
        while let link = current {
            result.append(link)
            current = link.next
        }
        return result
    }

    /// window ← root controller ← its view ← container ← child controller's view ← leaf.
    private struct Scene {
        let host: TestHost
        let log: EventLog
        let delegate: AppDelegate
        let root: RecordingViewController
        let child: RecordingViewController
        let container: PassThroughView
        let leaf: PassThroughView
    }

    private func makeScene() -> Scene {
        let host = TestHost()
        let log = EventLog()
        let delegate = AppDelegate(log: log)
        host.application.delegate = delegate
        let root = RecordingViewController("root", log: log)
        let child = RecordingViewController("child", log: log)
        host.window.rootViewController = root
        let container = PassThroughView("container", frame: CGRect(x: 0, y: 0, width: 400, height: 400), log: log)
        root.view.addSubview(container)
        root.addChild(child)
        child.view.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        container.addSubview(child.view)
        child.didMove(toParent: root)
        let leaf = PassThroughView("leaf", frame: CGRect(x: 10, y: 10, width: 100, height: 100), log: log)
        child.view.addSubview(leaf)
        return Scene(
            host: host, log: log, delegate: delegate, root: root, child: child, container: container, leaf: leaf)
    }

    @Test func nextFollowsViewsControllersWindowSceneApplicationAndDelegate() {
        let scene = makeScene()
        let expected: [UIResponder] = [
            scene.leaf, scene.child.view, scene.child, scene.container, scene.root.view, scene.root,
            scene.host.window, scene.host.window.windowScene!, scene.host.application, scene.delegate,
        ]
        #expect(chain(from: scene.leaf).map(ObjectIdentifier.init) == expected.map(ObjectIdentifier.init))
        #expect(scene.delegate.next == nil)
    }

    @Test func touchesBubbleThroughTheWholeChainWhenEveryLinkCallsSuper() {
        let scene = makeScene()
        scene.host.touchDown(at: CGPoint(x: 20, y: 20))
        #expect(
            scene.log.entries.suffix(5) == [
                "leaf.began", "child.began", "container.began", "root.began", "delegate.began",
            ])
    }

    @Test func overrideThatDoesNotCallSuperStopsTheTouch() {
        let scene = makeScene()
        scene.container.passesTouchesOn = false
        scene.log.clear()
        scene.host.tap(at: CGPoint(x: 20, y: 20))
        #expect(
            scene.log.entries == [
                "leaf.began", "child.began", "container.began", "leaf.ended", "child.ended", "container.ended",
            ])
    }

    @Test func presentedControllerChainsToItsPresenterAndOnToTheDelegate() {
        let scene = makeScene()
        let modal = RecordingViewController("modal", log: scene.log)
        modal.modalPresentationStyle = .fullScreen
        scene.root.present(modal, animated: false)
        let button = PassThroughView("modalLeaf", frame: CGRect(x: 0, y: 0, width: 50, height: 50), log: scene.log)
        modal.view.addSubview(button)

        let expected: [UIResponder] = [
            button, modal.view, modal, scene.root, scene.host.window, scene.host.window.windowScene!,
            scene.host.application, scene.delegate,
        ]
        #expect(chain(from: button).map(ObjectIdentifier.init) == expected.map(ObjectIdentifier.init))

        scene.log.clear()
        scene.host.touchDown(at: CGPoint(x: 10, y: 10))
        #expect(scene.log.entries == ["modalLeaf.began", "modal.began", "root.began", "delegate.began"])
    }

    @Test func childControllerPresentsFromItsRootMostParent() {
        let scene = makeScene()
        let modal = RecordingViewController("modal", log: scene.log)
        scene.child.present(modal, animated: false)
        #expect(modal.presentingViewController === scene.root)
        #expect(scene.root.presentedViewController === modal)
        #expect(modal.next === scene.root)
    }

    @Test func delegateThatIsAViewOrControllerIsNotChained() {
        final class ControllerDelegate: UIViewController, UIApplicationDelegate {}
        let host = TestHost()
        let delegate = ControllerDelegate()
        host.application.delegate = delegate
        #expect(host.application.next == nil)
        final class PlainDelegate: UIApplicationDelegate {}
        host.application.delegate = PlainDelegate()
        #expect(host.application.next == nil)
    }

    @Test func chainFollowsTheTreeAsItChanges() {
        let host = TestHost()
        let a = UIView()
        let b = UIView()
        let leaf = UIView()
        host.window.addSubview(a)
        host.window.addSubview(b)
        a.addSubview(leaf)
        #expect(leaf.next === a)
        b.addSubview(leaf)
        #expect(leaf.next === b)
        leaf.removeFromSuperview()
        #expect(leaf.next == nil)
    }

    @Test func touchUnhandledByEveryoneIsDroppedWithoutCrashing() {
        let host = TestHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(host.application.queuedEventCount == 0)
    }
}
