import Foundation
import ScanoutInspectorWire
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The inspector end to end: the built `scanout-demo`, offscreen with `SCANOUT_INSPECT`, asked
/// by the built `scanout-inspect` for its tree, a screenshot and a tap, as a person at a shell
/// or a script would.
@Suite struct DemoInspectorProcessTests {
    /// `scanout-inspect` next to this test bundle.
    static let inspectExecutable: String = {
        URL(fileURLWithPath: DemoProcessTests.executable).deletingLastPathComponent()
            .appendingPathComponent("scanout-inspect").path
    }()

    /// Runs `scanout-inspect` with `arguments`: its exit status, standard output and error.
    static func inspect(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: inspectExecutable)
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: outputData, as: UTF8.self),
            String(decoding: errorData, as: UTF8.self)
        )
    }

    /// The PNG's width and height, from its IHDR chunk.
    static func pngSize(_ data: Data) -> (Int, Int)? {
        let bytes = [UInt8](data)
        guard bytes.count > 24, bytes.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { return nil }
        func int(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (int(16), int(20))
    }

    @Test func treeScreenshotAndTapOnTheRunningDemo() throws {
        let directory = DemoProcessTests.temporaryDirectory()
        try FileManager.default.createDirectory(
            atPath: directory, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let socketPath = directory + "/inspect.sock"
        let run = try DemoProcessTests.Run(
            ["--offscreen", "--wait", "--size", "800x480", "--scale", "2"], screenshots: directory,
            environment: ["SCANOUT_INSPECT": socketPath])
        var finished = false
        defer {
            if !finished {
                kill(run.process.processIdentifier, SIGTERM)
                _ = run.finish(timeout: 30)
            }
        }
        var listening = false
        while let line = run.nextLine(timeout: 60) {
            if line.hasPrefix("Scanout: inspector listening on \(socketPath)") {
                listening = true
                break
            }
        }
        try #require(listening, "the demo said where the inspector listens")
        var status = stat()
        #expect(lstat(socketPath, &status) == 0 && status.st_mode & 0o777 == 0o600)

        let hello = try Self.inspect(["--socket", socketPath, "hello"])
        #expect(hello.status == 0, "\(hello.errors)")
        #expect(hello.output.contains("process \(run.process.processIdentifier)"), "\(hello.output)")

        let tree = try Self.inspect(["--socket", socketPath, "tree"])
        #expect(tree.status == 0, "\(tree.errors)")
        #expect(tree.output.hasPrefix("UIWindow (0,0 800×480) key"), "\(tree.output.prefix(300))")
        #expect(tree.output.contains("\"Check in\""), "the demo's button, by its title")
        #expect(tree.output.contains("controller "), "\(tree.output.prefix(2000))")

        let json = try Self.inspect(["--socket", socketPath, "--json", "tree"])
        let reply = try InspectorProtocol.decoder.decode(InspectorReply.self, from: Data(json.output.utf8))
        #expect(reply.ok && reply.windows?.isEmpty == false)

        let before = directory + "/before.png"
        let shot = try Self.inspect(["--socket", socketPath, "screenshot", before])
        #expect(shot.status == 0, "\(shot.errors)")
        #expect(shot.output == "wrote \(before) (1600×960 pixels)\n")
        let beforeData = try Data(contentsOf: URL(fileURLWithPath: before))
        #expect(Self.pngSize(beforeData).map { [$0.0, $0.1] } == [1600, 960])

        // Check in with no name: the demo asks for one. The screen changes.
        let tap = try Self.inspect(["--socket", socketPath, "tap", "Check in"])
        #expect(tap.status == 0, "\(tap.errors)")
        #expect(tap.output.hasPrefix("tapped UIButton \"Check in\""), "\(tap.output)")
        let afterTree = try Self.inspect(["--socket", socketPath, "tree"])
        #expect(afterTree.output.contains("Please type your name first."), "\(afterTree.output.prefix(3000))")
        usleep(300_000)
        let after = directory + "/after.png"
        #expect(try Self.inspect(["--socket", socketPath, "screenshot", after]).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: after)) != beforeData)

        // The trace saw the tap; an unknown label is refused with what is there.
        let trace = try Self.inspect(["--socket", socketPath, "trace"])
        #expect(trace.output.contains("touches 1 ["), "\(trace.output)")
        let missing = try Self.inspect(["--socket", socketPath, "tap", "Nothing like this"])
        #expect(missing.status == 1)
        #expect(missing.errors.contains("nothing visible is labelled \"Nothing like this\""), "\(missing.errors)")
        #expect(missing.errors.contains("  Check in\n"), "\(missing.errors)")

        let bad = try Self.inspect(["--socket", directory + "/nobody.sock", "tree"])
        #expect(bad.status == 2)
        #expect(bad.errors.contains("cannot connect to \(directory)/nobody.sock"), "\(bad.errors)")

        // Stopped as systemd stops it: a clean exit, and no socket left behind.
        kill(run.process.processIdentifier, SIGTERM)
        let stopped = run.finish(timeout: 30)
        finished = true
        #expect(stopped.status == 0, "\(stopped.errors)")
        #expect(lstat(socketPath, &status) != 0, "SIGTERM's clean stop removes the inspector's socket")
    }
}
