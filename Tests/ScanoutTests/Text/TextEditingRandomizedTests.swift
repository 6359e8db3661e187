import Glibc
import ScanoutTesting
import Testing

@testable import Scanout

/// Random edits of text made of pieces that merge into grapheme clusters or split them
/// (combining marks, joiners, emoji and their modifiers, regional indicators, Hangul jamo, a
/// Devanagari virama, NUL and other controls, line breaks, Arabic), checking that undoing every
/// step and redoing every step gives back each text exactly, and that pango accepts every text the
/// field lays out. Seeded: a failure names its seed, and `SCANOUT_FUZZ_SEED=<n>` replays it
/// (`SCANOUT_FUZZ_RUNS` sets how many seeds from there; 25 by default).
@MainActor
@Suite struct TextEditingRandomizedTests {
    static let pieces = [
        "a", "e", "x", " ", "\u{301}", "\u{308}", "\u{200D}", "\u{FE0F}", "👩", "💻", "👨‍👩‍👧", "👍", "🏽",
        "🇸", "🇪", "\u{0}", "\u{1}", "\t", "\u{85}", "\u{2028}", "\r", "\n", "\r\n", "\u{1100}", "\u{1161}",
        "\u{11A8}", "क", "\u{94D}", "ष", "你", "م",
    ]

    /// The seeds to run, printed so that a run can be repeated.
    static var seeds: [UInt64] {
        let first = UInt64(environment("SCANOUT_FUZZ_SEED") ?? "") ?? 1
        let runs = UInt64(environment("SCANOUT_FUZZ_RUNS") ?? "") ?? 25
        print("TextEditingRandomizedTests: seeds \(first) to \(first + runs - 1)")
        return Array(first..<first + runs)
    }

    /// `TextEditingState` alone: each change, put back in reverse order with `replace(exactly:)`,
    /// gives back the text before it, whatever the clusters did.
    @Test func changesPutBackInReverseGiveBackEachText() {
        for seed in TextEditingRandomizedTests.seeds {
            var random = SplitMix64(seed: seed)
            var state = TextEditingState(text: randomText(using: &random))
            var history: [(text: String, change: TextChange)] = []
            for _ in 0..<80 {
                let before = state.text
                let length = before.utf16.count
                let lower = Int.random(in: 0...length, using: &random)
                let upper = Bool.random(using: &random) ? lower : Int.random(in: lower...length, using: &random)
                let change = state.replace(lower..<upper, with: randomText(using: &random, maximumPieces: 3))
                history.append((before, change))
                checkInvariants(of: state, seed: seed)
            }
            for (before, change) in history.reversed() {
                state.replace(exactly: change.newRange, with: change.oldText)
                #expect(state.text == before, "seed \(seed)")
                guard state.text == before else { break }
            }
        }
    }

    /// A text field edited the ways a visitor and an input method edit it (undoing and redoing
    /// among them); then undo until nothing is left to undo, which must give the starting text,
    /// and redo until nothing is left to redo, which must give each text back in turn.
    @Test func undoingEverythingAndRedoingEverythingRoundTrips() {
        for seed in TextEditingRandomizedTests.seeds {
            var random = SplitMix64(seed: seed)
            let host = TestHost()
            let field = UITextFieldTests.makeField(in: host)
            field.text = randomText(using: &random)
            field.becomeFirstResponder()
            let start = field.text ?? ""
            let warnings = PangoWarnings.count
            var operations: [String] = []
            for _ in 0..<100 {
                operations.append(randomEdit(of: field, in: host, using: &random))
                host.drain()
                checkInvariants(of: field.editing, seed: seed)
            }
            _ = host.render()
            #expect(PangoWarnings.count == warnings, "seed \(seed): pango accepted every text laid out")
            field.unmarkText()
            host.drain()
            guard let manager = field.undoManager else {
                Issue.record("seed \(seed): no undo manager")
                continue
            }
            // Steps undone since the last edit are redone first, so that undoing everything and
            // redoing everything covers every step.
            while manager.canRedo {
                manager.redo()
                checkInvariants(of: field.editing, seed: seed)
            }
            let end = field.text ?? ""
            var undone: [String] = [end]
            while manager.canUndo, undone.count < 1000 {
                manager.undo()
                undone.append(field.text ?? "")
            }
            let trail = "seed \(seed): \(operations.joined(separator: "; "))"
            #expect(undone.last == start, "undoing everything gives the starting text; \(trail)")
            var redone: [String] = [field.text ?? ""]
            while manager.canRedo, redone.count < 1000 {
                manager.redo()
                redone.append(field.text ?? "")
            }
            #expect(redone == undone.reversed(), "redoing retraces the undos; \(trail)")
        }
    }

    // MARK: - Private

    private static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    private func randomText(using random: inout SplitMix64, maximumPieces: Int = 8) -> String {
        let count = Int.random(in: 0...maximumPieces, using: &random)
        return (0..<count).map { _ in TextEditingRandomizedTests.pieces.randomElement(using: &random)! }.joined()
    }

    private func randomRange(in field: UITextField, using random: inout SplitMix64) -> UITextRange {
        // Raw UTF-16 offsets, so ranges often start or end inside a cluster or a surrogate pair.
        let length = (field.text ?? "").utf16.count
        let lower = Int.random(in: 0...length, using: &random)
        let upper = Bool.random(using: &random) ? lower : Int.random(in: lower...length, using: &random)
        return UITextRange(start: UITextPosition(offset: lower), end: UITextPosition(offset: upper))
    }

    /// Makes one random edit, caret move, pause, undo or redo; returns what it did, for the failure
    /// message.
    private func randomEdit(of field: UITextField, in host: TestHost, using random: inout SplitMix64) -> String {
        switch Int.random(in: 0..<16, using: &random) {
        case 0..<4:
            // "\n" or "\r" alone is the Return key: nothing changes.
            let text = randomText(using: &random, maximumPieces: 2)
            field.insertText(text)
            return "insert \(text.debugDescription)"
        case 4:
            field.deleteBackward()
            return "backspace"
        case 5:
            host.press(.keyboardDeleteForward)
            return "delete forward"
        case 6:
            host.press(.keyboardDeleteOrBackspace, modifiers: .control)
            return "delete word"
        case 7:
            let range = randomRange(in: field, using: &random)
            let text = randomText(using: &random, maximumPieces: 2)
            field.replace(range, withText: text)
            return "replace \(range.offsets) with \(text.debugDescription)"
        case 8:
            let range = randomRange(in: field, using: &random)
            field.selectedTextRange = range
            return "select \(range.offsets)"
        case 9:
            let key: UIKeyboardHIDUsage = Bool.random(using: &random) ? .keyboardLeftArrow : .keyboardRightArrow
            host.press(key, modifiers: Bool.random(using: &random) ? .shift : [])
            return "arrow"
        case 10:
            let seconds = Double.random(in: 0.1...3, using: &random)
            host.advance(by: seconds)
            return "wait \(seconds)"
        case 11:
            let marked = randomText(using: &random, maximumPieces: 2)
            let length = marked.utf16.count
            field.setMarkedText(marked, selectedRange: NSRange(location: length, length: 0))
            return "mark \(marked.debugDescription)"
        case 12:
            field.unmarkText()
            return "unmark"
        case 13:
            if Bool.random(using: &random) {
                field.cut(nil)
                return "cut"
            }
            field.paste(nil)
            return "paste"
        case 14:
            field.undoManager?.undo()
            return "undo"
        default:
            field.undoManager?.redo()
            return "redo"
        }
    }

    private func checkInvariants(of state: TextEditingState, seed: UInt64) {
        var boundaries: Set<Int> = [0]
        var offset = 0
        for character in state.text {
            offset += character.utf16.count
            boundaries.insert(offset)
        }
        #expect(state.length == offset, "seed \(seed)")
        // The boundaries kept up to date edit by edit are those of the whole text, segmented afresh.
        let ordered = boundaries.sorted()
        let kept = (0..<ordered.count).map { state.offset(afterClusters: $0) }
        #expect(kept == ordered, "seed \(seed): boundaries of \(state.text.debugDescription)")
        let selection = state.selectedRange
        if state.markedRange == nil {
            #expect(
                boundaries.contains(selection.lowerBound) && boundaries.contains(selection.upperBound),
                "seed \(seed): selection \(selection) of \(state.text.debugDescription) off cluster boundaries")
        }
        if let marked = state.markedRange {
            #expect(marked.upperBound <= offset, "seed \(seed)")
        }
    }
}
