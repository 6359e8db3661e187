import Foundation
import Scanout
import ScanoutTesting
import Testing

/// A seeded random app hammering a page view controller: swipes begun, moved, held and lifted
/// anywhere, `setViewControllers` (animated or not, either way, with new, shown, refused and no
/// controllers), a data source whose pages change mid-gesture (removed, reordered, the page shown
/// as its own neighbour, a controller in another container) or that goes away, the layout
/// direction flipped, the page view controller leaving the window and coming back, and clock
/// advances of every length. After every step: the children are the page (and at most the
/// incoming one), no page appeared off screen; settled: exactly one page's view in the window,
/// filling the pages, the page the only child, every page's callbacks in order and where its view
/// is. At the end everything made is freed.
@MainActor
@Suite struct PageViewControllerRandomSequenceTests {
    struct Outcome {
        var problems: [String] = []
        var made: [WeakProbe] = []
        var steps = 0
        /// Swipes the delegate heard end, by outcome: a run that turned nothing tested little.
        var completedSwipes = 0
        var returnedSwipes = 0
        var debug = ""
    }

    struct WeakProbe {
        weak var probe: AppearanceProbe?
        weak var pages: UIPageViewController?
    }

    /// Pages from an array the test changes at will.
    final class ShufflingSource: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        var pages: [UIViewController] = []
        var ownNeighbour = false
        var completedSwipes = 0
        var returnedSwipes = 0
        func pageViewController(
            _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
            previousViewControllers: [UIViewController], transitionCompleted completed: Bool
        ) {
            if completed { completedSwipes += 1 } else { returnedSwipes += 1 }
        }
        var asked = 0
        var found = 0
        /// Reentrant app code: the data source or the delegate changes the page view controller
        /// from inside its callback.
        var meddling: ((UIPageViewController) -> Void)?
        func pageViewController(
            _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
        ) {
            meddling?(pageViewController)
        }
        func pageViewController(
            _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
        ) -> UIViewController? {
            asked += 1
            meddling?(pageViewController)
            if ownNeighbour { return viewController }
            guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
            found += 1
            return pages[index - 1]
        }
        func pageViewController(
            _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
        ) -> UIViewController? {
            meddling?(pageViewController)
            if ownNeighbour { return viewController }
            guard let index = pages.firstIndex(where: { $0 === viewController }), index + 1 < pages.count else {
                return nil
            }
            return pages[index + 1]
        }
        func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }
        func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
    }

    static func run(seed: UInt64, steps: Int) -> Outcome {
        var random = SplitMix64(seed: seed)
        var outcome = Outcome()
        let host = TestHost(size: CGSize(width: 400, height: 300))
        let source = ShufflingSource()
        let elsewhere = UINavigationController(rootViewController: AppearanceProbe("elsewhere"))
        let pages = UIPageViewController(
            transitionStyle: random.next() % 2 == 0 ? .scroll : .pageCurl,
            navigationOrientation: .horizontal, options: [.interPageSpacing: 12])
        outcome.made.append(WeakProbe(pages: pages))
        pages.dataSource = source
        pages.delegate = source
        var pool: [AppearanceProbe] = []
        var made = 0
        func fresh() -> AppearanceProbe {
            let probe = AppearanceProbe("p\(made)")
            made += 1
            outcome.made.append(WeakProbe(probe: probe))
            pool.append(probe)
            if pool.count > 8 { pool.removeFirst() }
            return probe
        }
        source.pages = (0..<4).map { _ in fresh() }
        pages.setViewControllers([source.pages[0]], direction: .forward, animated: false)
        host.window.rootViewController = pages
        host.advance(by: 0.1)
        var fingerDown = false
        var inWindow = true
        var began = 0, downs = 0
        pages.gestureRecognizers[0].addTarget { if $0.state == .began { began += 1 } }

        func check(_ step: Int, _ action: String, settled: Bool) {
            guard outcome.problems.isEmpty else { return }
            inWindow = pages.viewIfLoaded?.window != nil
            var problems: [String] = []
            let shown = pages.viewControllers ?? []
            let children = pages.children
            let names = { (controllers: [UIViewController]) in
                controllers.map { $0.title ?? "?" }.joined(separator: ",")
            }
            if shown.count > 1 { problems.append("\(shown.count) pages shown") }
            for child in children where child.parent !== pages {
                problems.append("child \(child.title ?? "?") has another parent")
            }
            if let page = shown.first, !children.contains(where: { $0 === page }) {
                problems.append("the page \(page.title ?? "?") is not a child: [\(names(children))]")
            }
            if children.count > 2 { problems.append("children [\(names(children))]") }
            let probes = pool + children.compactMap { $0 as? AppearanceProbe }
            for probe in probes {
                problems += probe.orderErrors.map { "\(probe.name): \($0)" }
                if probe.phase == .appeared, !probe.isInWindow { problems.append("\(probe.name) appeared off screen") }
            }
            if settled {
                if children.count != shown.count || zip(children, shown).contains(where: { $0 !== $1 }) {
                    problems.append("settled, children [\(names(children))] ≠ pages [\(names(shown))]")
                }
                let visible = probes.filter(\.isInWindow).map(\.name)
                if inWindow, !shown.isEmpty, Set(visible).count != 1 {
                    problems.append("settled, pages in the window: \(visible)")
                }
                if let view = shown.first?.viewIfLoaded, inWindow, view.frame != view.superview?.bounds {
                    problems.append(
                        "settled, the page is at \(view.frame), not filling \(String(describing: view.superview?.bounds))"
                    )
                }
                for probe in probes {
                    let expected: AppearanceProbe.Phase = probe.isInWindow ? .appeared : .disappeared
                    if probe.phase != expected {
                        problems.append(
                            "settled, \(probe.name) is \(probe.phase.rawValue), in window: \(probe.isInWindow)")
                    }
                }
            }
            if !problems.isEmpty { outcome.problems = ["step \(step) (\(action)):"] + problems }
        }

        for step in 0..<steps {
            outcome.steps = step
            let animated = random.next() % 2 == 0
            let direction: UIPageViewController.NavigationDirection = random.next() % 2 == 0 ? .forward : .reverse
            let action: String
            switch random.next() % 28 {
            case 0, 1, 2, 3:
                if !fingerDown {
                    let x = CGFloat(random.next() % 400)
                    action = "finger down at \(x)"
                    host.touchDown(at: CGPoint(x: x, y: 150))
                    downs += 1
                    fingerDown = true
                } else {
                    let x = CGFloat(random.next() % 600) - 100
                    action = "finger to \(x)"
                    host.advance(by: 0.03)
                    host.touchMove(to: CGPoint(x: x, y: CGFloat(140 + random.next() % 20)))
                }
            case 4, 5, 6:
                guard fingerDown else { continue }
                action = "finger up"
                host.touchUp()
                fingerDown = false
            case 7, 8:
                let page: UIViewController
                if random.next() % 3 == 0 {
                    page = fresh()
                    source.pages.insert(page, at: Int(random.next() % UInt64(source.pages.count + 1)))
                } else {
                    page = pool[Int(random.next() % UInt64(pool.count))]
                }
                action = "set \(page.title ?? "?") \(animated)"
                let chains = random.next() % 8 == 0
                pages.setViewControllers([page], direction: direction, animated: animated) { _ in
                    if chains {
                        pages.setViewControllers([source.pages.first ?? page], direction: .forward, animated: true)
                    }
                }
            case 9:
                action = "set refused"
                switch random.next() % 4 {
                case 0: pages.setViewControllers(nil, direction: direction, animated: animated)
                case 1: pages.setViewControllers([pages], direction: direction, animated: animated)
                case 2: pages.setViewControllers(elsewhere.viewControllers, direction: direction, animated: animated)
                default: pages.setViewControllers(pages.viewControllers, direction: direction, animated: animated)
                }
            case 10, 11:
                action = "pages shuffled"
                var next = source.pages
                next.shuffle(using: &random)
                if random.next() % 2 == 0, !next.isEmpty { next.removeLast() }
                if random.next() % 2 == 0 { next.append(fresh()) }
                if random.next() % 4 == 0 { next.insert(elsewhere.viewControllers[0], at: 0) }
                source.pages = next
            case 12 where random.next() % 2 == 0:
                // Until the next settling.
                let kind = random.next() % 3
                action = "meddling \(kind)"
                // The host weakly: a turn still running when the test ends is ended as the host
                // tears its window down, and may meddle then.
                source.meddling = { [weak host, unowned source] controller in
                    switch kind {
                    case 0:
                        controller.setViewControllers(
                            [source.pages.last ?? controller], direction: .reverse, animated: true)
                    case 1:
                        host?.window.rootViewController = UIViewController()
                    default:
                        controller.dataSource = nil
                        source.pages.removeAll()
                    }
                }
            case 12:
                // Until the next settling.
                source.ownNeighbour.toggle()
                action = "own neighbour \(source.ownNeighbour)"
            case 13:
                action = "data source \(pages.dataSource == nil ? "back" : "gone")"
                pages.dataSource = pages.dataSource == nil ? source : nil
            case 14:
                host.userInterfaceLayoutDirection =
                    host.userInterfaceLayoutDirection == .leftToRight ? .rightToLeft : .leftToRight
                action = "direction \(host.userInterfaceLayoutDirection == .leftToRight ? "ltr" : "rtl")"
            case 15:
                inWindow.toggle()
                action = inWindow ? "back in the window" : "out of the window"
                host.window.rootViewController = inWindow ? pages : UIViewController()
            case 16, 17, 18, 19:
                let seconds = Double(random.next() % 400) / 1000
                action = "advance \(seconds)"
                host.advance(by: seconds)
            case 24, 25, 26, 27:
                guard !fingerDown else { continue }
                let distance = CGFloat(random.next() % 700) - 350
                let steps = Int(2 + random.next() % 10)
                let interval = [0.016, 0.05, 0.1][Int(random.next() % 3)]
                action = "swipe \(distance) in \(steps) × \(interval)"
                host.drag(
                    from: CGPoint(x: 200 - distance / 2, y: 150), by: CGPoint(x: distance, y: 0), steps: steps,
                    interval: interval)
            default:
                action = "advance a frame"
                host.advance(by: 1.0 / 60)
            }
            check(step, action, settled: false)
            if step % 40 == 39 {
                source.ownNeighbour = false
                source.meddling = nil
                if pages.dataSource == nil { pages.dataSource = source }
                if !inWindow {
                    inWindow = true
                    host.window.rootViewController = pages
                }
                if source.pages.count < 3 { source.pages += [fresh(), fresh()] }
                if fingerDown {
                    host.touchUp()
                    fingerDown = false
                }
                host.advance(by: 1)
                check(step, "settle", settled: true)
            }
            if !outcome.problems.isEmpty { break }
        }
        if fingerDown { host.touchUp() }
        host.advance(by: 1)
        check(steps, "the end", settled: true)
        host.window.rootViewController = nil
        host.advance(by: 1)
        pool.removeAll()
        source.pages = []
        outcome.completedSwipes = source.completedSwipes
        outcome.returnedSwipes = source.returnedSwipes
        outcome.debug = "downs \(downs) began \(began) asked before \(source.asked) found \(source.found)"
        return outcome
    }

    @Test func thousandsOfRandomStepsKeepTheInvariantsAndFreeEveryController() {
        let outcome = Self.run(seed: 0x9A6E_5EED, steps: 3000)
        #expect(outcome.problems.isEmpty, "\(outcome.problems.prefix(12).joined(separator: "\n"))")
        #expect(outcome.made.count > 50)
        #expect(
            outcome.completedSwipes > 10 && outcome.returnedSwipes > 10,
            "swipes completed \(outcome.completedSwipes), went back \(outcome.returnedSwipes) \(outcome.debug)")
        let alive = outcome.made.compactMap { $0.probe?.name ?? $0.pages.map { "\($0)" } }
        #expect(alive.isEmpty, "still alive: \(alive)")
    }

    @Test(arguments: [0x1111_2222 as UInt64, 0xDEAD_BEEF, 0x0BAD_CAFE])
    func otherSeedsKeepTheInvariants(seed: UInt64) {
        let outcome = Self.run(seed: seed, steps: 1500)
        #expect(outcome.completedSwipes > 5, "swipes completed \(outcome.completedSwipes)")
        #expect(outcome.problems.isEmpty, "\(outcome.problems.prefix(12).joined(separator: "\n"))")
        let alive = outcome.made.compactMap { $0.probe?.name ?? $0.pages.map { "\($0)" } }
        #expect(alive.isEmpty, "still alive: \(alive)")
    }

    @Test func aSeedInAChildProcessNeitherTraps() async {
        // A trap would end the test run; here it ends a child process.
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                _ = PageViewControllerRandomSequenceTests.run(seed: 0x5CA7_0042, steps: 1500)
            }
        }
    }
}
