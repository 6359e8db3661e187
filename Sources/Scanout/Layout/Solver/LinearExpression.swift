/// A sum of variables times coefficients plus a constant: `2·a + b - 10`. Built with the
/// operators in `LinearExpression+Operators.swift`, then turned into a `LayoutConstraint`.
///
///     let right = left + width + 8.0
///
/// A value type; the variables it names are shared references.
struct LinearExpression: CustomStringConvertible {
    /// One variable with its coefficient; a variable may appear in several terms (they add up).
    struct Term {
        let variable: LayoutVariable
        var coefficient: Double
    }

    private(set) var terms: [Term]
    var constant: Double

    init(_ constant: Double = 0) {
        self.terms = []
        self.constant = constant
    }

    init(_ variable: LayoutVariable, coefficient: Double = 1, constant: Double = 0) {
        self.terms = [Term(variable: variable, coefficient: coefficient)]
        self.constant = constant
    }

    init(terms: [Term], constant: Double) {
        self.terms = terms
        self.constant = constant
    }

    mutating func add(_ other: LinearExpression, times factor: Double = 1) {
        terms.reserveCapacity(terms.count + other.terms.count)
        for term in other.terms {
            terms.append(Term(variable: term.variable, coefficient: term.coefficient * factor))
        }
        constant += other.constant * factor
    }

    func scaled(by factor: Double) -> LinearExpression {
        LinearExpression(
            terms: terms.map { Term(variable: $0.variable, coefficient: $0.coefficient * factor) },
            constant: constant * factor)
    }

    /// Whether both expressions have the same coefficient for every variable (terms of one variable
    /// added up; the constants may differ).
    func hasSameTerms(as other: LinearExpression) -> Bool {
        func coefficients(_ expression: LinearExpression) -> [ObjectIdentifier: Double] {
            var result: [ObjectIdentifier: Double] = [:]
            for term in expression.terms { result[ObjectIdentifier(term.variable), default: 0] += term.coefficient }
            return result.filter { !SimplexTolerance.isNearZero($0.value) }
        }
        let mine = coefficients(self)
        let theirs = coefficients(other)
        guard mine.count == theirs.count else { return false }
        return mine.allSatisfy { key, value in theirs[key].map { abs($0 - value) < SimplexTolerance.epsilon } ?? false }
    }

    /// `2*a + b - 10`, coefficients of ±1 left out, so a diagnostic reads like the code that built it.
    var description: String {
        var text = ""
        for term in terms {
            let magnitude = abs(term.coefficient)
            let sign = term.coefficient < 0 ? "-" : "+"
            let factor = magnitude == 1 ? "" : "\(LinearExpression.format(magnitude))*"
            text += text.isEmpty ? (sign == "-" ? "-" : "") : " \(sign) "
            text += factor + term.variable.name
        }
        if text.isEmpty { return LinearExpression.format(constant) }
        if constant != 0 { text += (constant < 0 ? " - " : " + ") + LinearExpression.format(abs(constant)) }
        return text
    }

    // MARK: - Private

    /// Whole numbers print without a fraction (`8`, not `8.0`), as a developer writes them.
    private static func format(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}
