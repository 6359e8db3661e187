import Scanout
import ScanoutTesting
import Testing

/// A tab bar controller whose tabs switch, or whose controllers change, while a navigation
/// controller in one of its tabs pushes or follows an edge swipe: no controller off screen is left
/// appeared, and every one's callbacks are balanced once all has settled.
@MainActor
@Suite struct TabBarTransitionStateTests {
    @MainActor
    final class Scene {
        let host = TestHost(size: CGSize(width: 800, height: 480))
        let tabs = UITabBarController()
        let navigation: UINavigationController
        let other = AppearanceProbe("other")
        var probes: [AppearanceProbe] = []
        var problems: [String] = []

        init() {
            let root = AppearanceProbe("root")
            let second = AppearanceProbe("second")
            probes = [root, second, other]
            navigation = UINavigationController(rootViewController: root)
            navigation.title = "Visitors"
            other.title = "Settings"
            tabs.viewControllers = [navigation, other]
            host.window.rootViewController = tabs
            navigation.pushViewController(second, animated: false)
            host.advance(by: 0.1)
        }

        func check(_ when: String, settled: Bool) {
            problems += probes.flatMap { $0.appearanceProblems(settled: settled) }.map { "\(when): \($0)" }
            problems += NavigationInvariants.problems(
                of: navigation, probes: probes.filter { $0 !== other }, settled: settled
            ).map { "\(when): \($0)" }
        }

        func settle() {
            host.advance(by: 1)
            check("settled", settled: true)
        }

        func pushAnimated() -> AppearanceProbe {
            let pushed = AppearanceProbe("pushed")
            probes.append(pushed)
            navigation.pushViewController(pushed, animated: true)
            host.advance(by: 0.1)
            check("pushing", settled: false)
            return pushed
        }

        func swipeAndHold() {
            host.touchDown(at: CGPoint(x: 5, y: 200))
            host.advance(by: 0.02)
            host.touchMove(to: CGPoint(x: 60, y: 200))
            host.advance(by: 0.05)
            host.touchMove(to: CGPoint(x: 250, y: 200))
            host.advance(by: 0.3)
            if navigation.viewControllers.count != 1 { problems.append("the swipe did not begin") }
            check("swiping", settled: false)
        }
    }

    @Test func switchingTabsWhileAPushSlidesLeavesNothingAppearedOffScreen() throws {
        let scene = Scene()
        let pushed = scene.pushAnimated()
        try scene.host.tap("Settings")
        scene.check("switched", settled: false)
        scene.settle()
        #expect(pushed.phase == .disappeared)
        #expect(scene.navigation.topViewController === pushed)

        // Back again: the pushed screen, and only it, appears.
        try scene.host.tap("Visitors")
        scene.settle()
        #expect(pushed.phase == .appeared)
        #expect(scene.problems.isEmpty, "\(scene.problems.joined(separator: "\n"))")
    }

    @Test func switchingTabsInCodeDuringAnEdgeSwipeCancelsTheSwipe() {
        let scene = Scene()
        scene.swipeAndHold()
        scene.tabs.selectedIndex = 1
        scene.check("switched", settled: false)
        scene.host.touchMove(to: CGPoint(x: 700, y: 200))
        scene.host.touchUp()
        scene.settle()
        #expect(scene.navigation.viewControllers.count == 2, "short of half the width, the pop was cancelled")
        scene.tabs.selectedIndex = 0
        scene.settle()
        #expect(scene.problems.isEmpty, "\(scene.problems.joined(separator: "\n"))")
    }

    @Test func changingTheTabsWhileAPushSlidesOrAFingerSwipes() {
        // The navigation controller leaves the tabs mid-push.
        let pushing = Scene()
        _ = pushing.pushAnimated()
        pushing.tabs.viewControllers = [pushing.other]
        pushing.check("changed", settled: false)
        pushing.settle()
        #expect(pushing.navigation.parent == nil)
        #expect(pushing.problems.isEmpty, "\(pushing.problems.joined(separator: "\n"))")

        // The tabs are reordered and the other selected mid-swipe, then the navigation controller
        // comes back.
        let swiping = Scene()
        swiping.swipeAndHold()
        swiping.tabs.setViewControllers([swiping.other, swiping.navigation], animated: true)
        swiping.tabs.selectedIndex = 0
        swiping.check("changed", settled: false)
        swiping.host.touchUp()
        swiping.settle()
        swiping.tabs.selectedIndex = 1
        swiping.settle()
        #expect(swiping.navigation.topViewController?.viewIfLoaded?.window != nil)
        #expect(swiping.problems.isEmpty, "\(swiping.problems.joined(separator: "\n"))")
    }
}
