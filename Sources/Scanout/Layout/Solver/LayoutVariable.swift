/// An unknown of the layout: one edge, size or centre of one view or guide. The solver owns no
/// variable; it reads a variable's identity and writes `value` in `ConstraintSolver.updateVariables()`.
///
///     let width = LayoutVariable(name: "box.width")
///
/// Not thread-safe: used by the solver's owner only (the main actor, for Auto Layout).
final class LayoutVariable: CustomStringConvertible {
    /// Shown in diagnostics (`box.width + 8 <= container.width`); need not be unique.
    var name: String { makeName() }
    private let makeName: () -> String

    /// The solved value after the last `updateVariables()`; 0 until then.
    var value: Double

    init(name: String, value: Double = 0) {
        self.makeName = { name }
        self.value = value
    }

    /// A variable whose name is made when a diagnostic asks for it (a view's name and address
    /// take formatting that most layouts never show).
    init(value: Double = 0, name: @escaping () -> String) {
        self.makeName = name
        self.value = value
    }

    var description: String { name }
}
