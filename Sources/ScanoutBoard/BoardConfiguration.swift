import FoundationEssentials
import ScanoutCore

/// What a board file (`Boards/<board>/board.json`) says about a device: which display and how
/// it is mounted, which input devices and how the touchscreen is calibrated, and the keymap.
/// Every key is optional; what is left out takes the default shown.
///
/// ```json
/// {
///   "name": "raspberrypi4",
///   "display": { "card": "auto", "connector": "HDMI-A-1", "mode": "preferred",
///                "rotation": 90, "scale": 1, "dimAfter": 60, "dimBrightness": 0.2, "blankAfter": 300 },
///   "backlight": { "device": "auto", "minimum": 0.05, "maximum": 1, "curve": "perceptual" },
///   "input": { "backend": "udev", "seat": "seat0", "devices": [],
///              "calibration": [1, 0, 0, 0, 1, 0], "cursor": false },
///   "keymap": { "layout": "us", "variant": "", "options": "", "model": "pc105" },
///   "focus": { "keypad": { "103": "up", "108": "down", "28": "activate", "1": "back", "138": "help" },
///              "rotary": ["Rotary Encoder"], "switch": { "key": 57, "interval": 1.5 } },
///   "accessibility": { "screenReader": false, "shortcut": [29, 56, 31], "speakingRate": 0.5,
///                      "volume": 1 },
///   "settingsDirectory": "/var/lib/kiosk",
///   "deviceAccess": "auto",
///   "keyboards": ["de-DE", "en-US", "/opt/kiosk/layouts/eo.layout"],
///   "inspector": { "socket": "/run/kiosk/inspect.sock" },
///   "remote": { "vnc": { "address": "127.0.0.1", "port": 5900, "passwordFile": "/etc/scanout/vnc.pass" } }
/// }
/// ```
///
/// A malformed file is refused with a message naming the file, the key, what was found and what
/// is expected — unknown keys included, so a misspelt key is not silently ignored.
public struct BoardConfiguration: Equatable, Sendable {
    public struct Display: Equatable, Sendable {
        /// The DRM card's path (under /dev/), or nil to take the first card with a connected connector.
        public var card: String?
        /// The connector's name (`HDMI-A-1`, `DSI-1`, `Virtual-1`), or nil for the first connected.
        public var connector: String?
        /// The mode in pixels, or nil for the connector's preferred mode.
        public var mode: PixelSize?
        /// How the panel is mounted: the app sees a screen turned by this much, and touches turn with it.
        public var rotation: DisplayRotation = .none
        /// Pixels per point.
        public var scale: CGFloat = 1
        /// Seconds without input before the display blanks; nil never blanks.
        public var blankAfter: TimeInterval?

        /// Seconds without input before the backlight dims to `dimBrightness`; nil never dims.
        /// Before `blankAfter` when both are given.
        public var dimAfter: TimeInterval?
        /// The brightness (0…1, as `UIScreen.brightness`) the idle timer dims to; a screen the
        /// app has set darker stays darker.
        public var dimBrightness: Double = 0.2

        /// The `blankAfter` and `dimAfter` values a board file may give: 0 (never) to a day.
        public static let blankAfterRange: ClosedRange<TimeInterval> = 0...86_400
    }

    /// The panel's backlight, under /sys/class/backlight: which one, the part of its range the
    /// app's brightness spans, and the curve between them.
    public struct Backlight: Equatable, Sendable {
        /// The device's name in /sys/class/backlight (`intel_backlight`, `rpi_backlight`,
        /// `10-0045`), or nil for the first there.
        public var device: String?
        /// The fraction of `max_brightness` that brightness 0 shows: above 0, so brightness
        /// alone never leaves the panel dark (blanking does that).
        public var minimum: Double = 0.05
        /// The fraction of `max_brightness` that brightness 1 shows.
        public var maximum: Double = 1
        public var curve: BacklightCurve = .perceptual

        public init() {}
    }

    public struct Input: Equatable, Sendable {
        public enum Backend: String, Equatable, Sendable {
            /// libinput finds devices through udev on `seat`, and follows hotplug.
            case udev
            /// libinput opens exactly `devices`.
            case path
        }

        public var backend: Backend = .udev
        public var seat = "seat0"
        /// Event device paths for the path backend, under /dev/ (the parser refuses others, and
        /// "." or ".." in them: these are opened read-write).
        public var devices: [String] = []
        /// The touchscreen's calibration matrix, as libinput takes it.
        public var calibration: CalibrationMatrix = .identity
        /// Whether to draw a pointer cursor for mice and tablets.
        public var cursor = false
    }

    /// A display mode's size in pixels.
    public struct PixelSize: Equatable, Sendable, CustomStringConvertible {
        public var width: Int
        public var height: Int

        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }

        public var description: String { "\(width)x\(height)" }
    }

    /// Focus without touch: a keypad's keys, rotary encoders and a scanning switch.
    public struct Focus: Equatable, Sendable {
        /// What a keypad key does, by Linux key code (`KEY_*` in linux/input-event-codes.h).
        public var keypad: [UInt32: String] = [:]
        /// Names of input devices (as libinput reports them) whose wheel is a rotary encoder:
        /// each detent moves focus to the next item (clockwise) or the previous.
        public var rotaryDevices: [String] = []
        /// The Linux key code of the single switch that activates while focus scans; nil: no
        /// scanning.
        public var switchKey: UInt32?
        /// Seconds between scanning steps.
        public var scanInterval: TimeInterval = 1.5

        /// The actions a keypad key may be given.
        public static let actions = [
            "up", "down", "left", "right", "next", "previous", "activate", "back", "help", "screenReader",
        ]
        /// The scan intervals a board file may give.
        public static let scanIntervalRange: ClosedRange<TimeInterval> = 0.25...60
        /// Linux key codes go up to `KEY_MAX`.
        public static let keyCodeRange: ClosedRange<UInt32> = 1...0x2ff
    }

    /// The screen reader as the kiosk starts: on or off, the chord that toggles it, its voice.
    public struct Accessibility: Equatable, Sendable {
        /// Whether the screen reader is on from the start (a kiosk for a blind audience).
        public var screenReader = false
        /// Linux key codes held together to turn the screen reader on and off: modifier keys
        /// (Ctrl, Shift, Alt, Meta, left or right) and one other key, such as [29, 56, 31] for
        /// Ctrl-Alt-S. Empty: no shortcut.
        public var shortcut: [UInt32] = []
        /// Speech rate, 0 (slowest) to 1 (fastest), 0.5 normal; nil: the reader's default.
        public var speakingRate: Double?
        /// Speech volume, 0 to 1; nil: the reader's default (full).
        public var volume: Double?

        /// The modifier keys a shortcut may hold, and the modifier each holds down: `KEY_LEFTCTRL`,
        /// `KEY_RIGHTCTRL`, `KEY_LEFTSHIFT`, `KEY_RIGHTSHIFT`, `KEY_LEFTALT`, `KEY_RIGHTALT`,
        /// `KEY_LEFTMETA`, `KEY_RIGHTMETA`.
        public static let modifierKeyCodes: [UInt32: UIKeyModifierFlags] = [
            29: .control, 97: .control, 42: .shift, 54: .shift, 56: .alternate, 100: .alternate,
            125: .command, 126: .command,
        ]

        public init() {}
    }

    /// How the display card and the input devices are opened.
    public enum DeviceAccess: String, Equatable, Sendable {
        /// Through a seat manager when one is there (seatd's socket, a logind session) or the
        /// process is not root; otherwise directly. What the launcher took, and why, is in its
        /// start-up line.
        case auto
        /// Through libseat (seatd, logind, or its embedded seatd when root); directly, with the
        /// reason, when no manager opens a seat.
        case seat
        /// Directly, with `open(2)`: root, or the `video` and `input` groups.
        case direct
    }

    public var name: String
    /// How the display card and the input devices are opened (default `auto`).
    public var deviceAccess: DeviceAccess = .auto
    public var display = Display()
    public var input = Input()
    /// xkbcommon keymap names: layout, variant, options, model.
    public var keymapLayout = "us"
    public var keymapVariant = ""
    public var keymapOptions = ""
    public var keymapModel = "pc105"
    /// Keypad, rotary and switch focus inputs.
    public var focus = Focus()
    /// The backlight `UIScreen.brightness` drives; nil (the default): brightness is only
    /// remembered.
    public var backlight: Backlight?
    /// The screen reader at start-up and its shortcut.
    public var accessibility = Accessibility()
    /// Where the app keeps its settings (`UserDefaults`) and saved state: an absolute path; nil
    /// for `$XDG_CONFIG_HOME/<app>` (else `~/.config/<app>`).
    public var settingsDirectory: String?
    /// The on-screen keyboards the globe key cycles, in order: built-in layouts by language tag
    /// ("de-DE", "ar") or layout files by absolute path; empty for the process locale's keyboard.
    /// The launcher checks that each exists before the app starts.
    public var keyboards: [String] = []
    /// Where the inspector listens (docs/INSPECTOR.md): an absolute socket path, or a directory
    /// for `scanout.sock`; nil (the default): no inspector unless `SCANOUT_INSPECT` asks.
    public var inspectorSocket: String?
    /// Field tools that reach the kiosk from elsewhere (the remote screen); off unless given.
    public var remote = Remote()

    /// A board with every default (`name` only).
    public init(name: String) {
        self.name = name
    }

    // MARK: Reading

    /// Reads the board file at `path`.
    public static func load(contentsOf path: String) throws(BoardFileError) -> BoardConfiguration {
        guard let data = FileManager.default.contents(atPath: path) else {
            let reason =
                FileManager.default.fileExists(atPath: path)
                ? "it cannot be read (check its permissions)"
                : "there is no such file (boards live in Boards/<name>/board.json; pass --board NAME or set "
                    + "SCANOUT_BOARD)"
            throw BoardFileError(file: path, key: nil, message: reason)
        }
        return try parse(data, file: path)
    }

    /// Reads a board file's contents; `file` names it in errors.
    public static func parse(_ data: Data, file: String) throws(BoardFileError) -> BoardConfiguration {
        let root: JSONValue
        do {
            root = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw BoardFileError(file: file, key: nil, message: "it is not valid JSON (\(error))")
        }
        var reader = BoardReader(file: file)
        return try reader.board(from: root)
    }
}

/// A board file that cannot be used: which file, which key, and why.
public struct BoardFileError: Error, Equatable, CustomStringConvertible {
    public let file: String
    /// The key's path (`display.rotation`), or nil when the problem is the whole file.
    public let key: String?
    public let message: String

    /// An error about `file` (and `key`, when one key is wrong): `message` says what was found,
    /// what is expected and the fix.
    package init(file: String, key: String?, message: String) {
        self.file = file
        self.key = key
        self.message = message
    }

    public var description: String {
        if let key { return "board file \(file): \"\(key)\": \(message)" }
        return "board file \(file): \(message)"
    }
}

/// Reads the JSON tree key by key, so each error can name its key.
private struct BoardReader {
    let file: String

    mutating func board(from root: JSONValue) throws(BoardFileError) -> BoardConfiguration {
        let object = try self.object(root, at: nil)
        try rejectUnknownKeys(
            object,
            known: [
                "name", "display", "input", "keymap", "focus", "backlight", "accessibility", "settingsDirectory",
                "keyboards", "inspector", "deviceAccess", "remote",
            ], at: nil)
        var board = BoardConfiguration(name: try string(object["name"], at: "name") ?? "unnamed")
        if let access = try string(object["deviceAccess"], at: "deviceAccess") {
            guard let value = BoardConfiguration.DeviceAccess(rawValue: access) else {
                throw error(
                    "deviceAccess",
                    "found \"\(access)\"; expected \"auto\" (a seat manager when there is one), \"seat\" "
                        + "(through libseat: seatd or logind) or \"direct\" (open the devices as root or through the "
                        + "video and input groups)")
            }
            board.deviceAccess = value
        }
        if let display = object["display"] {
            let values = try self.object(display, at: "display")
            try rejectUnknownKeys(
                values,
                known: ["card", "connector", "mode", "rotation", "scale", "dimAfter", "dimBrightness", "blankAfter"],
                at: "display")
            board.display.card = try autoOrString(values["card"], at: "display.card")
            if let card = board.display.card, !isDevicePath(card) {
                throw error(
                    "display.card",
                    "found \"\(card)\"; expected a device path under /dev/ without \".\" or "
                        + "\"..\", such as \"/dev/dri/card0\", or \"auto\"")
            }
            board.display.connector = try autoOrString(values["connector"], at: "display.connector")
            board.display.mode = try mode(values["mode"], at: "display.mode")
            if let rotation = try number(values["rotation"], at: "display.rotation") {
                guard let value = DisplayRotation(degrees: Int(exactly: rotation) ?? -1) else {
                    throw error(
                        "display.rotation",
                        "found \(JSONValue.number(rotation).described); "
                            + "expected 0, 90, 180 or 270 (degrees clockwise)")
                }
                board.display.rotation = value
            }
            if let scale = try number(values["scale"], at: "display.scale") {
                guard scale >= 1, scale <= 4 else {
                    throw error(
                        "display.scale",
                        "found \(JSONValue.number(scale).described); "
                            + "expected a number from 1 to 4 (pixels per point)")
                }
                board.display.scale = scale
            }
            if let blank = try number(values["blankAfter"], at: "display.blankAfter") {
                // Bounded, not just non-negative: the idle timer's deadline becomes nanoseconds
                // in a UInt64, and a day is already longer than any kiosk means by "idle".
                let limit = BoardConfiguration.Display.blankAfterRange
                guard limit.contains(blank) else {
                    throw error(
                        "display.blankAfter",
                        "found \(JSONValue.number(blank).described); expected seconds from "
                            + "\(Int(limit.lowerBound)) to \(Int(limit.upperBound)) (a day); 0 never blanks")
                }
                board.display.blankAfter = blank == 0 ? nil : blank
            }
            try idleDimming(values, into: &board.display)
        }
        if let input = object["input"] {
            let values = try self.object(input, at: "input")
            try rejectUnknownKeys(values, known: ["backend", "seat", "devices", "calibration", "cursor"], at: "input")
            if let backend = try string(values["backend"], at: "input.backend") {
                guard let value = BoardConfiguration.Input.Backend(rawValue: backend) else {
                    throw error(
                        "input.backend",
                        "found \"\(backend)\"; "
                            + "expected \"udev\" (devices found on the seat) or \"path\" (the devices listed)")
                }
                board.input.backend = value
            }
            if let seat = try string(values["seat"], at: "input.seat") { board.input.seat = seat }
            if let devices = values["devices"] {
                guard case .array(let items) = devices else {
                    throw error("input.devices", "found \(devices.described); expected an array of device paths")
                }
                board.input.devices = try items.enumerated().map { (index, item) throws(BoardFileError) in
                    guard case .string(let path) = item, isDevicePath(path) else {
                        throw error(
                            "input.devices[\(index)]",
                            "found \(item.described); expected a device path under "
                                + "/dev/ without \".\" or \"..\", such as \"/dev/input/event0\"")
                    }
                    return path
                }
            }
            if board.input.backend == .path, board.input.devices.isEmpty {
                throw error(
                    "input.devices",
                    "the path backend needs the event devices to open; list them, or use \"backend\": \"udev\"")
            }
            if let calibration = values["calibration"] {
                guard case .array(let items) = calibration, items.count == 6 else {
                    throw error(
                        "input.calibration",
                        "found \(calibration.described); "
                            + "expected 6 numbers [a, b, c, d, e, f] (libinput's calibration matrix)")
                }
                var numbers: [CGFloat] = []
                for (index, item) in items.enumerated() {
                    guard case .number(let value) = item else {
                        throw error("input.calibration[\(index)]", "found \(item.described); expected a number")
                    }
                    // libinput computes in Float: 1e39 is infinite there, and a touch through it
                    // lands at infinity or NaN. Real matrices stay near -1…2; this bound keeps
                    // every touch on or near the screen finite.
                    let limit = CalibrationMatrix.valueRange
                    guard limit.contains(value) else {
                        throw error(
                            "input.calibration[\(index)]",
                            "found \(item.described); expected a number from \(Int(limit.lowerBound)) to "
                                + "\(Int(limit.upperBound)) (the identity is [1, 0, 0, 0, 1, 0])")
                    }
                    numbers.append(value)
                }
                board.input.calibration = CalibrationMatrix(numbers)
            }
            if let cursor = values["cursor"] {
                guard case .bool(let value) = cursor else {
                    throw error("input.cursor", "found \(cursor.described); expected true or false")
                }
                board.input.cursor = value
            }
        }
        if let keymap = object["keymap"] {
            let values = try self.object(keymap, at: "keymap")
            try rejectUnknownKeys(values, known: ["layout", "variant", "options", "model"], at: "keymap")
            if let layout = try string(values["layout"], at: "keymap.layout") {
                guard !layout.isEmpty else {
                    throw error("keymap.layout", "is empty; expected an XKB layout such as \"us\" or \"de\"")
                }
                board.keymapLayout = layout
            }
            if let variant = try string(values["variant"], at: "keymap.variant") { board.keymapVariant = variant }
            if let options = try string(values["options"], at: "keymap.options") { board.keymapOptions = options }
            if let model = try string(values["model"], at: "keymap.model") { board.keymapModel = model }
        }
        if let focus = object["focus"] { board.focus = try self.focus(focus) }
        if let backlight = object["backlight"] { board.backlight = try self.backlight(backlight) }
        if let accessibility = object["accessibility"] {
            board.accessibility = try self.accessibility(accessibility, focus: board.focus)
        }
        if let directory = try string(object["settingsDirectory"], at: "settingsDirectory") {
            guard directory.hasPrefix("/"), !directory.split(separator: "/").contains(where: { $0 == ".." }) else {
                throw error(
                    "settingsDirectory",
                    "found \"\(directory)\"; expected an absolute path without \"..\", such as \"/var/lib/kiosk\"")
            }
            board.settingsDirectory = directory
        }
        if let keyboards = object["keyboards"] { board.keyboards = try self.keyboards(keyboards) }
        if let inspector = object["inspector"] { board.inspectorSocket = try self.inspector(inspector) }
        if let remote = object["remote"] { board.remote = try BoardConfiguration.Remote.read(remote, file: file) }
        return board
    }

    /// The inspector's socket: an absolute path without "..", short enough for a socket address.
    private func inspector(_ value: JSONValue) throws(BoardFileError) -> String {
        let values = try object(value, at: "inspector")
        try rejectUnknownKeys(values, known: ["socket"], at: "inspector")
        guard let socket = try string(values["socket"], at: "inspector.socket") else {
            throw error(
                "inspector.socket",
                "is missing; expected the socket's absolute path, such as \"/run/kiosk/inspect.sock\" "
                    + "(or leave \"inspector\" out: no inspector)")
        }
        guard socket.hasPrefix("/"), !socket.split(separator: "/").contains(where: { $0 == ".." }),
            socket.utf8.count < 108
        else {
            throw error(
                "inspector.socket",
                "found \"\(socket)\"; expected an absolute path without \"..\" shorter than 108 bytes, such as "
                    + "\"/run/kiosk/inspect.sock\"")
        }
        return socket
    }

    /// Language tags ("de-DE") or absolute layout file paths, none twice, at least one.
    private func keyboards(_ value: JSONValue) throws(BoardFileError) -> [String] {
        let expected = "expected an array of keyboard languages or layout files, such as [\"de-DE\", \"en-US\"]"
        guard case .array(let items) = value, !items.isEmpty else {
            throw error("keyboards", "found \(value.described); \(expected)")
        }
        var keyboards: [String] = []
        for (index, item) in items.enumerated() {
            let key = "keyboards[\(index)]"
            guard case .string(let entry) = item else { throw error(key, "found \(item.described); \(expected)") }
            let isTag =
                !entry.isEmpty && entry.count <= 35
                && entry.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
            let isPath = entry.hasPrefix("/") && !entry.split(separator: "/").contains { $0 == ".." }
            guard isTag || isPath else {
                throw error(
                    key,
                    "found \"\(entry)\"; expected a language tag such as \"de-DE\" or an absolute path to a layout file "
                        + "without \"..\"")
            }
            guard !keyboards.contains(entry) else {
                throw error(key, "\"\(entry)\" is listed twice; list each keyboard once")
            }
            keyboards.append(entry)
        }
        return keyboards
    }

    private func focus(_ value: JSONValue) throws(BoardFileError) -> BoardConfiguration.Focus {
        typealias Focus = BoardConfiguration.Focus
        var focus = Focus()
        let values = try object(value, at: "focus")
        try rejectUnknownKeys(values, known: ["keypad", "rotary", "switch"], at: "focus")
        if let keypad = values["keypad"] {
            let keys = try object(keypad, at: "focus.keypad")
            for name in keys.keys.sorted() {
                let key = "focus.keypad.\(name)"
                guard let code = UInt32(name), Focus.keyCodeRange.contains(code) else {
                    throw error(
                        key,
                        "\"\(name)\" is not a Linux key code; expected a number from 1 to 767 (KEY_* in "
                            + "linux/input-event-codes.h, as `evtest` shows), such as \"103\" for KEY_UP")
                }
                let action = try string(keys[name], at: key) ?? ""
                guard Focus.actions.contains(action) else {
                    throw error(
                        key,
                        "found \"\(action)\"; expected one of "
                            + Focus.actions.map { "\"\($0)\"" }.joined(separator: ", "))
                }
                focus.keypad[code] = action
            }
        }
        if let rotary = values["rotary"] {
            guard case .array(let names) = rotary else {
                throw error("focus.rotary", "found \(rotary.described); expected an array of input device names")
            }
            for (index, item) in names.enumerated() {
                guard case .string(let name) = item, !name.isEmpty else {
                    throw error(
                        "focus.rotary[\(index)]",
                        "found \(item.described); expected a device name as libinput reports it "
                            + "(`libinput list-devices`), such as \"Rotary Encoder\"")
                }
                focus.rotaryDevices.append(name)
            }
        }
        if let scan = values["switch"] {
            let settings = try object(scan, at: "focus.switch")
            try rejectUnknownKeys(settings, known: ["key", "interval"], at: "focus.switch")
            guard let code = try number(settings["key"], at: "focus.switch.key") else {
                throw error(
                    "focus.switch.key", "is missing; expected the switch's Linux key code, such as 57 (KEY_SPACE)")
            }
            guard let exact = UInt32(exactly: code), Focus.keyCodeRange.contains(exact) else {
                throw error(
                    "focus.switch.key",
                    "found \(JSONValue.number(code).described); expected a Linux key code from 1 to 767, "
                        + "such as 57 (KEY_SPACE)")
            }
            if focus.keypad[exact] != nil {
                throw error(
                    "focus.switch.key",
                    "key \(exact) is also in focus.keypad; give the switch a key of its own")
            }
            focus.switchKey = exact
            if let interval = try number(settings["interval"], at: "focus.switch.interval") {
                guard Focus.scanIntervalRange.contains(interval) else {
                    throw error(
                        "focus.switch.interval",
                        "found \(JSONValue.number(interval).described); expected seconds from 0.25 to 60 "
                            + "between scanning steps")
                }
                focus.scanInterval = interval
            }
        }
        return focus
    }

    /// `display.dimAfter` and `display.dimBrightness`, read as `blankAfter` is: bounded, and
    /// before blanking (a dim stage after the screen is off would never be seen).
    private func idleDimming(_ values: [String: JSONValue], into display: inout BoardConfiguration.Display)
        throws(BoardFileError)
    {
        if let dim = try number(values["dimAfter"], at: "display.dimAfter") {
            let limit = BoardConfiguration.Display.blankAfterRange
            guard limit.contains(dim) else {
                throw error(
                    "display.dimAfter",
                    "found \(JSONValue.number(dim).described); expected seconds from "
                        + "\(Int(limit.lowerBound)) to \(Int(limit.upperBound)) (a day); 0 never dims")
            }
            display.dimAfter = dim == 0 ? nil : dim
        }
        if let level = try number(values["dimBrightness"], at: "display.dimBrightness") {
            guard (0...1).contains(level) else {
                throw error(
                    "display.dimBrightness",
                    "found \(JSONValue.number(level).described); expected a brightness from 0 to 1 "
                        + "(as UIScreen.brightness; 0 is the backlight's minimum)")
            }
            display.dimBrightness = level
        }
        if let dim = display.dimAfter, let blank = display.blankAfter, dim >= blank {
            throw error(
                "display.dimAfter",
                "is \(plain(dim)) seconds, not before display.blankAfter "
                    + "(\(plain(blank))): the screen would be off before it dims; "
                    + "make dimAfter smaller, or leave it out")
        }
    }

    private func backlight(_ value: JSONValue) throws(BoardFileError) -> BoardConfiguration.Backlight {
        var backlight = BoardConfiguration.Backlight()
        let values = try object(value, at: "backlight")
        try rejectUnknownKeys(values, known: ["device", "minimum", "maximum", "curve"], at: "backlight")
        backlight.device = try autoOrString(values["device"], at: "backlight.device")
        if let device = backlight.device {
            // One name in /sys/class/backlight, never a way out of it.
            guard !device.contains("/"), device != ".", device != ".." else {
                throw error(
                    "backlight.device",
                    "found \"\(device)\"; expected a name in /sys/class/backlight (`ls /sys/class/backlight`), "
                        + "such as \"intel_backlight\", or \"auto\" for the first there")
            }
        }
        for (key, keyPath) in [("minimum", "backlight.minimum"), ("maximum", "backlight.maximum")] {
            guard let fraction = try number(values[key], at: keyPath) else { continue }
            // Above 0: brightness alone never turns the panel dark (blanking does, and says so).
            guard fraction > 0, fraction <= 1 else {
                throw error(
                    keyPath,
                    "found \(JSONValue.number(fraction).described); expected a fraction of the backlight's "
                        + "max_brightness above 0 and up to 1 (0 would leave the panel dark)")
            }
            if key == "minimum" { backlight.minimum = fraction } else { backlight.maximum = fraction }
        }
        guard backlight.minimum < backlight.maximum else {
            throw error(
                "backlight.minimum",
                "is \(plain(backlight.minimum)), not below backlight.maximum "
                    + "(\(plain(backlight.maximum))); the range brightness spans would be empty")
        }
        if let curve = try string(values["curve"], at: "backlight.curve") {
            guard let value = BacklightCurve(rawValue: curve) else {
                throw error(
                    "backlight.curve",
                    "found \"\(curve)\"; expected \"perceptual\" (equal steps look equal; CIE 1976 lightness) "
                        + "or \"linear\" (the backlight's units)")
            }
            backlight.curve = value
        }
        return backlight
    }

    /// A number as written in the file: "300", "0.5".
    private func plain(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? "\(Int(value))" : "\(value)"
    }

    private func accessibility(_ value: JSONValue, focus: BoardConfiguration.Focus) throws(BoardFileError)
        -> BoardConfiguration.Accessibility
    {
        typealias Accessibility = BoardConfiguration.Accessibility
        var accessibility = Accessibility()
        let values = try object(value, at: "accessibility")
        try rejectUnknownKeys(
            values, known: ["screenReader", "shortcut", "speakingRate", "volume"], at: "accessibility")
        if let reader = values["screenReader"] {
            guard case .bool(let on) = reader else {
                throw error("accessibility.screenReader", "found \(reader.described); expected true or false")
            }
            accessibility.screenReader = on
        }
        if let shortcut = values["shortcut"] {
            let expected =
                "expected Linux key codes held together: modifiers and one other key, "
                + "such as [29, 56, 31] for Ctrl-Alt-S"
            guard case .array(let keys) = shortcut, !keys.isEmpty, keys.count <= 5 else {
                throw error("accessibility.shortcut", "found \(shortcut.described); \(expected)")
            }
            for (index, key) in keys.enumerated() {
                guard case .number(let number) = key, let code = UInt32(exactly: number),
                    BoardConfiguration.Focus.keyCodeRange.contains(code)
                else {
                    throw error(
                        "accessibility.shortcut[\(index)]",
                        "found \(key.described); expected a Linux key code from 1 to \(BoardConfiguration.Focus.keyCodeRange.upperBound)"
                    )
                }
                accessibility.shortcut.append(code)
            }
            let others = accessibility.shortcut.filter { Accessibility.modifierKeyCodes[$0] == nil }
            guard others.count == 1, let key = others.first else {
                throw error(
                    "accessibility.shortcut",
                    "has \(others.count) keys that are not Ctrl, Shift, Alt or Meta; \(expected)")
            }
            if others.count == accessibility.shortcut.count, focus.keypad[key] != nil || focus.switchKey == key {
                throw error(
                    "accessibility.shortcut",
                    "is key \(key) alone, which focus already uses; hold a modifier with it or choose another key")
            }
        }
        for name in ["speakingRate", "volume"] {
            guard let number = try number(values[name], at: "accessibility.\(name)") else { continue }
            guard number.isFinite, (0...1).contains(number) else {
                throw error(
                    "accessibility.\(name)",
                    "found \(JSONValue.number(number).described); expected a number from 0 to 1")
            }
            if name == "volume" { accessibility.volume = number } else { accessibility.speakingRate = number }
        }
        return accessibility
    }

    /// Whether `path` names something under /dev/ and stays there: the app opens these read-write,
    /// so a board file must not be a way to reach other files (`/dev/input/../../etc/shadow`).
    private func isDevicePath(_ path: String) -> Bool {
        path.hasPrefix("/dev/") && !path.split(separator: "/").contains { $0 == "." || $0 == ".." }
    }

    private func error(_ key: String?, _ message: String) -> BoardFileError {
        BoardFileError(file: file, key: key, message: message)
    }

    private func object(_ value: JSONValue, at key: String?) throws(BoardFileError) -> [String: JSONValue] {
        guard case .object(let object) = value else {
            throw error(key, "found \(value.described); expected an object { ... }")
        }
        return object
    }

    private func rejectUnknownKeys(_ object: [String: JSONValue], known: [String], at key: String?)
        throws(BoardFileError)
    {
        for name in object.keys.sorted() where !known.contains(name) {
            let path = key.map { "\($0).\(name)" } ?? name
            throw error(
                path,
                "is not a board file key; the keys here are " + known.map { "\"\($0)\"" }.joined(separator: ", "))
        }
    }

    private func string(_ value: JSONValue?, at key: String) throws(BoardFileError) -> String? {
        guard let value else { return nil }
        guard case .string(let string) = value else { throw error(key, "found \(value.described); expected a string") }
        return string
    }

    private func number(_ value: JSONValue?, at key: String) throws(BoardFileError) -> Double? {
        guard let value else { return nil }
        guard case .number(let number) = value else { throw error(key, "found \(value.described); expected a number") }
        return number
    }

    /// A string, where "auto" (or leaving the key out) means "find one".
    private func autoOrString(_ value: JSONValue?, at key: String) throws(BoardFileError) -> String? {
        guard let string = try string(value, at: key), string != "auto" else { return nil }
        guard !string.isEmpty else { throw error(key, "is empty; expected a name, or \"auto\"") }
        return string
    }

    private func mode(_ value: JSONValue?, at key: String) throws(BoardFileError) -> BoardConfiguration.PixelSize? {
        guard let string = try string(value, at: key), string != "preferred" else { return nil }
        let parts = string.split(separator: "x")
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), width > 0, height > 0 else {
            throw error(key, "found \"\(string)\"; expected WIDTHxHEIGHT in pixels (\"1280x800\") or \"preferred\"")
        }
        return BoardConfiguration.PixelSize(width: width, height: height)
    }
}
