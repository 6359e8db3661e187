/// A column of the simplex tableau: a layout variable or one of the variables the solver adds
/// (paper §3: slack and error variables, dummy variables for required equalities, §4.3: the
/// artificial variable). `id` orders symbols for Bland's rule and deterministic choices.
struct TableauSymbol: Hashable, CustomStringConvertible {
    enum Kind {
        /// A `LayoutVariable`: unrestricted in sign.
        case external
        /// `s ≥ 0` turning an inequality into an equation; the marker of an inequality.
        case slack
        /// `e ≥ 0` measuring how far an optional constraint is violated; weighted in the objective.
        case error
        /// Always 0: marks a required equality so it can be found and removed again.
        case dummy
        /// Lives only while a required constraint that has no subject is being placed.
        case artificial
    }

    let id: Int
    let kind: Kind

    /// Fills a row's cell for a moment while a merge moves cells into place; never in a tableau.
    static let placeholder = TableauSymbol(id: -1, kind: .dummy)

    /// This symbol's bit in a row's signature (`TableauRow.mayContain`).
    var signatureBit: UInt64 { 1 << UInt64(id & 63) }

    /// Restricted symbols are ≥ 0; a row whose basic symbol is restricted must keep a constant ≥ 0.
    var isRestricted: Bool { kind != .external }

    /// May enter the basis during optimisation: dummies stay at 0 and the artificial variable
    /// only ever leaves.
    var canEnterBasis: Bool { kind == .slack || kind == .error || kind == .external }

    static func == (lhs: TableauSymbol, rhs: TableauSymbol) -> Bool { lhs.id == rhs.id }

    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    var description: String {
        switch kind {
        case .external: "v\(id)"
        case .slack: "s\(id)"
        case .error: "e\(id)"
        case .dummy: "d\(id)"
        case .artificial: "a\(id)"
        }
    }
}

/// The one tolerance of the solver: coefficients below it are dropped from rows and weights, and
/// a restricted row is infeasible only when its constant is below `-epsilon`. Layout values are
/// points (1e-8 of a point is far below a pixel) and coefficients are small, so an absolute
/// tolerance is enough.
enum SimplexTolerance {
    static let epsilon = 1e-8

    static func isNearZero(_ value: Double) -> Bool { abs(value) < epsilon }
}
