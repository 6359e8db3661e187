import ScanoutTesting
import Testing

@testable import Scanout

/// The compositional layout's geometry against the frames UIKit gives the same settings (the
/// layouts of Apple's "Implementing Modern Collection Views" sample, worked out by hand from
/// UIKit's documented rules): fractional grids, `count` groups with spacing, nested groups,
/// pinned headers, anchored badges, orthogonal rows and their paging, lists.
@MainActor
@Suite struct UICollectionViewCompositionalLayoutTests {
    @Test func aGridOfFifthsFillsRowsAFifthOfTheWidthHigh() {
        // Apple's "Grid": items 0.2 wide in a group 1 wide and 0.2 of the width high, insets 2.
        let section = gridSection(
            item: size(.fractionalWidth(0.2), .fractionalHeight(1)),
            group: size(.fractionalWidth(1), .fractionalWidth(0.2)),
            insets: 2)
        let (_, collection, _) = makeCompositional(
            counts: [12], layout: UICollectionViewCompositionalLayout(section: section))
        let frames = collection.itemFrames()
        #expect(frames[0] == CGRect(x: 2, y: 2, width: 76, height: 76))
        #expect(frames[1] == CGRect(x: 82, y: 2, width: 76, height: 76))
        #expect(frames[5] == CGRect(x: 2, y: 82, width: 76, height: 76))
        // The last group holds two of its five: it keeps its size.
        #expect(frames[11] == CGRect(x: 82, y: 162, width: 76, height: 76))
        #expect(collection.contentSize == CGSize(width: 400, height: 240))
    }

    @Test func aCountGroupDividesItsWidthAfterItsSpacing() {
        // Apple's "Two-Column Grid": two items a row, 10 between them, rows 10 apart, insets 10.
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(44)), repeatingSubitem: item, count: 2)
        group.interItemSpacing = .fixed(10)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let (_, collection, _) = makeCompositional(
            counts: [5], layout: UICollectionViewCompositionalLayout(section: section))
        let frames = collection.itemFrames()
        // (400 − 20 − 10) / 2 = 185.
        #expect(frames[0] == CGRect(x: 10, y: 10, width: 185, height: 44))
        #expect(frames[1] == CGRect(x: 205, y: 10, width: 185, height: 44))
        #expect(frames[2] == CGRect(x: 10, y: 64, width: 185, height: 44))
        #expect(frames[4] == CGRect(x: 10, y: 118, width: 185, height: 44))
        // 10 + 3 × 44 + 2 × 10 + 10.
        #expect(collection.contentSize.height == 172)
        // The iOS 13 spelling lays out the same.
        let old = NSCollectionLayoutGroup.horizontal(layoutSize: group.layoutSize, subitem: item, count: 2)
        #expect(old.count == 2)
    }

    @Test func nestedGroupsSizeSubitemsAgainstTheirGroup() {
        // Apple's "Nested Groups": a 0.7-wide item beside a vertical pair in the other 0.3.
        let leading = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.7), .fractionalHeight(1)))
        leading.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let trailing = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.3)))
        trailing.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let pair = NSCollectionLayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(0.3), .fractionalHeight(1)), subitem: trailing, count: 2)
        let nested = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.4)), subitems: [leading, pair])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: nested))
        let (_, collection, _) = makeCompositional(size: CGSize(width: 400, height: 500), counts: [6], layout: layout)
        let frames = collection.itemFrames()
        // The group is 400 × 200 (0.4 of 500); the pair's items halve its 200.
        #expect(frames[0] == CGRect(x: 10, y: 10, width: 260, height: 180))
        #expect(frames[1] == CGRect(x: 290, y: 10, width: 100, height: 80))
        #expect(frames[2] == CGRect(x: 290, y: 110, width: 100, height: 80))
        #expect(frames[3] == CGRect(x: 10, y: 210, width: 260, height: 180))
        #expect(collection.contentSize.height == 400)
    }

    @Test func flexibleSpacingSpreadsItemsAndEdgeSpacingMovesThem() {
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item, item, item])
        group.interItemSpacing = .flexible(0)
        let spaced = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(50)))
        spaced.edgeSpacing = NSCollectionLayoutEdgeSpacing(
            leading: .fixed(15), top: .fixed(5), trailing: nil, bottom: nil)
        let second = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(60)), subitems: [spaced])
        let layout = UICollectionViewCompositionalLayout { index, _ in
            NSCollectionLayoutSection(group: index == 0 ? group : second)
        }
        let (_, collection, _) = makeCompositional(counts: [3, 2], layout: layout)
        // 400 − 300 = 100 shared between two gaps.
        #expect(collection.itemFrames().map(\.minX) == [0, 150, 300])
        #expect(collection.itemFrames(section: 1).map(\.origin) == [CGPoint(x: 15, y: 55), CGPoint(x: 130, y: 55)])
    }

    @Test func headersFootersAndPinnedHeadersFollowTheScroll() {
        let section = gridSection(
            item: size(.fractionalWidth(1), .absolute(100)), group: size(.fractionalWidth(1), .absolute(100)))
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(40)),
            elementKind: UICollectionView.elementKindSectionHeader,
            alignment: .top)
        header.pinToVisibleBounds = true
        let footer = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(20)),
            elementKind: UICollectionView.elementKindSectionFooter,
            alignment: .bottom)
        section.boundarySupplementaryItems = [header, footer]
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        let layout = UICollectionViewCompositionalLayout(section: section)
        let (host, collection, _) = makeCompositional(
            size: CGSize(width: 320, height: 480), counts: [5, 5], layout: layout)
        func headerFrame(_ section: Int) -> CGRect? {
            collection.layoutAttributesForSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?.frame
        }
        // Headers and footers keep to the section's side insets (supplementariesFollowContentInsets).
        #expect(headerFrame(0) == CGRect(x: 16, y: 0, width: 288, height: 40))
        #expect(collection.itemFrames()[0] == CGRect(x: 16, y: 40, width: 288, height: 100))
        let footerFrame = collection.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))?.frame
        #expect(footerFrame == CGRect(x: 16, y: 540, width: 288, height: 20))
        #expect(headerFrame(1)?.minY == 560)
        #expect(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 1, width: 320, height: 480)))
        collection.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        host.drain()
        #expect(headerFrame(0)?.minY == 100)
        // Pushed up by the section's end (560): it stops at 520.
        collection.setContentOffset(CGPoint(x: 0, y: 530), animated: false)
        host.drain()
        #expect(headerFrame(0)?.minY == 520)
        #expect(headerFrame(1)?.minY == 560)
        #expect(collection.itemFrames()[0].minY == 40)
    }

    @Test func badgesAnchorToTheTopTrailingCornerWithAFractionalOffset() {
        // Apple's "Item Badges": a 20-point badge at the top-trailing corner, moved 0.3 of its
        // size out of the cell each way.
        let anchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge", containerAnchor: anchor)
        let item = NSCollectionLayoutItem(
            layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)), supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.2)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let (_, collection, _) = makeCompositional(
            counts: [8], layout: UICollectionViewCompositionalLayout(section: section))
        #expect(collection.itemFrames()[0] == CGRect(x: 5, y: 5, width: 90, height: 70))
        let first = collection.layoutAttributesForSupplementaryElement(
            ofKind: "badge", at: IndexPath(item: 0, section: 0))
        #expect(first?.frame == CGRect(x: 81, y: -1, width: 20, height: 20))
        #expect(first?.zIndex == 1)
        let sixth = collection.layoutAttributesForSupplementaryElement(
            ofKind: "badge", at: IndexPath(item: 5, section: 0))
        #expect(sixth?.frame == CGRect(x: 181, y: 79, width: 20, height: 20))
        let shown = collection.collectionViewLayout.layoutAttributesForElements(
            in: CGRect(x: 0, y: -10, width: 400, height: 20))
        #expect(shown?.filter { $0.representedElementKind == "badge" }.count == 4)
    }

    @Test func anOrthogonalRowReportsItsBandContentAndPagingStops() throws {
        // A carousel of 0.8-wide groups, 10 apart, centred paging, above a list-like section.
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(0.8), .absolute(200)), subitems: [item])
        let carousel = NSCollectionLayoutSection(group: group)
        carousel.interGroupSpacing = 10
        carousel.orthogonalScrollingBehavior = .groupPagingCentered
        let rows = gridSection(
            item: size(.fractionalWidth(1), .absolute(50)), group: size(.fractionalWidth(1), .absolute(50)))
        let layout = UICollectionViewCompositionalLayout { index, _ in index == 0 ? carousel : rows }
        let (_, collection, _) = makeCompositional(counts: [5, 3], layout: layout)
        let row = try #require(layout.orthogonalScrollingSections.first)
        #expect(layout.orthogonalScrollingSections.count == 1)
        // Groups are 320 wide; the first starts 40 in so it is centred; the last ends 40 short.
        #expect(row.frame == CGRect(x: 0, y: 0, width: 400, height: 200))
        #expect(row.contentSize == CGSize(width: 1720, height: 200))
        let frames = collection.itemFrames()
        #expect(frames[0] == CGRect(x: 40, y: 0, width: 320, height: 200))
        #expect(frames[2] == CGRect(x: 700, y: 0, width: 320, height: 200))
        #expect(collection.itemFrames(section: 1)[0] == CGRect(x: 0, y: 200, width: 400, height: 50))
        #expect(collection.contentSize == CGSize(width: 400, height: 350))
        // Items past the band's end are found in unscrolled coordinates.
        let found = layout.layoutAttributesForElements(in: CGRect(x: 650, y: 0, width: 100, height: 100)) ?? []
        #expect(Set(found.map(\.indexPath.item)) == [1, 2])
        let visible = CGSize(width: 400, height: 200)
        #expect(
            row.targetContentOffset(proposed: CGPoint(x: 300, y: 0), velocity: .zero, visibleSize: visible).x == 330)
        #expect(
            row.targetContentOffset(
                proposed: CGPoint(x: 300, y: 0), velocity: CGPoint(x: -1, y: 0), visibleSize: visible
            ).x == 0)
        #expect(
            row.targetContentOffset(proposed: CGPoint(x: 5000, y: 0), velocity: .zero, visibleSize: visible).x == 1320)
        var paging = row
        paging.behavior = .paging
        #expect(
            paging.targetContentOffset(proposed: CGPoint(x: 500, y: 0), velocity: .zero, visibleSize: visible).x == 400)
        #expect(
            paging.targetContentOffset(
                proposed: CGPoint(x: 500, y: 0), velocity: CGPoint(x: 1, y: 0), visibleSize: visible
            ).x == 800)
    }

    @Test func groupPagingStopsAtGroupLeadingEdgesWithinTheRow() throws {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(0.8), .absolute(200)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.orthogonalScrollingBehavior = .groupPaging
        let layout = UICollectionViewCompositionalLayout(section: section)
        let kept = makeCompositional(counts: [5], layout: layout)
        defer { withExtendedLifetime(kept) {} }
        let row = try #require(layout.orthogonalScrollingSections.first)
        #expect(row.contentSize == CGSize(width: 1640, height: 200))
        let visible = CGSize(width: 400, height: 200)
        #expect(
            row.targetContentOffset(proposed: CGPoint(x: 400, y: 0), velocity: .zero, visibleSize: visible).x == 330)
        #expect(
            row.targetContentOffset(
                proposed: CGPoint(x: 400, y: 0), velocity: CGPoint(x: 1, y: 0), visibleSize: visible
            ).x == 660)
        // The last stop (1320) is past the row's end less the visible width (1240).
        #expect(
            row.targetContentOffset(proposed: CGPoint(x: 1300, y: 0), velocity: .zero, visibleSize: visible).x == 1240)
        var continuous = row
        continuous.behavior = .continuous
        #expect(
            continuous.targetContentOffset(proposed: CGPoint(x: 123, y: 0), velocity: .zero, visibleSize: visible).x
                == 123)
    }

    @Test func horizontalConfigurationsStackGroupsAndSectionsSideways() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 20
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: size(.absolute(100), .fractionalHeight(1)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(
            section: NSCollectionLayoutSection(group: group), configuration: configuration)
        let (_, collection, _) = makeCompositional(
            size: CGSize(width: 400, height: 300), counts: [3, 2], layout: layout)
        #expect(
            collection.itemFrames() == [
                CGRect(x: 0, y: 0, width: 100, height: 150), CGRect(x: 0, y: 150, width: 100, height: 150),
                CGRect(x: 100, y: 0, width: 100, height: 150),
            ])
        #expect(collection.itemFrames(section: 1)[0].minX == 220)
        #expect(collection.contentSize == CGSize(width: 320, height: 300))
    }

    @Test func rightToLeftMirrorsTheLayout() {
        let section = gridSection(
            item: size(.fractionalWidth(0.25), .fractionalHeight(1)), group: size(.fractionalWidth(1), .absolute(50)))
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 0)
        let (_, collection, _) = makeCompositional(
            counts: [5], direction: .rightToLeft, layout: UICollectionViewCompositionalLayout(section: section))
        // 380 points after the leading inset: 95-point items from the right.
        #expect(collection.itemFrames().map(\.minX) == [285, 190, 95, 0, 285])
        let found = collection.collectionViewLayout.layoutAttributesForElements(
            in: CGRect(x: 0, y: 0, width: 50, height: 10))
        #expect(found?.map(\.indexPath.item) == [3])
    }

    @Test func layoutWideHeadersDecorationsAndTheQueriedRectangle() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 10
        configuration.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: "banner", alignment: .top)
        ]
        let section = gridSection(
            item: size(.fractionalWidth(0.5), .fractionalHeight(1)), group: size(.fractionalWidth(1), .absolute(100)))
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "background")
        let (host, collection, _) = makeCompositional(counts: [4, 200], layout: layout)
        #expect(collection.itemFrames()[0] == CGRect(x: 10, y: 40, width: 190, height: 100))
        let decoration = layout.layoutAttributesForDecorationView(
            ofKind: "background", at: IndexPath(item: 0, section: 0))
        #expect(decoration?.frame == CGRect(x: 5, y: 35, width: 390, height: 210))
        #expect(decoration?.zIndex == 0)
        // Section 1 starts at 30 + 220 + 10: its row 50 is at 260 + 10 + 5000.
        let found = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 5270, width: 400, height: 1)) ?? []
        #expect(
            Set(found.filter { $0.representedElementCategory == .cell }.map(\.indexPath)) == [
                IndexPath(item: 100, section: 1), IndexPath(item: 101, section: 1),
            ])
        #expect(host.warnings.isEmpty)
    }

    @Test func customGroupsPlaceCellsAtTheirProvidersFrames() {
        let group = NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(120))) {
            environment in
            let width = environment.container.contentSize.width
            return [
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: width / 2, height: 120)),
                NSCollectionLayoutGroupCustomItem(
                    frame: CGRect(x: width / 2, y: 60, width: width / 2, height: 60), zIndex: 3),
            ]
        }
        let (_, collection, _) = makeCompositional(
            counts: [3], layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        #expect(
            collection.itemFrames() == [
                CGRect(x: 0, y: 0, width: 200, height: 120), CGRect(x: 200, y: 60, width: 200, height: 60),
                CGRect(x: 0, y: 120, width: 200, height: 120),
            ])
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.zIndex == 3)
    }

    @Test func theSectionProviderSeesTheContainerItLaysOutIn() {
        var seen: [(Int, CGSize, CGSize)] = []
        let layout = UICollectionViewCompositionalLayout { index, environment in
            seen.append((index, environment.container.contentSize, environment.container.effectiveContentSize))
            let columns = environment.container.effectiveContentSize.width > 500 ? 4 : 2
            return gridSection(
                item: size(.fractionalWidth(1 / CGFloat(columns)), .fractionalHeight(1)),
                group: size(.fractionalWidth(1), .absolute(50)))
        }
        let (host, collection, _) = makeCompositional(counts: [4, 4], layout: layout)
        #expect(seen.map(\.0) == [0, 1])
        #expect(seen.allSatisfy { $0.1 == CGSize(width: 400, height: 600) && $0.2 == CGSize(width: 400, height: 600) })
        #expect(collection.itemFrames()[1].minX == 200)
        collection.frame.size = CGSize(width: 600, height: 600)
        host.drain()
        #expect(seen.last?.2 == CGSize(width: 600, height: 600))
        #expect(collection.itemFrames()[1].minX == 150)
    }
}
