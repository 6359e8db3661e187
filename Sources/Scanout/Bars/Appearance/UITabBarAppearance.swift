/// How a tab bar looks (iOS 13's appearance objects): its background (see `UIBarAppearance`) and
/// its items' looks in each layout.
///
/// ```swift
/// let appearance = UITabBarAppearance()
/// appearance.stackedLayoutAppearance.selected.iconColor = .systemPink
/// tabBar.standardAppearance = appearance
/// ```
///
/// Behaves as UIKit's `UITabBarAppearance`: items stacked (image over title, the phone's layout)
/// use `stackedLayoutAppearance`, items side by side (a wide bar) `inlineLayoutAppearance`, and
/// `compactInlineLayoutAppearance` under a compact vertical size class. Each state's `iconColor`
/// colours the template images, `titleTextAttributes` the titles, `badgeBackgroundColor` the
/// badges. The selection indicator and the item sizing are kept. Main actor.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
    /// Kept: Scanout draws no selection indicator.
    open var selectionIndicatorTintColor: UIColor?
    open var selectionIndicatorImage: UIImage?
    open var stackedItemPositioning: UITabBar.ItemPositioning = .automatic
    open var stackedItemSpacing: CGFloat = 0
    open var stackedItemWidth: CGFloat = 0

    public override init(idiom: UIUserInterfaceIdiom = UIDevice.current.userInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? UITabBarAppearance else { return }
        stackedLayoutAppearance = other.stackedLayoutAppearance.copy()
        inlineLayoutAppearance = other.inlineLayoutAppearance.copy()
        compactInlineLayoutAppearance = other.compactInlineLayoutAppearance.copy()
        selectionIndicatorTintColor = other.selectionIndicatorTintColor
        selectionIndicatorImage = other.selectionIndicatorImage
        stackedItemPositioning = other.stackedItemPositioning
        stackedItemSpacing = other.stackedItemSpacing
        stackedItemWidth = other.stackedItemWidth
    }

    public required init?(coder: NSCoder) {
        return nil
    }
}
