import Foundation
import Testing

@testable import ScanoutCore

/// A crash leaves a report: a child of the test process dies of a fatal signal, and the report
/// holds the signal and the output written before it; the signal then goes on to the handler that
/// was there before (here the default action), so the child still dies of it.
@Suite struct CrashReportTests {
    @Test func aFatalSignalLeavesAReportWithTheLastOutputAndStillKills() throws {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("crashes-\(UUID().uuidString)").path
        let directory = parent + "/reports"
        try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: parent) }
        // SIGFPE's handler here is the default (Swift's backtracer, which the test runner may
        // have, would print the child's backtrace): what the report passes the signal on to.
        var original = sigaction()
        var defaultAction = sigaction()
        defaultAction.__sigaction_handler.sa_handler = SIG_DFL
        sigaction(SIGFPE, &defaultAction, &original)
        defer { sigaction(SIGFPE, &original, nil) }

        #expect(CrashReport.install(directory: directory, program: "crash test/1") == nil, "the folder is made")
        let marker = "marker-\(UInt32.random(in: 0 ... .max))"
        Diagnostics.writeToStandardError("Scanout trace: \(marker) the last line before the crash\n")
        let child = fork()
        if child == 0 {
            // Only async-signal-safe calls in the forked child.
            raise(SIGFPE)
            _exit(0)
        }
        try #require(child > 0)
        var status: Int32 = 0
        waitpid(child, &status, 0)
        #expect(status & 0x7f == SIGFPE, "the child died of the signal: status \(status)")

        let reports = try FileManager.default.contentsOfDirectory(atPath: directory).filter {
            $0.hasSuffix(".crash.txt")
        }
        #expect(reports.count == 1, "\(reports)")
        let name = try #require(reports.first)
        let path = directory + "/" + name
        #expect(name.hasPrefix("crash_test_1-\(getpid())-"), "unsafe characters of the name replaced: \(name)")
        let report = try String(contentsOfFile: path, encoding: .utf8)
        #expect(report.hasPrefix("Scanout crash report\nprogram: crash test/1\npid: \(getpid())\n"))
        #expect(report.contains("\nsignal: \(SIGFPE)\nlast output:\n"))
        #expect(report.contains("\(marker) the last line before the crash\n"))
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600, "readable by its owner only")

        // Far more output than the ring holds, in pieces of every size and one longer than the
        // ring: the report keeps the newest, in order, and no more than the ring.
        var generator = SystemRandomNumberGenerator()
        for index in 0..<3_000 {
            let line =
                "line \(index) " + String(repeating: "x", count: Int.random(in: 0...200, using: &generator)) + "\n"
            Array(line.utf8).withUnsafeBufferPointer { CrashReport.remember($0) }
        }
        let long = [UInt8](repeating: 65, count: CrashReport.ringCapacity * 3) + Array("\nthe newest\n".utf8)
        long.withUnsafeBufferPointer { CrashReport.remember($0) }
        [UInt8]().withUnsafeBufferPointer { CrashReport.remember($0) }
        CrashReport.writeReport(signal: 6)
        let rewritten = try String(contentsOfFile: path, encoding: .utf8)
        let output = try #require(rewritten.components(separatedBy: "last output:\n").last)
        #expect(rewritten.contains("\nsignal: 6\n"))
        #expect(output.utf8.count == CrashReport.ringCapacity)
        #expect(output.hasSuffix("AAAA\nthe newest\n") && !output.contains("line "))

        // Once per process: a second folder is not used.
        let second = parent + "/second"
        #expect(CrashReport.install(directory: second, program: "again") == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: second).isEmpty)
    }

    @Test func foldersThatCannotBeUsedAreSaidNotTrappedOn() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-folder-\(UUID().uuidString)")
            .path
        _ = FileManager.default.createFile(atPath: file, contents: Data("x".utf8))
        defer { try? FileManager.default.removeItem(atPath: file) }
        let cases: [(String, String)] = [
            ("", "is not an absolute path"),
            ("crashes", "is not an absolute path"),
            ("/proc/no-such-folder/crashes", "cannot make the crash report folder /proc/no-such-folder/crashes"),
            (file, "is not a folder"),
        ]
        for (directory, expected) in cases {
            let message = CrashReport.install(directory: directory, program: "x")
            #expect(message?.contains(expected) == true, "\(directory): \(message ?? "nil")")
            #expect(message?.contains("SCANOUT_CRASH_REPORTS") == true, "the fix names the setting")
        }
    }
}
