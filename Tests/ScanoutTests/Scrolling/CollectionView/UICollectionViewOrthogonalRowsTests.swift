import ScanoutTesting
import Testing

@testable import Scanout

/// Sections that scroll sideways inside a vertical collection view, driven as a user drives them:
/// drags and flicks along and across the row, taps on its cells, the keyboard, and the app
/// scrolling to an item; then hostile changes while a row moves.
@MainActor
@Suite struct UICollectionViewOrthogonalRowsTests {
    /// A carousel of `count` 100 × 100 tiles (section 0) above a list of 50-point rows (section 1).
    private func makeCarousel(
        _ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .continuous, count: Int = 20,
        groupWidth: NSCollectionLayoutDimension = .absolute(100), spacing: CGFloat = 0,
        direction: UIUserInterfaceLayoutDirection = .leftToRight, rows: Int = 30
    ) -> (TestHost, UICollectionView, NumberedItems, UICollectionViewCompositionalLayout) {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(groupWidth, .absolute(100)), subitems: [item])
        let carousel = NSCollectionLayoutSection(group: group)
        carousel.orthogonalScrollingBehavior = behavior
        carousel.interGroupSpacing = spacing
        let list = gridSection(
            item: size(.fractionalWidth(1), .absolute(50)), group: size(.fractionalWidth(1), .absolute(50)))
        let layout = UICollectionViewCompositionalLayout { index, _ in index == 0 ? carousel : list }
        let (host, collection, items) = makeCompositional(counts: [count, rows], direction: direction, layout: layout)
        collection.delegate = items
        return (host, collection, items, layout)
    }

    @Test func aRowsCellsLiveInAnInnerScrollViewOverItsBand() throws {
        let (host, collection, items, _) = makeCarousel()
        defer { withExtendedLifetime(items) {} }
        let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        let row = try #require(first.superview as? UIScrollView)
        #expect(row !== collection && row.superview === collection)
        #expect(row.frame == CGRect(x: 0, y: 0, width: 400, height: 100))
        #expect(row.contentSize == CGSize(width: 2000, height: 100))
        #expect(collection.displayedLabels(section: 0) == ["0.0", "0.1", "0.2", "0.3"])
        // The list below stays in the collection view itself.
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 1))?.superview === collection)
        withExtendedLifetime(host) {}
    }

    @Test func aSidewaysDragScrollsTheRowOnlyAndShowsTheCellsItReaches() throws {
        let (host, collection, items, _) = makeCarousel()
        // Slowly (no flick): the row follows the finger and stops there.
        host.drag(from: CGPoint(x: 380, y: 50), by: CGPoint(x: -300, y: 0), steps: 30, interval: 0.05, lift: false)
        host.advance(by: 0.3)
        host.touchUp()
        host.advance(by: 1)
        #expect(collection.contentOffset == .zero)
        let row = try #require(collection.cellForItem(at: IndexPath(item: 3, section: 0))?.superview as? UIScrollView)
        #expect(abs(row.contentOffset.x - 300) < 2)
        #expect(collection.displayedLabels(section: 0) == ["0.3", "0.4", "0.5", "0.6"])
        // Cells that left the row's view went back for reuse: four (and one in passing) exist.
        #expect(items.distinctCells.count <= 5 + collection.visibleCells.count)
        // What a point shows, and what a tap selects, is the scrolled row's cell.
        let shown = row.contentOffset.x
        #expect(
            collection.indexPathForItem(at: CGPoint(x: 150 - (shown - 300), y: 50)) == IndexPath(item: 4, section: 0))
        host.tap(at: CGPoint(x: 150 - (shown - 300), y: 50))
        host.advance(by: 0.5)
        #expect(items.selected == [IndexPath(item: 4, section: 0)])
        #expect(collection.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected == true)
    }

    @Test func aDragAcrossTheRowScrollsTheCollectionView() throws {
        let (host, collection, items, _) = makeCarousel()
        defer { withExtendedLifetime(items) {} }
        let row = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? UIScrollView)
        host.drag(from: CGPoint(x: 200, y: 90), by: CGPoint(x: 0, y: -80), steps: 20, interval: 0.05)
        host.advance(by: 1)
        #expect(collection.contentOffset.y > 60)
        #expect(row.contentOffset == .zero)
    }

    @Test func groupPagingSettlesOnTheNextGroupsLeadingEdge() throws {
        let (host, collection, items, _) = makeCarousel(.groupPaging, count: 8, groupWidth: .absolute(300), spacing: 10)
        defer { withExtendedLifetime(items) {} }
        let row = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? UIScrollView)
        // A short quick flick leftwards: one group on, however fast.
        host.drag(from: CGPoint(x: 300, y: 50), by: CGPoint(x: -60, y: 0), steps: 3)
        host.advance(by: 1.5)
        #expect(row.contentOffset.x == 310)
        host.drag(from: CGPoint(x: 300, y: 50), by: CGPoint(x: -60, y: 0), steps: 3)
        host.advance(by: 1.5)
        #expect(row.contentOffset.x == 620)
        // A slow small drag back settles on the nearest group: where it was.
        host.drag(from: CGPoint(x: 100, y: 50), by: CGPoint(x: 40, y: 0), steps: 20, interval: 0.05, lift: false)
        host.advance(by: 0.3)
        host.touchUp()
        host.advance(by: 1.5)
        #expect(row.contentOffset.x == 620)
        #expect(collection.displayedLabels(section: 0).first == "0.2")
    }

    @Test func pagingAndCentredPagingSettleWhereUIKitDoes() throws {
        let (host, collection, items, _) = makeCarousel(.paging, count: 12)
        defer { withExtendedLifetime(items) {} }
        let row = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? UIScrollView)
        host.drag(from: CGPoint(x: 300, y: 50), by: CGPoint(x: -80, y: 0), steps: 3)
        host.advance(by: 1.5)
        #expect(row.contentOffset.x == 400)

        let (centredHost, centred, centredItems, _) = makeCarousel(
            .groupPagingCentered, count: 6, groupWidth: .fractionalWidth(0.8), spacing: 10)
        let centredRow = try #require(
            centred.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? UIScrollView)
        // Groups 320 wide start 40 in: the first is centred at rest.
        #expect(centred.displayedFrame(ofItem: 0) == CGRect(x: 40, y: 0, width: 320, height: 100))
        centredHost.drag(from: CGPoint(x: 300, y: 50), by: CGPoint(x: -80, y: 0), steps: 3)
        centredHost.advance(by: 1.5)
        #expect(centredRow.contentOffset.x == 330)
        #expect(centred.displayedFrame(ofItem: 1) == CGRect(x: 40, y: 0, width: 320, height: 100))
        withExtendedLifetime((host, centredItems)) {}
    }

    @Test func aRowKeepsItsOffsetWhileScrolledAway() throws {
        let (host, collection, items, layout) = makeCarousel(rows: 60)
        defer { withExtendedLifetime(items) {} }
        host.drag(from: CGPoint(x: 380, y: 50), by: CGPoint(x: -250, y: 0), steps: 30, interval: 0.05)
        host.advance(by: 1)
        let kept = try #require(
            (collection.cellForItem(at: IndexPath(item: 3, section: 0))?.superview as? UIScrollView)?.contentOffset)
        collection.setContentOffset(CGPoint(x: 0, y: 1000), animated: false)
        host.drain()
        #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0)) == nil)
        #expect(layout.rowOffset(ofSection: 0) == kept)
        collection.setContentOffset(.zero, animated: false)
        host.drain()
        let row = try #require(collection.cellForItem(at: IndexPath(item: 3, section: 0))?.superview as? UIScrollView)
        #expect(row.contentOffset == kept)
    }

    @Test func scrollToItemScrollsTheRowAlongAndTheCollectionViewAcross() throws {
        let (host, collection, items, _) = makeCarousel(rows: 60)
        defer { withExtendedLifetime(items) {} }
        collection.setContentOffset(CGPoint(x: 0, y: 800), animated: false)
        host.drain()
        // The row is out of view: the collection view comes back to it, the row to the item.
        collection.scrollToItem(at: IndexPath(item: 15, section: 0), at: .centeredHorizontally, animated: false)
        host.drain()
        #expect(collection.contentOffset.y == 0)
        #expect(collection.displayedFrame(ofItem: 15) == CGRect(x: 150, y: 0, width: 100, height: 100))
        // Animated, to the row's end (as far as it goes).
        collection.scrollToItem(at: IndexPath(item: 19, section: 0), at: .left, animated: true)
        host.advance(by: 1)
        #expect(collection.displayedFrame(ofItem: 19) == CGRect(x: 300, y: 0, width: 100, height: 100))
    }

    @Test func arrowKeysWalkAlongTheRowAndScrollIt() throws {
        let (host, collection, items, _) = makeCarousel()
        defer { withExtendedLifetime(items) {} }
        #expect(collection.becomeFirstResponder())
        host.press(.keyboardRightArrow)
        #expect(collection.indexPathForFocusedItem == IndexPath(item: 0, section: 0))
        for _ in 0..<6 { host.press(.keyboardRightArrow) }
        host.advance(by: 1)
        #expect(collection.indexPathForFocusedItem == IndexPath(item: 6, section: 0))
        // The focused tile was scrolled into view, as little as needed.
        #expect(collection.displayedFrame(ofItem: 6) == CGRect(x: 300, y: 0, width: 100, height: 100))
        host.press(.keyboardDownArrow)
        #expect(collection.indexPathForFocusedItem?.section == 1)
    }

    @Test func aRightToLeftRowStartsAtTheRightAndScrollsLeftwards() throws {
        let (host, collection, items, layout) = makeCarousel(direction: .rightToLeft)
        defer { withExtendedLifetime(items) {} }
        #expect(collection.displayedFrame(ofItem: 0) == CGRect(x: 300, y: 0, width: 100, height: 100))
        host.drag(from: CGPoint(x: 20, y: 50), by: CGPoint(x: 200, y: 0), steps: 30, interval: 0.05, lift: false)
        host.advance(by: 0.3)
        host.touchUp()
        host.advance(by: 1)
        let moved = layout.rowOffset(ofSection: 0).x
        #expect(moved > 190 && moved < 210)
        #expect(abs((collection.displayedFrame(ofItem: 2)?.minX ?? 0) - (100 + moved)) < 0.5)
        #expect(collection.indexPathForItem(at: CGPoint(x: 350, y: 50)) != IndexPath(item: 0, section: 0))
    }

    @Test func theVisibleItemsHandlerFollowsTheInnerScrollView() {
        var offsets: [CGPoint] = []
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.absolute(100), .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.visibleItemsInvalidationHandler = { items, offset, _ in
            offsets.append(offset)
            // Scale tiles by how near the centre they are, as carousels do.
            for item in items {
                let distance = abs(item.frame.midX - offset.x - 200)
                let scale = max(0.5, 1 - distance / 800)
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
            }
        }
        let layout = UICollectionViewCompositionalLayout(section: section)
        let (host, collection, items) = makeCompositional(counts: [20], layout: layout)
        defer { withExtendedLifetime(items) {} }
        host.drag(from: CGPoint(x: 380, y: 50), by: CGPoint(x: -200, y: 0), steps: 20, interval: 0.05, lift: false)
        host.advance(by: 0.3)
        host.touchUp()
        host.advance(by: 1)
        #expect(abs((offsets.last?.x ?? 0) - 200) < 2)
        let centred = collection.cellForItem(at: IndexPath(item: 4, section: 0))
        #expect((centred?.transform.a ?? 0) > 0.9)
        #expect((collection.cellForItem(at: IndexPath(item: 2, section: 0))?.transform.a ?? 1) < 0.9)
    }

    // MARK: - Hostile

    @Test func changesWhileARowMovesLoseNothingAndTrapNothing() throws {
        var random = SplitMix64(seed: 35_07)
        var sideways = true
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.absolute(100), .absolute(100)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout { index, _ in
            let section = NSCollectionLayoutSection(group: group)
            if index == 0, sideways { section.orthogonalScrollingBehavior = .groupPaging }
            return section
        }
        let (host, collection, items) = makeCompositional(counts: [20, 40], layout: layout)
        collection.delegate = items
        for round in 0..<120 {
            let x = CGFloat(Int.random(in: 20...380, using: &random))
            switch Int.random(in: 0...7, using: &random) {
            case 0:
                // Fewer tiles while the row is far along: it comes back within what is left.
                items.labels[0] = (0..<Int.random(in: 0...6, using: &random)).map { "0.\($0)" }
                collection.reloadData()
            case 1:
                items.labels[0] = (0..<Int.random(in: 10...400, using: &random)).map { "0.\($0)" }
                collection.reloadData()
            case 2:
                // The section stops (or starts) scrolling sideways mid-drag.
                host.drag(from: CGPoint(x: x, y: 50), by: CGPoint(x: -90, y: 0), steps: 4, lift: false)
                sideways.toggle()
                layout.invalidateLayout()
                host.drain()
                host.touchUp()
            case 3:
                collection.scrollToItem(
                    at: IndexPath(item: Int.random(in: 0...500, using: &random), section: 0), at: .centeredHorizontally,
                    animated: Int.random(in: 0...1, using: &random) == 0)
            case 4:
                collection.setContentOffset(
                    CGPoint(x: 0, y: CGFloat(Int.random(in: 0...900, using: &random))), animated: true)
            case 5:
                host.drag(
                    from: CGPoint(x: x, y: 50),
                    by: CGPoint(x: CGFloat(Int.random(in: -300...300, using: &random)), y: 0), steps: 3)
            case 6:
                layout.orthogonalScrollingSection(0, didScrollTo: CGPoint(x: .nan, y: .infinity))
                collection.setNeedsLayout()
            default:
                host.tap(at: CGPoint(x: x, y: 50))
            }
            host.advance(by: 0.2)
            // Every cell shown is one the data has, in the place the layout and its row say.
            for cell in collection.visibleCells {
                let indexPath = try #require(collection.indexPath(for: cell), "round \(round)")
                #expect(indexPath.item < items.labels[indexPath.section].count)
                // In its row's scroll view while the section scrolls sideways, else in the collection view.
                let inRow = cell.superview is UIScrollView && cell.superview !== collection
                #expect(inRow == (sideways && indexPath.section == 0), "round \(round)")
            }
        }
        #expect(host.warnings.allSatisfy { !$0.contains("did not settle") })
    }

    @Test func flickingALongRowForAWhileKeepsCellsAndMemoryFlat() {
        let (host, collection, items, _) = makeCarousel(count: 2000, rows: 4)
        var cellsAfterWarmUp = 0
        for round in 0..<200 {
            host.drag(from: CGPoint(x: 380, y: 50), by: CGPoint(x: -300, y: 0), steps: 3)
            host.advance(by: 0.3)
            if round == 20 { cellsAfterWarmUp = items.distinctCells.count }
        }
        #expect(items.distinctCells.count == cellsAfterWarmUp)
        #expect(collection.visibleCells.count <= 12)
        #expect(collection.subviews.count < 20)
    }
}

extension UICollectionView {
    /// The labels of a section's visible cells from left to right as shown (a sideways row's
    /// cells are in its inner scroll view's coordinates, so their frames are converted).
    fileprivate func displayedLabels(section: Int) -> [String] {
        visibleCells.filter { indexPath(for: $0)?.section == section }
            .filter { bounds.intersects($0.convert($0.bounds, to: self)) }
            .sorted { $0.convert($0.bounds, to: self).minX < $1.convert($1.bounds, to: self).minX }
            .compactMap { ($0 as? LabelCell)?.label.text }
    }

    /// Where item `item` of section 0 shows, in the collection view's content coordinates.
    fileprivate func displayedFrame(ofItem item: Int) -> CGRect? {
        cellForItem(at: IndexPath(item: item, section: 0)).map { $0.convert($0.bounds, to: self) }
    }
}
