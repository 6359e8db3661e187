/// The numbers Auto Layout lets into its solver, and what it does with the others.
///
/// The solver works in doubles with one absolute tolerance (`SimplexTolerance.epsilon`, 1e-8
/// points), so it is exact only while a value's rounding step stays well under that tolerance. A
/// constant of NaN or infinity (or a multiplier) has no solution to give: one such row makes every
/// variable the pivots reach NaN, and a value near 1e308 overflows to infinity at the first
/// pivot. So every constraint is checked where it enters the solver:
/// - a non-finite constant or coefficient refuses the constraint (it is left out of layout, as if
///   inactive, until the app gives it a finite constant) and the warning names it;
/// - a constant beyond ±`maximumConstant` points is clamped to it, a coefficient (a multiplier)
///   beyond ±`maximumCoefficient` to that, with a warning, as UIKit substitutes "a smaller value"
///   for a constant that "exceeds internal limits".
/// Each warning is given once per constraint (or view) and cause.
enum LayoutValueLimits {
    /// 10^7 points: UIKit's `layoutFittingExpandedSize`, three orders of magnitude past any
    /// screen. A double's step there is 1.9e-9, under the solver's 1e-8 tolerance.
    static let maximumConstant = 10_000_000.0
    /// A multiplier of a thousand already makes a 1-point change move something a thousand
    /// points; layout needs nothing near it (aspect ratios and fractions are within 10).
    static let maximumCoefficient = 1_000.0

    /// What to do with a constraint on its way into the solver.
    enum Verdict {
        /// Finite and within the limits: used as it is.
        case admitted
        /// Within the limits once clamped: use this copy.
        case clamped(LayoutConstraint)
        /// A NaN or infinite constant or coefficient: leave it out.
        case refused
    }

    static func verdict(on constraint: LayoutConstraint) -> Verdict {
        let expression = constraint.expression
        guard expression.constant.isFinite, expression.terms.allSatisfy({ $0.coefficient.isFinite }) else {
            return .refused
        }
        let isWithinLimits =
            abs(expression.constant) <= maximumConstant
            && expression.terms.allSatisfy { abs($0.coefficient) <= maximumCoefficient }
        guard !isWithinLimits else { return .admitted }
        let terms = expression.terms.map {
            LinearExpression.Term(variable: $0.variable, coefficient: clamp($0.coefficient, to: maximumCoefficient))
        }
        let clamped = LinearExpression(terms: terms, constant: clamp(expression.constant, to: maximumConstant))
        return .clamped(
            LayoutConstraint(
                clamped, constraint.relation, LinearExpression(0), strength: constraint.strength,
                strengthBelow: constraint.strengthBelow))
    }

    /// `value` clamped into `-limit...limit` (finite values only).
    static func clamp(_ value: Double, to limit: Double) -> Double {
        min(max(value, -limit), limit)
    }
}

/// The causes a hostile value is reported for, each once per object.
struct LayoutValueProblems: OptionSet, Sendable {
    let rawValue: UInt16

    static let nonFiniteConstant = LayoutValueProblems(rawValue: 1 << 0)
    static let nonFiniteMultiplier = LayoutValueProblems(rawValue: 1 << 1)
    static let hugeConstant = LayoutValueProblems(rawValue: 1 << 2)
    static let hugeMultiplier = LayoutValueProblems(rawValue: 1 << 3)
    static let nonFinitePriority = LayoutValueProblems(rawValue: 1 << 4)
    static let nonFiniteIntrinsicSize = LayoutValueProblems(rawValue: 1 << 5)
    static let nonFiniteMargins = LayoutValueProblems(rawValue: 1 << 6)
    static let nonFiniteFittingSize = LayoutValueProblems(rawValue: 1 << 7)
    static let nonFiniteSpacing = LayoutValueProblems(rawValue: 1 << 8)
}

extension UILayoutPriority {
    /// A priority as Auto Layout uses it: clamped into 1...1000 as UIKit does; nil for NaN, which
    /// is no priority at all (the setters keep the value they had).
    static func clampedRawValue(_ rawValue: Float) -> Float? {
        guard !rawValue.isNaN else { return nil }
        return min(max(rawValue, 1), 1000)
    }
}
