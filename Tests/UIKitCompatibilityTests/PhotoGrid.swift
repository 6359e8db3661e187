import UIKit

// A photo grid written as iOS code writes one (Swift 5, `import UIKit` alone): a collection view
// controller subclass with a flow layout sized by its delegate, a custom cell and a header view
// registered by class, selection that pushes a detail screen, a long-press context menu, and
// deletion with `performBatchUpdates`.

final class PhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "PhotoCell"
    let imageView = UIImageView()
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.font = UIFont.systemFont(ofSize: 12)
        contentView.addSubview(imageView)
        contentView.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            imageView.topAnchor.constraint(equalTo: contentView.topAnchor),
            imageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            titleLabel.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: 4),
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            titleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
        let selected = UIView()
        selected.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.3)
        selectedBackgroundView = selected
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        imageView.image = nil
        titleLabel.text = nil
    }
}

final class AlbumHeaderView: UICollectionReusableView {
    static let reuseIdentifier = "AlbumHeader"
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = UIFont.boldSystemFont(ofSize: 17)
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 16, dy: 0)
    }
}

final class PhotoGridViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    var albums: [(title: String, photos: [String])] = [
        ("Lobby", (1...9).map { "lobby-\($0)" }),
        ("Garden", (1...4).map { "garden-\($0)" }),
    ]
    private(set) var opened: [String] = []
    private let itemsPerRow: CGFloat = 3
    private let spacing: CGFloat = 8

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.headerReferenceSize = CGSize(width: 0, height: 44)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        collectionView.backgroundColor = .systemBackground
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
        collectionView.register(
            AlbumHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: AlbumHeaderView.reuseIdentifier)
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int {
        return albums.count
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return albums[section].photos.count
    }

    override func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        guard
            let cell = collectionView.dequeueReusableCell(
                withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath) as? PhotoCell
        else { fatalError("Unexpected cell") }
        let name = albums[indexPath.section].photos[indexPath.item]
        cell.titleLabel.text = name
        cell.imageView.image = UIImage(systemName: "camera.fill")
        cell.accessibilityLabel = name
        return cell
    }

    override func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let header =
            collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: AlbumHeaderView.reuseIdentifier, for: indexPath) as! AlbumHeaderView
        header.label.text = albums[indexPath.section].title
        return header
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        let available = collectionView.bounds.width - spacing * (itemsPerRow - 1) - 32
        let side = floor(available / itemsPerRow)
        return CGSize(width: side, height: side + 20)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        return UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        opened.append(albums[indexPath.section].photos[indexPath.item])
        let detail = UIViewController()
        detail.title = albums[indexPath.section].photos[indexPath.item]
        navigationController?.pushViewController(detail, animated: true)
    }

    override func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard let indexPath = indexPaths.first else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash.fill"), attributes: .destructive) {
                [weak self] _ in
                self?.deletePhoto(at: indexPath)
            }
            return UIMenu(title: "", children: [delete])
        }
    }

    func deletePhoto(at indexPath: IndexPath) {
        collectionView.performBatchUpdates(
            {
                self.albums[indexPath.section].photos.remove(at: indexPath.item)
                self.collectionView.deleteItems(at: [indexPath])
            }, completion: nil)
    }
}
