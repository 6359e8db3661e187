/// The actions a class implements: Scanout's stand-in for Objective-C's `respondsToSelector:`.
///
/// A responder class declares each action it implements in one line, in an override of
/// `actionTable` that extends its superclass's table:
///
/// ```swift
/// final class CommentLabel: UILabel {
///     override class var actionTable: ActionTable {
///         super.actionTable
///             .on(.ding, CommentLabel.ding)
///             .on(.reply, CommentLabel.reply)
///     }
///     func ding(_ sender: Any?) { ... }
///     func reply(_ sender: Any?) { ... }
/// }
/// ```
///
/// The entry refers to the method, not to an instance, so the table is shared by every instance,
/// holds no reference to any of them, and calls overrides in subclasses (the method reference
/// dispatches dynamically). Action methods may take no argument, the sender (typed `Any?` or any
/// more specific type), or the sender and the `UIEvent`, as in UIKit.
///
/// Main actor.
@preconcurrency @MainActor
public struct ActionTable {
    /// Calls the action on a target known to be of the declaring class.
    typealias Invocation = @MainActor (_ target: AnyObject, _ sender: Any?, _ event: UIEvent?) -> Void

    private var invocations: [Selector: Invocation] = [:]

    /// A table with no actions.
    public init() {}

    /// The selectors this table implements.
    public var selectors: Set<Selector> { Set(invocations.keys) }

    /// True when `selector` has an entry.
    public func contains(_ selector: Selector) -> Bool {
        invocations[selector] != nil
    }

    /// The table with `selector` implemented by `method`, which takes the sender.
    @preconcurrency public func on<Target: AnyObject>(
        _ selector: Selector, _ method: @escaping @MainActor (Target) -> (Any?) -> Void
    ) -> ActionTable {
        adding(selector, Self.invocation(selector, method))
    }

    /// The table with `selector` implemented by `method`, which takes no argument.
    @preconcurrency public func on<Target: AnyObject>(
        _ selector: Selector, _ method: @escaping @MainActor (Target) -> () -> Void
    ) -> ActionTable {
        adding(selector, Self.invocation(selector, method))
    }

    /// The table with `selector` implemented by `method`, which takes the sender and the event.
    @preconcurrency public func on<Target: AnyObject>(
        _ selector: Selector, _ method: @escaping @MainActor (Target) -> (Any?, UIEvent?) -> Void
    ) -> ActionTable {
        adding(selector, Self.invocation(selector, method))
    }

    /// The table with `selector` implemented by `method`, which takes a sender of a specific type
    /// (`func buttonTapped(_ sender: UIButton)`). Sending the action from another kind of sender is
    /// a programming error and traps, naming the selector and both types.
    @preconcurrency public func on<Target: AnyObject, Sender>(
        _ selector: Selector, _ method: @escaping @MainActor (Target) -> (Sender) -> Void
    ) -> ActionTable {
        adding(selector, Self.invocation(selector, method))
    }

    /// Performs `selector` on `target`, which must be an instance of the class that declared the
    /// entry. Returns false when the table has no such entry.
    func invoke(_ selector: Selector, on target: AnyObject, sender: Any?, event: UIEvent?) -> Bool {
        guard let invocation = invocations[selector] else { return false }
        invocation(target, sender, event)
        return true
    }

    // MARK: - Private

    /// This table with the entries of `other` that it does not have itself.
    func filling(from other: [Selector: Invocation]) -> ActionTable {
        var table = self
        table.invocations.merge(other) { own, _ in own }
        return table
    }

    private func adding(_ selector: Selector, _ invocation: @escaping Invocation) -> ActionTable {
        var table = self
        table.invocations[selector] = invocation
        return table
    }

    // The four shapes of action method, turned into one calling convention. Nonisolated: they
    // only build closures (which run on the main actor), so registrations can be made from a
    // `static let` initializer (see `register`).

    nonisolated static func invocation<Target: AnyObject>(
        _ selector: Selector, _ method: @escaping @MainActor (Target) -> (Any?) -> Void
    ) -> Invocation {
        { target, sender, _ in method(cast(target, selector))(sender) }
    }

    nonisolated static func invocation<Target: AnyObject>(
        _ selector: Selector, _ method: @escaping @MainActor (Target) -> () -> Void
    ) -> Invocation {
        { target, _, _ in method(cast(target, selector))() }
    }

    nonisolated static func invocation<Target: AnyObject>(
        _ selector: Selector, _ method: @escaping @MainActor (Target) -> (Any?, UIEvent?) -> Void
    ) -> Invocation {
        { target, sender, event in method(cast(target, selector))(sender, event) }
    }

    nonisolated static func invocation<Target: AnyObject, Sender>(
        _ selector: Selector, _ method: @escaping @MainActor (Target) -> (Sender) -> Void
    ) -> Invocation {
        { target, sender, _ in
            guard let typedSender = sender as? Sender else {
                preconditionFailure(
                    "Action '\(selector)' of \(type(of: target)) takes a sender of type \(Sender.self), "
                        + "but was sent by \(sender.map { "\(type(of: $0))" } ?? "nil"). "
                        + "Declare the parameter as 'Any?' to accept any sender.")
            }
            method(cast(target, selector))(typedSender)
        }
    }
}

nonisolated private func cast<Target>(_ target: AnyObject, _ selector: Selector) -> Target {
    guard let typed = target as? Target else {
        preconditionFailure(
            "Action '\(selector)' is declared by \(Target.self) but was performed on \(type(of: target)). "
                + "An actionTable entry must name a method of the class that declares it or a superclass.")
    }
    return typed
}

/// An object that can be the explicit target of an action (`addTarget(_:action:for:)`).
///
/// Every `UIResponder` is one. A plain class adopts it by declaring its table:
/// `static var actionTable: ActionTable { ActionTable().on(.refresh, Model.refresh) }`.
@preconcurrency @MainActor
public protocol ActionTarget: AnyObject {
    /// The actions instances of this type implement. Read once per type and cached.
    static var actionTable: ActionTable { get }
}

extension ActionTarget {
    /// True when this object's class declares `action` (in `actionTable`, or by a registration for
    /// it or a superclass).
    public func responds(to action: Selector) -> Bool {
        ActionTableCache.table(for: self).contains(action)
    }

    /// Performs `action` with `sender` if this object's class declares it, or if it is a standard
    /// edit action and this object is a responder (which calls its `copy(_:)`, `paste(_:)`, ...,
    /// overrides included); returns whether it did.
    @discardableResult
    public func perform(_ action: Selector, with sender: Any?, event: UIEvent? = nil) -> Bool {
        if ActionTableCache.table(for: self).invoke(action, on: self, sender: sender, event: event) { return true }
        guard self is UIResponder else { return false }
        return UIResponder.standardEditActionTable.invoke(action, on: self, sender: sender, event: event)
    }
}

/// Tables are built by chains of `super.actionTable.on(...)` calls; build each class's once, with
/// the registrations for it and its superclasses filled in. A registration made later (a
/// selector constant first read after the table was built) empties the cache.
@preconcurrency @MainActor
enum ActionTableCache {
    private static var tables: [ObjectIdentifier: ActionTable] = [:]
    /// Classes with a built table (see `CacheCensus`).
    static var count: Int { tables.count }
    private static var registrationGeneration = 0

    static func table(for target: some ActionTarget) -> ActionTable {
        let type = Swift.type(of: target)
        let key = ObjectIdentifier(type)
        let generation = ActionRegistry.shared.generation
        if generation != registrationGeneration {
            tables.removeAll()
            registrationGeneration = generation
        }
        if let table = tables[key] { return table }
        var table = type.actionTable
        var ancestor: AnyClass? = type
        while let current = ancestor {
            table = table.filling(from: ActionRegistry.shared.invocations(for: ObjectIdentifier(current)))
            ancestor = _getSuperclass(current)
        }
        tables[key] = table
        return table
    }
}
