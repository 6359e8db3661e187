import FoundationEssentials
import Scanout
import Testing

@testable import ScanoutBoard

/// Board files: every key read, every mistake named, the shipped boards valid.
@Suite struct BoardConfigurationTests {
    static func parse(_ json: String) throws(BoardFileError) -> BoardConfiguration {
        try BoardConfiguration.parse(Data(json.utf8), file: "Boards/test/board.json")
    }

    /// The message for `json`, which must be refused.
    static func refusal(_ json: String) -> String {
        do {
            _ = try parse(json)
            return "accepted"
        } catch {
            return error.description
        }
    }

    @Test func everyKeyIsRead() throws {
        let board = try BoardConfigurationTests.parse(
            """
            { "name": "panel",
              "display": { "card": "/dev/dri/card1", "connector": "HDMI-A-1", "mode": "1024x600",
                           "rotation": 270, "scale": 2, "blankAfter": 120 },
              "input": { "backend": "path", "seat": "seat1", "devices": ["/dev/input/event3", "/dev/input/event4"],
                         "calibration": [0, 1, 0, -1, 0, 1], "cursor": true },
              "keymap": { "layout": "de", "variant": "nodeadkeys", "options": "ctrl:nocaps", "model": "pc104" },
              "settingsDirectory": "/var/lib/panel" }
            """)
        #expect(board.name == "panel")
        #expect(board.display.card == "/dev/dri/card1" && board.display.connector == "HDMI-A-1")
        #expect(board.display.mode == BoardConfiguration.PixelSize(width: 1024, height: 600))
        #expect(board.display.rotation == .clockwise270 && board.display.scale == 2 && board.display.blankAfter == 120)
        #expect(board.input.backend == .path && board.input.seat == "seat1")
        #expect(board.input.devices == ["/dev/input/event3", "/dev/input/event4"])
        #expect(board.input.calibration.values == [0, 1, 0, -1, 0, 1] && board.input.cursor)
        #expect(board.keymapLayout == "de" && board.keymapVariant == "nodeadkeys")
        #expect(board.keymapOptions == "ctrl:nocaps" && board.keymapModel == "pc104")
        #expect(board.settingsDirectory == "/var/lib/panel")
    }

    @Test func leftOutKeysTakeTheirDefaults() throws {
        let board = try BoardConfigurationTests.parse(
            #"{ "display": { "card": "auto", "mode": "preferred", "blankAfter": 0 } }"#)
        #expect(board == BoardConfiguration(name: "unnamed"))
        #expect(board.display.card == nil && board.display.mode == nil && board.display.blankAfter == nil)
        #expect(board.input.backend == .udev && board.input.seat == "seat0" && board.input.calibration == .identity)
        #expect(board.keymapLayout == "us" && board.display.rotation == .none && board.display.scale == 1)
        #expect(board.settingsDirectory == nil)
    }

    @Test func keyboardsAreLanguagesOrLayoutFilesCheckedBeforeTheAppStarts() throws {
        let board = try BoardConfigurationTests.parse(#"{ "keyboards": ["de-DE", "ar", "/opt/kiosk/eo.layout"] }"#)
        #expect(board.keyboards == ["de-DE", "ar", "/opt/kiosk/eo.layout"])
        #expect(try BoardConfigurationTests.parse("{}").keyboards.isEmpty)
        let refusals: [(String, String)] = [
            (#"{ "keyboards": "de-DE" }"#, #""keyboards": found "de-DE"; expected an array of keyboard languages"#),
            (#"{ "keyboards": [] }"#, #""keyboards": found"#),
            (#"{ "keyboards": [1] }"#, #""keyboards[0]": found the number 1; expected an array"#),
            (#"{ "keyboards": ["de DE"] }"#, #""keyboards[0]": found "de DE"; expected a language tag"#),
            (#"{ "keyboards": ["/a/../b"] }"#, #""keyboards[0]": found "/a/../b""#),
            (#"{ "keyboards": ["ar", "ar"] }"#, #""keyboards[1]": "ar" is listed twice"#),
        ]
        for (json, message) in refusals {
            #expect(BoardConfigurationTests.refusal(json).contains(message), "\(json)")
        }
        // The launcher's check: built-in languages and readable layout files only.
        let modes = try UITextInputMode.inputModes(forBoardKeyboards: ["de", "he-IL"])
        #expect(modes.map(\.primaryLanguage) == ["de-DE", "he-IL"])
        #expect {
            try UITextInputMode.inputModes(forBoardKeyboards: ["en-US", "xx-YY"])
        } throws: { error in
            String(describing: error).contains("there is no built-in keyboard for \"xx-YY\"")
        }
        #expect(throws: KeyboardLayoutError.self) {
            try UITextInputMode.inputModes(forBoardKeyboards: ["/nonexistent/eo.layout"])
        }
    }

    @Test func everyMistakeNamesTheFileTheKeyAndWhatWasExpected() {
        let cases: [(String, String)] = [
            ("{ nope", "board file Boards/test/board.json: it is not valid JSON"),
            ("[1, 2]", "board file Boards/test/board.json: found an array; expected an object"),
            (
                #"{ "nmae": "x" }"#,
                #""nmae": is not a board file key; the keys here are "name", "display", "input", "keymap""#
            ),
            (#"{ "name": 4 }"#, #""name": found the number 4; expected a string"#),
            (
                #"{ "settingsDirectory": "settings" }"#,
                #""settingsDirectory": found "settings"; expected an absolute path without "..", such as "/var/lib/kiosk""#
            ),
            (
                #"{ "settingsDirectory": "/var/lib/../../etc" }"#,
                #""settingsDirectory": found "/var/lib/../../etc"; expected an absolute path"#
            ),
            (#"{ "settingsDirectory": 1 }"#, #""settingsDirectory": found the number 1; expected a string"#),
            (#"{ "display": "hdmi" }"#, #""display": found "hdmi"; expected an object"#),
            (#"{ "display": { "rotaton": 90 } }"#, #""display.rotaton": is not a board file key"#),
            (#"{ "display": { "card": "" } }"#, #""display.card": is empty; expected a name, or "auto""#),
            (#"{ "display": { "connector": 1 } }"#, #""display.connector": found the number 1; expected a string"#),
            (
                #"{ "display": { "mode": "1280*800" } }"#,
                #""display.mode": found "1280*800"; expected WIDTHxHEIGHT in pixels"#
            ),
            (
                #"{ "display": { "rotation": 45 } }"#,
                #""display.rotation": found the number 45; expected 0, 90, 180 or 270"#
            ),
            (#"{ "display": { "rotation": "90" } }"#, #""display.rotation": found "90"; expected a number"#),
            (
                #"{ "display": { "scale": 0.5 } }"#,
                #""display.scale": found the number 0.5; expected a number from 1 to 4"#
            ),
            (
                #"{ "display": { "blankAfter": -5 } }"#,
                #""display.blankAfter": found the number -5; expected seconds from 0 to 86400"#
            ),
            // Past 1.8e10 s the idle timer's deadline no longer fits UInt64 nanoseconds.
            (
                #"{ "display": { "blankAfter": 2e10 } }"#,
                #""display.blankAfter": found the number 20000000000; expected seconds from 0 to 86400 (a day); 0 never blanks"#
            ),
            (
                #"{ "display": { "blankAfter": 86400.5 } }"#,
                #""display.blankAfter": found the number 86400.5; expected seconds from 0 to 86400"#
            ),
            (#"{ "input": { "backend": "evdev" } }"#, #""input.backend": found "evdev"; expected "udev""#),
            (
                #"{ "input": { "backend": "path" } }"#,
                #""input.devices": the path backend needs the event devices to open"#
            ),
            (
                #"{ "input": { "devices": "/dev/input/event0" } }"#,
                #""input.devices": found "/dev/input/event0"; expected an array"#
            ),
            (
                #"{ "input": { "devices": ["event0"] } }"#,
                #""input.devices[0]": found "event0"; expected a device path under /dev/"#
            ),
            // Devices are opened read-write: a board file is no way to reach other files.
            (
                #"{ "input": { "devices": ["/dev/input/event0", "/dev/input/../../etc/shadow"] } }"#,
                #""input.devices[1]": found "/dev/input/../../etc/shadow"; expected a device path under /dev/ without "." or "..", such as "/dev/input/event0""#
            ),
            (
                #"{ "input": { "devices": ["/etc/shadow"] } }"#,
                #""input.devices[0]": found "/etc/shadow"; expected a device path under /dev/"#
            ),
            (
                #"{ "display": { "card": "/dev/dri/../../etc/passwd" } }"#,
                #""display.card": found "/dev/dri/../../etc/passwd"; expected a device path under /dev/ without "." or "..", such as "/dev/dri/card0", or "auto""#
            ),
            (
                #"{ "display": { "card": "/home/kiosk/card0" } }"#,
                #""display.card": found "/home/kiosk/card0"; expected a device path"#
            ),
            (
                #"{ "input": { "calibration": [1, 0, 0] } }"#,
                #""input.calibration": found an array; expected 6 numbers"#
            ),
            (
                #"{ "input": { "calibration": [1, 0, 0, 0, "1", 0] } }"#,
                #""input.calibration[4]": found "1"; expected a number"#
            ),
            (
                #"{ "input": { "calibration": [1e39, 0, 0, 0, 1, 0] } }"#,
                #""input.calibration[0]": found the number 1e+39; expected a number from -100 to 100"#
            ),
            (
                #"{ "input": { "calibration": [1, 0, 0, 0, 1, -250.5] } }"#,
                #""input.calibration[5]": found the number -250.5; expected a number from -100 to 100 (the identity is [1, 0, 0, 0, 1, 0])"#
            ),
            (#"{ "input": { "cursor": "yes" } }"#, #""input.cursor": found "yes"; expected true or false"#),
            (#"{ "input": { "seat": null } }"#, #""input.seat": found null; expected a string"#),
            (#"{ "keymap": { "layout": "" } }"#, #""keymap.layout": is empty; expected an XKB layout"#),
            (#"{ "keymap": { "variant": [] } }"#, #""keymap.variant": found an array; expected a string"#),
            (#"{ "keymap": { "rules": "evdev" } }"#, #""keymap.rules": is not a board file key"#),
        ]
        for (json, expected) in cases {
            let message = BoardConfigurationTests.refusal(json)
            #expect(message.contains(expected), "\(json) → \(message)")
            #expect(message.hasPrefix("board file Boards/test/board.json"), "\(message)")
        }
    }

    @Test func aMissingFileSaysWhereBoardsLive() {
        do {
            _ = try BoardConfiguration.load(contentsOf: "/nonexistent/board.json")
            Issue.record("loaded a missing file")
        } catch {
            #expect(error.description.contains("/nonexistent/board.json") && error.description.contains("--board NAME"))
        }
    }

    @Test func theShippedBoardsAreValid() throws {
        let root = String(
            #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(4)
                .joined(separator: "/"))
        for name in ["qemu-x86_64", "raspberrypi4", "generic-x86_64"] {
            let board = try BoardConfiguration.load(contentsOf: "\(root)/Boards/\(name)/board.json")
            #expect(board.name == name)
        }
    }

    @Test func rotationTurnsTouchesIntoTheAppsScreen() {
        let panel = CGSize(width: 800, height: 480)
        #expect(DisplayRotation.clockwise90.screenSize(forPanel: panel) == CGSize(width: 480, height: 800))
        #expect(DisplayRotation.upsideDown.screenSize(forPanel: panel) == panel)
        // The app's top-left corner, for each mounting, is where on the panel?
        #expect(DisplayRotation.none.panelPoint(fromScreen: .zero, panelSize: panel) == .zero)
        #expect(DisplayRotation.clockwise90.panelPoint(fromScreen: .zero, panelSize: panel) == CGPoint(x: 800, y: 0))
        #expect(DisplayRotation.upsideDown.panelPoint(fromScreen: .zero, panelSize: panel) == CGPoint(x: 800, y: 480))
        #expect(DisplayRotation.clockwise270.panelPoint(fromScreen: .zero, panelSize: panel) == CGPoint(x: 0, y: 480))
        // A touch near the panel's top-right, mounted at 90°: near the app's top-left.
        #expect(
            DisplayRotation.clockwise90.screenPoint(fromPanel: CGPoint(x: 790, y: 20), panelSize: panel)
                == CGPoint(x: 20, y: 10))
        for rotation in DisplayRotation.allCases {
            let screen = CGPoint(x: 123, y: 45)
            let panelPoint = rotation.panelPoint(fromScreen: screen, panelSize: panel)
            #expect(rotation.screenPoint(fromPanel: panelPoint, panelSize: panel) == screen, "\(rotation) round trip")
        }
    }

    @Test func calibrationMapsNormalisedTouches() {
        #expect(CalibrationMatrix.identity.apply(to: CGPoint(x: 0.25, y: 0.75)) == CGPoint(x: 0.25, y: 0.75))
        // A panel whose touch axes are swapped and the new y inverted (libinput's 90° matrix).
        let turned = CalibrationMatrix([0, 1, 0, -1, 0, 1])
        #expect(turned.apply(to: CGPoint(x: 0.25, y: 0.75)) == CGPoint(x: 0.75, y: 0.75))
        // Offset and scale: a digitiser that reaches only 90% of the way, starting 5% in.
        let inset = CalibrationMatrix([1 / 0.9, 0, -0.05 / 0.9, 0, 1, 0])
        let edge = inset.apply(to: CGPoint(x: 0.95, y: 0.5))
        #expect(abs(edge.x - 1) < 1e-9 && edge.y == 0.5)
    }
}
