import Testing

@testable import Scanout

/// Edit variables and `suggestValue`: dragging a value, a row of boxes following its container,
/// and proof that a suggestion re-solves the existing tableau instead of rebuilding it.
@Suite struct ConstraintSolverEditTests {
    static func isClose(_ actual: Double, _ expected: Double) -> Bool { abs(actual - expected) < 1e-6 }

    /// One box: `left`, `width`, and `right = left + width` as an expression.
    struct Box {
        let left: LayoutVariable
        let width: LayoutVariable
        var right: LinearExpression { left + width }

        init(_ name: String) {
            left = LayoutVariable(name: "\(name).left")
            width = LayoutVariable(name: "\(name).width")
        }

        var frame: (x: Double, width: Double) { (left.value, width.value) }
    }

    @Test func draggingAValueMovesWhatDependsOnIt() throws {
        let handle = LayoutVariable(name: "handle", value: 50)
        let label = LayoutVariable(name: "label")
        let solver = ConstraintSolver()
        try solver.add(LayoutConstraint(handle, .greaterThanOrEqual, 0.0))
        try solver.add(LayoutConstraint(handle, .lessThanOrEqual, 200.0))
        try solver.add(LayoutConstraint(label, .equal, handle + 12.0))
        try solver.addEditVariable(handle, strength: Strength(priority: 999))
        #expect(solver.hasEditVariable(handle))
        solver.updateVariables()
        #expect(handle.value == 50 && label.value == 62, "adding the edit keeps the current value")
        for target in [80.0, 150.0, 260.0, -40.0, 120.0] {
            try solver.suggestValue(handle, target)
            solver.updateVariables()
            let expected = min(max(target, 0), 200)
            #expect(
                Self.isClose(handle.value, expected) && Self.isClose(label.value, expected + 12), "drag to \(target)")
        }
        try solver.removeEditVariable(handle)
        #expect(!solver.hasEditVariable(handle))
        #expect(throws: ConstraintSolverError.duplicateEditVariable("label")) {
            try solver.addEditVariable(label, strength: Strength(priority: 500))
            try solver.addEditVariable(label, strength: Strength(priority: 500))
        }
    }

    /// Container padding 10, spacing 8; box A hugs at 750 (width <= 60), all widths prefer to be
    /// equal at 500, B and C hug weakly at 250 (width <= 50). By hand, for a container of width W:
    /// A keeps 60 (750 beats 500); B = C = (W - 20 - 16 - 60) / 2 minimises the equal-width errors
    /// (|A-B| + |B-C|, unique optimum); the 250 preferences cannot move anything decided at 500.
    @Test func aRowOfThreeBoxesFollowsItsContainer() throws {
        let container = LayoutVariable(name: "container.width", value: 300)
        let (a, b, c) = (Box("a"), Box("b"), Box("c"))
        let solver = ConstraintSolver()
        let constraints =
            [
                LayoutConstraint(a.left, .equal, 10.0),
                LayoutConstraint(b.left, .equal, a.right + 8.0),
                LayoutConstraint(c.left, .equal, b.right + 8.0),
                LayoutConstraint(c.right, .equal, container - 10.0),
                LayoutConstraint(a.width, .lessThanOrEqual, 60.0, strength: Strength(priority: 750)),
                LayoutConstraint(a.width, .equal, b.width, strength: Strength(priority: 500)),
                LayoutConstraint(b.width, .equal, c.width, strength: Strength(priority: 500)),
                LayoutConstraint(b.width, .lessThanOrEqual, 50.0, strength: Strength(priority: 250)),
                LayoutConstraint(c.width, .lessThanOrEqual, 50.0, strength: Strength(priority: 250)),
            ] + [a, b, c].map { LayoutConstraint($0.width, .greaterThanOrEqual, 0.0) }
        for constraint in constraints { try solver.add(constraint) }
        try solver.addEditVariable(container, strength: Strength(priority: 999))
        solver.updateVariables()
        #expect(Self.isClose(a.frame.x, 10) && Self.isClose(a.frame.width, 60))
        #expect(Self.isClose(b.frame.x, 78) && Self.isClose(b.frame.width, 102))
        #expect(Self.isClose(c.frame.x, 188) && Self.isClose(c.frame.width, 102))

        try solver.suggestValue(container, 500)
        solver.updateVariables()
        #expect(Self.isClose(container.value, 500))
        #expect(Self.isClose(a.frame.x, 10) && Self.isClose(a.frame.width, 60))
        #expect(Self.isClose(b.frame.x, 78) && Self.isClose(b.frame.width, 202))
        #expect(Self.isClose(c.frame.x, 288) && Self.isClose(c.frame.width, 202))

        // Narrower than A's 60 + two: the hugging holds without effort, equal widths win: 44 / 3 each.
        try solver.suggestValue(container, 80)
        solver.updateVariables()
        #expect([a, b, c].allSatisfy { Self.isClose($0.frame.width, 44.0 / 3) })
        #expect(Self.isClose(c.frame.x, 10 + 2 * 44.0 / 3 + 16))

        // Narrower than padding and spacing: the required row (widths >= 0) beats the 999 edit.
        try solver.suggestValue(container, 20)
        solver.updateVariables()
        #expect(Self.isClose(container.value, 36) && [a, b, c].allSatisfy { Self.isClose($0.frame.width, 0) })
    }

    @Test func aSuggestionReSolvesTheSameTableau() throws {
        let container = LayoutVariable(name: "container.width", value: 300)
        let boxes = (0..<20).map { Box("box\($0)") }
        let solver = ConstraintSolver()
        try solver.add(LayoutConstraint(boxes[0].left, .equal, 0.0))
        for (previous, next) in zip(boxes, boxes.dropFirst()) {
            try solver.add(LayoutConstraint(next.left, .equal, previous.right + 4.0))
            try solver.add(LayoutConstraint(next.width, .equal, previous.width, strength: Strength(priority: 500)))
        }
        try solver.add(LayoutConstraint(boxes.last!.right, .lessThanOrEqual, container))
        for box in boxes {
            try solver.add(LayoutConstraint(box.width, .equal, 40.0, strength: Strength(priority: 250)))
        }
        try solver.addEditVariable(container, strength: Strength(priority: 999))
        let buildPivots = solver.pivotCount
        let rows = solver.rowCount
        let symbols = solver.nextSymbolID

        try solver.suggestValue(container, 1000)  // loose: the 250 preferences now hold
        try solver.suggestValue(container, 1100)
        solver.updateVariables()
        #expect(boxes.allSatisfy { Self.isClose($0.width.value, 40) })
        let loosePivots = solver.pivotCount - buildPivots
        #expect(solver.rowCount == rows && solver.nextSymbolID == symbols, "no row or symbol was made")

        let before = solver.pivotCount
        try solver.suggestValue(container, 1200)  // still loose: constants change, no pivot at all
        #expect(solver.pivotCount == before)
        try solver.suggestValue(container, 300)  // tight again: (300 - 76) / 20 each
        solver.updateVariables()
        #expect(boxes.allSatisfy { Self.isClose($0.width.value, 11.2) })
        #expect(solver.rowCount == rows && solver.nextSymbolID == symbols)
        #expect(solver.pivotCount - before < buildPivots / 2, "a few pivots, not a rebuild")
        print(
            "row of 20: build \(buildPivots) pivots, 300→1000→1100 \(loosePivots), 1200→300 \(solver.pivotCount - before)"
        )
    }
}
