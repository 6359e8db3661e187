import Testing

@testable import Scanout

/// Random small systems (4 variables, integer data), changed one step at a time: adds of required
/// and optional constraints, removes, edit variables and suggestions. After every step:
/// - every required constraint in the solver holds within 1e-6;
/// - an add refused as unsatisfiable is infeasible by brute force (Fourier–Motzkin elimination on
///   the required constraints), and every accepted required add is feasible by the same check;
/// - after every step, the incremental solver's error per priority level equals that of a solver
///   built from scratch with the same constraints (the lexicographic optimum is unique per level);
///   checking only now and then once let a wrong suggestion (a basic negative error variable)
///   through, because the next add happened to repair it.
/// Each seed is printed; a failure message names it, so it can be replayed alone.
@Suite struct ConstraintSolverRandomizedTests {
    /// Small, fast, reproducible on every platform (unlike the system generator).

    /// `Σ coefficients[i]·x[i] + constant  relation  0`, as data the brute force can read.
    struct Specification {
        let coefficients: [Double]
        let constant: Double
        let relation: LayoutConstraint.Relation
        let strength: Strength

        func violation(at values: [Double]) -> Double {
            let sum = zip(coefficients, values).reduce(constant) { $0 + $1.0 * $1.1 }
            switch relation {
            case .equal: return abs(sum)
            case .lessThanOrEqual: return max(0, sum)
            case .greaterThanOrEqual: return max(0, -sum)
            }
        }

        /// As `a·x + c >= 0` rows.
        var inequalities: [([Double], Double)] {
            let negated = (coefficients.map { -$0 }, -constant)
            switch relation {
            case .greaterThanOrEqual: return [(coefficients, constant)]
            case .lessThanOrEqual: return [negated]
            case .equal: return [(coefficients, constant), negated]
            }
        }
    }

    static let variableCount = 4

    @Test(arguments: [1, 2, 3, 42, 2026, 0xC0FFEE, 7, 99, 1234, 31337] as [UInt64])
    func randomStepsKeepTheSolverCorrect(seed: UInt64) throws {
        print("ConstraintSolverRandomizedTests seed \(seed)")
        var random = SplitMix64(seed: seed)
        let variables = (0..<Self.variableCount).map { LayoutVariable(name: "x\($0)") }
        let solver = ConstraintSolver()
        var added: [(LayoutConstraint, Specification)] = []
        var edit: (variable: Int, strength: Strength, value: Double)?
        var refusals = 0

        for step in 0..<300 {
            let context = "seed \(seed), step \(step)"
            let roll = Int.random(in: 0..<100, using: &random)
            if roll < 55 || added.isEmpty {
                let requiredCount = added.filter { $0.1.strength.isRequired }.count
                let specification = Self.randomSpecification(required: requiredCount < 6, using: &random)
                let constraint = Self.constraint(specification, variables)
                let required = added.map(\.1).filter(\.strength.isRequired)
                do {
                    try solver.add(constraint)
                    added.append((constraint, specification))
                    if specification.strength.isRequired {
                        #expect(Self.isFeasible(required + [specification]), "accepted an infeasible add, \(context)")
                    }
                } catch {
                    refusals += 1
                    #expect(specification.strength.isRequired, "refused an optional constraint, \(context)")
                    #expect(!Self.isFeasible(required + [specification]), "refused a feasible add, \(context)")
                    #expect(!solver.hasConstraint(constraint))
                }
            } else if roll < 80 {
                let index = Int.random(in: 0..<added.count, using: &random)
                try solver.remove(added.remove(at: index).0)
            } else if roll < 95 {
                let value = Double(Int.random(in: -30...30, using: &random))
                if let current = edit {
                    try solver.suggestValue(variables[current.variable], value)
                    edit!.value = value
                } else {
                    let strength = Strength(priority: [100, 600, 900].randomElement(using: &random)!)
                    let index = Int.random(in: 0..<Self.variableCount, using: &random)
                    try solver.addEditVariable(variables[index], strength: strength)
                    try solver.suggestValue(variables[index], value)
                    edit = (index, strength, value)
                }
            } else if let current = edit {
                try solver.removeEditVariable(variables[current.variable])
                edit = nil
            }

            solver.updateVariables()
            let values = variables.map(\.value)
            for (constraint, specification) in added where specification.strength.isRequired {
                #expect(specification.violation(at: values) < 1e-6, "\(constraint) broken at \(values), \(context)")
            }
            do {
                let fresh = ConstraintSolver()
                let freshVariables = (0..<Self.variableCount).map { LayoutVariable(name: "x\($0)") }
                for (_, specification) in added { try fresh.add(Self.constraint(specification, freshVariables)) }
                if let edit {
                    try fresh.addEditVariable(freshVariables[edit.variable], strength: edit.strength)
                    try fresh.suggestValue(freshVariables[edit.variable], edit.value)
                }
                fresh.updateVariables()
                let incremental = Self.errorsByPriority(added.map(\.1), edit, values)
                let rebuilt = Self.errorsByPriority(added.map(\.1), edit, freshVariables.map(\.value))
                #expect(incremental.count == rebuilt.count)
                for (level, expected) in rebuilt {
                    #expect(
                        abs((incremental[level] ?? 0) - expected) < 1e-6,
                        "error at priority \(level): \(incremental[level] ?? 0) incremental, \(expected) rebuilt, \(context)"
                    )
                }
            }
        }
        print("seed \(seed): \(refusals) unsatisfiable adds refused, \(solver.pivotCount) pivots")
        #expect(refusals > 0, "the seed exercised no refusal; pick another")
    }

    // MARK: - Private

    private static func randomSpecification(required: Bool, using random: inout SplitMix64) -> Specification {
        var coefficients = [Double](repeating: 0, count: variableCount)
        for _ in 0..<Int.random(in: 1...2, using: &random) {
            coefficients[Int.random(in: 0..<variableCount, using: &random)] = [-2, -1, 1, 2].randomElement(
                using: &random)!
        }
        let isRequired = required && Int.random(in: 0..<100, using: &random) < 40
        let strength =
            isRequired ? Strength.required : Strength(priority: [250, 500, 750].randomElement(using: &random)!)
        return Specification(
            coefficients: coefficients, constant: Double(Int.random(in: -20...20, using: &random)),
            relation: [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &random)!,
            strength: strength)
    }

    private static func constraint(_ specification: Specification, _ variables: [LayoutVariable]) -> LayoutConstraint {
        var expression = LinearExpression(specification.constant)
        for (variable, coefficient) in zip(variables, specification.coefficients) where coefficient != 0 {
            expression = expression + coefficient * variable
        }
        return LayoutConstraint(expression, specification.relation, 0.0, strength: specification.strength)
    }

    private static func errorsByPriority(
        _ specifications: [Specification], _ edit: (variable: Int, strength: Strength, value: Double)?,
        _ values: [Double]
    ) -> [Float: Double] {
        var errors: [Float: Double] = [:]
        for specification in specifications where !specification.strength.isRequired {
            errors[specification.strength.priority, default: 0] += specification.violation(at: values)
        }
        if let edit { errors[edit.strength.priority, default: 0] += abs(values[edit.variable] - edit.value) }
        return errors
    }

    /// Fourier–Motzkin: eliminate one variable at a time by combining each row where it is positive
    /// with each where it is negative; feasible iff no constant-only row is negative. Exact for
    /// these small integer systems.
    private static func isFeasible(_ specifications: [Specification]) -> Bool {
        var rows = specifications.flatMap(\.inequalities)
        for variable in 0..<variableCount {
            let positive = rows.filter { $0.0[variable] > 0 }
            let negative = rows.filter { $0.0[variable] < 0 }
            var next = rows.filter { $0.0[variable] == 0 }
            for (upper, upperConstant) in positive {
                for (lower, lowerConstant) in negative {
                    let (a, b) = (-lower[variable], upper[variable])
                    let combined = (0..<variableCount).map { a * upper[$0] + b * lower[$0] }
                    next.append((combined, a * upperConstant + b * lowerConstant))
                }
            }
            rows = next
        }
        return rows.allSatisfy { $0.1 >= -1e-9 }
    }
}
