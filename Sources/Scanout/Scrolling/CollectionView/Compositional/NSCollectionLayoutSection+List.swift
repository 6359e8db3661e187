// List sections: a full-width row of estimated height repeated down the section, with the
// appearance's insets, headers and footers, and for grouped lists a background behind the rows
// (rounded for inset-grouped ones). The rows' separators and rounded corners reach the list cells
// through their layout attributes.

extension NSCollectionLayoutSection {
    /// A section laid out as a list of `configuration` (rows 44 points estimated, sized by their
    /// cells). As UIKit's.
    public static func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let row = NSCollectionLayoutItem(layoutSize: rowSize)
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: rowSize, subitems: [row]))
        let appearance = configuration.appearance
        let grouped = appearance == .grouped || appearance == .insetGrouped
        let side: CGFloat = appearance == .insetGrouped ? ListSectionAppearance.insetGroupedSideInset : 0
        // Grouped sections are set apart by room above them where a header would be.
        let top: CGFloat =
            grouped && configuration.headerMode != .supplementary ? ListSectionAppearance.groupedSectionSpacing : 0
        section.contentInsets = NSDirectionalEdgeInsets(top: top, leading: side, bottom: 0, trailing: side)
        // Headers and footers: estimated, sized by their views (docs/BEHAVIOUR.md).
        func boundary(_ kind: String, _ alignment: NSRectAlignment) -> NSCollectionLayoutBoundarySupplementaryItem {
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .estimated(grouped ? 38 : 28)),
                elementKind: kind, alignment: alignment)
        }
        if configuration.headerMode == .supplementary {
            section.boundarySupplementaryItems.append(boundary(UICollectionView.elementKindSectionHeader, .top))
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(boundary(UICollectionView.elementKindSectionFooter, .bottom))
        }
        if grouped {
            let background = NSCollectionLayoutDecorationItem.background(
                elementKind: UICollectionViewCompositionalLayout.listBackgroundKind)
            background.coversItemsOnly = true
            background.listCornerRadius =
                appearance == .insetGrouped ? ListSectionAppearance.insetGroupedCornerRadius : 0
            background.zIndex = -1
            section.decorationItems = [background]
        }
        section.listAppearance = ListSectionAppearance(configuration: configuration)
        return section
    }
}

/// A list section's configuration, kept with the laid-out section for its rows' looks and swipe
/// actions.
@preconcurrency @MainActor
struct ListSectionAppearance {
    /// Inset-grouped lists: the rows' side insets and the corner radius of their background.
    static let insetGroupedSideInset: CGFloat = 20
    static let insetGroupedCornerRadius: CGFloat = 10
    /// Grouped lists without headers: the room above each section.
    static let groupedSectionSpacing: CGFloat = 35

    var configuration: UICollectionLayoutListConfiguration

    var headerTopPadding: CGFloat {
        guard configuration.headerMode == .supplementary, let padding = configuration.headerTopPadding,
            padding.isFinite, padding > 0
        else { return 0 }
        return min(padding, UICollectionViewCompositionalLayout.maximumMetric)
    }

    /// How the row at `indexPath` looks: its bottom separator (none under the last row of a
    /// grouped section, none when separators are off or the item separator handler hides it) and,
    /// in an inset-grouped section, the rounded corners of the first and last rows.
    /// How the section's headers and footers look: the list's background behind a plain list's
    /// (they pin over its rows), none behind a grouped one's.
    func headerFooterStyle() -> ListElementStyle {
        let plain = configuration.appearance == .plain || configuration.appearance == .sidebarPlain
        return ListElementStyle(
            showsSeparator: false, separatorColor: .clear, separatorInsets: .zero,
            backgroundColor: plain ? configuration.backgroundColor ?? .systemBackground : .clear, cornerRadius: 0,
            maskedCorners: [])
    }

    func cellStyle(at indexPath: IndexPath, itemCount: Int) -> ListElementStyle {
        var separator = configuration.separatorConfiguration
        if let handler = configuration.itemSeparatorHandler { separator = handler(indexPath, separator) }
        let appearance = configuration.appearance
        let grouped = appearance == .grouped || appearance == .insetGrouped
        let isLast = indexPath.item == itemCount - 1
        var shows = configuration.showsSeparators
        switch separator.bottomSeparatorVisibility {
        case .hidden: shows = false
        case .visible: break
        case .automatic: shows = shows && !(grouped && isLast)
        }
        var corners: CACornerMask = []
        if appearance == .insetGrouped {
            if indexPath.item == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        }
        return ListElementStyle(
            showsSeparator: shows, separatorColor: separator.color,
            separatorInsets: separator.bottomSeparatorInsets,
            backgroundColor: nil, cornerRadius: corners.isEmpty ? 0 : Self.insetGroupedCornerRadius,
            maskedCorners: corners)
    }
}

/// How a list row or a list section's background looks, carried by its layout attributes.
struct ListElementStyle: Equatable {
    var showsSeparator: Bool
    var separatorColor: UIColor
    var separatorInsets: NSDirectionalEdgeInsets
    var backgroundColor: UIColor?
    var cornerRadius: CGFloat
    var maskedCorners: CACornerMask
}

/// The attributes of list rows and list backgrounds: the base attributes and the list style.
final class CompositionalLayoutAttributes: UICollectionViewLayoutAttributes {
    var listStyle: ListElementStyle?

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone)
        (copy as? CompositionalLayoutAttributes)?.listStyle = listStyle
        return copy
    }

    /// Equal when placed the same way with the same list style (so a changed style is applied).
    override func isEqual(_ object: Any?) -> Bool {
        guard super.isEqual(object), let other = object as? CompositionalLayoutAttributes else { return false }
        guard other !== self else { return true }
        // Safety: `super.isEqual` returned true, so this is the main queue, where both live.
        let (mine, theirs) = (self, other)
        return MainActor.assumeIsolated { mine.listStyle == theirs.listStyle }
    }
}

/// The background behind a grouped list section's rows.
final class ListSectionBackgroundView: UICollectionReusableView {
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        guard let style = (layoutAttributes as? CompositionalLayoutAttributes)?.listStyle else { return }
        backgroundColor = style.backgroundColor
        layer.cornerRadius = style.cornerRadius
        layer.maskedCorners = style.maskedCorners
    }
}

extension UICollectionViewCompositionalLayout {
    /// The decoration kind of list sections' backgrounds, registered by every compositional layout.
    static let listBackgroundKind = "Scanout.ListSectionBackground"

    func registerListBackground() {
        register(ListSectionBackgroundView.self, forDecorationViewOfKind: Self.listBackgroundKind)
    }

    /// The collection view's background for a `list(using:)` layout.
    func listBackgroundColor(_ configuration: UICollectionLayoutListConfiguration) -> UIColor {
        if let color = configuration.backgroundColor { return color }
        switch configuration.appearance {
        case .plain, .sidebarPlain: return .systemBackground
        case .grouped, .insetGrouped, .sidebar: return .systemGroupedBackground
        }
    }
}

extension UICollectionViewListCell {
    /// Takes the separator and rounded corners a list section gives the row.
    func applyListStyle(from attributes: UICollectionViewLayoutAttributes) {
        guard let style = (attributes as? CompositionalLayoutAttributes)?.listStyle else { return }
        showsSeparator = style.showsSeparator
        separatorColor = style.separatorColor
        separatorInsets = style.separatorInsets
        layer.cornerRadius = style.cornerRadius
        layer.maskedCorners = style.maskedCorners
    }
}
