import Testing

@testable import Scanout

/// The editing model: grapheme-safe carets and deletion, words, selection, marked text.
@Suite struct TextEditingStateTests {
    /// Latin, a combining accent, an emoji with a skin tone, a flag, CJK and Arabic.
    static let mixed = "Cafe\u{301} 👋🏽🇸🇪 你好 مرحبا"

    @Test func caretStepsOverWholeGraphemeClusters() {
        var state = TextEditingState(text: TextEditingStateTests.mixed)
        var stops: [Int] = [state.selectedRange.upperBound]
        while state.selectedRange.upperBound > 0 {
            state.move(.backward, by: .character)
            stops.append(state.selectedRange.upperBound)
        }
        // One stop per Swift Character: each is an extended grapheme cluster.
        #expect(stops.count == TextEditingStateTests.mixed.count + 1)
        let clusters = TextEditingStateTests.mixed.map { $0.utf16.count }
        #expect(stops[0] - stops[1] == clusters.last)
        // "Caf" is three UTF-16 units; "é" is two more (e + U+0301).
        #expect(stops.contains(3 + 2), "after 'é', never between the e and its accent")
        #expect(!stops.contains(3 + 1))
    }

    /// Edits anywhere in text whose clusters join across the edit (accents, skin tones, flags,
    /// emoji joined by ZWJ, CR LF, Hangul jamo) keep the caret stops a fresh segmentation of the
    /// new text gives: the stops before an edit are kept, the rest of its line segmented again.
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func caretStopsAfterRandomEditsMatchAFreshSegmentation(seed: UInt64) {
        let pieces = [
            "a", "e", "\u{301}", "\u{308}", "👋", "🏽", "🇸", "🇪", "🇬", "\u{200D}", "👩", "❤\u{FE0F}",
            "\r", "\n", "\r\n", " ", "你", "\u{1100}", "\u{1161}", "\u{11A8}", "م",
        ]
        var random = SplitMix64(seed: seed)
        var state = TextEditingState(text: "Cafe\u{301} 🇸🇪🇸\r\nab")
        for step in 0..<300 {
            let stops = state.caretStops
            let lower = stops[Int.random(in: 0..<stops.count, using: &random)]
            let upper = min(stops.last ?? 0, lower + Int.random(in: 0...3, using: &random))
            let inserted = (0..<Int.random(in: 0...3, using: &random)).map { _ in
                pieces[Int.random(in: 0..<pieces.count, using: &random)]
            }.joined()
            // Exactly, as undo does: the range may end inside a cluster.
            state.replace(exactly: lower..<upper, with: inserted)
            #expect(
                state.caretStops == TextEditingState(text: state.text).caretStops,
                "seed \(seed), step \(step): \(state.text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test func deleteBackwardRemovesWholeClusters() {
        var state = TextEditingState(text: "a👋🏽")
        state.deleteBackward()
        #expect(state.text == "a")
        state = TextEditingState(text: "e\u{301}")
        state.deleteBackward()
        #expect(state.text.isEmpty)
        state = TextEditingState(text: "🇸🇪🇸🇪")
        state.deleteBackward()
        #expect(state.text == "🇸🇪")
        state.deleteBackward()
        state.deleteBackward()
        #expect(state.text.isEmpty, "deleting at the start does nothing")
    }

    @Test func caretPositionsSnapToClusterBoundaries() {
        var state = TextEditingState(text: "x👋🏽y")
        state.moveCaret(to: 2)  // inside the emoji's surrogate pairs
        #expect(state.selectedRange == 1..<1)
        state.select(2..<3)
        #expect(state.selectedRange == 1..<5, "a selection widens to whole clusters")
    }

    @Test func anEmptyRangeInsideAClusterIsAnInsertionPointAtItsStart() {
        let family = "👨‍👩‍👧"
        var state = TextEditingState(text: "a\(family)b")
        state.replace(3..<3, with: "")
        #expect(state.text == "a\(family)b", "nothing deleted")
        #expect(state.selectedRange == 1..<1)
        state.replace(3..<3, with: "x")
        #expect(state.text == "ax\(family)b")
        state.select(5..<5)
        #expect(state.selectedRange == 2..<2, "an empty selection stays a caret")
    }

    @Test func replaceReportsTheChangeItMade() {
        var state = TextEditingState(text: "a👨‍👩‍👧b")
        let change = state.replace(2..<3, with: "x")
        #expect(change == TextChange(location: 1, oldText: "👨‍👩‍👧", newLength: 1), "the whole cluster")
        // A combining mark joins the letter before it: the change is still just the mark's insertion.
        state = TextEditingState(text: "xe")
        #expect(state.replace(2..<2, with: "\u{301}") == TextChange(location: 2, oldText: "", newLength: 1))
        #expect(state.text == "xe\u{301}")
        #expect(state.selectedRange == 3..<3)
        // Applying its inverse exactly gives back the text before.
        state.replace(exactly: TextChange(location: 2, oldText: "", newLength: 1).newRange, with: "")
        #expect(state.text == "xe")
    }

    @Test func typingBeforeACombiningMarkPutsTheCaretAfterTheClusterItMade() {
        var state = TextEditingState(text: "\u{301}")
        state.moveCaret(to: 0)
        state.insert("a")
        state.insert("b")
        #expect(state.text == "a\u{301}b", "typed in order, not b before the accented a")
    }

    @Test func wordMovementAndExtension() {
        var state = TextEditingState(text: "check in now")
        state.move(.backward, by: .word)
        #expect(state.selectedRange == 9..<9)
        state.move(.backward, by: .word, extending: true)
        #expect(state.selectedRange == 6..<9)
        state.move(.backward, by: .word, extending: true)
        #expect(state.selectedRange == 0..<9)
        state.move(.forward, by: .character)
        #expect(state.selectedRange == 9..<9, "a plain move collapses the selection to its end")
        state.move(.forward, by: .word)
        #expect(state.selectedRange == 12..<12)
        state.move(.backward, by: .document, extending: true)
        #expect(state.selectedRange == 0..<12)
        #expect(state.wordRange(at: 7) == 6..<8)
        #expect(state.wordRange(at: 5) == 0..<5, "just after a word selects that word")
    }

    @Test func insertingReplacesTheSelection() {
        var state = TextEditingState(text: "Hello world")
        state.select(6..<11)
        state.insert("Scanout")
        #expect(state.text == "Hello Scanout")
        #expect(state.selectedRange == 13..<13)
        state.selectAll()
        state.deleteBackward()
        #expect(state.text.isEmpty)
    }

    @Test func markedTextIsReplacedAsItIsComposedAndThenKept() {
        var state = TextEditingState(text: "我")
        state.setMarkedText("n", selectedRange: 1..<1)
        state.setMarkedText("ni", selectedRange: 2..<2)
        #expect(state.text == "我ni")
        #expect(state.markedRange == 1..<3)
        state.insert("你")
        #expect(state.text == "我你")
        #expect(state.markedRange == nil)
        state.setMarkedText("h", selectedRange: 1..<1)
        state.unmarkText()
        #expect(state.text == "我你h")
        #expect(state.markedRange == nil)
    }

    @Test func deleteForward() {
        var state = TextEditingState(text: "ab👋🏽")
        state.moveCaret(to: 1)
        state.deleteForward()
        #expect(state.text == "a👋🏽")
        state.deleteForward()
        #expect(state.text == "a")
        state.deleteForward()
        #expect(state.text == "a")
    }
}
