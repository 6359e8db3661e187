import Scanout
import ScanoutTesting
import Testing

/// Arrows through table rows and collection items, their delegates' focus hooks, and activation
/// selecting through the delegate.
@MainActor
@Suite struct FocusCellTests {
    final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
        var count = 30
        var unfocusable: Set<Int> = []
        var selected: [Int] = []
        var vetoRow: Int?
        var updates: [(IndexPath?, IndexPath?)] = []
        var preferred: IndexPath?

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath.row) }
        func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
            !unfocusable.contains(indexPath.row)
        }
        func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool {
            context.nextFocusedIndexPath?.row != vetoRow
        }
        func tableView(
            _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
            with coordinator: UIFocusAnimationCoordinator
        ) {
            updates.append((context.previouslyFocusedIndexPath, context.nextFocusedIndexPath))
        }
        func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? { preferred }
    }

    private func makeTable(_ rows: Rows) -> (TestHost, UITableView) {
        let host = TestHost(size: CGSize(width: 800, height: 480))
        let root = UIViewController()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 800, height: 480))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        table.delegate = rows
        root.view.addSubview(table)
        host.window.rootViewController = root
        host.drain()
        return (host, table)
    }

    private func row(of view: UIView?, in table: UITableView) -> Int? {
        (view as? UITableViewCell).flatMap { table.indexPath(for: $0)?.row }
    }

    @Test func arrowsMoveThroughRowsScrollingAndSkippingRowsThatRefuse() {
        let rows = Rows()
        rows.unfocusable = [2]
        let (host, table) = makeTable(rows)
        host.pressKey(.tab)
        #expect(row(of: host.focusedView, in: table) == 0)
        host.pressKey(.down)
        #expect(row(of: host.focusedView, in: table) == 1)
        host.pressKey(.down)
        #expect(row(of: host.focusedView, in: table) == 3)
        host.pressKey(.up)
        #expect(row(of: host.focusedView, in: table) == 1)
        // Far down, past the screen: the table scrolls the row in.
        host.pressKey(.down, count: 25)
        #expect(row(of: host.focusedView, in: table) == 27)
        #expect(table.contentOffset.y > 0)
        host.pressKey(.down, count: 5)
        #expect(row(of: host.focusedView, in: table) == 29)
        host.pressKey(.returnKey)
        #expect(rows.selected == [29])
        #expect(rows.updates.last?.1?.row == 29)
    }

    @Test func theDelegateVetoesAndPrefers() {
        let rows = Rows()
        rows.vetoRow = 1
        rows.preferred = IndexPath(row: 4, section: 0)
        let (host, table) = makeTable(rows)
        host.pressKey(.tab)
        #expect(row(of: host.focusedView, in: table) == 4)
        host.pressKey(.up, count: 2)
        #expect(row(of: host.focusedView, in: table) == 2)
        host.pressKey(.up)
        #expect(row(of: host.focusedView, in: table) == 2)
    }

    @Test func selectionFollowsFocusWhenAsked() {
        let rows = Rows()
        let (host, table) = makeTable(rows)
        table.selectionFollowsFocus = true
        host.pressKey(.tab)
        host.pressKey(.down)
        #expect(rows.selected == [0, 1])
        #expect(table.indexPathForSelectedRow?.row == 1)
    }

    final class Items: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        var selected: [Int] = []
        var primary: [Int] = []
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            selected.append(indexPath.item)
        }
        func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
            primary.append(indexPath.item)
        }
    }

    @Test func arrowsMoveThroughAGridAndSpaceSelects() {
        let host = TestHost(size: CGSize(width: 800, height: 480))
        let root = UIViewController()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 200, height: 100)
        layout.minimumInteritemSpacing = 40
        layout.minimumLineSpacing = 20
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 700, height: 480), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        let items = Items()
        collection.dataSource = items
        collection.delegate = items
        root.view.addSubview(collection)
        host.window.rootViewController = root
        host.drain()
        func item() -> Int? {
            (host.focusedView as? UICollectionViewCell).flatMap { collection.indexPath(for: $0)?.item }
        }
        host.pressKey(.tab)
        #expect(item() == 0)
        host.pressKey(.right)
        #expect(item() == 1)
        host.pressKey(.down)
        #expect(item() == 4)
        #expect(collection.indexPathForFocusedItem?.item == 4)
        host.pressKey(.left)
        #expect(item() == 3)
        host.pressKey(.space)
        #expect(items.selected == [3])
        #expect(items.primary == [3])
    }
}
