import FoundationEssentials

// Writing a recording's lines (docs/RECORDINGS.md): the header, then one line per event. Keys are
// written in a fixed order, time and type first, so a recording reads well and diffs cleanly.

extension InputRecording {
    /// The header line, line break included.
    public static func headerLine(screenSize: CGSize, screenScale: CGFloat) -> String {
        "{\"format\":\"\(formatName)\",\"version\":\(version),\"width\":\(number(screenSize.width)),"
            + "\"height\":\(number(screenSize.height)),\"scale\":\(number(screenScale))}\n"
    }

    /// The line for `event` at `time` seconds since the recording began, line break included; nil
    /// when a value could not be read back (NaN, infinite or out of range), so a file never holds
    /// a line its reader refuses.
    public static func line(for event: InputEvent, at time: TimeInterval) -> String? {
        guard time.isFinite, (0...maximumTime).contains(time) else { return nil }
        let fields: String
        switch event {
        case .touches(let frame):
            guard frame.contacts.count <= maximumContacts else { return nil }
            var contacts: [String] = []
            for contact in frame.contacts {
                guard isCoordinate(contact.location.x), isCoordinate(contact.location.y),
                    contact.majorRadius.isFinite, (0...maximumCoordinate).contains(contact.majorRadius),
                    Int64(contact.id).magnitude <= Int32.max.magnitude
                else { return nil }
                contacts.append(
                    "{\"id\":\(contact.id),\"change\":\"\(name(of: contact.change, in: touchChangeNames))\","
                        + "\"x\":\(number(contact.location.x)),\"y\":\(number(contact.location.y)),"
                        + "\"radius\":\(number(contact.majorRadius)),\"kind\":\"\(name(of: contact.type, in: touchKindNames))\"}"
                )
            }
            fields = "\"type\":\"touches\",\"contacts\":[\(contacts.joined(separator: ","))]"
        case .key(let report):
            guard (0...Int(UInt32.max)).contains(report.keyCode.rawValue),
                (0...Int(UInt32.max)).contains(report.modifierFlags.rawValue),
                report.characters.count <= maximumKeyCharacters,
                report.charactersIgnoringModifiers.count <= maximumKeyCharacters
            else { return nil }
            fields =
                "\"type\":\"key\",\"usage\":\(report.keyCode.rawValue),\"change\":\"\(name(of: report.change, in: keyChangeNames))\","
                + "\"characters\":\(JSONValue.quoted(report.characters)),"
                + "\"charactersIgnoringModifiers\":\(JSONValue.quoted(report.charactersIgnoringModifiers)),"
                + "\"modifiers\":\(report.modifierFlags.rawValue),\"press\":\"\(name(of: report.pressType, in: pressTypeNames))\""
        case .motion(let subtype):
            fields = "\"type\":\"motion\",\"subtype\":\"\(name(of: subtype, in: subtypeNames))\""
        case .remoteControl(let subtype):
            fields = "\"type\":\"remoteControl\",\"subtype\":\"\(name(of: subtype, in: subtypeNames))\""
        case .pointerMoved(let location):
            guard isCoordinate(location.x), isCoordinate(location.y) else { return nil }
            fields = "\"type\":\"pointerMoved\",\"x\":\(number(location.x)),\"y\":\(number(location.y))"
        case .pointerCursorHidden:
            fields = "\"type\":\"pointerCursorHidden\""
        case .hardwareKeyboardRemoved:
            fields = "\"type\":\"hardwareKeyboardRemoved\""
        case .inputCancelled:
            fields = "\"type\":\"inputCancelled\""
        }
        return "{\"t\":\(number(time)),\(fields)}\n"
    }

    // MARK: - Private

    private static func number(_ value: Double) -> String { JSONValue.format(value) }

    private static func isCoordinate(_ value: CGFloat) -> Bool {
        value.isFinite && value.magnitude <= maximumCoordinate
    }
}
