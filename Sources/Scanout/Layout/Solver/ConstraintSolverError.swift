/// Why the solver refused a request. Each case carries the offending constraint's or variable's
/// description as text (the error must be `Sendable`; constraints share mutable variables), and
/// `description` says what to do about it.
enum ConstraintSolverError: Error, Equatable, CustomStringConvertible {
    /// A required constraint contradicts the required constraints already added. The solver is
    /// unchanged; Auto Layout breaks the lowest-priority constraint instead.
    case unsatisfiableConstraint(String)
    /// The same constraint object was added twice.
    case duplicateConstraint(String)
    /// `remove` of a constraint that was never added (or already removed).
    case unknownConstraint(String)
    /// `addEditVariable` twice for one variable.
    case duplicateEditVariable(String)
    /// `suggestValue` or `removeEditVariable` for a variable that is not being edited.
    case unknownEditVariable(String)
    /// Edit variables are preferences; a required edit would fight the required constraints.
    case requiredEditVariable(String)
    /// The arithmetic went wrong while placing or moving the named constraint (in exact
    /// arithmetic this cannot happen: every error variable is ≥ 0, so the objective is bounded,
    /// and the dual simplex can always return to a solution it came from). The tableau can no
    /// longer be trusted: Auto Layout builds a fresh solver and leaves the constraint out.
    case numericalFailure(String)

    var description: String {
        switch self {
        case .unsatisfiableConstraint(let constraint):
            "Unable to satisfy \(constraint): it contradicts the required constraints already added. "
                + "Lower its priority below 1000 or remove a conflicting constraint."
        case .duplicateConstraint(let constraint):
            "\(constraint) is already in the solver; add a constraint once (remove it first to re-add it)."
        case .unknownConstraint(let constraint):
            "\(constraint) is not in the solver: it was never added or was already removed."
        case .duplicateEditVariable(let variable):
            "\(variable) is already an edit variable; call suggestValue, or removeEditVariable first."
        case .unknownEditVariable(let variable):
            "\(variable) is not an edit variable; call addEditVariable(\(variable), strength:) first."
        case .requiredEditVariable(let variable):
            "\(variable) cannot be edited at required strength; use a priority below 1000 (UIKit drags use 999 or less)."
        case .numericalFailure(let what):
            "The solver's arithmetic failed at \(what); its tableau is no longer trustworthy. Start from a fresh "
                + "solver and leave the constraint out (keep constants and coefficients within the layout limits)."
        }
    }
}
