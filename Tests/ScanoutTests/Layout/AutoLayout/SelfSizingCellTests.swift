import Scanout
import ScanoutTesting
import Testing

/// Self-sizing table cells: rows of `UITableView.automaticDimension` take the height their
/// content view's constraints give them.
@MainActor
@Suite struct SelfSizingCellTests {
    final class NoteCell: UITableViewCell {
        let body = UILabel()

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            body.numberOfLines = 0
            body.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(body)
            NSLayoutConstraint.activate([
                body.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
                body.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
                body.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                body.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    final class Notes: NSObject, UITableViewDataSource {
        let notes: [String]
        init(_ notes: [String]) { self.notes = notes }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
            (cell as? NoteCell)?.body.text = notes[indexPath.row]
            return cell
        }
    }

    func table(_ host: TestHost, _ notes: Notes) -> UITableView {
        let table = UITableView(frame: host.window.bounds)
        table.register(NoteCell.self, forCellReuseIdentifier: "note")
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 60
        table.dataSource = notes
        host.window.addSubview(table)
        host.drain()
        return table
    }

    @Test func rowsTakeTheHeightOfTheirConstrainedContent() {
        let host = TestHost()
        let long = String(repeating: "A note that wraps onto several lines in the list. ", count: 12)
        let notes = Notes(["Short", long, "Short again"])
        let table = table(host, notes)
        let body = UILabel()
        body.text = "Short"
        let lineHeight = body.intrinsicContentSize.height
        // The content view's margins are 11 at the top and bottom, 16 at the sides.
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 11 + lineHeight + 11)
        body.text = long
        let wrapped = body.sizeThatFits(CGSize(width: 800 - 32, height: 10_000)).height
        let second = table.rectForRow(at: IndexPath(row: 1, section: 0))
        #expect(second.height == 11 + wrapped + 11)
        #expect(second.minY == 11 + lineHeight + 11)
        #expect(table.contentSize.height == second.maxY + 11 + lineHeight + 11)

        // The cell on screen is laid out at that height, its label inside the margins.
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0)) as? NoteCell
        #expect(cell?.frame == second)
        #expect(cell?.body.frame == CGRect(x: 16, y: 11, width: 768, height: wrapped))
    }

    @Test func rowsOffScreenKeepTheEstimateUntilShown() {
        let host = TestHost()
        let notes = Notes((0..<200).map { "Note \($0)" })
        let table = table(host, notes)
        let measured = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        #expect(measured < 60)
        #expect(table.rectForRow(at: IndexPath(row: 150, section: 0)).height == 60, "Not yet measured")
        table.scrollToRow(at: IndexPath(row: 150, section: 0), at: .top, animated: false)
        host.drain()
        #expect(table.rectForRow(at: IndexPath(row: 150, section: 0)).height == measured)
        #expect(host.warnings.isEmpty, "\(host.warnings)")
    }
}
