/// One row of a table view: a content view with a title and, for the subtitle and value styles,
/// a detail line; highlighted while pressed, and selected. Reused as rows scroll by: override
/// `prepareForReuse()` to clear what a row set.
///
/// As in UIKit, a cell's touch methods are UIView's: touches travel up the chain to the table
/// view, which highlights and selects the row (an override that does not call `super` keeps its
/// row from being selected, as in UIKit). Main actor.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable {
        /// A title on the left.
        case `default`
        /// A title, and a detail on the right.
        case value1
        /// A title, and a detail left, below a title on the right (kept as value1 here).
        case value2
        /// A title above a smaller detail line.
        case subtitle
    }

    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    /// The control a row shows in editing mode.
    public enum EditingStyle: Int, Sendable {
        case none, delete, insert
    }

    /// Whether the cell is in editing mode (showing its editing control); the table sets it.
    open var isEditing: Bool {
        get { editingShown }
        set { setEditing(newValue, animated: false) }
    }

    /// Shows or hides the editing control; the table calls it for each row as editing begins
    /// and ends.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingShown = editing
        let shows = editing && showsDeleteControl
        // Made the first time it shows: most cells never edit.
        if shows, deleteControl == nil { deleteControl = makeDeleteControl() }
        deleteControl?.isHidden = !shows
        setNeedsLayout()
    }

    /// The standard mark at a row's trailing end.
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// The mark at the trailing end: a chevron for rows that lead on, a checkmark for a chosen
    /// one, an info button. `.none` by default.
    open var accessoryType: AccessoryType = .none {
        didSet { if accessoryType != oldValue { updateAccessory() } }
    }

    /// A list configuration for this cell's style (`.cell()`, `.subtitleCell()`, `.valueCell()`),
    /// to fill in and assign to `contentConfiguration`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
    }

    /// What the cell shows, as a configuration: its content view takes the place of `textLabel`
    /// and `detailTextLabel`; assigning a changed one updates it; nil brings the labels back.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { applyContentConfiguration() }
    }

    /// A view of your own at the trailing end, instead of `accessoryType`'s mark.
    open var accessoryView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            updateAccessory()
        }
    }

    public let style: CellStyle
    /// The identifier the cell is reused under.
    public let reuseIdentifier: String?
    /// Holds the cell's content; add custom views here.
    public let contentView = UIView()
    /// The title; created on first use.
    open var textLabel: UILabel? { title }
    /// The detail line (nil in the default style).
    open var detailTextLabel: UILabel? { style == .default ? nil : detail }
    /// The image at the leading end of the row, before the labels; created on first use. With an
    /// image the labels move past it, as in UIKit.
    open var imageView: UIImageView? {
        if let storedImageView { return storedImageView }
        let imageView = UIImageView()
        imageView.contentMode = .scaleAspectFit
        imageView.isHidden = contentConfiguration != nil
        storedImageView = imageView
        contentView.addSubview(imageView)
        setNeedsLayout()
        return imageView
    }
    /// How the cell looks when selected: `selectedBackgroundView`, grey by default; `.none` shows
    /// nothing.
    open var selectionStyle: SelectionStyle = .default {
        didSet { updateBackground() }
    }

    /// A view behind the content, sized to the cell; nil (the default) shows `backgroundColor`.
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            updateBackground()
        }
    }

    /// The view shown behind the content while the row is selected or pressed, over
    /// `backgroundView`; a grey view by default. Setting nil shows the grey again.
    open var selectedBackgroundView: UIView? {
        get { storedSelectedBackgroundView ?? defaultSelectedBackground }
        set {
            storedSelectedBackgroundView?.removeFromSuperview()
            storedSelectedBackgroundView = newValue
            updateBackground()
        }
    }

    /// Shown instead of `selectedBackgroundView` for a selected row of a table that allows
    /// multiple selection. Kept: Scanout's tables select one row at a time.
    open var multipleSelectionBackgroundView: UIView?

    private var storedSelectedBackgroundView: UIView?
    /// UIKit's selected look: a grey view.
    private lazy var defaultSelectedBackground: UIView = {
        let view = UIView()
        view.backgroundColor = .systemGray4
        return view
    }()

    /// Whether the row shows pressed; setting it calls `setHighlighted(_:animated:)` unanimated.
    open var isHighlighted: Bool {
        get { storedIsHighlighted }
        set { setHighlighted(newValue, animated: false) }
    }
    private var storedIsHighlighted = false

    /// Whether the row is selected; setting it calls `setSelected(_:animated:)` unanimated.
    open var isSelected: Bool {
        get { storedIsSelected }
        set { setSelected(newValue, animated: false) }
    }
    private var storedIsSelected = false

    /// Shows the row selected or not. The table view calls it when its selection changes (with
    /// `selectRow(at:animated:scrollPosition:)`'s and `deselectRow(at:animated:)`'s `animated`,
    /// false for a tap), as UIKit does; override it to restyle the cell, calling `super`.
    /// Scanout changes the background at once, animated or not.
    open func setSelected(_ selected: Bool, animated: Bool) {
        guard selected != storedIsSelected else { return }
        storedIsSelected = selected
        updateBackground()
    }

    /// Shows the row pressed or not. The table view calls it while a touch is down on the row, as
    /// UIKit does; override it to restyle the cell, calling `super`.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        guard highlighted != storedIsHighlighted else { return }
        storedIsHighlighted = highlighted
        updateBackground()
    }

    /// A cell of `style` reused under `reuseIdentifier`. Designated, not `required`, as in UIKit:
    /// subclasses write `override init(style:reuseIdentifier:)`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        backgroundColor = .systemBackground
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        // UIKit's content margins, which constraints to `contentView.layoutMarginsGuide` use.
        contentView.layoutMargins = UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
        addSubview(contentView)
        title.font = .systemFont(ofSize: 17)
        detail.font = .systemFont(ofSize: style == .subtitle ? 13 : 17)
        detail.textColor = style == .subtitle ? .label : .secondaryLabel
        detail.textAlignment = style == .subtitle ? .natural : .right
        contentView.addSubview(title)
        if style != .default { contentView.addSubview(detail) }
        separatorView.isUserInteractionEnabled = false
        addSubview(separatorView)
        layOutSeparator()
    }

    /// A default-style cell (what `register(_:forCellReuseIdentifier:)` creates).
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// What `dequeueReusableCell(withIdentifier:for:)` calls to create a cell of a registered
    /// class; Scanout only, never called or written by app code.
    ///
    /// UIKit creates a registered class with `init(style:reuseIdentifier:)` through the
    /// Objective-C runtime. Swift can construct from a metatype only through a `required`
    /// initializer, and making `init(style:reuseIdentifier:)` required would reject the usual
    /// `override init(style:reuseIdentifier:)`. So the required initializer is this convenience
    /// one, which delegates to `init(style:reuseIdentifier:)` (dispatched to the subclass's
    /// override) and which every subclass inherits without writing it: one with no initializers
    /// of its own, or one overriding `init(style:reuseIdentifier:)` (its `init?(coder:)` is
    /// required anyway). It cannot be internal: Swift wants a required initializer visible
    /// wherever the class can be subclassed. The one shape it rejects is a subclass with only
    /// initializers of its own (`init(model:)`); UIKit could not dequeue that class either, and
    /// the fix is to override `init(style:reuseIdentifier:)`.
    public required convenience init(registeredClassWithReuseIdentifier reuseIdentifier: String) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    /// The size the constraints in `contentView` give the cell at `targetSize`'s width: how a
    /// table sizes a row whose height is `UITableView.automaticDimension`, as in UIKit.
    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        contentView.systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
            verticalFittingPriority: verticalFittingPriority)
    }

    /// Called before the cell is handed out again for another row.
    open func prepareForReuse() {
        isHighlighted = false
        isSelected = false
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutBackgroundViews()
        layOutSeparator()
        // The accessory sits at the trailing end; the content view takes the rest, after the
        // delete control while editing.
        var contentFrame = bounds
        if let deleteControl, !deleteControl.isHidden {
            deleteControl.frame = CGRect(x: 12, y: ((bounds.height - 26) / 2).rounded(), width: 26, height: 26)
            contentFrame.origin.x = 38
            contentFrame.size.width -= 38
        }
        if let accessory = shownAccessory {
            let natural = accessory.intrinsicContentSize
            let size = natural.width > 0 ? natural : accessory.frame.size
            accessory.frame = CGRect(
                x: bounds.width - 16 - size.width, y: ((bounds.height - size.height) / 2).rounded(),
                width: size.width, height: size.height)
            contentFrame.size.width = max(accessory.frame.minX - 4, 0)
        }
        contentView.frame = contentFrame
        var inset: CGFloat = 16
        var width = contentFrame.width - (shownAccessory == nil ? 2 * inset : inset)
        // An image comes first, at its size (shrunk to the row's height less a margin), and the
        // labels start 16 points after it.
        if let storedImageView, let image = storedImageView.image, image.size.width > 0, image.size.height > 0 {
            let fit = min(1, max(bounds.height - 8, 0) / image.size.height)
            let size = CGSize(width: (image.size.width * fit).rounded(), height: (image.size.height * fit).rounded())
            storedImageView.frame = CGRect(
                x: inset, y: ((bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height)
            inset = storedImageView.frame.maxX + 16
            width -= size.width + 16
        } else {
            storedImageView?.frame = .zero
        }
        switch style {
        case .default:
            title.frame = CGRect(x: inset, y: 0, width: width, height: bounds.height)
        case .subtitle:
            let titleHeight = title.font.lineHeight.rounded(.up)
            let detailHeight = detail.font.lineHeight.rounded(.up)
            let top = ((bounds.height - titleHeight - detailHeight) / 2).rounded()
            title.frame = CGRect(x: inset, y: top, width: width, height: titleHeight)
            detail.frame = CGRect(x: inset, y: top + titleHeight, width: width, height: detailHeight)
        case .value1, .value2:
            let detailWidth = min(detail.intrinsicContentSize.width, width / 2)
            detail.frame = CGRect(
                x: bounds.width - 16 - detailWidth, y: 0, width: detailWidth, height: bounds.height)
            title.frame = CGRect(x: inset, y: 0, width: width - detailWidth - 8, height: bounds.height)
        }
    }

    // MARK: - Internal

    /// The row the cell shows now.
    var indexPath: IndexPath?
    /// The separator's colour and inset, as the table draws them; nil for none.
    var separator: (UIColor, UIEdgeInsets)? = (.separator, UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)) {
        didSet { layOutSeparator() }
    }

    // MARK: - Private

    private let title = UILabel()
    private var storedImageView: UIImageView?
    /// The line under the row, from the table's inset: a view of its own, as UIKit's is (drawn
    /// by the cell, it made every row keep its whole area in a backing store for one line).
    private let separatorView = UIView()
    private let detail = UILabel()
    /// The accessory shown: `accessoryView`, or the mark `accessoryType` asks for.
    private var shownAccessory: UIView?
    /// The view showing `contentConfiguration`.
    private var configuredView: (UIView & UIContentView)?

    /// The red minus at the leading edge in editing mode, and what tapping it does (the table
    /// asks to confirm the delete).
    private(set) var deleteControl: UIButton?

    private func layOutSeparator() {
        guard let (color, inset) = separator else {
            separatorView.isHidden = true
            return
        }
        separatorView.isHidden = false
        separatorView.backgroundColor = color
        separatorView.frame = CGRect(
            x: inset.left, y: bounds.height - 1, width: max(0, bounds.width - inset.left - inset.right), height: 1)
    }

    private func makeDeleteControl() -> UIButton {
        let button = UIButton(type: .custom)
        button.setImage(UIImage(systemName: "minus.circle.fill"), for: .normal)
        button.tintColor = .systemRed
        button.accessibilityLabel = "Delete \(textLabel?.text ?? "row")"
        button.isHidden = true
        button.addAction(UIAction { [weak self] _ in self?.deleteControlTapped?() }, for: .touchUpInside)
        addSubview(button)
        return button
    }
    var showsDeleteControl = false
    private var editingShown = false
    var deleteControlTapped: (@MainActor () -> Void)?

    private func applyContentConfiguration() {
        guard let configuration = contentConfiguration else {
            configuredView?.removeFromSuperview()
            configuredView = nil
            title.isHidden = false
            detail.isHidden = false
            storedImageView?.isHidden = false
            return
        }
        title.isHidden = true
        detail.isHidden = true
        storedImageView?.isHidden = true
        configuredView = contentView.showContentConfiguration(configuration, replacing: configuredView)
    }

    private func updateAccessory() {
        if shownAccessory !== accessoryView { shownAccessory?.removeFromSuperview() }
        if let accessoryView {
            shownAccessory = accessoryView
        } else {
            let symbol: String?
            switch accessoryType {
            case .none: symbol = nil
            case .disclosureIndicator: symbol = "chevron.right"
            case .checkmark: symbol = "checkmark"
            case .detailButton, .detailDisclosureButton: symbol = "info.circle"
            }
            if let symbol {
                let mark = UIImageView(image: UIImage(systemName: symbol))
                mark.tintColor = accessoryType == .disclosureIndicator ? .tertiaryLabel : nil
                shownAccessory = mark
            } else {
                shownAccessory = nil
            }
        }
        if let shownAccessory, shownAccessory.superview !== self { addSubview(shownAccessory) }
        setNeedsLayout()
    }

    /// Puts the background view and, while pressed or selected, the selected background behind
    /// the content view; the labels show their highlighted colours (`highlightedTextColor`) then.
    private func updateBackground() {
        let pressed = isHighlighted || isSelected
        if let backgroundView, backgroundView.superview !== self { insertSubview(backgroundView, at: 0) }
        let chosen = selectedBackgroundView
        for candidate in [storedSelectedBackgroundView, defaultSelectedBackground]
        where candidate !== chosen || !pressed || selectionStyle == .none {
            candidate?.removeFromSuperview()
        }
        if pressed, selectionStyle != .none, let chosen, chosen.superview !== self {
            if let backgroundView, backgroundView.superview === self {
                insertSubview(chosen, aboveSubview: backgroundView)
            } else {
                insertSubview(chosen, at: 0)
            }
        }
        title.isHighlighted = pressed && selectionStyle != .none
        detail.isHighlighted = pressed && selectionStyle != .none
        setNeedsLayout()
    }

    /// The background views fill the cell.
    private func layOutBackgroundViews() {
        for view in [backgroundView, storedSelectedBackgroundView, defaultSelectedBackground]
        where view?.superview === self {
            view?.frame = bounds
        }
    }
}
