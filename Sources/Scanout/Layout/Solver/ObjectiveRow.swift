/// The quantity the solver minimises (paper §2–3): the weighted sum of every error variable,
/// kept in terms of parametric symbols like any other row, with symbolic weights so each
/// priority level is minimised before the next lower one.
struct ObjectiveRow {
    private(set) var cells: [TableauSymbol: SymbolicWeight] = [:]
    private(set) var constant = SymbolicWeight.zero

    func coefficient(of symbol: TableauSymbol) -> SymbolicWeight { cells[symbol] ?? .zero }

    mutating func insert(_ symbol: TableauSymbol, weight: SymbolicWeight) {
        var sum = cells[symbol] ?? .zero
        sum.add(weight)
        cells[symbol] = sum.isZero ? nil : sum
    }

    mutating func insert(_ row: TableauRow, weight: SymbolicWeight) {
        constant.add(weight, times: row.constant)
        for (symbol, coefficient) in row.cells {
            var sum = cells[symbol] ?? .zero
            sum.add(weight, times: coefficient)
            cells[symbol] = sum.isZero ? nil : sum
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
