import Scanout
import ScanoutTesting
import Testing

/// A navigation controller whose stack changes while it moves: every stack operation at every
/// moment of a push, a pop and the edge swipe, checking at each moment and once all has settled
/// that `children` is `viewControllers`, that the controllers on the stack (and only they) have it
/// as parent, that only the top's view is in the window, and that every controller's appearance
/// callbacks are balanced.
@MainActor
@Suite struct NavigationTransitionStateTests {
    /// A change an app makes to the stack.
    enum Operation: CaseIterable {
        case push, pushAnimated, pop, popAnimated, popToRoot, popToRootAnimated, popToMiddle, popToMiddleAnimated
        case setNew, setNewAnimated, setReordered, setReorderedAnimated, setKeepingTop, setEmpty, setEmptyAnimated

        @MainActor
        func apply(to navigation: UINavigationController, make: (String) -> AppearanceProbe) {
            let stack = navigation.viewControllers
            switch self {
            case .push, .pushAnimated:
                navigation.pushViewController(make("pushed"), animated: self == .pushAnimated)
            case .pop, .popAnimated:
                navigation.popViewController(animated: self == .popAnimated)
            case .popToRoot, .popToRootAnimated:
                navigation.popToRootViewController(animated: self == .popToRootAnimated)
            case .popToMiddle, .popToMiddleAnimated:
                if stack.count > 1 {
                    navigation.popToViewController(stack[(stack.count - 1) / 2], animated: self == .popToMiddleAnimated)
                }
            case .setNew, .setNewAnimated:
                navigation.setViewControllers([stack.first, make("new")].compactMap { $0 }, animated: self == .setNewAnimated)
            case .setReordered, .setReorderedAnimated:
                // The old root on top: a controller already on the stack becomes the top.
                navigation.setViewControllers(Array(stack.reversed()), animated: self == .setReorderedAnimated)
            case .setKeepingTop:
                navigation.setViewControllers(Array(stack.suffix(1)), animated: true)
            case .setEmpty, .setEmptyAnimated:
                navigation.setViewControllers([], animated: self == .setEmptyAnimated)
            }
        }
    }

    /// When the operation comes.
    enum Moment: CaseIterable {
        case settled, duringPush, duringPop, fingerDownShort, fingerDownLong, afterCancel, afterCompletion
    }

    /// One app: a navigation controller with three screens, the probes it made, the host.
    @MainActor
    final class Scene {
        let host = TestHost(size: CGSize(width: 800, height: 480))
        let navigation: UINavigationController
        var probes: [AppearanceProbe] = []
        var problems: [String] = []

        init() {
            let root = AppearanceProbe("root")
            probes = [root]
            navigation = UINavigationController(rootViewController: root)
            host.window.rootViewController = navigation
            for name in ["middle", "top"] { navigation.pushViewController(make(name), animated: false) }
            host.advance(by: 0.1)
        }

        func make(_ name: String) -> AppearanceProbe {
            let probe = AppearanceProbe("\(name)\(probes.count)")
            probes.append(probe)
            return probe
        }

        func check(_ when: String, settled: Bool) {
            problems += NavigationInvariants.problems(of: navigation, probes: probes, settled: settled)
                .map { "\(when): \($0)" }
        }

        /// A swipe from the leading edge to `x`, the finger left down.
        func swipe(to x: CGFloat) {
            host.touchDown(at: CGPoint(x: 5, y: 240))
            host.advance(by: 0.02)
            host.touchMove(to: CGPoint(x: 60, y: 240))
            host.advance(by: 0.05)
            host.touchMove(to: CGPoint(x: x, y: 240))
            host.advance(by: 0.3)
        }

        /// Brings the scene to `moment`; returns whether a finger is still down.
        func reach(_ moment: Moment) -> Bool {
            switch moment {
            case .settled:
                return false
            case .duringPush:
                navigation.pushViewController(make("sliding"), animated: true)
                host.advance(by: 0.1)
                return false
            case .duringPop:
                navigation.popViewController(animated: true)
                host.advance(by: 0.1)
                return false
            case .fingerDownShort, .fingerDownLong:
                swipe(to: moment == .fingerDownShort ? 250 : 600)
                return true
            case .afterCancel, .afterCompletion:
                swipe(to: moment == .afterCancel ? 150 : 650)
                host.touchUp()
                host.advance(by: 0.02)
                return false
            }
        }
    }

    /// Runs `operation` at `moment`; returns the broken invariants.
    static func run(_ operation: Operation, at moment: Moment) -> [String] {
        let scene = Scene()
        scene.check("set up", settled: true)
        let fingerDown = scene.reach(moment)
        if moment != .settled, moment != .afterCancel, moment != .afterCompletion {
            // The moment is real: something is moving.
            if scene.navigation.viewControllers.count == 3, moment != .duringPush {
                scene.problems.append("\(moment): the pop did not begin")
            }
        }
        scene.check("at \(moment)", settled: false)
        operation.apply(to: scene.navigation, make: scene.make)
        scene.check("just after \(operation)", settled: false)
        if fingerDown {
            // The finger goes on and lifts: the swipe was cancelled, it moves nothing more.
            scene.host.touchMove(to: CGPoint(x: 700, y: 240))
            scene.host.advance(by: 0.05)
            scene.check("finger moved on", settled: false)
            scene.host.touchUp()
        }
        for _ in 0..<5 {
            scene.host.advance(by: 0.1)
            scene.check("settling", settled: false)
        }
        scene.host.advance(by: 1)
        scene.check("settled", settled: true)
        return scene.problems
    }

    @Test(arguments: Moment.allCases)
    func everyStackOperationKeepsTheInvariants(at moment: Moment) {
        for operation in Operation.allCases {
            let problems = Self.run(operation, at: moment)
            #expect(problems.isEmpty, "\(operation) at \(moment):\n\(problems.prefix(8).joined(separator: "\n"))")
        }
    }

    @Test func aStackChangeWithTheFingerDownDecidesThePopWhereTheFingerIs() {
        // Short of half the width: the pop is cancelled, then the change applies to the whole stack.
        let short = Scene()
        short.swipe(to: 250)
        #expect(short.navigation.viewControllers.count == 2, "the swipe began")
        let pushed = short.make("pushed")
        short.navigation.pushViewController(pushed, animated: false)
        #expect(short.navigation.viewControllers.map(\.title) == ["root", "middle1", "top2", "pushed3"])
        short.host.touchMove(to: CGPoint(x: 700, y: 240))
        short.host.touchUp()
        short.host.advance(by: 1)
        #expect(short.navigation.topViewController === pushed, "the lifted finger popped nothing")
        #expect(pushed.view.frame == short.navigation.view.bounds)

        // Past half: the pop completes first.
        let long = Scene()
        long.swipe(to: 600)
        let popped = long.navigation.popViewController(animated: false)
        #expect(popped?.title == "middle1")
        #expect(long.navigation.viewControllers.map(\.title) == ["root"])
        long.host.touchUp()
        long.host.advance(by: 1)
        #expect(long.problems.isEmpty)
        long.check("settled", settled: true)
        #expect(long.problems.isEmpty, "\(long.problems)")
    }

    @Test func aPushFromAnAppearanceCallbackWaitsForTheTransitionStep() {
        /// Pushes the next screen from `viewWillAppear` once (a hostile app).
        final class Eager: UIViewController {
            var following: UIViewController?
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                if let following {
                    self.following = nil
                    navigationController?.pushViewController(following, animated: true)
                }
            }
        }
        let scene = Scene()
        let eager = Eager()
        eager.title = "eager"
        let after = scene.make("after")
        eager.following = after
        scene.navigation.pushViewController(eager, animated: true)
        scene.check("pushed", settled: false)
        scene.host.advance(by: 1)
        #expect(scene.navigation.viewControllers.last === after)
        #expect(scene.navigation.viewControllers.count == 5)
        scene.check("settled", settled: true)
        #expect(scene.problems.isEmpty, "\(scene.problems)")
        #expect(eager.viewIfLoaded?.window == nil)
    }

    @Test func aLeavingControllerStillFindsItsNavigationControllerWhileItDisappears() {
        final class Leaving: UIViewController {
            var seen: [String] = []
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                seen.append("will \(navigationController != nil)")
            }
            override func viewDidDisappear(_ animated: Bool) {
                super.viewDidDisappear(animated)
                seen.append("did \(navigationController != nil)")
            }
        }
        let scene = Scene()
        let leaving = Leaving()
        scene.navigation.pushViewController(leaving, animated: false)
        scene.navigation.popViewController(animated: true)
        #expect(!scene.navigation.children.contains(leaving), "out of children at once")
        scene.host.advance(by: 1)
        #expect(leaving.seen.first == "will true")
        #expect(leaving.parent == nil)
    }
}
