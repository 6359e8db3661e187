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
    /// How much the solver cares about the left side falling *below* the right side of an optional
    /// equality, when that differs from going above it (`strength`); for any other constraint,
    /// `strength`. A view's content size is such a constraint: growing past its intrinsic size is
    /// resisted at its hugging priority, shrinking below it at its compression resistance. Written
    /// as one equality it is one row with two error variables, where the two inequalities it
    /// replaces are two rows with four symbols, and every row that names the view's size (in a
    /// chain of views, every row below it) carries the extra ones.
    let strengthBelow: Strength

    init<Left: LinearExpressionConvertible, Right: LinearExpressionConvertible>(
        _ leftSide: Left, _ relation: Relation, _ rightSide: Right, strength: Strength = .required,
        strengthBelow: Strength? = nil
    ) {
        precondition(
            strengthBelow == nil || strengthBelow == strength
                || (relation == .equal && !strength.isRequired && !strengthBelow!.isRequired),
            "A constraint has a strength below of its own only if it is an optional equality and both are optional.")
        self.leftSide = leftSide.linearExpression
        self.relation = relation
        self.rightSide = rightSide.linearExpression
        self.strength = strength
        self.strengthBelow = strengthBelow ?? strength
        let expression = self.leftSide - self.rightSide
        self.expression = expression
        // A constraint names a handful of variables: a linear scan beats building a set. Terms
        // that cancel (a view's width equal to itself) or are near zero are left out, as the
        // solver leaves them out of the constraint's row: the two must name the same variables.
        var variables: [LayoutVariable] = []
        variables.reserveCapacity(expression.terms.count)
        for term in expression.terms
        where !SimplexTolerance.isNearZero(term.coefficient) && !variables.contains(where: { $0 === term.variable }) {
            variables.append(term.variable)
        }
        self.variables = variables
    }

    convenience init<Left: LinearExpressionConvertible>(
        _ leftSide: Left, _ relation: Relation, _ rightSide: Double, strength: Strength = .required,
        strengthBelow: Strength? = nil
    ) {
        self.init(leftSide, relation, LinearExpression(rightSide), strength: strength, strengthBelow: strengthBelow)
    }

    /// Whether `other` is this constraint but for its constant (same relation, strengths and
    /// terms): what `ConstraintSolver.changeConstant` can move in place.
    func hasSameShape(as other: LayoutConstraint) -> Bool {
        relation == other.relation && strength == other.strength && strengthBelow == other.strengthBelow
            && expression.hasSameTerms(as: other.expression)
    }

    /// `leftSide - rightSide`, which the relation compares with 0. Made once: the solver, the
    /// shape test and the engine's in-place updates each read it.
    let expression: LinearExpression

    /// Every variable named, once, in order of appearance (the solver counts uses with it).
    let variables: [LayoutVariable]

    /// `box.right + 8 <= container.width (required)`: the constraint as written, for diagnostics.
    var description: String {
        let strengths = strengthBelow == strength ? "\(strength)" : "\(strength) above, \(strengthBelow) below"
        return "\(leftSide) \(relation) \(rightSide) (\(strengths))"
    }
}
