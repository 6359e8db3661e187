import ScanoutRime
import ScanoutTesting
import Testing

@testable import Scanout

#if canImport(Glibc)
import Glibc
#endif

/// The Chinese (Simplified, pinyin) keyboard: letters typed on its keys compose through librime
/// (the real library and its deployed data, as on a device), the composition shows as the
/// field's marked text, the candidate bar offers Hanzi, and a choice is one undo step. Through the
/// public API and the on-screen keys, as a visitor types.
@MainActor
@Suite struct PinyinKeyboardTests {
    /// A host with an editing field and the pinyin keyboard showing (then `others`).
    static func editing(
        _ others: [String] = [], size: CGSize = CGSize(width: 800, height: 480), scale: CGFloat = 1
    ) throws -> (TestHost, UITextField) {
        let (host, field) = try KeyboardLanguageTests.editing(["zh-Hans"] + others, size: size, scale: scale)
        // The keyboard showing stays when the new set has it (English, the locale's): the globe
        // key goes round to pinyin.
        for _ in others where host.keyboardInputMode.primaryLanguage != "zh-Hans" {
            try host.tapKeyboardKey("🌐")
        }
        try #require(host.keyboardInputMode.primaryLanguage == "zh-Hans")
        return (host, field)
    }

    /// The field's marked text; nil when nothing is marked.
    static func markedText(_ field: UITextField) -> String? {
        field.markedTextRange.flatMap { field.text(in: $0) }
    }

    @Test func theEngineComposesWithTheDeployedData() {
        let engine = RimeInputMethod()
        #expect(engine.isAvailable, "\(engine.summary)")
        #expect(engine.summary.contains("luna_pinyin_simp"))
        _ = engine.process(.character("n"))
        let state = engine.process(.character("i"))
        #expect(state.rawInput == "ni")
        #expect(state.candidates.contains("你"))
        let chosen = engine.selectCandidate(at: state.candidates.firstIndex(of: "你") ?? 0)
        #expect(chosen.committed == "你")
        #expect(!chosen.isComposing)
    }

    @Test func theLayoutNamesItsInputMethod() throws {
        let mode = try #require(UITextInputMode.inputMode(forLanguage: "zh-Hans"))
        #expect(mode.primaryLanguage == "zh-Hans")
        #expect(mode.definition.inputMethod == "pinyin")
        #expect(UITextInputMode.inputMode(forLanguage: "zh")?.primaryLanguage == "zh-Hans")
        #expect(throws: KeyboardLayoutError.self) {
            try UITextInputMode(layoutText: "layout: xx\ninput-method: wubi\nletters:\na b c")
        }
    }

    @Test func lettersComposeMarkedTextAndACandidateCommits() throws {
        let (host, field) = try Self.editing()
        #expect(host.keyboardCandidates.isEmpty)
        try host.typeOnKeyboard("nihao")
        #expect(field.text == "ni hao", "the composition shows in the field")
        #expect(Self.markedText(field) == "ni hao")
        #expect(host.keyboardCandidates.first == "你好")
        try host.chooseCandidate("你好")
        #expect(field.text == "你好")
        #expect(field.markedTextRange == nil)
        #expect(host.keyboardCandidates.isEmpty)
        try host.typeOnKeyboard("shijie", choosing: "世界")
        #expect(field.text == "你好世界")
    }

    @Test func spaceChoosesTheFirstAndReturnTypesTheLetters() throws {
        let (host, field) = try Self.editing()
        try host.typeOnKeyboard("zhongguo ")
        #expect(field.text == "中国")
        try host.typeOnKeyboard("nihao")
        try host.tapKeyboardKey("换行")
        #expect(field.text == "中国nihao")
        #expect(field.markedTextRange == nil)
        // With nothing composed, space and return type themselves.
        try host.typeOnKeyboard(" ")
        #expect(field.text == "中国nihao ")
    }

    @Test func punctuationChoosesTheFirstThenTypesItself() throws {
        let (host, field) = try Self.editing()
        try host.typeOnKeyboard("nihao")
        try host.tapKeyboardKey("123")
        try host.tapKeyboardKey("，")
        #expect(field.text == "你好，")
        #expect(field.markedTextRange == nil)
    }

    @Test func backspaceEditsTheCompositionThenTheText() throws {
        let (host, field) = try Self.editing()
        try host.typeOnKeyboard("wo ")
        #expect(field.text == "我")
        try host.typeOnKeyboard("nihao")
        try host.tapKeyboardKey("⌫")
        #expect(Self.markedText(field) == "ni ha")
        #expect(host.keyboardCandidates.isEmpty == false)
        for _ in 0..<4 { try host.tapKeyboardKey("⌫") }
        #expect(field.markedTextRange == nil)
        #expect(field.text == "我", "the composition is gone, the text before it stays")
        #expect(host.keyboardCandidates.isEmpty)
        try host.tapKeyboardKey("⌫")
        #expect(field.text == "")
    }

    @Test func aChoiceIsOneUndoStepAndMarkedTextIsNone() throws {
        let (host, field) = try Self.editing()
        try host.typeOnKeyboard("nihao", choosing: "你好")
        host.advance(by: 3)
        try host.typeOnKeyboard("shijie", choosing: "世界")
        let manager = try #require(field.undoManager)
        #expect(manager.canUndo)
        manager.undo()
        #expect(field.text == "你好")
        manager.undo()
        #expect(field.text == "")
        #expect(!manager.canUndo, "the letters composed on the way are not steps")
        manager.redo()
        #expect(field.text == "你好")
        manager.redo()
        #expect(field.text == "你好世界")
    }

    @Test func theCandidateListScrollsToLaterCandidates() throws {
        let (host, field) = try Self.editing()
        try host.typeOnKeyboard("shi")
        let candidates = host.keyboardCandidates
        #expect(candidates.count > 20, "many characters read shi")
        let keyboard = try #require(host.application.inputViewHost.visibleKeyboard)
        let bar = try #require(keyboard.candidateBarFrame)
        let far = try #require(
            candidates.first { candidate in (keyboard.frame(ofCandidate: candidate)?.minX ?? 0) > bar.maxX + 200 })
        try host.chooseCandidate(far)
        #expect(field.text == far)
        #expect(host.keyboardCandidates.isEmpty)
    }

    @Test func switchingLayoutMidCompositionKeepsTheLettersAsTyped() throws {
        let (host, field) = try Self.editing(["en-US"])
        let pinyinHeight = try #require(host.inputViewsFrame).height
        try host.typeOnKeyboard("nihao")
        try host.tapKeyboardKey("🌐")
        #expect(host.keyboardInputMode.primaryLanguage == "en-US")
        #expect(field.markedTextRange == nil)
        #expect(field.text == "ni hao")
        #expect(host.keyboardCandidates.isEmpty)
        #expect(try #require(host.inputViewsFrame).height < pinyinHeight, "no candidate bar on the English keyboard")
        try host.typeOnKeyboard("a")
        #expect(field.text == "ni haoa")
        try host.tapKeyboardKey("🌐")
        try host.typeOnKeyboard("ma")
        #expect(Self.markedText(field) == "ma", "a fresh composition, not the old one continued")
    }

    @Test func resigningMidCompositionKeepsTheLettersAndEndsIt() throws {
        let (host, field) = try Self.editing()
        try host.typeOnKeyboard("nihao")
        field.resignFirstResponder()
        host.advance(by: 0.5)
        #expect(field.text == "ni hao")
        #expect(field.markedTextRange == nil)
        field.becomeFirstResponder()
        host.advance(by: 0.5)
        try host.typeOnKeyboard("ma")
        #expect(Self.markedText(field) == "ma")
        #expect(field.text == "ni haoma")
        try host.typeOnKeyboard(" ")
        #expect(field.text?.hasPrefix("ni hao") == true && field.text?.count == 7)
    }

    @Test func aTapInTheFieldEndsTheComposition() throws {
        let (host, field) = try Self.editing()
        try host.typeOnKeyboard("nihao")
        host.tap(at: CGPoint(x: 30, y: 40))
        #expect(field.markedTextRange == nil)
        try host.typeOnKeyboard("a")
        #expect(Self.markedText(field) == "a", "the next letter starts afresh")
    }

    final class RefusingDelegate: NSObject, UITextFieldDelegate {
        var asked: [String] = []
        func textField(
            _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
        ) -> Bool {
            asked.append(string)
            return !string.contains("好")
        }
    }

    @Test func aDelegateThatRefusesTheChoiceDropsTheComposition() throws {
        let (host, field) = try Self.editing()
        let delegate = RefusingDelegate()
        field.delegate = delegate
        try host.typeOnKeyboard("wo ")
        #expect(field.text == "我")
        try host.typeOnKeyboard("nihao", choosing: "你好")
        #expect(delegate.asked.contains("你好"))
        #expect(field.text == "我")
        #expect(field.markedTextRange == nil)
        try host.typeOnKeyboard("ta ")
        #expect(field.text == "我他")
    }

    @Test func withoutDataTheKeyboardTypesLatinLetters() throws {
        let engine = RimeInputMethod(dataDirectory: "/nonexistent/rime")
        #expect(!engine.isAvailable)
        #expect(engine.summary.contains("/nonexistent/rime"))
        #expect(engine.summary.contains("make rime-data"))
        #expect(engine.process(.character("a")) == InputMethodState())
        let host = TestHost()
        host.application.inputViewHost.inputMethodEngine = engine
        UITextInputMode.setActiveInputModes([try #require(UITextInputMode.inputMode(forLanguage: "zh-Hans"))])
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 40))
        field.autocapitalizationType = .none
        host.window.addSubview(field)
        field.becomeFirstResponder()
        host.advance(by: 0.3)
        try host.typeOnKeyboard("nihao ")
        #expect(field.text == "nihao ")
        #expect(field.markedTextRange == nil)
        #expect(host.keyboardCandidates.isEmpty)
    }

    @Test func thePinyinKeyboardLooksRight() throws {
        let (host, _) = try Self.editing(size: CGSize(width: 480, height: 320), scale: 2)
        try host.typeOnKeyboard("nihao")
        assertSnapshot(of: host.render(), named: "keyboard-pinyin-nihao")
    }
}

extension PinyinKeyboardTests {
    /// A process that composed exits cleanly: librime is finalized before its own static objects
    /// are destroyed (`exit` with a session open crashed in librime's teardown, after the demo's
    /// visit had written everything).
    @Test func aProcessThatComposedExitsCleanly() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                let engine = RimeInputMethod()
                _ = engine.process(.character("n"))
                let state = engine.process(.character("i"))
                precondition(state.candidates.contains("你"), "\(engine.summary)")
                withExtendedLifetime(engine) { exit(0) }
            }
        }
    }
}

/// A field that overrides `textInputMode` to ask for pinyin.
@MainActor
private final class ChineseNameField: UITextField {
    override var textInputMode: UITextInputMode? {
        UITextInputMode.activeInputModes.first { $0.primaryLanguage == "zh-Hans" }
    }
}

extension PinyinKeyboardTests {
    /// A field that asks for pinyin gets it when it begins editing, and the globe key still takes
    /// the visitor to another keyboard: the keyboard, shorter without the candidate bar, is placed
    /// again without asking the field again (it did, and went straight back to pinyin).
    @Test func theGlobeKeyLeavesTheKeyboardAFieldAskedFor() throws {
        let host = TestHost()
        UITextInputMode.setActiveInputModes(
            ["en-US", "zh-Hans"].compactMap { UITextInputMode.inputMode(forLanguage: $0) })
        let field = ChineseNameField(frame: CGRect(x: 20, y: 20, width: 400, height: 40))
        host.window.addSubview(field)
        host.tap(at: CGPoint(x: 60, y: 40))
        host.advance(by: 0.4)
        #expect(host.keyboardInputMode.primaryLanguage == "zh-Hans", "the field's choice when it begins editing")
        let pinyinHeight = host.inputViewsFrame?.height ?? 0
        try host.tapKeyboardKey("🌐")
        host.advance(by: 0.4)
        #expect(host.keyboardInputMode.primaryLanguage == "en-US")
        #expect((host.inputViewsFrame?.height ?? 0) < pinyinHeight, "placed again, without the candidate bar")
        try host.tapKeyboardKey("🌐")
        #expect(host.keyboardInputMode.primaryLanguage == "zh-Hans")
        try host.tapKeyboardKey("🌐")
        field.reloadInputViews()
        #expect(host.keyboardInputMode.primaryLanguage == "zh-Hans", "asked again: the field's choice")
    }
}
