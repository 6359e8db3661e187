import FoundationEssentials

/// One request to the inspector socket (docs/INSPECTOR.md): a command and what it needs. Sent as
/// one line, either a JSON object (`{"version":1,"command":"tap","label":"Check in"}`, for
/// scripts and for labels a line of text cannot hold) or plain text (`tap Check in`, for a person
/// with `socat`), and answered by one `InspectorReply`.
public struct InspectorRequest: Codable, Equatable, Sendable {
    /// The commands this version of the protocol knows.
    public enum Command: String, Codable, CaseIterable, Sendable {
        /// The protocol version and the app's process id.
        case hello
        /// The windows and their views.
        case tree
        /// The screen as a PNG image.
        case screenshot
        /// A finger's tap at the centre of the element named by `label`.
        case tap
        /// `text` typed as a hardware keyboard types it.
        case type
        /// The key named by `key` pressed and released.
        case press
        /// The recent lines of the event trace.
        case trace
        /// Recording the input to `path` (docs/RECORDINGS.md), or stopping when `path` is nil.
        case record
    }

    /// The protocol version the client speaks (nil: the current one).
    public var version: Int?
    public var command: Command
    /// `tap`: the element's accessibility label, identifier or button title.
    public var label: String?
    /// `tap`: which of several elements that match `label`, 1 being the frontmost (nil: the
    /// label must match exactly one).
    public var index: Int?
    /// `type`: the text.
    public var text: String?
    /// `press`: the key's name (`return`, `tab`, `escape`, `up`, `a`, …: `InspectorKeyName`).
    public var key: String?
    /// `record`: where to record to; nil stops the recording.
    public var path: String?

    public init(
        _ command: Command, label: String? = nil, index: Int? = nil, text: String? = nil, key: String? = nil,
        path: String? = nil
    ) {
        version = InspectorProtocol.version
        self.command = command
        self.label = label
        self.index = index
        self.text = text
        self.key = key
        self.path = path
    }

    /// The request in `line` (without its newline): JSON when it starts with `{`, else the
    /// text form, `COMMAND [ARGUMENT]` — the argument is the rest of the line, as it is, so a
    /// label may hold spaces: `tap Check in`, `type Ada Lovelace`, `press return`,
    /// `record start /tmp/visit.jsonl`, `record stop`.
    public static func parse(_ line: String) throws(InspectorRequestError) -> InspectorRequest {
        let trimmed = line.hasSuffix("\r") ? String(line.dropLast()) : line
        if trimmed.first == "{" { return try parseJSON(trimmed) }
        return try parseText(trimmed)
    }

    /// The request as the line a client sends (JSON, with its newline).
    public func encodedLine() -> [UInt8] {
        // Every field is a string or an integer: encoding cannot fail.
        let data = (try? InspectorProtocol.encoder.encode(self)) ?? Data("{}".utf8)
        return Array(data) + [0x0A]
    }

    // MARK: - Private

    private static func parseJSON(_ line: String) throws(InspectorRequestError) -> InspectorRequest {
        let request: InspectorRequest
        do {
            request = try InspectorProtocol.decoder.decode(InspectorRequest.self, from: Data(line.utf8))
        } catch DecodingError.dataCorrupted(let context) where context.codingPath.last?.stringValue == "command" {
            throw .unknownCommand(Self.commandName(in: line) ?? "?")
        } catch {
            throw .malformedJSON(Self.summary(of: error))
        }
        if let version = request.version, version != InspectorProtocol.version {
            throw .unsupportedVersion(version)
        }
        try request.validate()
        return request
    }

    private static func parseText(_ line: String) throws(InspectorRequestError) -> InspectorRequest {
        let word = line.prefix { $0 != " " }
        let rest = line.dropFirst(word.count).drop { $0 == " " }
        let argument = rest.isEmpty ? nil : String(rest)
        guard !word.isEmpty else { throw .empty }
        guard let command = Command(rawValue: String(word)) else { throw .unknownCommand(String(word)) }
        var request = InspectorRequest(command)
        switch command {
        case .tap: request.label = argument
        case .type: request.text = argument
        case .press: request.key = argument
        case .record:
            switch argument.map({ ($0.prefix { $0 != " " }, $0.drop { $0 != " " }.dropFirst()) }) {
            case let (verb, path)? where verb == "start" && !path.isEmpty: request.path = String(path)
            case let (verb, path)? where verb == "stop" && path.isEmpty: request.path = nil
            default: throw .badArgument(command, "expected \"record start PATH\" or \"record stop\"")
            }
        case .hello, .tree, .screenshot, .trace:
            guard argument == nil else { throw .badArgument(command, "\(command.rawValue) takes no argument") }
        }
        try request.validate()
        return request
    }

    /// Every command has what it needs.
    private func validate() throws(InspectorRequestError) {
        switch command {
        case .tap:
            guard let label, !label.isEmpty else {
                throw .badArgument(command, "needs a label: \"tap LABEL\" or {\"command\":\"tap\",\"label\":\"…\"}")
            }
            if let index, index < 1 { throw .badArgument(command, "index \(index): the frontmost match is 1") }
        case .type:
            guard let text, !text.isEmpty else { throw .badArgument(command, "needs the text to type") }
        case .press:
            guard let key, !key.isEmpty else { throw .badArgument(command, "needs a key name, such as return") }
        case .hello, .tree, .screenshot, .trace, .record:
            break
        }
    }

    private static func commandName(in line: String) -> String? {
        guard let object = try? JSONDecoder().decode([String: LooseValue].self, from: Data(line.utf8)),
            case .string(let name)? = object["command"]
        else { return nil }
        return name
    }

    /// A decoding error's gist, without Swift's type names.
    private static func summary(of error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): "no \"\(key.stringValue)\" key"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "\"\(context.codingPath.map(\.stringValue).joined(separator: "."))\" has the wrong type"
        default: "not a JSON object"
        }
    }
}

/// Any JSON value, for reading the command's name out of a request that failed to decode.
private enum LooseValue: Decodable {
    case string(String)
    case other

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        self = (try? container.decode(String.self)).map(LooseValue.string) ?? .other
    }
}

/// A request the inspector cannot carry out as sent: what is wrong and how to send it.
public enum InspectorRequestError: Error, Equatable, CustomStringConvertible {
    case empty
    case unknownCommand(String)
    case malformedJSON(String)
    case unsupportedVersion(Int)
    case badArgument(InspectorRequest.Command, String)
    /// More than `InspectorProtocol.maximumRequestBytes` before the newline.
    case tooLarge

    public var description: String {
        switch self {
        case .empty: "empty request. Send a command: \(InspectorProtocol.commandList)."
        case .unknownCommand(let name):
            "unknown command \"\(name.prefix(40))\". Commands: \(InspectorProtocol.commandList)."
        case .malformedJSON(let reason): "malformed JSON request (\(reason)). See docs/INSPECTOR.md."
        case .unsupportedVersion(let version):
            "protocol version \(version) is not spoken here; this app speaks version \(InspectorProtocol.version)."
        case .badArgument(let command, let reason): "\(command.rawValue): \(reason)."
        case .tooLarge:
            "request longer than \(InspectorProtocol.maximumRequestBytes) bytes before its newline; "
                + "it was not read further."
        }
    }
}
