import ScanoutTesting
import Testing

@testable import Scanout

/// `SCANOUT_TRACE_EVENTS=1`: one line per dispatched event, saying what the app received.
@MainActor
@Suite struct EventTraceTests {
    static func tracing(_ host: TestHost) -> () -> [String] {
        final class Lines { var all: [String] = [] }
        let lines = Lines()
        host.application.eventTraceHandler = { lines.all.append($0) }
        return { lines.all }
    }

    @Test func twoFingersAreTwoNumberedTouchesWithTheirViewAndPhase() {
        let host = TestHost()
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(button)
        let lines = EventTraceTests.tracing(host)
        host.touches([
            TouchContact(id: 0, change: .down, location: CGPoint(x: 10, y: 20)),
            TouchContact(id: 1, change: .down, location: CGPoint(x: 300, y: 40.5)),
        ])
        host.touches([
            TouchContact(id: 0, change: .up, location: CGPoint(x: 10, y: 20)),
            TouchContact(id: 1, change: .up, location: CGPoint(x: 300, y: 40.5)),
        ])
        host.drain()
        #expect(
            lines() == [
                "touches 2 [#1 direct began (10,20) UIButton] [#2 direct began (300,40.5) UIWindow]",
                "touches 2 [#1 direct ended (10,20) UIButton] [#2 direct ended (300,40.5) UIWindow]",
            ])
        host.tap(at: CGPoint(x: 5, y: 5))
        #expect(lines().last == "touches 1 [#3 direct ended (5,5) UIButton]", "ended touches are forgotten")
    }

    @Test func keysShowTheirCharactersModifiersAndTheFirstResponder() {
        let host = TestHost()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        host.window.addSubview(field)
        field.becomeFirstResponder()
        let lines = EventTraceTests.tracing(host)
        host.press(.keyboardA, modifiers: .shift)
        host.press(.keyboardReturnOrEnter)
        host.drain()
        #expect(
            lines() == [
                "presses [#1 began \"A\" keyCode 4 [shift]] to UITextField",
                "presses [#1 ended \"A\" keyCode 4 [shift]] to UITextField",
                "presses [#2 began \"\\u{d}\" keyCode 40] to UITextField",
                "presses [#2 ended \"\\u{d}\" keyCode 40] to UITextField",
            ])
        #expect(field.text == "A")
    }

    @Test func theFirstFrameAfterInputSaysHowLongAfterTheInputItWentOut() {
        let host = TestHost()
        host.application.display = OffscreenDisplay()
        let button = UIButton(type: .system)
        button.setTitle("Press", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        host.window.addSubview(button)
        host.advance(by: 0.1)
        let lines = EventTraceTests.tracing(host)
        host.touchDown(at: CGPoint(x: 50, y: 20))
        host.advance(by: 0.1)
        #expect(lines().count == 2)
        #expect(lines().first?.hasPrefix("touches 1 [#1 direct began") == true)
        let frame = lines().last ?? ""
        #expect(frame.hasPrefix("frame ") && frame.hasSuffix(" ms after the input"), "\(frame)")
        host.advance(by: 1)
        #expect(lines().count == 2, "one frame line per input, not one per frame")
        host.touchUp()
    }

    @Test func withoutTheEnvironmentVariableNothingIsTraced() {
        // The test process does not set SCANOUT_TRACE_EVENTS.
        #expect(!EventTrace.isEnabled)
        #expect(TestHost().application.eventTraceHandler == nil)
    }
}
