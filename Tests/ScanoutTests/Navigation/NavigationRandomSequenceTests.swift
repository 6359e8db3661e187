import Foundation
import Scanout
import ScanoutTesting
import Testing

/// A seeded random app hammering a navigation controller in a tab: pushes, pops, pops to a
/// controller, `setViewControllers` (new, reused and no controllers), clock advances of every
/// length, edge swipes begun, moved, held and lifted anywhere, and tab switches, with the
/// invariants of `NavigationInvariants` checked after every step and, settled, every so often.
@MainActor
@Suite struct NavigationRandomSequenceTests {
    /// What a run found: the broken invariants (from the first step that broke any) and weak
    /// references to every controller it made.
    struct Outcome {
        var problems: [String] = []
        var made: [WeakProbe] = []
    }

    struct WeakProbe {
        weak var probe: AppearanceProbe?
    }

    /// Runs `steps` random steps from `seed`, then empties the stack and lets everything settle.
    static func run(seed: UInt64, steps: Int) -> Outcome {
        var random = SplitMix64(seed: seed)
        var outcome = Outcome()
        let host = TestHost(size: CGSize(width: 800, height: 480))
        let root = AppearanceProbe("root")
        let other = AppearanceProbe("other")
        let navigation = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, other]
        host.window.rootViewController = tabs
        host.advance(by: 0.1)
        var pool: [AppearanceProbe] = [root]
        var made = 1
        var fingerDown = false

        func fresh() -> AppearanceProbe {
            let probe = AppearanceProbe("p\(made)")
            made += 1
            outcome.made.append(WeakProbe(probe: probe))
            pool.append(probe)
            if pool.count > 10 { pool.removeFirst() }
            return probe
        }
        func pick() -> AppearanceProbe {
            random.next() % 3 == 0 ? fresh() : pool[Int(random.next() % UInt64(pool.count))]
        }
        func check(_ step: Int, _ action: String, settled: Bool) {
            guard outcome.problems.isEmpty else { return }
            let probes = pool + navigation.viewControllers.compactMap { $0 as? AppearanceProbe }
            var problems = NavigationInvariants.problems(of: navigation, probes: probes, settled: settled)
            problems += other.appearanceProblems(settled: settled)
            if !problems.isEmpty { outcome.problems = ["step \(step) (\(action)):"] + problems }
        }

        for step in 0..<steps {
            let animated = random.next() % 2 == 0
            let stack = navigation.viewControllers
            let action: String
            switch random.next() % 20 {
            case 0, 1, 2:
                let controller = pick()
                action = "push \(controller.name) \(animated)"
                navigation.pushViewController(controller, animated: animated)
            case 3, 4:
                action = "pop \(animated)"
                navigation.popViewController(animated: animated)
            case 5:
                action = "popToRoot \(animated)"
                navigation.popToRootViewController(animated: animated)
            case 6:
                guard !stack.isEmpty else { continue }
                let target = stack[Int(random.next() % UInt64(stack.count))]
                action = "popTo \(target.title ?? "?") \(animated)"
                navigation.popToViewController(target, animated: animated)
            case 7, 8:
                let count = Int(random.next() % 5)
                let controllers = (0..<count).map { _ in pick() }
                action = "set [\(controllers.map(\.name).joined(separator: ","))] \(animated)"
                navigation.setViewControllers(controllers, animated: animated)
            case 9, 10, 11:
                let seconds = Double(random.next() % 400) / 1000
                action = "advance \(seconds)"
                host.advance(by: seconds)
            case 12, 13:
                action = "advance a frame"
                host.advance(by: 1.0 / 60)
            case 14, 15, 16:
                if !fingerDown {
                    let y = CGFloat(100 + random.next() % 300)
                    action = "finger down at the edge"
                    host.touchDown(at: CGPoint(x: 4, y: y))
                    fingerDown = true
                } else {
                    let x = CGFloat(random.next() % 800)
                    action = "finger to \(x)"
                    host.touchMove(to: CGPoint(x: x, y: 240))
                }
            case 17, 18:
                guard fingerDown else { continue }
                action = "finger up"
                host.touchUp()
                fingerDown = false
            default:
                action = "tab \(1 - tabs.selectedIndex)"
                tabs.selectedIndex = 1 - tabs.selectedIndex
            }
            check(step, action, settled: false)
            if step % 50 == 49 {
                if fingerDown {
                    host.touchUp()
                    fingerDown = false
                }
                host.advance(by: 1)
                check(step, "settle", settled: true)
            }
        }
        if fingerDown { host.touchUp() }
        navigation.setViewControllers([root], animated: true)
        host.advance(by: 1)
        check(steps, "back to the root", settled: true)
        pool.removeAll()
        return outcome
    }

    @Test func aThousandsOfStepsRandomSequenceKeepsTheInvariantsAndFreesTheControllers() {
        let outcome = Self.run(seed: 0x5CA7_0032, steps: 3000)
        #expect(outcome.problems.isEmpty, "\(outcome.problems.prefix(12).joined(separator: "\n"))")
        #expect(outcome.made.count > 100)
        let alive = outcome.made.compactMap(\.probe).map(\.name)
        #expect(alive.isEmpty, "still alive: \(alive)")
    }

    @Test func anotherSeedInAChildProcessNeitherTrapsNorBreaksAnInvariant() async {
        // A trap would end the test run; here it ends a child process.
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let outcome = NavigationRandomSequenceTests.run(seed: 0xB0A7_D00D, steps: 1500)
                if !outcome.problems.isEmpty {
                    FileHandle.standardError.write(Data(outcome.problems.prefix(12).joined(separator: "\n").utf8))
                    exit(1)
                }
            }
        }
        if let result, result.exitStatus != .exitCode(0) {
            Issue.record("\(String(decoding: result.standardErrorContent, as: UTF8.self))")
        }
    }

    @Test func aControllerThatContainsTheNavigationControllerIsRefusedWithoutATrap() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                let host = TestHost()
                let root = UIViewController()
                let navigation = UINavigationController(rootViewController: root)
                let tabs = UITabBarController()
                tabs.viewControllers = [navigation]
                host.window.rootViewController = tabs
                navigation.pushViewController(navigation, animated: true)
                navigation.pushViewController(tabs, animated: false)
                navigation.setViewControllers([root, tabs, navigation], animated: true)
                navigation.addChild(navigation)
                host.advance(by: 1)
                if navigation.viewControllers.count != 1 || navigation.children.count != 1 { exit(1) }
            }
        }
    }
}
