// Trait change registrations (UIKit since iOS 17, where they replace
// `traitCollectionDidChange(_:)`): a view or view controller asks to hear of changes to the traits
// it names, with a closure or a target and action.

/// What `registerForTraitChanges` returns: pass it to `unregisterForTraitChanges(_:)` to stop
/// hearing. Registrations also end with the object they were made on.
@preconcurrency @MainActor
public protocol UITraitChangeRegistration: AnyObject {}

/// A registration: the traits it names and what to call when one of them changes.
final class TraitChangeRegistration: UITraitChangeRegistration {
    let traits: [UITrait]
    let call: (AnyObject, UITraitCollection) -> Void

    init(traits: [UITrait], call: @escaping (AnyObject, UITraitCollection) -> Void) {
        self.traits = traits
        self.call = call
    }

    /// Calls it when one of its traits differs between `previous` and `current`.
    func notify(_ environment: AnyObject, previous: TraitValues, current: TraitValues) {
        guard traits.contains(where: { current.differs(from: previous, in: $0) }) else { return }
        call(environment, UITraitCollection(values: previous))
    }
}

/// Something whose trait changes can be registered for: views and view controllers. As UIKit's.
@preconcurrency @MainActor
public protocol UITraitChangeObservable: UITraitEnvironment {}

/// Where views and view controllers keep their registrations.
@preconcurrency @MainActor
protocol TraitChangeRegistering: UITraitChangeObservable {
    var traitChangeRegistrations: [TraitChangeRegistration] { get set }
}

extension TraitChangeRegistering {
    /// Calls each registration whose traits changed from `previous` to `current`. A handler may
    /// register or unregister (its own registration too): the list is read once, first.
    func notifyTraitChangeRegistrations(previous: TraitValues, current: TraitValues) {
        guard !traitChangeRegistrations.isEmpty else { return }
        for registration in traitChangeRegistrations {
            registration.notify(self, previous: previous, current: current)
        }
    }
}

extension UITraitChangeObservable {
    private func add(_ registration: TraitChangeRegistration) {
        (self as? any TraitChangeRegistering)?.traitChangeRegistrations.append(registration)
    }

    /// Calls `handler` with this object and the previous traits whenever one of `traits`
    /// changes for it — not when it first gets its traits (joining a window), as in UIKit.
    ///
    /// ```swift
    /// registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previous: UITraitCollection) in
    ///     self.updateColors()
    /// }
    /// ```
    ///
    /// The handler is kept until `unregisterForTraitChanges(_:)` or the object goes; it should
    /// not capture the object strongly (it is handed the object).
    ///
    /// Generic over the handler's first parameter, as UIKit's: `Self` in a class's own code, or
    /// the class named (`(view: MyView, previous)`); a handler whose type the object is not is
    /// never called.
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistration(traits: traits) { environment, previous in
            guard let environment = environment as? Environment else { return }
            handler(environment, previous)
        }
        add(registration)
        return registration
    }

    /// Performs `action` on `target` (with this object as the sender) whenever one of `traits`
    /// changes: `target` declares the action in its `actionTable` (see `Selector`). The target is
    /// held weakly.
    @discardableResult
    public func registerForTraitChanges(
        _ traits: [UITrait], target: AnyObject, action: Selector
    ) -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistration(traits: traits) { [weak target] environment, _ in
            guard let target = target as? ActionTarget else { return }
            target.perform(action, with: environment)
        }
        add(registration)
        return registration
    }

    /// Performs `action` on this object whenever one of `traits` changes.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistration(traits: traits) { environment, _ in
            (environment as? ActionTarget)?.perform(action, with: environment)
        }
        add(registration)
        return registration
    }

    /// Stops the calls `registration` makes; nothing for a registration made elsewhere or
    /// already ended.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        (self as? any TraitChangeRegistering)?.traitChangeRegistrations.removeAll { $0 === registration }
    }
}

extension UIView: TraitChangeRegistering {
    /// Brings the traits of the view and its subviews up to date now, announcing changes, rather
    /// than when they are next needed.
    public func updateTraitsIfNeeded() {
        refreshTraits()
    }

    /// The traits the view sets for itself and its subviews (see `UITraitOverrides`).
    public var traitOverrides: UITraitOverrides {
        get { storedTraitOverrides ?? UITraitOverrides() }
        set {
            let before = storedTraitOverrides?.values ?? TraitValues()
            storedTraitOverrides = newValue.isEmpty ? nil : newValue
            if newValue.values != before { refreshTraits() }
        }
    }
}

extension UIViewController: TraitChangeRegistering {
    /// Brings the traits of the controller's view and its subviews up to date now.
    public func updateTraitsIfNeeded() {
        viewIfLoaded?.refreshTraits()
    }

    /// The traits the controller sets for its view and everything below it, children's views
    /// included (see `UITraitOverrides`).
    public var traitOverrides: UITraitOverrides {
        get { storedTraitOverrides ?? UITraitOverrides() }
        set {
            let before = storedTraitOverrides?.values ?? TraitValues()
            storedTraitOverrides = newValue.isEmpty ? nil : newValue
            if newValue.values != before { viewIfLoaded?.refreshTraits() }
        }
    }
}
