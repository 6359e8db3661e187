import ScanoutTesting
import Testing
import UIKit

/// `BadgeWithOverriddenGeometry.swift`: views that override `frame`, `bounds`, `center` and
/// `transform`, as UIKit lets them, placed by a collection view and moved by an app.
@MainActor
@Suite struct BadgeWithOverriddenGeometryTests {
    @Test func aBadgeThatWatchesItsFrameRoundsItselfWhereverTheLayoutPutsIt() throws {
        let host = TestHost(size: CGSize(width: 320, height: 400))
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(30), heightDimension: .absolute(24)),
            elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(
                edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let collection = UICollectionView(frame: host.window.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.register(
            RoundBadgeView.self, forSupplementaryViewOfKind: "badge",
            withReuseIdentifier: RoundBadgeView.reuseIdentifier)
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) {
            collectionView, indexPath, _ in
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            let view =
                collectionView.dequeueReusableSupplementaryView(
                    ofKind: kind, withReuseIdentifier: RoundBadgeView.reuseIdentifier, for: indexPath)
                as! RoundBadgeView
            view.label.text = "\(indexPath.item + 1)"
            return view
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1, 2, 3, 4])
        dataSource.apply(snapshot, animatingDifferences: false)
        host.window.addSubview(collection)
        host.drain()
        let view = try #require(
            collection.supplementaryView(forElementKind: "badge", at: IndexPath(item: 0, section: 0)) as? RoundBadgeView
        )
        #expect(view.bounds.size == CGSize(width: 30, height: 24))
        #expect(view.layer.cornerRadius == 12, "the observer saw the size the layout gave")
        #expect(view.borderUpdates > 1)
        #expect(host.visibleElementLabels.contains("4"))
    }

    @Test func overriddenCentreAndTransformSeeEveryMove() {
        let view = MoveRecordingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.frame = CGRect(x: 100, y: 50, width: 40, height: 40)
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        UIView.performWithoutAnimation { view.center = CGPoint(x: 10, y: 10) }
        // Setting `frame` may or may not pass through `center` (UIKit's does not say): only the
        // direct sets are certain.
        #expect(view.moves.suffix(2) == ["transform 2.0", "center 10,10"])
        #expect(view.center == CGPoint(x: 10, y: 10))
    }
}
