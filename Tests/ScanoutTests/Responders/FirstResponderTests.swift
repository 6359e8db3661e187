import Scanout
import ScanoutTesting
import Testing

/// BEHAVIOUR.md section 4: first responder.
@MainActor
@Suite struct FirstResponderTests {
    final class FocusView: UIView {
        var acceptsFocus = true
        var allowsResign = true
        var refusesInResignOverride = false
        var resignCalls = 0

        override var canBecomeFirstResponder: Bool { acceptsFocus }
        override var canResignFirstResponder: Bool { allowsResign }

        override func resignFirstResponder() -> Bool {
            resignCalls += 1
            if refusesInResignOverride { return false }
            return super.resignFirstResponder()
        }
    }

    @Test func defaultsAreCannotBecomeAndCanResign() {
        let responder = UIResponder()
        #expect(!responder.canBecomeFirstResponder)
        #expect(responder.canResignFirstResponder)
        #expect(!responder.becomeFirstResponder())
        #expect(responder.resignFirstResponder())
        #expect(!UIView().canBecomeFirstResponder)
    }

    @Test func viewBecomesFirstResponderOnlyInAWindow() {
        let host = TestHost()
        let view = FocusView()
        #expect(!view.becomeFirstResponder())
        #expect(!view.isFirstResponder)
        host.window.addSubview(view)
        #expect(view.becomeFirstResponder())
        #expect(view.isFirstResponder)
        #expect(view.becomeFirstResponder(), "Already first responder: true")
    }

    @Test func viewThatCannotBecomeFirstResponderIsRefused() {
        let host = TestHost()
        let view = FocusView()
        view.acceptsFocus = false
        host.window.addSubview(view)
        #expect(!view.becomeFirstResponder())
    }

    @Test func becomingFirstResponderResignsThePreviousOne() {
        let host = TestHost()
        let first = FocusView()
        let second = FocusView()
        host.window.addSubview(first)
        host.window.addSubview(second)
        #expect(first.becomeFirstResponder())
        #expect(second.becomeFirstResponder())
        #expect(first.resignCalls == 1)
        #expect(!first.isFirstResponder)
        #expect(second.isFirstResponder)
    }

    @Test func currentFirstResponderCanRefuseToResign() {
        let host = TestHost()
        let first = FocusView()
        let second = FocusView()
        host.window.addSubview(first)
        host.window.addSubview(second)
        first.becomeFirstResponder()

        first.allowsResign = false
        #expect(!second.becomeFirstResponder())
        #expect(first.isFirstResponder)
        #expect(first.resignCalls == 0, "canResignFirstResponder false: resign is not even asked")

        first.allowsResign = true
        first.refusesInResignOverride = true
        #expect(!second.becomeFirstResponder())
        #expect(first.isFirstResponder)
        #expect(first.resignCalls == 1)

        first.refusesInResignOverride = false
        #expect(second.becomeFirstResponder())
    }

    @Test func resignFirstResponderClearsIt() {
        let host = TestHost()
        let view = FocusView()
        host.window.addSubview(view)
        view.becomeFirstResponder()
        #expect(view.resignFirstResponder())
        #expect(!view.isFirstResponder)
    }

    @Test func removingTheFirstResponderFromItsWindowResignsIt() {
        let host = TestHost()
        let container = UIView()
        let view = FocusView()
        host.window.addSubview(container)
        container.addSubview(view)
        view.becomeFirstResponder()
        container.removeFromSuperview()
        #expect(view.resignCalls == 1)
        #expect(!view.isFirstResponder)
    }

    @Test func viewControllerCannotBecomeFirstResponderInViewWillAppearButCanInViewDidAppear() {
        let host = TestHost()
        let log = EventLog()
        let controller = RecordingViewController("vc", log: log)
        controller.acceptsFirstResponder = true
        host.window.rootViewController = controller
        #expect(controller.becomeFirstResponderResults == ["viewWillAppear": false, "viewDidAppear": true])
        #expect(controller.isFirstResponder)
    }

    @Test func sameRuleWhenTheWindowIsShownAfterTheControllerIsInstalled() {
        let host = TestHost()
        let log = EventLog()
        let window = UIWindow()
        let controller = RecordingViewController("vc", log: log)
        controller.acceptsFirstResponder = true
        window.rootViewController = controller
        #expect(log.entries == ["vc.viewDidLoad"])
        window.makeKeyAndVisible()
        #expect(controller.becomeFirstResponderResults == ["viewWillAppear": false, "viewDidAppear": true])
        #expect(host.application.keyWindow === window)
    }

    @Test func tapDoesNotMakeAPlainViewFirstResponder() {
        let host = TestHost()
        let view = FocusView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(!view.isFirstResponder)
    }
}
