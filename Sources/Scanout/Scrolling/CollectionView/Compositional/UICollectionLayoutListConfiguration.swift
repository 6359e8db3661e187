/// How a list section made with `NSCollectionLayoutSection.list(using:layoutEnvironment:)` (or a
/// `UICollectionViewCompositionalLayout.list(using:)` layout) looks and behaves: its appearance,
/// separators, background, headers and footers, and the swipe actions of its rows. As UIKit's;
/// main actor.
///
///     var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
///     configuration.headerMode = .supplementary
///     configuration.trailingSwipeActionsConfigurationProvider = { indexPath in ... }
///
/// Rows are 44 points estimated and take the height their cells ask for. Scanout's metrics for
/// the system-defined values (insets, header heights, section spacing) are in docs/BEHAVIOUR.md.
@preconcurrency @MainActor
public struct UICollectionLayoutListConfiguration {
    public enum Appearance: Int, Sendable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }

    public enum HeaderMode: Int, Sendable {
        /// No headers.
        case none
        /// Headers are supplementary views of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary
        /// Each section's first item is its header (styled by its cell).
        case firstItemInSection
    }

    public enum FooterMode: Int, Sendable {
        case none, supplementary
    }

    public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> UISwipeActionsConfiguration?
    public typealias ItemSeparatorHandler =
        @MainActor (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration

    public private(set) var appearance: Appearance
    public var showsSeparators: Bool
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Changes one row's separators from `separatorConfiguration`.
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// The list's background; nil for the appearance's (white for plain lists, grouped grey else).
    public var backgroundColor: UIColor?
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    /// Extra space above each section's header (iOS 15); nil for the system's (none in Scanout).
    public var headerTopPadding: CGFloat?
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    public init(appearance: Appearance) {
        self.appearance = appearance
        showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }
}

/// How a list's row separators look: whether the top and bottom separators show, their insets and
/// colour. As UIKit's; a value.
public struct UIListSeparatorConfiguration: Hashable, Sendable {
    public enum Visibility: Int, Sendable {
        case automatic, visible, hidden
    }

    /// Insets that mean "the system's" (the separator starts at the row's content).
    public static let automaticInsets = NSDirectionalEdgeInsets(
        top: .greatestFiniteMagnitude, leading: .greatestFiniteMagnitude, bottom: .greatestFiniteMagnitude,
        trailing: .greatestFiniteMagnitude)

    public var topSeparatorVisibility: Visibility = .automatic
    public var bottomSeparatorVisibility: Visibility = .automatic
    public var topSeparatorInsets: NSDirectionalEdgeInsets = Self.automaticInsets
    public var bottomSeparatorInsets: NSDirectionalEdgeInsets = Self.automaticInsets
    public var color: UIColor = .separator
    public var multipleSelectionColor: UIColor = .separator

    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}
}
