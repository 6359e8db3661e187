/// The share sheet as drawn: a header with what is shared and a close button, the `.share`
/// activities as a row of icons, the `.action` activities as a list of rows. Every activity is a
/// button labelled with its title, so it is read out and found by its name. Main actor.
@preconcurrency @MainActor
final class ActivitySheetView: UIView {
    var onClose: (() -> Void)?
    var onChoose: ((UIActivity) -> Void)?

    static let margin: CGFloat = 16
    static let rowHeight: CGFloat = 52
    static let tileSize = CGSize(width: 76, height: 92)

    private let summaryLabel = UILabel()
    private let closeButton = UIButton(type: .system)
    private var tiles: [UIButton] = []
    private var rows: [UIButton] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGroupedBackground
        summaryLabel.font = .boldSystemFont(ofSize: 17)
        summaryLabel.textColor = .label
        summaryLabel.lineBreakMode = .byTruncatingTail
        addSubview(summaryLabel)
        closeButton.setImage(UIImage(systemName: "xmark"), for: .normal)
        closeButton.accessibilityLabel = "Close"
        closeButton.addAction(UIAction { [weak self] _ in self?.onClose?() }, for: .touchUpInside)
        addSubview(closeButton)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Shows `summary` and a button for each activity (its title, else its type's name).
    func show(summary: String, activities: [UIActivity]) {
        summaryLabel.text = summary
        (tiles + rows).forEach { $0.removeFromSuperview() }
        tiles = []
        rows = []
        for activity in activities {
            let title = activity.activityTitle ?? activity.activityType?.rawValue ?? "Activity"
            let button = UIButton(type: .system)
            button.accessibilityLabel = title
            button.addAction(
                UIAction { [weak self] _ in self?.onChoose?(activity) }, for: .touchUpInside)
            if type(of: activity).activityCategory == .share {
                var configuration = UIButton.Configuration.plain()
                configuration.title = title
                configuration.image = activity.activityImage
                configuration.imagePlacement = .top
                configuration.imagePadding = 6
                button.configuration = configuration
                tiles.append(button)
            } else {
                button.setTitle(title, for: .normal)
                button.setImage(activity.activityImage, for: .normal)
                button.contentHorizontalAlignment = .leading
                button.backgroundColor = .secondarySystemGroupedBackground
                button.layer.cornerRadius = 10
                rows.append(button)
            }
            addSubview(button)
        }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let margin = ActivitySheetView.margin
        let width = max(0, bounds.width - 2 * margin)
        summaryLabel.frame = CGRect(x: margin, y: margin, width: max(0, width - 44), height: 28)
        closeButton.frame = CGRect(x: bounds.width - margin - 36, y: margin - 4, width: 36, height: 36)
        var y = summaryLabel.frame.maxY + margin
        if !tiles.isEmpty {
            let tile = ActivitySheetView.tileSize
            for (index, button) in tiles.enumerated() {
                button.frame = CGRect(
                    x: margin + CGFloat(index) * (tile.width + 8), y: y, width: tile.width, height: tile.height)
            }
            y += tile.height + margin
        }
        for button in rows {
            button.frame = CGRect(x: margin, y: y, width: width, height: ActivitySheetView.rowHeight)
            button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
            y += ActivitySheetView.rowHeight + 8
        }
    }
}
