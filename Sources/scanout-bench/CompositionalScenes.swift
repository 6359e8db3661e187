import Scanout
import ScanoutTesting

/// Row (u)'s scene: a collection view of 1,000 items in a compositional layout of the common
/// kinds of section (a carousel paging to centred groups, a two-column grid, badged fifths, a
/// list), made but not yet in the window, so the first layout is what is measured.
@MainActor
enum CompositionalScenes {
    final class Source: NSObject, UICollectionViewDataSource {
        let counts = [100, 300, 300, 300]

        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            counts[section]
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    static func thousandItems(size: CGSize) -> (UICollectionView, Source) {
        let layout = UICollectionViewCompositionalLayout { index, environment in
            section(index, environment: environment)
        }
        let collection = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = Source()
        collection.dataSource = source
        return (collection, source)
    }

    private static func section(_ index: Int, environment: any NSCollectionLayoutEnvironment)
        -> NSCollectionLayoutSection
    {
        let whole = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        switch index {
        case 0:
            let item = NSCollectionLayoutItem(layoutSize: whole)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: .init(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(160)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .groupPagingCentered
            section.interGroupSpacing = 10
            return section
        case 1:
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
                repeatingSubitem: NSCollectionLayoutItem(layoutSize: whole), count: 2)
            group.interItemSpacing = .fixed(10)
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 10
            section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            section.boundarySupplementaryItems = [
                .init(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            ]
            return section
        case 2:
            let badge = NSCollectionLayoutSupplementaryItem(
                layoutSize: .init(widthDimension: .absolute(20), heightDimension: .absolute(20)), elementKind: "badge",
                containerAnchor: NSCollectionLayoutAnchor(
                    edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
            let item = NSCollectionLayoutItem(
                layoutSize: .init(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)),
                supplementaryItems: [badge])
            item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
            return NSCollectionLayoutSection(
                group: .horizontal(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)),
                    subitems: [item]))
        default:
            return .list(
                using: UICollectionLayoutListConfiguration(appearance: .insetGrouped), layoutEnvironment: environment)
        }
    }
}
