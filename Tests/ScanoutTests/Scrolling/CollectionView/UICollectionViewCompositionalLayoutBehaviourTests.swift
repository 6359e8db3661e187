import ScanoutTesting
import Testing

@testable import Scanout

/// The compositional layout beyond fixed geometry: lists and their rows' looks, self-sizing
/// cells, visible-item handlers, swipe-action providers, hostile values from app code, and a
/// long run of invalidations.
@MainActor
@Suite struct UICollectionViewCompositionalLayoutBehaviourTests {
    @Test func insetGroupedListsInsetRoundAndSeparateTheirRows() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.separatorConfiguration.color = .systemRed
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let (host, collection, _) = makeSelfSizing(counts: [2, 1], layout: layout) { _ in 44 }
        // 20-point sides, 35 points above each section (no headers).
        #expect(
            collection.itemFrames() == [
                CGRect(x: 20, y: 35, width: 360, height: 44), CGRect(x: 20, y: 79, width: 360, height: 44),
            ])
        #expect(collection.itemFrames(section: 1) == [CGRect(x: 20, y: 158, width: 360, height: 44)])
        let background = try #require(
            layout.layoutAttributesForDecorationView(
                ofKind: UICollectionViewCompositionalLayout.listBackgroundKind, at: IndexPath(item: 0, section: 0))
                as? CompositionalLayoutAttributes)
        #expect(background.frame == CGRect(x: 20, y: 35, width: 360, height: 88))
        #expect(background.listStyle?.cornerRadius == 10)
        let first = try #require(
            collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        let last = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        #expect(first.showsSeparator && first.separatorColor == .systemRed)
        #expect(!last.showsSeparator)
        #expect(
            first.layer.cornerRadius == 10 && first.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(collection.backgroundColor == .systemGroupedBackground)
        #expect(!host.warnings.contains { $0.contains("Compositional") })
    }

    @Test func separatorInsetsFromTheConfigurationPlaceTheRowsSeparator() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.separatorConfiguration.bottomSeparatorInsets = NSDirectionalEdgeInsets(
            top: 0, leading: 60, bottom: 0, trailing: 10)
        configuration.itemSeparatorHandler = { indexPath, separator in
            var separator = separator
            // The second row keeps the system's inset (from its content's edge).
            if indexPath.item == 1 { separator.bottomSeparatorInsets = UIListSeparatorConfiguration.automaticInsets }
            return separator
        }
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let (host, collection, _) = makeSelfSizing(counts: [3], layout: layout) { _ in 44 }
        func separator(_ item: Int) throws -> CGRect {
            let cell = try #require(collection.cellForItem(at: IndexPath(item: item, section: 0)))
            let line = try #require(cell.subviews.first { $0.frame.height < 2 && !$0.isHidden })
            return line.frame
        }
        #expect(try separator(0).minX == 60 && separator(0).maxX == 390)
        #expect(try separator(1).minX == 16 && separator(1).maxX == 400)
        withExtendedLifetime(host) {}
    }

    @Test func aSectionHeaderWithAnEstimatedHeightTakesTheHeightItsConstraintsGive() throws {
        final class TallHeader: UICollectionReusableView {
            let box = UIView()
            var height: NSLayoutConstraint?
            override init(frame: CGRect) {
                super.init(frame: frame)
                box.translatesAutoresizingMaskIntoConstraints = false
                addSubview(box)
                let height = box.heightAnchor.constraint(equalToConstant: 60)
                NSLayoutConstraint.activate([
                    height, box.topAnchor.constraint(equalTo: topAnchor),
                    box.bottomAnchor.constraint(equalTo: bottomAnchor),
                    box.leadingAnchor.constraint(equalTo: leadingAnchor),
                    box.trailingAnchor.constraint(equalTo: trailingAnchor),
                ])
                self.height = height
            }
            required init?(coder: NSCoder) { return nil }
        }
        final class Source: NSObject, UICollectionViewDataSource {
            var headerHeights: [CGFloat] = [60, 90]
            func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
            func collectionView(
                _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                at indexPath: IndexPath
            ) -> UICollectionReusableView {
                let header = collectionView.dequeueReusableSupplementaryView(
                    ofKind: kind, withReuseIdentifier: "header", for: indexPath)
                (header as? TallHeader)?.height?.constant = headerHeights[indexPath.section]
                return header
            }
        }
        let section = gridSection(
            item: size(.fractionalWidth(1), .absolute(50)), group: size(.fractionalWidth(1), .absolute(50)))
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .estimated(20)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        ]
        let layout = UICollectionViewCompositionalLayout(section: section)
        let host = TestHost(size: CGSize(width: 400, height: 600))
        let collection = UICollectionView(frame: host.window.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.register(
            TallHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        let source = Source()
        collection.dataSource = source
        host.window.addSubview(collection)
        host.drain()
        func header(_ section: Int) -> CGRect? {
            collection.layoutAttributesForSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?.frame
        }
        #expect(header(0) == CGRect(x: 0, y: 0, width: 400, height: 60))
        #expect(collection.itemFrames()[0].minY == 60)
        #expect(header(1) == CGRect(x: 0, y: 160, width: 400, height: 90))
        #expect(collection.itemFrames(section: 1)[0].minY == 250)
        // New data: measured again.
        source.headerHeights = [30, 30]
        collection.reloadData()
        host.drain()
        #expect(header(0)?.height == 30 && header(1)?.minY == 130)
    }

    @Test func anAnimatedLayoutChangeSlidesTheCellsToTheNewLayout() throws {
        let grid = UICollectionViewCompositionalLayout(
            section: gridSection(
                item: size(.fractionalWidth(0.5), .absolute(100)), group: size(.fractionalWidth(1), .absolute(100))))
        let list = UICollectionViewCompositionalLayout(
            section: gridSection(
                item: size(.fractionalWidth(1), .absolute(50)), group: size(.fractionalWidth(1), .absolute(50))))
        let (host, collection, items) = makeCompositional(counts: [8], layout: grid)
        let second = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(second.frame == CGRect(x: 200, y: 0, width: 200, height: 100))
        var finished: Bool?
        collection.setCollectionViewLayout(list, animated: true) { finished = $0 }
        host.advance(by: 0.15)
        // Half way: neither where it was nor where it goes.
        let midway = second.layer.presentation()?.frame ?? second.frame
        #expect(midway.minX > 0 && midway.minX < 200)
        #expect(finished == nil)
        host.advance(by: 0.3)
        #expect(finished == true)
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0)) === second, "the same cell moved")
        #expect(second.frame == CGRect(x: 0, y: 50, width: 400, height: 50))
        #expect(collection.collectionViewLayout === list)
        withExtendedLifetime(items) {}
    }

    @Test func plainListRowsTakeTheHeightTheirConstraintsGive() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        configuration.headerTopPadding = 6
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let (host, collection, source) = makeSelfSizing(counts: [3], layout: layout) { 30 + CGFloat($0.item) * 10 }
        // The header: 6 points of padding, then 28 (estimated) high.
        let header = collection.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 0, y: 6, width: 400, height: 28))
        #expect(
            collection.itemFrames() == [
                CGRect(x: 0, y: 34, width: 400, height: 30), CGRect(x: 0, y: 64, width: 400, height: 40),
                CGRect(x: 0, y: 104, width: 400, height: 50),
            ])
        #expect(collection.backgroundColor == .systemBackground)
        // New data: the measured sizes go, and the cells measure again.
        source.heights = { _ in 20 }
        collection.reloadData()
        host.drain()
        #expect(collection.itemFrames().map(\.height) == [20, 20, 20])
    }

    @Test func estimatedItemsInAnEstimatedGroupGrowTheGroup() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .estimated(50)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .estimated(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        let (_, collection, _) = makeSelfSizing(
            counts: [4], layout: UICollectionViewCompositionalLayout(section: section)
        ) {
            [60, 30, 20, 20][$0.item]
        }
        // A row is as tall as its tallest cell.
        #expect(collection.itemFrames().map(\.minY) == [0, 0, 68, 68])
        #expect(collection.itemFrames().map(\.height) == [60, 30, 20, 20])
        #expect(collection.contentSize.height == 88)
    }

    @Test func visibleItemsHandlerChangesShowOnTheCells() throws {
        var offsets: [CGPoint] = []
        var containerSizes: [CGSize] = []
        let section = gridSection(
            item: size(.fractionalWidth(0.5), .fractionalHeight(1)), group: size(.fractionalWidth(1), .absolute(100)))
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            offsets.append(offset)
            containerSizes.append(environment.container.contentSize)
            for item in items where item.representedElementCategory == .cell {
                let scale = item.indexPath.item.isMultiple(of: 2) ? 0.5 : 1
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
                item.alpha = item.frame.minY - offset.y < 100 ? 0.5 : 1
                item.zIndex = item.indexPath.item
            }
        }
        let layout = UICollectionViewCompositionalLayout(section: section)
        let (host, collection, _) = makeCompositional(counts: [40], layout: layout)
        let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
        #expect(first.alpha == 0.5)
        #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0))?.alpha == 1)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.zIndex == 5)
        #expect(containerSizes.last == CGSize(width: 400, height: 600))
        collection.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        host.drain()
        #expect(offsets.last == CGPoint(x: 0, y: 100))
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.alpha == 0.5)
        #expect(collection.cellForItem(at: IndexPath(item: 4, section: 0))?.alpha == 1)
    }

    @Test func anOrthogonalRowsHandlerSeesTheRowsOffset() {
        var seen: [(CGPoint, [Int])] = []
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.absolute(100), .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.visibleItemsInvalidationHandler = { items, offset, _ in
            seen.append((offset, items.map(\.indexPath.item).sorted()))
        }
        let layout = UICollectionViewCompositionalLayout(section: section)
        let (host, _, _) = makeCompositional(counts: [20], layout: layout)
        #expect(seen.last?.1 == [0, 1, 2, 3])
        layout.orthogonalScrollingSection(0, didScrollTo: CGPoint(x: 550, y: 0))
        _ = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 400, height: 600))
        #expect(seen.last?.0 == CGPoint(x: 550, y: 0))
        #expect(seen.last?.1 == [5, 6, 7, 8, 9])
        withExtendedLifetime(host) {}
    }

    @Test func swipeActionProvidersAnswerForListRows() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
            UISwipeActionsConfiguration(actions: [
                UIContextualAction(style: .destructive, title: "Delete \(indexPath.item)") { _, _, done in done(true) }
            ])
        }
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let kept = makeSelfSizing(counts: [3], layout: layout) { _ in 44 }
        defer { withExtendedLifetime(kept) {} }
        let trailing = layout.swipeActionsConfiguration(forItemAt: IndexPath(item: 2, section: 0), leading: false)
        #expect(trailing?.actions.first?.title == "Delete 2")
        #expect(layout.swipeActionsConfiguration(forItemAt: IndexPath(item: 2, section: 0), leading: true) == nil)
        #expect(layout.swipeActionsConfiguration(forItemAt: IndexPath(item: 9, section: 4), leading: false) == nil)
    }

    @Test func hostileDimensionsCountsAndGroupsNeitherTrapNorHang() {
        var random = SplitMix64(seed: 0xC0_4905_17)
        let values: [CGFloat] = [.nan, .infinity, -.infinity, -5, 0, 1e-9, 0.5, 3, 1e9, 1e300]
        func value() -> CGFloat { values.randomElement(using: &random)! }
        func dimension() -> NSCollectionLayoutDimension {
            switch Int.random(in: 0..<4, using: &random) {
            case 0: return .fractionalWidth(value())
            case 1: return .fractionalHeight(value())
            case 2: return .absolute(value())
            default: return .estimated(value())
            }
        }
        func insets() -> NSDirectionalEdgeInsets {
            .init(top: value(), leading: value(), bottom: value(), trailing: value())
        }
        var allWarnings: [String] = []
        for _ in 0..<40 {
            var sections: [NSCollectionLayoutSection?] = []
            for _ in 0..<3 {
                let item = NSCollectionLayoutItem(layoutSize: size(dimension(), dimension()))
                item.contentInsets = insets()
                item.edgeSpacing = NSCollectionLayoutEdgeSpacing(
                    leading: .flexible(value()), top: .fixed(value()), trailing: nil, bottom: nil)
                let groupSize = size(dimension(), dimension())
                let group: NSCollectionLayoutGroup
                switch Int.random(in: 0..<5, using: &random) {
                case 0:
                    group = .horizontal(
                        layoutSize: groupSize, repeatingSubitem: item,
                        count: [0, -3, 1_000_000_000, 2].randomElement(using: &random)!)
                case 1: group = .vertical(layoutSize: groupSize, subitems: [])
                case 2:
                    group = .custom(layoutSize: groupSize) { _ in
                        [.init(frame: CGRect(x: value(), y: value(), width: value(), height: value()))]
                    }
                case 3:
                    group = .vertical(
                        layoutSize: groupSize,
                        subitems: [item, NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])])
                default: group = .horizontal(layoutSize: groupSize, subitems: [item])
                }
                group.interItemSpacing = .fixed(value())
                let section = NSCollectionLayoutSection(group: group)
                section.contentInsets = insets()
                section.interGroupSpacing = value()
                section.orthogonalScrollingBehavior = Bool.random(using: &random) ? .none : .groupPagingCentered
                section.boundarySupplementaryItems = [
                    NSCollectionLayoutBoundarySupplementaryItem(
                        layoutSize: size(dimension(), dimension()), elementKind: "header", alignment: .top,
                        absoluteOffset: CGPoint(x: value(), y: value()))
                ]
                sections.append(Bool.random(using: &random) || sections.isEmpty ? section : nil)
            }
            let configuration = UICollectionViewCompositionalLayoutConfiguration()
            configuration.interSectionSpacing = value()
            let layout = UICollectionViewCompositionalLayout(
                sectionProvider: { index, _ in sections[index] }, configuration: configuration)
            let counts = (0..<3).map { _ in Int.random(in: 0..<300, using: &random) }
            let (host, collection, _) = makeCompositional(counts: counts, layout: layout)
            #expect(collection.contentSize.width.isFinite && collection.contentSize.height.isFinite)
            let everything =
                layout.layoutAttributesForElements(in: CGRect(x: -1e6, y: -1e6, width: 1e7, height: 1e8)) ?? []
            #expect(everything.allSatisfy { $0.frame.origin.x.isFinite && $0.frame.size.height.isFinite })
            _ = layout.orthogonalScrollingSections.map {
                $0.targetContentOffset(
                    proposed: CGPoint(x: value(), y: value()), velocity: CGPoint(x: value(), y: 0),
                    visibleSize: CGSize(width: value(), height: 1))
            }
            allWarnings += host.warnings
        }
        // Each cause is reported, naming the value, where it came from and the fix.
        #expect(allWarnings.contains { $0.contains("count 1000000000") && $0.contains("using 4194304") })
        #expect(
            allWarnings.contains {
                $0.contains("count -3") && $0.contains("Give repeatingSubitem:count: a count of 1 or more")
            })
        #expect(allWarnings.contains { $0.contains("places no cells") && $0.contains("at least one subitem") })
        #expect(allWarnings.contains { $0.contains("nan") && $0.contains("using 0") })
        #expect(allWarnings.contains { $0.contains("returned nil for section") })
    }

    @Test func aThousandInvalidationsAtRandomSizesKeepMemoryFlat() {
        var random = SplitMix64(seed: 7)
        weak var firstSection: NSCollectionLayoutSection?
        var made = 0
        let layout = UICollectionViewCompositionalLayout { index, environment in
            made += 1
            let columns = max(1, Int(environment.container.effectiveContentSize.width / 120))
            let section = gridSection(
                item: size(.fractionalWidth(1 / CGFloat(columns)), .estimated(60)),
                group: size(.fractionalWidth(1), .estimated(60)))
            section.boundarySupplementaryItems = [
                .init(layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: "header", alignment: .top)
            ]
            if firstSection == nil { firstSection = section }
            return section
        }
        let (host, collection, _) = makeSelfSizing(counts: [150, 150], layout: layout) { CGFloat(40 + $0.item % 5 * 7) }
        var settled = (subviews: 0, pooled: 0)
        for round in 0..<1000 {
            collection.frame.size = CGSize(
                width: CGFloat.random(in: 200...800, using: &random),
                height: CGFloat.random(in: 200...800, using: &random))
            collection.contentOffset.y = CGFloat.random(in: 0...2000, using: &random)
            layout.invalidateLayout()
            collection.layoutIfNeeded()
            if round == 99 {
                settled = (collection.subviews.count, collection.reusePool.values.map(\.count).reduce(0, +))
            }
        }
        host.drain()
        #expect(made >= 2000)
        #expect(firstSection == nil)
        #expect(layout.measuredSizes.count <= 300)
        #expect(layout.handlerResults.count <= 2)
        #expect(collection.subviews.count <= settled.subviews + 40)
        #expect(collection.reusePool.values.map(\.count).reduce(0, +) <= max(settled.pooled, 1) + 80)
    }
}
