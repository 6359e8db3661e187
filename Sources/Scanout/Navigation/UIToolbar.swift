/// A bar of buttons: at the bottom of a navigation controller's screens (`toolbarItems`), or above
/// the keyboard as a text field's `inputAccessoryView` (the "Done" bar).
///
/// Behaves as UIKit's `UIToolbar`: `items` laid out from the leading edge, 8 points apart, 16 from
/// the edges; a `flexibleSpace()` takes the free width (shared with the other flexible spaces), a
/// `fixedSpace(_:)` its width. 44 points tall, translucent, with a hairline along its top. Items
/// redraw when they change. Main actor.
@preconcurrency @MainActor
open class UIToolbar: UIView {
    /// The toolbar's height.
    public static let barHeight: CGFloat = 44

    open var items: [UIBarButtonItem]? {
        get { storedItems.isEmpty ? nil : storedItems }
        set { setItems(newValue, animated: false) }
    }

    open var barStyle: UIBarStyle = .default {
        didSet { updateAppearance() }
    }

    open var isTranslucent = true {
        didSet { updateAppearance() }
    }

    /// The background colour; the system's bar colour when nil.
    open var barTintColor: UIColor? {
        didSet { updateAppearance() }
    }

    /// How the toolbar looks (iOS 13's appearance objects); copied when set (see
    /// `UIBarAppearance`). Difference: Scanout does not track the content's bottom scroll edge, so
    /// a toolbar shows `standardAppearance` (`compactAppearance` under a compact vertical size
    /// class) and keeps the scroll-edge appearances for code that sets them. A toolbar none of
    /// whose appearances was set keeps the look of `barTintColor`, `isTranslucent` and `barStyle`.
    open var standardAppearance: UIToolbarAppearance {
        get { storedStandardAppearance }
        set {
            storedStandardAppearance = newValue.copy()
            hasSetAppearances = true
            updateAppearance()
        }
    }
    open var compactAppearance: UIToolbarAppearance? {
        get { storedCompactAppearance }
        set {
            storedCompactAppearance = newValue?.copy()
            hasSetAppearances = true
            updateAppearance()
        }
    }
    open var scrollEdgeAppearance: UIToolbarAppearance? {
        get { storedScrollEdgeAppearance }
        set { storedScrollEdgeAppearance = newValue?.copy() }
    }
    open var compactScrollEdgeAppearance: UIToolbarAppearance? {
        get { storedCompactScrollEdgeAppearance }
        set { storedCompactScrollEdgeAppearance = newValue?.copy() }
    }

    public required override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundView.isUserInteractionEnabled = false
        hairline.isUserInteractionEnabled = false
        addSubview(backgroundView)
        addSubview(hairline)
        updateAppearance()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        for view in itemViews {
            view.item.onChange = nil
            view.removeFromSuperview()
        }
        storedItems = items ?? []
        itemViews = storedItems.map { item in
            let view = BarButtonItemView(item: item)
            styleItemView(view)
            item.onChange = { [weak self, weak view] in
                view?.update()
                self?.setNeedsLayout()
            }
            addSubview(view)
            return view
        }
        setNeedsLayout()
        if animated, window != nil {
            for view in itemViews { view.alpha = 0 }
            UIView.animate(withDuration: 0.25) { for view in self.itemViews { view.alpha = 1 } }
        }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : 320, height: UIToolbar.barHeight)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIToolbar.barHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView.frame = CGRect(
            x: 0, y: 0, width: bounds.width, height: bounds.height + backgroundExtension)
        let shadowHeight = hairline.image.map { $0.size.height } ?? 1 / max(window?.screen.scale ?? 1, 1)
        // The hairline inside the bar's top edge, as before; a shadow image above it, as UIKit's.
        let shadowY = hairline.image == nil ? 0 : -shadowHeight
        hairline.frame = CGRect(x: 0, y: shadowY, width: bounds.width, height: shadowHeight)
        let margin: CGFloat = 16
        let spacing: CGFloat = 8
        let rowHeight = min(bounds.height, UIToolbar.barHeight)
        let visible = itemViews.filter { !$0.item.isHidden }
        for view in itemViews { view.isHidden = view.item.isHidden }
        let widths = visible.map { $0.item.systemItem == .flexibleSpace ? 0 : $0.intrinsicContentSize.width }
        let flexibleCount = visible.filter { $0.item.systemItem == .flexibleSpace }.count
        let used = widths.reduce(0, +) + spacing * CGFloat(max(visible.count - 1, 0)) + 2 * margin
        let flexibleWidth = flexibleCount > 0 ? max(bounds.width - used, 0) / CGFloat(flexibleCount) : 0
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var offset = margin
        for (view, natural) in zip(visible, widths) {
            let width = view.item.systemItem == .flexibleSpace ? flexibleWidth : natural
            let x = rightToLeft ? bounds.width - offset - width : offset
            view.frame = CGRect(x: x, y: 0, width: width, height: rowHeight)
            offset += width + spacing
        }
    }

    // MARK: - Internal

    /// How far below the bar its background reaches (the home-indicator area under a toolbar at
    /// the bottom).
    var backgroundExtension: CGFloat = 0 {
        didSet { setNeedsLayout() }
    }

    // MARK: - Private

    private var storedItems: [UIBarButtonItem] = []
    private var itemViews: [BarButtonItemView] = []
    private let backgroundView = BarBackgroundView()
    /// The shadow along the top: a hairline in a colour, or the shadow image above the bar.
    private let hairline = UIImageView()
    private var storedStandardAppearance = UIToolbarAppearance()
    private var storedCompactAppearance: UIToolbarAppearance?
    private var storedScrollEdgeAppearance: UIToolbarAppearance?
    private var storedCompactScrollEdgeAppearance: UIToolbarAppearance?
    private var hasSetAppearances = false

    /// The appearance shown; nil for the older properties' look.
    private var shownAppearance: UIToolbarAppearance? {
        guard hasSetAppearances else { return nil }
        if traitCollection.verticalSizeClass == .compact, let compact = storedCompactAppearance { return compact }
        return storedStandardAppearance
    }

    private func updateAppearance() {
        if let appearance = shownAppearance {
            backgroundView.show(appearance)
            if let image = appearance.shadowImage {
                hairline.image = image
                hairline.backgroundColor = nil
                hairline.isHidden = image.size.width <= 0 || image.size.height <= 0
            } else {
                hairline.image = nil
                hairline.backgroundColor = appearance.shadowColor
                hairline.isHidden = (appearance.shadowColor?.alpha ?? 0) <= 0
            }
        } else {
            backgroundView.show(fill: backgroundFill, image: nil)
            hairline.image = nil
            hairline.backgroundColor = UIColor(white: 0, alpha: 0.3)
            hairline.isHidden = false
        }
        for view in itemViews { styleItemView(view) }
        setNeedsLayout()
    }

    /// A button's colour from the appearance's button looks; the item's own still win.
    private func styleItemView(_ view: BarButtonItemView) {
        guard let appearance = shownAppearance else {
            view.tintColor = nil
            return
        }
        let buttons = view.item.style == .done ? appearance.doneButtonAppearance : appearance.buttonAppearance
        view.tintColor = buttons.normal.titleTextAttributes[.foregroundColor] as? UIColor
    }

    private var backgroundFill: UIColor {
        if let barTintColor { return isTranslucent ? barTintColor.withAlphaComponent(0.94) : barTintColor }
        if barStyle == .black { return UIColor(white: 0.11, alpha: isTranslucent ? 0.94 : 1) }
        // The default bar: near white, or the black style's grey in the dark appearance.
        return UIColor(light: UIColor(white: 0.976, alpha: 1), dark: UIColor(white: 0.11, alpha: 1))
            .withAlphaComponent(isTranslucent ? 0.94 : 1)
    }
}
