import ScanoutTesting
import Testing

@testable import Scanout

/// `UITextView` editing through touches, the on-screen and hardware keyboards, and its delegate.
@MainActor
@Suite struct UITextViewTests {
    static func makeTextView(
        in host: TestHost, frame: CGRect = CGRect(x: 20, y: 40, width: 320, height: 200), text: String = ""
    ) -> UITextView {
        let textView = UITextView(frame: frame)
        textView.font = .systemFont(ofSize: 17)
        textView.autocapitalizationType = .none
        textView.text = text
        host.window.addSubview(textView)
        host.drain()
        return textView
    }

    /// Where the caret at `offset` is, on screen.
    static func point(_ textView: UITextView, offset: Int) -> CGPoint {
        let caret = textView.caretRect(for: UITextPosition(offset: offset))
        return textView.convert(CGPoint(x: caret.midX, y: caret.midY), to: nil)
    }

    final class Recorder: UITextViewDelegate {
        var calls: [String] = []
        var refusesReturn = false
        func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
            calls.append("shouldBegin")
            return true
        }
        func textViewDidBeginEditing(_ textView: UITextView) { calls.append("didBegin") }
        func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
            calls.append("shouldEnd")
            return true
        }
        func textViewDidEndEditing(_ textView: UITextView) { calls.append("didEnd") }
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            calls.append("shouldChange \(range.location),\(range.length) \(text.debugDescription)")
            if refusesReturn, text == "\n" {
                textView.resignFirstResponder()
                return false
            }
            return true
        }
        func textViewDidChange(_ textView: UITextView) { calls.append("didChange") }
        func textViewDidChangeSelection(_ textView: UITextView) { calls.append("selection") }
    }

    @Test func tapBringsUpTheKeyboardAndReturnTypesALineBreak() throws {
        let host = TestHost()
        let textView = UITextViewTests.makeTextView(in: host)
        let recorder = Recorder()
        textView.delegate = recorder
        var notifications: [String] = []
        let center = NotificationCenter.default
        let observers = [
            center.addObserver(forName: UITextView.textDidBeginEditingNotification, object: textView, queue: nil) {
                _ in MainActor.assumeIsolated { notifications.append("begin") }
            },
            center.addObserver(forName: UITextView.textDidChangeNotification, object: textView, queue: nil) { _ in
                MainActor.assumeIsolated { notifications.append("change") }
            },
            center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { _ in
                MainActor.assumeIsolated { notifications.append("keyboard") }
            },
        ]
        defer { observers.forEach(center.removeObserver) }

        host.tap(at: CGPoint(x: 100, y: 100))
        #expect(textView.isFirstResponder && textView.isEditing)
        #expect(host.isKeyboardVisible, "an editable text view brings up the keyboard")
        try host.typeOnKeyboard("Hi")
        try host.tapKeyboardKey("return")
        try host.typeOnKeyboard("there")
        #expect(textView.text == "Hi\nthere")
        #expect(
            recorder.calls.prefix(5) == [
                "shouldBegin", "didBegin", "selection", "shouldChange 0,0 \"H\"", "selection",
            ],
            "the tap places the caret (a selection change), then each key asks, then moves the caret")
        #expect(recorder.calls.contains("shouldChange 2,0 \"\\n\""), "Return asks the delegate about a line break")
        #expect(recorder.calls.filter { $0 == "didChange" }.count == 8)
        #expect(notifications.first == "begin" || notifications.first == "keyboard")
        #expect(notifications.filter { $0 == "change" }.count == 8)
        #expect(
            textView.caretRect(for: textView.endOfDocument).minY > textView.caretRect(for: UITextPosition(offset: 0))
                .maxY - 1,
            "the caret is on the second line")
    }

    @Test func aDelegateRefusingReturnEndsEditingAsAppsDo() {
        let host = TestHost()
        let textView = UITextViewTests.makeTextView(in: host, text: "Note")
        let recorder = Recorder()
        recorder.refusesReturn = true
        textView.delegate = recorder
        textView.becomeFirstResponder()
        host.type("s")
        host.press(.keyboardReturnOrEnter)
        #expect(textView.text == "Notes")
        #expect(!textView.isFirstResponder)
        #expect(recorder.calls.suffix(2) == ["shouldEnd", "didEnd"])
    }

    @Test func upAndDownKeepTheColumnHomeAndEndGoToTheLinesEnds() {
        let host = TestHost()
        let textView = UITextViewTests.makeTextView(in: host, text: "first line\nab\nthird line here")
        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: 8, length: 0)  // "first li|ne"
        host.press(.keyboardDownArrow)
        #expect(textView.selectedRange.location == 13, "the short line's end")
        host.press(.keyboardDownArrow)
        let goalX = textView.caretRect(for: UITextPosition(offset: 8)).minX
        let third = textView.selectedRange.location
        #expect((14...29).contains(third), "on the third line: \(textView.selectedRange)")
        #expect(abs(textView.caretRect(for: UITextPosition(offset: third)).minX - goalX) < 6, "back at the goal column")
        host.press(.keyboardDownArrow)
        #expect(textView.selectedRange.location == 29, "down from the last line: the end")
        host.press(.keyboardHome)
        #expect(textView.selectedRange.location == 14)
        host.press(.keyboardUpArrow, modifiers: .shift)
        #expect(textView.selectedRange == NSRange(location: 11, length: 3))
        host.press(.keyboardEnd)
        #expect(textView.selectedRange.location == 29 || textView.selectedRange.location == 13)
        host.press(.keyboardHome, modifiers: .control)
        #expect(textView.selectedRange.location == 0)
        host.press(.keyboardUpArrow)
        #expect(textView.selectedRange.location == 0, "up from the first line: the start")
    }

    @Test func longTextWrapsAndTheCaretStaysInSightWhileTyping() {
        let host = TestHost()
        let textView = UITextViewTests.makeTextView(in: host, frame: CGRect(x: 20, y: 40, width: 240, height: 120))
        textView.becomeFirstResponder()
        for line in 1...12 { host.type("Line \(line) of the visitor's note, long enough to wrap\n") }
        #expect(textView.contentSize.height > 400, "\(textView.contentSize)")
        let caret = textView.caretRect(for: textView.endOfDocument)
        #expect(caret.minY >= textView.contentOffset.y, "caret \(caret), offset \(textView.contentOffset)")
        #expect(caret.maxY <= textView.contentOffset.y + textView.bounds.height)
        host.press(.keyboardHome, modifiers: .control)
        #expect(textView.contentOffset.y == 0, "back at the top")
        host.press(.keyboardEnd, modifiers: .control)
        #expect(textView.contentOffset.y > 250)
    }

    @Test func tenThousandLinesLayOutOnlyWhatIsShown() {
        let host = TestHost()
        let textView = UITextViewTests.makeTextView(in: host)
        let lines = (1...10_000).map { "Line \($0): the quick brown fox" }
        textView.text = lines.joined(separator: "\n")
        host.drain()
        let laidOut = textView.textLayout.layoutCount
        #expect(laidOut > 0 && laidOut < 100, "laid out \(laidOut) of 10,000 paragraphs")
        #expect(textView.contentSize.height > 10_000 * 15, "estimated: \(textView.contentSize)")
        textView.becomeFirstResponder()
        host.press(.keyboardEnd, modifiers: .control)
        host.type("!")
        #expect(textView.text.hasSuffix("fox!"))
        #expect(textView.textLayout.layoutCount < 200, "the end laid out, not the middle")
        let caret = textView.caretRect(for: textView.endOfDocument)
        #expect(caret.maxY <= textView.contentOffset.y + textView.bounds.height + 0.5)
        #expect(caret.minY >= textView.contentOffset.y)
        // Scrolling to the middle shows the middle's lines, drawn.
        textView.setContentOffset(CGPoint(x: 0, y: textView.contentSize.height / 2), animated: false)
        host.drain()
        let middle = textView.closestPosition(to: CGPoint(x: 1, y: textView.contentOffset.y + 20))!
        let line = textView.text(in: textView.textRange(from: middle, to: textView.position(from: middle, offset: 5)!)!)
        #expect(line == "Line ", "\(line ?? "nil") at \(middle.offset)")
    }

    @Test func doubleTapSelectsAWordAndTheMenuCutsAndPastesAcrossLines() throws {
        let host = TestHost()
        let textView = UITextViewTests.makeTextView(in: host, text: "Meet at\nNorthwind\ntoday")
        textView.becomeFirstResponder()
        host.tap(at: UITextViewTests.point(textView, offset: 11), count: 2)
        #expect(textView.selectedRange == NSRange(location: 8, length: 9))
        #expect(host.editMenuTitles.contains("Cut") && host.editMenuTitles.contains("Copy"))
        // Shift+Down extends over the line break: two lines highlighted.
        host.press(.keyboardDownArrow, modifiers: .shift)
        #expect(textView.selectedRange.location == 8 && textView.selectedRange.length > 9)
        #expect(textView.selectionRects(for: 8..<textView.selectedRange.upperBound).count == 2)
        textView.selectedRange = NSRange(location: 0, length: 8)  // "Meet at\n"
        textView.editor.showEditMenu()
        try host.tapEditMenuItem("Cut")
        #expect(textView.text == "Northwind\ntoday")
        #expect(host.application.generalPasteboard.string == "Meet at\n")
        host.press(.keyboardEnd, modifiers: .control)
        host.press(.keyboardReturnOrEnter)
        host.press(.keyboardV, modifiers: .control)
        #expect(textView.text == "Northwind\ntoday\nMeet at\n", "line breaks paste as they are")
        textView.undoManager?.undo()
        #expect(textView.text == "Northwind\ntoday\n")
        textView.undoManager?.undo()
        textView.undoManager?.undo()
        #expect(textView.text == "Meet at\nNorthwind\ntoday")
    }

    @Test func aSelectableTextViewCopiesButNeitherTypesNorShowsAKeyboard() throws {
        let host = TestHost()
        let textView = UITextViewTests.makeTextView(in: host, text: "Terms and conditions")
        textView.isEditable = false
        host.tap(at: UITextViewTests.point(textView, offset: 3))
        #expect(!textView.isFirstResponder, "a tap does not begin editing")
        host.touchDown(at: UITextViewTests.point(textView, offset: 7))
        host.advance(by: 0.8)
        host.touchUp()
        #expect(textView.isFirstResponder)
        #expect(!host.isKeyboardVisible, "no keyboard for a text view that is not editable")
        #expect(textView.selectedRange == NSRange(location: 6, length: 3))
        #expect(host.editMenuTitles.contains("Copy"))
        #expect(!host.editMenuTitles.contains("Cut") && !host.editMenuTitles.contains("Paste"))
        try host.tapEditMenuItem("Copy")
        #expect(host.application.generalPasteboard.string == "and")
        host.type("x")
        textView.insertText("y")
        #expect(textView.text == "Terms and conditions")
    }

    @Test func withoutScrollingItGrowsWithItsTextThroughAutoLayout() {
        let host = TestHost()
        let textView = UITextView()
        textView.font = .systemFont(ofSize: 17)
        textView.isScrollEnabled = false
        textView.translatesAutoresizingMaskIntoConstraints = false
        host.window.addSubview(textView)
        NSLayoutConstraint.activate([
            textView.leadingAnchor.constraint(equalTo: host.window.leadingAnchor, constant: 20),
            textView.widthAnchor.constraint(equalToConstant: 280),
            textView.topAnchor.constraint(equalTo: host.window.topAnchor, constant: 40),
        ])
        textView.text = "One line"
        host.drain()
        let oneLine = textView.frame.height
        #expect(oneLine > 20 && oneLine < 60, "\(textView.frame)")
        textView.becomeFirstResponder()
        host.press(.keyboardEnd, modifiers: .control)
        host.type("\nTwo\nThree")
        host.drain()
        #expect(textView.frame.height > oneLine + 35, "\(textView.frame) grew from \(oneLine)")
        #expect(textView.contentOffset == .zero)
        let fits = textView.sizeThatFits(CGSize(width: 280, height: CGFloat.greatestFiniteMagnitude))
        #expect(abs(fits.height - textView.frame.height) < 1)
    }

    @Test func insetsAndPaddingPlaceTheText() {
        let host = TestHost()
        let textView = UITextViewTests.makeTextView(in: host, text: "Aligned")
        #expect(textView.caretRect(for: UITextPosition(offset: 0)).minX == 5, "5 points of line padding")
        #expect(textView.caretRect(for: UITextPosition(offset: 0)).minY == 8, "8 points of inset above")
        textView.textContainerInset = .zero
        textView.textContainer.lineFragmentPadding = 0
        #expect(textView.caretRect(for: UITextPosition(offset: 0)).origin == .zero)
        textView.textAlignment = .center
        let centred = textView.caretRect(for: UITextPosition(offset: 0)).minX
        #expect(centred > 100 && centred < 160)
    }

    @Test func markedTextComposesAndCommitsAsOneStep() {
        let host = TestHost()
        let textView = UITextViewTests.makeTextView(in: host, text: "Tokyo ")
        textView.becomeFirstResponder()
        textView.setMarkedText("と", selectedRange: NSRange(location: 1, length: 0))
        textView.setMarkedText("とう", selectedRange: NSRange(location: 2, length: 0))
        #expect(textView.markedTextRange?.start.offset == 6)
        textView.setMarkedText("東", selectedRange: NSRange(location: 1, length: 0))
        textView.unmarkText()
        #expect(textView.text == "Tokyo 東")
        #expect(textView.markedTextRange == nil)
        textView.undoManager?.undo()
        #expect(textView.text == "Tokyo ")
    }

    @Test func snapshotOfASelectionOverLines() {
        let host = TestHost(size: CGSize(width: 360, height: 260))
        let textView = UITextViewTests.makeTextView(
            in: host, frame: CGRect(x: 20, y: 20, width: 320, height: 220),
            text: "Dear visitor,\nplease sign in at the desk and wear your badge where it can be seen.\n\nThank you.")
        textView.layer.borderWidth = 1
        textView.layer.borderColor = UIColor.systemGray4.cgColor
        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: 5, length: 40)
        assertSnapshot(of: host.render(), named: "text-view-selection")
    }

    /// Random edits around line breaks (CR, LF, CR LF, U+2029, NEL) keep the paragraphs split as
    /// splitting the whole text afresh would.
    @Test func editsKeepTheParagraphsAsAFreshSplitWould() {
        let host = TestHost()
        let textView = UITextViewTests.makeTextView(in: host, text: "a\r\nb\n\nc")
        textView.becomeFirstResponder()
        var random = SplitMix64(seed: 7)
        let pieces = ["x", "yz", "\r", "\n", "\r\n", "\u{2029}", "\u{85}", "é", "👍🏽", ""]
        for step in 0..<300 {
            let length = textView.text.utf16.count
            let lower = Int.random(in: 0...length, using: &random)
            let upper = Bool.random(using: &random) ? lower : Int.random(in: lower...length, using: &random)
            let range = UITextRange(start: UITextPosition(offset: lower), end: UITextPosition(offset: upper))
            textView.replace(range, withText: pieces.randomElement(using: &random)!)
            let fresh = TextViewLayout { textView.text }
            fresh.reset()
            let kept = textView.textLayout.paragraphs.map { [$0.start, $0.length, $0.breakLength] }
            let expected = fresh.paragraphs.map { [$0.start, $0.length, $0.breakLength] }
            #expect(kept == expected, "step \(step): \(textView.text.debugDescription)")
            if kept != expected { break }
        }
    }

    /// Typing redraws only the paragraphs it touched (or everything below them when lines move):
    /// each frame must equal the whole view drawn afresh.
    @Test func framesDrawnAfterEditsMatchAFullRedraw() {
        let host = TestHost(size: CGSize(width: 360, height: 300))
        let textView = UITextViewTests.makeTextView(
            in: host, frame: CGRect(x: 10, y: 10, width: 340, height: 280),
            text: (1...30).map { "Row \($0) of the guest list" }.joined(separator: "\n"))
        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: 40, length: 0)
        _ = host.render()
        for keys in ["x", "yz", "\n", "long enough to wrap onto another line here", "\u{8}"] {
            if keys == "\u{8}" {
                host.press(.keyboardDeleteOrBackspace)
            } else {
                host.type(keys)
            }
            let incremental = host.render().pngData()
            textView.setNeedsDisplay()
            let full = host.render().pngData()
            #expect(incremental == full, "after typing \(keys.debugDescription)")
        }
    }
}
