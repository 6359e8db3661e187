import Scanout
import ScanoutInput
import ScanoutTesting
import Testing

/// Lid and tablet-mode switches reach the app as presses of buttons without text.
@MainActor
@Suite struct SwitchPressTests {
    @Test func aClosedLidIsAPressHeldUntilItOpens() throws {
        let host = TestHost()
        final class Recorder: UIView {
            var log: [String] = []
            override var canBecomeFirstResponder: Bool { true }
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                log += presses.map { "began \($0.type)" }
            }
            override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                log += presses.map { "ended \($0.type)" }
            }
        }
        let recorder = Recorder()
        host.window.addSubview(recorder)
        recorder.becomeFirstResponder()
        host.advance(by: 1)
        let lidClosed = try #require(LibinputSource.switchReport(.lidSwitch, isOn: true))
        let tablet = try #require(LibinputSource.switchReport(.tabletModeSwitch, isOn: true))
        host.application.enqueue(.key(lidClosed))
        host.application.enqueue(.key(tablet))
        host.drain()
        #expect(recorder.log == ["began lidSwitch", "began tabletModeSwitch"], "two switches on at once")
        host.application.enqueue(.key(try #require(LibinputSource.switchReport(.lidSwitch, isOn: false))))
        host.drain()
        #expect(recorder.log.last == "ended lidSwitch")
        #expect(LibinputSource.switchReport(.keyboardKey, isOn: true) == nil)
    }

    @Test func switchesDoNotStepTheOnScreenKeyboardAside() throws {
        let host = TestHost()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        host.window.addSubview(field)
        field.becomeFirstResponder()
        host.advance(by: 1)
        let shown = try #require(host.inputViewsFrame)
        host.application.enqueue(.key(try #require(LibinputSource.switchReport(.tabletModeSwitch, isOn: true))))
        host.drain()
        host.advance(by: 1)
        #expect(host.inputViewsFrame == shown)
        host.press(.keyboardA)
        host.advance(by: 1)
        #expect(host.inputViewsFrame != shown, "a real key does")
    }
}
