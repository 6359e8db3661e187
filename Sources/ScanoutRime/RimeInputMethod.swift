import CRimeLoader
import FoundationEssentials
import ScanoutCore

/// Pinyin input through librime: the engine behind the Chinese (Simplified) keyboard, composing
/// with Rime's `luna_pinyin_simp` schema.
///
/// Rime's dictionaries are compiled once, ahead of time: `Tools/deploy-rime.sh` (run by `make
/// build` and `make test`) runs `rime_deployer --build` into a data directory, and the engine only
/// reads it — it never runs Rime's maintenance or deployment, so a start never pays for compiling
/// a dictionary. The directory is `dataDirectory`, else `SCANOUT_RIME_DATA`, else a `rime` folder
/// beside the executable or up to three folders above it (`.build/rime` for a `swift build`), else
/// `/usr/share/scanout/rime`. Rime's shared data (the packaged dictionary) is read from
/// `SCANOUT_RIME_SHARED_DATA`, else `/usr/share/rime-data`.
///
/// librime is loaded (dlopen) and started the first time an engine is asked to compose, once per
/// process: a kiosk that never shows the Chinese keyboard pays nothing. When the library or the
/// deployed data is missing, the engine is unavailable: `summary` names what is missing, where it
/// looked and the fix (printed once), and the keyboard types Latin letters.
///
/// Each engine is one Rime session. librime's sessions are not safe to use from several threads,
/// so every call is made on the main actor. Learning is off in the deployed schema (no user
/// dictionary), so candidates come in the same order on every run and nothing is written at run time.
@MainActor
public final class RimeInputMethod: InputMethodEngine {
    /// The Rime schema composed with.
    public static let schema = "luna_pinyin_simp"
    /// Most candidates one composition offers (the candidate bar's length).
    public static let candidateLimit = 48

    private let requestedDataDirectory: String?
    private var session: RimeSessionId = 0
    private var startFailure: String?
    private var started: Swift.Bool = false

    /// An engine reading the deployed data in `dataDirectory` (nil: found as described above).
    /// Creating it does nothing yet: librime is loaded at the first composition.
    public init(dataDirectory: String? = nil) {
        requestedDataDirectory = dataDirectory
    }

    isolated deinit {
        if session != 0, let api = RimeRuntime.api { _ = api.pointee.destroy_session(session) }
    }

    public var isAvailable: Swift.Bool {
        startIfNeeded()
        return session != 0
    }

    public var summary: String {
        startIfNeeded()
        if let startFailure { return startFailure }
        return "Pinyin input: librime \(RimeRuntime.version), schema \(RimeInputMethod.schema), data "
            + (RimeRuntime.dataDirectory ?? "?")
    }

    public func process(_ key: InputMethodKey) -> InputMethodState {
        guard isAvailable, let api = RimeRuntime.api else { return InputMethodState() }
        let code: Int32
        switch key {
        case .backspace:
            code = 0xff08  // XK_BackSpace
        case .character(let character):
            guard let ascii = character.asciiValue, character.isLetter || character == "'" else { return state() }
            // Rime's key codes for printable ASCII are the characters; capitals compose as letters.
            code = Int32(ascii >= 65 && ascii <= 90 ? ascii + 32 : ascii)
        }
        _ = api.pointee.process_key(session, code, 0)
        return state()
    }

    public func selectCandidate(at index: Int) -> InputMethodState {
        guard isAvailable, let api = RimeRuntime.api else { return InputMethodState() }
        guard index >= 0, index < RimeInputMethod.candidateLimit, let input = api.pointee.get_input(session),
            input.pointee != 0
        else { return state() }
        _ = api.pointee.select_candidate(session, index)
        return state()
    }

    public func clearComposition() {
        guard session != 0, let api = RimeRuntime.api else { return }
        api.pointee.clear_composition(session)
        // Drop any commit left unread.
        var commit = RimeCommit()
        crime_init_commit(&commit)
        if api.pointee.get_commit(session, &commit) != 0 { _ = api.pointee.free_commit(&commit) }
    }

    // MARK: - Private

    /// Starts librime (once per process) and this engine's session (once), the first time asked.
    private func startIfNeeded() {
        guard !started else { return }
        started = true
        switch RimeRuntime.start(dataDirectory: requestedDataDirectory) {
        case .failure(let message):
            startFailure = message
            RimeRuntime.reportOnce(message)
        case .success(let api):
            let id = api.pointee.create_session()
            guard id != 0 else {
                startFailure =
                    "Pinyin input: librime could not open a session. The Chinese keyboard types Latin letters."
                RimeRuntime.reportOnce(startFailure!)
                return
            }
            guard api.pointee.select_schema(id, RimeInputMethod.schema) != 0 else {
                _ = api.pointee.destroy_session(id)
                startFailure =
                    "Pinyin input: the deployed Rime data in \(RimeRuntime.dataDirectory ?? "?") has no schema "
                    + "\(RimeInputMethod.schema). Run Tools/deploy-rime.sh (make rime-data) again. "
                    + "The Chinese keyboard types Latin letters."
                RimeRuntime.reportOnce(startFailure!)
                return
            }
            api.pointee.set_option(id, "ascii_mode", 0)
            session = id
        }
    }

    /// The session's commit (read once), composition, raw input and first candidates.
    private func state() -> InputMethodState {
        guard let api = RimeRuntime.api, session != 0 else { return InputMethodState() }
        var result = InputMethodState()
        var commit = RimeCommit()
        crime_init_commit(&commit)
        if api.pointee.get_commit(session, &commit) != 0 {
            if let text = commit.text { result.committed = String(cString: text) }
            _ = api.pointee.free_commit(&commit)
        }
        if let input = api.pointee.get_input(session) { result.rawInput = String(cString: input) }
        guard !result.rawInput.isEmpty else { return result }
        var context = RimeContext()
        crime_init_context(&context)
        if api.pointee.get_context(session, &context) != 0 {
            if let preedit = context.composition.preedit { result.composition = String(cString: preedit) }
            _ = api.pointee.free_context(&context)
        }
        var iterator = RimeCandidateListIterator()
        if api.pointee.candidate_list_begin(session, &iterator) != 0 {
            while result.candidates.count < RimeInputMethod.candidateLimit,
                api.pointee.candidate_list_next(&iterator) != 0
            {
                if let text = iterator.candidate.text { result.candidates.append(String(cString: text)) }
            }
            api.pointee.candidate_list_end(&iterator)
        }
        if result.composition.isEmpty { result.composition = result.rawInput }
        return result
    }
}
