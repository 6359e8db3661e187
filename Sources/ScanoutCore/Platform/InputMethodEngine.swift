/// The seam between the on-screen keyboard and an input method: an engine that turns typed
/// letters into text of a script the keyboard has no keys for (pinyin into Hanzi).
///
/// The keyboard decides *which* keys go to the engine and shows what it answers — the
/// composition as the field's marked text, the candidates in a bar above the keys; the engine
/// only composes. A device and the test host use librime (`ScanoutRime`); nothing else in the
/// framework knows which engine it is.
///
/// One engine holds one composition. Calls come from the main thread and return at once; an
/// engine that cannot compose (its data is missing) says so in `summary`, answers
/// `isAvailable == false`, and the keyboard types plain Latin letters instead.
@MainActor
public protocol InputMethodEngine: AnyObject {
    /// Whether the engine can compose. False when its library or data is missing; `summary`
    /// says which and how to fix it.
    var isAvailable: Bool { get }
    /// One line saying what the engine is, or why it cannot compose.
    var summary: String { get }
    /// Feeds one key to the composition and returns what it has become. Keys the engine does
    /// not take (anything but ASCII letters and the apostrophe) change nothing.
    func process(_ key: InputMethodKey) -> InputMethodState
    /// Chooses the candidate at `index` (0 is the first of `InputMethodState.candidates`); its
    /// text comes back in `committed`. An index out of range changes nothing.
    func selectCandidate(at index: Int) -> InputMethodState
    /// Drops the composition without committing anything.
    func clearComposition()
}

/// A key the keyboard hands to an input method.
public enum InputMethodKey: Equatable, Sendable {
    /// A typed character: a–z, or the apostrophe that separates syllables ("xi'an").
    case character(Character)
    /// Backspace: removes the last typed letter of the composition.
    case backspace
}

/// What a composition is after a key or a choice.
public struct InputMethodState: Equatable, Sendable {
    /// Text the engine finished (a chosen candidate), for the field; empty when none.
    public var committed: String
    /// The composition as the engine shows it ("ni hao"): the field's marked text; empty when
    /// nothing is being composed.
    public var composition: String
    /// The letters typed so far ("nihao"): what Return commits, as on iOS's pinyin keyboard.
    public var rawInput: String
    /// The candidates for the composition, best first (at most the engine's limit).
    public var candidates: [String]

    public init(committed: String = "", composition: String = "", rawInput: String = "", candidates: [String] = []) {
        self.committed = committed
        self.composition = composition
        self.rawInput = rawInput
        self.candidates = candidates
    }

    /// Whether letters are being composed.
    public var isComposing: Bool { !rawInput.isEmpty }
}
