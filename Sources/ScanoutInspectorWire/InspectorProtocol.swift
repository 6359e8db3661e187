import FoundationEssentials

/// The inspector's wire protocol (docs/INSPECTOR.md): one connection per request, one line of
/// request in, one line of JSON reply out, then the server closes. Shared by the app's server and
/// the `scanout-inspect` client, so both read and write the same shapes.
public enum InspectorProtocol {
    /// The version this build speaks. A request naming another is refused, saying which.
    public static let version = 1
    /// The longest request line the server reads; a longer one is refused unread.
    public static let maximumRequestBytes = 64 * 1024
    /// The longest reply the client reads: a 4K screen's PNG, with room to spare.
    public static let maximumReplyBytes = 256 * 1024 * 1024
    /// The socket's name inside a directory given instead of a path.
    public static let socketName = "scanout.sock"

    /// "hello, tree, …", for messages.
    static let commandList = InspectorRequest.Command.allCases.map(\.rawValue).joined(separator: ", ")

    /// Frames of views with NaN or infinite sizes (an app's bug, shown as it is) still encode.
    public static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return encoder
    }

    public static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return decoder
    }
}
