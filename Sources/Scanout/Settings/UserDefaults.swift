import Dispatch
import FoundationEssentials
import Synchronization

/// The app's settings, as UIKit code keeps them — and kept so that a kiosk that loses power at any
/// moment comes back with the settings it had before the last change or after it, never with a
/// torn file.
///
/// ```swift
/// UserDefaults.standard.register(defaults: ["volume": 0.8])
/// UserDefaults.standard.set(true, forKey: "hasSeenWelcome")
/// let volume = UserDefaults.standard.double(forKey: "volume")
/// ```
///
/// The API is Foundation's. What Scanout adds is where and how it is written:
/// - **Where.** `UserDefaults.plist` in the app's data directory (`AppDataDirectory`): the board
///   file's `"settingsDirectory"`, else `$XDG_CONFIG_HOME/<app>`, else `~/.config/<app>`. A suite
///   (`UserDefaults(suiteName:)`) is `<suite>.plist` beside it.
/// - **How.** A binary property list, replaced whole (`AtomicFile`: temporary file, `fsync`,
///   `rename`, `fsync` of the directory). Writes run on a background queue soon after a change,
///   several changes in a row becoming one write, so the main thread never waits for the disk
///   (an SD card's `fsync` can take tens of milliseconds); `synchronize()` waits for the write.
/// - **A file that cannot be read** as a property list is moved aside
///   (`UserDefaults.plist.unreadable-<time>`) with one line on standard error naming both files,
///   and the app starts from its registered defaults.
/// - **A value that is not a property list** (a view, a custom struct) is not stored: one line on
///   standard error names the key and type (Foundation raises an exception there).
///
/// Safe to use from any thread. `didChangeNotification` is posted on the main actor, after the
/// change. In a file that imports `UIKit`, this `UserDefaults` is the one meant, whether or not the
/// file imports Foundation too; a file that imports only Foundation gets Foundation's, which keeps
/// its own file: import UIKit (or Scanout) where settings are read or written.
open class UserDefaults: NSObject, @unchecked Sendable {
    // Safety: all mutable state is in `state`, behind its lock; `file` and `suiteName` are
    // immutable.

    /// Posted on the main actor after a value changes; `object` is the `UserDefaults`.
    public static let didChangeNotification = Notification.Name("NSUserDefaultsDidChangeNotification")

    /// The name of the domain `register(defaults:)` fills.
    public static let registrationDomain = "NSRegistrationDomain"
    /// The name of the domain of values given on the command line (not read by Scanout).
    public static let argumentDomain = "NSArgumentDomain"
    /// The name of the domain every app shares (not kept by Scanout).
    public static let globalDomain = "NSGlobalDomain"

    private struct State {
        var values: [String: PropertyListValue] = [:]
        var registered: [String: PropertyListValue] = [:]
        /// Changes not yet on the disk, and whether a write is already queued for them.
        var changesSinceWrite = 0
        var writeQueued = false
        /// The last write failure, reported once until a write succeeds.
        var reportedFailure: String?
    }

    private let state = Mutex(State())
    /// The file the values live in; nil for defaults kept in memory only.
    private let file: String?
    /// The suite's name; nil for the app's own settings.
    private let suiteName: String?

    private static let standardDefaults = Mutex<UserDefaults?>(nil)

    /// The app's settings, in `UserDefaults.plist` in its data directory.
    open class var standard: UserDefaults {
        standardDefaults.withLock { standard in
            if let standard { return standard }
            let made = UserDefaults(file: AppDataDirectory.path() + "/UserDefaults.plist")
            standard = made
            return made
        }
    }

    /// Writes what `standard` holds and lets it go: the next use reads the file again.
    open class func resetStandardUserDefaults() {
        let old = standardDefaults.withLock { standard in
            defer { standard = nil }
            return standard
        }
        _ = old?.synchronize()
    }

    /// The app's settings: the same file as `standard`.
    public override convenience init() {
        self.init(file: AppDataDirectory.path() + "/UserDefaults.plist")
    }

    /// Settings of their own, in `<suiteName>.plist` in the app's data directory; the app's own
    /// (as `init()`) for nil. Nil for the names Foundation refuses: the global domain's, and one
    /// that could leave the directory.
    public convenience init?(suiteName: String?) {
        guard let suiteName, !suiteName.isEmpty else {
            self.init()
            return
        }
        guard suiteName != UserDefaults.globalDomain, !suiteName.contains("/"), suiteName != ".", suiteName != ".."
        else { return nil }
        self.init(file: AppDataDirectory.path() + "/" + suiteName + ".plist", suiteName: suiteName)
    }

    /// Settings kept in the file at `path`, read now (nil: in memory only); `suiteName` names
    /// their domain (nil: the app's own).
    package init(file path: String?, suiteName: String? = nil) {
        file = path
        self.suiteName = suiteName
        super.init()
        guard let path else { return }
        let loaded = PropertyListFile.open(
            path: path, owner: "UserDefaults", fallback: "The app starts from its registered defaults.")
        state.withLock { $0.values = loaded ?? [:] }
    }

    // MARK: Reading

    /// The value for `key`: the app's, else the registered default; nil when neither has one.
    /// Numbers read as Foundation's `NSNumber` in an app that links Foundation (one importing
    /// UIKit), and as Swift numbers otherwise: `as? Double`, `as? Int` and `as? Bool` read both.
    open func object(forKey defaultName: String) -> Any? {
        value(of: defaultName)?.foundationValue
    }

    open func string(forKey defaultName: String) -> String? {
        switch value(of: defaultName) {
        case .string(let value): value
        case .integer(let value): String(value)
        case .real(let value): String(value)
        default: nil
        }
    }

    open func array(forKey defaultName: String) -> [Any]? {
        guard case .array(let values) = value(of: defaultName) else { return nil }
        return values.map(\.foundationValue)
    }

    open func stringArray(forKey defaultName: String) -> [String]? {
        guard case .array(let values) = value(of: defaultName) else { return nil }
        var strings: [String] = []
        for value in values {
            guard case .string(let string) = value else { return nil }
            strings.append(string)
        }
        return strings
    }

    open func dictionary(forKey defaultName: String) -> [String: Any]? {
        guard case .dictionary(let values) = value(of: defaultName) else { return nil }
        return values.mapValues(\.foundationValue)
    }

    open func data(forKey defaultName: String) -> Data? {
        guard case .data(let value) = value(of: defaultName) else { return nil }
        return value
    }

    /// The integer for `key`; 0 when there is none or it is not a number (a number string reads as
    /// its number, a real number rounds toward zero, one out of `Int`'s range is 0).
    open func integer(forKey defaultName: String) -> Int {
        if case .integer(let value) = value(of: defaultName) { return value }
        guard let number = number(of: defaultName), number.isFinite else { return 0 }
        return Int(exactly: number.rounded(.towardZero)) ?? 0
    }

    open func float(forKey defaultName: String) -> Float { Float(double(forKey: defaultName)) }

    open func double(forKey defaultName: String) -> Double { number(of: defaultName) ?? 0 }

    /// The Boolean for `key`; false when there is none. Numbers are true when not zero; the
    /// strings "YES"/"true"/"1" (any case) are true, as Foundation reads them.
    open func bool(forKey defaultName: String) -> Bool {
        switch value(of: defaultName) {
        case .boolean(let value): return value
        case .integer(let value): return value != 0
        case .real(let value): return value != 0
        case .string(let value):
            switch value.lowercased() {
            case "yes", "true", "1": return true
            default: return false
            }
        default: return false
        }
    }

    /// The URL for `key`: a URL stored with `set(_:forKey:)`, or a path string (`~` expanded).
    open func url(forKey defaultName: String) -> URL? {
        guard case .string(let string) = value(of: defaultName), !string.isEmpty else { return nil }
        if string.hasPrefix("/") { return URL(fileURLWithPath: string) }
        if string.hasPrefix("~/") { return URL(fileURLWithPath: AppDataDirectory.homeDirectory() + string.dropFirst()) }
        return URL(string: string)
    }

    /// Every value, registered defaults included (the app's win).
    open func dictionaryRepresentation() -> [String: Any] {
        let (values, registered) = state.withLock { ($0.values, $0.registered) }
        return registered.merging(values) { _, own in own }.mapValues(\.foundationValue)
    }

    /// Key-value coding's reading, as UIKit code calls it on defaults: `object(forKey:)`.
    open func value(forKey key: String) -> Any? { object(forKey: key) }

    // MARK: Writing

    /// Sets `value` for `key`; nil removes it. `value` must be a property list: a string, number,
    /// `Bool`, `Date`, `Data`, `URL`, or an array or string-keyed dictionary of those.
    open func set(_ value: Any?, forKey defaultName: String) {
        guard let value else {
            removeObject(forKey: defaultName)
            return
        }
        guard let stored = PropertyListValue(value) else {
            Diagnostics.warn(
                "UserDefaults: \"\(defaultName)\" was not set: a \(type(of: value)) is not a property list. Store "
                    + "strings, numbers, Bool, Date, Data, URL, or arrays and [String: ...] dictionaries of them "
                    + "(encode other values to Data first, with JSONEncoder or PropertyListEncoder).")
            return
        }
        change(defaultName, to: stored)
    }

    open func set(_ value: Int, forKey defaultName: String) { change(defaultName, to: .integer(value)) }
    open func set(_ value: Float, forKey defaultName: String) { change(defaultName, to: .real(Double(value))) }
    open func set(_ value: Double, forKey defaultName: String) { change(defaultName, to: .real(value)) }
    open func set(_ value: Bool, forKey defaultName: String) { change(defaultName, to: .boolean(value)) }

    open func set(_ url: URL?, forKey defaultName: String) {
        guard let url else {
            removeObject(forKey: defaultName)
            return
        }
        change(defaultName, to: .string(url.isFileURL ? url.path : url.absoluteString))
    }

    /// Key-value coding's writing, as UIKit code calls it on defaults: `set(_:forKey:)`.
    open func setValue(_ value: Any?, forKey key: String) { set(value, forKey: key) }

    open func removeObject(forKey defaultName: String) { change(defaultName, to: nil) }

    /// Defaults for keys the app has not set: kept in memory, never written. Call it at each
    /// launch, before reading.
    open func register(defaults registrationDictionary: [String: Any]) {
        var registered: [String: PropertyListValue] = [:]
        for (key, value) in registrationDictionary {
            guard let stored = PropertyListValue(value) else {
                Diagnostics.warn(
                    "UserDefaults.register(defaults:): \"\(key)\" was skipped: a \(type(of: value)) is not a property list."
                )
                continue
            }
            registered[key] = stored
        }
        state.withLock { $0.registered.merge(registered) { _, new in new } }
    }

    /// Writes pending changes now and waits for the disk; true when everything is written. (Not
    /// needed for safety: changes are written soon after they are made.)
    @discardableResult
    open func synchronize() -> Bool {
        guard file != nil else { return true }
        return PropertyListFile.writes.sync { writePendingChanges() }
    }

    // MARK: Domains

    /// The values of the domain `domainName`: the app's own (its bundle identifier or app name, or
    /// this suite's name) or the registration domain.
    open func persistentDomain(forName domainName: String) -> [String: Any]? {
        if domainName == UserDefaults.registrationDomain {
            return state.withLock { $0.registered }.mapValues(\.foundationValue)
        }
        guard isOwnDomain(domainName) else { return nil }
        return state.withLock { $0.values }.mapValues(\.foundationValue)
    }

    /// Replaces the app's values with `domain` (the app's own domain only).
    open func setPersistentDomain(_ domain: [String: Any], forName domainName: String) {
        guard isOwnDomain(domainName) else { return }
        guard case .dictionary(let values) = PropertyListValue(domain) else {
            Diagnostics.warn(
                "UserDefaults.setPersistentDomain: \"\(domainName)\" holds values that are not property lists; not set."
            )
            return
        }
        replaceAll(with: values)
    }

    /// Removes every value the app set (`UserDefaults.standard.removePersistentDomain(forName:
    /// Bundle.main.bundleIdentifier!)` resets an app's settings).
    open func removePersistentDomain(forName domainName: String) {
        guard isOwnDomain(domainName) else { return }
        replaceAll(with: [:])
    }

    // MARK: - Private

    private func isOwnDomain(_ name: String) -> Bool {
        if let suiteName { return name == suiteName }
        return name == AppDataDirectory.appName || name == Bundle.executableName
    }

    private func value(of key: String) -> PropertyListValue? {
        state.withLock { $0.values[key] ?? $0.registered[key] }
    }

    private func number(of key: String) -> Double? {
        switch value(of: key) {
        case .integer(let value): Double(value)
        case .real(let value): value
        case .boolean(let value): value ? 1 : 0
        case .string(let value): Double(UserDefaults.trimmingWhitespace(value))
        default: nil
        }
    }

    private static func trimmingWhitespace(_ string: String) -> Substring {
        var trimmed = Substring(string)
        while trimmed.first?.isWhitespace == true { trimmed.removeFirst() }
        while trimmed.last?.isWhitespace == true { trimmed.removeLast() }
        return trimmed
    }

    private func change(_ key: String, to value: PropertyListValue?) {
        let changed = state.withLock { state -> Bool in
            guard state.values[key] != value else { return false }
            state.values[key] = value
            return true
        }
        if changed { didChange() }
    }

    private func replaceAll(with values: [String: PropertyListValue]) {
        let changed = state.withLock { state -> Bool in
            guard state.values != values else { return false }
            state.values = values
            return true
        }
        if changed { didChange() }
    }

    /// Queues a write (unless one is queued) and tells observers.
    private func didChange() {
        if file != nil {
            let queue = state.withLock { state -> Bool in
                state.changesSinceWrite += 1
                guard !state.writeQueued else { return false }
                state.writeQueued = true
                return true
            }
            if queue { PropertyListFile.writes.async { _ = self.writePendingChanges() } }
        }
        runOnMainActorSoon { [self] in
            NotificationCenter.default.post(name: UserDefaults.didChangeNotification, object: self)
        }
    }

    /// On the writer queue: the values as they are now, to the file.
    private func writePendingChanges() -> Bool {
        guard let file else { return true }
        let (values, changes) = state.withLock { state in
            state.writeQueued = false
            return (state.values, state.changesSinceWrite)
        }
        guard changes > 0 else { return true }
        do {
            try AtomicFile.write(try PropertyListFile.encode(values), toPath: file)
            state.withLock { state in
                state.changesSinceWrite -= changes
                state.reportedFailure = nil
            }
            return true
        } catch {
            let message = "\(error)"
            let report = state.withLock { state -> Bool in
                defer { state.reportedFailure = message }
                return state.reportedFailure != message
            }
            if report {
                Diagnostics.warn(
                    "UserDefaults: settings were not saved: \(message). They are kept in memory and written with the "
                        + "next change; set the board file's \"settingsDirectory\" or XDG_CONFIG_HOME to a writable directory."
                )
            }
            return false
        }
    }
}
