/// A coefficient of the objective: one amount per priority level, compared from the highest
/// level down (the paper's symbolic weights, §2, with one level per UIKit priority in use).
/// `[750: 2, 250: -5]` is positive: it is decided at level 750 before 250 is looked at.
///
/// Amounts within `SimplexTolerance.epsilon` of zero are dropped as they appear, so "negative"
/// and "zero" mean the same thing everywhere in the solver. Pure value.
struct SymbolicWeight: CustomStringConvertible {
    /// Levels present, highest priority first, none with a near-zero amount.
    private(set) var components: [(priority: Float, amount: Double)]

    static let zero = SymbolicWeight()

    init() {
        components = []
    }

    init(priority: Float, amount: Double) {
        components = abs(amount) < SimplexTolerance.epsilon ? [] : [(priority, amount)]
    }

    var isZero: Bool { components.isEmpty }

    /// The sign is the sign at the highest level present.
    var isNegative: Bool { components.first.map { $0.amount < 0 } ?? false }

    /// The amount at one level (0 when absent): the artificial variable's value, for example.
    func amount(at priority: Float) -> Double {
        components.first { $0.priority == priority }?.amount ?? 0
    }

    /// `self += other * factor`, merging levels in order.
    mutating func add(_ other: SymbolicWeight, times factor: Double = 1) {
        if other.components.isEmpty { return }
        if components.isEmpty {
            components = other.components.compactMap { component in
                let amount = component.amount * factor
                return abs(amount) < SimplexTolerance.epsilon ? nil : (component.priority, amount)
            }
            return
        }
        if addInPlace(other, times: factor) { return }
        var merged: [(priority: Float, amount: Double)] = []
        merged.reserveCapacity(components.count + other.components.count)
        var mine = 0
        var theirs = 0
        while mine < components.count || theirs < other.components.count {
            let priority: Float
            var amount = 0.0
            if theirs >= other.components.count
                || (mine < components.count && components[mine].priority > other.components[theirs].priority)
            {
                (priority, amount) = components[mine]
                mine += 1
            } else if mine >= components.count || other.components[theirs].priority > components[mine].priority {
                priority = other.components[theirs].priority
                amount = other.components[theirs].amount * factor
                theirs += 1
            } else {
                priority = components[mine].priority
                amount = components[mine].amount + other.components[theirs].amount * factor
                mine += 1
                theirs += 1
            }
            if abs(amount) >= SimplexTolerance.epsilon { merged.append((priority, amount)) }
        }
        components = merged
    }

    /// `add` without a new array, when every level of `other` is already here (nearly always:
    /// most weights have one level, that of the error they come from). False, and nothing
    /// changed, when a level is missing.
    private mutating func addInPlace(_ other: SymbolicWeight, times factor: Double) -> Bool {
        // Levels are few (one per priority in use), so a linear search is the cheapest.
        for component in other.components where !components.contains(where: { $0.priority == component.priority }) {
            return false
        }
        var cancelled = false
        for component in other.components {
            let index = components.firstIndex { $0.priority == component.priority }!
            components[index].amount += component.amount * factor
            if abs(components[index].amount) < SimplexTolerance.epsilon { cancelled = true }
        }
        if cancelled { components.removeAll { abs($0.amount) < SimplexTolerance.epsilon } }
        return true
    }

    func scaled(by factor: Double) -> SymbolicWeight {
        var result = SymbolicWeight.zero
        result.add(self, times: factor)
        return result
    }

    /// Drops one level: the artificial objective once the artificial variable is gone.
    mutating func removeLevel(_ priority: Float) {
        components.removeAll { $0.priority == priority }
    }

    /// Lexicographic order with the tolerance: levels whose amounts differ by less than epsilon tie.
    func isLess(than other: SymbolicWeight) -> Bool {
        var difference = self
        difference.add(other, times: -1)
        return difference.isNegative
    }

    func isNearlyEqual(to other: SymbolicWeight) -> Bool {
        var difference = self
        difference.add(other, times: -1)
        return difference.isZero
    }

    var description: String {
        components.isEmpty ? "0" : components.map { "\($0.amount)@\($0.priority)" }.joined(separator: " + ")
    }
}
