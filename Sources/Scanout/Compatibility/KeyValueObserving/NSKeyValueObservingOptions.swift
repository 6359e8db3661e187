import FoundationEssentials

/// What a key-value observation reports (`observe(_:options:changeHandler:)`).
public struct NSKeyValueObservingOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The change carries the new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// The change carries the old value.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// The handler is called once at once, when the observation starts.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// The handler is also called before each change is reported (`isPrior` true).
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The kind of change an observation reports. Scanout's observations report `.setting`: a value
/// replaced (to-many collections are observed as whole values).
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1
    case insertion = 2
    case removal = 3
    case replacement = 4
}

/// The keys of the change dictionary that string-based observers
/// (`observeValue(forKeyPath:of:change:context:)`) receive.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let kindKey = NSKeyValueChangeKey("kind")
    public static let newKey = NSKeyValueChangeKey("new")
    public static let oldKey = NSKeyValueChangeKey("old")
    public static let indexesKey = NSKeyValueChangeKey("indexes")
    public static let notificationIsPriorKey = NSKeyValueChangeKey("notificationIsPrior")
}

/// One change, as a block-based observation's handler receives it.
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    public let kind: Kind
    /// The value after the change; nil unless `.new` was asked for (and in a prior report).
    public let newValue: Value?
    /// The value before the change; nil unless `.old` was asked for (and in the initial report).
    public let oldValue: Value?
    /// The indexes changed in a to-many relationship; always nil in Scanout (see `kind`).
    public let indexes: IndexSet?
    /// True for the report made before the change (`.prior`).
    public let isPrior: Bool
}
