import ScanoutTesting
import Testing

@testable import Scanout

/// Supplementary views that size themselves as UIKit's do — the layout's own headers and footers
/// (the configuration's boundary items) and badges with estimated dimensions — pinned headers
/// of a sideways layout read right to left, and a swiped row of an inset-grouped list kept in its
/// inset. Set up as an app would: a diffable data source with cell and supplementary
/// registrations.
@MainActor
@Suite struct CompositionalSupplementarySizingTests {
    /// A supplementary view that asks for `wanted` along the axes the layout lets it size.
    final class SizedView: UICollectionReusableView {
        var wanted = CGSize(width: 10, height: 10)
        override func preferredLayoutAttributesFitting(
            _ layoutAttributes: UICollectionViewLayoutAttributes
        ) -> UICollectionViewLayoutAttributes {
            let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
            attributes.size = wanted
            return attributes
        }
    }

    static let banner = "banner"
    static let colophon = "colophon"
    static let badge = "badge"

    /// A collection view of `counts` items fed by a diffable data source; each supplementary view
    /// asks for `wanted(kind, indexPath)`.
    static func make(
        layout: UICollectionViewCompositionalLayout, counts: [Int], size: CGSize = CGSize(width: 400, height: 600),
        direction: UIUserInterfaceLayoutDirection = .leftToRight,
        wanted: @escaping (String, IndexPath) -> CGSize
    ) -> (TestHost, UICollectionView, UICollectionViewDiffableDataSource<Int, Int>) {
        let host = TestHost(size: size)
        host.userInterfaceLayoutDirection = direction
        let collection = UICollectionView(frame: host.window.bounds, collectionViewLayout: layout)
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Item \(item)"
            cell.contentConfiguration = content
            cell.backgroundColor = .systemBlue
        }
        var registrations: [String: UICollectionView.SupplementaryRegistration<SizedView>] = [:]
        for kind in [banner, colophon, badge, UICollectionView.elementKindSectionHeader] {
            registrations[kind] = UICollectionView.SupplementaryRegistration<SizedView>(elementKind: kind) {
                view, kind, indexPath in
                view.wanted = wanted(kind, indexPath)
                view.backgroundColor = .systemOrange
            }
        }
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) {
            collection, indexPath, item in
            collection.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        source.supplementaryViewProvider = { collection, kind, indexPath in
            collection.dequeueConfiguredReusableSupplementary(using: registrations[kind]!, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        var next = 0
        for (section, count) in counts.enumerated() {
            snapshot.appendSections([section])
            snapshot.appendItems(Array(next..<(next + count)), toSection: section)
            next += count
        }
        source.apply(snapshot, animatingDifferences: false)
        host.window.addSubview(collection)
        host.drain()
        return (host, collection, source)
    }

    static func frame(_ collection: UICollectionView, _ kind: String, _ indexPath: IndexPath) -> CGRect? {
        collection.layoutAttributesForSupplementaryElement(ofKind: kind, at: indexPath)?.frame
    }

    @Test func theLayoutsOwnHeaderAndFooterTakeTheSizeTheirViewsAskFor() throws {
        let section = gridSection(
            item: size(.fractionalWidth(1), .absolute(50)), group: size(.fractionalWidth(1), .absolute(50)))
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .estimated(20)), elementKind: Self.banner, alignment: .top),
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .estimated(20)), elementKind: Self.colophon, alignment: .bottom),
        ]
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        var heights = [Self.banner: CGFloat(120), Self.colophon: 70]
        let (host, collection, source) = Self.make(layout: layout, counts: [3]) { kind, _ in
            CGSize(width: 999, height: heights[kind] ?? 10)
        }
        // Heights from the views; widths stay the layout's (only the estimated axis sizes).
        #expect(
            Self.frame(collection, Self.banner, IndexPath(item: 0, section: 0))
                == CGRect(x: 0, y: 0, width: 400, height: 120))
        #expect(collection.itemFrames()[0].minY == 120)
        #expect(
            Self.frame(collection, Self.colophon, IndexPath(item: 1, section: 0))
                == CGRect(x: 0, y: 270, width: 400, height: 70))
        #expect(collection.contentSize.height == 340)
        // Measured again for new data.
        heights = [Self.banner: 40, Self.colophon: 30]
        var snapshot = source.snapshot()
        snapshot.appendItems([100], toSection: 0)
        source.apply(snapshot, animatingDifferences: false)
        collection.reloadData()
        host.drain()
        #expect(Self.frame(collection, Self.banner, IndexPath(item: 0, section: 0))?.height == 40)
        #expect(collection.contentSize.height == 40 + 200 + 30)
    }

    @Test func badgesWithEstimatedSizesTakeWhatTheirViewsAskFor() throws {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: size(.estimated(20), .absolute(24)), elementKind: Self.badge,
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        let item = NSCollectionLayoutItem(
            layoutSize: size(.fractionalWidth(0.5), .absolute(100)), supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let (host, collection, _) = Self.make(layout: layout, counts: [4]) { _, indexPath in
            CGSize(width: 30 + CGFloat(indexPath.item) * 10, height: 999)
        }
        for index in 0..<4 {
            let cell = collection.itemFrames()[index]
            let frame = try #require(Self.frame(collection, Self.badge, IndexPath(item: index, section: 0)))
            // Its width is the view's, its height the layout's; still anchored on the cell's corner.
            #expect(frame.width == 30 + CGFloat(index) * 10, "badge \(index): \(frame)")
            #expect(frame.height == 24)
            #expect(frame.maxX == cell.maxX && frame.minY == cell.minY)
        }
        withExtendedLifetime(host) {}
    }

    @Test func pinnedHeadersOfASidewaysLayoutReadRightToLeftPinToTheRightEdge() throws {
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.absolute(100), .fractionalHeight(1)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.absolute(50), .fractionalHeight(1)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .leading)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        let (host, collection, _) = Self.make(
            layout: layout, counts: [8, 8], size: CGSize(width: 400, height: 300), direction: .rightToLeft
        ) { _, _ in CGSize(width: 50, height: 300) }
        // Right to left: section 0 from 1,700 leftwards to 850 (its header first, at the right).
        #expect(collection.contentSize.width == 1_700)
        let first = IndexPath(item: 0, section: 0)
        let kind = UICollectionView.elementKindSectionHeader
        collection.contentOffset = CGPoint(x: 1_100, y: 0)
        host.drain()
        // Section 0 is under the visible band (1,100–1,500): its header stays at the right edge.
        #expect(Self.frame(collection, kind, first)?.minX == 1_450)
        // Scrolled on, the section's left end pushes it off.
        collection.contentOffset = CGPoint(x: 500, y: 0)
        host.drain()
        #expect(Self.frame(collection, kind, first)?.minX == 850)
        #expect(Self.frame(collection, kind, IndexPath(item: 0, section: 1))?.minX == 800)
        // The same layout left to right pins to the left edge, as before.
        let (ltrHost, ltr, _) = Self.make(
            layout: UICollectionViewCompositionalLayout(section: section, configuration: configuration),
            counts: [8, 8], size: CGSize(width: 400, height: 300)
        ) { _, _ in CGSize(width: 50, height: 300) }
        ltr.contentOffset = CGPoint(x: 200, y: 0)
        ltrHost.drain()
        #expect(Self.frame(ltr, kind, first)?.minX == 200)
    }

    @Test func aSwipedRowOfAnInsetGroupedListStaysInsideItsInset() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.trailingSwipeActionsConfigurationProvider = { _ in
            UISwipeActionsConfiguration(actions: [
                UIContextualAction(style: .destructive, title: "Remove") { _, _, done in done(true) }
            ])
        }
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let (host, collection, _) = Self.make(layout: layout, counts: [3]) { _, _ in .zero }
        let row = collection.itemFrames()[1]
        #expect(row.minX == 20 && row.maxX == 380)
        let start = collection.convert(CGPoint(x: row.midX + 100, y: row.midY), to: nil)
        host.touchDown(at: start)
        for step in 1...12 {
            host.advance(by: 0.04)
            host.touchMove(to: CGPoint(x: start.x - 160 * CGFloat(step) / 12, y: start.y))
        }
        host.advance(by: 0.2)
        host.touchUp()
        host.advance(by: 0.5)
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(cell.transform.tx < -40, "the row is open: \(cell.transform.tx)")
        #expect(host.visibleElementLabels.contains("Remove"))
        // The margin left of the row shows the list's background, not the blue cell slid into it.
        let image = try #require(host.render().cgImage)
        let margin = image.pixel(x: 10, y: Int(row.midY))
        let inside = image.pixel(x: 30, y: Int(row.midY))
        #expect(margin.blue < 200 || margin.red > 200, "margin \(margin)")
        #expect(inside.blue > 200 && inside.red < 100, "row \(inside)")
        // Closing: halfway through the slide back the row is still kept out of the margin (its
        // mask slides with it, animated on the mask layer), and closed, the mask goes.
        try host.tap("Remove")
        host.advance(by: 0.08)
        let midway = try #require(host.render().cgImage)
        let strip = midway.pixel(x: 375, y: Int(row.midY))
        #expect(strip.red > 200 && strip.blue < 120, "the red button still shows: still sliding \(strip)")
        let marginMidway = midway.pixel(x: 10, y: Int(row.midY))
        #expect(marginMidway.blue < 200 || marginMidway.red > 200, "margin while closing \(marginMidway)")
        host.advance(by: 0.6)
        #expect(collection.visibleCells.allSatisfy { $0.layer.mask == nil && $0.transform == .identity })
    }
}
