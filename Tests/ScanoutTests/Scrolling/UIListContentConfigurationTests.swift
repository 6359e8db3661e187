import ScanoutTesting
import Testing

@testable import Scanout

/// Cells filled with `defaultContentConfiguration()`, as iOS 14 code fills them.
@MainActor
@Suite struct UIListContentConfigurationTests {
    final class Hosts: NSObject, UITableViewDataSource {
        let hosts = [("Ada Lovelace", "Engineering"), ("Grace Hopper", "Compilers"), ("Alan Turing", "Research")]
        var style: UITableViewCell.CellStyle = .subtitle
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { hosts.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell =
                tableView.dequeueReusableCell(withIdentifier: "host")
                ?? UITableViewCell(style: style, reuseIdentifier: "host")
            var content = cell.defaultContentConfiguration()
            content.text = hosts[indexPath.row].0
            content.secondaryText = hosts[indexPath.row].1
            content.image = UIImage(systemName: "person.circle")
            content.imageProperties.tintColor = .systemBlue
            cell.contentConfiguration = content
            return cell
        }
    }

    @Test func aConfigurationFillsTheCellAndSizesASelfSizingRow() throws {
        let host = TestHost(size: CGSize(width: 400, height: 300))
        let table = UITableView(frame: host.window.bounds, style: .plain)
        table.rowHeight = UITableView.automaticDimension
        let hosts = Hosts()
        table.dataSource = hosts
        host.window.addSubview(table)
        host.drain()
        #expect(host.visibleElementLabels.contains("Ada Lovelace"))
        #expect(host.visibleElementLabels.contains("Engineering"))
        let row = table.rectForRow(at: IndexPath(row: 0, section: 0))
        #expect(row.height > 50 && row.height < 70, "two lines and the margins: \(row.height)")
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.textLabel?.isHidden == true, "the configuration's view stands in for the labels")
        // A changed configuration updates the same view.
        var content = try #require(cell.contentConfiguration as? UIListContentConfiguration)
        content.text = "Ada King"
        cell.contentConfiguration = content
        host.drain()
        #expect(host.visibleElementLabels.contains("Ada King"))
        assertSnapshot(of: host.render(), named: "list-content-configuration")
        withExtendedLifetime(hosts) {}
    }

    @Test func aValueCellPutsTheSecondaryTextAtTheTrailingEnd() throws {
        let host = TestHost(size: CGSize(width: 400, height: 200))
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Timeout"
        content.secondaryText = "5 minutes"
        cell.contentConfiguration = content
        cell.frame = CGRect(x: 0, y: 20, width: 400, height: 44)
        host.window.addSubview(cell)
        host.drain()
        let value = try #require(host.frameOfElement(labelled: "5 minutes"))
        let title = try #require(host.frameOfElement(labelled: "Timeout"))
        #expect(value.maxX > 370 && title.minX < 30, "title at the leading end, value at the trailing")
        #expect(abs(value.midY - title.midY) < 1, "on one line")
        cell.contentConfiguration = nil
        #expect(cell.textLabel?.isHidden == false)
    }
}
