import FoundationEssentials
import Glibc
import ScanoutTesting
import Testing

@testable import Scanout

/// Record and replay against what a damaged file, a faulty device or a busy app can do: seeded
/// garbage, NaN and infinite values, files cut at every byte, a view tree rebuilt by the replayed
/// taps themselves, and a long replay whose memory and objects must stay flat.
@MainActor
@Suite struct RecordReplayHostileTests {
    static let header = InputRecordingTests.header

    /// A value a hostile line might hold.
    static func hostileNumber(_ random: inout SplitMix64) -> String {
        let choices = [
            "NaN", "Infinity", "-Infinity", "1e999", "-1e999", "1e308", "-0", "0", "-1", "4.5", "1e-320", "\"3\"",
            "null", "true", "[]", "{}", "18446744073709551616", "0.1", "99999999999",
        ]
        return choices[Int(random.next() % UInt64(choices.count))]
    }

    /// A line of one of many broken shapes, or a good one.
    static func hostileLine(_ random: inout SplitMix64) -> String {
        let number = { (random: inout SplitMix64) in hostileNumber(&random) }
        switch random.next() % 12 {
        case 0: return "{\"t\":\(number(&random)),\"type\":\"inputCancelled\"}"
        case 1:
            return "{\"t\":1,\"type\":\"touches\",\"contacts\":[{\"id\":\(number(&random)),\"change\":\"down\","
                + "\"x\":\(number(&random)),\"y\":\(number(&random)),\"radius\":\(number(&random))}]}"
        case 2: return "{\"t\":1,\"type\":\"pointerMoved\",\"x\":\(number(&random)),\"y\":\(number(&random))}"
        case 3:
            return "{\"t\":1,\"type\":\"key\",\"usage\":\(number(&random)),\"change\":\"up\","
                + "\"modifiers\":\(number(&random)),\"press\":\"\(["menu", "lid", "", "keyboardKey"][Int(random.next() % 4)])\"}"
        case 4:
            // Random bytes, any of them.
            return String(
                decoding: (0..<Int(random.next() % 80)).map { _ in UInt8(truncatingIfNeeded: random.next()) },
                as: UTF8.self)
        case 5:
            return
                "{\"t\":1,\"type\":\"\(["motion", "remoteControl"][Int(random.next() % 2)])\",\"subtype\":\(number(&random))}"
        case 6: return "{\"t\":1,\"type\":\"touches\",\"contacts\":\(number(&random))}"
        case 7: return String(repeating: "[", count: Int(random.next() % 5000))
        case 8: return "{\"t\":1,\"type\":\"inputCancelled\",\"\(random.next() % 100)\":1}"
        case 9: return header
        case 10:
            return "{\"t\":1,\"type\":\"touches\",\"contacts\":["
                + Array(repeating: "{\"id\":0,\"change\":\"move\",\"x\":1,\"y\":1}", count: Int(random.next() % 80))
                .joined(separator: ",") + "]}"
        default: return "{\"t\":\(Double(random.next() % 1000) / 8),\"type\":\"pointerCursorHidden\"}"
        }
    }

    @Test func garbageIsRefusedByLineAndNeverTraps() {
        var random = SplitMix64(seed: 40_03)
        var refused = 0
        var read = 0
        for _ in 0..<600 {
            var lines = [RecordReplayHostileTests.header]
            for _ in 0..<Int(random.next() % 12) { lines.append(RecordReplayHostileTests.hostileLine(&random)) }
            let text = lines.joined(separator: "\n") + (random.next() % 3 == 0 ? "" : "\n")
            let lineCount = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).count
            do throws(InputRecordingError) {
                let recording = try InputRecording.decode(Array(text.utf8), file: "fuzz.jsonl")
                read += 1
                // What was read is sound: finite times in order, finite coordinates.
                #expect(zip(recording.events, recording.events.dropFirst()).allSatisfy { $0.time <= $1.time })
                for input in recording.events {
                    #expect(input.time.isFinite)
                    if case .touches(let frame) = input.event {
                        #expect(frame.contacts.allSatisfy { $0.location.x.isFinite && $0.location.y.isFinite })
                    }
                }
            } catch {
                refused += 1
                #expect(error.file == "fuzz.jsonl")
                #expect(error.line.map { (1...lineCount).contains($0) } ?? false, "\(error)")
                #expect(!error.reason.isEmpty && !error.fix.isEmpty)
            }
        }
        #expect(refused > 100 && read > 20, "the garbage both refuses and passes: \(refused) refused, \(read) read")
    }

    @Test func aFileCutAtAnyByteReadsAsAPrefixOrIsRefused() throws {
        var recording = InputRecording(screenSize: CGSize(width: 800, height: 480), screenScale: 1)
        for (index, event) in InputRecordingTests.everyEvent.prefix(30).enumerated() {
            recording.events.append(RecordedInput(time: Double(index) * 0.25, event: event))
        }
        let bytes = recording.encoded()
        let headerLength = RecordReplayHostileTests.header.utf8.count
        for length in 0..<bytes.count {
            do throws(InputRecordingError) {
                let read = try InputRecording.decode(Array(bytes[..<length]), file: "cut.jsonl")
                #expect(Array(recording.events.prefix(read.events.count)) == read.events)
                // Every complete line is read; the one cut short is dropped unless only its break
                // is missing.
                let completeEvents = bytes[..<length].filter { $0 == 0x0A }.count - 1
                #expect(read.events.count == completeEvents || read.events.count == completeEvents + 1)
            } catch {
                // Only a header cut short is refused.
                #expect(length < headerLength + 1, "cut at \(length): \(error)")
            }
        }
    }

    @Test func aFaultyDeviceCannotMakeAnUnreadableFile() throws {
        let path =
            FileManager.default.temporaryDirectory.path + "/scanout-hostile-\(UInt32.random(in: 0...UInt32.max)).jsonl"
        defer { try? FileManager.default.removeItem(atPath: path) }
        var random = SplitMix64(seed: 40_05)
        let values: [CGFloat] = [.nan, .infinity, -.infinity, 1e300, -1e300, 0, 5, -0.0, .ulpOfOne, 1e6, 1e6 + 1]
        let writer = try InputRecordingWriter(
            path: path, screenSize: CGSize(width: 800, height: 480), screenScale: 1, startTime: 0)
        for _ in 0..<2_000 {
            let value = { values[Int(random.next() % UInt64(values.count))] }
            let event: InputEvent
            switch random.next() % 4 {
            case 0:
                event = .touches(
                    TouchFrame([
                        TouchContact(
                            id: Int(truncatingIfNeeded: random.next()), change: .down,
                            location: CGPoint(x: value(), y: value()), majorRadius: value())
                    ]))
            case 1: event = .pointerMoved(CGPoint(x: value(), y: value()))
            case 2:
                event = .key(
                    KeyReport(
                        keyCode: UIKeyboardHIDUsage(rawValue: Int(truncatingIfNeeded: random.next())), change: .down,
                        characters: String(repeating: "x", count: Int(random.next() % 300)),
                        charactersIgnoringModifiers: "",
                        modifierFlags: UIKeyModifierFlags(rawValue: Int(truncatingIfNeeded: random.next()))))
            default: event = .inputCancelled
            }
            writer.append(
                event,
                timestamp: [Double.nan, .infinity, -5, 1e300, Double(random.next() % 100)][Int(random.next() % 5)])
        }
        writer.close()
        #expect(writer.skippedEventCount > 0 && writer.eventCount > 0)
        let read = try InputRecording.read(path: path)
        #expect(read.events.count == writer.eventCount)
    }

    /// Replayed taps that rebuild the view tree they land on, and touches everywhere (off screen,
    /// on views being removed): the replay sees the same app as the recording did.
    @Test func aReplayIntoAnAppRebuildingItsViewsFromActionsMatchesTheRecording() throws {
        @MainActor
        final class Rebuilder {
            let host = TestHost()
            var actions = 0
            var buttons: [UIButton] = []

            init() { rebuild() }

            /// Every tap removes the buttons and adds new ones, placed by the tap count.
            func rebuild() {
                for button in buttons { button.removeFromSuperview() }
                buttons = (0..<4).map { index in
                    let button = UIButton(
                        frame: CGRect(
                            x: CGFloat((actions * 37 + index * 190) % 700), y: CGFloat(index * 110), width: 160,
                            height: 100))
                    button.addAction(
                        UIAction { [unowned self] _ in
                            actions += 1
                            rebuild()
                        }, for: .touchUpInside)
                    host.window.addSubview(button)
                    return button
                }
            }

            var state: String { "\(actions) " + buttons.map { "\($0.frame.origin)" }.joined(separator: ",") }
        }
        let url = TestHostReplayTests.temporaryFile()
        defer { try? FileManager.default.removeItem(at: url) }
        var random = SplitMix64(seed: 40_06)
        let original = Rebuilder()
        try original.host.startRecording(to: url)
        for _ in 0..<800 {
            let point = CGPoint(x: CGFloat(random.next() % 900) - 50, y: CGFloat(random.next() % 560) - 40)
            switch random.next() % 5 {
            case 0: original.host.touchDown(at: point, finger: Int(random.next() % 3))
            case 1: original.host.touchMove(to: point, finger: Int(random.next() % 3))
            case 2: original.host.touchUp(finger: Int(random.next() % 3))
            case 3: original.host.tap(at: point)
            default: original.host.advance(by: Double(random.next() % 20) / 100)
            }
        }
        original.host.stopRecording()
        #expect(original.actions > 10)
        let replayed = Rebuilder()
        try replayed.host.replay(url)
        #expect(replayed.state == original.state)
    }

    /// Thousands of taps opening and closing panels, replayed again and again into one app: the
    /// panels are released, the clock's timers and the framework's caches come back to where the
    /// first replay left them.
    @Test func aLongReplayLeavesMemoryAndObjectsFlat() throws {
        let url = TestHostReplayTests.temporaryFile()
        defer { try? FileManager.default.removeItem(at: url) }
        var recording = InputRecording(screenSize: CGSize(width: 800, height: 480), screenScale: 1)
        for index in 0..<3_000 {
            let time = Double(index) * 0.05
            let point = CGPoint(x: 60 + CGFloat(index % 7), y: 40)
            recording.events.append(
                RecordedInput(
                    time: time, event: .touches(TouchFrame([TouchContact(id: 0, change: .down, location: point)]))))
            recording.events.append(
                RecordedInput(
                    time: time + 0.02, event: .touches(TouchFrame([TouchContact(id: 0, change: .up, location: point)])))
            )
        }
        try Data(recording.encoded()).write(to: url)

        let host = TestHost()
        var panels: [WeakPanel] = []
        var open: UIView?
        let toggle = UIButton(frame: CGRect(x: 10, y: 10, width: 200, height: 60))
        toggle.addAction(
            UIAction { _ in
                if let panel = open {
                    panel.removeFromSuperview()
                    open = nil
                } else {
                    let panel = UIView(frame: CGRect(x: 100, y: 100, width: 300, height: 200))
                    let label = UILabel(frame: panel.bounds)
                    label.text = "Panel \(panels.count)"
                    panel.addSubview(label)
                    host.window.addSubview(panel)
                    panels.append(WeakPanel(view: panel))
                    open = panel
                }
            }, for: .touchUpInside)
        host.window.addSubview(toggle)
        try host.replay(url)
        host.advance(by: 1)
        let settled = CacheCensus.take(of: host.application)
        let timers = host.clock.pendingTimerCount
        for _ in 0..<2 {
            try host.replay(url)
            host.advance(by: 1)
        }
        #expect(panels.count == 4_500, "every other tap opens a panel")
        #expect(panels.filter { $0.view != nil }.count <= 1, "closed panels are released")
        #expect(host.clock.pendingTimerCount <= timers)
        #expect(host.application.queuedEventCount == 0)
        let after = CacheCensus.take(of: host.application)
        for (name, count) in after.counts {
            // Stores of released views are tracked until the next sweep, which comes once twice
            // as many (and at least 128) are tracked as after the last one.
            let bound = name == "backing stores tracked" ? 2 * max(64, settled.counts[name] ?? 0) : 0
            #expect(count <= max(settled.counts[name] ?? 0, CacheCensus.bounds[name] ?? 0, bound), "\(name)")
        }
    }

    struct WeakPanel {
        weak var view: UIView?
    }
}
