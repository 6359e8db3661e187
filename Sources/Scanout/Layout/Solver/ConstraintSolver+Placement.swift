/// Putting a constraint into the tableau and taking it out again: paper §4.2 (the row and its
/// slack, error or dummy variables), §4.3 (choosing a subject, or an artificial variable), §4.4
/// (removal through the marker) and §5.2 (moving an edit constraint's constant).
extension ConstraintSolver {
    /// The priority level of the artificial objective: above every real priority, so minimising
    /// the objective drives the artificial variable to 0 before anything else is considered.
    static let artificialPriority = Float.infinity

    /// Adds `constraint`'s row with a basic subject; on failure the tableau is as it was.
    func place(_ constraint: LayoutConstraint) throws(ConstraintSolverError) -> ConstraintRecord {
        let firstNewID = nextSymbolID + 1
        var (row, record) = makeRow(for: constraint)
        if let subject = chooseSubject(row, record, firstNewID: firstNewID) {
            row.solve(for: subject)
            if subject.id < firstNewID {
                substitute(subject, with: row)
            } else {
                // A symbol made for this row is in no other row (an error variable is already in
                // the objective): skip the pass over every row, most of the cost of an add.
                objective.substitute(subject, with: row)
            }
            tableau.insert(row, for: subject)
            return record
        }
        if row.symbols.allSatisfy({ $0.kind == .dummy }) {
            // A required equality over symbols that are all fixed at 0: redundant if its constant
            // is 0 too (keep it, basic in its own dummy so it can be removed), else impossible.
            guard SimplexTolerance.isNearZero(row.constant) else {
                throw .unsatisfiableConstraint(constraint.description)
            }
            row.solve(for: record.marker)
            substitute(record.marker, with: row)
            tableau.insert(row, for: record.marker)
            return record
        }
        if record.marker.kind == .slack {
            try placeThroughDualSimplex(row, marker: record.marker, constraint: constraint)
        } else {
            try placeWithArtificialVariable(row, constraint: constraint)
        }
        return record
    }

    /// Takes a constraint's effect out of the tableau (§4.4); the caller re-optimises.
    func unplace(_ record: ConstraintRecord) {
        let constraint = record.constraint
        if !constraint.strength.isRequired {
            // An equality's `other` is its "below" error; an inequality's, its only one.
            if record.marker.kind == .error { removeFromObjective(record.marker, weight: constraint.strength.weight) }
            if let other = record.other, other.kind == .error {
                let strength = constraint.relation == .equal ? constraint.strengthBelow : constraint.strength
                removeFromObjective(other, weight: strength.weight)
            }
        }
        if tableau.removeRow(for: record.marker) != nil { return }
        guard let leaving = leavingRow(forMarker: record.marker) else {
            // The marker's column is empty: nothing in the tableau depends on the constraint.
            return
        }
        var row = tableau.removeRow(for: leaving)!
        row.solve(for: record.marker, replacing: leaving)
        substitute(record.marker, with: row)
        pivotCount += 1
    }

    /// §5.2, for any constraint: its row was made as `K + … + m·marker = 0`; moving `K` by `delta`
    /// is the same as replacing `marker` by `marker + delta/m`. If the marker is basic, its row's
    /// constant moves the other way; if the second error variable (`o·other`) is basic, its row
    /// alone absorbs the change the same way; otherwise every row holding the (parametric, so 0)
    /// marker moves by its coefficient times `delta/m`. Rows that go negative are left for the dual
    /// simplex.
    func shiftConstant(of record: ConstraintRecord, byExpressionDelta delta: Double) {
        let markerShift = delta / record.markerCoefficient
        if tableau.isBasic(record.marker) {
            addConstant(-markerShift, toRowOf: record.marker)
            return
        }
        if let other = record.other, tableau.isBasic(other) {
            addConstant(-delta / record.otherCoefficient, toRowOf: other)
            return
        }
        tableau.addToConstants(ofRowsHolding: record.marker, times: markerShift, notingInfeasible: &infeasibleRows)
    }

    private func addConstant(_ amount: Double, toRowOf basic: TableauSymbol) {
        tableau.addConstant(amount, toRowOf: basic)
        if basic.isRestricted && tableau[basic]!.constant < -SimplexTolerance.epsilon { infeasibleRows.append(basic) }
    }

    /// One fewer constraint names `variable`; at none it leaves the tableau, unless (numerically)
    /// it is still parametric in some row, in which case it stays until that changes.
    func release(_ variable: LayoutVariable) {
        let key = ObjectIdentifier(variable)
        externals[key]!.useCount -= 1
        guard externals[key]!.useCount == 0 else { return }
        let symbol = externals[key]!.symbol
        if tableau.removeRow(for: symbol) != nil || !tableau.holds(symbol) {
            // Dropping a free variable's own row constrains nothing else: no other row names it.
            externals.removeValue(forKey: key)
        }
    }

    // MARK: - Private

    private func makeSymbol(_ kind: TableauSymbol.Kind) -> TableauSymbol {
        nextSymbolID += 1
        return TableauSymbol(id: nextSymbolID, kind: kind)
    }

    private func symbol(for variable: LayoutVariable) -> TableauSymbol {
        let key = ObjectIdentifier(variable)
        if let external = externals[key] { return external.symbol }
        let symbol = makeSymbol(.external)
        externals[key] = ExternalRecord(variable: variable, symbol: symbol, useCount: 0)
        return symbol
    }

    /// §4.2: the constraint as `0 = constant + Σ`, basic symbols substituted out, with its slack
    /// (inequality), dummy (required equality) or error variables (optional), constant made ≥ 0.
    /// The error variables of an optional constraint enter the objective here: an optional
    /// constraint always has a subject, so this never needs undoing.
    private func makeRow(for constraint: LayoutConstraint) -> (TableauRow, ConstraintRecord) {
        let expression = constraint.expression
        var row = TableauRow(constant: expression.constant)
        for term in expression.terms where !SimplexTolerance.isNearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let basicRow = tableau[symbol] {
                row.insert(basicRow, times: term.coefficient)
            } else {
                row.insert(symbol, coefficient: term.coefficient)
            }
        }
        let strength = constraint.strength
        let marker: TableauSymbol
        var other: TableauSymbol?
        var markerCoefficient = 1.0
        var otherCoefficient = 1.0
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression ≤ 0 becomes expression + slack = 0; ≥ 0 becomes expression - slack = 0.
            let sign = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            marker = makeSymbol(.slack)
            row.insert(marker, coefficient: sign)
            markerCoefficient = sign
            if !strength.isRequired {
                let error = makeSymbol(.error)
                row.insert(error, coefficient: -sign)
                otherCoefficient = -sign
                objective.insert(error, weight: strength.weight)
                other = error
            }
        case .equal where strength.isRequired:
            marker = makeSymbol(.dummy)
            row.insert(marker)
        case .equal:
            // expression = plus - minus: plus is the left side above the right, minus below it.
            marker = makeSymbol(.error)
            let minus = makeSymbol(.error)
            row.insert(marker, coefficient: -1)
            row.insert(minus, coefficient: 1)
            markerCoefficient = -1
            objective.insert(marker, weight: strength.weight)
            objective.insert(minus, weight: constraint.strengthBelow.weight)
            other = minus
        }
        if row.constant < 0 { row.reverseSign() }
        let record = ConstraintRecord(
            constraint: constraint, marker: marker, other: other, markerCoefficient: markerCoefficient,
            otherCoefficient: otherCoefficient)
        return (row, record)
    }

    /// §4.3: an unrestricted (layout) variable if there is one; else the constraint's own new
    /// slack or error variable if its coefficient is negative, which keeps the row's basic value
    /// (constant / -coefficient) non-negative. Among layout variables, one first seen in this
    /// constraint (id ≥ `firstNewID`) is preferred because no other row needs it substituted;
    /// then the lowest id, for determinism.
    private func chooseSubject(_ row: TableauRow, _ record: ConstraintRecord, firstNewID: Int) -> TableauSymbol? {
        var external: TableauSymbol?
        for symbol in row.symbols where symbol.kind == .external {
            guard let best = external else {
                external = symbol
                continue
            }
            let (isNew, bestIsNew) = (symbol.id >= firstNewID, best.id >= firstNewID)
            if isNew != bestIsNew ? isNew : symbol.id < best.id { external = symbol }
        }
        if let external { return external }
        for candidate in [record.marker, record.other].compactMap({ $0 })
        where (candidate.kind == .slack || candidate.kind == .error) && row.coefficient(of: candidate) < 0 {
            return candidate
        }
        return nil
    }

    /// A required inequality with no subject: its row is `0 = c + Σ aᵢ·pᵢ + slack` with `c > 0`
    /// (or 0) and every `pᵢ` restricted, so `slack = -c - Σ aᵢ·pᵢ` would be basic at a negative
    /// value. The tableau is optimal and this one row is infeasible, which is exactly where the
    /// dual simplex starts (§5.2): make the slack basic, let the dual simplex repair the row (and
    /// any it disturbs), and the objective stays optimal throughout. That is a pivot or two, where
    /// the artificial variable of §4.3 cost a whole round of optimisation at an extra level. If no
    /// symbol can raise the row, no solution satisfies the required constraints with this one:
    /// the rows it changed are put back and it is refused.
    private func placeThroughDualSimplex(
        _ row: TableauRow, marker: TableauSymbol, constraint: LayoutConstraint
    ) throws(ConstraintSolverError) {
        var row = row
        row.solve(for: marker)
        try placeUndoably(constraint) {
            // The slack is new: no other row and not the objective holds it, so nothing to substitute.
            tableau.insert(row, for: marker)
            if row.constant < -SimplexTolerance.epsilon { infeasibleRows.append(marker) }
            return dualOptimize()
        }
    }

    /// Runs `placement` with the tableau's undo log on; when it returns false (the constraint
    /// cannot hold with the required ones) or throws (rounding broke the tableau), puts back every
    /// row it changed, the objective and the pivot count, and refuses the constraint.
    private func placeUndoably(
        _ constraint: LayoutConstraint, _ placement: () throws(ConstraintSolverError) -> Bool
    ) throws(ConstraintSolverError) {
        let savedObjective = objective
        let savedPivotCount = pivotCount
        tableau.beginUndoLog()
        func rollBack() {
            tableau.rollBackUndoLog()
            objective = savedObjective
            pivotCount = savedPivotCount
            infeasibleRows.removeAll()
        }
        let placed: Bool
        do {
            placed = try placement()
        } catch {
            rollBack()
            throw error
        }
        guard placed else {
            rollBack()
            throw .unsatisfiableConstraint(constraint.description)
        }
        tableau.commitUndoLog()
    }

    /// §4.3 for a required constraint with no subject: make `a = row` basic and minimise `a`
    /// (at a level above every priority). If `a` cannot reach 0 the constraint contradicts the
    /// required ones; the rows it changed are put back from the undo log, and the objective
    /// (one row, saved copy-on-write) too.
    private func placeWithArtificialVariable(
        _ row: TableauRow, constraint: LayoutConstraint
    ) throws(ConstraintSolverError) {
        let artificial = makeSymbol(.artificial)
        try placeUndoably(constraint) { () throws(ConstraintSolverError) -> Bool in
            tableau.insert(row, for: artificial)
            objective.insert(row, weight: SymbolicWeight(priority: Self.artificialPriority, amount: 1))
            try optimize()
            return SimplexTolerance.isNearZero(tableau[artificial]?.constant ?? 0)
        }
        if var artificialRow = tableau.removeRow(for: artificial), !artificialRow.cells.isEmpty {
            // Still basic at 0: pivot it out with any symbol of its row, preferring ones that may
            // enter the basis (a dummy is acceptable here because the row's value is 0).
            let candidates = Array(artificialRow.symbols)
            let entering = candidates.first(where: \.canEnterBasis) ?? candidates[0]
            artificialRow.solve(for: entering, replacing: artificial)
            substitute(entering, with: artificialRow)
            tableau.insert(artificialRow, for: entering)
            pivotCount += 1
        }
        tableau.eraseColumn(of: artificial)
        objective.remove(artificial)
        objective.removeLevel(Self.artificialPriority)
    }

    private func removeFromObjective(_ error: TableauSymbol, weight: SymbolicWeight) {
        let negated = weight.scaled(by: -1)
        if let row = tableau[error] {
            objective.insert(row, weight: negated)
        } else {
            objective.insert(error, weight: negated)
        }
    }
}
