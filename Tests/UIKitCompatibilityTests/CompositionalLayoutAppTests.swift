import ScanoutTesting
import Testing
import UIKit

/// A compositional layout as iOS app code writes one (Swift 5, `import UIKit` alone): a section
/// provider switching on the section index, a carousel that pages to centred groups and scales
/// its cards, a grid whose columns follow the container's width, an inset-grouped list, and
/// registered headers.
@MainActor
@Suite struct CompositionalLayoutAppTests {
    final class HeaderView: UICollectionReusableView {
        static let reuseIdentifier = "header-reuse-identifier"
        let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            label.translatesAutoresizingMaskIntoConstraints = false
            label.font = UIFont.preferredFont(forTextStyle: .headline)
            addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: leadingAnchor),
                label.trailingAnchor.constraint(equalTo: trailingAnchor),
                label.topAnchor.constraint(equalTo: topAnchor),
                label.bottomAnchor.constraint(equalTo: bottomAnchor),
            ])
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    final class StoreViewController: UIViewController, UICollectionViewDataSource {
        enum Section: Int, CaseIterable {
            case featured, categories, settings
        }

        var collectionView: UICollectionView!
        var scales: [CGFloat] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "list")
            collectionView.register(
                HeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                withReuseIdentifier: HeaderView.reuseIdentifier)
            collectionView.dataSource = self
            view.addSubview(collectionView)
        }

        func createLayout() -> UICollectionViewLayout {
            let sectionProvider = {
                [weak self] (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment)
                    -> NSCollectionLayoutSection? in
                guard let sectionKind = Section(rawValue: sectionIndex) else { return nil }
                let section: NSCollectionLayoutSection
                switch sectionKind {
                case .featured:
                    let itemSize = NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
                    let item = NSCollectionLayoutItem(layoutSize: itemSize)
                    item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 5)
                    let groupSize = NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(180))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
                    section = NSCollectionLayoutSection(group: group)
                    section.orthogonalScrollingBehavior = .groupPagingCentered
                    section.visibleItemsInvalidationHandler = { items, offset, environment in
                        items.forEach { item in
                            let distanceFromCenter = abs(
                                (item.frame.midX - offset.x) - environment.container.contentSize.width / 2.0)
                            let scale = max(1.0 - distanceFromCenter / environment.container.contentSize.width, 0.8)
                            item.transform = CGAffineTransform(scaleX: scale, y: scale)
                            self?.scales.append(scale)
                        }
                    }
                case .categories:
                    let columns = layoutEnvironment.container.effectiveContentSize.width > 500 ? 4 : 2
                    let itemSize = NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
                    let item = NSCollectionLayoutItem(layoutSize: itemSize)
                    let groupSize = NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(80))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: columns)
                    group.interItemSpacing = .fixed(10)
                    section = NSCollectionLayoutSection(group: group)
                    section.interGroupSpacing = 10
                    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
                    let headerSize = NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
                    let sectionHeader = NSCollectionLayoutBoundarySupplementaryItem(
                        layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
                    sectionHeader.pinToVisibleBounds = true
                    section.boundarySupplementaryItems = [sectionHeader]
                case .settings:
                    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                    configuration.headerMode = .supplementary
                    section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: layoutEnvironment)
                }
                return section
            }
            let config = UICollectionViewCompositionalLayoutConfiguration()
            config.interSectionSpacing = 20
            return UICollectionViewCompositionalLayout(sectionProvider: sectionProvider, configuration: config)
        }

        func numberOfSections(in collectionView: UICollectionView) -> Int { Section.allCases.count }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            switch Section(rawValue: section)! {
            case .featured: return 5
            case .categories: return 8
            case .settings: return 3
            }
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            if Section(rawValue: indexPath.section) == .settings {
                let cell =
                    collectionView.dequeueReusableCell(withReuseIdentifier: "list", for: indexPath)
                    as! UICollectionViewListCell
                var content = cell.defaultContentConfiguration()
                content.text = "Setting \(indexPath.item)"
                cell.contentConfiguration = content
                cell.accessories = [.disclosureIndicator()]
                return cell
            }
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.contentView.backgroundColor = .systemTeal
            return cell
        }

        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            let header =
                collectionView.dequeueReusableSupplementaryView(
                    ofKind: kind, withReuseIdentifier: HeaderView.reuseIdentifier, for: indexPath) as! HeaderView
            header.label.text = Section(rawValue: indexPath.section) == .settings ? "Settings" : "Categories"
            return header
        }
    }

    @Test func aStoreScreenLaysOutItsCarouselGridAndList() throws {
        let host = TestHost(size: CGSize(width: 400, height: 800))
        let controller = StoreViewController()
        host.window.rootViewController = controller
        host.drain()
        let collectionView = try #require(controller.collectionView)
        // The carousel's first card is centred: 0.85 of 400 is 340, 30 in from each side.
        let card = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        #expect(card.frame == CGRect(x: 35, y: 0, width: 330, height: 180))
        #expect(!controller.scales.isEmpty)
        // Two columns below 500 points: (400 − 20 − 10) / 2.
        let tile = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 1)))
        #expect(tile.frame.width == 185)
        let settingsHeader = collectionView.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 2))
        #expect(settingsHeader != nil)
        #expect(collectionView.visibleCells.count >= 10)
        #expect(host.warnings.isEmpty)
    }
}
