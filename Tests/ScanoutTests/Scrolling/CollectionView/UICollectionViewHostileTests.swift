import ScanoutTesting
import Testing

@testable import Scanout

#if canImport(Glibc)
import Glibc
#endif

/// A layout that places hostile attributes on request: NaN, infinite, huge and negative frames,
/// the same element twice, items that do not exist, and a content size to match.
@MainActor
final class HostileLayout: UICollectionViewLayout {
    var random = SplitMix64(seed: 1)
    var hostility = 0.3
    var prepares = 0

    override func prepare() {
        prepares += 1
    }

    override var collectionViewContentSize: CGSize {
        switch random.next() % 8 {
        case 0: return CGSize(width: CGFloat.nan, height: 1e300)
        case 1: return CGSize(width: -5, height: CGFloat.infinity)
        default: return CGSize(width: 320, height: 5_000)
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView else { return [] }
        var found: [UICollectionViewLayoutAttributes] = []
        let sections = collectionView.numberOfSections
        for section in 0..<min(sections, 4) {
            for item in 0..<min(collectionView.numberOfItems(inSection: section), 16) {
                found.append(attributes(IndexPath(item: item, section: section)))
            }
        }
        if Double.random(in: 0..<1, using: &random) < hostility {
            // An item that is not there, a duplicate, and a header for a section that is not.
            found.append(attributes(IndexPath(item: 99_999, section: 0)))
            if let first = found.first { found.append(first) }
            found.append(
                UICollectionViewLayoutAttributes(
                    forSupplementaryViewOfKind: "badge", with: IndexPath(item: 0, section: 77)))
        }
        return found
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(indexPath)
    }

    private func attributes(_ indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        let y = CGFloat(indexPath.section * 1_000 + indexPath.item * 50)
        attributes.frame = CGRect(x: 0, y: y, width: 100, height: 44)
        if Double.random(in: 0..<1, using: &random) < hostility {
            let values: [CGFloat] = [.nan, .infinity, -.infinity, 1e300, -1e12, -20]
            let value = values[Int(random.next() % UInt64(values.count))]
            switch random.next() % 3 {
            case 0: attributes.frame = CGRect(x: value, y: y, width: 100, height: 44)
            case 1: attributes.size = CGSize(width: value, height: value)
            default: attributes.alpha = value
            }
        }
        return attributes
    }
}

/// A data source that lies about its counts and re-enters the collection view from its callbacks.
@MainActor
final class HostileItems: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var random = SplitMix64(seed: 2)
    var counts = [20, 5]
    var reentries = 0
    var cellsMade = 0

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        Double.random(in: 0..<1, using: &random) < 0.05 ? -3 : counts.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        switch random.next() % 20 {
        case 0: return -1
        case 1: return Int.max
        default: return section < counts.count ? counts[section] : 0
        }
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        cellsMade += 1
        reenter(collectionView)
        return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        reenter(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        reenter(collectionView)
        collectionView.selectItem(at: IndexPath(item: 3, section: 9), animated: true, scrollPosition: .top)
    }

    private func reenter(_ collectionView: UICollectionView) {
        guard reentries > 0 else { return }
        reentries -= 1
        switch random.next() % 5 {
        case 0: collectionView.reloadData()
        case 1: collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        case 2: collectionView.performBatchUpdates { collectionView.deleteSections([0]) }
        case 3: collectionView.scrollToItem(at: IndexPath(item: 10, section: 0), at: .bottom, animated: true)
        default: collectionView.collectionViewLayout.invalidateLayout()
        }
    }
}

/// Hostile layouts, data sources and delegates, fed by a seeded generator: nothing traps, the
/// collection view's subviews stay its visible elements, and what it makes stays bounded.
@MainActor
@Suite struct UICollectionViewHostileTests {
    @Test(arguments: [UInt64(0x5EED_C011), 0x5EED_C012, 0x5EED_C013])
    func hostileLayoutsAndDataSourcesNeitherTrapNorLeak(seed: UInt64) {
        let host = TestHost(size: CGSize(width: 320, height: 480))
        let layout = HostileLayout()
        layout.random = SplitMix64(seed: seed)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collection.register(LabelCell.self, forCellWithReuseIdentifier: "cell")
        let items = HostileItems()
        items.random = SplitMix64(seed: seed ^ 0xFF)
        collection.dataSource = items
        collection.delegate = items
        host.window.addSubview(collection)
        var random = SplitMix64(seed: seed)
        var lastOperation: UInt64 = 0
        for step in 0..<200 {
            lastOperation = random.next() % 9
            switch lastOperation {
            case 0: items.reentries = Int(random.next() % 4)
            case 1:
                collection.setContentOffset(CGPoint(x: 0, y: CGFloat(random.next() % 4_000)), animated: step % 2 == 0)
            case 2:
                items.counts = [Int(random.next() % 60), Int(random.next() % 5)]
                collection.reloadData()
            case 3:
                // Often inconsistent: the counts did not change.
                collection.performBatchUpdates(
                    {
                        collection.insertItems(at: [IndexPath(item: Int(random.next() % 30), section: 0)])
                        collection.moveItem(at: IndexPath(item: 1, section: 0), to: IndexPath(item: -4, section: 1))
                    }, completion: { _ in collection.reloadData() })
            case 4: host.tap(at: CGPoint(x: 50, y: CGFloat(random.next() % 480)))
            case 5: collection.bounds.size = CGSize(width: CGFloat(random.next() % 400), height: 480)
            case 6:
                collection.selectItem(
                    at: IndexPath(item: Int(random.next() % 50), section: 0), animated: true,
                    scrollPosition: .centeredVertically)
            case 7: collection.reconfigureItems(at: [IndexPath(item: 2, section: 0), IndexPath(item: 500, section: 3)])
            default: host.advance(by: Double(random.next() % 40) / 100)
            }
            host.drain()
            let cellsShown = collection.subviews.filter { $0 is UICollectionViewCell }
            let accounted = Set(collection.visibleCells.map(ObjectIdentifier.init)).union(
                collection.leaving.map(ObjectIdentifier.init))
            let strays = cellsShown.filter { !accounted.contains(ObjectIdentifier($0)) }
            if !strays.isEmpty, getenv("DEBUG_STRAYS") != nil {
                for stray in strays {
                    let cell = stray as! UICollectionViewCell
                    let pooled = collection.reusePool.values.contains { $0.contains { $0 === cell } }
                    print(
                        "STRAY step \(step) key \(String(describing: cell.elementKey)) pooled \(pooled) lastOp \(lastOperation)"
                    )
                }
            }
            #expect(strays.isEmpty, "step \(step)")
            #expect(cellsShown.count <= 200, "step \(step)")
        }
        host.advance(by: 1)
        // The pools hold what left the screen: a few screenfuls, not one cell per placement.
        let pooled = collection.reusePool.values.map(\.count).reduce(0, +)
        #expect(pooled + collection.visibleCells.count <= 400)
    }

    @Test func aCollectionViewAndItsCellsAreReleasedWithItsWindow() {
        weak var weakCollection: UICollectionView?
        weak var weakCell: UICollectionViewCell?
        do {
            let (host, collection, _) = makeGrid(counts: [50])
            weakCollection = collection
            weakCell = collection.visibleCells.first
            collection.setContentOffset(CGPoint(x: 0, y: 800), animated: true)
            host.advance(by: 0.1)
            collection.removeFromSuperview()
            host.drain()
        }
        #expect(weakCollection == nil)
        #expect(weakCell == nil)
    }

    @Test func aThousandRandomBatchesKeepTheCellCountFlat() {
        let (host, collection, items) = makeGrid(counts: [40])
        var random = SplitMix64(seed: 0xBA7C4)
        var most = 0
        for round in 0..<1_000 {
            var labels = items.labels[0]
            collection.performBatchUpdates {
                if !labels.isEmpty, Double.random(in: 0..<1, using: &random) < 0.5 {
                    let index = Int(random.next() % UInt64(labels.count))
                    labels.remove(at: index)
                    collection.deleteItems(at: [IndexPath(item: index, section: 0)])
                } else {
                    let index = Int(random.next() % UInt64(labels.count + 1))
                    labels.insert("r\(round)", at: index)
                    collection.insertItems(at: [IndexPath(item: index, section: 0)])
                }
                items.labels[0] = labels
            }
            host.advance(by: Double(random.next() % 5) / 10)
            most = max(most, collection.subviews.count)
        }
        host.advance(by: 1)
        #expect(host.warnings.isEmpty)
        #expect(most < 60)
        // Cells are reused: a few screenfuls exist, however many items came and went.
        #expect(items.distinctCells.count < 60)
        #expect(collection.visibleLabels == Array(items.labels[0].prefix(collection.visibleCells.count)))
    }
}
