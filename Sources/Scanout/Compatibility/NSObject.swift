/// The root class UIKit code subclasses for data sources, delegates and model objects:
/// `final class VisitorSource: NSObject, UITableViewDataSource { ... }`.
///
/// Foundation's `NSObject` without an Objective-C runtime: equality is `isEqual(_:)` (identity
/// unless overridden), hashing is `hash` (the object's address unless overridden), `description`
/// names the class and address. `responds(to:)` answers from the actions the class declares in
/// `actionTable`, as for responders (see ``ActionTable``), so an `NSObject` can be the target of
/// `addObserver(_:selector:name:object:)` or a control's action:
///
/// ```swift
/// final class Model: NSObject {
///     override class var actionTable: ActionTable { super.actionTable.on(.refresh, Model.refresh) }
///     func refresh(_ sender: Any?) { ... }
/// }
/// ```
///
/// Not isolated: an `NSObject` may live on any thread; its actions are performed on the main
/// actor. `UIResponder` does not inherit from it (a Scanout difference).
open class NSObject: NSObjectProtocol, Hashable, CustomStringConvertible, CustomDebugStringConvertible {
    public init() {}

    /// Whether `object` equals this one. Identity unless a subclass overrides it; override `hash`
    /// with it.
    open func isEqual(_ object: Any?) -> Bool {
        guard let object = object as? NSObject else { return false }
        return object === self
    }

    /// A number equal for equal objects (see `isEqual(_:)`).
    open var hash: Int { ObjectIdentifier(self).hashValue }

    open var description: String { "<\(type(of: self)): \(objectAddress(self))>" }

    open var debugDescription: String { description }

    /// Receives the changes of what this object observes with
    /// `addObserver(_:forKeyPath:options:context:)` (see `StringKeyValueObserving.swift`).
    /// Does nothing here; override it, and call `super` for a context that is not yours.
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {}

    /// The actions instances of this class implement; extend the superclass's table, one line per
    /// action. Read once per class and cached.
    @MainActor open class var actionTable: ActionTable { ActionTable() }

    /// True when this object's class declares `action` in its `actionTable`.
    @MainActor open func responds(to action: Selector) -> Bool {
        ActionTableCache.table(for: self).contains(action)
    }

    public static func == (lhs: NSObject, rhs: NSObject) -> Bool {
        lhs.isEqual(rhs)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }
}

extension NSObject: @MainActor ActionTarget {}

// What every Foundation object answers, NSObjects and responders alike (`view.isKind(of:
// UILabel.self)`), written once for both.
extension NSObjectProtocol {
    /// Whether this object is an instance of `aClass` or of a subclass of it.
    public func isKind(of aClass: AnyClass) -> Bool {
        var current: AnyClass? = type(of: self)
        while let candidate = current {
            if candidate == aClass { return true }
            current = _getSuperclass(candidate)
        }
        return false
    }

    /// Whether this object is an instance of exactly `aClass`.
    public func isMember(of aClass: AnyClass) -> Bool {
        type(of: self) == aClass
    }
}
