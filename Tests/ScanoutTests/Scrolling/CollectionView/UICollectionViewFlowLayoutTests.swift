import Scanout
import ScanoutTesting
import Testing

/// The flow layout's geometry against UIKit's for the same settings: lines filled while items fit,
/// spare room shared between a line's items, a lone item centred, a grid's last row on the
/// columns, insets, spacing, headers and footers, both scrolling directions, self-sizing.
@MainActor
@Suite struct UICollectionViewFlowLayoutTests {
    private func frames(_ collection: UICollectionView, section: Int = 0) -> [CGRect] {
        (0..<collection.numberOfItems(inSection: section)).compactMap {
            collection.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame
        }
    }

    @Test func itemsFillLinesAndShareTheSpareRoom() {
        // 330 points: three 100-point items with at least 10 between them use 320; the spare 10
        // is shared between the two gaps.
        let (_, collection, _) = makeGrid(size: CGSize(width: 330, height: 480), counts: [8])
        let found = frames(collection)
        #expect(found[0] == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(found[1] == CGRect(x: 115, y: 0, width: 100, height: 100))
        #expect(found[2] == CGRect(x: 230, y: 0, width: 100, height: 100))
        #expect(found[3] == CGRect(x: 0, y: 110, width: 100, height: 100))
        // The last row (two items) lines up with the columns above.
        #expect(found[6] == CGRect(x: 0, y: 220, width: 100, height: 100))
        #expect(found[7] == CGRect(x: 115, y: 220, width: 100, height: 100))
        #expect(collection.contentSize == CGSize(width: 330, height: 320))
    }

    @Test func aLoneLineIsJustifiedAndALoneItemCentred() {
        let (_, two, _) = makeGrid(counts: [2])
        #expect(frames(two).map(\.minX) == [0, 220])
        let (_, one, _) = makeGrid(counts: [1])
        #expect(frames(one).map(\.minX) == [110])
    }

    @Test func itemsOfDifferentHeightsAreCentredInTheirLine() {
        let (_, collection, items) = makeGrid(counts: [3])
        items.sizes = { CGSize(width: 100, height: $0.item == 1 ? 60 : 100) }
        collection.collectionViewLayout.invalidateLayout()
        collection.layoutIfNeeded()
        let found = frames(collection)
        #expect(found[1] == CGRect(x: 110, y: 20, width: 100, height: 60))
    }

    @Test func insetsSpacingHeadersAndFootersStackSectionsDown() {
        let (_, collection, _) = makeGrid(counts: [3, 2]) { layout in
            layout.sectionInset = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 10)
            layout.minimumLineSpacing = 20
            layout.headerReferenceSize = CGSize(width: 0, height: 30)
            layout.footerReferenceSize = CGSize(width: 0, height: 12)
        }
        // 300 points across: two items a line (100 + 10 + 100 ≤ 300), spread to the insets.
        let first = frames(collection, section: 0)
        #expect(first[0] == CGRect(x: 10, y: 35, width: 100, height: 100))
        #expect(first[1] == CGRect(x: 210, y: 35, width: 100, height: 100))
        #expect(first[2] == CGRect(x: 10, y: 155, width: 100, height: 100))
        let header = collection.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        // Section 0 ends at 255 + 15 (inset) + 12 (footer) = 282.
        #expect(header?.frame == CGRect(x: 0, y: 282, width: 320, height: 30))
        let footer = collection.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        #expect(footer?.frame == CGRect(x: 0, y: 270, width: 320, height: 12))
        #expect(frames(collection, section: 1)[0].minY == 282 + 30 + 5)
    }

    @Test func horizontalLayoutsFillColumnsAndScrollSideways() {
        let (_, collection, _) = makeGrid(size: CGSize(width: 320, height: 230), counts: [5]) { layout in
            layout.scrollDirection = .horizontal
        }
        let found = frames(collection)
        // Two items a column (230 high); columns 110 apart.
        #expect(found[0] == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(found[1] == CGRect(x: 0, y: 130, width: 100, height: 100))
        #expect(found[2] == CGRect(x: 110, y: 0, width: 100, height: 100))
        #expect(found[4].minX == 220)
        #expect(collection.contentSize == CGSize(width: 320, height: 230))
    }

    @Test func selfSizingCellsTakeTheSizeTheirConstraintsGive() {
        let host = TestHost(size: CGSize(width: 320, height: 480))
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, number in
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.subviews.forEach { $0.removeFromSuperview() }
            cell.contentView.addSubview(box)
            NSLayoutConstraint.activate([
                box.widthAnchor.constraint(equalToConstant: CGFloat(40 + number * 10)),
                box.heightAnchor.constraint(equalToConstant: 30),
                box.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
                box.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor),
                box.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
                box.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor),
            ])
        }
        let source = ClosureDataSource(count: 4) { collection, indexPath in
            collection.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath.item)
        }
        collection.dataSource = source
        host.window.addSubview(collection)
        host.drain()
        let sizes = (0..<4).compactMap { collection.cellForItem(at: IndexPath(item: $0, section: 0))?.frame.size }
        #expect(sizes == [40, 50, 60, 70].map { CGSize(width: $0, height: 30) })
        #expect(host.warnings.isEmpty)
    }

    @Test func pinnedHeadersStayAtTheTopUntilTheirSectionLeaves() {
        let (host, collection, _) = makeGrid(counts: [9, 9]) { layout in
            layout.headerReferenceSize = CGSize(width: 0, height: 40)
            layout.sectionHeadersPinToVisibleBounds = true
        }
        collection.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        collection.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        host.drain()
        let header = collection.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame.minY == 100)
        // Section 0 is 40 + 320 = 360 tall: at 340 its header is pushed up by its end.
        collection.setContentOffset(CGPoint(x: 0, y: 340), animated: false)
        host.drain()
        let pushed = collection.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(pushed?.frame.minY == 320)
    }

    @Test func rightToLeftMirrorsTheGrid() {
        let host = TestHost(size: CGSize(width: 320, height: 480))
        host.userInterfaceLayoutDirection = .rightToLeft
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collection.register(LabelCell.self, forCellWithReuseIdentifier: "cell")
        let items = NumberedItems(counts: [4])
        collection.dataSource = items
        host.window.addSubview(collection)
        host.drain()
        #expect(frames(collection).map(\.minX) == [220, 110, 0, 220])
    }
}

/// A data source whose cells come from a closure (registrations, diffable-style code).
@MainActor
final class ClosureDataSource: NSObject, UICollectionViewDataSource {
    var count: Int
    let makeCell: (UICollectionView, IndexPath) -> UICollectionViewCell

    init(count: Int, makeCell: @escaping (UICollectionView, IndexPath) -> UICollectionViewCell) {
        self.count = count
        self.makeCell = makeCell
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        makeCell(collectionView, indexPath)
    }
}
