import Testing

@testable import Scanout

/// Adding and removing constraints: equalities, inequalities, strengths, errors and diagnostics.
@Suite struct ConstraintSolverTests {
    static func solved(_ constraints: [LayoutConstraint]) throws -> ConstraintSolver {
        let solver = ConstraintSolver()
        for constraint in constraints { try solver.add(constraint) }
        solver.updateVariables()
        return solver
    }

    static func isClose(_ actual: Double, _ expected: Double) -> Bool { abs(actual - expected) < 1e-6 }

    @Test func equalitiesChainThroughVariables() throws {
        let left = LayoutVariable(name: "left")
        let width = LayoutVariable(name: "width")
        let right = LayoutVariable(name: "right")
        _ = try Self.solved([
            LayoutConstraint(left, .equal, 20.0),
            LayoutConstraint(width, .equal, 100.0),
            LayoutConstraint(right, .equal, left + width),
        ])
        #expect(left.value == 20 && width.value == 100 && right.value == 120)
    }

    /// A constraint whose terms cancel (a width equal to itself, a multiplier of zero) names no
    /// variable of them: adding and removing it must not trap, and a variable it alone mentions
    /// is not kept.
    @Test func constraintsWhoseTermsCancelAddAndRemoveCleanly() throws {
        let width = LayoutVariable(name: "width")
        let other = LayoutVariable(name: "other")
        let itself = LayoutConstraint(width, .equal, width + 0.0)
        let zeroTimes = LayoutConstraint(other * 0.0, .equal, 0.0, strength: Strength(priority: 750))
        let tiny = LayoutConstraint(other * 1e-12, .lessThanOrEqual, 5.0)
        #expect(zeroTimes.variables.isEmpty && tiny.variables.isEmpty)
        let solver = try Self.solved([LayoutConstraint(width, .equal, 80.0), itself, zeroTimes, tiny])
        #expect(width.value == 80)
        try solver.remove(itself)
        try solver.remove(zeroTimes)
        try solver.remove(tiny)
        solver.updateVariables()
        #expect(width.value == 80)
    }

    @Test func inequalitiesBoundWhatAPreferencePulls() throws {
        let x = LayoutVariable(name: "x")
        _ = try Self.solved([
            LayoutConstraint(x, .greaterThanOrEqual, 10.0),
            LayoutConstraint(x, .lessThanOrEqual, 40.0),
            LayoutConstraint(x, .equal, 100.0, strength: Strength(priority: 250)),
        ])
        #expect(Self.isClose(x.value, 40), "the preference goes as far as the required bound")
        let y = LayoutVariable(name: "y")
        _ = try Self.solved([
            LayoutConstraint(y, .greaterThanOrEqual, 10.0),
            LayoutConstraint(y, .equal, 0.0, strength: Strength(priority: 250)),
        ])
        #expect(Self.isClose(y.value, 10))
    }

    @Test func aHigherPriorityBeatsAnyNumberOfLowerOnes() throws {
        let x = LayoutVariable(name: "x")
        var constraints = [LayoutConstraint(x, .equal, 10.0, strength: Strength(priority: 751))]
        constraints += (0..<200).map { _ in LayoutConstraint(x, .equal, 20.0, strength: Strength(priority: 750)) }
        _ = try Self.solved(constraints)
        #expect(Self.isClose(x.value, 10), "lexicographic: 200 constraints at 750 lose to one at 751")

        let y = LayoutVariable(name: "y")
        var low = [LayoutConstraint(y, .equal, 5.0, strength: Strength(priority: 2))]
        low += (0..<500).map { _ in LayoutConstraint(y, .equal, -5.0, strength: Strength(priority: 1)) }
        _ = try Self.solved(low)
        #expect(Self.isClose(y.value, 5), "adjacent priorities at the bottom of the scale too")
    }

    @Test func withinOnePriorityErrorsAddUp() throws {
        let x = LayoutVariable(name: "x")
        _ = try Self.solved([
            LayoutConstraint(x, .equal, 10.0, strength: Strength(priority: 500)),
            LayoutConstraint(x, .equal, 20.0, strength: Strength(priority: 500)),
            LayoutConstraint(x, .equal, 20.0, strength: Strength(priority: 500)),
        ])
        #expect(Self.isClose(x.value, 20), "two votes for 20 against one for 10")
    }

    /// A content size: growing past 100 costs at priority 250 (hugging), shrinking below it at 750
    /// (compression resistance), in one equality — the same solution as the two inequalities.
    @Test func anEqualityWeighsGoingAboveAndBelowAtTheirOwnStrengths() throws {
        func size(pulledTo target: Double, at priority: Float) throws -> (Double, Double) {
            let one = LayoutVariable(name: "one")
            let two = LayoutVariable(name: "two")
            _ = try Self.solved([
                LayoutConstraint(
                    one, .equal, 100.0, strength: Strength(priority: 250), strengthBelow: Strength(priority: 750)),
                LayoutConstraint(one, .equal, target, strength: Strength(priority: priority)),
                LayoutConstraint(two, .lessThanOrEqual, 100.0, strength: Strength(priority: 250)),
                LayoutConstraint(two, .greaterThanOrEqual, 100.0, strength: Strength(priority: 750)),
                LayoutConstraint(two, .equal, target, strength: Strength(priority: priority)),
            ])
            return (one.value, two.value)
        }
        for (target, priority, expected) in [
            (150.0, Float(500), 150.0), (150.0, 200, 100), (60, 500, 100), (60, 800, 60), (60, 750, 100),
        ] {
            let (one, two) = try size(pulledTo: target, at: priority)
            #expect(Self.isClose(one, expected) && Self.isClose(two, expected), "pulled to \(target) at \(priority)")
        }

        // Its constant moves in place, and removing it takes both of its errors out of the objective.
        let x = LayoutVariable(name: "x")
        let content = LayoutConstraint(
            x, .equal, 100.0, strength: Strength(priority: 250), strengthBelow: Strength(priority: 750))
        let solver = try Self.solved([content, LayoutConstraint(x, .lessThanOrEqual, 80.0)])
        #expect(Self.isClose(x.value, 80))
        let wider = LayoutConstraint(
            x, .equal, 70.0, strength: Strength(priority: 250), strengthBelow: Strength(priority: 750))
        #expect(wider.hasSameShape(as: content))
        try solver.changeConstant(of: content, to: wider)
        solver.updateVariables()
        #expect(Self.isClose(x.value, 70))
        try solver.remove(wider)
        #expect(solver.objective.cells.isEmpty, "no weight of either error is left behind")
        try solver.add(LayoutConstraint(x, .equal, 30.0, strength: Strength(priority: 1)))
        solver.updateVariables()
        #expect(Self.isClose(x.value, 30), "nothing of the removed constraint pulls any more")
        #expect(
            "\(wider)".hasSuffix("(priority 250 above, priority 750 below)"), "both strengths print: \(wider)")
    }

    @Test func requiredBeatsEveryPriority() throws {
        let x = LayoutVariable(name: "x")
        var constraints = [LayoutConstraint(x, .lessThanOrEqual, 5.0)]
        constraints += (0..<20).map { _ in LayoutConstraint(x, .equal, 10.0, strength: Strength(priority: 999)) }
        _ = try Self.solved(constraints)
        #expect(Self.isClose(x.value, 5))
    }

    @Test func anUnsatisfiableRequiredConstraintIsNamedAndChangesNothing() throws {
        let x = LayoutVariable(name: "box.left")
        let width = LayoutVariable(name: "box.width")
        let container = LayoutVariable(name: "container.width")
        let solver = try Self.solved([
            LayoutConstraint(container, .equal, 300.0),
            LayoutConstraint(x, .greaterThanOrEqual, 20.0),
            LayoutConstraint(width, .greaterThanOrEqual, 290.0),
            LayoutConstraint(width, .equal, 100.0, strength: Strength(priority: 250)),
        ])
        let rowsBefore = solver.rowCount
        let pivotsBefore = solver.pivotCount
        let conflicting = LayoutConstraint(x + width + 8.0, .lessThanOrEqual, container)
        #expect(
            throws: ConstraintSolverError.unsatisfiableConstraint(
                "box.left + box.width + 8 <= container.width (required)")
        ) { try solver.add(conflicting) }
        #expect(!solver.hasConstraint(conflicting))
        #expect(solver.rowCount == rowsBefore && solver.pivotCount == pivotsBefore)
        solver.updateVariables()
        #expect(x.value == 20 && width.value == 290 && container.value == 300)

        let message = ConstraintSolverError.unsatisfiableConstraint(conflicting.description).description
        #expect(message.hasPrefix("Unable to satisfy box.left + box.width + 8 <= container.width (required)"))
        #expect(message.contains("Lower its priority below 1000"))

        // The solver still works after the refusal, and the refused constraint can be retried.
        try solver.remove(
            solver.constraints.values.first { $0.constraint.description.hasPrefix("box.width >=") }!.constraint)
        try solver.add(conflicting)
        solver.updateVariables()
        #expect(Self.isClose(width.value, 100) && x.value >= 20 - 1e-9 && x.value + width.value + 8 <= 300 + 1e-9)
    }

    @Test func contradictoryEqualitiesAreRefusedAndRedundantOnesKept() throws {
        let x = LayoutVariable(name: "x")
        let y = LayoutVariable(name: "y")
        let solver = try Self.solved([LayoutConstraint(x, .equal, 10.0), LayoutConstraint(y, .equal, x)])
        #expect(throws: ConstraintSolverError.self) { try solver.add(LayoutConstraint(y, .equal, 20.0)) }
        let redundant = LayoutConstraint(y, .equal, 10.0)
        try solver.add(redundant)
        try solver.remove(redundant)
        solver.updateVariables()
        #expect(x.value == 10 && y.value == 10)
        #expect(throws: ConstraintSolverError.self) {
            try solver.add(LayoutConstraint(LinearExpression(5), .equal, 0.0))
        }
    }

    @Test func aRequiredInequalityWithoutASubjectIsPlacedByTheDualSimplex() throws {
        let x = LayoutVariable(name: "x")
        let solver = try Self.solved([
            LayoutConstraint(x, .greaterThanOrEqual, 10.0),
            LayoutConstraint(x, .equal, 0.0, strength: Strength(priority: 10)),
        ])
        // x = 10 + s1 is basic. x <= 8 becomes 2 + s1 + s2 = 0: s2 = -2 - s1, and nothing can
        // raise it, so it is refused and nothing changes.
        #expect(throws: ConstraintSolverError.self) { try solver.add(LayoutConstraint(x, .lessThanOrEqual, 8.0)) }
        solver.updateVariables()
        #expect(Self.isClose(x.value, 10), "a refused inequality changes nothing")
        // x >= 12 becomes 2 - s1 + s3 = 0: no layout variable, and its slack's coefficient is
        // positive. s3 = -2 + s1 is basic at -2; the dual simplex raises s1 to 2, in one pivot.
        let pivots = solver.pivotCount
        let tighter = LayoutConstraint(x, .greaterThanOrEqual, 12.0)
        try solver.add(tighter)
        solver.updateVariables()
        #expect(Self.isClose(x.value, 12))
        #expect(solver.pivotCount - pivots == 1, "one dual pivot, not a round of optimisation")
        #expect(!solver.rows.keys.contains { $0.kind == .artificial })
        try solver.remove(tighter)
        solver.updateVariables()
        #expect(Self.isClose(x.value, 10))
    }

    @Test func aRequiredEqualityWithoutASubjectGoesThroughAnArtificialVariable() throws {
        let x = LayoutVariable(name: "x")
        let y = LayoutVariable(name: "y")
        // x and y basic; x + y == 30 then holds only slacks: an artificial variable places it.
        let solver = try Self.solved([
            LayoutConstraint(x, .greaterThanOrEqual, 10.0), LayoutConstraint(y, .greaterThanOrEqual, 5.0),
        ])
        try solver.add(LayoutConstraint(x, .equal, 0.0, strength: Strength(priority: 10)))
        try solver.add(LayoutConstraint(LinearExpression(x) + y, .equal, 30.0))
        solver.updateVariables()
        #expect(Self.isClose(x.value + y.value, 30) && Self.isClose(x.value, 10))
        #expect(!solver.rows.keys.contains { $0.kind == .artificial })
        #expect(!solver.objective.cells.values.contains { $0.amount(at: .infinity) != 0 })
        #expect(throws: ConstraintSolverError.self) {
            try solver.add(LayoutConstraint(LinearExpression(x) + y, .equal, 10.0))
        }
        solver.updateVariables()
        #expect(Self.isClose(x.value + y.value, 30), "a refused equality changes nothing")
    }

    @Test func removingAConstraintRestoresThePreviousSolution() throws {
        let left = LayoutVariable(name: "left")
        let width = LayoutVariable(name: "width")
        let solver = try Self.solved([
            LayoutConstraint(left, .greaterThanOrEqual, 0.0),
            LayoutConstraint(left + width, .lessThanOrEqual, 320.0),
            LayoutConstraint(width, .equal, 200.0, strength: Strength(priority: 500)),
            LayoutConstraint(left, .equal, 60.0, strength: Strength(priority: 250)),
        ])
        #expect(left.value == 60 && width.value == 200)
        let rows = solver.rowCount
        let squeeze = LayoutConstraint(left, .greaterThanOrEqual, 200.0)
        try solver.add(squeeze)
        solver.updateVariables()
        #expect(Self.isClose(left.value, 200) && Self.isClose(width.value, 120))
        try solver.remove(squeeze)
        solver.updateVariables()
        #expect(Self.isClose(left.value, 60) && Self.isClose(width.value, 200))
        #expect(solver.rowCount == rows)
        #expect(!solver.hasConstraint(squeeze))
    }

    @Test func misuseIsReportedByName() throws {
        let x = LayoutVariable(name: "x")
        let constraint = LayoutConstraint(x, .equal, 1.0)
        let solver = try Self.solved([constraint])
        #expect(throws: ConstraintSolverError.duplicateConstraint("x == 1 (required)")) { try solver.add(constraint) }
        try solver.remove(constraint)
        #expect(throws: ConstraintSolverError.unknownConstraint("x == 1 (required)")) { try solver.remove(constraint) }
        #expect(throws: ConstraintSolverError.requiredEditVariable("x")) {
            try solver.addEditVariable(x, strength: .required)
        }
        #expect(throws: ConstraintSolverError.unknownEditVariable("x")) { try solver.suggestValue(x, 3) }
        #expect(solver.externals.isEmpty, "a variable no constraint names is forgotten")
    }

    @Test func expressionsPrintAsWritten() {
        let a = LayoutVariable(name: "a")
        let b = LayoutVariable(name: "b")
        #expect((2.0 * a - b + 0.5).description == "2*a - b + 0.5")
        #expect((-a - 3.0).description == "-a - 3")
        #expect(
            LayoutConstraint(a / 2.0, .greaterThanOrEqual, b, strength: Strength(priority: 750)).description
                == "0.5*a >= b (priority 750)")
    }
}
