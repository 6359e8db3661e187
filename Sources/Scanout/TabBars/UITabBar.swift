/// The bar of tabs along the bottom of the screen: one button per item, the selected one in the
/// tint colour, the others grey.
///
/// Behaves as UIKit's `UITabBar`: 49 points tall plus the bottom safe area (`sizeThatFits(_:)`),
/// a hairline along its top, translucent by default. Tapping an item selects it and tells the
/// `delegate`; in a `UITabBarController` the controller manages the bar and decides (its own
/// delegate may veto). On a compact bar the items share the width; on a wide one (700 points or
/// more, as on an iPad) they are centred as a group, each a fixed width with its title beside its
/// image. Each item is an accessibility element labelled with its title. Main actor.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// How a bar spreads its items.
    public enum ItemPositioning: Int, Sendable {
        /// Fill on compact bars, centred on wide ones.
        case automatic = 0
        case fill
        case centered
    }

    /// The standard height above the bottom safe area.
    static let barHeight: CGFloat = 49
    /// The width of an item on a centred bar unless `itemWidth` says otherwise.
    static let centeredItemWidth: CGFloat = 150
    /// From this width on, a bar centres its items.
    static let wideWidth: CGFloat = 700

    /// Told when a person selects an item (not when the bar is managed by a tab bar controller).
    open weak var delegate: UITabBarDelegate?

    /// The items shown, in order.
    open var items: [UITabBarItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }

    /// The item drawn selected; nil for none. Must be one of `items`.
    open weak var selectedItem: UITabBarItem? {
        didSet { updateSelection() }
    }

    /// The colour of items that are not selected; nil is grey.
    open var unselectedItemTintColor: UIColor? {
        didSet {
            updateButtonColors()
            AppearanceProxies.propertyDidChange(\UITabBar.unselectedItemTintColor, of: self)
        }
    }

    /// The bar's background colour; nil is the system's light grey.
    open var barTintColor: UIColor? {
        didSet {
            setNeedsDisplay()
            AppearanceProxies.propertyDidChange(\UITabBar.barTintColor, of: self)
        }
    }

    /// Whether the bar is slightly see-through. True by default.
    open var isTranslucent = true {
        didSet {
            setNeedsDisplay()
            AppearanceProxies.propertyDidChange(\UITabBar.isTranslucent, of: self)
        }
    }

    /// How items are spread along the bar.
    open var itemPositioning: ItemPositioning = .automatic {
        didSet { setNeedsLayout() }
    }

    /// The width of each item on a centred bar; 0 uses the standard width.
    open var itemWidth: CGFloat = 0 {
        didSet { setNeedsLayout() }
    }

    /// Space between items on a centred bar; 0 uses none.
    open var itemSpacing: CGFloat = 0 {
        didSet { setNeedsLayout() }
    }

    /// Set by a tab bar controller that manages the bar: it decides what a tap selects.
    var onItemTapped: ((UITabBarItem) -> Void)?

    private var storedItems: [UITabBarItem]?
    private var buttons: [TabBarButton] = []
    private var storedStandardAppearance = UITabBarAppearance()
    private var storedScrollEdgeAppearance: UITabBarAppearance?
    /// The background and shadow drawn for an appearance, made when one is first set.
    private var appearanceViews: (background: BarBackgroundView, shadow: UIImageView)?

    /// Draws the bar from `standardAppearance`, from now on.
    private func showAppearance() {
        let views: (background: BarBackgroundView, shadow: UIImageView)
        if let appearanceViews {
            views = appearanceViews
        } else {
            views = (BarBackgroundView(), UIImageView())
            views.shadow.isUserInteractionEnabled = false
            insertSubview(views.background, at: 0)
            insertSubview(views.shadow, at: 1)
            appearanceViews = views
            setNeedsDisplay()
        }
        let appearance = storedStandardAppearance
        views.background.show(appearance)
        if let image = appearance.shadowImage {
            views.shadow.image = image
            views.shadow.backgroundColor = nil
            views.shadow.isHidden = image.size.width <= 0 || image.size.height <= 0
        } else {
            views.shadow.image = nil
            views.shadow.backgroundColor = appearance.shadowColor
            views.shadow.isHidden = (appearance.shadowColor?.alpha ?? 0) <= 0
        }
        updateButtonColors()
        setNeedsLayout()
    }

    /// The item appearance for the layout the buttons take now; nil without appearances.
    private func itemAppearance(titleBesideImage: Bool) -> UITabBarItemAppearance? {
        guard appearanceViews != nil else { return nil }
        let appearance = storedStandardAppearance
        guard titleBesideImage else { return appearance.stackedLayoutAppearance }
        return traitCollection.verticalSizeClass == .compact
            ? appearance.compactInlineLayoutAppearance : appearance.inlineLayoutAppearance
    }

    /// The proxy whose properties style every tab bar of this class as it enters a window (see
    /// `AppearanceProxies` for the properties). Typed `UITabBar`, not `Self`: a subclass's proxy
    /// is a `UITabBar` that styles that subclass's bars.
    public static func appearance() -> UITabBar {
        AppearanceProxies.proxy(of: self) { UITabBar(frame: .zero) }
    }

    open override var tintColor: UIColor! {
        didSet { AppearanceProxies.propertyDidChange(\UITabBar.tintColor, of: self) }
    }

    open override var backgroundColor: UIColor? {
        didSet { AppearanceProxies.propertyDidChange(\UITabBar.backgroundColor, of: self) }
    }

    /// The properties the app set on this bar, which appearance proxies leave alone.
    var appearanceState = AppearanceProxies.State()

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { AppearanceProxies.apply(to: self) }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// Shows `items` (animation is not drawn).
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        for button in buttons {
            button.item.onChange = nil
            button.removeFromSuperview()
        }
        storedItems = items
        buttons = (items ?? []).map { item in
            let button = TabBarButton(item: item)
            button.onTap = { [unowned self] item in itemTapped(item) }
            item.onChange = { [unowned self, unowned button] in
                button.update()
                setNeedsLayout()
            }
            addSubview(button)
            return button
        }
        if let selectedItem, !(items ?? []).contains(where: { $0 === selectedItem }) { self.selectedItem = nil }
        updateSelection()
        updateButtonColors()
        setNeedsLayout()
    }

    /// The bar's width, and its height: 49 points plus the bottom safe area.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: UITabBar.barHeight + safeAreaInsets.bottom)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UITabBar.barHeight + safeAreaInsets.bottom)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let appearanceViews {
            appearanceViews.background.frame = bounds
            let height = appearanceViews.shadow.image.map { $0.size.height } ?? 1 / max(window?.screen.scale ?? 1, 1)
            // The line inside the top edge; a shadow image above it, as UIKit's.
            appearanceViews.shadow.frame = CGRect(
                x: 0, y: appearanceViews.shadow.image == nil ? 0 : -height, width: bounds.width, height: height)
        }
        guard !buttons.isEmpty else { return }
        let isCentred =
            itemPositioning == .centered || (itemPositioning == .automatic && bounds.width >= UITabBar.wideWidth)
        let inset = safeAreaInsets
        let area = CGRect(
            x: inset.left, y: 0, width: max(bounds.width - inset.left - inset.right, 0), height: UITabBar.barHeight)
        let count = CGFloat(buttons.count)
        let width: CGFloat
        let spacing: CGFloat
        if isCentred {
            spacing = itemSpacing
            width = min(
                itemWidth > 0 ? itemWidth : UITabBar.centeredItemWidth, (area.width - spacing * (count - 1)) / count)
        } else {
            spacing = 0
            width = area.width / count
        }
        let total = width * count + spacing * (count - 1)
        var x = area.minX + (area.width - total) / 2
        let ordered = effectiveUserInterfaceLayoutDirection == .rightToLeft ? buttons.reversed() : buttons
        for button in ordered {
            button.isTitleBesideImage = isCentred
            let layoutAppearance = itemAppearance(titleBesideImage: isCentred)
            if button.itemAppearance !== layoutAppearance { button.itemAppearance = layoutAppearance }
            button.frame = CGRect(x: x, y: area.minY, width: width, height: area.height)
            x += width + spacing
        }
    }

    /// The background and the hairline along the top.
    open override func draw(_ rect: CGRect) {
        // Drawn from appearance objects: the background view and shadow line are subviews.
        guard appearanceViews == nil else { return }
        if let backgroundImage {
            backgroundImage.draw(in: bounds)
        } else {
            let background =
                barTintColor
                ?? UIColor(light: UIColor(white: 0.97, alpha: 1), dark: UIColor(white: 0.09, alpha: 1))
                .withAlphaComponent(isTranslucent ? 0.94 : 1)
            background.setFill()
            UIBezierPath(rect: bounds).fill()
        }
        if let shadowImage {
            if shadowImage.size.width > 0, shadowImage.size.height > 0 {
                shadowImage.draw(in: CGRect(x: 0, y: 0, width: bounds.width, height: shadowImage.size.height))
            }
        } else {
            UIColor(white: 0, alpha: 0.3).setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: bounds.width, height: 0.5)).fill()
        }
    }

    /// How the bar looks (iOS 13's appearance objects); copied when set (see `UIBarAppearance`).
    /// Its items take the layout's item appearance (`stackedLayoutAppearance`, or
    /// `inlineLayoutAppearance` on a wide bar whose titles sit beside the images, or
    /// `compactInlineLayoutAppearance` there under a compact vertical size class).
    ///
    /// Differences: Scanout does not track the content's bottom scroll edge, so the bar shows
    /// `standardAppearance`, and `scrollEdgeAppearance` is kept for code that sets it; a bar none of
    /// whose appearances was set keeps the look of `barTintColor`, `isTranslucent`,
    /// `backgroundImage` and `shadowImage`.
    open var standardAppearance: UITabBarAppearance {
        get { storedStandardAppearance }
        set {
            storedStandardAppearance = newValue.copy()
            showAppearance()
            AppearanceProxies.propertyDidChange(\UITabBar.standardAppearance, of: self)
        }
    }

    /// Kept (see `standardAppearance`); copied when set.
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { storedScrollEdgeAppearance }
        set { storedScrollEdgeAppearance = newValue?.copy() }
    }

    /// The image drawn as the bar's background (before appearance objects), stretched over it.
    open var backgroundImage: UIImage? {
        didSet { setNeedsDisplay() }
    }
    /// The line along the bar's top, replaced (before appearance objects): an empty image hides it.
    open var shadowImage: UIImage? {
        didSet { setNeedsDisplay() }
    }
    /// Kept: Scanout draws no selection indicator.
    open var selectionIndicatorImage: UIImage?

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateButtonColors()
    }

    // MARK: - Internal

    /// The view showing `item`, for the controller's placement and for tests.
    func button(for item: UITabBarItem) -> UIView? {
        buttons.first { $0.item === item }
    }

    // MARK: - Private

    private func itemTapped(_ item: UITabBarItem) {
        if let onItemTapped {
            onItemTapped(item)
            return
        }
        selectedItem = item
        delegate?.tabBar(self, didSelect: item)
    }

    private func updateSelection() {
        for button in buttons { button.isSelected = button.item === selectedItem }
    }

    private func updateButtonColors() {
        for button in buttons {
            button.selectedColor = tintColor
            button.unselectedColor = unselectedItemTintColor ?? UIColor(white: 0.6, alpha: 1)
        }
    }
}

extension UITabBar: AppearanceStyled {}
