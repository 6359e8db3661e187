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

    /// A list section's headers made as iOS 14 code makes them: a list cell registration filled
    /// with a header configuration.
    @Test func listHeadersTakeTheirConfigurationAndAHeadersBackground() throws {
        for appearance in [UICollectionLayoutListConfiguration.Appearance.insetGrouped, .plain] {
            var list = UICollectionLayoutListConfiguration(appearance: appearance)
            list.headerMode = .supplementary
            let layout = UICollectionViewCompositionalLayout.list(using: list)
            let host = TestHost(size: CGSize(width: 400, height: 400))
            let collection = UICollectionView(frame: host.window.bounds, collectionViewLayout: layout)
            let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
                elementKind: UICollectionView.elementKindSectionHeader
            ) { view, _, indexPath in
                var content =
                    appearance == .plain ? UIListContentConfiguration.plainHeader() : .groupedHeader()
                content.text = "Section \(indexPath.section)"
                content.textProperties.transform = .uppercase
                view.contentConfiguration = content
            }
            let row = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = "Row \(item)"
                cell.contentConfiguration = content
            }
            let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) {
                collection, indexPath, item in
                collection.dequeueConfiguredReusableCell(using: row, for: indexPath, item: item)
            }
            dataSource.supplementaryViewProvider = { collection, _, indexPath in
                collection.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0, 1])
            snapshot.appendItems([1, 2], toSection: 0)
            snapshot.appendItems([3], toSection: 1)
            dataSource.apply(snapshot, animatingDifferences: false)
            host.window.addSubview(collection)
            host.drain()
            #expect(host.visibleElementLabels.contains("SECTION 1"), "\(appearance): the text shown in capitals")
            let view = try #require(
                collection.supplementaryView(
                    forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
            // A grouped list's header has no background of its own; a plain list's is the list's,
            // so a pinned header hides the rows under it.
            #expect(view.backgroundColor == (appearance == .plain ? .systemBackground : .clear))
            let cell = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
            #expect(cell.backgroundColor == .secondarySystemGroupedBackground, "rows keep a row's background")
        }
        #expect(UIListContentConfiguration.prominentInsetGroupedHeader().textProperties.font.pointSize == 20)
        var capitalised = UIListContentConfiguration.sidebarCell()
        capitalised.textProperties.transform = .capitalized
        #expect(capitalised.textProperties.transformed("ada LOVELACE room") == "Ada Lovelace Room")
    }
}
