import Scanout
import ScanoutTesting
import Testing

/// Views, controllers, touches and windows are released when nothing holds them: no retain cycles
/// between them, and no bookkeeping that grows with use.
@MainActor
@Suite struct ReleaseTests {
    final class TouchCounter: UIView {
        var touches = 0
        weak var lastTouch: UITouch?
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            self.touches += 1
            lastTouch = touches.first
        }
    }

    @Test func tenThousandViewsAndTenThousandTouchesAreAllReleased() {
        var weakViews: [WeakBox<UIView>] = []
        var weakTouches: [WeakBox<UITouch>] = []
        weak var weakController: UIViewController?
        weak var weakWindow: UIWindow?
        weak var weakApplication: UIApplication?
        do {
            let host = TestHost()
            weakApplication = host.application
            weakWindow = host.window
            let controller = UIViewController()
            weakController = controller
            host.window.rootViewController = controller
            let root: UIView = controller.view
            // 100 columns of 100 views: 10,000 views, each a touch target.
            var counters: [TouchCounter] = []
            for column in 0..<100 {
                let container = UIView(frame: CGRect(x: CGFloat(column) * 8, y: 0, width: 8, height: 480))
                root.addSubview(container)
                weakViews.append(WeakBox(container))
                for row in 0..<99 {
                    let view = TouchCounter(frame: CGRect(x: 0, y: CGFloat(row) * 4.8, width: 8, height: 4.8))
                    container.addSubview(view)
                    counters.append(view)
                    weakViews.append(WeakBox(view))
                }
            }
            #expect(weakViews.count == 10_000)

            for index in 0..<10_000 {
                let column = index % 100
                let row = (index / 100) % 99
                host.tap(at: CGPoint(x: CGFloat(column) * 8 + 4, y: CGFloat(row) * 4.8 + 2))
                if index % 1000 == 0, let touch = counters[row + column * 99].lastTouch {
                    weakTouches.append(WeakBox(touch))
                }
                host.advance(by: 0.5)
            }
            #expect(counters.reduce(0) { $0 + $1.touches } == 10_000)
            #expect(host.application.queuedEventCount == 0)
            #expect(host.clock.pendingTimerCount == 0, "An idle application has no timers")
            // Touches are released as soon as their sequence ends.
            #expect(weakTouches.allSatisfy { $0.value == nil })

            // Tearing the tree down releases every view even while the host lives on.
            counters.removeAll()
            for container in root.subviews { container.removeFromSuperview() }
            #expect(weakViews.allSatisfy { $0.value == nil })
        }
        #expect(weakController == nil)
        #expect(weakWindow == nil)
        #expect(weakApplication == nil)
    }

    @Test func controllersPresentedAndDismissedAreReleased() {
        let host = TestHost()
        let root = UIViewController()
        host.window.rootViewController = root
        weak var weakModal: UIViewController?
        weak var weakModalView: UIView?
        do {
            let modal = UIViewController()
            weakModal = modal
            weakModalView = modal.view
            root.present(modal, animated: false)
            let child = UIViewController()
            modal.addChild(child)
            modal.view.addSubview(child.view)
            child.didMove(toParent: modal)
            modal.dismiss(animated: false)
        }
        #expect(weakModal == nil)
        #expect(weakModalView == nil)
    }

    @Test func hiddenWindowsAreReleasedWhenTheAppDropsThem() {
        let host = TestHost()
        weak var weakWindow: UIWindow?
        do {
            let window = UIWindow()
            weakWindow = window
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            #expect(host.application.keyWindow === window)
        }
        #expect(weakWindow != nil, "A visible window is kept by its application")
        weakWindow?.isHidden = true
        #expect(weakWindow == nil)
        #expect(host.application.keyWindow === host.window)
    }
}

/// A weak reference, for collecting objects whose release a test checks.
final class WeakBox<Value: AnyObject> {
    weak var value: Value?

    init(_ value: Value) {
        self.value = value
    }
}
