import Scanout
import ScanoutTesting

/// The collection view scenes: a 10,000-item grid of image-and-label tiles, scrolled.
@MainActor
enum CollectionScenes {
    /// A flow-layout grid of 10,000 tiles (a symbol image over a label, 120 × 120 points) filling
    /// the screen, scrolled into the middle and rendered once.
    static func scrollingGrid(size: CGSize) -> (TestHost, UICollectionView, GridTiles) {
        let host = benchmarkHost(size: size)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 120, height: 120)
        layout.sectionInset = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
        let collection = UICollectionView(frame: host.window.bounds, collectionViewLayout: layout)
        collection.register(TileCell.self, forCellWithReuseIdentifier: "tile")
        let tiles = GridTiles()
        collection.dataSource = tiles
        host.window.addSubview(collection)
        host.drain()
        collection.contentOffset = CGPoint(x: 0, y: 10_000)
        _ = host.render()
        return (host, collection, tiles)
    }
}

/// A tile as a catalogue or launcher grid has one: an image over a caption, on a rounded card.
final class TileCell: UICollectionViewCell {
    let imageView = UIImageView()
    let caption = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 12
        imageView.tintColor = .systemBlue
        imageView.contentMode = .center
        caption.font = .preferredFont(forTextStyle: .footnote)
        caption.textAlignment = .center
        contentView.addSubview(imageView)
        contentView.addSubview(caption)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        imageView.frame = CGRect(x: 0, y: 8, width: bounds.width, height: bounds.height - 40)
        caption.frame = CGRect(x: 4, y: bounds.height - 30, width: bounds.width - 8, height: 22)
    }
}

/// 10,000 tiles, each a symbol and its number.
@MainActor
final class GridTiles: UICollectionViewDataSource {
    private static let symbols = ["star.fill", "heart.fill", "bell.fill", "house.fill", "person.fill", "calendar"]

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10_000 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        if let tile = cell as? TileCell {
            tile.imageView.image = UIImage(systemName: GridTiles.symbols[indexPath.item % GridTiles.symbols.count])
            tile.caption.text = "Item \(indexPath.item)"
        }
        return cell
    }
}
