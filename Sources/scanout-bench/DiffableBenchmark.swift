import Scanout
import ScanoutTesting

/// (u) A table with a diffable data source showing 10,000 rows is given a snapshot that differs by
/// 10 items (3 deleted, 3 inserted, 2 moved, 2 reconfigured), and back: the difference worked out,
/// the table's update (its counts checked, its rows' heights laid out again) and the layout that
/// shows the rows. Once, at 800×480: nothing in it depends on the screen's size.
@MainActor
enum DiffableBenchmark {
    static func run() {
        let host = benchmarkHost()
        let table = UITableView(frame: host.window.bounds)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(item)"
            return cell
        }
        host.window.addSubview(table)
        var shown = NSDiffableDataSourceSnapshot<Int, Int>()
        shown.appendSections([0])
        shown.appendItems(Array(0..<10_000))
        dataSource.apply(shown, animatingDifferences: false)
        host.window.layoutIfNeeded()

        var changed = shown
        changed.deleteItems([1, 5_000, 9_000])
        changed.insertItems([10_001, 10_002], afterItem: 2)
        changed.appendItems([10_003])
        changed.moveItem(3, afterItem: 7)
        changed.moveItem(6_000, beforeItem: 100)
        changed.reconfigureItems([4, 5])
        var flip = false
        let seconds = Measurement.median(runs: 60) {
            flip.toggle()
            dataSource.apply(flip ? changed : shown, animatingDifferences: true)
            host.window.layoutIfNeeded()
        }
        precondition(dataSource.snapshot().numberOfItems == 10_000, "every run applies a whole snapshot")
        // As most apps do it: a new snapshot made from the model each time (its lookup table is
        // built during the apply), then applied.
        let orders = [shown.itemIdentifiers, changed.itemIdentifiers]
        let fresh = Measurement.median(runs: 60) {
            flip.toggle()
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(orders[flip ? 1 : 0])
            dataSource.apply(snapshot, animatingDifferences: true)
            host.window.layoutIfNeeded()
        }
        let building = Measurement.median(runs: 60) {
            var copy = shown
            copy.deleteItems([1, 5_000, 9_000])
            copy.insertItems([10_001, 10_002], afterItem: 2)
            copy.moveItem(3, afterItem: 7)
            precondition(copy.numberOfItems == 9_999)
        }
        print("")
        print("(u) diffable data source: a 10,000-item snapshot that changes 10 items, applied to a table")
        print("")
        print("| step | median |")
        print("|---|---:|")
        print("| apply: difference, table update and layout | \(Report.duration(seconds)) |")
        print("| the app's part: a copy of the snapshot with 8 of the changes made | \(Report.duration(building)) |")
        print(
            "| a new 10,000-item snapshot made from the model and applied (10 items differ) | \(Report.duration(fresh)) |"
        )
    }
}
