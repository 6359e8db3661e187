import ScanoutTesting
import Testing

@testable import Scanout

/// The board's `blankAfter`: the screen turns off after that long without input; the touch or
/// key that wakes it does nothing else; `isIdleTimerDisabled` keeps it on.
@MainActor
@Suite struct ScreenBlankingTests {
    static func host(blankingAfter timeout: TimeInterval) -> (TestHost, OffscreenDisplay, UIButton, () -> Int) {
        let host = TestHost()
        let display = OffscreenDisplay()
        host.application.display = display
        host.application.screenBlankingTimeout = timeout
        final class Taps { var count = 0 }
        let taps = Taps()
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        button.addAction(UIAction { _ in taps.count += 1 }, for: .touchUpInside)
        host.window.addSubview(button)
        return (host, display, button, { taps.count })
    }

    @Test func theScreenBlanksAfterTheTimeoutWithoutInput() {
        let (host, display, _, _) = ScreenBlankingTests.host(blankingAfter: 60)
        host.advance(by: 59)
        #expect(display.isScreenOn)
        host.tap(at: CGPoint(x: 400, y: 300))
        host.advance(by: 59)
        #expect(display.isScreenOn, "input restarts the timeout")
        host.advance(by: 1.5)
        #expect(!display.isScreenOn && host.application.isScreenBlanked)
    }

    @Test func theTouchThatWakesTheScreenIsSwallowedToItsEnd() {
        let (host, display, _, taps) = ScreenBlankingTests.host(blankingAfter: 10)
        host.advance(by: 11)
        #expect(!display.isScreenOn)
        host.touchDown(at: CGPoint(x: 50, y: 50))
        #expect(display.isScreenOn, "a touch wakes it")
        host.touchMove(to: CGPoint(x: 60, y: 50))
        // A second finger landing after the wake is a new touch, delivered as usual.
        host.touchDown(at: CGPoint(x: 100, y: 50), finger: 1)
        host.touchUp(finger: 1)
        host.touchUp()
        #expect(taps() == 1, "only the second finger's tap reached the button")
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(taps() == 2)
    }

    @Test func theKeyThatWakesTheScreenTypesNothing() {
        let (host, display, _, _) = ScreenBlankingTests.host(blankingAfter: 10)
        let field = UITextField(frame: CGRect(x: 0, y: 200, width: 200, height: 40))
        host.window.addSubview(field)
        field.becomeFirstResponder()
        host.advance(by: 10)
        #expect(!display.isScreenOn)
        host.press(.keyboardQ)
        #expect(display.isScreenOn && field.text == "")
        host.press(.keyboardQ)
        #expect(field.text == "q")
    }

    @Test func theIdleTimerDisabledKeepsTheScreenOn() {
        let (host, display, _, _) = ScreenBlankingTests.host(blankingAfter: 10)
        host.application.isIdleTimerDisabled = true
        host.advance(by: 100)
        #expect(display.isScreenOn)
        host.application.isIdleTimerDisabled = false
        host.advance(by: 9)
        #expect(display.isScreenOn, "the timeout starts afresh")
        host.advance(by: 1)
        #expect(!display.isScreenOn)
    }

    @Test func withoutATimeoutTheScreenNeverBlanks() {
        let (host, display, _, _) = ScreenBlankingTests.host(blankingAfter: 0)
        host.advance(by: 100_000)
        #expect(display.isScreenOn)
    }
}
