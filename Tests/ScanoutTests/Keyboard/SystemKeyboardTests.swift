import ScanoutTesting
import Testing

@testable import Scanout

/// The on-screen keyboard, driven by touching its keys where they are drawn.
@MainActor
@Suite struct SystemKeyboardTests {
    /// A host with one rounded field at the top, tapped into editing, the keyboard slid in.
    static func editingField(
        type: UIKeyboardType = .default, capitalization: UITextAutocapitalizationType = .none,
        returnKey: UIReturnKeyType = .default, size: CGSize = CGSize(width: 800, height: 480), scale: CGFloat = 1
    ) -> (TestHost, UITextField) {
        let host = TestHost(size: size, scale: scale)
        host.window.backgroundColor = .systemGroupedBackground
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: size.width - 40, height: 40))
        field.borderStyle = .roundedRect
        field.keyboardType = type
        field.autocapitalizationType = capitalization
        field.returnKeyType = returnKey
        host.window.addSubview(field)
        host.tap(at: CGPoint(x: 60, y: 40))
        host.advance(by: 0.3)
        return (host, field)
    }

    @Test func tappingAFieldShowsTheKeyboardInItsOwnWindowWithoutTakingFocus() throws {
        let (host, field) = SystemKeyboardTests.editingField()
        #expect(field.isFirstResponder)
        #expect(host.isKeyboardVisible)
        let keyboardFrame = try #require(host.inputViewsFrame)
        #expect(keyboardFrame.maxY == 480 && keyboardFrame.width == 800)
        #expect(keyboardFrame.height > 150 && keyboardFrame.height < 480 * 0.45)
        let keyboard = try #require(host.application.inputViewHost.visibleKeyboard)
        #expect(keyboard.window !== host.window, "the keyboard is not in the app's hierarchy")
        #expect(keyboard.window?.windowLevel == .inputViews)
        #expect(host.window.subviews.count == 1)
        try host.tapKeyboardKey("q")
        #expect(field.isFirstResponder, "tapping a key keeps the field editing")
        #expect(!keyboard.isFirstResponder)
    }

    @Test func tappingKeysTypesIntoTheField() throws {
        let (host, field) = SystemKeyboardTests.editingField()
        for key in ["h", "e", "l", "l", "o", "space"] { try host.tapKeyboardKey(key) }
        #expect(field.text == "hello ")
        try host.typeOnKeyboard("world")
        #expect(field.text == "hello world")
    }

    @Test func aTouchBetweenKeysStillTypesAndSlidingMovesThePress() throws {
        let (host, field) = SystemKeyboardTests.editingField()
        let q = try #require(host.keyboardKeyFrame("q"))
        let w = try #require(host.keyboardKeyFrame("w"))
        // In the gap between q and w: whichever is nearer, never nothing.
        host.tap(at: CGPoint(x: (q.maxX + w.minX) / 2 - 0.5, y: q.midY))
        #expect(field.text == "q")
        // Down on e, slide to r, lift: types r only, on touch-up.
        let e = try #require(host.keyboardKeyFrame("e"))
        let r = try #require(host.keyboardKeyFrame("r"))
        host.touchDown(at: CGPoint(x: e.midX, y: e.midY))
        #expect(field.text == "q", "typing keys type on touch-up")
        host.touchMove(to: CGPoint(x: r.midX, y: r.midY))
        host.touchUp()
        #expect(field.text == "qr")
    }

    @Test func aSecondFingerTypesTheFirstKey() throws {
        let (host, field) = SystemKeyboardTests.editingField()
        let a = try #require(host.keyboardKeyFrame("a"))
        let s = try #require(host.keyboardKeyFrame("s"))
        host.touchDown(at: CGPoint(x: a.midX, y: a.midY), finger: 0)
        host.touchDown(at: CGPoint(x: s.midX, y: s.midY), finger: 1)
        #expect(field.text == "a")
        host.touchUp(finger: 0)
        host.touchUp(finger: 1)
        #expect(field.text == "as")
    }

    @Test func shiftCapitalisesOneLetterAndDoubleTapLocksCaps() throws {
        let (host, field) = SystemKeyboardTests.editingField()
        let keyboard = try #require(host.application.inputViewHost.visibleKeyboard)
        try host.tapKeyboardKey("⇧")
        #expect(keyboard.shiftState == .once)
        #expect(host.keyboardKeyTitles.contains("Q"))
        try host.tapKeyboardKey("a")
        try host.tapKeyboardKey("b")
        #expect(field.text == "Ab")
        // Two taps within 0.35 s: caps lock.
        try host.tapKeyboardKey("⇧")
        host.advance(by: 0.2)
        try host.tapKeyboardKey("⇧")
        #expect(keyboard.shiftState == .locked)
        try host.tapKeyboardKey("c")
        try host.tapKeyboardKey("d")
        #expect(field.text == "AbCD")
        try host.tapKeyboardKey("⇧")
        #expect(keyboard.shiftState == .off)
        // Two taps too far apart: on, then off.
        try host.tapKeyboardKey("⇧")
        host.advance(by: 0.5)
        try host.tapKeyboardKey("⇧")
        #expect(keyboard.shiftState == .off)
        try host.tapKeyboardKey("e")
        #expect(field.text == "AbCDe")
    }

    @Test func autocapitalizationFollowsTheTypeAndTheTextBeforeTheCaret() throws {
        let (host, sentences) = SystemKeyboardTests.editingField(capitalization: .sentences)
        // Taps keys as a visitor would, leaving the case to the keyboard ("h" taps "H" if shown).
        for key in ["h", "i", "123", ".", "space", "o", "k", "space", "t", "h", "e", "n"] {
            try host.tapKeyboardKey(key)
        }
        #expect(sentences.text == "Hi. Ok then")

        let (wordsHost, words) = SystemKeyboardTests.editingField(capitalization: .words)
        try wordsHost.tapKeyboardKey("a")
        try wordsHost.tapKeyboardKey("space")
        try wordsHost.tapKeyboardKey("l")
        #expect(words.text == "A L")

        let (allHost, all) = SystemKeyboardTests.editingField(capitalization: .allCharacters)
        try allHost.tapKeyboardKey("x")
        try allHost.tapKeyboardKey("y")
        #expect(all.text == "XY")

        let (noneHost, none) = SystemKeyboardTests.editingField(capitalization: .none)
        try noneHost.tapKeyboardKey("x")
        #expect(none.text == "x")
    }

    @Test func numbersAndSymbolsPages() throws {
        let (host, field) = SystemKeyboardTests.editingField()
        let keyboard = try #require(host.application.inputViewHost.visibleKeyboard)
        try host.tapKeyboardKey("123")
        #expect(keyboard.currentPage == .numbers)
        try host.tapKeyboardKey("4")
        try host.tapKeyboardKey("2")
        try host.tapKeyboardKey("#+=")
        #expect(keyboard.currentPage == .symbols)
        try host.tapKeyboardKey("%")
        try host.tapKeyboardKey("ABC")
        #expect(keyboard.currentPage == .letters)
        try host.tapKeyboardKey("k")
        #expect(field.text == "42%k")
        // Space on the numbers page goes back to the letters.
        try host.tapKeyboardKey("123")
        try host.tapKeyboardKey("space")
        #expect(keyboard.currentPage == .letters)
        try host.typeOnKeyboard("#1 {x}")
        #expect(field.text == "42%k #1 {x}")
    }

    @Test func backspaceDeletesOnTouchDownAndRepeatsWhileHeld() throws {
        let (host, field) = SystemKeyboardTests.editingField()
        field.text = "abcdefghijkl👋🏽"
        try host.holdKeyboardKey("⌫")
        #expect(field.text == "abcdefghijkl", "one delete at once, the whole emoji")
        host.advance(by: 0.45)
        #expect(field.text == "abcdefghijkl", "no repeat before half a second")
        host.advance(by: 0.1)
        #expect(field.text == "abcdefghijk")
        host.advance(by: 0.3)
        #expect(field.text == "abcdefgh", "then ten a second")
        host.touchUp()
        host.advance(by: 1)
        #expect(field.text == "abcdefgh", "lifting the finger stops it")
        #expect(host.clock.pendingTimerCount <= 1, "only the caret's blink is left")
        // A cancelled touch stops it too.
        try host.holdKeyboardKey("⌫")
        host.touchCancel()
        host.advance(by: 1)
        #expect(field.text == "abcdefg")
    }

    @Test func returnKeyReachesTheDelegateAndEmailAndURLKeys() throws {
        final class Delegate: UITextFieldDelegate {
            var returns = 0
            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                returns += 1
                return true
            }
        }
        let (host, field) = SystemKeyboardTests.editingField(type: .emailAddress, returnKey: .next)
        let delegate = Delegate()
        field.delegate = delegate
        try host.typeOnKeyboard("ada@example.org")
        #expect(field.text == "ada@example.org")
        #expect(host.keyboardKeyTitles.contains("@"))
        try host.tapKeyboardKey("Next")
        #expect(delegate.returns == 1)
        #expect(field.text == "ada@example.org", "return never types a newline into a field")

        let (urlHost, url) = SystemKeyboardTests.editingField(type: .URL)
        try urlHost.typeOnKeyboard("example")
        try urlHost.tapKeyboardKey(".com")
        try urlHost.tapKeyboardKey("/")
        #expect(url.text == "example.com/")
    }

    @Test func numberPadsTypeDigits() throws {
        let (host, field) = SystemKeyboardTests.editingField(type: .decimalPad)
        #expect(!host.keyboardKeyTitles.contains("q"))
        try host.typeOnKeyboard("3.50")
        #expect(field.text == "3.50")
        let (phoneHost, phone) = SystemKeyboardTests.editingField(type: .phonePad)
        try phoneHost.typeOnKeyboard("+4670")
        try phoneHost.tapKeyboardKey("⌫")
        #expect(phone.text == "+467")
        #expect(throws: TestHost.KeyboardKeyNotFound.self) { try phoneHost.tapKeyboardKey("q") }
    }

    @Test func keyPreviewShowsAboveTheFingerWhileHeld() throws {
        let (host, _) = SystemKeyboardTests.editingField()
        let keyboard = try #require(host.application.inputViewHost.visibleKeyboard)
        let preview = try #require(keyboard.subviews.first { $0 is KeyPreviewView } as? KeyPreviewView)
        #expect(preview.isHidden)
        let g = try #require(host.keyboardKeyFrame("g"))
        host.touchDown(at: CGPoint(x: g.midX, y: g.midY))
        #expect(!preview.isHidden)
        #expect(preview.title == "g")
        let previewFrame = preview.convert(preview.bounds, to: nil)
        #expect(previewFrame.maxY <= g.minY && abs(previewFrame.midX - g.midX) < 1, "above the finger")
        host.touchUp()
        #expect(preview.isHidden)
    }

    @Test func aKeyTapRepaintsOnlyTheKeyThePreviewAndTheField() throws {
        let (host, field) = SystemKeyboardTests.editingField()
        _ = host.render()
        let g = try #require(host.keyboardKeyFrame("g"))
        host.touchDown(at: CGPoint(x: g.midX, y: g.midY))
        _ = host.render()
        let keyboardArea = try #require(host.inputViewsFrame)
        let pressDamage = host.lastRenderedDamage.map { CGRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
        let pressArea = pressDamage.reduce(0) { $0 + $1.width * $1.height }
        #expect(pressArea < keyboardArea.width * keyboardArea.height / 8, "\(pressDamage)")
        #expect(pressDamage.contains { $0.contains(CGPoint(x: g.midX, y: g.midY)) }, "the key itself")
        host.touchUp()
        _ = host.render()
        let fieldFrame = field.convert(field.bounds, to: nil)
        let upDamage = host.lastRenderedDamage.map { CGRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
        #expect(
            upDamage.allSatisfy { rect in
                rect.intersects(fieldFrame.insetBy(dx: -2, dy: -2)) || rect.intersects(g.insetBy(dx: -4, dy: -80))
            }, "only the field, the key and its preview: \(upDamage)")
    }

    @Test func aKeyTapShapesNoKeyTitleItHasShapedBefore() throws {
        let (host, field) = SystemKeyboardTests.editingField()
        _ = host.render()
        // The first tap shapes the preview's larger title; the keys' titles were shaped by the
        // first frame and are drawn again from the kept layouts.
        try host.tapKeyboardKey("g")
        _ = host.render()
        let before = TextLayout.totalLayoutPassCount
        let fieldPassesBefore = field.textLayout.layoutPassCount
        try host.tapKeyboardKey("g")
        _ = host.render()
        let fieldPasses = field.textLayout.layoutPassCount - fieldPassesBefore
        #expect(field.text == "gg")
        #expect(
            TextLayout.totalLayoutPassCount - before == fieldPasses,
            "only the field's own text was laid out again (\(fieldPasses) passes)")
    }

    @Test func snapshotsOfEveryLayout() throws {
        let cases: [(String, UIKeyboardType, UIReturnKeyType, [String])] = [
            ("letters", .default, .default, []),
            ("letters-shifted-done", .default, .done, ["⇧"]),
            ("numbers", .default, .default, ["123"]),
            ("symbols", .default, .default, ["123", "#+="]),
            ("email", .emailAddress, .next, []),
            ("url", .URL, .go, []),
            ("number-pad", .numberPad, .default, []),
            ("decimal-pad", .decimalPad, .default, []),
            ("phone-pad", .phonePad, .default, []),
        ]
        for (name, type, returnKey, keys) in cases {
            let (host, _) = SystemKeyboardTests.editingField(
                type: type, returnKey: returnKey,
                size: CGSize(width: 480, height: 320), scale: 2)
            for key in keys { try host.tapKeyboardKey(key) }
            assertSnapshot(of: host.render(), named: "keyboard-\(name)")
        }
        // Caps lock and the preview over a held key.
        let (host, _) = SystemKeyboardTests.editingField(size: CGSize(width: 480, height: 320), scale: 2)
        try host.tapKeyboardKey("⇧")
        try host.tapKeyboardKey("⇧")
        try host.holdKeyboardKey("T")
        assertSnapshot(of: host.render(), named: "keyboard-caps-lock-preview")
    }
}
