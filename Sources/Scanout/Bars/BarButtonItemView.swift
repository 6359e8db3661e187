/// The view a bar shows for one `UIBarButtonItem`: its title or image in the tint colour (bold for
/// `.done`), its custom view, or nothing for a space; dimmed when the item is disabled, faded while
/// pressed. A tap performs the item (see `UIBarButtonItem.performTap`), or shows its menu when the
/// menu is all it has; holding an item that has a menu shows the menu too (see
/// `MenuPresentation`).
///
/// System items show Scanout's symbols, as UIKit shows SF Symbols (`.add` a plus, `.action` the
/// share arrow, `.close` an × in a grey circle); `.undo` and `.redo` show their titles, as UIKit
/// does. Template images (symbols, and `.automatic` images) are drawn in the item's tint colour,
/// else the bar's.
///
/// Bars make one per item and call `update()` when the item says it changed. The view is an
/// accessibility element labelled as the item, so tests find it by the item's title.
@preconcurrency @MainActor
final class BarButtonItemView: UIControl {
    let item: UIBarButtonItem
    private let titleLabel = UILabel()
    private let imageView = UIImageView()
    /// The bar's standard height for the content; bars lay items out at their own height.
    static let minimumWidth: CGFloat = 44
    /// Space either side of a title or image.
    static let horizontalPadding: CGFloat = 8

    init(item: UIBarButtonItem) {
        self.item = item
        super.init(frame: .zero)
        titleLabel.textAlignment = .center
        titleLabel.lineBreakMode = .byTruncatingTail
        imageView.templatesAutomaticImages = true
        addSubview(titleLabel)
        addSubview(imageView)
        update()
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Shows the item as it now is.
    func update() {
        isEnabled = item.isEnabled
        if let custom = item.customView {
            if custom.superview !== self {
                subviews.filter { $0 !== titleLabel && $0 !== imageView }.forEach { $0.removeFromSuperview() }
                addSubview(custom)
            }
        } else {
            subviews.filter { $0 !== titleLabel && $0 !== imageView }.forEach { $0.removeFromSuperview() }
        }
        let image = shownImage
        let showsImage = item.customView == nil && image != nil
        imageView.image = showsImage ? image : nil
        imageView.isHidden = !showsImage
        titleLabel.isHidden = item.customView != nil || showsImage || item.isSpace
        titleLabel.text = titleLabel.isHidden ? nil : (item.title ?? item.systemItem?.accessibilityName)
        titleLabel.font =
            item.titleFont(for: state)
            ?? (item.style == .done ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17))
        updateColors()
        updateMenuLongPress()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The item's image, or its system item's symbol.
    var shownImage: UIImage? {
        if let image = item.image { return image }
        guard let systemItem = item.systemItem else { return nil }
        if systemItem == .close { return Self.closeImage }
        guard let name = systemItem.symbolName else { return nil }
        return UIImage(systemName: name, withConfiguration: Self.symbolConfiguration)
    }

    override var accessibilityLabel: String? {
        get { storedAccessibilityLabel ?? item.accessibilityLabel }
        set { storedAccessibilityLabel = newValue }
    }

    override var isAccessibilityElement: Bool {
        get { item.customView == nil && !item.isSpace }
        set {}
    }

    override var intrinsicContentSize: CGSize {
        if item.isSpace { return CGSize(width: item.systemItem == .fixedSpace ? item.width : 0, height: 0) }
        if let custom = item.customView {
            let size = custom.frame.size == .zero ? custom.intrinsicContentSize : custom.frame.size
            return CGSize(width: item.width > 0 ? item.width : max(size.width, 0), height: max(size.height, 0))
        }
        let content: CGSize
        if let image = shownImage {
            content = CGSize(
                width: image.size.width + item.imageInsets.left + item.imageInsets.right,
                height: image.size.height + item.imageInsets.top + item.imageInsets.bottom)
        } else {
            content = titleLabel.intrinsicContentSize
        }
        let natural = content.width + 2 * Self.horizontalPadding
        let width = item.width > 0 ? item.width : max(natural, Self.minimumWidth)
        return CGSize(width: width, height: max(content.height, 30))
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if let custom = item.customView {
            let size = custom.frame.size == .zero ? custom.intrinsicContentSize : custom.frame.size
            let width = min(max(size.width, 0), bounds.width)
            let height = min(max(size.height, 0), bounds.height)
            custom.frame = CGRect(
                x: (bounds.width - width) / 2, y: (bounds.height - height) / 2, width: width, height: height)
            return
        }
        if let image = shownImage {
            let size = image.size
            let insets = item.imageInsets
            imageView.frame = CGRect(
                x: (bounds.width - size.width) / 2 + insets.left - insets.right,
                y: (bounds.height - size.height) / 2 + insets.top - insets.bottom,
                width: size.width, height: size.height)
        }
        titleLabel.frame = bounds.insetBy(dx: Self.horizontalPadding, dy: 0)
    }

    override func draw(_ rect: CGRect) {
        guard item.isSelected, item.customView == nil else { return }
        (item.tintColor ?? tintColor).withAlphaComponent(0.15).setFill()
        UIBezierPath(roundedRect: bounds.insetBy(dx: 2, dy: 4), cornerRadius: 8).fill()
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    // MARK: - Touches

    override var sendsPrimaryActionOnTouchUpInside: Bool { true }

    override func sendActions(for controlEvents: UIControl.Event) {
        super.sendActions(for: controlEvents)
        guard controlEvents.contains(.primaryActionTriggered) else { return }
        switch item.tapBehaviour {
        case .perform:
            // The item's own application: the one whose window shows this view.
            if let application = window?.application { item.performTap(event: nil, in: application) }
        case .showMenu: presentMenu()
        case .nothing: break
        }
    }

    override var acceptsTouches: Bool {
        super.acceptsTouches && !item.isSpace
    }

    /// A custom view takes its own touches; the item's view around it takes none.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return item.customView != nil && hit === self ? nil : hit
    }

    override func stateDidChange() {
        super.stateDidChange()
        updateColors()
    }

    // MARK: - Private

    /// Shows the item's menu, anchored to this view; its actions are sent for the item.
    private func presentMenu() {
        guard let menu = item.menu, item.isEnabled else { return }
        MenuPresentation.show(menu, from: self, sender: item)
    }

    /// Holding shows the menu of an item whose tap does something else.
    private func updateMenuLongPress() {
        let wantsLongPress = item.menu != nil && item.tapBehaviour == .perform && item.customView == nil
        if wantsLongPress, menuLongPress == nil {
            let recognizer = UILongPressGestureRecognizer { [unowned self] recognizer in
                if recognizer.state == .began { presentMenu() }
            }
            addGestureRecognizer(recognizer)
            menuLongPress = recognizer
        } else if !wantsLongPress, let recognizer = menuLongPress {
            removeGestureRecognizer(recognizer)
            menuLongPress = nil
        }
    }

    private var menuLongPress: UILongPressGestureRecognizer?

    /// Bar symbols: body text's size, drawn a scale larger, as UIKit's bars do.
    private static let symbolConfiguration = UIImage.SymbolConfiguration(textStyle: .body, scale: .large)

    /// UIKit's close button: a dark × in a light grey disc, in its own colours (not the tint).
    private static var closeImage: UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30)).image { _ in
            UIColor.systemGray5.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 30, height: 30)).fill()
            let mark = UIImage(
                systemName: "xmark", withConfiguration: UIImage.SymbolConfiguration(pointSize: 12, weight: .bold))
            if let mark {
                mark.withTintColor(.systemGray).draw(
                    in: CGRect(
                        x: 15 - mark.size.width / 2, y: 15 - mark.size.height / 2, width: mark.size.width,
                        height: mark.size.height))
            }
        }.withRenderingMode(.alwaysOriginal)
    }

    private func updateColors() {
        let base = item.titleColor(for: state) ?? item.tintColor ?? tintColor ?? .tintColor
        let color: UIColor
        if !isEnabled {
            color = item.titleColor(for: .disabled) ?? UIColor.systemGray3
        } else if isHighlighted {
            color = base.withAlphaComponent(0.3)
        } else {
            color = base
        }
        titleLabel.textColor = color
        imageView.tintColor = color
        let isTemplate = imageView.image?.isTemplate(templatesAutomaticImages: true) ?? false
        imageView.alpha = isTemplate ? 1 : (!isEnabled ? 0.35 : (isHighlighted ? 0.3 : 1))
    }
}

extension UIBarButtonItem.SystemItem {
    /// The symbol a bar shows for the item, as UIKit's; nil for items shown as titles and spaces.
    var symbolName: String? {
        switch self {
        case .add: "plus"
        case .compose: "square.and.pencil"
        case .reply: "arrowshape.turn.up.left"
        case .action: "square.and.arrow.up"
        case .organize: "folder"
        case .bookmarks: "book"
        case .search: "magnifyingglass"
        case .refresh: "arrow.clockwise"
        case .stop: "xmark"
        case .camera: "camera"
        case .trash: "trash"
        case .play: "play.fill"
        case .pause: "pause.fill"
        case .rewind: "backward.fill"
        case .fastForward: "forward.fill"
        default: nil
        }
    }
}
