import Scanout
import ScanoutBoard
import ScanoutRemote

#if canImport(Glibc)
import Glibc
#endif

extension DeviceLauncher {
    /// The remote screen while the app runs (kept alive here; stopped at exit with the process).
    static var activeRemoteScreen: RemoteScreen?
    /// Its Unix socket's file, removed at exit. Set once before the app runs, read by the
    /// `atexit` handler only.
    nonisolated(unsafe) static var remoteSocketPath: String?

    /// The remote screen the board file's `remote.vnc` or the environment asks for, or nil when
    /// neither does (the default: off).
    ///
    /// `SCANOUT_VNC` turns it on for one run and wins over the board: `1` listens on
    /// 127.0.0.1:5900; `ADDRESS:PORT` there; `unix:/PATH` on a Unix socket. Its password is the
    /// first line of `SCANOUT_VNC_PASSWORD_FILE` (else the board's `passwordFile`); TCP without
    /// one is refused. `SCANOUT_VNC=0` keeps it off whatever the board says. Errors name the
    /// variable or key, the reason and the fix.
    public nonisolated static func remoteScreenConfiguration(
        board: BoardConfiguration?, environment: [String: String]
    ) throws(RemoteScreenError) -> RemoteScreenConfiguration? {
        let boardVNC = board?.remote.vnc
        var configuration: RemoteScreenConfiguration
        var passwordFile = boardVNC?.passwordFile
        if let value = environment["SCANOUT_VNC"], !value.isEmpty {
            if value == "0" { return nil }
            configuration = RemoteScreenConfiguration()
            if value == "1" {
                // The default: loopback, VNC's port.
            } else if value.hasPrefix("unix:") {
                let path = String(value.dropFirst(5))
                guard path.hasPrefix("/") else {
                    throw RemoteScreenError(
                        "SCANOUT_VNC=\(value): expected an absolute socket path after \"unix:\", such as "
                            + "unix:/run/scanout/vnc.sock")
                }
                configuration.listener = .unixSocket(path: path)
            } else if let colon = value.lastIndex(of: ":"), let port = Int(value[value.index(after: colon)...]) {
                configuration.listener = .tcp(address: String(value[..<colon]), port: port)
            } else {
                throw RemoteScreenError(
                    "SCANOUT_VNC=\(value) is not understood; use 1 (127.0.0.1:5900), ADDRESS:PORT, unix:/PATH, "
                        + "or 0 (off)")
            }
        } else if let boardVNC {
            configuration = RemoteScreenConfiguration(
                listener: boardVNC.unixSocket.map { .unixSocket(path: $0) }
                    ?? .tcp(address: boardVNC.address, port: boardVNC.port))
        } else {
            return nil
        }
        if let file = environment["SCANOUT_VNC_PASSWORD_FILE"], !file.isEmpty { passwordFile = file }
        if let passwordFile { configuration.password = try RemoteScreenConfiguration.password(fromFile: passwordFile) }
        try configuration.validate()
        return configuration
    }

    /// Starts the remote screen on `platform` when `configuration` is given: its display is
    /// wrapped so viewers get each frame's damage, and the viewers' pointer and keys join its
    /// input sources. The platform's summary (the start-up line) says where it listens. Throws when it cannot listen (the port taken).
    @discardableResult
    public static func serveRemoteScreen(
        on platform: inout Platform, configuration: RemoteScreenConfiguration?
    ) throws(RemoteScreenError) -> RemoteScreen? {
        guard let configuration else { return nil }
        let scale = platform.screen.scale
        let size = platform.screen.bounds.size
        let remote = try RemoteScreen(
            configuration: configuration, pixelWidth: Int((size.width * scale).rounded()),
            pixelHeight: Int((size.height * scale).rounded()), scale: scale)
        platform.display = RemoteScreenDisplay(showing: platform.display, to: remote)
        platform.inputSources.append(remote.inputSource)
        activeRemoteScreen?.stop()
        activeRemoteScreen = remote
        let protection = configuration.password != nil ? "VNC password" : "socket mode 0600, no password"
        let length = RemoteScreenConfiguration.significantPasswordLength
        let note =
            (configuration.password?.count ?? 0) > length
            ? "; VNC authentication reads its first \(length) characters" : ""
        // In the start-up line (the summary), which says where the app runs and what it serves.
        platform.summary += "; remote screen (VNC) on \(remote.endpoint) (\(protection)\(note))"
        if case .unixSocket(let path) = configuration.listener {
            // Removed at exit (a signal's clean stop included), so no stale socket is left.
            if remoteSocketPath == nil { atexit(removeRemoteSocketAtExit) }
            remoteSocketPath = path
        }
        return remote
    }
}

extension DeviceLauncher {
    /// The remote screen for an app's start (`runApplication` calls it; an app with its own
    /// `main.swift` calls it before its launch): a configuration that is not safe or not understood stops
    /// the app (exit status 2, as a bad board file does); a socket that cannot be opened (the port
    /// taken) is a warning, and the kiosk runs on without it.
    public static func serveRemoteScreenIfAsked(on launch: inout Launch, program: String, environment: [String: String])
    {
        let configuration: RemoteScreenConfiguration?
        do {
            configuration = try remoteScreenConfiguration(board: launch.board, environment: environment)
        } catch {
            exitWithUsageError("\(program): remote screen: \(error)")
        }
        do {
            try serveRemoteScreen(on: &launch.platform, configuration: configuration)
        } catch {
            printError("\(program): remote screen: \(error); running without it")
        }
    }
}

/// The `atexit` handler: removes the remote screen's Unix socket. Not isolated to the main actor —
/// `exit` may be called on any thread, and a main-actor closure there traps on the isolation
/// check.
private func removeRemoteSocketAtExit() {
    DeviceLauncher.remoteSocketPath.map { _ = unlink($0) }
}
