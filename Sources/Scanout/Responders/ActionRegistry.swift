import Synchronization

// Actions that extensions add.
//
// A Swift extension cannot override `actionTable`, so an action method an extension adds
// (`extension UIResponder { func dismissKeyboard() }`, a `UITextField` extension's Done button)
// is declared by a registration instead. The table lookup for a class fills in the registrations
// made for it and for its superclasses (nearest first), after its own `actionTable` entries.
//
// Registrations usually run lazily, from the initializer of the selector constant that names the
// action, which is how `scanout-port` writes them:
//
// ```swift
// extension Selector {
//     static let dismissKeyboard = ActionTable.register(
//         "dismissKeyboard", for: UIResponder.self, UIResponder.dismissKeyboard)
// }
// ```
//
// Nothing can send, offer or ask about an action without naming its selector first, and naming it
// reads the constant, so the registration has run before the first use, with no launch-time call
// to forget. That initializer may run on any thread (Swift initializes a `static let` where it is
// first read), so the registry is not main-actor isolated: it stores the method references behind
// a lock, and they run only on the main actor.

extension ActionTable {
    /// Declares that instances of `type` and its subclasses implement `selector` with `method`
    /// (which takes the sender), as an `actionTable` entry would. Returns `selector`, so a
    /// selector constant can register its action. Any thread.
    @discardableResult
    @preconcurrency nonisolated public static func register<Target: AnyObject>(
        _ selector: Selector, for type: Target.Type, _ method: @escaping @MainActor (Target) -> (Any?) -> Void
    ) -> Selector {
        ActionRegistry.shared.add(selector, for: ObjectIdentifier(type), invocation(selector, method))
    }

    /// Declares `selector` for `type` with `method`, which takes no argument.
    @discardableResult
    @preconcurrency nonisolated public static func register<Target: AnyObject>(
        _ selector: Selector, for type: Target.Type, _ method: @escaping @MainActor (Target) -> () -> Void
    ) -> Selector {
        ActionRegistry.shared.add(selector, for: ObjectIdentifier(type), invocation(selector, method))
    }

    /// Declares `selector` for `type` with `method`, which takes the sender and the event.
    @discardableResult
    @preconcurrency nonisolated public static func register<Target: AnyObject>(
        _ selector: Selector, for type: Target.Type,
        _ method: @escaping @MainActor (Target) -> (Any?, UIEvent?) -> Void
    ) -> Selector {
        ActionRegistry.shared.add(selector, for: ObjectIdentifier(type), invocation(selector, method))
    }

    /// Declares `selector` for `type` with `method`, which takes a sender of a specific type.
    @discardableResult
    @preconcurrency nonisolated public static func register<Target: AnyObject, Sender>(
        _ selector: Selector, for type: Target.Type, _ method: @escaping @MainActor (Target) -> (Sender) -> Void
    ) -> Selector {
        ActionRegistry.shared.add(selector, for: ObjectIdentifier(type), invocation(selector, method))
    }
}

/// The registrations, per class. `generation` changes with every registration, so the main
/// actor's table cache knows when to rebuild.
final class ActionRegistry: Sendable {
    static let shared = ActionRegistry()

    private struct State {
        var invocations: [ObjectIdentifier: [Selector: ActionTable.Invocation]] = [:]
        var generation = 0
    }

    private let state = Mutex(State())

    var generation: Int { state.withLock { $0.generation } }

    func invocations(for type: ObjectIdentifier) -> [Selector: ActionTable.Invocation] {
        state.withLock { $0.invocations[type] ?? [:] }
    }

    func add(_ selector: Selector, for type: ObjectIdentifier, _ invocation: @escaping ActionTable.Invocation)
        -> Selector
    {
        state.withLock { state in
            state.invocations[type, default: [:]][selector] = invocation
            state.generation += 1
        }
        return selector
    }
}
