/// One equation of the tableau: `basic = constant + Σ coefficient·symbol` once it has a basic
/// symbol (the dictionary key in `ConstraintSolver.rows`), or `0 = constant + Σ …` while a new
/// constraint is being placed. Near-zero coefficients are never stored.
///
/// The cells are a small array sorted by symbol id, not a dictionary: rows hold a handful of
/// symbols, and the solver's inner loop asks every row for one symbol's coefficient and merges
/// rows into rows. A binary search and a linear merge cost less than hashing each symbol (which
/// was most of the solver's time; see docs/PERFORMANCE.md).
struct TableauRow {
    typealias Cell = (symbol: TableauSymbol, coefficient: Double)

    private(set) var cells: [Cell]
    private(set) var constant: Double

    init(constant: Double = 0) {
        self.cells = []
        self.constant = constant
    }

    /// The symbols with a coefficient, in id order.
    var symbols: some Sequence<TableauSymbol> { cells.lazy.map(\.symbol) }

    func contains(_ symbol: TableauSymbol) -> Bool { index(of: symbol) != nil }

    func coefficient(of symbol: TableauSymbol) -> Double {
        index(of: symbol).map { cells[$0].coefficient } ?? 0
    }

    mutating func addConstant(_ amount: Double) {
        constant += amount
    }

    mutating func insert(_ symbol: TableauSymbol, coefficient: Double = 1) {
        let position = insertionPoint(of: symbol)
        if position < cells.count, cells[position].symbol.id == symbol.id {
            cells[position].coefficient += coefficient
            if SimplexTolerance.isNearZero(cells[position].coefficient) { cells.remove(at: position) }
        } else if !SimplexTolerance.isNearZero(coefficient) {
            cells.insert((symbol, coefficient), at: position)
        }
    }

    /// `self += row · factor`: one merge of the two sorted arrays.
    mutating func insert(_ row: TableauRow, times factor: Double = 1) {
        constant += row.constant * factor
        guard !row.cells.isEmpty else { return }
        var merged: [Cell] = []
        merged.reserveCapacity(cells.count + row.cells.count)
        var mine = 0
        var theirs = 0
        while mine < cells.count || theirs < row.cells.count {
            if theirs == row.cells.count
                || (mine < cells.count && cells[mine].symbol.id < row.cells[theirs].symbol.id)
            {
                merged.append(cells[mine])
                mine += 1
            } else if mine == cells.count || row.cells[theirs].symbol.id < cells[mine].symbol.id {
                let scaled = row.cells[theirs].coefficient * factor
                if !SimplexTolerance.isNearZero(scaled) { merged.append((row.cells[theirs].symbol, scaled)) }
                theirs += 1
            } else {
                let sum = cells[mine].coefficient + row.cells[theirs].coefficient * factor
                if !SimplexTolerance.isNearZero(sum) { merged.append((cells[mine].symbol, sum)) }
                mine += 1
                theirs += 1
            }
        }
        cells = merged
    }

    mutating func remove(_ symbol: TableauSymbol) {
        if let index = index(of: symbol) { cells.remove(at: index) }
    }

    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient.negate() }
    }

    /// `0 = c + a·symbol + rest` becomes `symbol = -(c + rest) / a`.
    mutating func solve(for symbol: TableauSymbol) {
        guard let index = index(of: symbol) else {
            preconditionFailure("solving a tableau row for \(symbol), which it does not contain")
        }
        let factor = -1 / cells.remove(at: index).coefficient
        constant *= factor
        for index in cells.indices { cells[index].coefficient *= factor }
    }

    /// `basic = …` becomes `entering = …` (a pivot, seen from the row).
    mutating func solve(for entering: TableauSymbol, replacing basic: TableauSymbol) {
        insert(basic, coefficient: -1)
        solve(for: entering)
    }

    /// Replaces `symbol` by the right-hand side of its row; returns whether it was present.
    @discardableResult
    mutating func substitute(_ symbol: TableauSymbol, with row: TableauRow) -> Bool {
        guard let index = index(of: symbol) else { return false }
        let coefficient = cells.remove(at: index).coefficient
        insert(row, times: coefficient)
        return true
    }

    // MARK: - Private

    private func index(of symbol: TableauSymbol) -> Int? {
        let position = insertionPoint(of: symbol)
        return position < cells.count && cells[position].symbol.id == symbol.id ? position : nil
    }

    /// The first index whose symbol id is not below `symbol`'s (binary search).
    private func insertionPoint(of symbol: TableauSymbol) -> Int {
        var low = 0
        var high = cells.count
        while low < high {
            let middle = (low + high) / 2
            if cells[middle].symbol.id < symbol.id { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
