import Dispatch
import Scanout

extension Selector {
    static let openRooms = Selector("openRooms:")
}

/// The building's meeting rooms, for reception: a compositional collection view fed by a
/// diffable data source. The rooms free now run in a row that pages sideways, one card at a
/// time; below, every room in an inset list whose rows swipe to book or release the room. The
/// search field in the bar filters both by name or floor, and pulling the list down asks for the
/// latest bookings.
@MainActor
public final class RoomBoardViewController: UIViewController, UICollectionViewDelegate, UISearchResultsUpdating {
    /// A meeting room and whether someone has it now.
    public struct Room: Hashable, Sendable {
        public let id: Int
        public var name: String
        public var floor: Int
        public var seats: Int
        public var bookedBy: String?

        public var isFree: Bool { bookedBy == nil }
    }

    enum Section: Int, CaseIterable {
        case freeNow, allRooms

        var title: String {
            switch self {
            case .freeNow: "Free now"
            case .allRooms: "All rooms"
            }
        }
    }

    public private(set) var rooms: [Room] = RoomBoardViewController.building()
    public private(set) lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: makeLayout())
    public let searchController = UISearchController(searchResultsController: nil)
    /// How many times the list was pulled to refresh.
    public private(set) var refreshes = 0
    private var dataSource: UICollectionViewDiffableDataSource<Section, Int>?

    public init() {
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Rooms"
        view.backgroundColor = .systemGroupedBackground
        collectionView.backgroundColor = .systemGroupedBackground
        collectionView.delegate = self
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        dataSource = makeDataSource()

        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search rooms or floors"
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false

        let refresh = UIRefreshControl()
        refresh.addAction(UIAction { [weak self] _ in self?.refreshBookings() }, for: .valueChanged)
        collectionView.refreshControl = refresh
        showRooms(animated: false)
    }

    /// The rooms on screen now, by section (filtered by the search text).
    public func shownRooms(inSection index: Int) -> [String] {
        guard let dataSource, let section = Section(rawValue: index),
            dataSource.snapshot().sectionIdentifiers.contains(section)
        else { return [] }
        return dataSource.snapshot().itemIdentifiers(inSection: section).compactMap { room(section, $0)?.name }
    }

    // MARK: UISearchResultsUpdating

    public func updateSearchResults(for searchController: UISearchController) {
        showRooms(animated: true)
    }

    // MARK: UICollectionViewDelegate

    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
    }

    // MARK: - Private

    /// Item identifiers are room ids in the list and negated ids (less one) in the free row, so
    /// one room can be in both sections.
    private func room(_ section: Section, _ identifier: Int) -> Room? {
        let id = section == .freeNow ? -identifier - 1 : identifier
        return rooms.first { $0.id == id }
    }

    private func makeLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { [weak self] index, environment in
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(36)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            guard Section(rawValue: index) == .freeNow else {
                var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                list.headerMode = .supplementary
                list.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
                    self?.swipeActions(for: indexPath)
                }
                return NSCollectionLayoutSection.list(using: list, layoutEnvironment: environment)
            }
            // Cards 220 wide; a row that pages one card at a time.
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(220), heightDimension: .absolute(112)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 12
            section.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 20, bottom: 12, trailing: 20)
            section.orthogonalScrollingBehavior = .groupPaging
            section.boundarySupplementaryItems = [header]
            return section
        }
    }

    private func makeDataSource() -> UICollectionViewDiffableDataSource<Section, Int> {
        let card = UICollectionView.CellRegistration<RoomCardCell, Room> { cell, _, room in
            cell.show(room)
        }
        let row = UICollectionView.CellRegistration<UICollectionViewListCell, Room> { cell, _, room in
            var content = cell.defaultContentConfiguration()
            content.text = room.name
            content.secondaryText =
                "Floor \(room.floor) · \(room.seats) seats · " + (room.bookedBy.map { "booked by \($0)" } ?? "free")
            content.image = UIImage(systemName: room.isFree ? "checkmark.circle" : "person.crop.circle")
            content.imageProperties.tintColor = room.isFree ? .systemGreen : .systemOrange
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { view, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = Section(rawValue: indexPath.section)?.title
            view.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            [weak self] collectionView, indexPath, identifier in
            guard let self, let section = Section(rawValue: indexPath.section),
                let room = self.room(section, identifier)
            else { return nil }
            return section == .freeNow
                ? collectionView.dequeueConfiguredReusableCell(using: card, for: indexPath, item: room)
                : collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: room)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        return dataSource
    }

    /// Applies the rooms matching the search text: the free ones in the row, all in the list.
    private func showRooms(animated: Bool) {
        let query = (searchController.searchBar.text ?? "").lowercased()
        let matching = rooms.filter {
            query.isEmpty || $0.name.lowercased().contains(query) || "floor \($0.floor)".contains(query)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(matching.filter(\.isFree).map { -$0.id - 1 }, toSection: .freeNow)
        snapshot.appendItems(matching.map(\.id), toSection: .allRooms)
        // Rows whose booking changed show it (same identifiers, new contents).
        snapshot.reconfigureItems(snapshot.itemIdentifiers(inSection: .allRooms))
        dataSource?.apply(snapshot, animatingDifferences: animated)
    }

    /// Book (or release) the room of a list row.
    private func swipeActions(for indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard let identifier = dataSource?.itemIdentifier(for: indexPath),
            let index = rooms.firstIndex(where: { $0.id == identifier })
        else { return nil }
        let free = rooms[index].isFree
        let action = UIContextualAction(style: free ? .normal : .destructive, title: free ? "Book" : "Release") {
            [weak self] _, _, done in
            guard let self else { return done(false) }
            self.rooms[index].bookedBy = free ? "Reception" : nil
            self.showRooms(animated: true)
            done(true)
        }
        action.backgroundColor = free ? .systemGreen : .systemRed
        return UISwipeActionsConfiguration(actions: [action])
    }

    /// The refresh control's pull: the bookings as the room system has them now (here, the
    /// next hour's), then the spinner goes as UIKit apps end it, a moment later.
    private func refreshBookings() {
        refreshes += 1
        for index in rooms.indices where (rooms[index].id + refreshes) % 3 == 0 {
            rooms[index].bookedBy = rooms[index].isFree ? "Grace Hopper" : nil
        }
        showRooms(animated: true)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) { [weak self] in
            self?.collectionView.refreshControl?.endRefreshing()
        }
    }

    /// The building's rooms: the same every run, so screenshots compare.
    static func building() -> [Room] {
        let names = [
            "Lovelace", "Turing", "Hopper", "Noether", "Curie", "Shannon", "Meitner", "Ramanujan", "Lamarr",
            "Johnson", "Hamilton", "Knuth", "Dijkstra", "Liskov", "Lab A", "Lab B",
        ]
        return names.enumerated().map { index, name in
            Room(
                id: index, name: name, floor: 1 + index / 4, seats: [4, 6, 8, 12][index % 4],
                bookedBy: index % 3 == 1 ? ["Ada Lovelace", "Alan Turing", "Emmy Noether"][index % 3] : nil)
        }
    }
}
