import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The qemu-x86_64 board, booted for a test: `Boards/qemu-x86_64/boot.sh` starts qemu in the
/// background with the image `make board-image` built; the test then reads the guest's serial
/// log, types commands for the guest agent into the serial port, and drives display and input
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
    }

    deinit {
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

    /// Sends one command line to the guest agent on the serial port and waits for its receipt
    /// ("SCANOUT-AGENT got COMMAND"). Connected only for that: while a client is connected,
    /// qemu hands it the guest's output and stops the UART when the client does not read —
    /// every write to the console in the guest would block — so the connection reads all the
    /// while; and closing before the guest has read the line loses its tail (seen: 8 bytes of
    /// 55 arrived). The log file gets everything either way.
    func agent(_ command: String, timeout: TimeInterval = 20) throws {
        let serial = try UnixSocketConnection(path: instanceDirectory + "/serial.sock")
        try serial.write(Data((command + "\n").utf8))
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else {
                throw Failure(description: "the guest agent did not acknowledge '\(command)' within \(Int(timeout)) s")
            }
            if (try? serial.readLine(timeout: remaining)) == "SCANOUT-AGENT got \(command)" { return }
        }
    }

    /// Waits until a line of the serial log after the cursor matches `pattern` (a regular
    /// expression), moves the cursor past it and returns the line's capture groups (group 0 is
    /// the whole match).
    @discardableResult
    func waitForLine(_ pattern: String, timeout: TimeInterval = 60) throws -> [String] {
        let expression = try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            reloadLog()
            let start = logText.utf8.index(logText.startIndex, offsetBy: min(cursor, logText.utf8.count))
            let range = NSRange(start..<logText.endIndex, in: logText)
            if let match = expression.firstMatch(in: logText, range: range) {
                let groups = (0..<match.numberOfRanges).map { index -> String in
                    Range(match.range(at: index), in: logText).map { String(logText[$0]) } ?? ""
                }
                if let end = Range(match.range, in: logText)?.upperBound {
                    cursor = logText.utf8.distance(from: logText.startIndex, to: end)
                }
                return groups
            }
            guard Date() < deadline else {
                let tail = logText[start...].suffix(3000)
                throw Failure(
                    description: "no serial line matching /\(pattern)/ within \(Int(timeout)) s. "
                        + "Serial log \(serialLog) after the last match:\n\(tail)")
            }
            usleep(100_000)
        }
    }

    /// The serial log's lines after UTF-8 offset `start` that match `pattern`.
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
