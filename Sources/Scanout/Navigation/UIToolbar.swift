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
        didSet { backgroundView.backgroundColor = backgroundFill }
    }

    open var isTranslucent = true {
        didSet { backgroundView.backgroundColor = backgroundFill }
    }

    /// The background colour; the system's bar colour when nil.
    open var barTintColor: UIColor? {
        didSet { backgroundView.backgroundColor = backgroundFill }
    }

    public required override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundView.isUserInteractionEnabled = false
        hairline.isUserInteractionEnabled = false
        hairline.backgroundColor = UIColor(white: 0, alpha: 0.3)
        backgroundView.backgroundColor = backgroundFill
        addSubview(backgroundView)
        addSubview(hairline)
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
        hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1 / max(window?.screen.scale ?? 1, 1))
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
    private let backgroundView = UIView()
    private let hairline = UIView()

    private var backgroundFill: UIColor {
        if let barTintColor { return isTranslucent ? barTintColor.withAlphaComponent(0.94) : barTintColor }
        if barStyle == .black { return UIColor(white: 0.11, alpha: isTranslucent ? 0.94 : 1) }
        return UIColor(red: 0.976, green: 0.976, blue: 0.976, alpha: isTranslucent ? 0.94 : 1)
    }
}
