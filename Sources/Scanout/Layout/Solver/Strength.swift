/// How much the solver cares about a constraint: `required` (priority 1000) must hold; any lower
/// priority (UIKit's 1…999, fractions allowed) is satisfied as well as possible.
///
///     LayoutConstraint(box.width, .equal, 100.0, strength: Strength(priority: 250))
///
/// Priorities compare lexicographically, not by weight: the solver first minimises the errors of
/// the highest priority in use, then, without giving any of that up, the next one, and so on. So a
/// priority-751 constraint wins over any number of priority-750 ones, exactly as UIKit documents
/// ("a higher priority is satisfied before a lower one"). Within one priority the errors add up.
/// The objective holds one amount per priority in use (`SymbolicWeight`), so the levels need no
/// spacing and never run out of floating-point precision. Pure value; `Sendable`.
struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// UIKit's scale: 1000 is required; anything in (0, 1000) is optional.
    let priority: Float

    static let required = Strength(priority: 1000)

    init(priority: Float) {
        precondition(
            priority > 0 && priority <= 1000,
            "Strength(priority: \(priority)): a priority is in (0, 1000]; 1000 is required.")
        self.priority = priority
    }

    var isRequired: Bool { priority >= 1000 }

    /// The weight of one unit of this constraint's error in the objective.
    var weight: SymbolicWeight { SymbolicWeight(priority: priority, amount: 1) }

    static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.priority < rhs.priority }

    /// `required`, `priority 750`, `priority 750.5`: as UIKit code writes them.
    var description: String {
        if isRequired { return "required" }
        return priority == priority.rounded() ? "priority \(Int(priority))" : "priority \(priority)"
    }
}
