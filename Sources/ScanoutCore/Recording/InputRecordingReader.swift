import FoundationEssentials

/// Reads a recording line by line (docs/RECORDINGS.md), checking every key and value, and says
/// exactly what is wrong with the first line it cannot take.
struct InputRecordingReader {
    let file: String
    var recording = InputRecording(screenSize: .zero, screenScale: 1)
    private(set) var hasHeader = false

    init(file: String) {
        self.file = file
    }

    /// Takes line `number` (without its line break): the header first, then events. Blank lines
    /// are skipped.
    mutating func take(_ bytes: ArraySlice<UInt8>, number: Int) throws(InputRecordingError) {
        guard bytes.count <= InputRecording.maximumLineBytes else {
            throw error(
                number,
                "the line is \(bytes.count) bytes long, more than the \(InputRecording.maximumLineBytes) a line may be",
                fix: "delete the line, or record again")
        }
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { return }
        let object: [String: JSONValue]
        switch JSONValue.parse(bytes) {
        case .success(.object(let fields)):
            object = fields
        case .success(let other):
            throw error(number, "the line is \(other.kindDescription), not a JSON object", fix: fixLine)
        case .failure(.unrepresentableNumber):
            throw error(number, "a number is too large to be held", fix: fixLine)
        case .failure(.notJSON):
            throw error(
                number,
                "the line is not valid JSON (cut short, mistyped, or holding NaN or Infinity, which JSON "
                    + "has no words for)", fix: fixLine)
        }
        var line = Line(fields: object, number: number, reader: self)
        if hasHeader {
            try takeEvent(&line)
        } else {
            try takeHeader(&line)
        }
    }

    // MARK: - Private

    private var fixLine: String { "fix the line or delete it, or record again" }

    private func error(_ line: Int?, _ reason: String, fix: String) -> InputRecordingError {
        InputRecordingError(file: file, line: line, reason: reason, fix: fix)
    }

    private mutating func takeHeader(_ line: inout Line) throws(InputRecordingError) {
        guard case .string(let format)? = line.optionalValue("format"), format == InputRecording.formatName else {
            throw error(
                line.number,
                "the file does not start with a recording's header (a first line with \"format\": "
                    + "\"\(InputRecording.formatName)\")",
                fix: "check that this is a file SCANOUT_RECORD wrote")
        }
        let version = try line.integer("version", in: 1...Int(Int32.max))
        guard version == InputRecording.version else {
            throw error(
                line.number,
                "the recording's format is version \(version); this Scanout reads version \(InputRecording.version)",
                fix: version > InputRecording.version
                    ? "replay it with the Scanout that recorded it (or a newer one)" : "record it again")
        }
        let width = try line.number("width", in: InputRecording.screenSideRange)
        let height = try line.number("height", in: InputRecording.screenSideRange)
        let scale = try line.number("scale", in: InputRecording.screenScaleRange)
        try line.refuseOtherKeys(kind: "the header")
        recording.screenSize = CGSize(width: width, height: height)
        recording.screenScale = scale
        hasHeader = true
    }

    private mutating func takeEvent(_ line: inout Line) throws(InputRecordingError) {
        let time = try line.number("t", in: 0...InputRecording.maximumTime)
        if let previous = recording.events.last?.time, time < previous {
            throw error(
                line.number,
                "the time \(JSONValue.format(time)) is before the line above's "
                    + "(\(JSONValue.format(previous))): times never go backwards in a recording",
                fix: "put the lines in time order, or record again")
        }
        let type = try line.string("type")
        let event: InputEvent
        switch type {
        case "touches":
            event = .touches(TouchFrame(try line.contacts()))
        case "key":
            event = .key(try line.keyReport())
        case "motion":
            event = .motion(try line.named("subtype", in: InputRecording.subtypeNames))
        case "remoteControl":
            event = .remoteControl(try line.named("subtype", in: InputRecording.subtypeNames))
        case "pointerMoved":
            event = .pointerMoved(CGPoint(x: try line.coordinate("x"), y: try line.coordinate("y")))
        case "pointerCursorHidden": event = .pointerCursorHidden
        case "hardwareKeyboardRemoved": event = .hardwareKeyboardRemoved
        case "inputCancelled": event = .inputCancelled
        default:
            throw error(
                line.number,
                "\"type\" is \"\(type.prefix(40))\", which is not an event of a version "
                    + "\(InputRecording.version) recording (touches, key, motion, remoteControl, pointerMoved, "
                    + "pointerCursorHidden, hardwareKeyboardRemoved, inputCancelled)", fix: fixLine)
        }
        try line.refuseOtherKeys(kind: "a \(type) event")
        recording.events.append(RecordedInput(time: time, event: event))
    }
}

/// One line's fields as they are taken: each read marks its key as known, and what is left at the
/// end is refused.
private struct Line {
    let fields: [String: JSONValue]
    let number: Int
    let file: String
    private var taken: Set<String> = []
    /// Where in the line a nested object is ("contact 2 of the frame: "), for messages.
    private var place = ""

    init(fields: [String: JSONValue], number: Int, reader: InputRecordingReader) {
        self.fields = fields
        self.number = number
        file = reader.file
    }

    private var fix: String { "fix the line or delete it, or record again" }

    private func error(_ reason: String) -> InputRecordingError {
        InputRecordingError(file: file, line: number, reason: place + reason, fix: fix)
    }

    private mutating func value(_ key: String) throws(InputRecordingError) -> JSONValue {
        taken.insert(key)
        guard let value = fields[key] else { throw error("\"\(key)\" is missing") }
        return value
    }

    /// The value of `key`, if the line has it; the key is known either way.
    mutating func optionalValue(_ key: String) -> JSONValue? {
        taken.insert(key)
        return fields[key]
    }

    mutating func number(_ key: String, in range: ClosedRange<Double>) throws(InputRecordingError) -> Double {
        try checkedNumber(key, try value(key), in: range)
    }

    private func checkedNumber(_ key: String, _ json: JSONValue, in range: ClosedRange<Double>)
        throws(InputRecordingError) -> Double
    {
        guard case .number(let number) = json, number.isFinite else {
            throw error("\"\(key)\" is \(json.kindDescription), not a finite number")
        }
        guard range.contains(number) else {
            throw error(
                "\"\(key)\" is \(JSONValue.format(number)), outside \(JSONValue.format(range.lowerBound))"
                    + "...\(JSONValue.format(range.upperBound))")
        }
        return number
    }

    mutating func integer(_ key: String, in range: ClosedRange<Int>) throws(InputRecordingError) -> Int {
        let number = try number(key, in: Double(range.lowerBound)...Double(range.upperBound))
        guard number == number.rounded() else {
            throw error("\"\(key)\" is \(JSONValue.format(number)), not a whole number")
        }
        return Int(number)
    }

    mutating func coordinate(_ key: String) throws(InputRecordingError) -> CGFloat {
        try number(key, in: -InputRecording.maximumCoordinate...InputRecording.maximumCoordinate)
    }

    mutating func string(_ key: String, default defaultValue: String? = nil) throws(InputRecordingError) -> String {
        let json: JSONValue
        if let defaultValue {
            guard let present = optionalValue(key) else { return defaultValue }
            json = present
        } else {
            json = try value(key)
        }
        guard case .string(let text) = json else { throw error("\"\(key)\" is \(json.kindDescription), not a string") }
        return text
    }

    mutating func named<Value>(_ key: String, in table: [(Value, String)], default defaultValue: Value? = nil)
        throws(InputRecordingError) -> Value
    {
        if let defaultValue, optionalValue(key) == nil { return defaultValue }
        let name = try string(key)
        guard let value = InputRecording.value(named: name, in: table) else {
            throw error(
                "\"\(key)\" is \"\(name.prefix(40))\"; it takes \(table.map { $0.1 }.joined(separator: ", "))")
        }
        return value
    }

    mutating func keyReport() throws(InputRecordingError) -> KeyReport {
        let usage = try integer("usage", in: 0...Int(UInt32.max))
        let change = try named("change", in: InputRecording.keyChangeNames)
        let characters = try string("characters", default: "")
        let ignoringModifiers = try string("charactersIgnoringModifiers", default: "")
        for (key, text) in [("characters", characters), ("charactersIgnoringModifiers", ignoringModifiers)]
        where text.count > InputRecording.maximumKeyCharacters {
            throw error(
                "\"\(key)\" has \(text.count) characters; a key carries at most \(InputRecording.maximumKeyCharacters)")
        }
        var modifiers = 0
        if optionalValue("modifiers") != nil { modifiers = try integer("modifiers", in: 0...Int(UInt32.max)) }
        let pressType = try named("press", in: InputRecording.pressTypeNames, default: .keyboardKey)
        return KeyReport(
            keyCode: UIKeyboardHIDUsage(rawValue: usage), change: change, characters: characters,
            charactersIgnoringModifiers: ignoringModifiers, modifierFlags: UIKeyModifierFlags(rawValue: modifiers),
            pressType: pressType)
    }

    mutating func contacts() throws(InputRecordingError) -> [TouchContact] {
        let json = try value("contacts")
        guard case .array(let list) = json else {
            throw error("\"contacts\" is \(json.kindDescription), not a list of contacts")
        }
        guard list.count <= InputRecording.maximumContacts else {
            throw error("the frame has \(list.count) contacts; a frame has at most \(InputRecording.maximumContacts)")
        }
        var contacts: [TouchContact] = []
        for (index, item) in list.enumerated() {
            guard case .object(let fields) = item else {
                throw error("contact \(index + 1) of \"contacts\" is \(item.kindDescription), not an object")
            }
            var contact = Line(fields: fields, number: number, file: file)
            contact.place = "contact \(index + 1) of \"contacts\": "
            let id = try contact.integer("id", in: Int(Int32.min)...Int(Int32.max))
            let change = try contact.named("change", in: InputRecording.touchChangeNames)
            let x = try contact.coordinate("x")
            let y = try contact.coordinate("y")
            var radius: CGFloat = 0
            if contact.optionalValue("radius") != nil {
                radius = try contact.number("radius", in: 0...InputRecording.maximumCoordinate)
            }
            let kind = try contact.named("kind", in: InputRecording.touchKindNames, default: .direct)
            try contact.refuseOtherKeys(kind: "a contact")
            contacts.append(
                TouchContact(id: id, change: change, location: CGPoint(x: x, y: y), majorRadius: radius, type: kind))
        }
        return contacts
    }

    func refuseOtherKeys(kind: String) throws(InputRecordingError) {
        let unknown = fields.keys.filter { !taken.contains($0) }.sorted()
        guard let first = unknown.first else { return }
        throw InputRecordingError(
            file: file, line: number,
            reason: place + "\"\(first.prefix(40))\" is not a key of \(kind) in a version \(InputRecording.version) "
                + "recording (it has \(taken.sorted().joined(separator: ", ")))",
            fix: "delete the key, or replay the file with the Scanout that recorded it")
    }

    private init(fields: [String: JSONValue], number: Int, file: String) {
        self.fields = fields
        self.number = number
        self.file = file
    }
}
