import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `scanout-demo --replay FILE` and `SCANOUT_RECORD`, run as a person runs them: a recording
/// played offscreen ends with a screenshot and status 0, recorded again on the way; a bad file or
/// a screen of another size stops the demo with status 2 and says why.
@Suite struct DemoReplayProcessTests {
    /// Taps on the welcome screen's name field and a few keys: a recording of 800×480.
    static let recording = """
        {"format":"scanout-input-recording","version":1,"width":800,"height":480,"scale":1}
        {"t":0.5,"type":"touches","contacts":[{"id":0,"change":"down","x":400,"y":200,"radius":0,"kind":"direct"}]}
        {"t":0.55,"type":"touches","contacts":[{"id":0,"change":"up","x":400,"y":200,"radius":0,"kind":"direct"}]}
        {"t":0.8,"type":"key","usage":4,"change":"down","characters":"a","charactersIgnoringModifiers":"a","modifiers":0,"press":"keyboardKey"}
        {"t":0.85,"type":"key","usage":4,"change":"up","characters":"a","charactersIgnoringModifiers":"a","modifiers":0,"press":"keyboardKey"}
        {"t":1,"type":"motion","subtype":"motionShake"}

        """

    @Test func aReplayEndsWithAScreenshotAndIsRecordedAgain() throws {
        let directory = DemoProcessTests.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let input = directory + "/visit.jsonl"
        let again = directory + "/again.jsonl"
        try Data(DemoReplayProcessTests.recording.utf8).write(to: URL(fileURLWithPath: input))
        let run = try DemoProcessTests.Run(
            ["--offscreen", "--replay", input], screenshots: directory, environment: ["SCANOUT_RECORD": again])
        var lines: [String] = []
        while let line = run.nextLine(timeout: 60) { lines.append(line) }
        let (status, errors) = run.finish(timeout: 30)
        #expect(status == 0, "\(errors)")
        #expect(lines.contains("Scanout: recording input to \(again)"), "\(lines)")
        #expect(lines.contains("scanout-demo: replaying 5 events (1.0 s) from \(input)"), "\(lines)")
        #expect(lines.contains("scanout-demo: replayed 5 events from \(input)"), "\(lines)")
        #expect(FileManager.default.fileExists(atPath: directory + "/replay-end.png"))
        // What the demo received, recorded again: the same events (their times count from the
        // recording's own start, a moment after the replay's).
        let withoutTimes = { (text: String) -> [String] in
            text.split(separator: "\n").dropFirst().map { $0.split(separator: ",").dropFirst().joined(separator: ",") }
        }
        let recorded = try String(contentsOfFile: again, encoding: .utf8)
        let expected = withoutTimes(DemoReplayProcessTests.recording)
        #expect(withoutTimes(recorded) == expected, "\(recorded)")
    }

    @Test func aBadRecordingOrAnotherScreenSizeExitsTwoSayingWhy() throws {
        let directory = DemoProcessTests.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let bad = directory + "/bad.jsonl"
        try Data((DemoReplayProcessTests.recording + "{\"t\":NaN}\n").utf8).write(to: URL(fileURLWithPath: bad))
        let run = try DemoProcessTests.Run(["--offscreen", "--replay", bad], screenshots: directory)
        let (status, errors) = run.finish(timeout: 30)
        #expect(status == 2)
        #expect(errors.hasPrefix("scanout-demo: \(bad) line 7: the line is not valid JSON"), "\(errors)")

        let good = directory + "/good.jsonl"
        try Data(DemoReplayProcessTests.recording.utf8).write(to: URL(fileURLWithPath: good))
        let other = try DemoProcessTests.Run(
            ["--offscreen", "--size", "1024x600", "--replay", good], screenshots: directory)
        let (otherStatus, otherErrors) = other.finish(timeout: 30)
        #expect(otherStatus == 2)
        #expect(
            otherErrors.contains(
                "the recording was made on a screen of 800x480 points; this one is 1024x600. Run with "
                    + "--size 800x480"), "\(otherErrors)")
    }
}
