import Scanout
import ScanoutTesting
import Testing

/// View loading, appearance callbacks, containment and presentation.
@MainActor
@Suite struct UIViewControllerTests {
    @Test func viewLoadsLazilyOnceWithLoadViewAndViewDidLoad() {
        final class Custom: UIViewController {
            var loads = 0
            let custom = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            override func loadView() {
                loads += 1
                view = custom
            }
        }
        let host = TestHost()
        let controller = Custom()
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        #expect(controller.view === controller.custom)
        #expect(controller.view === controller.custom)
        #expect(controller.loads == 1)
        #expect(controller.custom.next === controller)

        let plain = UIViewController()
        #expect(plain.view.frame == UIScreen.main.bounds)
        withExtendedLifetime(host) {}
    }

    @Test func rootControllerAppearsWhenInstalledInAVisibleWindow() {
        let host = TestHost()
        let log = EventLog()
        let controller = RecordingViewController("root", log: log)
        host.window.rootViewController = controller
        #expect(log.entries == ["root.viewDidLoad", "root.viewWillAppear", "root.viewDidAppear"])
        #expect(controller.view.frame == host.window.bounds)
        #expect(controller.view.superview === host.window)
    }

    @Test func hidingAndShowingTheWindowDrivesAppearance() {
        let host = TestHost()
        let log = EventLog()
        let controller = RecordingViewController("root", log: log)
        host.window.rootViewController = controller
        log.clear()
        host.window.isHidden = true
        host.window.isHidden = false
        #expect(
            log.entries == [
                "root.viewWillDisappear", "root.viewDidDisappear", "root.viewWillAppear", "root.viewDidAppear",
            ])
    }

    @Test func replacingTheRootControllerSwapsAppearance() {
        let host = TestHost()
        let log = EventLog()
        let first = RecordingViewController("first", log: log)
        let second = RecordingViewController("second", log: log)
        host.window.rootViewController = first
        log.clear()
        host.window.rootViewController = second
        #expect(
            log.entries == [
                "first.viewWillDisappear", "first.viewDidDisappear",
                "second.viewDidLoad", "second.viewWillAppear", "second.viewDidAppear",
            ])
        #expect(first.viewIfLoaded?.superview == nil)
    }

    @Test func childControllerFollowsItsViewIntoAndOutOfTheWindow() {
        let host = TestHost()
        let log = EventLog()
        let parent = RecordingViewController("parent", log: log)
        let child = RecordingViewController("child", log: log)
        host.window.rootViewController = parent
        log.clear()

        parent.addChild(child)
        #expect(child.parent === parent)
        #expect(parent.children.map(ObjectIdentifier.init) == [ObjectIdentifier(child)])
        #expect(child.isMovingToParent)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(!child.isMovingToParent)

        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(child.parent == nil)
        #expect(parent.children.isEmpty)
        #expect(
            log.entries == [
                "child.viewDidLoad", "child.viewWillAppear", "child.viewDidAppear",
                "child.viewWillDisappear", "child.viewDidDisappear",
            ])
    }

    @Test func containmentCallsWillAndDidMoveToParentAsUIKitDoes() {
        final class Child: UIViewController {
            var calls: [String] = []
            override func willMove(toParent parent: UIViewController?) {
                super.willMove(toParent: parent)
                calls.append("will(\(parent == nil ? "nil" : "parent"))")
            }
            override func didMove(toParent parent: UIViewController?) {
                super.didMove(toParent: parent)
                calls.append("did(\(parent == nil ? "nil" : "parent"))")
            }
        }
        let parent = UIViewController()
        let child = Child()
        parent.addChild(child)
        child.removeFromParent()
        #expect(child.calls == ["will(parent)", "did(nil)"])
    }

    @Test func presentingFullScreenSwapsAppearanceAndDismissRestores() {
        let host = TestHost()
        let log = EventLog()
        let root = RecordingViewController("root", log: log)
        let modal = RecordingViewController("modal", log: log)
        modal.modalPresentationStyle = .fullScreen
        host.window.rootViewController = root
        log.clear()

        var presented = false
        root.present(modal, animated: true) { presented = true }
        #expect(!presented, "the completion waits for the transition")
        host.advance(by: 1)
        #expect(presented)
        #expect(root.presentedViewController === modal)
        #expect(modal.presentingViewController === root)
        // As in UIKit, the presented view sits in the presentation's container view, over the window.
        let container = modal.presentationController?.containerView
        #expect(modal.view.superview === container)
        #expect(container?.superview === host.window)
        #expect(modal.view.frame == host.window.bounds)
        #expect(root.view.superview == nil)
        #expect(
            log.entries == [
                "modal.viewDidLoad", "root.viewWillDisappear", "modal.viewWillAppear", "modal.viewDidAppear",
                "root.viewDidDisappear",
            ])

        log.clear()
        var dismissed = false
        modal.dismiss(animated: true) { dismissed = true }
        #expect(!dismissed)
        host.advance(by: 1)
        #expect(dismissed)
        #expect(root.presentedViewController == nil)
        #expect(modal.presentingViewController == nil)
        #expect(root.view.superview === host.window)
        #expect(
            log.entries == [
                "modal.viewWillDisappear", "root.viewWillAppear", "root.viewDidAppear", "modal.viewDidDisappear",
            ])
    }

    @Test func overFullScreenKeepsThePresenterVisible() {
        let host = TestHost()
        let log = EventLog()
        let root = RecordingViewController("root", log: log)
        let overlay = RecordingViewController("overlay", log: log)
        overlay.modalPresentationStyle = .overFullScreen
        host.window.rootViewController = root
        root.present(overlay, animated: false)
        #expect(root.view.superview === host.window)
        #expect(host.window.subviews.last === overlay.presentationController?.containerView)
        #expect(overlay.view.superview === overlay.presentationController?.containerView)
        root.dismiss(animated: false)
        #expect(overlay.viewIfLoaded?.superview == nil)
    }

    @Test func dismissingAPresenterDismissesEverythingAboveIt() {
        let host = TestHost()
        let log = EventLog()
        let root = RecordingViewController("root", log: log)
        let first = RecordingViewController("first", log: log)
        let second = RecordingViewController("second", log: log)
        host.window.rootViewController = root
        root.present(first, animated: false)
        first.present(second, animated: false)
        #expect(second.presentingViewController === first)
        root.dismiss(animated: false)
        #expect(root.presentedViewController == nil)
        #expect(first.presentedViewController == nil)
        #expect(host.window.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(root.view)])
    }

    @Test func presentingTwiceFromTheSameControllerIsRefused() {
        let host = TestHost()
        let root = UIViewController()
        host.window.rootViewController = root
        let first = UIViewController()
        let second = UIViewController()
        root.present(first, animated: false)
        root.present(second, animated: false)
        #expect(root.presentedViewController === first)
        #expect(second.presentingViewController == nil)
    }

    @Test func layoutCallbacksWrapTheRootViewsLayout() {
        final class Controller: UIViewController {
            var calls: [String] = []
            override func viewWillLayoutSubviews() { calls.append("will") }
            override func viewDidLayoutSubviews() { calls.append("did") }
        }
        let host = TestHost()
        let controller = Controller()
        host.window.rootViewController = controller
        host.drain()
        #expect(controller.calls == ["will", "did"])
        controller.view.setNeedsLayout()
        controller.view.layoutIfNeeded()
        #expect(controller.calls == ["will", "did", "will", "did"])
    }
}
