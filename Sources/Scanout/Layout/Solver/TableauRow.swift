/// One equation of the tableau: `basic = constant + Σ coefficient·symbol` once it has a basic
/// symbol (the dictionary key in `ConstraintSolver.rows`), or `0 = constant + Σ …` while a new
/// constraint is being placed. Near-zero coefficients are never stored.
///
/// The cells are a small array sorted by symbol id, not a dictionary: rows hold a handful of
/// symbols, and the solver's inner loop asks every row for one symbol's coefficient and merges
/// rows into rows. A binary search and a linear merge cost less than hashing each symbol (which
/// was most of the solver's time; see docs/PERFORMANCE.md).
///
/// A 64-bit signature (one bit per symbol id modulo 64) answers "does this row hold the symbol?"
/// with one AND for most rows: a simplex step asks that of every row, and only about one row in
/// thirty holds the symbol asked about.
struct TableauRow {
    typealias Cell = (symbol: TableauSymbol, coefficient: Double)

    private(set) var cells: [Cell]
    private(set) var constant: Double
    /// The OR of the cells' `signatureBit`s: a clear bit means the symbol is not in the row.
    private(set) var signature: UInt64 = 0

    init(constant: Double = 0) {
        self.cells = []
        self.constant = constant
    }

    /// False for certain when the symbol is not in the row; true when it may be.
    @inline(__always)
    func mayContain(_ symbol: TableauSymbol) -> Bool { signature & symbol.signatureBit != 0 }

    /// The symbols with a coefficient, in id order.
    var symbols: some Sequence<TableauSymbol> { cells.lazy.map(\.symbol) }

    func contains(_ symbol: TableauSymbol) -> Bool { mayContain(symbol) && index(of: symbol) != nil }

    func coefficient(of symbol: TableauSymbol) -> Double {
        guard mayContain(symbol) else { return 0 }
        return index(of: symbol).map { cells[$0].coefficient } ?? 0
    }

    mutating func addConstant(_ amount: Double) {
        constant += amount
    }

    mutating func insert(_ symbol: TableauSymbol, coefficient: Double = 1) {
        let position = insertionPoint(of: symbol)
        if position < cells.count, cells[position].symbol.id == symbol.id {
            cells[position].coefficient += coefficient
            if SimplexTolerance.isNearZero(cells[position].coefficient) {
                cells.remove(at: position)
                recomputeSignature()
            }
        } else if !SimplexTolerance.isNearZero(coefficient) {
            cells.insert((symbol, coefficient), at: position)
            signature |= symbol.signatureBit
        }
    }

    /// `self += row · factor`: one merge of the two sorted arrays.
    mutating func insert(_ row: TableauRow, times factor: Double = 1) {
        constant += row.constant * factor
        guard !row.cells.isEmpty else { return }
        // In place, from the back: count the symbols that are new here, grow the array by that
        // many (within its capacity after the first few merges, so no allocation), then merge the
        // two sorted runs from their ends into the end of the grown array. Cells that cancel are
        // squeezed out after. A merge into a fresh array allocated and freed one per substitution,
        // which was a tenth of a form's first layout.
        let newSymbols = row.cells.count - commonSymbolCount(with: row)
        let oldCount = cells.count
        if newSymbols > 0 {
            let filler: Cell = (TableauSymbol.placeholder, 0)
            cells.append(contentsOf: repeatElement(filler, count: newSymbols))
        }
        var cancelled = false
        row.cells.withUnsafeBufferPointer { theirs in
            cells.withUnsafeMutableBufferPointer { merged in
                var mine = oldCount - 1
                var next = theirs.count - 1
                var write = merged.count - 1
                while next >= 0 {
                    let symbol = theirs[next].symbol
                    if mine >= 0 && merged[mine].symbol.id > symbol.id {
                        merged[write] = merged[mine]
                        mine -= 1
                    } else if mine >= 0 && merged[mine].symbol.id == symbol.id {
                        let sum = merged[mine].coefficient + theirs[next].coefficient * factor
                        merged[write] = (symbol, sum)
                        cancelled = cancelled || SimplexTolerance.isNearZero(sum)
                        mine -= 1
                        next -= 1
                    } else {
                        let scaled = theirs[next].coefficient * factor
                        merged[write] = (symbol, scaled)
                        cancelled = cancelled || SimplexTolerance.isNearZero(scaled)
                        next -= 1
                    }
                    write -= 1
                }
                // What is left of this row's own cells is already where it belongs (write == mine).
            }
        }
        if cancelled {
            cells.removeAll { SimplexTolerance.isNearZero($0.coefficient) }
            recomputeSignature()
        } else {
            for cell in row.cells { signature |= cell.symbol.signatureBit }
        }
    }

    /// How many of `row`'s symbols this row holds too (one pass over both sorted arrays).
    private func commonSymbolCount(with row: TableauRow) -> Int {
        var common = 0
        var mine = 0
        for cell in row.cells {
            while mine < cells.count && cells[mine].symbol.id < cell.symbol.id { mine += 1 }
            if mine == cells.count { break }
            if cells[mine].symbol.id == cell.symbol.id { common += 1 }
        }
        return common
    }

    mutating func remove(_ symbol: TableauSymbol) {
        if let index = index(of: symbol) {
            cells.remove(at: index)
            recomputeSignature()
        }
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
        recomputeSignature()
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
        guard mayContain(symbol), let index = index(of: symbol) else { return false }
        let coefficient = cells.remove(at: index).coefficient
        insert(row, times: coefficient)  // recomputes the signature (an empty `row` leaves it stale)
        if row.cells.isEmpty { recomputeSignature() }
        return true
    }

    // MARK: - Private

    private mutating func recomputeSignature() {
        signature = 0
        for cell in cells { signature |= cell.symbol.signatureBit }
    }

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
