import ScanoutTesting
import Testing

@testable import Scanout

/// Prefetch data sources of collection and table views: rows and items near the visible area are
/// announced once, nearest first, and cancelled when they leave it unseen.
@MainActor
@Suite struct PrefetchingTests {
    private final class Source: NSObject, UICollectionViewDataSource, UICollectionViewDataSourcePrefetching,
        UITableViewDataSource, UITableViewDataSourcePrefetching
    {
        var count = 200
        var announced: [[IndexPath]] = []
        var cancelled: [[IndexPath]] = []
        var onPrefetch: (() -> Void)?

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
            announced.append(indexPaths)
            onPrefetch?()
        }
        func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
            cancelled.append(indexPaths)
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
            announced.append(indexPaths)
            onPrefetch?()
        }
        func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
            cancelled.append(indexPaths)
        }
    }

    private func grid(_ host: TestHost, _ source: Source) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 400), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = source
        view.prefetchDataSource = source
        host.window.addSubview(view)
        host.drain()
        return view
    }

    @Test func itemsBelowTheScreenAreAnnouncedOnceNearestFirst() throws {
        let host = TestHost()
        let source = Source()
        let view = grid(host, source)
        // Four rows of four are visible; the next screen's four rows are announced, nearest first.
        let first = try #require(source.announced.first)
        #expect(Set(first) == Set((16..<32).map { IndexPath(item: $0, section: 0) }))
        #expect(first.prefix(4).allSatisfy { $0.item < 20 })
        #expect(view.indexPathsForVisibleItems.allSatisfy { !first.contains($0) })
        // A small scroll announces nothing twice.
        view.contentOffset = CGPoint(x: 0, y: 50)
        host.drain()
        let all = source.announced.flatMap { $0 }
        #expect(all.count == Set(all).count)
    }

    @Test func jumpingAwayCancelsWhatWasNotShown() {
        let host = TestHost()
        let source = Source()
        let view = grid(host, source)
        view.contentOffset = CGPoint(x: 0, y: 3000)
        host.drain()
        let cancelled = Set(source.cancelled.flatMap { $0 })
        #expect(cancelled.contains(IndexPath(item: 20, section: 0)))
        #expect(source.announced.last?.contains(IndexPath(item: 150, section: 0)) == true)
        view.isPrefetchingEnabled = false
        let before = source.announced.count
        view.contentOffset = CGPoint(x: 0, y: 0)
        host.drain()
        #expect(source.announced.count == before)
    }

    @Test func aTableAnnouncesTheRowsAboveAndBelow() throws {
        let host = TestHost()
        let source = Source()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        table.rowHeight = 44
        table.dataSource = source
        table.prefetchDataSource = source
        host.window.addSubview(table)
        host.drain()
        let first = try #require(source.announced.first)
        #expect(first.first == IndexPath(row: 10, section: 0))
        #expect(first.count == 10)
        table.contentOffset = CGPoint(x: 0, y: 44 * 50)
        host.drain()
        let last = try #require(source.announced.last)
        #expect(last.contains(IndexPath(row: 49, section: 0)) && last.contains(IndexPath(row: 60, section: 0)))
        #expect(source.cancelled.flatMap { $0 }.contains(IndexPath(row: 15, section: 0)))
    }

    @Test func aDataSourceThatReloadsFromPrefetchingDoesNotLoop() {
        let host = TestHost()
        let source = Source()
        var reloads = 0
        let view = grid(host, source)
        source.onPrefetch = {
            reloads += 1
            if reloads < 50 {
                source.count = Int.random(in: 0...300)
                view.reloadData()
            }
        }
        for step in 0..<30 {
            view.contentOffset = CGPoint(x: 0, y: CGFloat(step * 97 % 2000))
            host.drain()
        }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        table.rowHeight = 1e-6
        table.dataSource = source
        table.prefetchDataSource = source
        source.count = 100_000
        source.onPrefetch = { table.reloadData() }
        host.window.addSubview(table)
        host.drain()
        #expect(source.announced.last.map { $0.count <= UITableView.maximumPrefetchedRows } ?? true)
    }
}
