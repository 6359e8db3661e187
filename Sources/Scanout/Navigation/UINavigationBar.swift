/// The bar at the top of a navigation controller's screens: the top item's title in the middle,
/// a back button to the previous item on the leading side (or the item's left buttons), the item's
/// right buttons on the trailing side, and its prompt above, over a translucent background with a
/// hairline below.
///
/// Behaves as UIKit's `UINavigationBar`. It shows a stack of `UINavigationItem`s; a navigation
/// controller keeps its bar's items in step with its controllers (and pops when the back button
/// is tapped). A bar of your own pushes and pops items itself, asking its `delegate`. The title is
/// bold 17-point text centred in the bar, truncated so it never runs under the side buttons. The
/// back button shows the previous item's `backButtonTitle`, else its title, and "Back" when that
/// would leave the title too little room. Main actor.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The height of the bar's row, and of the prompt above it when there is one.
    public static let rowHeight: CGFloat = 44
    public static let promptHeight: CGFloat = 30

    open weak var delegate: UINavigationBarDelegate?

    /// Whether the background lets what is under it show a little. True by default.
    open var isTranslucent = true {
        didSet {
            updateAppearance()
            AppearanceProxies.propertyDidChange(\UINavigationBar.isTranslucent, of: self)
        }
    }

    /// The background colour; the system's bar colour when nil.
    open var barTintColor: UIColor? {
        didSet {
            updateAppearance()
            AppearanceProxies.propertyDidChange(\UINavigationBar.barTintColor, of: self)
        }
    }

    open var barStyle: UIBarStyle = .default {
        didSet {
            updateAppearance()
            AppearanceProxies.propertyDidChange(\UINavigationBar.barStyle, of: self)
        }
    }

    /// How the bar looks (iOS 13's appearance objects) where its content is scrolled under it,
    /// and wherever no other appearance applies. Set, it is copied (see `UIBarAppearance`); the
    /// top item's own appearances win over the bar's.
    ///
    /// Which applies, as in UIKit 15: at the content's scroll edge (the top controller's scroll
    /// view scrolled to its top, or no scroll view) `scrollEdgeAppearance` (compact:
    /// `compactScrollEdgeAppearance`, then `scrollEdgeAppearance`), else the standard one with a
    /// transparent background; away from the edge `standardAppearance` (compact:
    /// `compactAppearance`, then `standardAppearance`). Compact is a compact vertical size class.
    /// The item's appearance of each kind comes before the bar's.
    ///
    /// Difference: a bar none of whose appearances was ever set (on it, its items or its class's
    /// proxy) keeps the look of the older properties (`barTintColor`, `isTranslucent`,
    /// `barStyle`, `setBackgroundImage(_:for:)`, `shadowImage`) everywhere, where iOS 15 would make
    /// it transparent at the scroll edge: code written before appearance objects expects that.
    open var standardAppearance: UINavigationBarAppearance {
        get { storedStandardAppearance }
        set {
            storedStandardAppearance = newValue.copy()
            appearanceDidChange(\UINavigationBar.standardAppearance)
        }
    }

    /// How the bar looks away from the scroll edge under a compact vertical size class; nil for
    /// `standardAppearance`. Copied when set.
    open var compactAppearance: UINavigationBarAppearance? {
        get { storedCompactAppearance }
        set {
            storedCompactAppearance = newValue?.copy()
            appearanceDidChange(\UINavigationBar.compactAppearance)
        }
    }

    /// How the bar looks at the content's scroll edge; nil for `standardAppearance` with a
    /// transparent background (iOS 15). Copied when set.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { storedScrollEdgeAppearance }
        set {
            storedScrollEdgeAppearance = newValue?.copy()
            appearanceDidChange(\UINavigationBar.scrollEdgeAppearance)
        }
    }

    /// How the bar looks at the scroll edge under a compact vertical size class; nil for
    /// `scrollEdgeAppearance`. Copied when set.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { storedCompactScrollEdgeAppearance }
        set {
            storedCompactScrollEdgeAppearance = newValue?.copy()
            appearanceDidChange(\UINavigationBar.compactScrollEdgeAppearance)
        }
    }

    /// The line under the bar, replaced (before appearance objects): an empty `UIImage()` hides it.
    open var shadowImage: UIImage? {
        didSet {
            updateAppearance()
            AppearanceProxies.propertyDidChange(\UINavigationBar.shadowImage, of: self)
        }
    }

    /// The back button's chevron, replaced (before appearance objects); nil for the system's.
    open var backIndicatorImage: UIImage? {
        didSet { updateAppearance() }
    }
    /// Kept with `backIndicatorImage`.
    open var backIndicatorTransitionMaskImage: UIImage?

    /// The image drawn as the bar's background (before appearance objects), stretched over it,
    /// for `barMetrics`; Scanout draws the `.default` one.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        if let backgroundImage {
            backgroundImages[barMetrics] = backgroundImage
        } else {
            backgroundImages[barMetrics] = nil
        }
        updateAppearance()
    }

    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[barMetrics]
    }

    /// Attributes for the title (`.font`, `.foregroundColor`).
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet {
            showTopItem()
            AppearanceProxies.propertyDidChange(\UINavigationBar.titleTextAttributes, of: self)
        }
    }

    /// Kept for code that sets it; Scanout draws titles at the standard size.
    open var prefersLargeTitles = false

    /// The items, bottom to top.
    open var items: [UINavigationItem]? {
        get { storedItems.isEmpty ? nil : storedItems }
        set { setItems(newValue, animated: false) }
    }

    /// The item on top, whose title and buttons show.
    open var topItem: UINavigationItem? { storedItems.last }

    /// The item below the top one, which the back button leads to.
    open var backItem: UINavigationItem? { storedItems.count >= 2 ? storedItems[storedItems.count - 2] : nil }

    /// The proxy whose properties style every navigation bar of this class as it enters a window
    /// (see `AppearanceProxies` for the properties).
    public static func appearance() -> Self {
        AppearanceProxies.proxy(of: self) { self.init(frame: .zero) }
    }

    open override var tintColor: UIColor! {
        didSet { AppearanceProxies.propertyDidChange(\UINavigationBar.tintColor, of: self) }
    }

    open override var backgroundColor: UIColor? {
        didSet { AppearanceProxies.propertyDidChange(\UINavigationBar.backgroundColor, of: self) }
    }

    /// The properties the app set on this bar, which appearance proxies leave alone.
    var appearanceState = AppearanceProxies.State()

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { AppearanceProxies.apply(to: self) }
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // The compact appearances follow the vertical size class.
        if previousTraitCollection?.verticalSizeClass != traitCollection.verticalSizeClass { updateAppearance() }
    }

    public required override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = false
        backgroundView.isUserInteractionEnabled = false
        hairline.isUserInteractionEnabled = false
        hairline.backgroundColor = UIColor(white: 0, alpha: 0.3)
        addSubview(backgroundView)
        addSubview(hairline)
        addSubview(content)
        updateAppearance()
        backButton.addAction(UIAction { [unowned self] _ in backButtonTapped() }, for: .primaryActionTriggered)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        for item in storedItems { item.onChange = nil }
        storedItems = items ?? []
        for item in storedItems { item.onChange = { [weak self] in self?.showTopItem() } }
        showTopItem(animated: animated)
    }

    /// Pushes `item` on top, if the delegate agrees; a bar a navigation controller manages takes
    /// its items from the controller instead.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        guard !isManagedByController else {
            Diagnostics.warn("\(self) belongs to a navigation controller: push view controllers, not items.")
            return
        }
        guard delegate?.navigationBar(self, shouldPush: item) ?? true else { return }
        setItems(storedItems + [item], animated: animated)
        delegate?.navigationBar(self, didPush: item)
    }

    /// Pops the top item, if the delegate agrees; returns it.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard let top = topItem, storedItems.count > 1 else { return nil }
        guard !isManagedByController else {
            Diagnostics.warn("\(self) belongs to a navigation controller: pop view controllers, not items.")
            return nil
        }
        guard delegate?.navigationBar(self, shouldPop: top) ?? true else { return nil }
        setItems(Array(storedItems.dropLast()), animated: animated)
        delegate?.navigationBar(self, didPop: top)
        return top
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: preferredHeight)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: preferredHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView.frame = CGRect(
            x: 0, y: -backgroundExtension, width: bounds.width, height: bounds.height + backgroundExtension)
        let shadowHeight = hairline.image.map { $0.size.height } ?? 1 / max(screenScale, 1)
        hairline.frame = CGRect(x: 0, y: bounds.height, width: bounds.width, height: shadowHeight)
        content.frame = bounds
        layOutContent()
        if let searchBar = shownSearchBar {
            let height = searchBarHeight * searchBarReveal
            searchBar.frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        }
    }

    // MARK: - Internal

    /// The controller that manages the bar (its items mirror the controller's stack).
    @WeakLink var navigationController: UINavigationController?
    var isManagedByController: Bool { navigationController != nil }

    /// How far above the bar its background reaches (the status area under a bar at the top).
    var backgroundExtension: CGFloat = 0 {
        didSet { setNeedsLayout() }
    }

    /// The bar's height: its row, the prompt above when the top item has one, and the top
    /// item's search bar below, in full (the safe area below the bar counts it all).
    var preferredHeight: CGFloat {
        guard !isTitleRowCollapsed else { return searchBarHeight }
        return UINavigationBar.rowHeight + (topItem?.prompt != nil ? UINavigationBar.promptHeight : 0)
            + searchBarHeight
    }

    /// Whether the title row (and prompt) is folded away, leaving only the search bar: while its
    /// search is active with `hidesNavigationBarDuringPresentation`, as in iOS.
    var isTitleRowCollapsed = false {
        didSet {
            guard isTitleRowCollapsed != oldValue else { return }
            content.alpha = isTitleRowCollapsed ? 0 : 1
            setNeedsLayout()
        }
    }

    /// How much of the search bar shows (1 all, 0 none), as the content's scrolling says.
    var searchBarReveal: CGFloat = 1 {
        didSet { if searchBarReveal != oldValue { setNeedsLayout() } }
    }

    /// The bar's height on screen: `preferredHeight` less the part of the search bar scrolled away.
    var shownHeight: CGFloat {
        preferredHeight - searchBarHeight * (1 - searchBarReveal)
    }

    /// The top item's search bar's full height; 0 without one.
    var searchBarHeight: CGFloat {
        shownSearchBar?.fittingHeight ?? 0
    }

    // MARK: - Private

    private var storedItems: [UINavigationItem] = []
    private let backgroundView = BarBackgroundView()
    /// The shadow: a hairline in a colour, or the shadow image.
    private let hairline = UIImageView()
    private var storedStandardAppearance = UINavigationBarAppearance()
    private var storedCompactAppearance: UINavigationBarAppearance?
    private var storedScrollEdgeAppearance: UINavigationBarAppearance?
    private var storedCompactScrollEdgeAppearance: UINavigationBarAppearance?
    private var backgroundImages: [UIBarMetrics: UIImage] = [:]
    /// Whether an appearance was ever set on the bar (see `standardAppearance`).
    private var hasSetAppearances = false
    /// The appearance shown now; nil for the older properties' look.
    private(set) var shownAppearance: UINavigationBarAppearance?
    /// Everything the top item shows; replaced (and cross-faded) when the top item changes.
    private let content = UIView()
    private let backButton = NavigationBackButton()
    private let titleLabel = UILabel()
    private let promptLabel = UILabel()
    private var leftViews: [BarButtonItemView] = []
    private var rightViews: [BarButtonItemView] = []
    @WeakLink private var shownTitleView: UIView?
    /// The top item's search bar, a subview of the bar beside `content` (so rebuilding the
    /// content for a new title does not take the bar, and its editing, away).
    @WeakLink private var shownSearchBar: UISearchBar?
    private weak var shownItem: UINavigationItem?

    private var screenScale: CGFloat { window?.screen.scale ?? 1 }

    private var backgroundFill: UIColor {
        if let barTintColor { return isTranslucent ? barTintColor.withAlphaComponent(0.94) : barTintColor }
        if barStyle == .black { return UIColor(white: 0.11, alpha: isTranslucent ? 0.94 : 1) }
        // The default bar: near white, or the black style's grey in the dark appearance.
        return UIColor(light: UIColor(white: 0.976, alpha: 1), dark: UIColor(white: 0.11, alpha: 1))
            .withAlphaComponent(isTranslucent ? 0.94 : 1)
    }

    private func backButtonTapped() {
        if let navigationController {
            navigationController.popViewController(animated: true)
        } else {
            popItem(animated: true)
        }
    }

    /// Rebuilds the content for the top item; `animated` fades the new content in.
    private func showTopItem(animated: Bool = false) {
        let changedItem = shownItem !== topItem
        shownItem = topItem
        for view in content.subviews { view.removeFromSuperview() }
        for view in leftViews + rightViews { view.item.onChange = nil }
        leftViews = []
        rightViews = []
        showSearchBar(of: topItem)
        guard let item = topItem else {
            updateAppearance()
            invalidateIntrinsicContentSize()
            return
        }
        if let prompt = item.prompt {
            promptLabel.text = prompt
            promptLabel.font = .systemFont(ofSize: 13)
            promptLabel.textColor = .secondaryLabel
            promptLabel.textAlignment = .center
            content.addSubview(promptLabel)
        }
        if let titleView = item.titleView {
            content.addSubview(titleView)
            shownTitleView = titleView
        } else {
            titleLabel.text = item.title
            titleLabel.textAlignment = .center
            titleLabel.lineBreakMode = .byTruncatingTail
            titleLabel.accessibilityTraits = .header
            content.addSubview(titleLabel)
            shownTitleView = nil
        }
        if showsBackButton {
            content.addSubview(backButton)
        }
        let lefts = (item.leftBarButtonItems ?? []).filter { !$0.isHidden }
        if !showsBackButton || item.leftItemsSupplementBackButton {
            leftViews = lefts.map(makeItemView)
        }
        rightViews = (item.rightBarButtonItems ?? []).filter { !$0.isHidden }.map(makeItemView)
        for view in leftViews + rightViews { content.addSubview(view) }
        updateAppearance()
        invalidateIntrinsicContentSize()
        superview?.setNeedsLayout()
        setNeedsLayout()
        if animated, changedItem, window != nil {
            content.alpha = 0
            UIView.animate(withDuration: UINavigationController.transitionDuration) { self.content.alpha = 1 }
        } else {
            content.alpha = isTitleRowCollapsed ? 0 : 1
        }
    }

    /// Puts the item's search bar (if any) under the row, replacing the one shown before.
    private func showSearchBar(of item: UINavigationItem?) {
        let searchBar = item?.searchController?.searchBar
        guard searchBar !== shownSearchBar else { return }
        isTitleRowCollapsed = false
        if let old = shownSearchBar, old.superview === self {
            old.isInNavigationBar = false
            old.removeFromSuperview()
        }
        shownSearchBar = searchBar
        searchBarReveal = 1
        guard let searchBar else { return }
        searchBar.isInNavigationBar = true
        addSubview(searchBar)
    }

    private func makeItemView(for item: UIBarButtonItem) -> BarButtonItemView {
        let view = BarButtonItemView(item: item)
        styleItemView(view)
        item.onChange = { [weak self, weak view] in
            view?.update()
            self?.setNeedsLayout()
        }
        return view
    }

    /// An appearance was set on the bar: from now on it is drawn from appearance objects.
    private func appearanceDidChange<Value>(_ property: ReferenceWritableKeyPath<UINavigationBar, Value>) {
        hasSetAppearances = true
        updateAppearance()
        AppearanceProxies.propertyDidChange(property, of: self)
    }

    /// The appearance that applies now (see `standardAppearance`); nil when neither the bar nor
    /// its top item ever had one set.
    private func resolvedAppearance() -> UINavigationBarAppearance? {
        let item = topItem
        guard hasSetAppearances || item?.hasAppearances == true else { return nil }
        let compact = traitCollection.verticalSizeClass == .compact
        let standard =
            (compact ? item?.compactAppearance ?? storedCompactAppearance : nil) ?? item?.standardAppearance
            ?? storedStandardAppearance
        // A bar of the app's own (no navigation controller) has no content edge to be at.
        guard isAtScrollEdge, isManagedByController else { return standard }
        if compact, let edge = item?.compactScrollEdgeAppearance ?? storedCompactScrollEdgeAppearance { return edge }
        if let edge = item?.scrollEdgeAppearance ?? storedScrollEdgeAppearance { return edge }
        return standard.withTransparentBackground()
    }

    /// Draws the bar as its appearance (or older properties) says: background, shadow, title,
    /// buttons and back indicator.
    func updateAppearance() {
        let appearance = resolvedAppearance()
        shownAppearance = appearance
        let legacyFont = titleTextAttributes?[.font] as? UIFont
        let legacyColor = titleTextAttributes?[.foregroundColor] as? UIColor
        if let appearance {
            backgroundView.show(appearance)
            showShadow(image: appearance.shadowImage, color: appearance.shadowColor)
            titleLabel.font =
                appearance.titleTextAttributes[.font] as? UIFont ?? legacyFont ?? .boldSystemFont(ofSize: 17)
            titleLabel.textColor = appearance.titleTextAttributes[.foregroundColor] as? UIColor ?? legacyColor ?? .label
            backButton.indicatorImage = appearance.backIndicatorImage ?? backIndicatorImage
            let back = appearance.backButtonAppearance.normal.titleTextAttributes
            backButton.titleColor = back[.foregroundColor] as? UIColor
            backButton.titleFont = back[.font] as? UIFont
        } else {
            backgroundView.show(
                fill: backgroundImages[.default] == nil ? backgroundFill : nil, image: backgroundImages[.default])
            showShadow(image: shadowImage, color: UIColor(white: 0, alpha: 0.3))
            titleLabel.font = legacyFont ?? .boldSystemFont(ofSize: 17)
            titleLabel.textColor = legacyColor ?? .label
            backButton.indicatorImage = backIndicatorImage
            backButton.titleColor = nil
            backButton.titleFont = nil
        }
        for view in leftViews + rightViews { styleItemView(view) }
        setNeedsLayout()
    }

    /// The shadow under the bar: `image` when set (an empty one hides it), else a hairline in
    /// `color` (none when nil or clear).
    private func showShadow(image: UIImage?, color: UIColor?) {
        if let image {
            hairline.image = image
            hairline.backgroundColor = nil
            hairline.isHidden = image.size.width <= 0 || image.size.height <= 0
        } else {
            hairline.image = nil
            hairline.backgroundColor = color
            hairline.isHidden = (color?.alpha ?? 0) <= 0
        }
    }

    /// A button's colour from the appearance's button looks (`.done` buttons' own); the item's own
    /// title attributes and tint still win (see `BarButtonItemView`).
    private func styleItemView(_ view: BarButtonItemView) {
        guard let appearance = shownAppearance else {
            view.tintColor = nil
            return
        }
        let buttons = view.item.style == .done ? appearance.doneButtonAppearance : appearance.buttonAppearance
        view.tintColor = buttons.normal.titleTextAttributes[.foregroundColor] as? UIColor
    }

    /// Whether the bar's content is at its scroll edge (see `standardAppearance`); the navigation
    /// controller sets it as its top controller's scroll view moves.
    var isAtScrollEdge = true {
        didSet { if isAtScrollEdge != oldValue { updateAppearance() } }
    }

    /// Whether the back button shows: there is an item to go back to, the top item does not hide
    /// it, and no left items replace it.
    private var showsBackButton: Bool {
        guard let item = topItem, backItem != nil, !item.hidesBackButton else { return false }
        return (item.leftBarButtonItems ?? []).isEmpty || item.leftItemsSupplementBackButton
    }

    /// Lays the top item's content out in the row: leading side, trailing side, then the title
    /// centred in the bar if it fits between them, else in the room between.
    private func layOutContent() {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let rowTop = bounds.height - UINavigationBar.rowHeight - searchBarHeight * searchBarReveal
        let width = bounds.width
        promptLabel.frame = CGRect(x: 16, y: 0, width: max(width - 32, 0), height: UINavigationBar.promptHeight)
        let margin: CGFloat = 8
        let spacing: CGFloat = 8

        // Sizes along the row, from the leading edge in and from the trailing edge in.
        var leading = margin
        var trailing = margin
        var placements: [(UIView, CGFloat, CGFloat)] = []  // view, offset from its edge, width
        var trailingPlacements: [(UIView, CGFloat, CGFloat)] = []
        for view in rightViews {
            let itemWidth = view.intrinsicContentSize.width
            trailingPlacements.append((view, trailing, itemWidth))
            trailing += itemWidth + spacing
        }
        let titleNatural: CGFloat =
            shownTitleView.map { $0.frame.width > 0 ? $0.frame.width : $0.intrinsicContentSize.width }
            ?? titleLabel.intrinsicContentSize.width
        if showsBackButton {
            var title: String?
            switch backItem?.backButtonDisplayMode ?? .default {
            case .default: title = backItem?.backTitle
            case .generic: title = "Back"
            case .minimal: title = nil
            }
            let room = (width - min(titleNatural, width * 0.5)) / 2 - max(trailing, margin) - spacing
            if NavigationBackButton.width(for: title) > room { title = "Back" }
            if NavigationBackButton.width(for: title) > room { title = nil }
            backButton.title = title
            let backWidth = NavigationBackButton.width(for: title)
            placements.append((backButton, 0, backWidth))
            leading = backWidth + spacing
        }
        for view in leftViews {
            let itemWidth = view.intrinsicContentSize.width
            placements.append((view, leading, itemWidth))
            leading += itemWidth + spacing
        }

        func place(_ view: UIView, fromLeading offset: CGFloat, width itemWidth: CGFloat) {
            let x = rightToLeft ? width - offset - itemWidth : offset
            view.frame = CGRect(x: x, y: rowTop, width: itemWidth, height: UINavigationBar.rowHeight)
        }
        for (view, offset, itemWidth) in placements { place(view, fromLeading: offset, width: itemWidth) }
        for (view, offset, itemWidth) in trailingPlacements {
            place(view, fromLeading: width - offset - itemWidth, width: itemWidth)
        }

        // The title: centred in the bar when it fits there, else centred in the room left.
        let roomStart = leading
        let roomEnd = width - trailing
        let room = max(roomEnd - roomStart, 0)
        let titleWidth = min(titleNatural, room)
        var titleX = (width - titleWidth) / 2
        if titleX < roomStart || titleX + titleWidth > roomEnd { titleX = roomStart + (room - titleWidth) / 2 }
        if rightToLeft { titleX = width - titleX - titleWidth }
        let adjustment = shownAppearance?.titlePositionAdjustment ?? .zero
        if adjustment.horizontal.isFinite, adjustment.vertical.isFinite {
            titleX += adjustment.horizontal
        }
        let titleView: UIView = shownTitleView ?? titleLabel
        let titleHeight =
            shownTitleView.map { min($0.frame.height > 0 ? $0.frame.height : 30, UINavigationBar.rowHeight) }
            ?? UINavigationBar.rowHeight
        let titleOffsetY = adjustment.vertical.isFinite ? adjustment.vertical : 0
        titleView.frame = CGRect(
            x: titleX, y: rowTop + (UINavigationBar.rowHeight - titleHeight) / 2 + titleOffsetY, width: titleWidth,
            height: titleHeight)
    }
}

/// How a bar is drawn: light (the default) or dark.
public enum UIBarStyle: Int, Sendable {
    case `default` = 0
    case black = 1
}

/// Asked and told as a bar of your own pushes and pops items.
@preconcurrency @MainActor
public protocol UINavigationBarDelegate: AnyObject {
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}

extension UINavigationBar: AppearanceStyled {}
