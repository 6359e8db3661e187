import Scanout
import ScanoutTesting
import Testing

/// A cell that restyles itself in UIKit's overrides, calling `super`.
private final class RecordingCell: UITableViewCell {
    var calls: [String] = []

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        calls.append("selected \(selected) \(animated)")
    }

    override func setHighlighted(_ highlighted: Bool, animated: Bool) {
        super.setHighlighted(highlighted, animated: animated)
        calls.append("highlighted \(highlighted) \(animated)")
    }
}

@MainActor
private final class RecordingRows: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
}

/// `UITableViewCell.setSelected(_:animated:)` and `setHighlighted(_:animated:)`: overridable,
/// called by the table view, with `super` doing the work.
@MainActor
@Suite struct UITableViewCellSelectionTests {
    @Test func theTableCallsTheOverridesWithItsAnimatedFlag() throws {
        let host = TestHost()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        table.register(RecordingCell.self, forCellReuseIdentifier: "row")
        let rows = RecordingRows()
        table.dataSource = rows
        host.window.addSubview(table)
        host.drain()
        let path = IndexPath(row: 0, section: 0)
        let cell = try #require(table.cellForRow(at: path) as? RecordingCell)
        cell.calls.removeAll()
        table.selectRow(at: path, animated: true, scrollPosition: .none)
        #expect(cell.calls == ["selected true true"])
        #expect(cell.isSelected)
        table.deselectRow(at: path, animated: false)
        #expect(cell.calls.last == "selected false false")
        #expect(!cell.isSelected)
        cell.isHighlighted = true
        #expect(cell.calls.last == "highlighted true false")
        #expect(cell.isHighlighted)
        cell.isSelected = true
        #expect(cell.calls.last == "selected true false")
        cell.setSelected(true, animated: true)
        #expect(cell.isSelected)
    }
}
