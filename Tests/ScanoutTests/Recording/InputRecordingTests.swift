import FoundationEssentials
import Glibc
import Testing

@testable import Scanout

/// The recording format (docs/RECORDINGS.md): every input case written and read back unchanged,
/// and every kind of bad file refused with a message naming the file, the line, the reason and
/// the fix.
@MainActor
@Suite struct InputRecordingTests {
    /// One of every `InputEvent` case, and every value of each case's enums.
    static var everyEvent: [InputEvent] {
        var events: [InputEvent] = []
        let changes: [TouchContact.Change] = [.down, .move, .up, .cancel]
        for (index, kind) in TouchContact.Kind.allCases.enumerated() {
            events.append(
                .touches(
                    TouchFrame([
                        TouchContact(
                            id: index, change: changes[index % changes.count],
                            location: CGPoint(x: 0.1 + Double(index), y: -3.75), majorRadius: 4.5, type: kind),
                        TouchContact(id: -7, change: .move, location: CGPoint(x: 1e-5, y: 799.999_999)),
                    ])))
        }
        events.append(.touches(TouchFrame([])))
        for pressType in KeyReport.PressType.allCases {
            for change in [KeyReport.Change.down, .up] {
                events.append(
                    .key(
                        KeyReport(
                            keyCode: .keyboardA, change: change, characters: "Å\"\\\n\u{1}😀",
                            charactersIgnoringModifiers: "a", modifierFlags: [.shift, .alternate, .numericPad],
                            pressType: pressType)))
            }
        }
        events.append(
            .key(
                KeyReport(
                    keyCode: UIKeyboardHIDUsage(rawValue: 0xFFFF), change: .down, characters: "",
                    charactersIgnoringModifiers: "", modifierFlags: [])))
        for subtype in InputEvent.Subtype.allCases {
            events.append(.motion(subtype))
            events.append(.remoteControl(subtype))
        }
        events += [
            .pointerMoved(CGPoint(x: 12.25, y: 1_000_000)), .pointerMoved(CGPoint(x: -1_000_000, y: 0)),
            .pointerCursorHidden, .hardwareKeyboardRemoved, .inputCancelled,
        ]
        return events
    }

    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    static let header = #"{"format":"scanout-input-recording","version":1,"width":800,"height":480,"scale":1}"#

    /// The message for `text` read as a recording, which must be refused.
    static func refusal(_ text: String) -> String {
        do throws(InputRecordingError) {
            let recording = try InputRecording.decode(bytes(text), file: "visit.jsonl")
            return "accepted \(recording.events.count) events"
        } catch {
            return error.description
        }
    }

    @Test func everyEventCaseReadsBackUnchanged() throws {
        var recording = InputRecording(screenSize: CGSize(width: 1280, height: 800), screenScale: 1.5)
        for (index, event) in InputRecordingTests.everyEvent.enumerated() {
            // Times as a clock gives them: sums of fractions, some equal.
            recording.events.append(RecordedInput(time: Double(index / 2) * 0.1 + 1e-9, event: event))
        }
        let read = try InputRecording.decode(recording.encoded(), file: "every-event.jsonl")
        #expect(read == recording)
        // Every line is one event, its time and type first.
        let lines = String(decoding: recording.encoded(), as: UTF8.self).split(separator: "\n")
        #expect(lines.count == recording.events.count + 1)
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix(#"{"t":"#) })
        #expect(lines[0] == #"{"format":"scanout-input-recording","version":1,"width":1280,"height":800,"scale":1.5}"#)
    }

    @Test func theWriterWritesWhatTheReaderReads() throws {
        let path =
            FileManager.default.temporaryDirectory.path
            + "/scanout-recording-\(UInt32.random(in: 0...UInt32.max)).jsonl"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let events = InputRecordingTests.everyEvent
        do {
            let writer = try InputRecordingWriter(
                path: path, screenSize: CGSize(width: 800, height: 480), screenScale: 2, startTime: 100)
            for (index, event) in events.enumerated() { writer.append(event, timestamp: 100 + Double(index) / 60) }
            // Written as they come: readable before the writer closes.
            #expect(try InputRecording.read(path: path).events.count == events.count)
            writer.close()
            #expect(writer.eventCount == events.count && writer.skippedEventCount == 0)
        }
        let recording = try InputRecording.read(path: path)
        #expect(recording.events.map(\.event) == events)
        #expect(recording.events.map(\.time) == events.indices.map { Double($0) / 60 + 100 - 100 })
        #expect(recording.screenSize == CGSize(width: 800, height: 480) && recording.screenScale == 2)
        #expect(recording.droppedLastLine == nil)
    }

    @Test func theWriterKeepsTimesInOrderAndLeavesOutWhatCannotBeRead() throws {
        let path =
            FileManager.default.temporaryDirectory.path
            + "/scanout-recording-\(UInt32.random(in: 0...UInt32.max)).jsonl"
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            let writer = try InputRecordingWriter(
                path: path, screenSize: CGSize(width: 800, height: 480), screenScale: 1, startTime: 10)
            writer.append(.pointerMoved(CGPoint(x: 1, y: 1)), timestamp: 5)  // before the start: at 0
            writer.append(.pointerMoved(CGPoint(x: 2, y: 2)), timestamp: 12)
            writer.append(.pointerMoved(CGPoint(x: 3, y: 3)), timestamp: 11)  // behind: at 2
            writer.append(.pointerMoved(CGPoint(x: .nan, y: 3)), timestamp: 13)
            writer.append(.pointerMoved(CGPoint(x: 4, y: 4)), timestamp: .infinity)
            writer.append(
                .touches(TouchFrame([TouchContact(id: 0, change: .down, location: CGPoint(x: 1, y: .infinity))])),
                timestamp: 14)
            #expect(writer.skippedEventCount == 2)
            writer.close()
            writer.append(.inputCancelled, timestamp: 20)
            #expect(writer.eventCount == 4)
        }
        let recording = try InputRecording.read(path: path)
        #expect(recording.events.map(\.time) == [0, 2, 2, 2])
    }

    @Test func anEarlierFileIsMovedAsideNotOverwritten() throws {
        let directory =
            FileManager.default.temporaryDirectory.path + "/scanout-recordings-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/visit.jsonl"
        try Data("yesterday's visit\n".utf8).write(to: URL(fileURLWithPath: path))
        let moved: String?
        do {
            let writer = try InputRecordingWriter(
                path: path, screenSize: CGSize(width: 800, height: 480), screenScale: 1, startTime: 0)
            writer.close()
            moved = writer.earlierFileMovedTo
        }
        let earlier = try #require(moved)
        #expect(try String(contentsOfFile: earlier, encoding: .utf8) == "yesterday's visit\n")
        #expect(try InputRecording.read(path: path).events.isEmpty)
    }

    @Test func aFileThatCannotBeCreatedIsRefusedWithTheFix() {
        var message = "created"
        do throws(InputRecordingError) {
            _ = try InputRecordingWriter(
                path: "/nonexistent-directory/visit.jsonl", screenSize: CGSize(width: 800, height: 480),
                screenScale: 1, startTime: 0)
        } catch {
            message = error.description
        }
        #expect(message.hasPrefix("/nonexistent-directory/visit.jsonl: cannot create it: "))
        #expect(message.hasSuffix("Create the directory first, or choose a path in one that exists."))
    }

    // MARK: Refusals

    @Test func aFileThatIsNotARecordingIsRefused() {
        #expect(
            InputRecordingTests.refusal("") == "visit.jsonl: the file is empty. Record again: the first line of a "
                + "recording is its header.")
        #expect(
            InputRecordingTests.refusal(#"{"t":0,"type":"inputCancelled"}"# + "\n").hasPrefix(
                #"visit.jsonl line 1: the file does not start with a recording's header (a first line with "format": "#
                    + #""scanout-input-recording"). Check that this is a file SCANOUT_RECORD wrote."#))
        #expect(
            InputRecordingTests.refusal("PNG\u{1A}\n").hasPrefix("visit.jsonl line 1: the line is not valid JSON"))
        do throws(InputRecordingError) {
            _ = try InputRecording.read(path: "/nonexistent/visit.jsonl")
            Issue.record("a missing file was read")
        } catch {
            #expect(
                error.description
                    == "/nonexistent/visit.jsonl: there is no such file. Check the path (record one with "
                    + "SCANOUT_RECORD=/nonexistent/visit.jsonl).")
        }
    }

    @Test func anUnknownVersionIsRefusedNotGuessed() {
        let newer = #"{"format":"scanout-input-recording","version":2,"width":800,"height":480,"scale":1}"#
        #expect(
            InputRecordingTests.refusal(newer + "\n")
                == "visit.jsonl line 1: the recording's format is version 2; this Scanout reads version 1. "
                + "Replay it with the Scanout that recorded it (or a newer one).")
        let fractional = #"{"format":"scanout-input-recording","version":1.5,"width":800,"height":480,"scale":1}"#
        #expect(InputRecordingTests.refusal(fractional).contains(#""version" is 1.5, not a whole number"#))
    }

    @Test func badValuesAreNamedWithTheLineAndTheFix() {
        let header = InputRecordingTests.header
        func refusal(_ line: String) -> String { InputRecordingTests.refusal(header + "\n" + line + "\n") }
        #expect(
            refusal(#"{"t":NaN,"type":"inputCancelled"}"#).hasPrefix(
                "visit.jsonl line 2: the line is not valid JSON (cut short, mistyped, or holding NaN or Infinity"))
        #expect(
            refusal(#"{"t":1e999,"type":"inputCancelled"}"#)
                == "visit.jsonl line 2: a number is too large to be held. Fix the line or delete it, or record again.")
        #expect(
            refusal(#"{"t":-1,"type":"inputCancelled"}"#)
                == #"visit.jsonl line 2: "t" is -1, outside 0...10000000. Fix the line or delete it, or record again."#)
        #expect(
            refusal(#"{"t":"soon","type":"inputCancelled"}"#)
                == #"visit.jsonl line 2: "t" is the string "soon", not a finite number. Fix the line or delete it, "#
                + "or record again.")
        #expect(
            refusal(#"{"t":1,"type":"pointerMoved","x":1e300,"y":0}"#).contains(#""x" is 1e+300, outside"#))
        #expect(
            refusal(#"{"t":1,"type":"touches","contacts":[{"id":0,"change":"down","x":1,"y":2,"kind":"finger"}]}"#)
                == #"visit.jsonl line 2: contact 1 of "contacts": "kind" is "finger"; it takes direct, indirect, "#
                + "pencil, indirectPointer. Fix the line or delete it, or record again.")
        #expect(
            refusal(#"{"t":1,"type":"touches","contacts":[{"id":0.5,"change":"down","x":1,"y":2}]}"#).contains(
                #"contact 1 of "contacts": "id" is 0.5, not a whole number"#))
        #expect(
            refusal(#"{"t":1,"type":"key","usage":-4,"change":"down"}"#).contains(
                #""usage" is -4, outside 0...4294967295"#))
        #expect(refusal(#"{"t":1,"type":"key","change":"down"}"#).contains(#""usage" is missing"#))
        #expect(
            refusal(#"{"t":1,"type":"swipe"}"#).contains(
                #""type" is "swipe", which is not an event of a version 1 recording"#))
        #expect(refusal(#"[1,2]"#).contains("the line is a list, not a JSON object"))
        #expect(
            refusal(#"{"t":1,"type":"touches","contacts":[]"# + String(repeating: " ", count: 70_000) + "}").contains(
                "bytes long, more than the 65536 a line may be"))
    }

    @Test func unknownKeysAreRefusedByName() {
        let header = InputRecordingTests.header
        #expect(
            InputRecordingTests.refusal(header + "\n" + #"{"t":1,"type":"inputCancelled","why":"vt"}"# + "\n")
                == #"visit.jsonl line 2: "why" is not a key of a inputCancelled event in a version 1 recording "#
                + "(it has t, type). Delete the key, or replay the file with the Scanout that recorded it.")
        let extraHeader = #"{"format":"scanout-input-recording","version":1,"width":800,"height":480,"scale":1,"a":1}"#
        #expect(InputRecordingTests.refusal(extraHeader + "\n").contains(#""a" is not a key of the header"#))
        let contact = #"{"t":1,"type":"touches","contacts":[{"id":0,"change":"down","x":1,"y":2,"pressure":1}]}"#
        #expect(
            InputRecordingTests.refusal(header + "\n" + contact + "\n").contains(
                #"contact 1 of "contacts": "pressure" is not a key of a contact"#))
    }

    @Test func timesThatGoBackwardsAreRefused() {
        let text =
            InputRecordingTests.header + "\n" + #"{"t":2,"type":"inputCancelled"}"# + "\n"
            + #"{"t":1.5,"type":"inputCancelled"}"# + "\n"
        #expect(
            InputRecordingTests.refusal(text)
                == "visit.jsonl line 3: the time 1.5 is before the line above's (2): times never go backwards in a "
                + "recording. Put the lines in time order, or record again.")
    }

    @Test func aLastLineCutShortIsDroppedAndSaidSo() throws {
        let complete = InputRecordingTests.header + "\n" + #"{"t":1,"type":"inputCancelled"}"# + "\n"
        let cut = complete + #"{"t":2,"type":"touc"#
        let recording = try InputRecording.decode(InputRecordingTests.bytes(cut), file: "visit.jsonl")
        #expect(recording.events == [RecordedInput(time: 1, event: .inputCancelled)])
        #expect(recording.droppedLastLine?.hasPrefix("line 3 was cut short (the line is not valid JSON") == true)
        // A complete last line without its break is kept; a bad line with its break is refused.
        let unterminated = try InputRecording.decode(
            InputRecordingTests.bytes(complete + #"{"t":2,"type":"inputCancelled"}"#), file: "visit.jsonl")
        #expect(unterminated.events.count == 2 && unterminated.droppedLastLine == nil)
        #expect(InputRecordingTests.refusal(cut + "\n").hasPrefix("visit.jsonl line 3: the line is not valid JSON"))
        // Blank lines and CRLF line ends are read.
        let loose = InputRecordingTests.header + "\r\n\n  \n" + #"{"t":1,"type":"inputCancelled"}"# + "\r\n"
        #expect(try InputRecording.decode(InputRecordingTests.bytes(loose), file: "visit.jsonl").events.count == 1)
    }

    @Test func aFileLargerThanTheLimitIsRefusedBeforeItIsRead() throws {
        let path =
            FileManager.default.temporaryDirectory.path + "/scanout-huge-\(UInt32.random(in: 0...UInt32.max)).jsonl"
        defer { try? FileManager.default.removeItem(atPath: path) }
        // Sparse: no disk space used.
        #expect(FileManager.default.createFile(atPath: path, contents: Data(InputRecordingTests.header.utf8)))
        #expect(truncate(path, off_t(InputRecording.maximumFileBytes) + 1) == 0)
        do throws(InputRecordingError) {
            _ = try InputRecording.read(path: path)
            Issue.record("a file past the limit was read")
        } catch {
            #expect(error.line == nil && error.file == path)
            #expect(error.reason.contains("more than the 256 MB a recording may be"))
        }
    }
}
