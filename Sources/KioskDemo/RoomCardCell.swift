import Scanout

/// A free room's card in the row: its name large, floor and seats below, on a tinted tile.
@MainActor
final class RoomCardCell: UICollectionViewCell {
    let nameLabel = UILabel()
    let detailLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemTeal
        contentView.layer.cornerRadius = 14
        contentView.clipsToBounds = true
        nameLabel.font = .boldSystemFont(ofSize: 22)
        nameLabel.textColor = .white
        detailLabel.font = .systemFont(ofSize: 15)
        detailLabel.textColor = UIColor.white.withAlphaComponent(0.85)
        for label in [nameLabel, detailLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }
        NSLayoutConstraint.activate([
            nameLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            nameLabel.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -16),
            nameLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 18),
            detailLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            detailLabel.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -16),
            detailLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 6),
        ])
        isAccessibilityElement = true
    }

    required init?(coder: NSCoder) {
        return nil
    }

    func show(_ room: RoomBoardViewController.Room) {
        nameLabel.text = room.name
        detailLabel.text = "Floor \(room.floor) · \(room.seats) seats"
        accessibilityLabel = "\(room.name), free, floor \(room.floor), \(room.seats) seats"
        contentView.backgroundColor = [UIColor.systemTeal, .systemIndigo, .systemPurple, .systemBlue][room.id % 4]
    }
}
