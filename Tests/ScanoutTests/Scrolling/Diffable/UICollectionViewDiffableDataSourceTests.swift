import Scanout
import ScanoutTesting
import Testing

/// A collection view fed by a diffable data source, as iOS 14 code writes it: a registration, a
/// snapshot applied, changed and applied again (animated: the cells that stay keep their views),
/// reconfigured items updated in place, headers from the supplementary provider, outlines.
@MainActor
@Suite struct UICollectionViewDiffableDataSourceTests {
    enum Section: Hashable, Sendable { case rooms, desks }

    struct Room: Hashable, Sendable {
        let id: Int
        var name: String
        // Identity is the id: a renamed room is the same item, reconfigured.
        static func == (left: Room, right: Room) -> Bool { left.id == right.id }
        func hash(into hasher: inout Hasher) { hasher.combine(id) }
    }

    @MainActor
    final class Fixture {
        let host = TestHost(size: CGSize(width: 320, height: 480))
        let collection: UICollectionView
        let dataSource: UICollectionViewDiffableDataSource<Section, Room>
        var configured = 0

        @MainActor
        init() {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 300, height: 40)
            layout.minimumLineSpacing = 0
            layout.headerReferenceSize = CGSize(width: 0, height: 30)
            collection = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
            var count = 0
            let registration = UICollectionView.CellRegistration<LabelCell, Room> { cell, _, room in
                count += 1
                cell.label.text = room.name
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collection) { collection, indexPath, room in
                collection.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: room)
            }
            let header = UICollectionView.SupplementaryRegistration<LabelHeader>(
                elementKind: UICollectionView.elementKindSectionHeader
            ) { header, _, indexPath in
                header.label.text = indexPath.section == 0 ? "Rooms" : "Desks"
            }
            dataSource.supplementaryViewProvider = { collection, _, indexPath in
                collection.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
            }
            host.window.addSubview(collection)
            _ = count
        }

        var labels: [String] { collection.visibleLabels }
    }

    private func snapshot(_ rooms: [Room], desks: [Room] = []) -> NSDiffableDataSourceSnapshot<Section, Room> {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Room>()
        snapshot.appendSections([.rooms])
        snapshot.appendItems(rooms, toSection: .rooms)
        if !desks.isEmpty {
            snapshot.appendSections([.desks])
            snapshot.appendItems(desks, toSection: .desks)
        }
        return snapshot
    }

    @Test func applyingShowsTheSnapshotAndAnimatesChanges() throws {
        let fixture = Fixture()
        let rooms = (1...4).map { Room(id: $0, name: "Room \($0)") }
        fixture.dataSource.apply(snapshot(rooms), animatingDifferences: false)
        fixture.host.drain()
        #expect(fixture.labels == ["Room 1", "Room 2", "Room 3", "Room 4"])
        #expect(
            fixture.collection.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count == 1)
        let third = try #require(fixture.collection.cellForItem(at: IndexPath(item: 2, section: 0)))
        // Room 1 leaves, Room 9 arrives at the top, a desks section appears.
        var changed = [Room(id: 9, name: "Room 9")] + rooms.dropFirst()
        changed.swapAt(1, 2)
        var done = false
        fixture.dataSource.apply(snapshot(changed, desks: [Room(id: 20, name: "Desk A")])) { done = true }
        // Room 3's cell is kept: it now shows item 1 and slides there.
        #expect(fixture.collection.cellForItem(at: IndexPath(item: 1, section: 0)) === third)
        fixture.host.advance(by: 0.5)
        #expect(done)
        #expect(fixture.labels == ["Room 9", "Room 3", "Room 2", "Room 4", "Desk A"])
        #expect(fixture.dataSource.itemIdentifier(for: IndexPath(item: 0, section: 1))?.name == "Desk A")
        #expect(fixture.dataSource.indexPath(for: Room(id: 4, name: "")) == IndexPath(item: 3, section: 0))
        #expect(fixture.dataSource.sectionIdentifier(for: 1) == .desks)
        #expect(fixture.host.warnings.isEmpty)
    }

    @Test func reconfiguredItemsUpdateInTheirCells() throws {
        let fixture = Fixture()
        var rooms = (1...3).map { Room(id: $0, name: "Room \($0)") }
        fixture.dataSource.apply(snapshot(rooms), animatingDifferences: false)
        fixture.host.drain()
        let cell = try #require(fixture.collection.cellForItem(at: IndexPath(item: 1, section: 0)) as? LabelCell)
        rooms[1].name = "Boardroom"
        var next = snapshot(rooms)
        next.reconfigureItems([rooms[1]])
        fixture.dataSource.apply(next)
        fixture.host.advance(by: 0.5)
        #expect(fixture.collection.cellForItem(at: IndexPath(item: 1, section: 0)) === cell)
        #expect(cell.label.text == "Boardroom")
    }

    @Test func outlinesShowTheirVisibleItems() {
        let fixture = Fixture()
        var outline = NSDiffableDataSourceSectionSnapshot<Room>()
        let floor = Room(id: 100, name: "Floor 1")
        outline.append([floor])
        outline.append([Room(id: 101, name: "Room 101"), Room(id: 102, name: "Room 102")], to: floor)
        fixture.dataSource.apply(outline, to: .rooms, animatingDifferences: false)
        fixture.host.drain()
        #expect(fixture.labels == ["Floor 1"])
        outline.expand([floor])
        fixture.dataSource.apply(outline, to: .rooms)
        fixture.host.advance(by: 0.5)
        #expect(fixture.labels == ["Floor 1", "Room 101", "Room 102"])
        #expect(fixture.dataSource.snapshot(for: .rooms).isExpanded(floor))
    }

    @Test func tenThousandItemsWithAFewChangesApplyAndScroll() {
        let fixture = Fixture()
        let rooms = (0..<10_000).map { Room(id: $0, name: "Room \($0)") }
        fixture.dataSource.apply(snapshot(rooms), animatingDifferences: false)
        fixture.host.drain()
        var changed = rooms
        changed.remove(at: 3)
        changed.insert(Room(id: 50_000, name: "New"), at: 0)
        fixture.dataSource.apply(snapshot(changed))
        fixture.host.advance(by: 0.5)
        #expect(fixture.labels.prefix(4) == ["New", "Room 0", "Room 1", "Room 2"])
        fixture.collection.scrollToItem(at: IndexPath(item: 9_999, section: 0), at: .bottom, animated: false)
        fixture.host.drain()
        #expect(fixture.labels.last == "Room 9999")
        #expect(fixture.collection.visibleCells.count < 20)
    }
}

/// A header with a label, as a registration configures one.
final class LabelHeader: UICollectionReusableView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 16, dy: 0)
    }
}
