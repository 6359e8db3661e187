/// A section's header or footer: a reusable view with a `textLabel`, as UIKit's. The table makes
/// one for a section whose data source gives a title; a delegate may return its own from
/// `viewForHeaderInSection`, dequeued with `dequeueReusableHeaderFooterView(withIdentifier:)`
/// after `register(_:forHeaderFooterViewReuseIdentifier:)`. Main actor.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    public let reuseIdentifier: String?
    /// Where custom content goes.
    public let contentView = UIView()
    /// The title; grey and in capitals, as a grouped table shows it, or bold on a plain table.
    open var textLabel: UILabel? { title }

    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.layoutMargins = UIEdgeInsets(top: 4, left: 16, bottom: 4, right: 16)
        addSubview(contentView)
        contentView.addSubview(title)
    }

    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// How the table makes a registered class: through `init(reuseIdentifier:)`, which subclasses
    /// override as in UIKit (see `UITableViewCell.init(registeredClassWithReuseIdentifier:)`).
    public required convenience init(registeredClassWithReuseIdentifier reuseIdentifier: String) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    open func prepareForReuse() {}

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        let margins = contentView.layoutMargins
        title.frame = bounds.inset(by: UIEdgeInsets(top: 0, left: margins.left, bottom: 0, right: margins.right))
    }

    /// The header's look for `style`: a plain table's headers are bold on a grey band that stays
    /// at the top; a grouped table's are small grey capitals above the section.
    func applyStyle(_ style: UITableView.Style, isHeader: Bool) {
        switch style {
        case .plain:
            backgroundColor = .secondarySystemBackground
            title.font = .boldSystemFont(ofSize: 15)
            title.textColor = .label
        case .grouped, .insetGrouped:
            backgroundColor = .clear
            title.font = .systemFont(ofSize: 13)
            title.textColor = .secondaryLabel
        }
        _ = isHeader
    }

    private let title = UILabel()
}
