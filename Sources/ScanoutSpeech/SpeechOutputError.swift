/// Why speech output cannot make or write sound; each description names the thing, the reason and
/// the fix.
public enum SpeechOutputError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The espeak-ng library did not load (it is not installed, or not under that name).
    case libraryNotFound(library: String, reason: String)
    /// espeak-ng loaded but could not read its voices (`espeak-ng-data` is missing).
    case dataNotFound
    /// espeak-ng refused the text (its `espeak_ERROR` code).
    case synthesisFailed(code: Int)
    /// A rendered WAV file could not be written.
    case cannotWrite(path: String, reason: String)

    public var description: String {
        switch self {
        case .libraryNotFound(let library, let reason):
            "espeak-ng not found (\(library)): install espeak-ng (Debian: apt-get install libespeak-ng1 "
                + "espeak-ng-data) to hear speech" + (reason.isEmpty ? "" : " [\(reason)]")
        case .dataNotFound:
            "espeak-ng cannot read its voices (espeak-ng-data): install espeak-ng-data "
                + "(Debian: apt-get install espeak-ng-data)"
        case .synthesisFailed(let code):
            "espeak-ng could not synthesize the text (espeak_ERROR \(code))"
        case .cannotWrite(let path, let reason):
            "Cannot write \(path): \(reason). Choose a folder that exists and is writable."
        }
    }
}
