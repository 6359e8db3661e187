import FoundationEssentials
import Scanout
import Testing

@testable import ScanoutBoard
@testable import ScanoutDevice

/// A board's `focus` section: keypad keys, rotary devices and the scanning switch read, every
/// mistake named, and the launcher's translation into the framework's `FocusConfiguration`.
@MainActor
@Suite struct BoardFocusTests {
    @Test func theFocusSectionIsRead() throws {
        let board = try BoardConfigurationTests.parse(
            """
            { "focus": { "keypad": { "103": "up", "108": "down", "28": "activate", "1": "back", "138": "help",
                                     "15": "next" },
                         "rotary": ["Rotary Encoder"], "switch": { "key": 57, "interval": 2.5 } } }
            """)
        #expect(board.focus.keypad == [103: "up", 108: "down", 28: "activate", 1: "back", 138: "help", 15: "next"])
        #expect(board.focus.rotaryDevices == ["Rotary Encoder"])
        #expect(board.focus.switchKey == 57 && board.focus.scanInterval == 2.5)
        let configuration = DeviceLauncher.focusConfiguration(of: board.focus, board: "test")
        #expect(configuration.keypad[.keyboardUpArrow] == .up)
        #expect(configuration.keypad[.keyboardDownArrow] == .down)
        #expect(configuration.keypad[.keyboardReturnOrEnter] == .activate)
        #expect(configuration.keypad[.keyboardEscape] == .back)
        #expect(configuration.keypad[.keyboardTab] == .next)
        #expect(configuration.scanSwitch == .keyboardSpacebar && configuration.scanInterval == 2.5)
        #expect(BoardConfiguration(name: "x").focus == BoardConfiguration.Focus())
    }

    @Test func badFocusValuesAreRefusedWithTheKeyAndTheFix() {
        let cases: [(String, String)] = [
            (#"{ "focus": [] }"#, #""focus": found an array; expected an object"#),
            (#"{ "focus": { "keys": {} } }"#, #""focus.keys": is not a board file key; the keys here are "keypad""#),
            (
                #"{ "focus": { "keypad": { "KEY_UP": "up" } } }"#,
                #""focus.keypad.KEY_UP": "KEY_UP" is not a Linux key code"#
            ),
            (
                #"{ "focus": { "keypad": { "0": "up" } } }"#,
                #""focus.keypad.0": "0" is not a Linux key code; expected a number from 1 to 767"#
            ),
            (
                #"{ "focus": { "keypad": { "99999": "up" } } }"#,
                #""focus.keypad.99999": "99999" is not a Linux key code"#
            ),
            (
                #"{ "focus": { "keypad": { "103": "jump" } } }"#,
                #""focus.keypad.103": found "jump"; expected one of "up", "down", "left", "right", "next""#
            ),
            (
                #"{ "focus": { "keypad": { "103": 1 } } }"#,
                #""focus.keypad.103": found the number 1; expected a string"#
            ),
            (
                #"{ "focus": { "rotary": "knob" } }"#,
                #""focus.rotary": found "knob"; expected an array of input device names"#
            ),
            (#"{ "focus": { "rotary": [""] } }"#, #""focus.rotary[0]": found ""; expected a device name"#),
            (
                #"{ "focus": { "switch": { "interval": 1 } } }"#,
                #""focus.switch.key": is missing; expected the switch's Linux key code"#
            ),
            (
                #"{ "focus": { "switch": { "key": 1.5 } } }"#,
                #""focus.switch.key": found the number 1.5; expected a Linux key code"#
            ),
            (
                #"{ "focus": { "switch": { "key": -1 } } }"#,
                #""focus.switch.key": found the number -1; expected a Linux key code"#
            ),
            (
                #"{ "focus": { "switch": { "key": 57, "interval": 0.01 } } }"#,
                #""focus.switch.interval": found the number 0.01; expected seconds from 0.25 to 60"#
            ),
            (
                #"{ "focus": { "switch": { "key": 57, "speed": 1 } } }"#,
                #""focus.switch.speed": is not a board file key"#
            ),
            (
                #"{ "focus": { "keypad": { "57": "next" }, "switch": { "key": 57 } } }"#,
                #""focus.switch.key": key 57 is also in focus.keypad; give the switch a key of its own"#
            ),
        ]
        for (json, expected) in cases {
            let message = BoardConfigurationTests.refusal(json)
            #expect(message.contains(expected), "\(json) → \(message)")
            #expect(message.hasPrefix("board file Boards/test/board.json"), "\(message)")
        }
    }

    @Test func keyCodesThatAreNoKeyboardKeyAreLeftOut() throws {
        // 164 is KEY_PLAYPAUSE: a media key, which never arrives as a key press.
        let board = try BoardConfigurationTests.parse(#"{ "focus": { "keypad": { "164": "next", "103": "up" } } }"#)
        let configuration = DeviceLauncher.focusConfiguration(of: board.focus, board: "test")
        #expect(configuration.keypad == [.keyboardUpArrow: .up])
    }
}
