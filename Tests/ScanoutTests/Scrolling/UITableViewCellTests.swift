import Scanout
import ScanoutTesting
import Testing

/// A cell subclass written exactly as UIKit code writes one: it overrides the designated
/// initializer and forces its own style.
final class BadgeCell: UITableViewCell {
    let badge = UILabel()
    private(set) var madeBy = ""

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .value1, reuseIdentifier: reuseIdentifier)
        madeBy = "init(style:reuseIdentifier:) \(reuseIdentifier ?? "nil")"
        badge.text = "NEW"
        contentView.addSubview(badge)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A cell subclass with no initializer of its own: it inherits UITableViewCell's.
final class PlainStoredCell: UITableViewCell {
    var tapCount = 7
}

/// One section of rows, each dequeued under `identifier`.
@MainActor
final class SingleIdentifierRows: UITableViewDataSource {
    let identifier: String
    var cells: [UITableViewCell] = []

    init(identifier: String) {
        self.identifier = identifier
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.detailTextLabel?.text = "\(indexPath.row * 10)"
        cells.append(cell)
        return cell
    }
}

/// `UITableViewCell` subclasses in UIKit's shapes, registered and dequeued by class.
@MainActor
@Suite struct UITableViewCellTests {
    private func table(registering cellClass: AnyClass, as identifier: String) -> (TestHost, SingleIdentifierRows) {
        let host = TestHost()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        table.register(cellClass, forCellReuseIdentifier: identifier)
        let rows = SingleIdentifierRows(identifier: identifier)
        table.dataSource = rows
        host.window.addSubview(table)
        host.drain()
        return (host, rows)
    }

    @Test func dequeueCreatesARegisteredSubclassThroughItsOverride() {
        let (_, rows) = table(registering: BadgeCell.self, as: "badge")
        #expect(rows.cells.count == 3)
        let cells = rows.cells.compactMap { $0 as? BadgeCell }
        #expect(cells.count == 3)
        #expect(cells.first?.madeBy == "init(style:reuseIdentifier:) badge")
        #expect(cells.first?.reuseIdentifier == "badge")
        // The override chose value1, so the detail line exists and shows.
        #expect(cells.first?.style == .value1)
        #expect(cells.first?.detailTextLabel?.text == "0")
        #expect(cells.first?.badge.superview === cells.first?.contentView)
    }

    @Test func dequeueCreatesASubclassWithoutInitializersWithItsStoredDefaults() {
        let (_, rows) = table(registering: PlainStoredCell.self, as: "plain")
        let cells = rows.cells.compactMap { $0 as? PlainStoredCell }
        #expect(cells.count == 3)
        #expect(cells.first?.tapCount == 7)
        #expect(cells.first?.style == .default)
        #expect(cells.first?.detailTextLabel == nil)
    }

    @Test func aCellIsCreatedDirectlyWithTheOverride() {
        let cell = BadgeCell(style: .subtitle, reuseIdentifier: nil)
        #expect(cell.style == .value1)
        #expect(cell.madeBy == "init(style:reuseIdentifier:) nil")
    }
}
