// What the table does with numbers from its data source and delegate that it cannot use as they
// are: heights that are NaN, negative, infinite or 1e308, row counts that are negative or beyond
// what memory holds, and batch updates whose counts do not add up. UIKit raises on some of these
// and draws garbage for others; Scanout clamps each to something it can lay out and warns once
// per table and cause (a million rows with a NaN height make one line, not a million).

extension UITableView {
    /// The tallest a row, section header or footer may be: 100,000 points, about a hundred
    /// screens. UIKit documents no limit; this one keeps a million rows' positions exact in a
    /// `CGFloat` and any row's frame far inside what drawing can convert to pixels.
    public static let maximumRowHeight: CGFloat = 100_000

    /// The most rows (over all sections) a table holds: 2^22, 4,194,304. Each row costs the table
    /// 17 bytes (its top, its height, whether it sizes itself), so 70 MB at the limit; rows past
    /// it are left out, with a warning. Sections count against the same limit.
    public static let maximumRowCount = 1 << 22

    /// The delegate's (or `rowHeight`'s) height for a row, made usable: NaN and negative heights
    /// become 0 (as UIKit treats a negative one), heights past `maximumRowHeight` that. The
    /// caller has already taken `automaticDimension` (-1) to mean a self-sizing row.
    func usableRowHeight(_ height: CGFloat, at indexPath: IndexPath, source: String) -> CGFloat {
        if height.isNaN || height < 0 {
            warnOnce(
                &warned, cause: "\(source) invalid",
                "\(self): \(source) gave \(height) for row \(indexPath); the row is 0 points tall. "
                    + "Return a height of 0 or more, or UITableView.automaticDimension.")
            return 0
        }
        if height > UITableView.maximumRowHeight {
            warnOnce(
                &warned, cause: "\(source) huge",
                "\(self): \(source) gave \(height) for row \(indexPath); rows are at most "
                    + "\(UITableView.maximumRowHeight) points tall (UITableView.maximumRowHeight).")
            return UITableView.maximumRowHeight
        }
        return height
    }

    /// An estimate for a self-sizing row: positive and finite, else UIKit's 44; at most
    /// `maximumRowHeight`.
    func usableEstimate(_ estimate: CGFloat) -> CGFloat {
        guard estimate > 0 else { return 44 }
        return min(estimate, UITableView.maximumRowHeight)
    }

    /// A header or footer height: NaN means the table's own (as `automaticDimension` does),
    /// past `maximumRowHeight` is cut to it.
    func usableSupplementHeight(_ height: CGFloat?, what: String) -> CGFloat? {
        guard let height else { return nil }
        if height.isNaN {
            warnOnce(
                &warned, cause: "\(what) nan",
                "\(self): the \(what) height is nan; using the table's own. "
                    + "Return a height of 0 or more, or UITableView.automaticDimension.")
            return nil
        }
        if height > UITableView.maximumRowHeight {
            warnOnce(
                &warned, cause: "\(what) huge",
                "\(self): the \(what) height \(height) is cut to \(UITableView.maximumRowHeight) "
                    + "(UITableView.maximumRowHeight).")
            return UITableView.maximumRowHeight
        }
        return height
    }

    /// A count from the data source, as the table uses it: not negative, and within what is left
    /// of `maximumRowCount`.
    func usableCount(_ count: Int, of what: String, remaining: Int) -> Int {
        if count < 0 {
            warnOnce(
                &warned, cause: "\(what) negative",
                "\(self): the data source gave \(count) for \(what); the table shows none. Return 0 or more.")
            return 0
        }
        if count > remaining {
            warnOnce(
                &warned, cause: "row limit",
                "\(self): the data source gave \(count) for \(what), more than the table can hold "
                    + "(UITableView.maximumRowCount is \(UITableView.maximumRowCount) rows and sections); "
                    + "the rest are left out.")
            return remaining
        }
        return count
    }

    /// Checks a finished group of row and section updates against the data source's counts now, as
    /// UIKit does: it raises `NSInternalInconsistencyException` when they do not add up; Scanout
    /// warns, naming the section and the numbers, and the reload that follows shows the data
    /// source as it is.
    func checkCounts(after tally: RowUpdateTally, before counts: [Int]) {
        guard let dataSource else { return }
        let sections = max(dataSource.numberOfSections(in: self), 0)
        let expectedSections = counts.count + tally.insertedSections - tally.deletedSections
        var problem: String?
        if sections != expectedSections {
            problem =
                "the data source has \(sections) sections after the update, but the table had \(counts.count) "
                + "with \(tally.insertedSections) inserted and \(tally.deletedSections) deleted"
        } else if tally.insertedSections == 0, tally.deletedSections == 0, tally.movedSections == 0 {
            for section in counts.indices {
                let rows = dataSource.tableView(self, numberOfRowsInSection: section)
                let change = tally.rowChanges[section, default: (0, 0)]
                if rows != counts[section] + change.inserted - change.deleted {
                    problem =
                        "section \(section) has \(rows) rows after the update, but had \(counts[section]) "
                        + "with \(change.inserted) inserted and \(change.deleted) deleted"
                    break
                }
            }
        }
        guard let problem else { return }
        warnOnce(
            &warned, cause: "inconsistent update",
            "\(self): invalid update: \(problem). UIKit raises NSInternalInconsistencyException here; "
                + "Scanout reloads the whole table instead. Change the data source first, then tell the "
                + "table exactly what changed.")
    }

    /// The rows and sections a group of updates said it inserted and deleted.
    struct RowUpdateTally {
        var rowChanges: [Int: (inserted: Int, deleted: Int)] = [:]
        var insertedSections = 0
        var deletedSections = 0
        /// Moved sections make rows' old and new section indexes differ: their counts are checked
        /// per table, not per section.
        var movedSections = 0

        mutating func rows(_ indexPaths: [IndexPath], inserted: Bool) {
            for indexPath in indexPaths where indexPath.count == 2 {
                if inserted {
                    rowChanges[indexPath.section, default: (0, 0)].inserted += 1
                } else {
                    rowChanges[indexPath.section, default: (0, 0)].deleted += 1
                }
            }
        }
    }
}
