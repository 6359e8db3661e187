import Scanout
import ScanoutTesting

/// A cell as app code writes one: a label in its content view, set up in `init(frame:)`.
final class LabelCell: UICollectionViewCell {
    let label = UILabel()
    private(set) var reuseCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.textAlignment = .center
        contentView.addSubview(label)
        contentView.backgroundColor = .systemTeal
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
        label.text = nil
    }
}

/// A data source of sections of numbered items, each cell labelled "s.i", that records what the
/// collection view asked and the delegate calls it got.
@MainActor
final class NumberedItems: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var counts: [Int]
    /// Each item's label, by section; changed by tests along with updates.
    var labels: [[String]]
    var sizes: ((IndexPath) -> CGSize)?
    var selected: [IndexPath] = []
    var deselected: [IndexPath] = []
    var displayed = 0
    var endedDisplaying = 0
    var refusesSelection: Set<IndexPath> = []
    var cellsMade = 0
    /// The distinct cells the collection view handed out.
    var distinctCells: Set<ObjectIdentifier> = []

    init(counts: [Int]) {
        self.counts = counts
        labels = counts.enumerated().map { section, count in (0..<count).map { "\(section).\($0)" } }
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { labels.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        labels[section].count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        cellsMade += 1
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        distinctCells.insert(ObjectIdentifier(cell))
        (cell as? LabelCell)?.label.text = labels[indexPath.section][indexPath.item]
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        sizes?(indexPath) ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        !refusesSelection.contains(indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        deselected.append(indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        displayed += 1
    }

    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        endedDisplaying += 1
    }
}

extension UICollectionView {
    /// The labels of the visible cells, in reading order (top to bottom, then left to right).
    var visibleLabels: [String] {
        visibleCells.sorted {
            $0.frame.minY != $1.frame.minY ? $0.frame.minY < $1.frame.minY : $0.frame.minX < $1.frame.minX
        }.compactMap { ($0 as? LabelCell)?.label.text }
    }
}

/// A collection view with a flow layout of `itemSize` items in a `TestHost` window.
@MainActor
func makeGrid(
    size: CGSize = CGSize(width: 320, height: 480), itemSize: CGSize = CGSize(width: 100, height: 100),
    counts: [Int] = [30], configure: (UICollectionViewFlowLayout) -> Void = { _ in }
) -> (TestHost, UICollectionView, NumberedItems) {
    let host = TestHost(size: CGSize(width: max(size.width, 320), height: max(size.height, 200)))
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = itemSize
    configure(layout)
    let collection = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    collection.register(LabelCell.self, forCellWithReuseIdentifier: "cell")
    let items = NumberedItems(counts: counts)
    collection.dataSource = items
    collection.delegate = items
    host.window.addSubview(collection)
    host.drain()
    return (host, collection, items)
}
