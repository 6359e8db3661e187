/// A row of a list made with a compositional layout's list configuration: a cell with list
/// content (`defaultContentConfiguration()`), accessories at its ends, an indentation level for
/// outlines, and a separator under its content. As UIKit's `UICollectionViewListCell`. Main actor.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The marks and controls at the cell's ends, in order from the outside in.
    open var accessories: [UICellAccessory] = [] {
        didSet { rebuildAccessories() }
    }

    /// How many levels deep in an outline the row is; each indents its content.
    open var indentationLevel = 0 {
        didSet { if indentationLevel != oldValue { setNeedsLayout() } }
    }
    /// How far each level indents. 16 points by default (UIKit's is system-defined).
    open var indentationWidth: CGFloat = 16 {
        didSet { if indentationWidth != oldValue { setNeedsLayout() } }
    }
    /// Whether the separator indents with the content.
    open var indentsAccessories = true

    /// Where the separator starts and ends: the content's leading edge to the cell's trailing edge.
    public let separatorLayoutGuide = UILayoutGuide()

    /// Whether the cell draws its bottom separator (the list configuration decides).
    var showsSeparator = false {
        didSet { separatorView.isHidden = !showsSeparator }
    }
    var separatorColor: UIColor = .separator {
        didSet { separatorView.backgroundColor = separatorColor }
    }
    /// The list's separator insets for this row (`automaticInsets` for the content's edge).
    var separatorInsets = UIListSeparatorConfiguration.automaticInsets {
        didSet { if separatorInsets != oldValue { setNeedsLayout() } }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addLayoutGuide(separatorLayoutGuide)
        separatorView.backgroundColor = separatorColor
        separatorView.isHidden = true
        separatorView.isUserInteractionEnabled = false
        addSubview(separatorView)
        backgroundColor = .secondarySystemGroupedBackground
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// A list configuration for the cell (`.cell()`), to fill in and assign.
    open override func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    open override var isEditing: Bool {
        didSet { if isEditing != oldValue { rebuildAccessories() } }
    }

    open override func layoutSubviews() {
        let size = bounds.size
        var leading: CGFloat = CGFloat(max(0, min(indentationLevel, 64))) * indentationWidth
        var trailing = size.width
        for (accessory, view) in shownAccessories {
            let fitting = view.intrinsicContentSize
            let width = accessory.options.reservedLayoutWidth ?? max(min(fitting.width, size.width / 3), 16)
            let height = min(max(fitting.height, 16), size.height)
            switch accessory.placement {
            case .leading:
                view.frame = CGRect(x: leading + 12, y: (size.height - height) / 2, width: width, height: height)
                leading += width + 12
            case .trailing:
                view.frame = CGRect(
                    x: trailing - 16 - width, y: (size.height - height) / 2, width: width, height: height)
                trailing -= width + 16
            }
        }
        contentInsets = (leading, size.width - trailing)
        super.layoutSubviews()
        let scale = window?.screen.scale ?? 1
        // From the content's leading edge to the cell's trailing one, unless the list's separator
        // configuration gives insets (from the cell's edges).
        let automatic = UIListSeparatorConfiguration.automaticInsets
        let start = separatorInsets.leading == automatic.leading ? leading + 16 : max(0, separatorInsets.leading)
        let end = separatorInsets.trailing == automatic.trailing ? 0 : max(0, separatorInsets.trailing)
        separatorView.frame = CGRect(
            x: start, y: size.height - 1 / scale, width: max(0, size.width - start - end), height: 1 / scale)
        if !mirrored(for: effectiveUserInterfaceLayoutDirection) {
            return
        }
        // Right to left: everything mirrors within the cell.
        for view in [contentView, separatorView] + shownAccessories.map(\.view) {
            view.frame.origin.x = size.width - view.frame.maxX
        }
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
    }

    /// Takes the separator and corners its list section's attributes give it. Shown as a header
    /// or footer, it takes a header's background instead of a row's: none over a grouped list (or
    /// outside a list), the list's own colour over a plain one, where headers pin over the rows.
    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        applyListStyle(from: layoutAttributes)
        if layoutAttributes.representedElementCategory == .supplementaryView, backgroundConfiguration == nil,
            Self.defaultBackgrounds.contains(where: { $0 == backgroundColor })
        {
            backgroundColor = (layoutAttributes as? CompositionalLayoutAttributes)?.listStyle?.backgroundColor ?? .clear
        }
    }

    // MARK: - Internal

    override var contentFrame: CGRect {
        CGRect(
            x: contentInsets.leading, y: 0,
            width: max(0, bounds.width - contentInsets.leading - contentInsets.trailing), height: bounds.height)
    }

    /// The accessory views showing now, with their accessories.
    private(set) var shownAccessories: [(accessory: UICellAccessory, view: UIView)] = []

    // MARK: - Private

    private let separatorView = UIView()
    /// While the reorder handle drags the row: the row's centre across, and the finger's distance
    /// from its centre along.
    private var reorderGrip = CGPoint.zero
    /// The backgrounds the cell gives itself (a row's, a header's); a colour the app set is kept.
    private static let defaultBackgrounds: [UIColor?] = [.secondarySystemGroupedBackground, .clear, .systemBackground]
    private var contentInsets: (leading: CGFloat, trailing: CGFloat) = (0, 0)

    private func mirrored(for direction: UIUserInterfaceLayoutDirection) -> Bool { direction == .rightToLeft }

    /// Drives the collection view's interactive movement of this row from its reorder handle.
    private func reorderHandleMoved(_ recognizer: UIGestureRecognizer) {
        var ancestor = superview
        while let view = ancestor, !(view is UICollectionView) { ancestor = view.superview }
        guard let collectionView = ancestor as? UICollectionView else { return }
        let location = recognizer.location(in: collectionView)
        if recognizer.state == .began {
            // The row moves up and down with the finger, keeping where the finger holds it.
            let centre = convert(CGPoint(x: bounds.midX, y: bounds.midY), to: collectionView)
            reorderGrip = CGPoint(x: centre.x, y: location.y - centre.y)
        }
        collectionView.driveInteractiveMovement(
            recognizer.state, beginningAt: collectionView.indexPath(for: self),
            to: CGPoint(x: reorderGrip.x, y: location.y - reorderGrip.y))
    }

    private func rebuildAccessories() {
        for (_, view) in shownAccessories { view.removeFromSuperview() }
        shownAccessories = accessories.filter { $0.isShown(editing: isEditing) }.map { ($0, makeView(for: $0)) }
        for (_, view) in shownAccessories { addSubview(view) }
        setNeedsLayout()
    }

    private func makeView(for accessory: UICellAccessory) -> UIView {
        func symbol(_ name: String, tint: UIColor?) -> UIImageView {
            let view = UIImageView(image: UIImage(systemName: name))
            view.tintColor = accessory.options.tintColor ?? tint
            view.contentMode = .center
            return view
        }
        func button(_ name: String, tint: UIColor, label: String, action: (() -> Void)?) -> UIButton {
            let button = UIButton(type: .custom)
            button.setImage(UIImage(systemName: name), for: .normal)
            button.tintColor = accessory.options.tintColor ?? tint
            button.accessibilityLabel = label
            if let action { button.addAction(UIAction { _ in action() }, for: .touchUpInside) }
            return button
        }
        switch accessory.kind {
        case .disclosureIndicator: return symbol("chevron.right", tint: .tertiaryLabel)
        case .checkmark: return symbol("checkmark", tint: nil)
        case .detail(let action): return button("info.circle", tint: .systemBlue, label: "More Info", action: action)
        case .delete(let action): return button("minus.circle.fill", tint: .systemRed, label: "Delete", action: action)
        case .insert(let action): return button("plus.circle.fill", tint: .systemGreen, label: "Insert", action: action)
        case .reorder:
            // The handle: a finger on it drags the row (the collection view's interactive movement).
            let handle = symbol("line.3.horizontal", tint: .tertiaryLabel)
            handle.isUserInteractionEnabled = true
            handle.isAccessibilityElement = true
            handle.accessibilityLabel = "Reorder"
            let drag = UILongPressGestureRecognizer { [weak self] recognizer in self?.reorderHandleMoved(recognizer) }
            drag.minimumPressDuration = 0
            handle.addGestureRecognizer(drag)
            return handle
        case .multiselect: return symbol(isSelected ? "checkmark.circle.fill" : "circle", tint: nil)
        case .outlineDisclosure(let action):
            return button("chevron.right", tint: .tertiaryLabel, label: "Expand", action: action)
        case .label(let text):
            let label = UILabel()
            label.text = text
            label.textColor = accessory.options.tintColor ?? .secondaryLabel
            return label
        case .customView(let view, _):
            if let tint = accessory.options.tintColor { view.tintColor = tint }
            return view
        }
    }
}
