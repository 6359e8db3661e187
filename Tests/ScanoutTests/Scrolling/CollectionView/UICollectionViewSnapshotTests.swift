import Scanout
import ScanoutTesting
import Testing

/// Collection views as they look: a grid of tiles with a selected one and section headers, and a
/// header pinned over its scrolled section.
@MainActor
@Suite struct UICollectionViewSnapshotTests {
    private func grid(pinned: Bool) -> (TestHost, UICollectionView, HeaderSource) {
        let (host, collection, items) = makeGrid(
            size: CGSize(width: 320, height: 300), itemSize: CGSize(width: 90, height: 60), counts: [7, 12]
        ) { layout in
            layout.sectionInset = UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
            layout.headerReferenceSize = CGSize(width: 0, height: 32)
            layout.sectionHeadersPinToVisibleBounds = pinned
        }
        collection.register(
            LabelHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        let headers = HeaderSource(items: items)
        collection.dataSource = headers
        collection.reloadData()
        host.drain()
        // The collection view holds its data source weakly: the caller keeps it.
        return (host, collection, headers)
    }

    @Test func aGridWithHeadersAndASelectedTile() {
        let (host, collection, source) = grid(pinned: false)
        host.tap(at: CGPoint(x: 160, y: 70))
        host.advance(by: 0.3)
        assertSnapshot(of: host.render(), named: "grid")
        withExtendedLifetime((collection, source)) {}
    }

    @Test func aPinnedHeaderStaysOverItsSection() {
        let (host, collection, source) = grid(pinned: true)
        collection.setContentOffset(CGPoint(x: 0, y: 250), animated: false)
        host.advance(by: 0.3)
        assertSnapshot(of: host.render(), named: "pinned-header")
        withExtendedLifetime(source) {}
    }
}

/// Numbered items with titled headers.
@MainActor
final class HeaderSource: NSObject, UICollectionViewDataSource {
    let items: NumberedItems

    init(items: NumberedItems) {
        self.items = items
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { items.numberOfSections(in: collectionView) }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items.collectionView(collectionView, numberOfItemsInSection: section)
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = items.collectionView(collectionView, cellForItemAt: indexPath)
        // The background behind the content, and the selected one over it while selected.
        if cell.backgroundView == nil {
            let background = UIView()
            background.backgroundColor = .systemTeal
            background.layer.cornerRadius = 8
            cell.backgroundView = background
            let selected = UIView()
            selected.backgroundColor = .systemBlue
            selected.layer.cornerRadius = 8
            cell.selectedBackgroundView = selected
            cell.contentView.backgroundColor = .clear
        }
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        header.backgroundColor = .secondarySystemBackground
        (header as? LabelHeader)?.label.text = indexPath.section == 0 ? "Lobby" : "Garden"
        return header
    }
}
