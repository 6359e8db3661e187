import FoundationEssentials
import ScanoutTesting
import Testing

@testable import Scanout

/// Block-based key-value observing (`observe(_:options:changeHandler:)`): UIKit properties that
/// report changes are heard before their setter returns, anything else at the end of the turn or
/// by polling; tokens end observations; handlers may change what is observed without recursing.
@MainActor
@Suite(.serialized) struct KeyValueObservingTests {
    /// A model object, as apps observe (`@objc dynamic` in UIKit code; a plain property here).
    final class Cart: NSObject {
        var total = 0.0
        var items: [String] = []
        var owner: UIView?
    }

    @Test func aScrollViewsOffsetIsHeardBeforeTheSetterReturns() throws {
        let host = TestHost()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scroll.contentSize = CGSize(width: 200, height: 1_000)
        host.window.addSubview(scroll)
        var changes: [NSKeyValueObservedChange<CGPoint>] = []
        let observation = scroll.observe(\.contentOffset, options: [.old, .new, .initial]) { observed, change in
            #expect(observed === scroll)
            changes.append(change)
        }
        #expect(changes.count == 1, "the initial report")
        #expect(changes.first?.newValue == .zero && changes.first?.oldValue == nil)

        scroll.contentOffset = CGPoint(x: 0, y: 120)
        #expect(changes.count == 2, "heard inside the setter")
        #expect(changes.last?.oldValue == .zero && changes.last?.newValue == CGPoint(x: 0, y: 120))
        #expect(changes.last?.kind == .setting && changes.last?.isPrior == false)

        scroll.contentOffset = CGPoint(x: 0, y: 120)
        #expect(changes.count == 2, "the same value again is no change")

        observation.invalidate()
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        #expect(changes.count == 2, "nothing after invalidate")
        observation.invalidate()
    }

    @Test func priorReportsComeFirstAndOptionsDecideTheValues() throws {
        let host = TestHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        var reports: [(prior: Bool, old: CGFloat?, new: CGFloat?)] = []
        let observation = view.observe(\.alpha, options: [.prior, .old]) { _, change in
            reports.append((change.isPrior, change.oldValue, change.newValue))
        }
        view.alpha = 0.5
        #expect(reports.count == 2)
        #expect(reports.first?.prior == true && reports.first?.old == 1)
        #expect(reports.last?.prior == false && reports.last?.old == 1 && reports.last?.new == nil, "no .new asked")
        _ = observation
    }

    @Test func aKeyPathThroughAnotherObjectIsHeardWhenThatObjectChanges() throws {
        let host = TestHost()
        let controller = UIViewController()
        host.window.rootViewController = controller
        host.drain()
        var heights: [CGFloat] = []
        let observation = controller.observe(\.view.frame, options: [.new]) { _, change in
            heights.append(change.newValue?.height ?? -1)
        }
        controller.view.frame = CGRect(x: 0, y: 0, width: 100, height: 77)
        #expect(heights == [77])
        let label = UILabel()
        var texts: [String?] = []
        let textObservation = label.observe(\.text, options: [.new]) { _, change in texts.append(change.newValue ?? nil)
        }
        label.text = "Ready"
        label.text = nil
        #expect(texts == ["Ready", nil])
        let button = UIButton(type: .system)
        var enabled: [Bool] = []
        let buttonObservation = button.observe(\.isEnabled, options: [.new]) { _, change in
            enabled.append(change.newValue ?? true)
        }
        button.isEnabled = false
        #expect(enabled == [false])
        _ = (observation, textObservation, buttonObservation)
    }

    @Test func aTablesContentSizeIsHeardWhenItsRowsAreLaidOut() throws {
        let host = TestHost()
        final class Rows: NSObject, UITableViewDataSource {
            var count = 3
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
        }
        let rows = Rows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        table.rowHeight = 44
        table.dataSource = rows
        host.window.addSubview(table)
        host.drain()
        var sizes: [CGFloat] = []
        let observation = table.observe(\.contentSize, options: [.new]) { _, change in
            sizes.append(change.newValue?.height ?? -1)
        }
        rows.count = 10
        table.reloadData()
        host.drain()
        #expect(sizes.last == 440, "the self-sizing table pattern: \(sizes)")
        _ = observation
    }

    @Test func aModelObjectIsPolledAndDidChangeValueReportsAtOnce() throws {
        let host = TestHost()
        let cart = Cart()
        var totals: [Double] = []
        let observation = cart.observe(\.total, options: [.new]) { _, change in totals.append(change.newValue ?? -1) }
        cart.total = 12.5
        #expect(totals.isEmpty, "a plain property is not heard inside its setter")
        host.advance(by: KeyValueObservationCenter.pollInterval * 1.5)
        #expect(totals == [12.5], "heard by the poll")
        cart.total = 20
        cart.didChangeValue(for: \.total)
        #expect(totals == [12.5, 20], "didChangeValue(for:) reports at once")
        host.advance(by: 1)
        #expect(totals == [12.5, 20], "no change, no report")
        _ = observation
    }

    @Test func releasingTheTokenOrTheObjectEndsTheObservation() throws {
        let host = TestHost()
        let before = KeyValueObservationCenter.activeCount
        var reports = 0
        var cart: Cart? = Cart()
        weak let weakCart = cart
        var observation: NSKeyValueObservation? = cart?.observe(\.items) { _, _ in reports += 1 }
        #expect(KeyValueObservationCenter.activeCount == before + 1)
        cart = nil
        #expect(weakCart == nil, "an observation does not keep its object")
        host.advance(by: 1)
        #expect(reports == 0)
        observation = nil
        #expect(KeyValueObservationCenter.activeCount == before)
        _ = observation
    }

    /// Handlers that set what other handlers observe, invalidate observations (their own and
    /// others') and start new ones, from inside a report: no recursion, no trap, and each
    /// settles or stops after a bounded number of rounds.
    @Test func handlersChangingTheModelDoNotRecurse() throws {
        let host = TestHost()
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(a)
        host.window.addSubview(b)
        var reports = 0
        // Ping-pong: each sets the other to a new value, for ever.
        let first = a.observe(\.alpha) { _, _ in
            reports += 1
            b.alpha = b.alpha > 0.5 ? 0.2 : 0.8
        }
        let second = b.observe(\.alpha) { _, _ in
            reports += 1
            a.alpha = a.alpha > 0.5 ? 0.3 : 0.9
        }
        a.alpha = 0.4
        #expect(reports > 0 && reports < 100, "bounded: \(reports)")
        first.invalidate()
        second.invalidate()

        var late: [NSKeyValueObservation] = []
        var selfEnding: NSKeyValueObservation?
        var selfEndingReports = 0
        selfEnding = a.observe(\.isHidden) { _, _ in
            selfEndingReports += 1
            selfEnding?.invalidate()
            late.append(b.observe(\.isHidden, options: [.initial]) { _, _ in })
        }
        a.isHidden = true
        a.isHidden = false
        #expect(selfEndingReports == 1)
        #expect(late.count == 1)
        late.removeAll()
        selfEnding = nil
    }

    /// Seeded: hostile values (NaN, infinities, huge, negative) through observed properties,
    /// observations started and ended at random, for a long run: reports stay finite in number,
    /// NaN is reported once and not again, and the registry ends where it began.
    @Test(arguments: [0x4B56_0001, 0x4B56_0002] as [UInt64])
    func hostileValuesAndChurnStayBounded(seed: UInt64) throws {
        let host = TestHost()
        var random = SeededRandomNumberGenerator(seed: seed)
        let before = KeyValueObservationCenter.activeCount
        let cart = Cart()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(scroll)
        let hostile: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e300, -1, 0, 42, .leastNonzeroMagnitude]
        var observations: [NSKeyValueObservation] = []
        var reports = 0
        for step in 0..<3_000 {
            switch random.next() % 6 {
            case 0:
                observations.append(cart.observe(\.total, options: [.new, .old]) { _, _ in reports += 1 })
            case 1:
                observations.append(
                    scroll.observe(\.contentSize, options: [.initial, .prior]) { observed, _ in
                        reports += 1
                        _ = observed.contentSize
                    })
            case 2:
                if !observations.isEmpty { observations.remove(at: Int(random.next() % UInt64(observations.count))) }
            case 3:
                cart.total = hostile[Int(random.next() % UInt64(hostile.count))]
                cart.didChangeValue(for: \.total)
            case 4:
                let value = CGFloat(hostile[Int(random.next() % UInt64(hostile.count))])
                scroll.contentSize = CGSize(width: value, height: -value)
            default:
                host.advance(by: 0.05)
            }
            if step % 500 == 0 { host.drain() }
        }
        #expect(reports > 0)
        // NaN twice is one report.
        observations.removeAll()
        var nanReports = 0
        let nan = cart.observe(\.total) { _, _ in nanReports += 1 }
        cart.total = .nan
        cart.didChangeValue(for: \.total)
        cart.total = .nan
        cart.didChangeValue(for: \.total)
        host.advance(by: 1)
        #expect(nanReports <= 1)
        nan.invalidate()
        #expect(KeyValueObservationCenter.activeCount == before, "every observation ended")
    }

    @Test func manyObservationsComeAndGoWithoutGrowth() throws {
        let host = TestHost()
        let view = UIView()
        host.window.addSubview(view)
        let before = KeyValueObservationCenter.activeCount
        var baseline = 0
        for round in 0..<20 {
            if round == 5 { baseline = ResidentMemory.kilobytes() }
            var batch: [NSKeyValueObservation] = []
            for index in 0..<500 {
                batch.append(view.observe(\.frame) { _, _ in _ = index })
            }
            view.frame = CGRect(x: 0, y: 0, width: CGFloat(round), height: 1)
            batch.removeAll()
        }
        #expect(KeyValueObservationCenter.activeCount == before)
        #expect(ResidentMemory.kilobytes() - baseline < 4_000)
    }

    // MARK: - String-based observing and key-value coding

    /// A controller observing the old way: a context pointer, `observeValue` overridden. (The
    /// context is an allocated pointer, not `&someStaticVar`: with `.initial`, comparing
    /// `context == &someStaticVar` inside the report overlaps the caller's `&` access to the same
    /// variable, which Swift's exclusivity checking stops — on iOS too.)
    final class SizeWatcher: UIViewController {
        nonisolated(unsafe) static let sizeContext = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
        var sizes: [CGSize] = []
        var olds: [CGSize] = []
        var priors = 0
        var foreign = 0

        override func observeValue(
            forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
            context: UnsafeMutableRawPointer?
        ) {
            guard context == Self.sizeContext, keyPath == "contentSize" else {
                foreign += 1
                return super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
            }
            if change?[.notificationIsPriorKey] as? Bool == true {
                priors += 1
                return
            }
            if let size = change?[.newKey] as? CGSize { sizes.append(size) }
            if let old = change?[.oldKey] as? CGSize { olds.append(old) }
        }
    }

    @Test func stringObserversHearChangesThroughObserveValue() throws {
        let host = TestHost()
        let watcher = SizeWatcher()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(scroll)
        scroll.addObserver(
            watcher, forKeyPath: "contentSize", options: [.new, .old, .initial, .prior],
            context: SizeWatcher.sizeContext)
        #expect(watcher.sizes == [.zero], "the initial report")
        scroll.contentSize = CGSize(width: 100, height: 900)
        #expect(watcher.sizes == [.zero, CGSize(width: 100, height: 900)])
        #expect(watcher.olds == [.zero])
        #expect(watcher.priors == 1)

        scroll.addObserver(watcher, forKeyPath: "contentOffset.y", options: [.new], context: nil)
        scroll.contentOffset = CGPoint(x: 0, y: 40)
        #expect(watcher.foreign == 1, "another key path and context reach the same method")

        scroll.removeObserver(watcher, forKeyPath: "contentSize", context: SizeWatcher.sizeContext)
        scroll.removeObserver(watcher, forKeyPath: "contentOffset.y")
        scroll.removeObserver(watcher, forKeyPath: "never added")
        scroll.contentSize = CGSize(width: 100, height: 100)
        scroll.contentOffset = .zero
        #expect(watcher.sizes.count == 2 && watcher.foreign == 1, "nothing after removal")
    }

    @Test func aModelsStoredPropertiesAreObservedByName() throws {
        let host = TestHost()
        final class Watcher: NSObject {
            var totals: [Double] = []
            var owners: [String] = []
            override func observeValue(
                forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                context: UnsafeMutableRawPointer?
            ) {
                if keyPath == "total", let total = change?[.newKey] as? Double { totals.append(total) }
                if keyPath == "owner.hidden" { owners.append(change?[.newKey].map { "\($0)" } ?? "nil") }
            }
        }
        let cart = Cart()
        let watcher = Watcher()
        cart.addObserver(watcher, forKeyPath: "total", options: [.new], context: nil)
        cart.addObserver(watcher, forKeyPath: "owner.hidden", options: [.new], context: nil)
        cart.total = 3.5
        host.advance(by: 0.2)
        #expect(watcher.totals == [3.5])
        let owner = UIView()
        cart.owner = owner
        host.advance(by: 0.2)
        owner.isHidden = true
        #expect(watcher.owners.count == 2, "a path through an optional object: \(watcher.owners)")
        cart.removeObserver(watcher, forKeyPath: "total")
        cart.removeObserver(watcher, forKeyPath: "owner.hidden")
    }

    @Test func anObserverReleasedWithoutRemovingItselfStopsQuietly() throws {
        let host = TestHost()
        let before = KeyValueObservationCenter.activeCount
        let view = UIView()
        host.window.addSubview(view)
        var watcher: SizeWatcher? = SizeWatcher()
        view.addObserver(try #require(watcher), forKeyPath: "frame", options: [.new], context: nil)
        watcher = nil
        view.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(KeyValueObservationCenter.activeCount == before, "the observation ended with its observer")
    }

    @Test func keyValueCodingReadsPropertiesByTheirObjectiveCAndSwiftNames() throws {
        let host = TestHost()
        let controller = UIViewController()
        host.window.rootViewController = controller
        host.drain()
        controller.view.isHidden = true
        #expect(controller.view.value(forKey: "hidden") as? Bool == true)
        #expect(controller.view.value(forKey: "isHidden") as? Bool == true)
        #expect(controller.value(forKeyPath: "view.frame.size.height") as? Double == 480)
        #expect(controller.value(forKeyPath: "view.bounds") as? CGRect == CGRect(x: 0, y: 0, width: 800, height: 480))
        #expect(controller.value(forKey: "title") == nil)
        #expect(controller.value(forKey: "noSuchKey") == nil)
        #expect(controller.value(forKeyPath: "view.noSuchKey.x") == nil)
        #expect(controller.value(forKeyPath: "") == nil)
        #expect(controller.value(forKeyPath: "...") == nil)
        let cart = Cart()
        cart.total = 9
        #expect(cart.value(forKey: "total") as? Double == 9)
        #expect(cart.value(forKey: "items") as? [String] == [])
        #expect(UIApplication.shared.value(forKey: "statusBar") == nil, "a private key is nil, not a crash")
        #expect(host.window.value(forKeyPath: "rootViewController.view.hidden") as? Bool == true)
    }
}
