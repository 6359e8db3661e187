import ScanoutTesting
import Testing

@testable import Scanout

/// Traits as types (iOS 17): registering for the changes of named traits (closure, target and
/// action), `traitOverrides` on views and controllers, an app's own traits flowing down the
/// hierarchy, and `UITraitCollection(mutations:)` — the way modern UIKit code writes them.
@MainActor
@Suite struct TraitRegistrationTests {
    /// An app's own trait, as apps define them.
    enum Theme: Equatable { case standard, highContrast }
    struct ThemeTrait: UITraitDefinition {
        static let defaultValue = Theme.standard
    }

    final class ThemedView: UIView {
        var styleChanges: [UIUserInterfaceStyle] = []
        var themeChanges: [Theme] = []
        var sizeChanges = 0

        override init(frame: CGRect) {
            super.init(frame: frame)
            registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previous: UITraitCollection) in
                self.styleChanges.append(previous.userInterfaceStyle)
            }
            registerForTraitChanges([ThemeTrait.self]) { (view: ThemedView, _: UITraitCollection) in
                view.themeChanges.append(view.traitCollection[ThemeTrait.self])
            }
            registerForTraitChanges([UITraitHorizontalSizeClass.self], action: .sizeClassChanged)
        }
        required init?(coder: NSCoder) { nil }

        override class var actionTable: ActionTable {
            super.actionTable.on(.sizeClassChanged, ThemedView.sizeClassChanged)
        }
        func sizeClassChanged(_ sender: Any?) { sizeChanges += 1 }
    }

    @Test func registrationsHearOnlyTheTraitsTheyNameAndOnlyChanges() {
        let host = TestHost(size: CGSize(width: 1000, height: 700))
        let view = ThemedView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        // Joining the window is not a change.
        #expect(view.styleChanges.isEmpty && view.sizeChanges == 0)
        host.window.overrideUserInterfaceStyle = .dark
        #expect(view.styleChanges == [.light], "the previous collection is handed over")
        #expect(view.traitCollection.userInterfaceStyle == .dark)
        // A size class change reaches the action, not the style handler.
        host.window.frame = CGRect(x: 0, y: 0, width: 600, height: 700)
        #expect(view.sizeChanges == 1 && view.styleChanges.count == 1)
        // Setting the same value again is no change.
        host.window.overrideUserInterfaceStyle = .dark
        #expect(view.styleChanges.count == 1)
    }

    @Test func traitOverridesOnViewsAndControllersFlowDownAndCanBeRemoved() {
        let host = TestHost(size: CGSize(width: 1000, height: 700))
        let controller = UIViewController()
        host.window.rootViewController = controller
        let view = ThemedView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let container = UIView(frame: host.window.bounds)
        container.addSubview(view)
        controller.view.addSubview(container)
        host.drain()

        controller.traitOverrides.userInterfaceStyle = .dark
        #expect(view.traitCollection.userInterfaceStyle == .dark)
        #expect(controller.traitOverrides.contains(UITraitUserInterfaceStyle.self))
        #expect(view.styleChanges == [.light])

        container.traitOverrides[ThemeTrait.self] = .highContrast
        #expect(view.traitCollection[ThemeTrait.self] == .highContrast)
        #expect(view.themeChanges == [.highContrast])
        #expect(controller.view.traitCollection[ThemeTrait.self] == .standard, "overrides flow down only")
        // The same value again is no change; removing goes back to the default.
        container.traitOverrides[ThemeTrait.self] = .highContrast
        #expect(view.themeChanges.count == 1)
        container.traitOverrides.remove(ThemeTrait.self)
        #expect(view.traitCollection[ThemeTrait.self] == .standard && view.themeChanges == [.highContrast, .standard])
        #expect(container.traitOverrides.isEmpty)

        controller.traitOverrides.remove(UITraitUserInterfaceStyle.self)
        #expect(view.traitCollection.userInterfaceStyle == .light)
        #expect(view.styleChanges == [.light, .dark])
    }

    @Test func aWindowScenesOverridesReachItsWindows() {
        let host = TestHost()
        let scene = UIWindowScene(
            session: UISceneSession(role: .windowApplication, persistentIdentifier: "traits"),
            connectionOptions: UIScene.ConnectionOptions())
        scene.applicationLink = WeakLink(host.application)
        host.window.windowScene = scene
        let view = ThemedView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        scene.traitOverrides.userInterfaceStyle = .dark
        scene.traitOverrides[ThemeTrait.self] = .highContrast
        #expect(view.traitCollection.userInterfaceStyle == .dark && view.styleChanges == [.light])
        #expect(view.traitCollection[ThemeTrait.self] == .highContrast)
        // A view's own override wins over the scene's.
        view.traitOverrides.userInterfaceStyle = .light
        #expect(view.traitCollection.userInterfaceStyle == .light)
        scene.traitOverrides = UITraitOverrides()
        #expect(view.traitCollection[ThemeTrait.self] == .standard)
    }

    @Test func unregisteringStopsTheCallsAndAHandlerMayChangeRegistrations() {
        let host = TestHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        var calls = 0
        var registration: (any UITraitChangeRegistration)?
        registration = view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: UIView, _) in
            calls += 1
            // Unregisters itself from inside its own call, and registers another.
            if let registration { view.unregisterForTraitChanges(registration) }
            view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (_: UIView, _) in calls += 10 }
        }
        host.window.overrideUserInterfaceStyle = .dark
        #expect(calls == 1)
        host.window.overrideUserInterfaceStyle = .light
        #expect(calls == 11)
        // A registration from another object is ignored.
        let other = UIView()
        let foreign = other.registerForTraitChanges([UITraitDisplayScale.self]) { (_: UIView, _) in }
        view.unregisterForTraitChanges(foreign)
        host.window.overrideUserInterfaceStyle = .dark
        #expect(calls == 21)
    }

    @Test func mutableTraitsBuildAndModifyCollections() {
        let collection = UITraitCollection { traits in
            traits.userInterfaceStyle = .dark
            traits.horizontalSizeClass = .compact
            traits[ThemeTrait.self] = .highContrast
            traits.displayScale = .nan
        }
        #expect(collection.userInterfaceStyle == .dark && collection.horizontalSizeClass == .compact)
        #expect(collection[ThemeTrait.self] == .highContrast)
        #expect(collection[UITraitUserInterfaceStyle.self] == .dark)
        #expect(collection.displayScale == 0, "a scale that is not a number is unspecified")
        #expect(collection.verticalSizeClass == .unspecified)
        let modified = collection.modifyingTraits { $0.userInterfaceStyle = .light }
        #expect(modified.userInterfaceStyle == .light && modified[ThemeTrait.self] == .highContrast)
        #expect(collection.userInterfaceStyle == .dark, "the original is unchanged")
        #expect(UITraitCollection()[ThemeTrait.self] == .standard)
        #expect(UITraitCollection(ThemeTrait.self, value: .highContrast)[ThemeTrait.self] == .highContrast)
        let combined = UITraitCollection(traitsFrom: [collection, UITraitCollection(ThemeTrait.self, value: .standard)])
        #expect(combined[ThemeTrait.self] == .standard && combined.userInterfaceStyle == .dark)
    }

    @Test func manyRegistrationsAndOverridesOverAnOrdinaryTreeStayCheap() {
        let host = TestHost()
        var random = SeededRandomNumberGenerator(seed: 17_01)
        var views: [UIView] = [host.window]
        for _ in 0..<300 {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
            views.randomElement(using: &random)!.addSubview(view)
            views.append(view)
        }
        var calls = 0
        for view in views.dropFirst() where Bool.random(using: &random) {
            view.registerForTraitChanges([UITraitUserInterfaceStyle.self, ThemeTrait.self]) { (_: UIView, _) in
                calls += 1
            }
        }
        for round in 0..<200 {
            let view = views.randomElement(using: &random)!
            switch round % 4 {
            case 0: view.traitOverrides.userInterfaceStyle = Bool.random(using: &random) ? .dark : .light
            case 1: view.traitOverrides[ThemeTrait.self] = Bool.random(using: &random) ? .standard : .highContrast
            case 2: view.traitOverrides.remove(UITraitUserInterfaceStyle.self)
            default:
                // Moved elsewhere in the tree (never into itself, never the window).
                guard view !== host.window else { continue }
                let target = views.randomElement(using: &random)!
                guard !target.isDescendant(of: view) else { continue }
                view.removeFromSuperview()
                target.addSubview(view)
            }
        }
        #expect(calls > 0)
        withExtendedLifetime(host) {}
    }
}

extension Selector {
    fileprivate static let sizeClassChanged = Selector("sizeClassChanged:")
}
