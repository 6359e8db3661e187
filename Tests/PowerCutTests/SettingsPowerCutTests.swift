import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `UserDefaults` written as a power cut would find them: a child app (`scanout-settings-writer`)
/// that rewrites its settings as fast as it can is killed with SIGKILL at a random moment, hundreds
/// of times in a row. Every time, the settings file must be a readable property list holding the
/// generation the child was writing or the one before — never a torn, empty or mixed file — and the
/// next launch must find exactly that.
///
/// SIGKILL stops the process but not the kernel: data already handed to `write` still reaches the
/// page cache. What it does test is that no moment leaves a partial file *in the file's place*,
/// which is the property the temporary file + `rename` gives; the `fsync`s that carry it across a
/// real power cut are the same code path (docs/SETTINGS.md).
@Suite struct SettingsPowerCutTests {
    static let writer: String = {
        let bundle =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: bundle).deletingLastPathComponent()
            .appendingPathComponent("scanout-settings-writer").path
    }()

    /// The file a stored generation is read from, as the child's `UserDefaults.standard` keeps it.
    struct SettingsFile: Decodable {
        struct State: Decodable {
            let generation: Int
            let payload: String
        }
        let state: State
    }

    @Test func killedAtRandomMomentsTheSettingsAreAlwaysTheOldOrTheNew() throws {
        let home = FileManager.default.temporaryDirectory
            .appendingPathComponent("scanout-power-cut-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let directory = home.appendingPathComponent("scanout-settings-writer")
        let file = directory.appendingPathComponent("UserDefaults.plist")

        var random = SplitMix64(seed: 0x5CA2_0075)
        var expected = 0
        var generationsSeen = Set<Int>()
        let runs = 200
        for run in 0..<runs {
            let child = try Child(executable: Self.writer, configHome: home.path)
            let first = try #require(child.nextLine(timeout: 30), "run \(run): the writer said nothing")
            #expect(first == "loaded \(expected)", "run \(run): the writer found \(first), not generation \(expected)")
            guard first == "loaded \(expected)" else { child.kill(); break }
            // Once a generation is on the disk (the child says "writing G+2" only after G+1's
            // `synchronize()` returned), kill it somewhere in what follows: up to 25 ms later, in
            // steps of 0.1 ms. Waiting for that line, not for a time, keeps the test's meaning the
            // same on a loaded machine: every run makes progress, and every kill lands in the loop.
            var said: [String] = []
            while let line = child.nextLine(timeout: 60) {
                said.append(line)
                if line == "writing \(expected + 2)" { break }
            }
            #expect(said.last == "writing \(expected + 2)", "run \(run): the writer said \(said.suffix(3))")
            usleep(useconds_t(random.next() % 250) * 100)
            let lines = said + child.kill()
            let writing = lines.compactMap { $0.hasPrefix("writing ") ? Int($0.dropFirst(8)) : nil }.last ?? expected
            let stored: Int
            if FileManager.default.fileExists(atPath: file.path) {
                let data = try Data(contentsOf: file)
                let decoded = try PropertyListDecoder().decode(SettingsFile.self, from: data)
                #expect(
                    decoded.state.payload == String(repeating: "generation \(decoded.state.generation);", count: 4_000))
                stored = decoded.state.generation
            } else {
                stored = 0
            }
            #expect(
                stored == writing || stored == writing - 1,
                "run \(run): the file holds generation \(stored); the child was writing \(writing)")
            #expect(
                stored > expected,
                "run \(run): generation \(expected + 1) was synchronized, yet the file holds \(stored)")
            expected = stored
            generationsSeen.insert(stored)
        }
        // Every run moved the settings on (so every kill fell among writes), and nothing was ever
        // set aside as unreadable.
        #expect(generationsSeen.count == runs)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(!names.contains { $0.contains("unreadable") }, "\(names)")
        #expect(names.filter { $0.hasPrefix(".UserDefaults.plist.new-") }.count <= 1, "\(names)")
    }
}

/// The writer, its standard output a pipe.
final class Child {
    let pid: pid_t
    private let output: Int32
    private var pending: [UInt8] = []

    init(executable: String, configHome: String) throws {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw POSIXError(.EMFILE) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = configHome
        let arguments = [executable]
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, nil, argv, envp)
        close(pipeEnds[1])
        guard status == 0 else {
            close(pipeEnds[0])
            throw POSIXError(POSIXErrorCode(rawValue: status) ?? .ENOENT)
        }
        pid = child
        output = pipeEnds[0]
    }

    /// The next line, or nil when none comes within `timeout` seconds.
    func nextLine(timeout: Double) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let newline = pending.firstIndex(of: 0x0A) {
                defer { pending.removeSubrange(...newline) }
                return String(decoding: pending[..<newline], as: UTF8.self)
            }
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { return nil }
            var readable = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            guard poll(&readable, 1, Int32(remaining * 1000) + 1) > 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = read(output, &buffer, buffer.count)
            guard count > 0 else { return nil }
            pending.append(contentsOf: buffer[..<count])
        }
    }

    /// SIGKILL, then every line it had written.
    @discardableResult
    func kill() -> [String] {
        Glibc.kill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        var lines: [String] = []
        while let line = nextLine(timeout: 5) { lines.append(line) }
        close(output)
        return lines
    }
}

/// A small seeded generator, so a failing run can be repeated.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
