/// An incremental Cassowary solver (Badros, Borning & Stuckey, ACM TOCHI 2001): linear equalities
/// and inequalities over `LayoutVariable`s, required or optional by priority, kept solved in an
/// augmented simplex tableau that each `add`, `remove` and `suggestValue` updates in place.
///
///     let solver = ConstraintSolver()
///     try solver.add(LayoutConstraint(box.width, .equal, container.width / 3.0))
///     try solver.addEditVariable(container.width, strength: Strength(priority: 999))
///     try solver.suggestValue(container.width, 500)
///     solver.updateVariables()   // box.width.value == 166.67
///
/// See README.md beside this file for how the pieces map to the paper. Not thread-safe: one owner
/// (the main actor, for Auto Layout).
final class ConstraintSolver {
    /// What the tableau knows about one added constraint: its marker finds its row again (§3.3).
    struct ConstraintRecord {
        var constraint: LayoutConstraint
        let marker: TableauSymbol
        /// The second error variable of an optional constraint, if any.
        let other: TableauSymbol?
        /// The coefficients of `marker` and `other` in the constraint's row as first made
        /// (`expression + coefficient·marker … = 0`), which say how a change of the constraint's
        /// constant moves them (see `shiftConstant`).
        var markerCoefficient: Double = 1
        var otherCoefficient: Double = 1
    }

    /// An edit constraint `variable == constant` whose constant `suggestValue` moves (§5).
    struct EditRecord {
        let constraint: LayoutConstraint
        var constant: Double
    }

    /// A layout variable in the tableau, and how many constraints name it (to forget it after).
    struct ExternalRecord {
        let variable: LayoutVariable
        let symbol: TableauSymbol
        var useCount: Int
    }

    // The solver's state is not checked for exclusive access at run time
    // (`@exclusivity(unchecked)`): every add, pivot and substitution reads and writes these
    // properties many times, each check cost as much as a short row merge (a few percent of a
    // form's first layout), and only the solver's own methods touch them, one at a time — none
    // passes one of them `inout` to code that could reach it again.

    /// The tableau: each basic symbol's row in terms of parametric symbols.
    @exclusivity(unchecked) var tableau = Tableau()
    @exclusivity(unchecked) var objective = ObjectiveRow()
    @exclusivity(unchecked) var constraints: [ObjectIdentifier: ConstraintRecord] = [:]
    @exclusivity(unchecked) var edits: [ObjectIdentifier: EditRecord] = [:]
    @exclusivity(unchecked) var externals: [ObjectIdentifier: ExternalRecord] = [:]
    /// Restricted rows whose constant went negative during a substitution, for the dual simplex.
    @exclusivity(unchecked) var infeasibleRows: [TableauSymbol] = []
    @exclusivity(unchecked) var nextSymbolID = 0
    /// Pivots since the solver was made: lets tests see that work is incremental.
    @exclusivity(unchecked) var pivotCount = 0

    init() {}

    // MARK: - Constraints

    /// Adds a constraint incrementally (§4.2–4.3) and re-optimises.
    /// Throws `duplicateConstraint`, or `unsatisfiableConstraint` (naming it) when it is required
    /// and contradicts the required constraints already present; the solver is then unchanged.
    /// Throws `numericalFailure` when rounding broke the tableau; the solver must then be replaced.
    func add(_ constraint: LayoutConstraint) throws(ConstraintSolverError) {
        let key = ObjectIdentifier(constraint)
        guard constraints[key] == nil else { throw .duplicateConstraint(constraint.description) }
        // Symbols made from here on are this constraint's: a variable whose symbol is one of them
        // was new, and goes again if the constraint is refused.
        let firstNewID = nextSymbolID + 1
        do {
            let record = try place(constraint)
            constraints[key] = record
            for variable in constraint.variables { externals[ObjectIdentifier(variable)]!.useCount += 1 }
        } catch {
            for variable in constraint.variables {
                let variableKey = ObjectIdentifier(variable)
                if let external = externals[variableKey], external.symbol.id >= firstNewID {
                    externals.removeValue(forKey: variableKey)
                }
            }
            throw error
        }
        defer { infeasibleRows.removeAll() }
        do { try optimize() } catch { throw .numericalFailure("adding \(constraint): \(error)") }
    }

    /// Removes a constraint incrementally (§4.4): its error terms leave the objective, its marker is
    /// pivoted into the basis and that row is dropped, then the objective is re-optimised.
    /// Throws `numericalFailure` when rounding broke the tableau; the solver must then be replaced.
    func remove(_ constraint: LayoutConstraint) throws(ConstraintSolverError) {
        guard let record = constraints.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint(constraint.description)
        }
        unplace(record)
        for variable in constraint.variables { release(variable) }
        defer { infeasibleRows.removeAll() }
        do { try optimize() } catch { throw .numericalFailure("removing \(constraint): \(error)") }
    }

    func hasConstraint(_ constraint: LayoutConstraint) -> Bool {
        constraints[ObjectIdentifier(constraint)] != nil
    }

    // MARK: - Edit variables

    /// Lets `suggestValue` move `variable` at `strength` (below required), starting from its
    /// current `value`, so adding the edit alone does not move anything.
    func addEditVariable(_ variable: LayoutVariable, strength: Strength) throws(ConstraintSolverError) {
        let key = ObjectIdentifier(variable)
        guard edits[key] == nil else { throw .duplicateEditVariable(variable.name) }
        guard !strength.isRequired else { throw .requiredEditVariable(variable.name) }
        let constraint = LayoutConstraint(variable, .equal, variable.value, strength: strength)
        try add(constraint)
        edits[key] = EditRecord(constraint: constraint, constant: variable.value)
    }

    func removeEditVariable(_ variable: LayoutVariable) throws(ConstraintSolverError) {
        guard let edit = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
            throw .unknownEditVariable(variable.name)
        }
        try remove(edit.constraint)
    }

    func hasEditVariable(_ variable: LayoutVariable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Moves an edit variable's target (§5.2): only the constants of the rows that hold the edit
    /// constraint's marker change, then the dual simplex repairs the rows that went infeasible.
    func suggestValue(_ variable: LayoutVariable, _ value: Double) throws(ConstraintSolverError) {
        let key = ObjectIdentifier(variable)
        guard let edit = edits[key] else { throw .unknownEditVariable(variable.name) }
        let delta = value - edit.constant
        edits[key]!.constant = value
        guard let record = constraints[ObjectIdentifier(edit.constraint)] else {
            throw .numericalFailure("an edit of \(variable.name) with no constraint in the tableau")
        }
        // The edit constraint is `variable - value == 0`: its expression's constant moves by -delta.
        shiftConstant(of: record, byExpressionDelta: -delta)
        // An optional edit can always absorb a suggestion; only rounding can make it fail.
        guard dualOptimize() else { throw .numericalFailure("a suggestion of \(value) for \(variable.name)") }
    }

    /// Gives `constraint` the constant of `replacement`, which must be the same constraint in every
    /// other respect (variables, coefficients, relation, strength), without taking it out of the
    /// tableau: only the rows that hold its marker move, and the dual simplex repairs the ones that
    /// went infeasible (§5.2's edit step, for any constraint). This is what a changed
    /// `NSLayoutConstraint.constant` costs. Throws `unsatisfiableConstraint` when a required
    /// constraint cannot hold with the new constant; the solver then keeps the old one. Throws
    /// `numericalFailure` if rounding keeps it from getting back there.
    /// Any other change falls back to removing and adding.
    func changeConstant(of constraint: LayoutConstraint, to replacement: LayoutConstraint) throws(ConstraintSolverError)
    {
        let key = ObjectIdentifier(constraint)
        guard var record = constraints[key] else { throw .unknownConstraint(constraint.description) }
        guard constraint.hasSameShape(as: replacement) else {
            try remove(constraint)
            try add(replacement)
            return
        }
        let delta = replacement.expression.constant - constraint.expression.constant
        shiftConstant(of: record, byExpressionDelta: delta)
        guard dualOptimize() else {
            // No basis satisfies the required constraints: undo the shift, and the old solution
            // (which was feasible) is found again by the same dual simplex.
            shiftConstant(of: record, byExpressionDelta: -delta)
            infeasibleRows = tableau.rows.compactMap {
                $0.key.isRestricted && $0.value.constant < -SimplexTolerance.epsilon ? $0.key : nil
            }
            guard dualOptimize() else { throw .numericalFailure("returning to \(constraint)") }
            throw .unsatisfiableConstraint(replacement.description)
        }
        constraints.removeValue(forKey: key)
        record.constraint = replacement
        constraints[ObjectIdentifier(replacement)] = record
    }

    // MARK: - Results

    /// Writes the solution into every variable's `value`: a basic variable takes its row's
    /// constant, a parametric one is 0.
    func updateVariables() {
        for external in externals.values {
            external.variable.value = tableau[external.symbol]?.constant ?? 0
        }
    }

    /// Runs `body` (which may add, remove and suggest) and then puts the tableau back as it was,
    /// values included: for questions such as "can this variable move?" that must not change the
    /// solution, which could otherwise settle on another optimum of equal cost. Copy-on-write makes
    /// the saved state cheap until `body` changes it.
    func withStateRestored<Result>(_ body: () throws -> Result) rethrows -> Result {
        let saved = (tableau, objective, constraints, edits, externals, infeasibleRows, nextSymbolID)
        defer {
            (tableau, objective, constraints, edits, externals, infeasibleRows, nextSymbolID) = saved
            updateVariables()
        }
        return try body()
    }

    /// Rows in the tableau (for tests and diagnostics).
    var rowCount: Int { tableau.count }

    /// The rows by basic symbol (for tests and diagnostics).
    var rows: [TableauSymbol: TableauRow] { tableau.rows }
}
