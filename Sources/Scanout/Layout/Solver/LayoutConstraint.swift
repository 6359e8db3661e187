/// A linear equation or inequality between two expressions, with a strength: the solver's
/// constraint (NSLayoutConstraint is built on it). Compared by identity: the same constraint
/// object is added to and removed from a solver.
///
///     LayoutConstraint(left + width, .lessThanOrEqual, container.width - 20.0)
///     LayoutConstraint(width, .equal, 100.0, strength: Strength(priority: 250))
///
/// Immutable; to change a constant or priority, remove it and add a new one (or use an edit
/// variable). Not thread-safe: it shares its variables with the solver's owner.
final class LayoutConstraint: CustomStringConvertible {
    enum Relation: CustomStringConvertible {
        case lessThanOrEqual
        case equal
        case greaterThanOrEqual

        var description: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    let leftSide: LinearExpression
    let relation: Relation
    let rightSide: LinearExpression
    let strength: Strength

    init<Left: LinearExpressionConvertible, Right: LinearExpressionConvertible>(
        _ leftSide: Left, _ relation: Relation, _ rightSide: Right, strength: Strength = .required
    ) {
        self.leftSide = leftSide.linearExpression
        self.relation = relation
        self.rightSide = rightSide.linearExpression
        self.strength = strength
        self.expression = self.leftSide - self.rightSide
        // A constraint names a handful of variables: a linear scan beats building a set.
        var variables: [LayoutVariable] = []
        for term in self.leftSide.terms + self.rightSide.terms
        where !variables.contains(where: { $0 === term.variable }) {
            variables.append(term.variable)
        }
        self.variables = variables
    }

    convenience init<Left: LinearExpressionConvertible>(
        _ leftSide: Left, _ relation: Relation, _ rightSide: Double, strength: Strength = .required
    ) {
        self.init(leftSide, relation, LinearExpression(rightSide), strength: strength)
    }

    /// Whether `other` is this constraint but for its constant (same relation, strength and
    /// terms): what `ConstraintSolver.changeConstant` can move in place.
    func hasSameShape(as other: LayoutConstraint) -> Bool {
        relation == other.relation && strength == other.strength && expression.hasSameTerms(as: other.expression)
    }

    /// `leftSide - rightSide`, which the relation compares with 0. Made once: the solver, the
    /// shape test and the engine's in-place updates each read it.
    let expression: LinearExpression

    /// Every variable named, once, in order of appearance (the solver counts uses with it).
    let variables: [LayoutVariable]

    /// `box.right + 8 <= container.width (required)`: the constraint as written, for diagnostics.
    var description: String { "\(leftSide) \(relation) \(rightSide) (\(strength))" }
}
