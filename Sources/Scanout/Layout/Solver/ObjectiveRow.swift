/// The quantity the solver minimises (paper §2–3): the weighted sum of every error variable,
/// kept in terms of parametric symbols like any other row, with symbolic weights so each
/// priority level is minimised before the next lower one.
struct ObjectiveRow {
    private(set) var cells: [TableauSymbol: SymbolicWeight] = [:]
    private(set) var constant = SymbolicWeight.zero

    func coefficient(of symbol: TableauSymbol) -> SymbolicWeight { cells[symbol] ?? .zero }

    mutating func insert(_ symbol: TableauSymbol, weight: SymbolicWeight, times factor: Double = 1) {
        if ObjectiveRow.accumulate(&cells[symbol, default: .zero], weight, factor) {
            cells.removeValue(forKey: symbol)
        }
    }

    mutating func insert(_ row: TableauRow, weight: SymbolicWeight) {
        constant.add(weight, times: row.constant)
        for (symbol, coefficient) in row.cells {
            insert(symbol, weight: weight, times: coefficient)
        }
    }

    mutating func substitute(_ symbol: TableauSymbol, with row: TableauRow) {
        guard let weight = cells.removeValue(forKey: symbol) else { return }
        insert(row, weight: weight)
    }

    mutating func remove(_ symbol: TableauSymbol) {
        cells.removeValue(forKey: symbol)
    }

    /// Forgets one priority level everywhere: used to drop the artificial objective.
    mutating func removeLevel(_ priority: Float) {
        constant.removeLevel(priority)
        for key in Array(cells.keys) {
            cells[key]!.removeLevel(priority)
            if cells[key]!.isZero { cells.removeValue(forKey: key) }
        }
    }

    /// Adds `weight · factor` in place (one hash); true when the sum is zero and the cell should go.
    private static func accumulate(_ sum: inout SymbolicWeight, _ weight: SymbolicWeight, _ factor: Double) -> Bool {
        sum.add(weight, times: factor)
        return sum.isZero
    }

    /// Bland's rule (paper §4.1, anti-cycling): of the symbols whose coefficient is negative,
    /// the one with the lowest id; nil when the objective is optimal.
    func enteringSymbol() -> TableauSymbol? {
        var best: TableauSymbol?
        for (symbol, weight) in cells where symbol.canEnterBasis && weight.isNegative {
            if best == nil || symbol.id < best!.id { best = symbol }
        }
        return best
    }
}
