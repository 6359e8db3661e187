import ScanoutTesting
import Testing

@testable import Scanout

/// The language keyboards under abuse: random touches (NaN and infinite points among them) on
/// every layout, the active modes changed mid-press and from a text field delegate while typing,
/// long presses cut short — nothing traps, and over a long loop nothing piles up.
@MainActor
@Suite struct KeyboardLanguageHostileTests {
    static let hostile: [CGFloat] = [.nan, .infinity, -.infinity, 1e300, -1e300, -5, 0]

    /// Changes the active modes every third edit, while the keyboard is typing.
    final class SwitchingDelegate: NSObject, UITextFieldDelegate {
        var edits = 0
        var random = SplitMix64(seed: 7)
        func textField(
            _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
        ) -> Bool {
            edits += 1
            if edits % 3 == 0 {
                let modes = UITextInputMode.availableInputModes.shuffled(using: &random)
                UITextInputMode.setActiveInputModes(Array(modes.prefix(Int.random(in: 0...4, using: &random))))
            }
            return edits % 7 != 0
        }
    }

    @Test func randomTouchesAndModeChangesNeverTrap() throws {
        let (host, field) = try KeyboardLanguageTests.editing(["en-US", "de-DE", "ar", "ru-RU", "he-IL"])
        let delegate = SwitchingDelegate()
        field.delegate = delegate
        let keyboardFrame = try #require(host.inputViewsFrame)
        let keyboard = try #require(host.application.inputViewHost.visibleKeyboard)
        let subviews = keyboard.subviews.count
        let timers = host.clock.pendingTimerCount
        var random = SplitMix64(seed: 39)
        func coordinate(_ range: ClosedRange<CGFloat>) -> CGFloat {
            Int.random(in: 0..<5, using: &random) == 0
                ? Self.hostile.randomElement(using: &random)! : CGFloat.random(in: range, using: &random)
        }
        func point() -> CGPoint {
            CGPoint(
                x: coordinate(keyboardFrame.minX - 20...keyboardFrame.maxX + 20),
                y: coordinate(keyboardFrame.minY - 80...keyboardFrame.maxY + 5))
        }
        var down: Set<Int> = []
        for _ in 0..<3000 {
            let finger = Int.random(in: 0...1, using: &random)
            switch Int.random(in: 0..<10, using: &random) {
            case 0, 1, 2:
                if down.contains(finger) {
                    host.touchUp(finger: finger)
                } else {
                    host.touchDown(at: point(), finger: finger)
                }
                down.formSymmetricDifference([finger])
            case 3, 4:
                if down.contains(finger) { host.touchMove(to: point(), finger: finger) }
            case 5:
                if down.contains(finger) {
                    host.touchCancel(finger: finger)
                    down.remove(finger)
                }
            case 6:
                host.advance(by: Double.random(in: 0...0.6, using: &random))
            case 7:
                // The modes change under a held key.
                let modes = UITextInputMode.availableInputModes.shuffled(using: &random)
                UITextInputMode.setActiveInputModes(Array(modes.prefix(Int.random(in: 0...5, using: &random))))
            case 8:
                if let globe = host.keyboardKeyFrame("🌐") {
                    host.tap(at: CGPoint(x: globe.midX, y: globe.midY))
                    down = []
                }
            default:
                _ = try? host.typeOnKeyboard(["é", "ß", "ё", "ا", "a", " "].randomElement(using: &random)!)
                down = []
            }
        }
        for finger in down { host.touchUp(finger: finger) }
        host.advance(by: 1)
        #expect(field.isFirstResponder, "the keyboard never takes focus")
        #expect(delegate.edits > 50, "the delegate saw typing")
        #expect(host.keyboardAlternatives.isEmpty, "no callout outlives its touch")
        #expect(keyboard.subviews.count == subviews)
        #expect(host.clock.pendingTimerCount == timers, "no long-press or repeat timer is left")
        #expect(host.application.inputViewHost.inputModes.active.count >= 1)
    }

    @Test func aLongLoopOfFieldsLayoutsAndLongPressesStaysFlat() throws {
        let host = TestHost(size: CGSize(width: 800, height: 480))
        let languages = ["de-DE", "fr-FR", "ar", "ru-RU", "el-GR"]
        weak var firstField: UITextField?
        var subviews: Int?
        var timers: Int?
        for round in 0..<150 {
            let mode = try #require(UITextInputMode.inputMode(forLanguage: languages[round % languages.count]))
            let others = UITextInputMode.availableInputModes.filter { $0 !== mode }
            UITextInputMode.setActiveInputModes([mode, others[round % others.count]])
            let field = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 40))
            field.autocapitalizationType = .none
            host.window.addSubview(field)
            if round == 0 { firstField = field }
            field.becomeFirstResponder()
            host.advance(by: 0.3)
            let titles = host.keyboardKeyTitles
            let letter = try #require(titles.first { $0.count == 1 && $0.first!.isLetter })
            try host.holdKeyboardKey(letter)
            host.advance(by: 0.5)
            host.touchUp()
            try host.tapKeyboardKey("🌐")
            #expect(field.text?.isEmpty == false)
            if round == 10 {
                subviews = host.application.inputViewHost.visibleKeyboard?.subviews.count
                timers = host.clock.pendingTimerCount
            }
            if round > 10 {
                #expect(host.application.inputViewHost.visibleKeyboard?.subviews.count == subviews)
                #expect(host.clock.pendingTimerCount == timers)
            }
            field.resignFirstResponder()
            field.removeFromSuperview()
            host.advance(by: 0.3)
        }
        #expect(firstField == nil, "fields typed into are released")
        #expect(host.window.subviews.isEmpty)
    }
}
