/// The item a tab bar shows for one tab: a title, an image (and one for when it is selected), and
/// a badge.
///
/// Behaves as UIKit's `UITabBarItem`. Images are drawn as templates (grey, or the bar's tint when
/// selected) unless they are `.alwaysOriginal`. `badgeValue` shows as a red capsule with white text
/// at the image's top-right corner. System items have UIKit's titles and Scanout's symbols.
/// Main actor.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// Tabs every app may use, titled and drawn by the system.
    public enum SystemItem: Int, Sendable {
        case more = 0
        case favorites
        case featured
        case topRated
        case recents
        case contacts
        case history
        case bookmarks
        case search
        case downloads
        case mostRecent
        case mostViewed
    }

    /// The image shown while the tab is selected; nil shows `image`.
    open var selectedImage: UIImage? {
        didSet { if selectedImage !== oldValue { itemDidChange() } }
    }

    /// Text in the badge at the image's corner; nil shows no badge.
    open var badgeValue: String? {
        didSet { if badgeValue != oldValue { itemDidChange() } }
    }

    /// The badge's colour; nil is red.
    open var badgeColor: UIColor? {
        didSet { if badgeColor != oldValue { itemDidChange() } }
    }

    /// Moves the title within the item.
    open var titlePositionAdjustment: UIOffset = .zero {
        didSet { itemDidChange() }
    }

    /// The system item this was made as; nil for other items.
    public private(set) var systemItem: SystemItem?

    public override init() {
        super.init()
    }

    /// An item titled `title` showing `image`, and `selectedImage` while selected.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// An item titled `title` showing `image`, with `tag`.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// A system item, with `tag`.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.systemItem = systemItem
        self.tag = tag
        title = systemItem.title
        image = UIImage(systemName: systemItem.symbolName)
    }

    public required convenience init?(coder: NSCoder) {
        return nil
    }
}

/// A horizontal and vertical offset (UIKit's `UIOffset`).
public struct UIOffset: Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat

    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public init() {
        self.init(horizontal: 0, vertical: 0)
    }

    public static let zero = UIOffset()
}

extension UITabBarItem.SystemItem {
    /// UIKit's title for the item.
    var title: String {
        switch self {
        case .more: "More"
        case .favorites: "Favorites"
        case .featured: "Featured"
        case .topRated: "Top Rated"
        case .recents: "Recents"
        case .contacts: "Contacts"
        case .history: "History"
        case .bookmarks: "Bookmarks"
        case .search: "Search"
        case .downloads: "Downloads"
        case .mostRecent: "Most Recent"
        case .mostViewed: "Most Viewed"
        }
    }

    /// The symbol shown for the item.
    var symbolName: String {
        switch self {
        case .more: "ellipsis"
        case .favorites: "star.fill"
        case .featured: "star"
        case .topRated: "star"
        case .recents: "clock.fill"
        case .contacts: "person.crop.circle"
        case .history: "clock"
        case .bookmarks: "book"
        case .search: "magnifyingglass"
        case .downloads: "arrow.down.circle"
        case .mostRecent: "clock"
        case .mostViewed: "list.bullet"
        }
    }
}
