import ScanoutTesting
import Testing

@testable import Scanout

/// A table cell's background views: the selected look is a view over the background, the cell's
/// own colour is left alone, and its labels show their highlighted colours.
@MainActor
@Suite struct TableCellBackgroundViewTests {
    final class Rows: NSObject, UITableViewDataSource {
        var configure: (UITableViewCell) -> Void = { _ in }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row \(indexPath.row)"
            configure(cell)
            return cell
        }
    }

    @Test func selectionShowsTheSelectedBackgroundAndKeepsTheCellsColour() throws {
        let host = TestHost(size: CGSize(width: 300, height: 300))
        let table = UITableView(frame: host.window.bounds)
        let rows = Rows()
        let marker = UIView()
        marker.backgroundColor = .systemOrange
        rows.configure = { cell in
            cell.backgroundColor = .systemTeal
            cell.textLabel?.highlightedTextColor = .white
            if cell.textLabel?.text == "Row 2" { cell.selectedBackgroundView = marker }
        }
        table.dataSource = rows
        host.window.addSubview(table)
        _ = host.render()
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        var image = try #require(host.render().cgImage)
        #expect(image.pixel(x: 250, y: Int(first.frame.midY)) == UIColor.systemGray4.rgba8, "the grey selected look")
        #expect(first.backgroundColor == .systemTeal, "the cell's own colour is kept")
        #expect(first.textLabel?.isHighlighted == true)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
        table.deselectRow(at: IndexPath(row: 0, section: 0), animated: false)
        image = try #require(host.render().cgImage)
        #expect(image.pixel(x: 250, y: Int(first.frame.midY)) == UIColor.systemTeal.rgba8)
        #expect(first.textLabel?.isHighlighted == false && table.indexPathsForSelectedRows == nil)

        let third = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        image = try #require(host.render().cgImage)
        #expect(image.pixel(x: 250, y: Int(third.frame.midY)) == UIColor.systemOrange.rgba8, "its own selected view")
        third.selectionStyle = .none
        image = try #require(host.render().cgImage)
        #expect(image.pixel(x: 250, y: Int(third.frame.midY)) == UIColor.systemTeal.rgba8, "no look with .none")
        let background = UIView()
        background.backgroundColor = .systemPurple
        third.backgroundView = background
        third.selectedBackgroundView = nil
        third.selectionStyle = .default
        image = try #require(host.render().cgImage)
        #expect(
            image.pixel(x: 250, y: Int(third.frame.midY)) == UIColor.systemGray4.rgba8,
            "grey again, over the background view")
        table.deselectRow(at: IndexPath(row: 2, section: 0), animated: false)
        image = try #require(host.render().cgImage)
        #expect(image.pixel(x: 250, y: Int(third.frame.midY)) == UIColor.systemPurple.rgba8)
    }
}
