import FoundationEssentials
import Glibc
import ScanoutTesting
import Testing

@testable import Scanout

/// `TestHost.replay(_:)`: a recording played through the same queue and loop as a device's
/// input, on the virtual clock — each event at its recorded time after the start, instantly.
@MainActor
@Suite struct TestHostReplayTests {
    /// A screen with two buttons that note each tap and when it came, and a key logger.
    @MainActor
    final class Screen {
        let host: TestHost
        let left = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
        let right = UIButton(frame: CGRect(x: 200, y: 10, width: 100, height: 44))
        let field = UITextField(frame: CGRect(x: 10, y: 100, width: 300, height: 36))
        var taps: [(button: String, time: TimeInterval)] = []
        let start: TimeInterval

        init(size: CGSize = CGSize(width: 800, height: 480)) {
            host = TestHost(size: size)
            start = host.clock.now
            for (button, name) in [(left, "left"), (right, "right")] {
                host.window.addSubview(button)
                button.addAction(
                    UIAction { [unowned self] _ in taps.append((name, host.clock.now - start)) }, for: .touchUpInside)
            }
            host.window.addSubview(field)
            host.drain()
        }
    }

    static func temporaryFile() -> URL {
        URL(
            fileURLWithPath: FileManager.default.temporaryDirectory.path
                + "/scanout-replay-\(UInt32.random(in: 0...UInt32.max)).jsonl")
    }

    /// What a person did on the first screen: taps at their times, a field typed into.
    static func record(to url: URL) throws -> Screen {
        let screen = Screen()
        try screen.host.startRecording(to: url)
        screen.host.tap(at: CGPoint(x: 50, y: 30))
        screen.host.advance(by: 0.75)
        screen.host.touchDown(at: CGPoint(x: 250, y: 30))
        screen.host.advance(by: 0.125)
        screen.host.touchUp()
        screen.host.advance(by: 1)
        screen.host.tap(at: CGPoint(x: 50, y: 120))
        screen.host.advance(by: 0.5)
        screen.host.type("Hi!")
        screen.host.advance(by: 2)
        screen.host.stopRecording()
        return screen
    }

    @Test func aReplayDeliversTheSameInputAtTheSameTimes() throws {
        let url = TestHostReplayTests.temporaryFile()
        defer { try? FileManager.default.removeItem(at: url) }
        let original = try TestHostReplayTests.record(to: url)
        #expect(original.taps.map { $0.button } == ["left", "right"])
        #expect(original.field.text == "Hi!")

        let replayed = Screen()
        replayed.host.advance(by: 10)  // the replay counts from its own start
        let before = replayed.host.clock.now
        try replayed.host.replay(url)
        #expect(replayed.taps.map { $0.button } == ["left", "right"])
        #expect(replayed.taps.map { $0.time - (before - replayed.start) } == original.taps.map { $0.time })
        #expect(replayed.field.text == "Hi!")
        #expect(replayed.field.isFirstResponder)
        // The clock went to the last event and no further.
        let recording = try InputRecording.read(path: url.path)
        #expect(replayed.host.clock.now == before + recording.duration)
        #expect(replayed.host.application.queuedEventCount == 0)
    }

    @Test func aReplayCanBeWatchedAsItPlays() throws {
        let url = TestHostReplayTests.temporaryFile()
        defer { try? FileManager.default.removeItem(at: url) }
        _ = try TestHostReplayTests.record(to: url)
        let replayed = Screen()
        let replay = try replayed.host.startReplay(url)
        #expect(replayed.taps.isEmpty && !replay.isFinished)
        replayed.host.advance(by: 0.8)
        #expect(replayed.taps.map { $0.button } == ["left"])
        var finished = false
        replay.finished = { finished = true }
        replayed.host.advance(by: 10)
        #expect(finished && replay.isFinished)
        #expect(replayed.taps.map { $0.button } == ["left", "right"] && replayed.field.text == "Hi!")
    }

    @Test func aRecordingOfAnotherScreenSizeIsRefusedWithTheFix() throws {
        let url = TestHostReplayTests.temporaryFile()
        defer { try? FileManager.default.removeItem(at: url) }
        _ = try TestHostReplayTests.record(to: url)
        let other = Screen(size: CGSize(width: 1280, height: 800))
        do throws(InputRecordingError) {
            try other.host.replay(url)
            Issue.record("a recording of another screen size was replayed")
        } catch {
            #expect(
                error.description
                    == "\(url.path) line 1: the recording was made on a screen of 800x480 points; this host's is "
                    + "1280x800. Make the host with TestHost(size: CGSize(width: 800, height: 480)).")
        }
        #expect(other.taps.isEmpty)
    }

    @Test func aRecordingIsReadableWhileItIsBeingWritten() throws {
        let url = TestHostReplayTests.temporaryFile()
        defer { try? FileManager.default.removeItem(at: url) }
        let screen = Screen()
        try screen.host.startRecording(to: url)
        screen.host.tap(at: CGPoint(x: 50, y: 30))
        // As after a crash: no close, the lines are in the file.
        #expect(try InputRecording.read(path: url.path).events.count == 2)
        screen.host.stopRecording()
        screen.host.tap(at: CGPoint(x: 50, y: 30))
        #expect(try InputRecording.read(path: url.path).events.count == 2, "nothing is recorded after the stop")
    }
}
