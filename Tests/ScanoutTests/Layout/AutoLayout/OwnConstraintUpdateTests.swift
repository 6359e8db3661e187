import ScanoutTesting
import Testing

@testable import Scanout

/// A view's own constraints (content size, autoresizing, guide edges) follow it in place: when
/// only their constants change, the solver moves them instead of removing and adding them.
@MainActor
@Suite struct OwnConstraintUpdateTests {
    /// 20 labels in a vertical chain under the window's top, each pinned to the leading edge.
    func chain(_ texts: [String]) -> (TestHost, [UILabel]) {
        let host = TestHost(size: CGSize(width: 480, height: 800))
        var labels: [UILabel] = []
        var above = host.window.topAnchor
        for text in texts {
            let label = UILabel()
            label.text = text
            label.translatesAutoresizingMaskIntoConstraints = false
            host.window.addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: above, constant: 6),
                label.leadingAnchor.constraint(equalTo: host.window.leadingAnchor, constant: 16),
            ])
            above = label.bottomAnchor
            labels.append(label)
        }
        host.drain()
        return (host, labels)
    }

    @Test func aLabelWhoseTextChangesMovesItsSizeConstraintsInPlace() throws {
        var texts = (0..<20).map { "Row \($0)" }
        let (host, labels) = chain(texts)
        let engine = try #require(host.window.layoutEngineOfTree)
        let item = try #require(engine.items[ObjectIdentifier(labels[5])])
        let before = item.ownConstraints
        #expect(
            before.count == 2,
            "one content-size constraint in each axis: hugging above the text's size, compression resistance below")

        texts[5] = "Row 5, with a much longer text than before"
        labels[5].text = texts[5]
        host.drain()
        let after = item.ownConstraints
        #expect(after.count == 2)
        #expect(after[0] !== before[0], "the width's moved to the new width")
        #expect(after[1] === before[1], "the height's did not change")

        // Then a few more changes, and the frames are those a fresh layout of the same texts gives.
        for (index, text) in [(5, "short"), (7, "Row 7 grows too"), (5, ""), (12, "x")] {
            texts[index] = text
            labels[index].text = text
            host.drain()
        }
        let (_, fresh) = chain(texts)
        #expect(labels.map(\.frame) == fresh.map(\.frame))
    }

    @Test func aChangeOfShapeReplacesTheConstraints() throws {
        let (host, labels) = chain((0..<3).map { "Row \($0)" })
        let engine = try #require(host.window.layoutEngineOfTree)
        let item = try #require(engine.items[ObjectIdentifier(labels[1])])
        let before = item.ownConstraints
        // A new priority changes a constraint's strength: removed and added, not moved.
        labels[1].setContentHuggingPriority(.defaultHigh, for: .horizontal)
        host.drain()
        #expect(item.ownConstraints[0] !== before[0])
        #expect(item.ownConstraints[0].strength == Strength(priority: 750))
    }
}
