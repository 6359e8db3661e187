import Scanout
import Testing

/// Attributes over ranges: Foundation's editing and reading API, checked against a model that
/// keeps one attribute dictionary per character.
@MainActor
@Suite struct NSMutableAttributedStringTests {
    let bold = UIFont.boldSystemFont(ofSize: 17)
    let body = UIFont.systemFont(ofSize: 17)

    @Test func attributesOverRanges() {
        let text = NSMutableAttributedString(string: "Today only: 12 CHF", attributes: [.font: body])
        text.addAttributes([.font: bold, .foregroundColor: UIColor.systemRed], range: NSRange(location: 12, length: 6))
        #expect(text.attribute(.font, at: 0) as? UIFont == body)
        #expect(text.attribute(.font, at: 12) as? UIFont == bold)
        var range = NSRange(location: 0, length: 0)
        let attributes = text.attributes(at: 14, effectiveRange: &range)
        #expect(range == NSRange(location: 12, length: 6))
        #expect(attributes[.foregroundColor] as? UIColor == .systemRed)
        _ = text.attribute(.font, at: 3, effectiveRange: &range)
        #expect(range == NSRange(location: 0, length: 12))
        var runs: [NSRange] = []
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length)) { _, range, _ in runs.append(range) }
        #expect(runs == [NSRange(location: 0, length: 12), NSRange(location: 12, length: 6)])
        var colours: [(UIColor?, NSRange)] = []
        text.enumerateAttribute(.foregroundColor, in: NSRange(location: 5, length: 10), options: .reverse) {
            value, range, _ in colours.append((value as? UIColor, range))
        }
        #expect(colours.map(\.1) == [NSRange(location: 12, length: 3), NSRange(location: 5, length: 7)])
        #expect(colours.first?.0 == .systemRed && colours.last?.0 == nil)
        var visited = 0
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length)) { _, _, stop in
            visited += 1
            stop.pointee = true
        }
        #expect(visited == 1, "stop ends the walk")
        text.removeAttribute(.foregroundColor, range: NSRange(location: 0, length: text.length))
        text.addAttribute(.font, value: body, range: NSRange(location: 0, length: text.length))
        runs = []
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length)) { _, range, _ in runs.append(range) }
        #expect(runs == [NSRange(location: 0, length: 18)], "equal neighbours join")
    }

    @Test func editingKeepsAttributesWithTheirCharacters() {
        let text = NSMutableAttributedString(string: "Gate B", attributes: [.font: body])
        text.addAttribute(.font, value: bold, range: NSRange(location: 5, length: 1))
        text.replaceCharacters(in: NSRange(location: 5, length: 0), with: "A")
        #expect(text.string == "Gate AB")
        #expect(text.attribute(.font, at: 5) as? UIFont == body, "typed text takes the attributes before it")
        text.replaceCharacters(in: NSRange(location: 0, length: 0), with: ">")
        #expect(text.attribute(.font, at: 0) as? UIFont == body, "at the start, those after it")
        text.append(NSAttributedString(string: "!", attributes: [.kern: 2]))
        #expect(text.string == ">Gate AB!" && text.attribute(.kern, at: 8) as? Int == 2)
        text.insert(NSAttributedString(string: "12 "), at: 1)
        #expect(text.string == ">12 Gate AB!" && text.attributes(at: 1).isEmpty)
        text.deleteCharacters(in: NSRange(location: 0, length: 4))
        #expect(text.string == "Gate AB!")
        #expect(text.attribute(.font, at: 6) as? UIFont == bold)
        let sub = text.attributedSubstring(from: NSRange(location: 5, length: 2))
        #expect(sub.string == "AB" && sub.attribute(.font, at: 1) as? UIFont == bold)
        let copy = text.mutableCopy() as? NSMutableAttributedString
        #expect(copy?.isEqual(to: text) == true && copy?.isEqual(text) == true)
        copy?.addAttribute(.kern, value: 1, range: NSRange(location: 0, length: 1))
        #expect(copy?.isEqual(to: text) == false, "a copy is independent")
        text.setAttributedString(NSAttributedString(string: "new"))
        #expect(text.string == "new" && text.attributes(at: 0).isEmpty)
    }

    @Test func hostileRangesAreClampedNotTrapped() {
        let text = NSMutableAttributedString(string: "a👋b", attributes: [.font: body])
        #expect(text.length == 4)
        text.addAttribute(.kern, value: 1, range: NSRange(location: -5, length: 3))
        text.addAttribute(.kern, value: 1, range: NSRange(location: NSNotFound, length: 3))
        text.addAttribute(.kern, value: 1, range: NSRange(location: 2, length: Int.max))
        text.addAttribute(.kern, value: 1, range: NSRange(location: 99, length: -4))
        text.setAttributes(nil, range: NSRange(location: Int.min, length: Int.max))
        text.replaceCharacters(in: NSRange(location: 2, length: 0), with: "x")
        #expect(text.string.unicodeScalars.count == 4, "a cut surrogate pair is never split: \(text.string)")
        text.deleteCharacters(in: NSRange(location: 2, length: 1))
        #expect(text.string.utf16.count == text.length)
        #expect(text.attributes(at: -1).isEmpty && text.attributes(at: 1_000).isEmpty)
        _ = text.attributedSubstring(from: NSRange(location: 3, length: 1_000))
        _ = text.attribute(.font, at: 2, longestEffectiveRange: nil, in: NSRange(location: -3, length: 2))
        text.replaceCharacters(in: NSRange(location: 0, length: text.length), with: "")
        #expect(text.length == 0 && text.attributes(at: 0).isEmpty)
        text.append(NSAttributedString(string: ""))
        text.enumerateAttributes(in: NSRange(location: 0, length: 10)) { _, _, _ in Issue.record("nothing to walk") }
    }

    /// Random edits and attribute changes, each checked against a per-character model; the runs
    /// stay merged (no equal neighbours) and the storage does not grow past what the text needs.
    @Test(arguments: [UInt64(1), 7, 42, 2026])
    func randomEditsMatchAPerCharacterModel(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let keys: [NSAttributedString.Key] = [.kern, .baselineOffset, .underlineStyle]
        let text = NSMutableAttributedString(string: "")
        var model: [[NSAttributedString.Key: Int]] = []
        for step in 0..<1_500 {
            let count = model.count
            let location = Int.random(in: -2...(count + 2), using: &random)
            let length = Int.random(in: -1...6, using: &random)
            let lower = min(max(location, 0), count)
            let upper = length > 0 ? min(count, lower + length) : lower
            let key = keys.randomElement(using: &random)!
            let value = Int.random(in: 0...2, using: &random)
            switch Int.random(in: 0..<5, using: &random) {
            case 0:
                let inserted = String(repeating: "x", count: Int.random(in: 0...4, using: &random))
                let inherited =
                    lower < upper ? model[lower] : lower > 0 ? model[lower - 1] : (upper < count ? model[upper] : [:])
                text.replaceCharacters(in: NSRange(location: location, length: length), with: inserted)
                model.replaceSubrange(lower..<upper, with: Array(repeating: inherited, count: inserted.count))
            case 1:
                text.addAttribute(key, value: value, range: NSRange(location: location, length: length))
                for index in lower..<upper { model[index][key] = value }
            case 2:
                text.removeAttribute(key, range: NSRange(location: location, length: length))
                for index in lower..<upper { model[index][key] = nil }
            case 3:
                text.deleteCharacters(in: NSRange(location: location, length: length))
                model.removeSubrange(lower..<upper)
            default:
                let piece = NSAttributedString(string: "yy", attributes: [key: value])
                text.replaceCharacters(in: NSRange(location: location, length: length), with: piece)
                model.replaceSubrange(lower..<upper, with: [[key: value], [key: value]])
            }
            #expect(text.length == model.count, "step \(step)")
            var previous: [NSAttributedString.Key: Int]?
            var runCount = 0
            text.enumerateAttributes(in: NSRange(location: 0, length: text.length)) { attributes, range, _ in
                let values = attributes.compactMapValues { $0 as? Int }
                #expect(values != previous, "neighbouring runs differ (step \(step))")
                previous = values
                runCount += 1
                for index in range.location..<range.location + range.length where model[index] != values {
                    Issue.record("step \(step): character \(index) has \(values), model \(model[index])")
                }
            }
            #expect(runCount <= max(1, model.count))
        }
    }
}
