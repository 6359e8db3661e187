/// A rule a dynamic animator applies to items each step (UIKit's `UIDynamicBehavior`): gravity,
/// collisions, snaps, attachments, pushes and item properties are its subclasses; a behavior of
/// your own combines them with `addChildBehavior(_:)` and can follow each step in `action`.
///
/// ```swift
/// final class Drop: UIDynamicBehavior {
///     init(items: [UIDynamicItem]) {
///         super.init()
///         addChildBehavior(UIGravityBehavior(items: items))
///         addChildBehavior(UICollisionBehavior(items: items))
///     }
/// }
/// ```
/// A behavior belongs to at most one animator at a time. Main actor.
@preconcurrency @MainActor
open class UIDynamicBehavior {
    /// The behaviors this one is made of.
    public private(set) var childBehaviors: [UIDynamicBehavior] = []
    /// Called after every step of the animator, while the behavior is in it.
    open var action: (() -> Void)?
    /// The items this behavior acts on (for subclasses that take items).
    var ownItems: [UIDynamicItem] = []
    private weak var parent: UIDynamicBehavior?
    private weak var animator: UIDynamicAnimator?

    public init() {}

    /// The animator running the behavior (its own, or its parent's); nil while in none.
    open var dynamicAnimator: UIDynamicAnimator? { animator }

    /// Adds `behavior` as a part of this one. A behavior that is already a part of another or in
    /// an animator, or that contains this one, is not added (a warning says so).
    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        guard behavior !== self, behavior.parent == nil, behavior.animator == nil, !behavior.contains(self) else {
            Diagnostics.warn(
                "addChildBehavior: \(type(of: behavior)) is this behavior, contains it, or already belongs "
                    + "elsewhere; remove it from there first.")
            return
        }
        childBehaviors.append(behavior)
        behavior.parent = self
        if let animator { behavior.move(to: animator) }
        setNeedsStep()
    }

    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
        childBehaviors.remove(at: index)
        behavior.parent = nil
        behavior.move(to: nil)
        setNeedsStep()
    }

    /// Called as the behavior is added to an animator, or removed (`nil`). Override to set up;
    /// call super.
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    // MARK: - Internal: what a step asks of a behavior

    /// The items the behavior needs bodies for.
    var itemsNeedingBodies: [UIDynamicItem] { ownItems }

    /// Adds the behavior's forces for the coming step.
    func applyForces(in step: DynamicsStep) {}

    /// Adds the behavior's contacts and joints for the coming step (after forces).
    func addConstraints(in step: DynamicsStep) {}

    /// Told after the step has moved the items (collision reports are sent from here).
    func stepDidFinish(_ step: DynamicsStep) {}

    /// This behavior and every behavior inside it, parents first.
    var tree: [UIDynamicBehavior] {
        var all: [UIDynamicBehavior] = [self]
        for child in childBehaviors { all += child.tree }
        return all
    }

    /// Tells the animator something changed, so a paused animator steps again.
    func setNeedsStep() { animator?.wake() }

    /// Adds `item` to `ownItems` unless there; true when added.
    @discardableResult
    func addOwnItem(_ item: UIDynamicItem) -> Bool {
        guard !ownItems.contains(where: { $0 === item }) else { return false }
        ownItems.append(item)
        setNeedsStep()
        return true
    }

    func removeOwnItem(_ item: UIDynamicItem) {
        ownItems.removeAll { $0 === item }
        setNeedsStep()
    }

    /// Joins (or leaves, `nil`) an animator, with every behavior inside.
    func move(to newAnimator: UIDynamicAnimator?) {
        for behavior in tree where behavior.animator !== newAnimator {
            behavior.willMove(to: newAnimator)
            behavior.animator = newAnimator
        }
    }

    var isChild: Bool { parent != nil }

    // MARK: - Private

    private func contains(_ behavior: UIDynamicBehavior) -> Bool {
        childBehaviors.contains { $0 === behavior || $0.contains(behavior) }
    }
}
