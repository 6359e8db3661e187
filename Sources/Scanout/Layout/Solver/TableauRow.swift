/// One equation of the tableau: `basic = constant + Σ coefficient·symbol` once it has a basic
/// symbol (the dictionary key in `ConstraintSolver.rows`), or `0 = constant + Σ …` while a new
/// constraint is being placed. Near-zero coefficients are never stored.
struct TableauRow {
    private(set) var cells: [TableauSymbol: Double]
    private(set) var constant: Double

    init(constant: Double = 0) {
        self.cells = [:]
        self.constant = constant
    }

    func coefficient(of symbol: TableauSymbol) -> Double { cells[symbol] ?? 0 }

    mutating func addConstant(_ amount: Double) {
        constant += amount
    }

    mutating func insert(_ symbol: TableauSymbol, coefficient: Double = 1) {
        // One hash through the in-place `default:` accessor; hashing is most of the solver's time.
        if TableauRow.accumulate(&cells[symbol, default: 0], coefficient) {
            cells.removeValue(forKey: symbol)
        }
    }

    mutating func insert(_ row: TableauRow, times factor: Double = 1) {
        constant += row.constant * factor
        cells.reserveCapacity(cells.count + row.cells.count)
        for (symbol, coefficient) in row.cells {
            insert(symbol, coefficient: coefficient * factor)
        }
    }

    mutating func remove(_ symbol: TableauSymbol) {
        cells.removeValue(forKey: symbol)
    }

    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells.values[index].negate() }
    }

    /// `0 = c + a·symbol + rest` becomes `symbol = -(c + rest) / a`.
    mutating func solve(for symbol: TableauSymbol) {
        guard let coefficient = cells.removeValue(forKey: symbol) else {
            preconditionFailure("solving a tableau row for \(symbol), which it does not contain")
        }
        let factor = -1 / coefficient
        constant *= factor
        for index in cells.indices { cells.values[index] *= factor }
    }

    /// `basic = …` becomes `entering = …` (a pivot, seen from the row).
    mutating func solve(for entering: TableauSymbol, replacing basic: TableauSymbol) {
        insert(basic, coefficient: -1)
        solve(for: entering)
    }

    /// Adds `amount` to `value`; true when the sum is near zero and the cell should go.
    static func accumulate(_ value: inout Double, _ amount: Double) -> Bool {
        value += amount
        return SimplexTolerance.isNearZero(value)
    }

    /// Replaces `symbol` by the right-hand side of its row; returns whether it was present.
    @discardableResult
    mutating func substitute(_ symbol: TableauSymbol, with row: TableauRow) -> Bool {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return false }
        insert(row, times: coefficient)
        return true
    }
}
