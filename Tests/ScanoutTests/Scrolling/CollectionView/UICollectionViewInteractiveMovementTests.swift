import ScanoutTesting
import Testing

@testable import Scanout

/// Reordering by dragging (iOS 9's interactive movement): driven by an app's own gesture, by
/// UICollectionViewController's standard long press, and through a diffable data source's
/// reordering handlers; then hostile use.
@MainActor
@Suite struct UICollectionViewInteractiveMovementTests {
    /// Numbered items that may move, recording the moves the collection view reports.
    final class MovableItems: NSObject, UICollectionViewDataSource {
        var labels: [[String]]
        var moves: [(IndexPath, IndexPath)] = []
        var fixed: Set<IndexPath> = []
        var cellsAskedFor: [IndexPath] = []

        init(_ labels: [[String]]) { self.labels = labels }

        func numberOfSections(in collectionView: UICollectionView) -> Int { labels.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            labels[section].count
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            cellsAskedFor.append(indexPath)
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            (cell as? LabelCell)?.label.text = labels[indexPath.section][indexPath.item]
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
            !fixed.contains(indexPath)
        }
        func collectionView(
            _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
            to destinationIndexPath: IndexPath
        ) {
            moves.append((sourceIndexPath, destinationIndexPath))
            let label = labels[sourceIndexPath.section].remove(at: sourceIndexPath.item)
            labels[destinationIndexPath.section].insert(label, at: destinationIndexPath.item)
        }
    }

    /// A 3-column grid of 100 × 100 tiles with no spacing.
    private func makeGrid(_ labels: [[String]]) -> (TestHost, UICollectionView, MovableItems) {
        let host = TestHost(size: CGSize(width: 300, height: 600))
        let layout = tileLayout()
        let collection = UICollectionView(frame: host.window.bounds, collectionViewLayout: layout)
        collection.register(LabelCell.self, forCellWithReuseIdentifier: "cell")
        let items = MovableItems(labels)
        collection.dataSource = items
        host.window.addSubview(collection)
        host.drain()
        return (host, collection, items)
    }

    /// 100 × 100 tiles with no spacing.
    private func tileLayout() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        return layout
    }

    private func numbered(_ count: Int, section: Int = 0) -> [String] { (0..<count).map { "\(section).\($0)" } }

    @Test func anAppsGestureDragsAnItemAndTheDataSourceHearsOneMove() throws {
        let (host, collection, items) = makeGrid([numbered(9)])
        let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(collection.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        #expect(!collection.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)), "one at a time")
        // Over the middle of the second row's last tile: the item is shown there, the rest made room.
        collection.updateInteractiveMovementTargetPosition(CGPoint(x: 250, y: 150))
        host.advance(by: 0.5)
        #expect(collection.cellForItem(at: IndexPath(item: 5, section: 0)) === first)
        #expect(first.center == CGPoint(x: 250, y: 150), "under the finger")
        #expect((collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? LabelCell)?.label.text == "0.1")
        #expect(items.moves.isEmpty, "the data source hears nothing until the drop")
        collection.updateInteractiveMovementTargetPosition(CGPoint(x: 240, y: 160))
        collection.endInteractiveMovement()
        host.advance(by: 0.5)
        #expect(items.moves.count == 1)
        #expect(items.moves.first?.0 == IndexPath(item: 0, section: 0))
        #expect(items.moves.first?.1 == IndexPath(item: 5, section: 0))
        #expect(items.labels[0] == ["0.1", "0.2", "0.3", "0.4", "0.5", "0.0", "0.6", "0.7", "0.8"])
        #expect(first.frame == CGRect(x: 200, y: 100, width: 100, height: 100), "settled into its slot")
        #expect(collection.visibleLabelsInOrder == items.labels[0])
    }

    @Test func cancellingPutsTheItemBackAndTellsNobody() throws {
        let (host, collection, items) = makeGrid([numbered(9)])
        #expect(collection.beginInteractiveMovementForItem(at: IndexPath(item: 7, section: 0)))
        collection.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 50))
        host.advance(by: 0.5)
        #expect((collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? LabelCell)?.label.text == "0.7")
        collection.cancelInteractiveMovement()
        host.advance(by: 0.5)
        #expect(items.moves.isEmpty)
        #expect(collection.visibleLabelsInOrder == numbered(9))
    }

    @Test func itemsMoveAcrossSectionsAndCellsMadeMeanwhileAreTheDataSources() throws {
        let (host, collection, items) = makeGrid([numbered(3), numbered(30, section: 1)])
        #expect(collection.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        collection.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 150))
        host.advance(by: 0.5)
        // Shown in section 1 now; scrolling makes new cells, asked for by the data source's paths.
        items.cellsAskedFor.removeAll()
        collection.setContentOffset(CGPoint(x: 0, y: 400), animated: false)
        host.drain()
        #expect(!items.cellsAskedFor.isEmpty)
        #expect(items.cellsAskedFor.allSatisfy { $0.section == 1 && $0.item < 30 })
        collection.setContentOffset(.zero, animated: false)
        host.drain()
        collection.endInteractiveMovement()
        host.advance(by: 0.5)
        #expect(items.labels[0] == ["0.0", "0.2"])
        #expect(items.labels[1].first == "0.1")
        #expect(collection.numberOfItems(inSection: 0) == 2 && collection.numberOfItems(inSection: 1) == 31)
    }

    @Test func theDelegateRedirectsTheTargetAndRefusedItemsStay() throws {
        final class KeepFirst: NSObject, UICollectionViewDelegate {
            func collectionView(
                _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
                toProposedIndexPath proposedIndexPath: IndexPath
            ) -> IndexPath {
                proposedIndexPath.item == 0 ? IndexPath(item: 1, section: proposedIndexPath.section) : proposedIndexPath
            }
        }
        let (host, collection, items) = makeGrid([numbered(9)])
        let delegate = KeepFirst()
        collection.delegate = delegate
        items.fixed = [IndexPath(item: 4, section: 0)]
        #expect(!collection.beginInteractiveMovementForItem(at: IndexPath(item: 4, section: 0)))
        #expect(host.warnings.contains { $0.contains("canMoveItemAt") })
        #expect(collection.beginInteractiveMovementForItem(at: IndexPath(item: 8, section: 0)))
        collection.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 50))
        collection.endInteractiveMovement()
        host.advance(by: 0.5)
        #expect(items.moves.first?.1 == IndexPath(item: 1, section: 0), "the delegate kept the first slot")
        withExtendedLifetime(delegate) {}
    }

    @Test func theControllersLongPressReordersWhenItsDataSourceLetsItemsMove() throws {
        final class Board: UICollectionViewController {
            var labels = (0..<6).map { "Tile \($0)" }
            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "cell")
            }
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
            {
                labels.count
            }
            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
                (cell as? LabelCell)?.label.text = labels[indexPath.item]
                return cell
            }
            override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
            {
                true
            }
            override func collectionView(
                _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                to destinationIndexPath: IndexPath
            ) {
                labels.insert(labels.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
            }
        }
        let layout = tileLayout()
        let board = Board(collectionViewLayout: layout)
        let host = TestHost(size: CGSize(width: 300, height: 400))
        host.window.rootViewController = board
        host.drain()
        // Press and hold on the first tile, drag it to the last place, let go.
        host.touchDown(at: CGPoint(x: 50, y: 50))
        host.advance(by: 0.7)
        for step in 1...10 {
            host.touchMove(to: CGPoint(x: 50 + CGFloat(step) * 20, y: 50 + CGFloat(step) * 10))
            host.advance(by: 0.03)
        }
        host.touchUp()
        host.advance(by: 0.5)
        #expect(board.labels == ["Tile 1", "Tile 2", "Tile 3", "Tile 4", "Tile 5", "Tile 0"])
        #expect(board.collectionView.visibleLabelsInOrder == board.labels)
    }

    @Test func aDiffableDataSourceReordersThroughItsHandlers() throws {
        let host = TestHost(size: CGSize(width: 300, height: 400))
        let layout = tileLayout()
        let collection = UICollectionView(frame: host.window.bounds, collectionViewLayout: layout)
        collection.register(LabelCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) {
            collection, indexPath, item in
            let cell = collection.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            (cell as? LabelCell)?.label.text = item
            return cell
        }
        var finals: [[String]] = []
        dataSource.reorderingHandlers.canReorderItem = { $0 != "C" }
        dataSource.reorderingHandlers.didReorder = { finals.append($0.finalSnapshot.itemIdentifiers) }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["A", "B", "C", "D"])
        dataSource.apply(snapshot, animatingDifferences: false)
        host.window.addSubview(collection)
        host.drain()
        #expect(!collection.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
        #expect(collection.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
        collection.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 50))
        collection.endInteractiveMovement()
        host.advance(by: 0.5)
        #expect(dataSource.snapshot().itemIdentifiers == ["D", "A", "B", "C"])
        #expect(finals == [["D", "A", "B", "C"]])
        #expect(collection.visibleLabelsInOrder == ["D", "A", "B", "C"])
    }

    @Test func aListRowsReorderHandleDragsTheRow() throws {
        let host = TestHost(size: CGSize(width: 400, height: 500))
        let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
        let collection = UICollectionView(frame: host.window.bounds, collectionViewLayout: layout)
        let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.reorder()]
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) {
            collection, indexPath, item in
            collection.dequeueConfiguredReusableCell(using: row, for: indexPath, item: item)
        }
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Lobby", "Lab A", "Lab B", "Roof"])
        dataSource.apply(snapshot, animatingDifferences: false)
        host.window.addSubview(collection)
        host.drain()
        // Out of editing the handle is hidden; in editing it shows and drags its row.
        #expect(host.frameOfElement(labelled: "Reorder") == nil)
        collection.isEditing = true
        host.drain()
        let handle = try #require(host.frameOfElement(labelled: "Reorder"))
        let rowHeight = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))).frame
            .height
        host.drag(
            from: CGPoint(x: handle.midX, y: handle.midY), by: CGPoint(x: -30, y: rowHeight * 2 + 4), steps: 12,
            interval: 0.03)
        host.advance(by: 0.5)
        #expect(dataSource.snapshot().itemIdentifiers == ["Lab A", "Lab B", "Lobby", "Roof"])
        // The row settled into its new slot, not left where the finger was.
        let moved = try #require(collection.cellForItem(at: IndexPath(item: 2, section: 0)))
        #expect(moved.frame == collection.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame)
    }

    @Test func hostileMovementsNeitherTrapNorLoseItems() {
        var random = SplitMix64(seed: 35_09)
        let (host, collection, items) = makeGrid([numbered(12), numbered(5, section: 1), []])
        let total = 17
        for round in 0..<300 {
            let section = Int.random(in: -1...3, using: &random)
            let item = Int.random(in: -2...14, using: &random)
            switch Int.random(in: 0...7, using: &random) {
            case 0: _ = collection.beginInteractiveMovementForItem(at: IndexPath(item: item, section: section))
            case 1, 2:
                let values: [CGFloat] = [.nan, .infinity, -.infinity, -500, 1e12, 150, 50, 250, 420]
                collection.updateInteractiveMovementTargetPosition(
                    CGPoint(
                        x: values[Int.random(in: 0..<values.count, using: &random)],
                        y: values[Int.random(in: 0..<values.count, using: &random)]))
            case 3: collection.endInteractiveMovement()
            case 4: collection.cancelInteractiveMovement()
            case 5:
                // The app changes its data mid-drag and says so.
                if !items.labels[0].isEmpty {
                    items.labels[0].removeLast()
                    items.labels[2].append("new \(round)")
                    collection.reloadData()
                }
            case 6:
                collection.setContentOffset(
                    CGPoint(x: 0, y: CGFloat(Int.random(in: 0...400, using: &random))), animated: false)
            default: host.advance(by: 0.1)
            }
            host.drain()
            #expect(items.labels.joined().count == total, "no item is lost or made up")
            #expect(
                (0..<collection.numberOfSections).map { collection.numberOfItems(inSection: $0) }.reduce(0, +) == total)
        }
        collection.endInteractiveMovement()
        host.advance(by: 0.5)
        #expect(Set(items.labels.joined()).count == total)
    }
}

extension UICollectionView {
    /// The labels of the visible cells in index-path order.
    fileprivate var visibleLabelsInOrder: [String] {
        indexPathsForVisibleItems.sorted().compactMap { (cellForItem(at: $0) as? LabelCell)?.label.text }
    }
}
