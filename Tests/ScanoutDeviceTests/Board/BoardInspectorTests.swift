import FoundationEssentials
import Testing

@testable import ScanoutBoard

/// The board file's `inspector` section: a socket path, checked like every other key.
@Suite struct BoardInspectorTests {
    @Test func theSocketIsReadAndEveryMistakeNamed() throws {
        let board = try BoardConfigurationTests.parse(#"{ "inspector": { "socket": "/run/kiosk/inspect.sock" } }"#)
        #expect(board.inspectorSocket == "/run/kiosk/inspect.sock")
        #expect(try BoardConfigurationTests.parse("{}").inspectorSocket == nil, "off by default")
        let refusals: [(String, String)] = [
            (#"{ "inspector": {} }"#, "\"inspector.socket\": is missing; expected the socket's absolute path"),
            (#"{ "inspector": { "socket": "inspect.sock" } }"#, "found \"inspect.sock\"; expected an absolute path"),
            (#"{ "inspector": { "socket": "/run/../etc/x" } }"#, "expected an absolute path without \"..\""),
            (
                #"{ "inspector": { "socket": "/\#(String(repeating: "a", count: 120))" } }"#,
                "shorter than 108 bytes"
            ),
            (#"{ "inspector": { "socket": 7 } }"#, "\"inspector.socket\""),
            (#"{ "inspector": { "socket": "/a", "port": 5900 } }"#, "\"inspector.port\": is not a board file key"),
            (#"{ "inspector": true }"#, "\"inspector\""),
        ]
        for (json, expected) in refusals {
            let message = BoardConfigurationTests.refusal(json)
            #expect(message.contains(expected), "\(json): \(message)")
            #expect(message.hasPrefix("board file Boards/test/board.json: "), "\(message)")
        }
    }
}
