/// A recording that cannot be read or written: the file, the line (nil for the file as a whole),
/// what is wrong and what to do about it.
///
///     visit.jsonl line 7: "x" is not a finite number (it is the string "NaN"). Coordinates are
///     numbers of points: fix the line or delete it, or record again.
public struct InputRecordingError: Error, Equatable, CustomStringConvertible {
    public let file: String
    /// The line (1 for the header), or nil when the file as a whole is wrong.
    public let line: Int?
    public let reason: String
    public let fix: String

    public init(file: String, line: Int?, reason: String, fix: String) {
        self.file = file
        self.line = line
        self.reason = reason
        self.fix = fix
    }

    public var description: String {
        "\(file)\(line.map { " line \($0)" } ?? ""): \(reason). \(fix.prefix(1).uppercased() + fix.dropFirst())."
    }
}
