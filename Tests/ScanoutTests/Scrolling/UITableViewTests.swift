import ScanoutTesting
import Testing

@testable import Scanout

/// A cell that counts how many of its kind are alive.
@MainActor
final class CountingCell: UITableViewCell {
    static var alive = 0
    static var created = 0

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        CountingCell.alive += 1
        CountingCell.created += 1
    }

    required init?(coder: NSCoder) {
        return nil
    }

    isolated deinit {
        CountingCell.alive -= 1
    }
}

/// A data source of numbered rows, recording the rows it was asked for.
@MainActor
final class NumberedRows: UITableViewDataSource, UITableViewDelegate {
    var counts: [Int]
    var asked: [IndexPath] = []
    var selected: [IndexPath] = []
    var heights: ((IndexPath) -> CGFloat)?

    init(_ counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in tableView: UITableView) -> Int { counts.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        asked.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.section).\(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights?(indexPath) ?? tableView.rowHeight
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}

/// `UITableView`: cells for visible rows only, reuse, selection, sizing, scrolling to rows.
@MainActor
@Suite(.serialized) struct UITableViewTests {
    static func setUp(_ counts: [Int] = [10_000]) -> (TestHost, UITableView, NumberedRows) {
        let host = TestHost()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 440))
        table.register(CountingCell.self, forCellReuseIdentifier: "row")
        let rows = NumberedRows(counts)
        table.delegate = rows
        table.dataSource = rows
        host.window.addSubview(table)
        host.drain()
        return (host, table, rows)
    }

    @Test func onlyVisibleRowsHaveCells() {
        let (_, table, rows) = UITableViewTests.setUp()
        #expect(table.contentSize.height == 440_000)
        #expect(table.indexPathsForVisibleRows == (0..<10).map { IndexPath(row: $0, section: 0) })
        #expect(rows.asked.count == 10)
        #expect(table.visibleCells.first?.textLabel?.text == "Row 0.0")
        #expect(
            table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame == CGRect(x: 0, y: 132, width: 400, height: 44))
        #expect(table.cellForRow(at: IndexPath(row: 30, section: 0)) == nil)
    }

    @Test func tenThousandRowsEndToEndWithFewCellsAlive() {
        let aliveBefore = CountingCell.alive
        let (host, table, rows) = UITableViewTests.setUp()
        defer { withExtendedLifetime(rows) {} }
        var mostAlive = 0
        // Flick down, again and again, to the end.
        var flicks = 0
        while table.contentOffset.y < table.contentSize.height - table.bounds.height, flicks < 200 {
            host.drag(from: CGPoint(x: 200, y: 400), by: CGPoint(x: 0, y: -300), steps: 6, interval: 0.01)
            for _ in 0..<30 {
                host.advance(by: 1.0 / 30)
                mostAlive = max(mostAlive, CountingCell.alive - aliveBefore)
            }
            flicks += 1
        }
        host.advance(by: 3)
        #expect(table.contentOffset.y == 440_000 - 440, "reached the end after \(flicks) flicks")
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 9_999, section: 0))
        #expect(table.visibleCells.last?.textLabel?.text == "Row 0.9999")
        #expect(mostAlive < 30, "\(mostAlive) cells alive at most")
        // And straight back to the top.
        table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: true)
        for _ in 0..<30 {
            host.advance(by: 1.0 / 60)
            mostAlive = max(mostAlive, CountingCell.alive - aliveBefore)
        }
        #expect(table.contentOffset.y == 0)
        #expect(mostAlive < 30)
    }

    @Test func cellsAreReusedForRowsScrollingOn() {
        let (_, table, rows) = UITableViewTests.setUp()
        let created = CountingCell.created
        for step in 1...50 { table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 30) }
        #expect(CountingCell.created - created <= 2, "reused, not made anew")
        #expect(rows.asked.count > 40)
        #expect(table.visibleCells.first?.textLabel?.text == "Row 0.34", "1500 / 44 = row 34")
    }

    @Test func aTapSelectsARowAndADragDoesNot() {
        let (host, table, rows) = UITableViewTests.setUp()
        host.tap(at: CGPoint(x: 200, y: 100))
        #expect(rows.selected == [IndexPath(row: 2, section: 0)])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        host.drag(from: CGPoint(x: 200, y: 300), by: CGPoint(x: 0, y: -100), steps: 10, interval: 0.016)
        host.advance(by: 2)
        #expect(rows.selected.count == 1, "a drag scrolls, it does not select")
        table.allowsSelection = false
        host.tap(at: CGPoint(x: 200, y: 100))
        #expect(rows.selected.count == 1)
    }

    @Test func cellsPassEveryTouchUpTheResponderChain() {
        let host = TestHost()
        let log = EventLog()
        let container = PassThroughView("container", frame: host.window.bounds, log: log)
        host.window.addSubview(container)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 440))
        table.register(CountingCell.self, forCellReuseIdentifier: "row")
        let rows = NumberedRows([100])
        table.delegate = rows
        table.dataSource = rows
        container.addSubview(table)
        host.drain()

        host.tap(at: CGPoint(x: 200, y: 100))
        #expect(log.entries == ["container.began", "container.ended"])
        #expect(rows.selected == [IndexPath(row: 2, section: 0)], "and the tap still selects")

        // Held past the content delay, nudged, lifted: the row is selected.
        log.clear()
        host.touchDown(at: CGPoint(x: 200, y: 300))
        host.advance(by: 0.2)
        #expect(table.cellForRow(at: IndexPath(row: 6, section: 0))?.isHighlighted == true)
        host.touchMove(to: CGPoint(x: 202, y: 301))
        host.touchUp()
        #expect(log.entries == ["container.began", "container.moved", "container.ended"])
        #expect(rows.selected.last == IndexPath(row: 6, section: 0))

        // Held, then dragged: the table scrolls and the row's touch is cancelled.
        log.clear()
        host.touchDown(at: CGPoint(x: 200, y: 300))
        host.advance(by: 0.2)
        host.touchMove(to: CGPoint(x: 200, y: 200))
        host.touchUp()
        #expect(log.entries == ["container.began", "container.cancelled"])
        #expect(table.visibleCells.allSatisfy { !$0.isHighlighted })
        #expect(rows.selected.count == 2)
        host.advance(by: 2)
    }

    @Test func aRowTouchedWhileTheTableScrollsIsNeitherPressedNorSelected() {
        let (host, table, rows) = UITableViewTests.setUp()
        host.touchDown(at: CGPoint(x: 200, y: 400), finger: 0)
        host.touchMove(to: CGPoint(x: 200, y: 300), finger: 0)
        #expect(table.isDragging)
        host.touchDown(at: CGPoint(x: 100, y: 100), finger: 1)
        host.advance(by: 0.2)
        #expect(table.visibleCells.allSatisfy { !$0.isHighlighted })
        host.touchUp(finger: 1)
        host.touchUp(finger: 0)
        host.advance(by: 2)
        #expect(rows.selected.isEmpty)
    }

    @Test func freeingATableWhileAFingerIsDownOnItIsSafe() {
        let host = TestHost()
        let rows = NumberedRows([100])
        weak var weakTable: UITableView?
        do {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 440))
            table.register(CountingCell.self, forCellReuseIdentifier: "row")
            table.delegate = rows
            table.dataSource = rows
            host.window.addSubview(table)
            host.drain()
            weakTable = table
            host.touchDown(at: CGPoint(x: 200, y: 300))
            host.advance(by: 0.2)
            table.removeFromSuperview()
        }
        #expect(weakTable == nil, "nothing keeps a table alive while a finger is on it")
        // The finger goes on: far enough to pan, then lifts.
        host.touchMove(to: CGPoint(x: 200, y: 250))
        host.touchMove(to: CGPoint(x: 200, y: 150))
        host.touchUp()
        host.advance(by: 1)

        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        host.window.addSubview(button)
        host.tap(at: CGPoint(x: 50, y: 30))
        host.drag(from: CGPoint(x: 300, y: 300), by: CGPoint(x: 0, y: -100))
        #expect(taps == 1)
    }

    @Test func sectionsAndRowHeights() {
        let (host, table, rows) = UITableViewTests.setUp([3, 5])
        rows.heights = { $0.section == 1 ? 60 : 30 }
        table.reloadData()
        host.drain()
        #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 1) == 5)
        #expect(table.contentSize.height == 3 * 30 + 5 * 60)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 1)) == CGRect(x: 0, y: 150, width: 400, height: 60))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 95)) == IndexPath(row: 0, section: 1))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 1000)) == nil)
        #expect(
            table.visibleCells.map { $0.textLabel?.text ?? "" } == [
                "Row 0.0", "Row 0.1", "Row 0.2", "Row 1.0",
                "Row 1.1", "Row 1.2", "Row 1.3", "Row 1.4",
            ])
    }

    @Test func scrollToRowPositions() {
        // The data source is held weakly, as in UIKit: keep it.
        let (_, table, rows) = UITableViewTests.setUp()
        defer { withExtendedLifetime(rows) {} }
        table.scrollToRow(at: IndexPath(row: 100, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 4400)
        #expect(table.visibleCells.first?.textLabel?.text == "Row 0.100")
        table.scrollToRow(at: IndexPath(row: 100, section: 0), at: .middle, animated: false)
        #expect(table.contentOffset.y == 4400 + 22 - 220)
        table.scrollToRow(at: IndexPath(row: 100, section: 0), at: .bottom, animated: false)
        #expect(table.contentOffset.y == 4444 - 440)
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 100, section: 0))
    }

    @Test func reloadDataShowsNewRows() {
        let (host, table, rows) = UITableViewTests.setUp([3])
        #expect(table.visibleCells.count == 3)
        rows.counts = [20]
        table.reloadData()
        host.drain()
        #expect(table.visibleCells.count == 10)
        rows.counts = [0]
        table.reloadData()
        #expect(table.visibleCells.isEmpty && table.contentSize.height == 0)
    }

    @Test func snapshotOfAList() {
        final class Visitors: UITableViewDataSource {
            let names = [
                ("Ada Lovelace", "Grace Hopper · 09:10"), ("Alan Turing", "Reception · 09:25"),
                ("Barbara Liskov", "Donald Knuth · 10:05"), ("李白", "Edsger Dijkstra · 10:40"),
                ("محمد الخوارزمي", "Grace Hopper · 11:15"),
            ]
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell =
                    tableView.dequeueReusableCell(withIdentifier: "visitor")
                    ?? UITableViewCell(style: .subtitle, reuseIdentifier: "visitor")
                cell.textLabel?.text = names[indexPath.row].0
                cell.detailTextLabel?.text = names[indexPath.row].1
                return cell
            }
        }
        let host = TestHost(size: CGSize(width: 320, height: 240), scale: 2)
        let table = UITableView(frame: host.window.bounds)
        table.rowHeight = 56
        let visitors = Visitors()
        table.dataSource = visitors
        host.window.addSubview(table)
        host.drain()
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        assertSnapshot(of: host.render(), named: "visitor-list")
    }
}
