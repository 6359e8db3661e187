import Testing

@testable import Scanout

/// An edit weaker than every constraint must not move a variable the constraints fix: the case
/// `hasAmbiguousLayout` relies on, which once left a higher level's error behind.
@Suite struct ConstraintSolverWeakEditTests {
    @Test func aWeakSuggestionCannotBuyItsWayPastAHigherLevel() throws {
        let solver = ConstraintSolver()
        let cardHeight = LayoutVariable(name: "card.height")
        let statusTop = LayoutVariable(name: "status.top")
        let statusHeight = LayoutVariable(name: "status.height")
        try solver.add(LayoutConstraint(cardHeight, .greaterThanOrEqual, 158.0, strength: Strength(priority: 750)))
        try solver.add(LayoutConstraint(cardHeight, .lessThanOrEqual, 158.0, strength: Strength(priority: 250)))
        try solver.add(LayoutConstraint(statusTop, .greaterThanOrEqual, cardHeight + 110.0))
        try solver.add(LayoutConstraint(statusTop, .equal, cardHeight + 110.0, strength: Strength(priority: 500)))
        try solver.add(LayoutConstraint(statusTop + statusHeight, .equal, 292.0, strength: Strength(priority: 750)))
        try solver.add(LayoutConstraint(statusHeight, .greaterThanOrEqual, 24.0))
        try solver.add(LayoutConstraint(statusHeight, .lessThanOrEqual, 24.0, strength: Strength(priority: 250)))
        try solver.add(LayoutConstraint(statusHeight, .greaterThanOrEqual, 24.0, strength: Strength(priority: 750)))
        solver.updateVariables()
        #expect(cardHeight.value == 158 && statusTop.value == 268 && statusHeight.value == 24)

        for variable in [cardHeight, statusTop, statusHeight] {
            let original = variable.value
            try solver.addEditVariable(variable, strength: Strength(priority: 0.001))
            try solver.suggestValue(variable, original + 17)
            solver.updateVariables()
            #expect(
                cardHeight.value == 158 && statusTop.value == 268 && statusHeight.value == 24,
                "nudging \(variable.name): \(cardHeight.value), \(statusTop.value), \(statusHeight.value)")
            try solver.suggestValue(variable, original)
            try solver.removeEditVariable(variable)
            solver.updateVariables()
            #expect(cardHeight.value == 158 && statusTop.value == 268 && statusHeight.value == 24)
        }
    }
}
