import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The qemu-x86_64 board, booted for a test: `Boards/qemu-x86_64/boot.sh` starts qemu in the
/// background with the image `make board-image` built; the test then reads the guest's serial
/// log, sends commands to the guest agent over a virtio console, and drives display and input
/// over QMP.
final class QemuBoard {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static let repository = String(
        #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(4)
            .joined(separator: "/"))
    static let boardDirectory =
        ProcessInfo.processInfo.environment["SCANOUT_BOARD_DIR"]
        ?? repository + "/.build-board"
    static let imageDescription = boardDirectory + "/out/image.env"
    static let instanceName = "board-test"

    /// Whether `make board-image` has built the demo image (image.env says IMAGE_LABEL=demo).
    static var demoImageIsBuilt: Bool {
        (try? String(contentsOfFile: imageDescription, encoding: .utf8))?.contains("IMAGE_LABEL=demo") ?? false
    }

    /// `make test` sets SCANOUT_BOARD_TEST=required: there, a missing image fails the test
    /// instead of skipping it.
    static var isRequired: Bool { ProcessInfo.processInfo.environment["SCANOUT_BOARD_TEST"] == "required" }

    let instanceDirectory: String
    let serialLog: String
    let qmp: QMPClient
    /// The guest agent's command channel (qemu's virtio console, the guest's /dev/hvc0).
    let agentChannel: AgentChannel
    /// Where in the serial log (a UTF-8 offset, carriage returns removed) the next wait starts.
    private(set) var cursor = 0
    private var logText = ""
    private var logBytesRead: UInt64 = 0
    private var unfinishedLine = Data()
    /// Seconds from starting boot.sh to the guest's ready marker.
    let bootSeconds: Double

    /// Boots the board with `kernelArguments` appended to its command line.
    init(kernelArguments: String) throws {
        guard QemuBoard.demoImageIsBuilt else {
            throw Failure(
                description: "\(QemuBoard.imageDescription) is missing or not the demo image. "
                    + "Build it with: make board-image")
        }
        instanceDirectory = QemuBoard.boardDirectory + "/run/" + QemuBoard.instanceName
        serialLog = instanceDirectory + "/serial.log"
        QemuBoard.bootScript(["stop", "--name", QemuBoard.instanceName])
        let started = Date()
        let (status, output) = QemuBoard.bootScript(
            ["start", "--name", QemuBoard.instanceName, "--append", kernelArguments, "--timeout", "240"])
        guard status == 0 else {
            throw Failure(description: "boot.sh start failed (\(status)):\n\(output)")
        }
        bootSeconds = Date().timeIntervalSince(started)
        qmp = try QMPClient(path: instanceDirectory + "/qmp.sock")
        agentChannel = AgentChannel(path: instanceDirectory + "/agent.sock")
    }

    deinit {
        // Before boot.sh stop, whose QMP quit would otherwise wait 60 s for this connection to go.
        qmp.disconnect()
        QemuBoard.bootScript(["stop", "--name", QemuBoard.instanceName])
    }

    /// Runs boot.sh with `arguments`; its status and combined output. Output goes through a
    /// file, not a pipe: the qemu that `boot.sh start` leaves running would hold a pipe open.
    @discardableResult
    static func bootScript(_ arguments: [String]) -> (Int32, String) {
        try? FileManager.default.createDirectory(atPath: boardDirectory, withIntermediateDirectories: true)
        let outputPath = boardDirectory + "/boot-\(arguments.first ?? "run").out"
        let script = repository + "/Boards/qemu-x86_64/boot.sh"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv = ([script] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var environment = ProcessInfo.processInfo.environment
        environment["SCANOUT_BOARD_DIR"] = boardDirectory
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, script, &actions, nil, argv, envp)
        guard spawned == 0 else { return (-1, "cannot run \(script): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        // WIFEXITED / WEXITSTATUS, which Swift does not import (they are macros).
        let exitStatus: Int32 = (status & 0x7f) == 0 ? (status >> 8) & 0xff : -1
        return (exitStatus, output)
    }

    /// Sends one command to the guest agent and returns once the agent has acknowledged it (see
    /// `AgentChannel`: a framed command on the virtio console, resent until it arrives intact, run
    /// once). The agent's answers follow in the serial log.
    @discardableResult
    func agent(
        _ command: String, timeout: TimeInterval = 60, attemptTimeout: TimeInterval = 10,
        fault: AgentChannel.Fault? = nil
    ) throws -> AgentChannel.Delivery {
        try agentChannel.send(command, timeout: timeout, attemptTimeout: attemptTimeout, fault: fault)
    }

    /// Waits until a line of the serial log after the cursor matches `pattern` (a regular
    /// expression), moves the cursor past it and returns the line's capture groups (group 0 is
    /// the whole match).
    @discardableResult
    func waitForLine(_ pattern: String, timeout: TimeInterval = 60) throws -> [String] {
        try waitForLines([pattern], timeout: timeout)[0]
    }

    /// Waits until the serial log has at least `count` lines after UTF-8 offset `start` that match
    /// `pattern`, or `timeout` has passed, and returns the matching lines there are then. A count
    /// is only taken once every expected line has had its chance to arrive: the guest prints at
    /// its own pace, so the first sign of a step (its first lines) says nothing about the rest.
    func waitForLines(
        matching pattern: String, count: Int, since start: Int, timeout: TimeInterval = 30
    ) -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let found = lines(matching: pattern, since: start)
            if found.count >= count || Date() >= deadline { return found }
            usleep(100_000)
        }
    }

    /// Waits until each of `patterns` matches a line of the serial log after the cursor — in any
    /// order: lines of different guest processes (the agent, the app) are only roughly in the
    /// order of events — then moves the cursor past the last of those matches and returns each
    /// pattern's capture groups (group 0 is the whole match).
    @discardableResult
    func waitForLines(_ patterns: [String], timeout: TimeInterval = 60) throws -> [[String]] {
        let expressions = try patterns.map { try NSRegularExpression(pattern: $0, options: [.anchorsMatchLines]) }
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            reloadLog()
            let start = logText.utf8.index(logText.startIndex, offsetBy: min(cursor, logText.utf8.count))
            let range = NSRange(start..<logText.endIndex, in: logText)
            let matches = expressions.map { $0.firstMatch(in: logText, range: range) }
            if matches.allSatisfy({ $0 != nil }) {
                let found = matches.compactMap { $0 }
                if let end = found.compactMap({ Range($0.range, in: logText)?.upperBound }).max() {
                    cursor = logText.utf8.distance(from: logText.startIndex, to: end)
                }
                return found.map { match in
                    (0..<match.numberOfRanges).map { index in
                        Range(match.range(at: index), in: logText).map { String(logText[$0]) } ?? ""
                    }
                }
            }
            guard Date() < deadline else {
                let missing = zip(patterns, matches).filter { $0.1 == nil }.map { "/\($0.0)/" }
                let tail = logText[start...].suffix(3000)
                throw Failure(
                    description: "no serial line matching \(missing.joined(separator: ", ")) within "
                        + String(format: "%.0f s", timeout) + ". Serial log \(serialLog) after the last match:\n\(tail)"
                )
            }
            usleep(100_000)
        }
    }

    /// Plays the panel recording `name` (Boards/qemu-x86_64/recordings/NAME.yml, converted into
    /// the image) through the guest tool and returns the app's touch trace lines from its first
    /// touch to the touch that ended last — waiting for that end, which may come after the
    /// agent's answer when the app is busy.
    func replayRecording(_ name: String, timeout: TimeInterval = 90) throws -> [String] {
        let start = cursor
        try agent("evdev-replay /usr/share/scanout/recordings/\(name).evdev")
        try waitForLine(#"^SCANOUT-AGENT evdev-replay-done status=0$"#, timeout: timeout)
        let deadline = Date().addingTimeInterval(30)
        while true {
            let lines = self.lines(matching: #"^Scanout trace: touches "#, since: start)
            // Every touch that began has ended or been cancelled: the app has the whole recording.
            var down = Set<String>()
            for line in lines {
                for match in line.matches(of: #/\[#(\d+) \w+ (began|moved|stationary|ended|cancelled) /#) {
                    let (id, phase) = (String(match.output.1), match.output.2)
                    if phase == "began" { down.insert(id) }
                    if phase == "ended" || phase == "cancelled" { down.remove(id) }
                }
            }
            if (!lines.isEmpty && down.isEmpty) || Date() >= deadline {
                return lines.map { String($0.dropFirst("Scanout trace: ".count)) }
            }
            usleep(100_000)
        }
    }

    /// Asks the agent for the VT's mode until it answers `mode`, for at most `timeout`: the mode
    /// is set by seatd, which puts the VT back in text mode when it notices the app has gone — not
    /// necessarily before the agent has reaped the app.
    func waitForVTMode(_ mode: String, timeout: TimeInterval = 20) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            try agent("vt-mode")
            let answer = try waitForLine(#"^SCANOUT-AGENT vt-mode=(\w+)$"#, timeout: 10)
            if answer[1] == mode { return }
            guard Date() < deadline else {
                throw Failure(
                    description: "the VT stayed in \(answer[1]) mode; expected \(mode) within "
                        + String(format: "%.0f s", timeout))
            }
            usleep(500_000)
        }
    }

    /// The serial log's lines after UTF-8 offset `start` that match `pattern`, as they are now.
    func lines(matching pattern: String, since start: Int) -> [String] {
        reloadLog()
        let text = logText[logText.utf8.index(logText.startIndex, offsetBy: min(start, logText.utf8.count))...]
        return text.split(whereSeparator: \.isNewline).map(String.init).filter {
            $0.range(
                of: pattern,
                options: .regularExpression) != nil
        }
    }

    /// What the display scans out now.
    func screen() throws -> ScreenPixels {
        let path = instanceDirectory + "/screen.ppm"
        try? FileManager.default.removeItem(atPath: path)
        try qmp.screendump(to: path)
        return try ScreenPixels(ppmAt: path)
    }

    /// Appends what the guest printed since the last call: the log only grows at its end, so
    /// only the new bytes are read, and only whole lines are added (a line still being written,
    /// or a UTF-8 sequence cut in two, waits for its end). The guest's console ends lines with
    /// \r\n; the \r go.
    private func reloadLog() {
        guard let file = FileHandle(forReadingAtPath: serialLog) else { return }
        defer { try? file.close() }
        guard (try? file.seek(toOffset: logBytesRead)) != nil, let data = try? file.readToEnd(), !data.isEmpty
        else { return }
        logBytesRead += UInt64(data.count)
        unfinishedLine.append(data)
        guard let lastNewline = unfinishedLine.lastIndex(of: UInt8(ascii: "\n")) else { return }
        let lines = unfinishedLine[unfinishedLine.startIndex...lastNewline]
        logText += String(decoding: lines, as: UTF8.self).replacingOccurrences(of: "\r", with: "")
        unfinishedLine = Data(unfinishedLine[(lastNewline + 1)...])
    }
}
