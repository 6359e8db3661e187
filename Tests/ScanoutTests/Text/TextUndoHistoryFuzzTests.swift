import Glibc
import ScanoutTesting
import Testing

@testable import Scanout

/// Random editing of a text field and a text view — typing through the hardware and on-screen
/// keyboards, `insertText`, Backspace, forward Delete, deleting words, replacing ranges, selecting,
/// cut, copy, paste, marked text, pauses, undo and redo — over text whose clusters join and split
/// across every edit point (combining marks, Hebrew points, emoji with skin tones, ZWJ, regional
/// indicators that pair into flags, bidi controls, CR LF, Hangul jamo, NUL), checked step by step
/// against a model of the undo stack: every undo must give back the text before its step, every
/// redo the text after it, and at the end undoing everything and redoing everything must retrace
/// the whole history. Seeded: a failure names its seed and the operations that led to it;
/// `SCANOUT_UNDO_FUZZ_SEED=<n>`, `SCANOUT_UNDO_FUZZ_RUNS` and `SCANOUT_UNDO_FUZZ_EDITS` replay or
/// widen a run.
@MainActor
@Suite struct TextUndoHistoryFuzzTests {
    static let pieces = [
        "a", "b", "Z", " ", "abc", "\u{301}", "\u{308}", "\u{316}", "\u{35C}", "\u{200D}", "\u{FE0F}", "❤", "❤️",
        "👩", "💻", "👩‍💻", "🏽", "👍🏽", "🇯", "🇵", "🇯🇵", "🇸", "🇪", "\u{0}", "\u{202E}", "\u{202C}", "\u{200F}",
        "\u{200E}", "\u{2067}", "\u{2069}", "ו", "\u{5B9}", "\u{5BC}", "ם", "\r", "\n", "\r\n", "\u{1100}",
        "\u{1161}", "\u{11A8}", "한",
    ]

    static var seeds: [UInt64] {
        let first = UInt64(environment("SCANOUT_UNDO_FUZZ_SEED") ?? "") ?? 1
        let runs = UInt64(environment("SCANOUT_UNDO_FUZZ_RUNS") ?? "") ?? 3
        return Array(first..<first + runs)
    }

    static var editsPerRun: Int {
        Int(environment("SCANOUT_UNDO_FUZZ_EDITS") ?? "") ?? 400
    }

    @Test func textFieldUndoAndRedoRetraceTheHistory() {
        for seed in TextUndoHistoryFuzzTests.seeds {
            let host = TestHost()
            let field = UITextFieldTests.makeField(in: host)
            var fuzzer = Fuzzer(seed: seed, host: host, view: field)
            fuzzer.run(edits: TextUndoHistoryFuzzTests.editsPerRun)
        }
    }

    @Test func textViewUndoAndRedoRetraceTheHistory() {
        for seed in TextUndoHistoryFuzzTests.seeds {
            let host = TestHost()
            let textView = UITextViewTests.makeTextView(in: host)
            var fuzzer = Fuzzer(seed: seed &+ 1000, host: host, view: textView)
            fuzzer.run(edits: TextUndoHistoryFuzzTests.editsPerRun)
        }
    }

    // MARK: - The fuzzer

    /// One seeded run over one view, with the model of its undo and redo stacks.
    @MainActor
    struct Fuzzer {
        let seed: UInt64
        let host: TestHost
        let view: any UIView & UITextInput & TextEditorHost
        var random: SplitMix64
        /// The text before each step on the undo stack, oldest first.
        var undoSteps: [String] = []
        /// The text before and after each step on the redo stack, oldest first.
        var redoSteps: [(before: String, after: String)] = []
        /// The text before the composition in progress (marked text), which is not a step until
        /// it ends.
        var compositionBefore: String?
        var operations: [String] = []
        /// On-screen keyboard typing (true) or hardware typing (false) in this run: once the
        /// hardware keyboard is used, the on-screen one stays away.
        let usesOnScreenKeyboard: Bool

        init(seed: UInt64, host: TestHost, view: any UIView & UITextInput & TextEditorHost) {
            self.seed = seed
            self.host = host
            self.view = view
            random = SplitMix64(seed: seed)
            usesOnScreenKeyboard = seed % 3 == 0
        }

        var text: String { view.editor.state.text }

        mutating func run(edits: Int) {
            let start = randomText(maximumPieces: 8)
            if let field = view as? UITextField { field.text = start } else if let textView = view as? UITextView {
                textView.text = start
            }
            _ = view.becomeFirstResponder()
            // The on-screen keyboard slides in.
            host.advance(by: 0.5)
            guard let manager = view.undoManager else {
                Issue.record("seed \(seed): no undo manager while editing")
                return
            }
            var groupsOpened = 0
            let token = NotificationCenter.default.addObserver(of: manager, for: .didOpenUndoGroup) { _ in
                groupsOpened += 1
            }
            defer { NotificationCenter.default.removeObserver(token) }
            for _ in 0..<edits {
                let before = text
                let wasComposing = view.markedTextRange != nil
                groupsOpened = 0
                let operation = randomOperation()
                operations.append(operation.description)
                perform(operation, manager: manager)
                host.drain()
                guard check(operation, before: before, wasComposing: wasComposing, opened: groupsOpened > 0) else {
                    return
                }
            }
            // Composition in progress ends as a step of its own.
            let before = text
            let wasComposing = view.markedTextRange != nil
            groupsOpened = 0
            view.unmarkText()
            host.drain()
            operations.append("unmark")
            guard check(.unmark, before: before, wasComposing: wasComposing, opened: groupsOpened > 0) else { return }
            // Undo everything, then redo everything, each step against the model.
            var afters: [String] = []
            while manager.canUndo {
                guard let expected = undoSteps.popLast() else {
                    fail("undo went past the model's \(afters.count) steps")
                    return
                }
                afters.append(text)
                manager.undo()
                host.drain()
                guard text == expected else {
                    fail("undoing everything: step \(afters.count) gave \(text.debugDescription), not \(expected.debugDescription)")
                    return
                }
            }
            guard undoSteps.isEmpty else {
                fail("\(undoSteps.count) steps of the model left when nothing could be undone")
                return
            }
            for expected in afters.reversed() {
                manager.redo()
                host.drain()
                guard text == expected else {
                    fail("redoing everything gave \(text.debugDescription), not \(expected.debugDescription)")
                    return
                }
            }
            // What stays on the redo stack is what the run left there (undone, never redone).
            #expect(manager.canRedo == !redoSteps.isEmpty, "seed \(seed): every step redone")
        }

        // MARK: Operations

        enum Operation: CustomStringConvertible {
            case insert(String), type(String), typeOnKeyboard(String), backspace, keyboardBackspace
            case deleteForward, deleteWord, replace(Range<Int>, String), select(Range<Int>), arrow(left: Bool, shift: Bool)
            case wait(Double), mark(String, NSRange), unmark, cut, copy, paste(String?), undo, redo

            var description: String {
                switch self {
                case .insert(let text): "insert \(text.debugDescription)"
                case .type(let text): "type \(text.debugDescription)"
                case .typeOnKeyboard(let text): "keyboard \(text.debugDescription)"
                case .backspace: "backspace"
                case .keyboardBackspace: "keyboard backspace"
                case .deleteForward: "delete forward"
                case .deleteWord: "delete word"
                case .replace(let range, let text): "replace \(range) with \(text.debugDescription)"
                case .select(let range): "select \(range)"
                case .arrow(let left, let shift): "\(shift ? "shift+" : "")\(left ? "left" : "right")"
                case .wait(let seconds): "wait \(seconds)"
                case .mark(let text, let range): "mark \(text.debugDescription) \(range.location),\(range.length)"
                case .unmark: "unmark"
                case .cut: "cut"
                case .copy: "copy"
                case .paste(let text): "paste \(text?.debugDescription ?? "(copied)")"
                case .undo: "undo"
                case .redo: "redo"
                }
            }
        }

        mutating func randomOperation() -> Operation {
            switch Int.random(in: 0..<22, using: &random) {
            case 0..<3: return .insert(randomText(maximumPieces: 3))
            case 3..<5:
                // One key per operation: each key is an event, and so may be an undo step of its
                // own (a key whose text joined the cluster after the caret moves the caret past
                // it, and the next key starts a new step).
                if usesOnScreenKeyboard {
                    return .typeOnKeyboard(["a", "b", "z", " ", "q"].randomElement(using: &random)!)
                }
                return .type(randomText(maximumPieces: 2).first.map(String.init) ?? "a")
            case 5: return usesOnScreenKeyboard ? .keyboardBackspace : .backspace
            case 6: return .backspace
            // Hardware keys would send the on-screen keyboard away for the rest of the run.
            case 7: return usesOnScreenKeyboard ? .keyboardBackspace : .deleteForward
            case 8: return usesOnScreenKeyboard ? .insert(randomText(maximumPieces: 1)) : .deleteWord
            case 9: return .replace(randomRange(), randomText(maximumPieces: 2))
            case 10, 11: return .select(randomRange())
            case 12:
                if usesOnScreenKeyboard { return .select(randomRange()) }
                return .arrow(left: Bool.random(using: &random), shift: Bool.random(using: &random))
            case 13: return .wait(Double.random(in: 0.1...3, using: &random))
            case 14:
                let marked = randomText(maximumPieces: 2)
                let length = marked.utf16.count
                let location = Int.random(in: 0...length, using: &random)
                return .mark(marked, NSRange(location: location, length: Int.random(in: 0...length - location, using: &random)))
            case 15: return .unmark
            case 16: return Bool.random(using: &random) ? .cut : .copy
            case 17: return .paste(Bool.random(using: &random) ? randomText(maximumPieces: 3) : nil)
            case 18, 19: return .undo
            default: return .redo
            }
        }

        func perform(_ operation: Operation, manager: UndoManager) {
            switch operation {
            case .insert(let text): view.insertText(text)
            case .type(let text): host.type(text)
            case .typeOnKeyboard(let text):
                do { try host.typeOnKeyboard(text) } catch { Issue.record("seed \(seed): \(error)") }
            case .backspace: view.deleteBackward()
            case .keyboardBackspace:
                do { try host.tapKeyboardKey("⌫") } catch { Issue.record("seed \(seed): \(error)") }
            case .deleteForward: host.press(.keyboardDeleteForward)
            case .deleteWord: host.press(.keyboardDeleteOrBackspace, modifiers: .control)
            case .replace(let range, let text): view.replace(UITextRange(range), withText: text)
            case .select(let range): view.selectedTextRange = UITextRange(range)
            case .arrow(let left, let shift):
                host.press(left ? .keyboardLeftArrow : .keyboardRightArrow, modifiers: shift ? .shift : [])
            case .wait(let seconds): host.advance(by: seconds)
            case .mark(let text, let range): view.setMarkedText(text, selectedRange: range)
            case .unmark: view.unmarkText()
            case .cut: view.cut(nil)
            case .copy: view.copy(nil)
            case .paste(let text):
                if let text { UIPasteboard.general.string = text }
                view.paste(nil)
            case .undo: manager.undo()
            case .redo: manager.redo()
            }
        }

        /// Checks the text after `operation` against the model and moves the model on. Returns
        /// false, having recorded an issue, when they disagree.
        mutating func check(_ operation: Operation, before: String, wasComposing: Bool, opened: Bool) -> Bool {
            // What the text is without the composition in progress: the text of the last step.
            let settled = wasComposing ? compositionBefore ?? before : before
            let composing = view.markedTextRange != nil
            switch operation {
            case .undo:
                guard let expected = undoSteps.popLast() else {
                    guard text == before else { return fail("undo with nothing to undo changed the text") }
                    return true
                }
                compositionBefore = nil
                redoSteps.append((expected, settled))
                guard text == expected else {
                    return fail("undo gave \(text.debugDescription), not \(expected.debugDescription)")
                }
            case .redo:
                guard let (stepBefore, expected) = redoSteps.popLast() else {
                    guard text == before else { return fail("redo with nothing to redo changed the text") }
                    return true
                }
                compositionBefore = nil
                undoSteps.append(stepBefore)
                guard text == expected else {
                    return fail("redo gave \(text.debugDescription), not \(expected.debugDescription)")
                }
            default:
                if opened {
                    // A new step, from the text before the composition it ended (if any).
                    undoSteps.append(settled)
                    redoSteps.removeAll()
                }
                if !composing {
                    compositionBefore = nil
                } else if !wasComposing || compositionBefore == nil {
                    compositionBefore = before
                }
            }
            if view.markedTextRange == nil {
                let selection = view.editor.state.selectedRange
                let stops = Set(view.editor.state.caretStops)
                guard stops.contains(selection.lowerBound), stops.contains(selection.upperBound) else {
                    return fail("selection \(selection) off the cluster boundaries")
                }
            }
            return true
        }

        @discardableResult
        func fail(_ message: String) -> Bool {
            let trail = operations.suffix(60).joined(separator: "; ")
            Issue.record("seed \(seed), after \(operations.count) operations: \(message). Last operations: \(trail)")
            return false
        }

        // MARK: Random values

        mutating func randomText(maximumPieces: Int) -> String {
            let count = Int.random(in: 0...maximumPieces, using: &random)
            return (0..<count).map { _ in TextUndoHistoryFuzzTests.pieces.randomElement(using: &random)! }.joined()
        }

        /// Raw UTF-16 offsets: ranges often start or end inside a cluster or a surrogate pair.
        mutating func randomRange() -> Range<Int> {
            let length = text.utf16.count
            let lower = Int.random(in: 0...length, using: &random)
            let upper = Bool.random(using: &random) ? lower : Int.random(in: lower...length, using: &random)
            return lower..<upper
        }
    }

    private static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
