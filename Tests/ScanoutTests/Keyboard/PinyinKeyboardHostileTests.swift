import FoundationEssentials
import ScanoutRime
import ScanoutTesting
import Testing

@testable import Scanout

/// The pinyin keyboard under abuse: random keys (letters, digits, punctuation, page keys, the
/// globe, candidates, NaN touches) with a delegate that refuses and changes the text, backspace
/// held down, the field resigning and the layout switching mid-composition, the engine fed
/// every kind of character — nothing traps, the field and the keyboard agree, and a thousand
/// compositions leave nothing behind.
@MainActor
@Suite struct PinyinKeyboardHostileTests {
    /// Refuses every fifth change and, now and then, resigns or changes the text itself.
    final class MeddlingDelegate: NSObject, UITextFieldDelegate {
        var changes = 0
        var random = SplitMix64(seed: 11)
        func textField(
            _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
        ) -> Bool {
            changes += 1
            if changes % 13 == 0 { textField.text = "" }
            return changes % 5 != 0
        }
    }

    @Test func randomKeysCandidatesAndRefusalsNeverTrap() throws {
        let (host, field) = try PinyinKeyboardTests.editing(["en-US"])
        let delegate = MeddlingDelegate()
        field.delegate = delegate
        let keyboard = try #require(host.application.inputViewHost.visibleKeyboard)
        let subviews = keyboard.subviews.count
        var random = SplitMix64(seed: 93)
        let typed = Array("abcdefghijklmnopqrstuvwxyzNIHAO'1,.!? ，。")
        for step in 0..<1500 {
            switch Int.random(in: 0..<12, using: &random) {
            case 0...4:
                _ = try? host.typeOnKeyboard(String(typed.randomElement(using: &random)!))
            case 5:
                let candidates = host.keyboardCandidates
                if let candidate = candidates.prefix(12).randomElement(using: &random) {
                    _ = try? host.chooseCandidate(candidate)
                }
            case 6:
                _ = try? host.tapKeyboardKey("⌫")
            case 7:
                _ = try? host.tapKeyboardKey(["换行", "123", "#+=", "拼音", "ABC", "⇧"].randomElement(using: &random)!)
            case 8:
                if step % 4 == 0 { _ = try? host.tapKeyboardKey("🌐") }
            case 9:
                // Touches anywhere, NaN among them.
                let values: [CGFloat] = [.nan, .infinity, -.infinity, -5, 1e300, 400, 300, 420]
                host.tap(
                    at: CGPoint(x: values.randomElement(using: &random)!, y: values.randomElement(using: &random)!))
            case 10:
                if Int.random(in: 0..<6, using: &random) == 0 {
                    field.resignFirstResponder()
                    host.advance(by: 0.3)
                    field.becomeFirstResponder()
                    host.advance(by: 0.3)
                }
            default:
                host.advance(by: Double.random(in: 0...0.6, using: &random))
            }
            if let marked = field.markedTextRange, let text = field.text {
                #expect(marked.end.offset <= text.utf16.count)
            }
        }
        // Afterwards the keyboard and the field agree again: a letter composes afresh.
        if host.keyboardInputMode.primaryLanguage != "zh-Hans" { try host.tapKeyboardKey("🌐") }
        field.delegate = nil
        _ = try? host.tapKeyboardKey("拼音")
        try host.typeOnKeyboard("a")
        #expect(PinyinKeyboardTests.markedText(field)?.hasSuffix("a") == true)
        #expect(host.keyboardCandidates.isEmpty == false)
        host.advance(by: 1)
        #expect(delegate.changes > 100, "the delegate was asked")
        #expect(keyboard.subviews.count == subviews)
    }

    @Test func heldBackspaceEatsTheCompositionThenTheText() throws {
        let (host, field) = try PinyinKeyboardTests.editing()
        try host.typeOnKeyboard("wo ")
        try host.typeOnKeyboard("zhongguoren")
        try host.holdKeyboardKey("⌫")
        host.advance(by: 3)
        host.touchUp()
        #expect(field.text == "")
        #expect(field.markedTextRange == nil)
        #expect(host.keyboardCandidates.isEmpty)
        try host.typeOnKeyboard("hao ")
        #expect(field.text == "好")
    }

    @Test func theEngineTakesAnyCharacterAndIndex() {
        let engine = RimeInputMethod()
        #expect(engine.isAvailable, "\(engine.summary)")
        var random = SplitMix64(seed: 5)
        let characters: [Character] = ["a", "Z", "'", "1", " ", "\n", "\u{0}", "é", "你", "🙂", "\u{7f}", "~", "n", "i"]
        for _ in 0..<3000 {
            let state: InputMethodState
            switch Int.random(in: 0..<6, using: &random) {
            case 0: state = engine.process(.backspace)
            case 1:
                state = engine.selectCandidate(
                    at: [Int.min, -1, 0, 3, 47, 48, 10_000, Int.max].randomElement(using: &random)!)
            case 2:
                engine.clearComposition()
                state = engine.process(.backspace)
                #expect(!state.isComposing)
            default: state = engine.process(.character(characters.randomElement(using: &random)!))
            }
            #expect(state.candidates.count <= RimeInputMethod.candidateLimit)
            #expect(state.rawInput.allSatisfy { $0.isASCII })
            if !state.isComposing { #expect(state.candidates.isEmpty) }
        }
    }

    @Test func aThousandCompositionsStayFlat() throws {
        let (host, field) = try PinyinKeyboardTests.editing()
        let keyboard = try #require(host.application.inputViewHost.visibleKeyboard)
        let subviews = keyboard.subviews.count
        var timers: Int?
        var resident: Int?
        for round in 0..<1000 {
            try host.typeOnKeyboard(round % 2 == 0 ? "ni " : "hao ")
            if round % 50 == 49 {
                field.text = ""
                host.advance(by: 0.5)
            }
            if round == 100 {
                timers = host.clock.pendingTimerCount
                resident = residentBytes()
            }
        }
        host.advance(by: 0.5)
        #expect(keyboard.subviews.count == subviews)
        #expect(host.clock.pendingTimerCount <= timers ?? 0, "no timer piles up")
        let growth = residentBytes() - (resident ?? 0)
        #expect(growth < 8 << 20, "resident memory grew by \(growth) bytes over 900 compositions")
    }

    /// The process's resident memory, from /proc/self/statm.
    func residentBytes() -> Int {
        guard let data = FileManager.default.contents(atPath: "/proc/self/statm"),
            let text = String(validating: Array(data), as: UTF8.self),
            let pages = text.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        else { return 0 }
        return pages * 4096
    }
}
