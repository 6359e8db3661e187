/// The simplex steps: pivoting with substitution, the primal simplex that minimises the objective
/// after an add or remove (paper §4.1), the dual simplex that restores feasibility after an edit
/// (§5.2), and the choice of row through which a removed constraint's marker enters (§4.4).
/// Ties are broken by the lowest symbol id (Bland's rule), so the simplex cannot cycle.
extension ConstraintSolver {
    /// Replaces `symbol` by `row` in every row and in the objective, noting restricted rows that
    /// became infeasible (only an edit can cause that; the dual simplex reads the note).
    func substitute(_ symbol: TableauSymbol, with row: TableauRow) {
        tableau.substitute(symbol, with: row, notingInfeasible: &infeasibleRows)
        objective.substitute(symbol, with: row)
    }

    /// `entering` becomes basic in the row of `leaving`, which becomes parametric.
    func pivot(entering: TableauSymbol, leaving: TableauSymbol) {
        var row = tableau.removeRow(for: leaving)!
        row.solve(for: entering, replacing: leaving)
        substitute(entering, with: row)
        tableau.insert(row, for: entering)
        pivotCount += 1
    }

    /// Primal simplex (§4.1): while some parametric symbol would lower the objective, raise it
    /// until the first restricted row reaches 0 (minimum ratio), and pivot. Throws
    /// `numericalFailure` when rounding has made the tableau inconsistent (an unbounded direction,
    /// or more pivots than Bland's rule can need on a tableau this size): values near the limits
    /// of a double, which the layout engine keeps out, are the only way there.
    func optimize() throws(ConstraintSolverError) {
        var budget = pivotBudget
        while let entering = objective.enteringSymbol() {
            var leaving: TableauSymbol?
            var bestRatio = Double.infinity
            tableau.forEachRow(holding: entering) { basic, row in
                guard basic.isRestricted else { return }
                let coefficient = row.coefficient(of: entering)
                guard coefficient < -SimplexTolerance.epsilon else { return }
                let ratio = -row.constant / coefficient
                if ratio < bestRatio - SimplexTolerance.epsilon
                    || (ratio <= bestRatio + SimplexTolerance.epsilon && basic.id < leaving!.id)
                {
                    bestRatio = min(ratio, bestRatio)
                    leaving = basic
                }
            }
            // Every error is ≥ 0, so the objective is bounded below: no leaving row means rounding
            // broke the tableau.
            guard let leaving else { throw .numericalFailure("an objective unbounded along \(entering)") }
            budget -= 1
            guard budget > 0 else { throw .numericalFailure("a primal simplex that does not end") }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// How many pivots one optimisation may take before the solver calls it a numerical failure:
    /// far more than the simplex takes on layout problems (a few per row at most), so only a
    /// tableau that rounding has made to cycle reaches it.
    var pivotBudget: Int { 1000 + 100 * tableau.count }

    /// Dual simplex (§5.2): the objective is still optimal but some restricted rows are negative.
    /// For each, the symbol whose objective coefficient over row coefficient is least enters.
    /// Returns false when a row cannot be repaired: no basis satisfies the required constraints
    /// (only a changed constant of a required constraint can cause that).
    func dualOptimize() -> Bool {
        var budget = pivotBudget
        // Repaired lowest symbol first, whatever order the rows were noted in (some are noted
        // while going through the tableau's dictionary, whose order changes from run to run):
        // where several bases are optimal, the order of the pivots picks one.
        if infeasibleRows.count > 1 { infeasibleRows.sort { $0.id > $1.id } }
        while let leaving = infeasibleRows.popLast() {
            guard let row = tableau[leaving], row.constant < -SimplexTolerance.epsilon else { continue }
            var entering: TableauSymbol?
            var bestRatio = SymbolicWeight.zero
            for (symbol, coefficient) in row.cells where symbol.canEnterBasis && coefficient > SimplexTolerance.epsilon
            {
                let ratio = objective.coefficient(of: symbol).scaled(by: 1 / coefficient)
                if entering == nil || ratio.isLess(than: bestRatio)
                    || (ratio.isNearlyEqual(to: bestRatio) && symbol.id < entering!.id)
                {
                    entering = symbol
                    bestRatio = ratio
                }
            }
            budget -= 1
            guard let entering, budget > 0 else {
                infeasibleRows.removeAll()
                return false
            }
            pivot(entering: entering, leaving: leaving)
        }
        return true
    }

    /// §4.4: the row through which a parametric marker enters the basis so that dropping that row
    /// removes its constraint while the rest stays feasible. First choice, a restricted row where
    /// the marker's coefficient is negative, smallest ratio; then a restricted row with positive
    /// coefficient, smallest ratio; then any unrestricted row.
    func leavingRow(forMarker marker: TableauSymbol) -> TableauSymbol? {
        var negative: (symbol: TableauSymbol, ratio: Double)?
        var positive: (symbol: TableauSymbol, ratio: Double)?
        var unrestricted: TableauSymbol?
        tableau.forEachRow(holding: marker) { basic, row in
            let coefficient = row.coefficient(of: marker)
            if !basic.isRestricted {
                if unrestricted == nil || basic.id < unrestricted!.id { unrestricted = basic }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if negative == nil || ratio < negative!.ratio
                    || (ratio == negative!.ratio && basic.id < negative!.symbol.id)
                {
                    negative = (basic, ratio)
                }
            } else {
                let ratio = row.constant / coefficient
                if positive == nil || ratio < positive!.ratio
                    || (ratio == positive!.ratio && basic.id < positive!.symbol.id)
                {
                    positive = (basic, ratio)
                }
            }
        }
        return negative?.symbol ?? positive?.symbol ?? unrestricted
    }
}
