import Scanout
import ScanoutTesting
import Testing

/// UICollectionView through its public API, as app code uses it: cells made and reused as the
/// content scrolls, queries, selection by tap and by keyboard, registrations, supplementary views.
@MainActor
@Suite struct UICollectionViewTests {
    @Test func onlyVisibleItemsHaveCellsAndScrolledOffOnesAreReused() {
        let (host, collection, items) = makeGrid(counts: [10_000])
        // 320 × 480: three columns, rows 110 apart: rows 0–4 meet the screen.
        #expect(collection.visibleLabels.prefix(3) == ["0.0", "0.1", "0.2"])
        #expect(collection.visibleCells.count == 15)
        #expect(collection.contentSize.height == 3_334 * 110 - 10)
        let madeAtFirst = items.cellsMade
        var mostCells = 0
        for step in 1...200 {
            collection.setContentOffset(CGPoint(x: 0, y: CGFloat(step) * 97), animated: false)
            host.drain()
            mostCells = max(mostCells, collection.subviews.filter { $0 is UICollectionViewCell }.count)
        }
        #expect(mostCells <= 18)
        // Every cell after the first screen is a reused one.
        let reused = collection.visibleCells.compactMap { $0 as? LabelCell }.map(\.reuseCount).reduce(0, +)
        #expect(reused > 0)
        #expect(items.cellsMade > madeAtFirst)
        #expect(items.displayed - items.endedDisplaying == collection.visibleCells.count)
        let top = collection.indexPathForItem(at: CGPoint(x: 10, y: collection.contentOffset.y + 1))
        #expect(top.map { collection.visibleLabels.contains("0.\($0.item)") } == true)
    }

    @Test func queriesAnswerForTheItemsOnScreen() throws {
        let (_, collection, _) = makeGrid(counts: [4, 3])
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)) as? LabelCell)
        #expect(cell.label.text == "0.1")
        #expect(collection.indexPath(for: cell) == IndexPath(item: 1, section: 0))
        #expect(collection.numberOfSections == 2)
        #expect(collection.numberOfItems(inSection: 1) == 3)
        #expect(collection.numberOfItems(inSection: 7) == 0)
        #expect(collection.indexPathForItem(at: CGPoint(x: 150, y: 50)) == IndexPath(item: 1, section: 0))
        #expect(collection.indexPathForItem(at: CGPoint(x: 105, y: 50)) == nil)
        #expect(Set(collection.indexPathsForVisibleItems).count == 7)
    }

    @Test func aTapSelectsAndTellsTheDelegate() {
        let (host, collection, items) = makeGrid(counts: [6])
        host.tap(at: CGPoint(x: 160, y: 50))
        #expect(items.selected == [IndexPath(item: 1, section: 0)])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        // Single selection: another tap moves it.
        host.tap(at: CGPoint(x: 50, y: 160))
        #expect(items.deselected == [IndexPath(item: 1, section: 0)])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == false)
    }

    @Test func multipleSelectionTogglesAndTheDelegateMayRefuse() {
        let (host, collection, items) = makeGrid(counts: [6])
        collection.allowsMultipleSelection = true
        items.refusesSelection = [IndexPath(item: 2, section: 0)]
        host.tap(at: CGPoint(x: 50, y: 50))
        host.tap(at: CGPoint(x: 160, y: 50))
        host.tap(at: CGPoint(x: 270, y: 50))
        #expect(
            collection.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(items.deselected == [IndexPath(item: 0, section: 0)])
    }

    @Test func theCellShowsHighlightedWhileTheTouchIsDown() throws {
        let (host, collection, _) = makeGrid(counts: [3])
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        host.touchDown(at: CGPoint(x: 50, y: 50))
        host.advance(by: 0.2)
        #expect(cell.isHighlighted)
        host.touchUp()
        host.drain()
        #expect(!cell.isHighlighted)
        #expect(cell.isSelected)
    }

    @Test func aScrollCancelsTheHighlightAndSelectsNothing() {
        let (host, collection, items) = makeGrid(counts: [60])
        host.drag(from: CGPoint(x: 50, y: 300), by: CGPoint(x: 0, y: -200))
        host.advance(by: 2)
        #expect(items.selected.isEmpty)
        #expect(collection.visibleCells.allSatisfy { !$0.isHighlighted })
        #expect(collection.contentOffset.y > 100)
    }

    @Test func arrowKeysMoveFocusAndReturnSelects() {
        let (host, collection, items) = makeGrid(counts: [30])
        #expect(collection.becomeFirstResponder())
        host.press(.keyboardRightArrow)
        #expect(collection.indexPathForFocusedItem == IndexPath(item: 0, section: 0))
        host.press(.keyboardRightArrow)
        host.press(.keyboardDownArrow)
        #expect(collection.indexPathForFocusedItem == IndexPath(item: 4, section: 0))
        host.press(.keyboardReturnOrEnter)
        #expect(items.selected == [IndexPath(item: 4, section: 0)])
        // Down past the screen scrolls the focused item into view.
        for _ in 0..<6 { host.press(.keyboardDownArrow) }
        host.advance(by: 1)
        #expect(collection.indexPathForFocusedItem == IndexPath(item: 22, section: 0))
        #expect(collection.cellForItem(at: IndexPath(item: 22, section: 0)) != nil)
        #expect(collection.contentOffset.y > 0)
    }

    @Test func registrationsConfigureCellsAndSupplementaryViews() {
        let host = TestHost(size: CGSize(width: 320, height: 480))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 300, height: 40)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, indexPath in
            let title = header.subviews.first as? UILabel ?? UILabel()
            title.text = "Header \(indexPath.section)"
            title.frame = CGRect(x: 16, y: 0, width: 200, height: 30)
            header.addSubview(title)
        }
        let names = ["Ada", "Grace", "Linus"]
        let source = RegistrationSource(names: names, cells: cellRegistration, headers: headerRegistration)
        collection.dataSource = source
        host.window.addSubview(collection)
        host.drain()
        #expect(host.visibleElementLabels.contains("Grace"))
        #expect(host.visibleElementLabels.contains("Header 0"))
        #expect(collection.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count == 1)
    }

    @Test func anUnregisteredIdentifierGetsAPlainCellAndAWarning() {
        let host = TestHost(size: CGSize(width: 320, height: 480))
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        let source = NumberedItems(counts: [3])
        collection.dataSource = source
        host.window.addSubview(collection)
        host.drain()
        #expect(collection.visibleCells.count == 3)
        #expect(host.warnings.contains { $0.contains("reuse identifier 'cell'") })
    }

    @Test func aControllerIsItsCollectionViewsDataSourceAndDelegate() {
        final class Grid: UICollectionViewController {
            var tapped: [IndexPath] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "cell")
            }
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
            {
                12
            }
            override func collectionView(
                _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
            ) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! LabelCell
                cell.label.text = "Tile \(indexPath.item)"
                cell.accessibilityLabel = cell.label.text
                return cell
            }
            override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                tapped.append(indexPath)
            }
        }
        let host = TestHost(size: CGSize(width: 320, height: 480))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 90)
        let grid = Grid(collectionViewLayout: layout)
        host.window.rootViewController = grid
        host.drain()
        #expect(
            try! {
                try host.tap("Tile 4"); return true
            }())
        #expect(grid.tapped == [IndexPath(item: 4, section: 0)])
    }
}

/// A data source that configures cells and headers through registrations.
@MainActor
final class RegistrationSource: NSObject, UICollectionViewDataSource {
    let names: [String]
    let cells: UICollectionView.CellRegistration<UICollectionViewListCell, String>
    let headers: UICollectionView.SupplementaryRegistration<UICollectionReusableView>

    init(
        names: [String], cells: UICollectionView.CellRegistration<UICollectionViewListCell, String>,
        headers: UICollectionView.SupplementaryRegistration<UICollectionReusableView>
    ) {
        self.names = names
        self.cells = cells
        self.headers = headers
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { names.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: names[indexPath.item])
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
    }
}
