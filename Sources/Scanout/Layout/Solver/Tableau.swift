/// The rows of the simplex tableau: each basic symbol's row in terms of parametric symbols.
///
/// Each simplex step is about one symbol — the one entering the basis, the marker of a constraint
/// being removed, the edit whose constant moves — and needs the rows that hold it. A form of 60
/// views has about 450 rows and a symbol is in a dozen of them; each row's signature
/// (`TableauRow.mayContain`) turns most of the others away with one AND, so walking every row
/// costs little more than the rows that change. (A column index — symbol → rows — was tried and
/// cost more: keeping it up to date hashed every symbol a merge adds or drops.)
///
/// It is a value held by the solver, so one access to the solver's property covers a whole loop
/// (each access to a class's stored property is checked for exclusivity at run time; per row that
/// was a noticeable share). The undo log lives here too: while it is on, every row's state before
/// its first change is kept, so a placement that proves unsatisfiable can be taken back row by row.
struct Tableau {
    /// Basic symbol → its row.
    private(set) var rows: [TableauSymbol: TableauRow] = [:]
    /// While on: each row as it was before its first change (nil for a row that did not exist).
    private var undoLog: [TableauSymbol: TableauRow?]?

    var count: Int { rows.count }

    subscript(basic: TableauSymbol) -> TableauRow? { rows[basic] }

    func isBasic(_ symbol: TableauSymbol) -> Bool { rows[symbol] != nil }

    /// Calls `body` with each row that holds `symbol` and its basic symbol.
    func forEachRow(holding symbol: TableauSymbol, _ body: (TableauSymbol, TableauRow) -> Void) {
        var index = rows.startIndex
        while index != rows.endIndex {
            let row = rows.values[index]
            if row.contains(symbol) { body(rows.keys[index], row) }
            rows.formIndex(after: &index)
        }
    }

    /// Whether any row holds `symbol`.
    func holds(_ symbol: TableauSymbol) -> Bool {
        rows.values.contains { $0.contains(symbol) }
    }

    // MARK: - Changing rows

    /// Makes `row` the row of `basic`, which has none.
    mutating func insert(_ row: TableauRow, for basic: TableauSymbol) {
        noteWillChange(basic)
        precondition(rows.updateValue(row, forKey: basic) == nil, "two rows for \(basic)")
    }

    /// Takes out the row of `basic` (if it has one) and returns it.
    @discardableResult
    mutating func removeRow(for basic: TableauSymbol) -> TableauRow? {
        guard rows[basic] != nil else { return nil }
        noteWillChange(basic)
        return rows.removeValue(forKey: basic)
    }

    /// Moves the constant of `basic`'s row.
    mutating func addConstant(_ amount: Double, toRowOf basic: TableauSymbol) {
        noteWillChange(basic)
        rows[basic]!.addConstant(amount)
    }

    /// Adds `amount` times its coefficient of `symbol` to the constant of every row that holds
    /// `symbol` (a parametric marker whose constraint's constant moved), noting the restricted
    /// rows that went negative.
    mutating func addToConstants(
        ofRowsHolding symbol: TableauSymbol, times amount: Double, notingInfeasible infeasible: inout [TableauSymbol]
    ) {
        var index = rows.startIndex
        while index != rows.endIndex {
            let coefficient = rows.values[index].coefficient(of: symbol)
            if coefficient != 0 {
                let basic = rows.keys[index]
                noteWillChange(basic)
                rows.values[index].addConstant(coefficient * amount)
                if basic.isRestricted && rows.values[index].constant < -SimplexTolerance.epsilon {
                    infeasible.append(basic)
                }
            }
            rows.formIndex(after: &index)
        }
    }

    /// Replaces `symbol` by `row` in every row that holds it, noting the restricted basic symbols
    /// whose constants went negative (only an edit's shift can make that happen).
    mutating func substitute(
        _ symbol: TableauSymbol, with row: TableauRow, notingInfeasible infeasible: inout [TableauSymbol]
    ) {
        // Indices walked by hand: `Dictionary.indices` holds the storage, so changing a value
        // while iterating it copied the whole table, once per pivot.
        var index = rows.startIndex
        while index != rows.endIndex {
            if rows.values[index].contains(symbol) {
                let basic = rows.keys[index]
                noteWillChange(basic)
                rows.values[index].substitute(symbol, with: row)
                if basic.isRestricted && rows.values[index].constant < -SimplexTolerance.epsilon {
                    infeasible.append(basic)
                }
            }
            rows.formIndex(after: &index)
        }
    }

    /// Removes `symbol` from every row (the artificial variable, once it is at 0 and parametric).
    mutating func eraseColumn(of symbol: TableauSymbol) {
        var index = rows.startIndex
        while index != rows.endIndex {
            if rows.values[index].mayContain(symbol) {
                noteWillChange(rows.keys[index])
                rows.values[index].remove(symbol)
            }
            rows.formIndex(after: &index)
        }
    }

    // MARK: - Undo

    /// From now on, keep each row's state before its first change.
    mutating func beginUndoLog() {
        undoLog = [:]
    }

    /// Forget the kept states: the changes stand.
    mutating func commitUndoLog() {
        undoLog = nil
    }

    /// Put every row changed since `beginUndoLog()` back as it was.
    mutating func rollBackUndoLog() {
        guard let log = undoLog else { return }
        undoLog = nil
        for (basic, original) in log {
            removeRow(for: basic)
            if let original { insert(original, for: basic) }
        }
    }

    // MARK: - Private

    private mutating func noteWillChange(_ basic: TableauSymbol) {
        guard undoLog != nil, undoLog![basic] == nil else { return }
        undoLog![basic] = .some(rows[basic])
    }
}
