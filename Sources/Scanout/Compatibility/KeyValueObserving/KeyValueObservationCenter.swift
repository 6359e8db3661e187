import Dispatch
import Synchronization

/// One block-based observation: the object (weakly), how to read its key path, the value last
/// reported, and how to report a change.
final class KeyValueObservationEntry: @unchecked Sendable {
    // Safety: `object`, `read` and `report` never change; `lastValue` is read and written on the
    // main queue only once the entry is added (its first value is set before); `isActive` is
    // atomic.
    weak var object: AnyObject?
    let read: (AnyObject) -> Any?
    /// Reports a change; false when whoever it reports to is gone (a string-based observer
    /// released without removing itself), which ends the observation.
    let report: (AnyObject, _ old: Any, _ new: Any) -> Bool
    /// For a string-based observation (`addObserver(_:forKeyPath:options:context:)`): who
    /// observes, which key path, with which context — what `removeObserver` matches.
    let registration: StringRegistration?

    struct StringRegistration {
        weak var observer: AnyObject?
        let keyPath: String
        let context: UnsafeMutableRawPointer?
    }
    var lastValue: Any
    let isActive = Atomic<Bool>(true)
    /// True for an object whose changes do not come with a turn of the main loop (a model
    /// object, a `Progress`): such observations are also polled on a timer.
    let needsPolling: Bool

    init(
        object: AnyObject, value: Any, read: @escaping (AnyObject) -> Any?,
        report: @escaping (AnyObject, Any, Any) -> Bool, registration: StringRegistration? = nil
    ) {
        self.object = object
        self.registration = registration
        self.lastValue = value
        self.read = read
        self.report = report
        self.needsPolling =
            !(object is UIResponder || object is CALayer || object is UIBarItem
            || object is UIGestureRecognizer || object is UIScreen)
    }
}

/// Finds the changes block-based observations report (`_KeyValueCodingAndObserving`).
///
/// Every observation's key path is read again and compared with the value last reported:
/// - when a UIKit property that reports changes is set (`somethingChanged()`, called from those
///   setters): every observation is checked, so a key path through that property
///   (`\.view.frame`) is found at once too;
/// - at the end of each commit (the loop's turn: layout, frames);
/// - every 0.1 s on the application's clock while an observation of an object that is not a
///   view, layer or other UI object exists.
/// Nothing runs while there are no observations: the setters' cost is one atomic load.
///
/// A handler that changes something observed is not re-entered: the change is checked again
/// after the round, up to `maximumRounds` rounds, so two handlers setting each other's values
/// settle or stop rather than recursing until the stack runs out.
enum KeyValueObservationCenter {
    static let pollInterval: TimeInterval = 0.1
    static let maximumRounds = 8

    private static let entries = Mutex<[KeyValueObservationEntry]>([])
    private static let count = Atomic<Int>(0)
    private static let pollingCount = Atomic<Int>(0)

    static func add(_ entry: KeyValueObservationEntry) {
        entries.withLock { $0.append(entry) }
        count.add(1, ordering: .relaxed)
        if entry.needsPolling {
            pollingCount.add(1, ordering: .relaxed)
            runOnMainActorSoon { armPolling() }
        }
    }

    static func remove(_ entry: KeyValueObservationEntry) {
        guard entry.isActive.exchange(false, ordering: .relaxed) else { return }
        entries.withLock { list in list.removeAll { $0 === entry } }
        count.subtract(1, ordering: .relaxed)
        if entry.needsPolling { pollingCount.subtract(1, ordering: .relaxed) }
    }

    /// Ends the string-based observations of `object` that `matches` picks; returns how many.
    @discardableResult
    static func remove(of object: AnyObject, where matches: (StringRegistrationMatch) -> Bool) -> Int {
        let found = entries.withLock { list in
            list.filter { entry in
                guard entry.object === object, let registration = entry.registration else { return false }
                return matches(
                    StringRegistrationMatch(
                        observer: registration.observer, keyPath: registration.keyPath, context: registration.context))
            }
        }
        for entry in found { remove(entry) }
        return found.count
    }

    struct StringRegistrationMatch {
        let observer: AnyObject?
        let keyPath: String
        let context: UnsafeMutableRawPointer?
    }

    /// How many observations are active (for tests).
    static var activeCount: Int { count.load(ordering: .relaxed) }

    /// A property that observations may read changed: check them now (or, inside
    /// `holdingReports`, when it ends).
    @MainActor static func somethingChanged() {
        guard count.load(ordering: .relaxed) > 0 else { return }
        if holdDepth > 0 {
            changedWhileHeld = true
            return
        }
        checkAll()
    }

    /// Runs `body`, a change made of several property changes (a frame is a centre and a
    /// size), checking observations once at its end rather than after each part.
    @MainActor static func holdingReports(_ body: () -> Void) {
        guard count.load(ordering: .relaxed) > 0 else { return body() }
        holdDepth += 1
        body()
        holdDepth -= 1
        if holdDepth == 0, changedWhileHeld {
            changedWhileHeld = false
            somethingChanged()
        }
    }

    // MARK: - Private

    @MainActor private static var holdDepth = 0
    @MainActor private static var changedWhileHeld = false
    @MainActor private static var isChecking = false
    @MainActor private static var changedWhileChecking = false

    @MainActor private static func checkAll() {
        if isChecking {
            changedWhileChecking = true
            return
        }
        isChecking = true
        defer { isChecking = false }
        var rounds = 0
        repeat {
            changedWhileChecking = false
            rounds += 1
            for entry in entries.withLock({ $0 }) {
                // A handler earlier in this round may have ended this observation.
                guard entry.isActive.load(ordering: .relaxed), let object = entry.object,
                    let value = entry.read(object)
                else { continue }
                guard !ObservedValueComparison.same(entry.lastValue, value) else { continue }
                let old = entry.lastValue
                entry.lastValue = value
                if !entry.report(object, old, value) { remove(entry) }
            }
        } while changedWhileChecking && rounds < maximumRounds
    }

    @MainActor private static var pollTimer: ScheduledAction?
    @MainActor private static var pollApplication = WeakLink<UIApplication>(nil)

    /// Keeps one poll timer on the current application's clock while polled observations exist.
    @MainActor private static func armPolling() {
        guard pollingCount.load(ordering: .relaxed) > 0, let application = UIApplication.currentIfAny else { return }
        // A timer on another application's clock (a test host gone) never fires: start again.
        if let pollTimer, !pollTimer.isCancelled, !pollTimer.hasFired, pollApplication.object === application { return }
        pollTimer?.cancel()
        pollApplication = WeakLink(application)
        pollTimer = application.clock.schedule(after: pollInterval) {
            pollTimer = nil
            if count.load(ordering: .relaxed) > 0 { checkAll() }
            armPolling()
        }
    }
}

/// Whether an observed value changed.
enum ObservedValueComparison {
    /// `==` for `Equatable` values (NaN taken as equal to NaN, at any depth), identity for
    /// objects, else the values' descriptions.
    static func same(_ a: Any, _ b: Any) -> Bool {
        if let a = a as? any Equatable {
            if a.isEqual(toAny: b) { return true }
            // A NaN anywhere inside makes `==` false for equal values; their descriptions agree.
            let described = String(reflecting: a)
            return described.contains("nan") && described == String(reflecting: b)
        }
        if type(of: a) is AnyClass, type(of: b) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
        return String(reflecting: a) == String(reflecting: b)
    }
}

extension Equatable {
    fileprivate func isEqual(toAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
