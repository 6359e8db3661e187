import Testing

@testable import Scanout

/// The pango layout under labels and string drawing: measuring, line limits, font fallback,
/// caching, and the positions an editing engine needs.
@MainActor
@Suite struct TextLayoutTests {
    private func makeLayout(_ text: String, width: CGFloat? = nil) -> TextLayout {
        let layout = TextLayout()
        layout.text = text
        layout.font = .systemFont(ofSize: 17)
        layout.width = width
        return layout
    }

    private let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight

    @Test func measuresInPoints() {
        let layout = makeLayout("Hello")
        #expect(abs(layout.size.height - lineHeight) < 0.01)
        #expect(layout.size.width > 40 && layout.size.width < 50)
        #expect(layout.lineCount == 1)
        layout.font = .systemFont(ofSize: 34)
        #expect(abs(layout.size.height - 2 * lineHeight) < 0.02)
        let empty = makeLayout("")
        #expect(empty.size.width == 0)
        #expect(abs(empty.size.height - lineHeight) < 0.01, "an empty layout has one line, for a caret")
    }

    @Test func wrapsAtWidthAndLimitsLines() {
        let layout = makeLayout("one two three four five six seven eight", width: 80)
        let lines = layout.lineCount
        #expect(lines >= 4)
        #expect(layout.size.width <= 80)
        #expect(abs(layout.size.height - CGFloat(lines) * lineHeight) < 0.05)
        layout.maximumNumberOfLines = 2
        #expect(layout.lineCount == 2, "wrapping stops drawing after the limit")
        layout.lineBreakMode = .byTruncatingTail
        #expect(layout.lineCount == 2, "truncation ellipsizes the second line")
        #expect(layout.size.width <= 80)
        layout.lineSpacing = 10
        #expect(abs(layout.size.height - (2 * lineHeight + 10)) < 0.05)
    }

    @Test func lineLimitsCountAcrossParagraphs() {
        let layout = makeLayout("One\nTwo\r\nThree\u{2029}Four", width: 200)
        #expect(layout.lineCount == 4)
        let modes: [NSLineBreakMode] = [
            .byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle, .byWordWrapping, .byClipping,
        ]
        for mode in modes {
            layout.lineBreakMode = mode
            layout.maximumNumberOfLines = 2
            #expect(layout.lineCount == 2, "\(mode)")
            layout.maximumNumberOfLines = 0
            #expect(layout.lineCount == 4, "\(mode)")
        }
        // A last line that ends its paragraph gets an ellipsis: more text follows.
        layout.lineBreakMode = .byTruncatingTail
        layout.maximumNumberOfLines = 2
        #expect(layout.pangoText == "One\u{2028}Two\u{2026}")
        let twoLines = layout.size.height
        layout.maximumNumberOfLines = 0
        #expect(layout.pangoText == layout.text, "nothing hidden, nothing replaced")
        #expect(layout.size.height > twoLines)
        // A last line inside its paragraph fills the width before the ellipsis.
        let wrapped = makeLayout("Departures to Amsterdam\nGate 12", width: 150)
        let wordsThatFit = makeLayout("Departures to").size.width
        wrapped.lineBreakMode = .byTruncatingTail
        wrapped.maximumNumberOfLines = 1
        #expect(wrapped.pangoText == "Departures to Amsterdam")
        #expect(wrapped.size.width <= 150 && wrapped.size.width > wordsThatFit + 10, "\(wrapped.size)")
        let joined = TextLayout.joiningParagraphs("a\r\nb\nc\rd\u{2029}e")
        #expect(joined == "a\u{2028}\u{200B}b\u{2028}c\u{2028}d\u{2028}e")
        #expect(joined.utf16.count == "a\r\nb\nc\rd\u{2029}e".utf16.count, "offsets are unchanged")
    }

    @Test func maximumHeightShowsTheLinesThatFit() {
        let text = "one two three four five six seven eight nine ten"
        for mode in [NSLineBreakMode.byTruncatingTail, .byWordWrapping] {
            let layout = makeLayout(text, width: 80)
            layout.lineBreakMode = mode
            layout.maximumHeight = lineHeight * 2.5
            #expect(layout.lineCount == 2, "\(mode)")
            #expect(layout.size.height <= lineHeight * 2.5)
            layout.maximumHeight = lineHeight / 2
            #expect(layout.lineCount == 1, "at least one line, \(mode)")
            layout.maximumHeight = 1000
            #expect(layout.lineCount > 4, "\(mode)")
        }
    }

    @Test func fallbackFontsCoverChineseAndArabic() {
        let layout = makeLayout("Hello 你好，世界 مرحبا بالعالم")
        #expect(layout.unknownGlyphsCount == 0)
        #expect(layout.lineCount == 1)
        // A private-use character of plane 16 is in no installed font: drawn as a hex box.
        layout.text = "Hello \u{10FFFD}"
        #expect(layout.unknownGlyphsCount == 1)
    }

    @Test func relaysOutOnlyOnChange() {
        let layout = makeLayout("Cached", width: 100)
        _ = layout.size
        let passes = layout.layoutPassCount
        layout.text = "Cached"
        layout.width = 100
        layout.font = .systemFont(ofSize: 17)
        layout.textColor = .red
        layout.backgroundColor = .yellow
        _ = layout.size
        _ = layout.lineCount
        #expect(layout.layoutPassCount == passes)
        layout.kern = 1
        _ = layout.size
        #expect(layout.layoutPassCount == passes + 1)
        layout.alignment = .center
        layout.lineSpacing = 2
        _ = layout.size
        #expect(layout.layoutPassCount == passes + 2, "changes between queries cost one pass")
    }

    @Test func nulCharactersLayOutAndKeepTheirOffsets() {
        let plainWidth = makeLayout("abcd").size.width
        let widthOfAB = makeLayout("ab").size.width
        let layout = makeLayout("ab\u{0}cd")
        var end = CGRect.zero
        var afterNul = CGRect.zero
        var tappedPastTheEnd = 0
        var stepAfterB = 0
        let warnings = PangoWarnings.during {
            end = layout.caretRect(forIndex: 5)
            afterNul = layout.caretRect(forIndex: 3)
            tappedPastTheEnd = layout.index(at: CGPoint(x: 1000, y: 5))
            stepAfterB = layout.nextCursorPosition(after: 2)
        }
        #expect(warnings == 0, "pango got all of the text")
        #expect(end.minX > widthOfAB + 10, "the caret after 'cd' is past them, not at \(end.minX)")
        #expect(abs(end.minX - plainWidth) < 0.5, "the NUL takes no room")
        #expect(abs(afterNul.minX - widthOfAB) < 0.5)
        #expect(tappedPastTheEnd == 5)
        #expect(stepAfterB == 3, "a caret stop on each side of the NUL, as in the editing engine")
        #expect(layout.pangoText.utf16.count == layout.text.utf16.count, "offsets are unchanged")

        // Truncation cuts the text pango laid out; a NUL there must not cut it again.
        let truncated = makeLayout("One\u{0}\nTwo\u{0}\nThree", width: 200)
        truncated.lineBreakMode = .byTruncatingTail
        truncated.maximumNumberOfLines = 2
        var lines = 0
        let truncationWarnings = PangoWarnings.during { lines = truncated.lineCount }
        #expect(truncationWarnings == 0)
        #expect(lines == 2)
        #expect(truncated.pangoText.hasSuffix("Two\u{2060}\u{2026}"), "\(truncated.pangoText.debugDescription)")
    }

    // MARK: Editing positions

    @Test func cursorMovesByGraphemeClusters() {
        // a, e + combining acute, thumbs up + skin tone (two surrogate pairs), CRLF, b.
        let layout = makeLayout("ae\u{301}👍🏽\r\nb")
        #expect(layout.nextCursorPosition(after: 0) == 1)
        #expect(layout.nextCursorPosition(after: 1) == 3, "over e + accent")
        #expect(layout.nextCursorPosition(after: 2) == 3)
        #expect(layout.nextCursorPosition(after: 3) == 7, "over the emoji and its modifier")
        #expect(layout.nextCursorPosition(after: 7) == 9, "over CRLF")
        #expect(layout.nextCursorPosition(after: 9) == 10)
        #expect(layout.nextCursorPosition(after: 10) == 10, "stays at the end")
        #expect(layout.previousCursorPosition(before: 10) == 9)
        #expect(layout.previousCursorPosition(before: 9) == 7)
        #expect(layout.previousCursorPosition(before: 7) == 3)
        #expect(layout.previousCursorPosition(before: 5) == 3)
        #expect(layout.previousCursorPosition(before: 3) == 1)
        #expect(layout.previousCursorPosition(before: 0) == 0)
    }

    @Test func caretRectsFollowTheText() {
        let layout = makeLayout("Hello\nworld")
        let start = layout.caretRect(forIndex: 0)
        #expect(start.minX == 0 && start.minY == 0)
        #expect(start.width == TextLayout.caretWidth)
        #expect(abs(start.height - lineHeight) < 0.01)
        let afterHello = layout.caretRect(forIndex: 5)
        #expect(afterHello.minX > 35 && afterHello.minY == 0)
        let secondLine = layout.caretRect(forIndex: 6)
        #expect(secondLine.minX == 0 && abs(secondLine.minY - lineHeight) < 0.01)
        #expect(layout.caretRect(forIndex: 100) == layout.caretRect(forIndex: 11), "clamped to the end")
        // Inside e + accent the caret stands before the cluster.
        let accented = makeLayout("ae\u{301}b")
        #expect(accented.caretRect(forIndex: 2) == accented.caretRect(forIndex: 1))
        // In right-to-left text the first position is at the right.
        let arabic = makeLayout("مرحبا")
        #expect(arabic.caretRect(forIndex: 0).minX > arabic.caretRect(forIndex: 5).minX)
    }

    @Test func indexAtPointFindsTheNearestClusterEdge() {
        let layout = makeLayout("Hello\nworld")
        #expect(layout.index(at: CGPoint(x: -10, y: 5)) == 0)
        #expect(layout.index(at: CGPoint(x: 1, y: 5)) == 0)
        #expect(layout.index(at: CGPoint(x: 1000, y: 5)) == 5, "past the end of the first line")
        #expect(layout.index(at: CGPoint(x: 1000, y: lineHeight * 1.5)) == 11)
        let afterHello = layout.caretRect(forIndex: 5).minX
        let afterHell = layout.caretRect(forIndex: 4).minX
        #expect(layout.index(at: CGPoint(x: afterHell + (afterHello - afterHell) * 0.7, y: 5)) == 5)
        #expect(layout.index(at: CGPoint(x: afterHell + (afterHello - afterHell) * 0.3, y: 5)) == 4)

        let accented = makeLayout("ae\u{301}b")
        let clusterEnd = accented.caretRect(forIndex: 3).minX
        let clusterStart = accented.caretRect(forIndex: 1).minX
        for step in 0...10 {
            let x = clusterStart + (clusterEnd - clusterStart) * CGFloat(step) / 10
            let index = accented.index(at: CGPoint(x: x, y: 5))
            #expect(index == 1 || index == 3, "never between e and its accent: \(index) at \(x)")
        }
        #expect(accented.index(at: CGPoint(x: clusterEnd - 0.5, y: 5)) == 3)
        let arabic = makeLayout("مرحبا")
        #expect(arabic.index(at: CGPoint(x: arabic.size.width - 1, y: 5)) == 0, "right-to-left: start at the right")
    }
}
