import ScanoutTesting
import Testing

@testable import Scanout

/// A seeded random app hammering a split view controller: columns set and replaced (fresh
/// controllers, ones already shown, ones in another container, the split view itself, nil),
/// display modes and behaviours, hostile widths, the window resized between compact and regular
/// widths, edge swipes and taps, `show`/`showDetailViewController`, pushes and pops in the
/// columns, the layout direction, the split view leaving the window and coming back, and a
/// delegate and `viewWillAppear` that call back into the split view. After every step: no
/// trap, every child's parent is the split view, every column controller's view is in the split
/// view's view or nowhere, every probe's callbacks in order and (settled) matching where its view
/// is; at the end, everything made is freed.
@MainActor
@Suite struct SplitViewControllerRandomSequenceTests {
    struct Outcome {
        var problems: [String] = []
        var made: [Weak] = []
        var collapses = 0
        var expansions = 0
        var modeChanges = 0
    }

    struct Weak {
        weak var object: AnyObject?
        let name: String
    }

    /// Counts what it hears and, while `meddling` is set, changes the split view from inside.
    final class Delegate: UISplitViewControllerDelegate {
        var meddling: ((UISplitViewController) -> Void)?
        var collapses = 0
        var expansions = 0
        var modeChanges = 0
        var dropsSecondary = false
        func splitViewController(
            _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
        ) {
            modeChanges += 1
            meddling?(svc)
        }
        func splitViewController(
            _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
            onto primaryViewController: UIViewController
        ) -> Bool {
            meddling?(splitViewController)
            return dropsSecondary
        }
        func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
            collapses += 1
            meddling?(svc)
        }
        func splitViewControllerDidExpand(_ svc: UISplitViewController) {
            expansions += 1
            meddling?(svc)
        }
    }

    static let hostileWidths: [CGFloat] = [
        .nan, .infinity, -.infinity, -5, 1e300, 0, 0.3, 2, 250, 4000, UISplitViewController.automaticDimension,
    ]

    static func run(seed: UInt64, steps: Int, style: UISplitViewController.Style) -> Outcome {
        var random = SplitMix64(seed: seed)
        var outcome = Outcome()
        let host = TestHost(size: CGSize(width: 1000, height: 600))
        let delegate = Delegate()
        let split = UISplitViewController(style: style)
        split.delegate = delegate
        outcome.made.append(Weak(object: split, name: "split"))
        let elsewhere = UINavigationController(rootViewController: AppearanceProbe("elsewhere"))
        var pool: [AppearanceProbe] = []
        var made = 0
        func fresh() -> AppearanceProbe {
            let probe = AppearanceProbe("p\(made)")
            made += 1
            outcome.made.append(Weak(object: probe, name: probe.name))
            pool.append(probe)
            if pool.count > 10 { pool.removeFirst() }
            return probe
        }
        func any() -> UIViewController {
            switch random.next() % 10 {
            case 0: return split
            case 1: return elsewhere.viewControllers.first ?? fresh()
            case 2, 3: return pool.isEmpty ? fresh() : pool[Int(random.next() % UInt64(pool.count))]
            default: return fresh()
            }
        }
        let columns: [UISplitViewController.Column] = [.primary, .supplementary, .secondary, .compact]
        if style == .unspecified {
            split.viewControllers = [UINavigationController(rootViewController: fresh()), fresh()]
        } else {
            for column in columns where column != .compact { split.setViewController(fresh(), for: column) }
        }
        host.window.rootViewController = split
        host.advance(by: 0.1)
        var inWindow = true
        var fingerDown = false
        var recent: [String] = []
        var lastCounts: [String: String] = [:]
        var history: [String: [String]] = [:]

        func check(_ step: Int, _ action: String, settled: Bool) {
            guard outcome.problems.isEmpty else { return }
            var problems: [String] = []
            for child in split.children where child.parent !== split {
                problems.append("child \(child) has parent \(String(describing: child.parent))")
            }
            for controller in split.viewControllers where controller.parent !== split {
                problems.append("\(controller) is in viewControllers but not a child")
            }
            if let root = split.viewIfLoaded {
                for child in split.children {
                    if let superview = child.viewIfLoaded?.superview, superview !== root {
                        problems.append("\(child)'s view is in \(superview), not the split view's view")
                    }
                }
            }
            let probes = pool + split.children.compactMap { $0 as? AppearanceProbe }
            for probe in probes {
                // As UIKit, an appearance may turn straight back (will appear, will disappear, did
                // disappear): the order is checked, and where the callbacks leave the probe.
                problems += probe.orderErrors.map { "\(probe.name): \($0)" }
                if probe.phase == .appeared, !probe.isInWindow { problems.append("\(probe.name) appeared off screen") }
                if settled {
                    let expected: AppearanceProbe.Phase = probe.isInWindow ? .appeared : .disappeared
                    if probe.phase != expected {
                        problems.append(
                            "settled, \(probe.name) is \(probe.phase.rawValue), in window: \(probe.isInWindow), "
                                + "\(Self.trace(probe)), \(probe.willAppearCount)/\(probe.didAppearCount)/"
                                + "\(probe.willDisappearCount)/\(probe.didDisappearCount) \(history[probe.name, default: []].suffix(6))"
                        )
                    }
                }
                let presented = probe.presentingViewController != nil
                if probe.isInWindow, probe.splitViewController !== split, !presented, probe.name != "elsewhere" {
                    problems.append(
                        "\(probe.name) shows but is neither in the split view nor presented: \(Self.trace(probe))")
                }
            }
            if settled, inWindow {
                let collapsedAsked = host.window.bounds.width < UITraitCollection.regularWidthThreshold
                if split.isCollapsed != collapsedAsked {
                    problems.append(
                        "collapsed \(split.isCollapsed) in a window \(host.window.bounds.width) wide; the split view "
                            + "in a window: \(split.viewIfLoaded?.window != nil), its size class "
                            + "\(split.traitCollection.horizontalSizeClass.rawValue), frame \(split.view.frame) depth \(split.stepDepth) "
                            + "pending \(split.pendingChanges.count) after arrival \(split.changesAfterArrival.count) "
                            + "busy \(String(describing: split.busyNavigation)) sliding \(split.runningModeChange != nil) "
                            + "needs layout \(split.view.needsLayout)")
                }
                if split.isCollapsed, split.viewControllers.count > 1 {
                    problems.append("collapsed with \(split.viewControllers.count) controllers")
                }
            }
            if !problems.isEmpty {
                outcome.problems = ["step \(step) (\(action)) after \(recent.suffix(8)):"] + problems
            }
        }

        for step in 0..<steps {
            let action: String
            switch random.next() % 30 {
            case 0, 1, 2:
                if style == .unspecified {
                    let wrapsPrimary = random.next() % 3 != 0
                    let primary = wrapsPrimary ? UINavigationController(rootViewController: fresh()) : any()
                    let count = Int(random.next() % 4)
                    let controllers = [primary] + (0..<count).map { _ in any() }
                    action = "viewControllers = \(controllers.count)"
                    split.viewControllers = Array(controllers.prefix(max(count, 1)))
                } else {
                    let column = columns[Int(random.next() % 4)]
                    let controller: UIViewController? = random.next() % 6 == 0 ? nil : any()
                    action = "set \(column) \(controller.map { "\($0.title ?? "\($0)")" } ?? "nil")"
                    split.setViewController(controller, for: column)
                }
            case 3, 4:
                let mode = UISplitViewController.DisplayMode(rawValue: Int(random.next() % 7)) ?? .automatic
                action = "preferredDisplayMode \(mode)"
                split.preferredDisplayMode = mode
            case 5:
                let behavior = UISplitViewController.SplitBehavior(rawValue: Int(random.next() % 4)) ?? .automatic
                action = "preferredSplitBehavior \(behavior)"
                split.preferredSplitBehavior = behavior
            case 6, 7:
                let value = hostileWidths[Int(random.next() % UInt64(hostileWidths.count))]
                action = "width \(value)"
                switch random.next() % 6 {
                case 0: split.preferredPrimaryColumnWidthFraction = value
                case 1: split.preferredPrimaryColumnWidth = value
                case 2: split.minimumPrimaryColumnWidth = value
                case 3: split.maximumPrimaryColumnWidth = value
                case 4: split.preferredSupplementaryColumnWidthFraction = value
                default: split.maximumSupplementaryColumnWidth = value
                }
            case 8, 9:
                let width = CGFloat(400 + random.next() % 1000)
                action = "window \(width) wide"
                host.window.frame = CGRect(x: 0, y: 0, width: width, height: CGFloat(500 + random.next() % 600))
            case 10, 11:
                guard !fingerDown else { continue }
                let fromLeft = random.next() % 2 == 0
                let width = host.window.bounds.width
                action = "swipe from the \(fromLeft ? "left" : "right")"
                host.drag(
                    from: CGPoint(x: fromLeft ? 2 : width - 2, y: 300),
                    by: CGPoint(x: fromLeft ? 200 : -200, y: 0), steps: Int(3 + random.next() % 6), interval: 0.016)
            case 12:
                let point = CGPoint(
                    x: CGFloat(random.next() % UInt64(max(host.window.bounds.width, 1))),
                    y: CGFloat(random.next() % 600))
                action = "tap at \(point)"
                host.tap(at: point)
            case 13:
                if !fingerDown {
                    action = "finger down"
                    host.touchDown(at: CGPoint(x: 2, y: 200))
                } else {
                    action = "finger up"
                    host.touchUp()
                }
                fingerDown.toggle()
            case 14, 15:
                // Off screen, a collapsed primary without a navigation controller would present:
                // presentations from outside the window are another subject.
                guard inWindow else { continue }
                // A navigation controller's `show` pushes: pushing a controller that is on another
                // stack is the navigation controller's affair, not this test's, so the target is
                // free (or the split view itself, refused).
                let target = random.next() % 12 == 0 ? split : (pool.first { $0.parent == nil } ?? fresh())
                let source = split.children.randomElement(using: &random)?.children.first ?? split.children.first
                let detail = random.next() % 2 == 0
                action = "\(detail ? "showDetail" : "show") \(target.title ?? "\(target)")"
                if detail {
                    (source ?? split).showDetailViewController(target, sender: nil)
                } else {
                    (source ?? split).show(target, sender: nil)
                }
            case 16:
                let column = columns[Int(random.next() % 4)]
                let shows = random.next() % 2 == 0
                action = "\(shows ? "show" : "hide") \(column)"
                if shows { split.show(column) } else { split.hide(column) }
            case 17:
                // The button in the bar of whatever navigation controller shows last, tapped.
                action = "display-mode button"
                let navigation = split.children.last(where: { $0 is UINavigationController }) as? UINavigationController
                navigation?.topViewController?.navigationItem.leftBarButtonItem = split.displayModeButtonItem
                host.advance(by: 0.05)
                try? host.tap("Toggle Sidebar")
            case 18:
                let navigation = split.children.compactMap { $0 as? UINavigationController }.randomElement(
                    using: &random)
                if random.next() % 2 == 0 {
                    action = "push"
                    navigation?.pushViewController(fresh(), animated: random.next() % 2 == 0)
                } else {
                    action = "pop"
                    navigation?.popViewController(animated: random.next() % 2 == 0)
                }
            case 19 where random.next() % 2 == 0:
                let kind = random.next() % 5
                action = "meddling \(kind)"
                let meddle: (UISplitViewController) -> Void = { [unowned split] _ in
                    switch kind {
                    case 0: split.preferredDisplayMode = .oneOverSecondary
                    case 1: split.show(.primary)
                    case 2:
                        if style == .unspecified {
                            split.viewControllers = [
                                split.viewControllers.first ?? UIViewController(), UIViewController(),
                            ]
                        } else {
                            split.setViewController(UIViewController(), for: .secondary)
                        }
                    case 3: split.showDetailViewController(UIViewController(), sender: nil)
                    default: split.hide(.primary)
                    }
                }
                delegate.meddling = meddle
                pool.last?.onViewWillAppear = { [weak split] in split.map(meddle) }
            case 19:
                delegate.dropsSecondary.toggle()
                action = "drops secondary \(delegate.dropsSecondary)"
            case 20:
                host.userInterfaceLayoutDirection =
                    host.userInterfaceLayoutDirection == .leftToRight ? .rightToLeft : .leftToRight
                split.primaryEdge = random.next() % 3 == 0 ? .trailing : .leading
                action = "direction flipped"
            case 21:
                // What the split view presented (a collapsed primary without a navigation
                // controller presents details) goes first: presentations over a root that leaves
                // its window are not what this test is about.
                split.presentedViewController?.dismiss(animated: false)
                inWindow.toggle()
                action = inWindow ? "back in the window" : "out of the window"
                host.window.rootViewController = inWindow ? split : UIViewController()
            case 22, 23, 24, 25:
                let seconds = Double(random.next() % 400) / 1000
                action = "advance \(seconds)"
                host.advance(by: seconds)
            default:
                action = "advance a frame"
                host.advance(by: 1.0 / 60)
            }
            recent.append(action)
            for probe in pool {
                let counts =
                    "\(probe.willAppearCount)/\(probe.didAppearCount)/\(probe.willDisappearCount)/\(probe.didDisappearCount)"
                if lastCounts[probe.name] != counts {
                    lastCounts[probe.name] = counts
                    history[probe.name, default: []].append("\(step) \(action) → \(counts)")
                }
            }
            check(step, action, settled: false)
            if step % 40 == 39 {
                split.presentedViewController?.dismiss(animated: false)
                delegate.meddling = nil
                for probe in pool { probe.onViewWillAppear = nil }
                if fingerDown {
                    host.touchUp()
                    fingerDown = false
                }
                if !inWindow {
                    inWindow = true
                    host.window.rootViewController = split
                }
                host.advance(by: 1)
                check(step, "settle", settled: true)
            }
            if !outcome.problems.isEmpty { break }
        }
        delegate.meddling = nil
        for probe in pool { probe.onViewWillAppear = nil }
        if fingerDown { host.touchUp() }
        host.advance(by: 1)
        check(steps, "the end", settled: true)
        outcome.collapses = delegate.collapses
        outcome.expansions = delegate.expansions
        outcome.modeChanges = delegate.modeChanges
        host.window.rootViewController = nil
        host.advance(by: 1)
        pool.removeAll()
        return outcome
    }

    /// Where a controller is: its parents and its view's superviews.
    static func trace(_ controller: UIViewController) -> String {
        var parents: [String] = []
        var parent = controller.parent
        while let current = parent {
            parents.append("\(type(of: current))")
            parent = current.parent
        }
        var superviews: [String] = []
        var view = controller.viewIfLoaded?.superview
        while let current = view {
            superviews.append("\(type(of: current))")
            view = current.superview
        }
        return "parents \(parents), superviews \(superviews)"
    }

    static func alive(_ outcome: Outcome) -> [String] {
        outcome.made.filter { $0.object != nil }.map(\.name)
    }

    @Test(arguments: [UISplitViewController.Style.unspecified, .doubleColumn, .tripleColumn])
    func thousandsOfRandomStepsKeepTheInvariantsAndFreeEveryController(style: UISplitViewController.Style) {
        let outcome = Self.run(seed: 0x5_9117 &+ UInt64(style.rawValue), steps: 2500, style: style)
        #expect(outcome.problems.isEmpty, "\(outcome.problems.prefix(12).joined(separator: "\n"))")
        #expect(outcome.made.count > 100)
        #expect(
            outcome.collapses > 10 && outcome.expansions > 10 && outcome.modeChanges > 20,
            "collapses \(outcome.collapses), expansions \(outcome.expansions), mode changes \(outcome.modeChanges)")
        #expect(Self.alive(outcome).isEmpty, "still alive: \(Self.alive(outcome))")
    }

    @Test(arguments: [0x1111_2222 as UInt64, 0xDEAD_BEEF, 0x0BAD_CAFE])
    func otherSeedsKeepTheInvariants(seed: UInt64) {
        let style = [UISplitViewController.Style.unspecified, .doubleColumn, .tripleColumn][Int(seed % 3)]
        let outcome = Self.run(seed: seed, steps: 1500, style: style)
        #expect(outcome.problems.isEmpty, "\(outcome.problems.prefix(12).joined(separator: "\n"))")
        #expect(Self.alive(outcome).isEmpty, "still alive: \(Self.alive(outcome))")
    }

    @Test func aSeedInAChildProcessNeitherTraps() async {
        // A trap would end the test run; here it ends a child process.
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                _ = SplitViewControllerRandomSequenceTests.run(seed: 0x5CA7_0043, steps: 1500, style: .tripleColumn)
            }
        }
    }
}
