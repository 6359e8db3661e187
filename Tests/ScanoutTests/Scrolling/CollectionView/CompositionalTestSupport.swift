import ScanoutTesting

@testable import Scanout

/// A collection view with a compositional layout in a `TestHost` window, numbered `LabelCell`s.
@MainActor
func makeCompositional(
    size: CGSize = CGSize(width: 400, height: 600), counts: [Int] = [12],
    direction: UIUserInterfaceLayoutDirection = .leftToRight, layout: UICollectionViewCompositionalLayout
) -> (TestHost, UICollectionView, NumberedItems) {
    let host = TestHost(size: CGSize(width: max(size.width, 320), height: max(size.height, 200)))
    host.userInterfaceLayoutDirection = direction
    let collection = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    collection.register(LabelCell.self, forCellWithReuseIdentifier: "cell")
    let items = NumberedItems(counts: counts)
    collection.dataSource = items
    host.window.addSubview(collection)
    host.drain()
    return (host, collection, items)
}

/// A section of one repeating group: `item` in a group of `groupSize`.
@MainActor
func gridSection(
    item itemSize: NSCollectionLayoutSize, group groupSize: NSCollectionLayoutSize, insets: CGFloat = 0
) -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(layoutSize: itemSize)
    item.contentInsets = NSDirectionalEdgeInsets(top: insets, leading: insets, bottom: insets, trailing: insets)
    return NSCollectionLayoutSection(group: .horizontal(layoutSize: groupSize, subitems: [item]))
}

@MainActor
func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
    NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
}

extension UICollectionView {
    /// The frames of a section's items, from the layout.
    func itemFrames(section: Int = 0) -> [CGRect] {
        (0..<numberOfItems(inSection: section)).compactMap {
            layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame
        }
    }
}

/// A cell whose constraints make it `height(item)` points tall (a box pinned to its content view).
final class ConstrainedHeightCell: UICollectionViewListCell {
    private var box: UIView?

    func configure(height: CGFloat) {
        box?.removeFromSuperview()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        NSLayoutConstraint.activate([
            box.heightAnchor.constraint(equalToConstant: height),
            box.topAnchor.constraint(equalTo: contentView.topAnchor),
            box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
        ])
        self.box = box
    }
}

/// A data source of `ConstrainedHeightCell`s, each `heights(indexPath)` tall.
@MainActor
final class HeightsDataSource: NSObject, UICollectionViewDataSource {
    var counts: [Int]
    var heights: (IndexPath) -> CGFloat

    init(counts: [Int], heights: @escaping (IndexPath) -> CGFloat) {
        self.counts = counts
        self.heights = heights
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "sized", for: indexPath)
        (cell as? ConstrainedHeightCell)?.configure(height: heights(indexPath))
        return cell
    }
}

/// A collection view of `ConstrainedHeightCell`s with `layout`.
@MainActor
func makeSelfSizing(
    counts: [Int], size: CGSize = CGSize(width: 400, height: 600), layout: UICollectionViewCompositionalLayout,
    heights: @escaping (IndexPath) -> CGFloat
) -> (TestHost, UICollectionView, HeightsDataSource) {
    let host = TestHost(size: size)
    let collection = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    collection.register(ConstrainedHeightCell.self, forCellWithReuseIdentifier: "sized")
    let source = HeightsDataSource(counts: counts, heights: heights)
    collection.dataSource = source
    host.window.addSubview(collection)
    host.drain()
    return (host, collection, source)
}
