import ScanoutTesting
import Testing

@testable import Scanout

/// How recognizers and views share touches: cancellation, delays, superviews, delegates,
/// controls.
@MainActor
@Suite struct GestureDeliveryTests {
    @Test func recognizingCancelsTheViewsTouchesUnlessTurnedOff() {
        let (host, view) = GestureRecognizerTests.setUp()
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        host.drag(from: CGPoint(x: 200, y: 200), by: CGPoint(x: 100, y: 0))
        #expect(view.log.first == "began")
        #expect(view.log.last == "cancelled" && !view.log.contains("ended"), "\(view.log)")
        let movesBeforePan = view.log.filter { $0 == "moved" }.count
        #expect(movesBeforePan <= 1, "moves stop once the pan recognized")

        view.log.removeAll()
        pan.cancelsTouchesInView = false
        host.drag(from: CGPoint(x: 200, y: 200), by: CGPoint(x: 100, y: 0))
        #expect(view.log.first == "began" && view.log.last == "ended")
        #expect(view.log.filter { $0 == "moved" }.count == 10, "every move, alongside the pan")
    }

    @Test func delaysTouchesBeganHoldsTheViewBackUntilTheRecognizerFails() {
        let (host, view) = GestureRecognizerTests.setUp()
        let swipe = UISwipeGestureRecognizer()
        swipe.delaysTouchesBegan = true
        view.addGestureRecognizer(swipe)
        host.touchDown(at: CGPoint(x: 200, y: 200))
        host.touchMove(to: CGPoint(x: 205, y: 200))
        #expect(view.log.isEmpty, "held while the swipe may still happen")
        host.touchUp()
        #expect(view.log == ["began", "ended"], "the swipe failed: the view gets the touch after all")
        view.log.removeAll()
        host.drag(from: CGPoint(x: 200, y: 200), by: CGPoint(x: 120, y: 0), steps: 4, interval: 0.02)
        #expect(view.log.isEmpty, "the swipe recognized: the view never saw the touch")
    }

    @Test func delaysTouchesEndedWaitsForADoubleTapToFail() {
        let (host, view) = GestureRecognizerTests.setUp()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        host.tap(at: CGPoint(x: 200, y: 200))
        #expect(view.log == ["began"], "the end waits: this may be the first of two taps")
        host.advance(by: 0.4)
        #expect(view.log == ["began", "ended"])
        view.log.removeAll()
        double.delaysTouchesEnded = false
        host.tap(at: CGPoint(x: 200, y: 200))
        #expect(view.log == ["began", "ended"])
        host.advance(by: 0.4)
    }

    @Test func aSuperviewsRecognizerSeesTouchesInItsSubviews() {
        let (host, view) = GestureRecognizerTests.setUp()
        let child = TouchLogView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        view.addSubview(child)
        let tap = UITapGestureRecognizer()
        var taps = 0
        tap.addTarget { _ in taps += 1 }
        view.addGestureRecognizer(tap)
        host.tap(at: CGPoint(x: 200, y: 200))
        #expect(taps == 1)
        #expect(child.log == ["began", "cancelled"] && view.log.isEmpty, "the child is the hit view")
    }

    @Test func delegateRefusals() {
        let (host, view) = GestureRecognizerTests.setUp()
        let tap = UITapGestureRecognizer()
        let delegate = GestureDelegate()
        tap.delegate = delegate
        var taps = 0
        tap.addTarget { _ in taps += 1 }
        view.addGestureRecognizer(tap)
        delegate.shouldBegin = false
        host.tap(at: CGPoint(x: 200, y: 200))
        #expect(taps == 0 && view.log == ["began", "ended"], "refused to begin: the view has its tap")
        delegate.shouldBegin = true
        delegate.shouldReceive = false
        view.log.removeAll()
        host.tap(at: CGPoint(x: 200, y: 200))
        #expect(taps == 0 && view.log == ["began", "ended"], "never received the touch")
        delegate.shouldReceive = true
        host.tap(at: CGPoint(x: 200, y: 200))
        #expect(taps == 1)
    }

    @Test func disabledRecognizersReceiveNothing() {
        let (host, view) = GestureRecognizerTests.setUp()
        let tap = UITapGestureRecognizer()
        var taps = 0
        tap.addTarget { _ in taps += 1 }
        tap.isEnabled = false
        view.addGestureRecognizer(tap)
        host.tap(at: CGPoint(x: 200, y: 200))
        #expect(taps == 0 && view.log == ["began", "ended"])
    }

    @Test func disablingMidGestureCancelsIt() {
        let (host, view) = GestureRecognizerTests.setUp()
        let pan = UIPanGestureRecognizer()
        let states = StateLog()
        states.attach(to: pan)
        view.addGestureRecognizer(pan)
        host.drag(from: CGPoint(x: 200, y: 200), by: CGPoint(x: 50, y: 0), lift: false)
        pan.isEnabled = false
        #expect(states.states.last == .cancelled)
        host.touchUp()
        pan.isEnabled = true
        host.drag(from: CGPoint(x: 200, y: 200), by: CGPoint(x: 50, y: 0))
        #expect(states.states.last == .ended, "reset and working again")
    }

    @Test func controlsKeepWorkingInsideViewsWithRecognizers() {
        let (host, card) = GestureRecognizerTests.setUp()
        let button = UIButton(frame: CGRect(x: 20, y: 20, width: 120, height: 44))
        card.addSubview(button)
        var buttonTaps = 0
        button.addAction(UIAction { _ in buttonTaps += 1 }, for: .touchUpInside)
        let pan = UIPanGestureRecognizer()
        let panStates = StateLog()
        panStates.attach(to: pan)
        let tap = UITapGestureRecognizer()
        var cardTaps = 0
        tap.addTarget { _ in cardTaps += 1 }
        card.addGestureRecognizer(pan)
        card.addGestureRecognizer(tap)
        host.tap(at: CGPoint(x: 180, y: 140))
        #expect(buttonTaps == 1 && cardTaps == 0, "the button's tap is the button's")
        host.drag(from: CGPoint(x: 180, y: 140), by: CGPoint(x: 0, y: 120))
        #expect(panStates.states.first == .began && buttonTaps == 1, "a drag starting on it pans the card")
        host.tap(at: CGPoint(x: 400, y: 300))
        #expect(cardTaps == 1, "elsewhere on the card the card's tap works")
    }

    @Test func theSeedsLabelWithATapRecognizer() throws {
        // The seeds' JHLabel: a tap gesture recognizer makes it first responder and shows its menu.
        final class TappableLabel: UILabel {
            override var canBecomeFirstResponder: Bool { true }
            override class var actionTable: ActionTable {
                super.actionTable.on(.ding, TappableLabel.ding).on(.labelClick, TappableLabel.labelClick)
            }
            func ding(_ sender: Any?) {}
            func labelClick() {
                becomeFirstResponder()
                UIMenuController.shared.menuItems = [UIMenuItem(title: "顶", action: .ding)]
                UIMenuController.shared.setTargetRect(bounds, in: self)
                UIMenuController.shared.setMenuVisible(true, animated: true)
            }
        }
        let host = TestHost()
        let label = TappableLabel(frame: CGRect(x: 100, y: 200, width: 300, height: 40))
        label.text = "author:会跳舞的狮子"
        label.isUserInteractionEnabled = true
        label.addGestureRecognizer(UITapGestureRecognizer(target: label, action: .labelClick))
        host.window.addSubview(label)
        host.tap(at: CGPoint(x: 150, y: 220))
        #expect(label.isFirstResponder)
        #expect(host.editMenuTitles == ["顶"])
    }
}

extension Selector {
    static let labelClick = Selector("labelClick")
}
