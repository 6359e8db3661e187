import FoundationEssentials
import Scanout
import ScanoutBoard
import ScanoutDevice
import ScanoutRemote
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Turning the remote screen on: the board file's `remote` section read strictly, `SCANOUT_VNC`,
/// password files, and the launcher's refusal of anything unsafe. Off unless asked for.
@MainActor
@Suite struct RemoteConfigurationTests {
    private func parse(_ json: String) throws -> BoardConfiguration {
        try BoardConfiguration.parse(Data(json.utf8), file: "board.json")
    }

    /// A password file with `mode`, removed when the test ends.
    private func passwordFile(_ contents: String, mode: mode_t = 0o600) -> String {
        let path = "/tmp/scanout-vnc-pass-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        _ = FileManager.default.createFile(atPath: path, contents: Data(contents.utf8))
        chmod(path, mode)
        return path
    }

    @Test func theRemoteScreenIsOffByDefault() throws {
        #expect(BoardConfiguration(name: "x").remote.vnc == nil)
        let board = try parse(#"{ "name": "kiosk" }"#)
        #expect(try DeviceLauncher.remoteScreenConfiguration(board: board, environment: [:]) == nil)
        #expect(try DeviceLauncher.remoteScreenConfiguration(board: nil, environment: ["SCANOUT_VNC": ""]) == nil)
        // A board's empty remote section turns nothing on.
        #expect(try parse(#"{ "remote": {} }"#).remote.vnc == nil)
    }

    @Test func theBoardsRemoteSectionIsRead() throws {
        let board = try parse(
            #"{ "remote": { "vnc": { "address": "10.0.0.5", "port": 5901, "passwordFile": "/etc/scanout/vnc.pass" } } }"#
        )
        #expect(
            board.remote.vnc
                == BoardConfiguration.Remote.VNC(address: "10.0.0.5", port: 5901, passwordFile: "/etc/scanout/vnc.pass")
        )
        let socket = try parse(#"{ "remote": { "vnc": { "unixSocket": "/run/scanout/vnc.sock" } } }"#)
        #expect(socket.remote.vnc?.unixSocket == "/run/scanout/vnc.sock")
        #expect(socket.remote.vnc?.passwordFile == nil)
        let defaults = try parse(#"{ "remote": { "vnc": { "passwordFile": "/etc/scanout/vnc.pass" } } }"#)
        #expect(defaults.remote.vnc?.address == "127.0.0.1" && defaults.remote.vnc?.port == 5900)
    }

    @Test func badRemoteSectionsAreRefusedWithTheKeyAndTheFix() {
        let cases: [(String, String)] = [
            (#"{ "remote": true }"#, #""remote": found true; expected an object"#),
            (#"{ "remote": { "vnx": {} } }"#, #""remote.vnx": is not a board file key; the keys here are "vnc""#),
            (
                #"{ "remote": { "vnc": { "unixSocket": "/run/v.sock", "pasword": "x" } } }"#,
                #""remote.vnc.pasword": is not a board file key"#
            ),
            (
                #"{ "remote": { "vnc": {} } }"#,
                #""remote.vnc.passwordFile": is missing; a TCP listener needs a password"#
            ),
            (
                #"{ "remote": { "vnc": { "port": 5900 } } }"#,
                #""remote.vnc.passwordFile": is missing"#
            ),
            (
                #"{ "remote": { "vnc": { "passwordFile": "/p", "port": 70000 } } }"#,
                #""remote.vnc.port": found the number 70000; expected a whole number from 1 to 65535"#
            ),
            (
                #"{ "remote": { "vnc": { "passwordFile": "/p", "port": 5900.5 } } }"#,
                #""remote.vnc.port": found the number 5900.5"#
            ),
            (
                #"{ "remote": { "vnc": { "passwordFile": "/p", "address": "localhost" } } }"#,
                #""remote.vnc.address": found "localhost"; expected an IPv4 or IPv6 address: "127.0.0.1""#
            ),
            (
                #"{ "remote": { "vnc": { "passwordFile": "vnc.pass" } } }"#,
                #""remote.vnc.passwordFile": found "vnc.pass"; expected an absolute path"#
            ),
            (
                #"{ "remote": { "vnc": { "unixSocket": "/run/../etc/x" } } }"#,
                #""remote.vnc.unixSocket": found "/run/../etc/x"; expected an absolute path without "..""#
            ),
            (
                #"{ "remote": { "vnc": { "unixSocket": "/run/v.sock", "port": 5900 } } }"#,
                #""remote.vnc.unixSocket": is given with "address" or "port""#
            ),
        ]
        for (json, expected) in cases {
            #expect {
                _ = try parse(json)
            } throws: { error in
                "\(error)".contains(expected)
            }
        }
    }

    @Test func theEnvironmentTurnsItOnAndWinsOverTheBoard() throws {
        let file = passwordFile("s3cret\nignored second line\n")
        defer { unlink(file) }
        let on = try DeviceLauncher.remoteScreenConfiguration(
            board: nil, environment: ["SCANOUT_VNC": "1", "SCANOUT_VNC_PASSWORD_FILE": file])
        #expect(on == RemoteScreenConfiguration(listener: .tcp(address: "127.0.0.1", port: 5900), password: "s3cret"))
        let elsewhere = try DeviceLauncher.remoteScreenConfiguration(
            board: nil, environment: ["SCANOUT_VNC": "127.0.0.1:5907", "SCANOUT_VNC_PASSWORD_FILE": file])
        #expect(elsewhere?.listener == .tcp(address: "127.0.0.1", port: 5907))
        let socket = try DeviceLauncher.remoteScreenConfiguration(
            board: nil, environment: ["SCANOUT_VNC": "unix:/run/scanout/vnc.sock"])
        #expect(socket == RemoteScreenConfiguration(listener: .unixSocket(path: "/run/scanout/vnc.sock")))
        // SCANOUT_VNC=0 keeps the board's remote screen off.
        let board = try parse(#"{ "remote": { "vnc": { "unixSocket": "/run/v.sock" } } }"#)
        #expect(try DeviceLauncher.remoteScreenConfiguration(board: board, environment: ["SCANOUT_VNC": "0"]) == nil)
        #expect(
            try DeviceLauncher.remoteScreenConfiguration(board: board, environment: [:])?.listener
                == .unixSocket(path: "/run/v.sock"))
        // The board's password file, read.
        let tcpBoard = try parse(#"{ "remote": { "vnc": { "passwordFile": "\#(file)" } } }"#)
        #expect(try DeviceLauncher.remoteScreenConfiguration(board: tcpBoard, environment: [:])?.password == "s3cret")
    }

    @Test func unsafeOrUnclearSettingsAreRefusedNamingTheFix() {
        let readable = passwordFile("s3cret\n", mode: 0o644)
        let empty = passwordFile("\n")
        defer {
            unlink(readable)
            unlink(empty)
        }
        let cases: [([String: String], String)] = [
            (["SCANOUT_VNC": "1"], "without a password"),
            (["SCANOUT_VNC": "0.0.0.0:5900"], "without a password"),
            (["SCANOUT_VNC": "yes"], "SCANOUT_VNC=yes is not understood"),
            (["SCANOUT_VNC": "unix:vnc.sock"], "expected an absolute socket path"),
            (
                ["SCANOUT_VNC": "1", "SCANOUT_VNC_PASSWORD_FILE": readable],
                "can be read by other users (mode 644); run chmod 600"
            ),
            (["SCANOUT_VNC": "1", "SCANOUT_VNC_PASSWORD_FILE": empty], "has no password on its first line"),
            (["SCANOUT_VNC": "1", "SCANOUT_VNC_PASSWORD_FILE": "/nonexistent/vnc.pass"], "cannot be read"),
            (
                ["SCANOUT_VNC": "127.0.0.1:99999", "SCANOUT_VNC_PASSWORD_FILE": "/dev/null"],
                "can be read by other users"
            ),
        ]
        for (environment, expected) in cases {
            #expect {
                _ = try DeviceLauncher.remoteScreenConfiguration(board: nil, environment: environment)
            } throws: { error in
                "\(error)".contains(expected)
            }
        }
    }

    @Test func theLauncherWrapsThePlatformsDisplayAndAddsTheViewersInput() throws {
        let display = OffscreenDisplay()
        var platform = Platform.offscreen(
            size: CGSize(width: 100, height: 50), scale: 2, display: display, reason: "test")
        let sources = platform.inputSources.count
        #expect(try DeviceLauncher.serveRemoteScreen(on: &platform, configuration: nil) == nil)
        #expect(platform.display === display)
        let remote = try #require(
            try DeviceLauncher.serveRemoteScreen(
                on: &platform,
                configuration: RemoteScreenConfiguration(listener: .tcp(address: "127.0.0.1", port: 0), password: "pw"))
        )
        defer { remote.stop() }
        #expect(remote.pixelWidth == 200 && remote.pixelHeight == 100)
        #expect((platform.display as? RemoteScreenDisplay)?.display === display)
        #expect(platform.inputSources.count == sources + 1)
        #expect(platform.summary.contains("remote screen (VNC) on 127.0.0.1:\(remote.port!) (VNC password)"))
    }
}
