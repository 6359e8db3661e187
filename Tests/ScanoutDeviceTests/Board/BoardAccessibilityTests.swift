import FoundationEssentials
import Scanout
import Testing

@testable import ScanoutBoard
@testable import ScanoutDevice

/// A board's `accessibility` section: the screen reader on from the start, its shortcut and its
/// voice read, every mistake named, and the launcher's translation into what the framework takes.
@MainActor
@Suite struct BoardAccessibilityTests {
    @Test func theAccessibilitySectionIsRead() throws {
        let board = try BoardConfigurationTests.parse(
            """
            { "focus": { "keypad": { "138": "help" } },
              "accessibility": { "screenReader": true, "shortcut": [29, 56, 31], "speakingRate": 0.7,
                                 "volume": 0.25 } }
            """)
        #expect(board.accessibility.screenReader)
        #expect(board.accessibility.shortcut == [29, 56, 31])
        #expect(board.accessibility.speakingRate == 0.7 && board.accessibility.volume == 0.25)
        let configuration = DeviceLauncher.focusConfiguration(
            of: board.focus, accessibility: board.accessibility, board: "test")
        #expect(
            configuration.screenReaderShortcut
                == FocusConfiguration.KeyChord(keyCode: .keyboardS, modifierFlags: [.control, .alternate]))
        #expect(configuration.keypad == [.keyboardHelp: .help])
        #expect(BoardConfiguration(name: "x").accessibility == BoardConfiguration.Accessibility())
        // Right-hand modifiers and Meta are the same modifiers; a key alone is a shortcut too when
        // focus does not use it.
        #expect(
            DeviceLauncher.screenReaderShortcut(of: [97, 100, 126, 54, 59], board: "test")
                == FocusConfiguration.KeyChord(
                    keyCode: .keyboardF1, modifierFlags: [.control, .alternate, .command, .shift]))
        #expect(DeviceLauncher.screenReaderShortcut(of: [], board: "test") == nil)
        // 164 is KEY_PLAYPAUSE: never a key press, so no shortcut (said once at start-up).
        #expect(DeviceLauncher.screenReaderShortcut(of: [29, 164], board: "test") == nil)
    }

    @Test func badAccessibilityValuesAreRefusedWithTheKeyAndTheFix() {
        let cases: [(String, String)] = [
            (#"{ "accessibility": true }"#, #""accessibility": found true; expected an object"#),
            (
                #"{ "accessibility": { "reader": true } }"#,
                #""accessibility.reader": is not a board file key; the keys here are "screenReader", "shortcut""#
            ),
            (
                #"{ "accessibility": { "screenReader": "yes" } }"#,
                #""accessibility.screenReader": found "yes"; expected true or false"#
            ),
            (
                #"{ "accessibility": { "shortcut": "ctrl+alt+s" } }"#,
                #""accessibility.shortcut": found "ctrl+alt+s"; expected Linux key codes held together"#
            ),
            (#"{ "accessibility": { "shortcut": [] } }"#, #""accessibility.shortcut": found an array; expected"#),
            (
                #"{ "accessibility": { "shortcut": [29, 1.5] } }"#,
                #""accessibility.shortcut[1]": found the number 1.5; expected a Linux key code from 1 to 767"#
            ),
            (
                #"{ "accessibility": { "shortcut": [29, -31] } }"#,
                #""accessibility.shortcut[1]": found the number -31; expected a Linux key code"#
            ),
            (
                #"{ "accessibility": { "shortcut": [29, 56] } }"#,
                #""accessibility.shortcut": has 0 keys that are not Ctrl, Shift, Alt or Meta"#
            ),
            (
                #"{ "accessibility": { "shortcut": [29, 30, 31] } }"#,
                #""accessibility.shortcut": has 2 keys that are not Ctrl, Shift, Alt or Meta"#
            ),
            (
                #"{ "accessibility": { "shortcut": [1, 2, 3, 4, 5, 6] } }"#,
                #""accessibility.shortcut": found an array; expected Linux key codes"#
            ),
            (
                #"{ "focus": { "keypad": { "138": "help" } }, "accessibility": { "shortcut": [138] } }"#,
                #""accessibility.shortcut": is key 138 alone, which focus already uses"#
            ),
            (
                #"{ "accessibility": { "speakingRate": 2 } }"#,
                #""accessibility.speakingRate": found the number 2; expected a number from 0 to 1"#
            ),
            (
                #"{ "accessibility": { "volume": -0.5 } }"#,
                #""accessibility.volume": found the number -0.5; expected a number from 0 to 1"#
            ),
            (
                #"{ "accessibility": { "volume": "loud" } }"#,
                #""accessibility.volume": found "loud"; expected a number"#
            ),
        ]
        for (json, expected) in cases {
            let message = BoardConfigurationTests.refusal(json)
            #expect(message.contains(expected), "\(json) → \(message)")
            #expect(message.hasPrefix("board file Boards/test/board.json"), "\(message)")
        }
    }
}
