import Scanout
import ScanoutTesting
import Testing

/// Trait collections: from the window's size down the tree, with overrides, and announced when
/// they change.
@MainActor
@Suite struct TraitCollectionTests {
    private final class Recorder: UIView {
        var previous: [UITraitCollection?] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            previous.append(previousTraitCollection)
        }
    }

    private final class RecordingController: UIViewController {
        var log: [String]
        init(log: [String] = []) {
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            log.append("controller \(traitCollection.horizontalSizeClass)")
        }
    }

    @Test func sizeClassesFollowTheWindowsSize() {
        let wide = TestHost(size: CGSize(width: 1280, height: 800))
        #expect(wide.window.traitCollection.horizontalSizeClass == .regular)
        #expect(wide.window.traitCollection.verticalSizeClass == .regular)
        #expect(wide.window.traitCollection.userInterfaceIdiom == .pad)
        let panel = TestHost(size: CGSize(width: 800, height: 480), scale: 2)
        #expect(panel.window.traitCollection.horizontalSizeClass == .regular)
        #expect(panel.window.traitCollection.verticalSizeClass == .compact)
        #expect(panel.window.traitCollection.displayScale == 2)
        let narrow = TestHost(size: CGSize(width: 390, height: 844))
        let view = UIView()
        narrow.window.addSubview(view)
        #expect(view.traitCollection.horizontalSizeClass == .compact)
        #expect(view.traitCollection.verticalSizeClass == .regular)
        #expect(view.traitCollection.userInterfaceIdiom == .phone)
        #expect(view.traitCollection.userInterfaceStyle == .light)
        #expect(view.traitCollection.layoutDirection == .leftToRight)
    }

    @Test func aViewIsToldWhenItJoinsAWindowAndWhenTheWindowCrossesASizeClass() throws {
        let host = TestHost(size: CGSize(width: 1024, height: 768))
        let view = Recorder()
        let child = Recorder()
        view.addSubview(child)
        #expect(view.previous.isEmpty, "nothing is announced outside a window")
        host.window.addSubview(view)
        #expect(view.previous.count == 1)
        #expect(try #require(view.previous[0]).horizontalSizeClass == .unspecified)
        #expect(child.previous.count == 1)

        host.window.frame = CGRect(x: 0, y: 0, width: 1000, height: 768)
        #expect(view.previous.count == 1, "still regular: no change")
        host.window.frame = CGRect(x: 0, y: 0, width: 600, height: 768)
        #expect(view.previous.count == 2)
        #expect(try #require(view.previous[1]).horizontalSizeClass == .regular)
        #expect(view.traitCollection.horizontalSizeClass == .compact)
        #expect(child.previous.count == 2)
    }

    @Test func aParentOverridesAChildsTraitsAndTheControllerHearsBeforeItsView() {
        let host = TestHost(size: CGSize(width: 1280, height: 800))
        let parent = UIViewController()
        host.window.rootViewController = parent
        let child = RecordingController()
        parent.addChild(child)
        let childView = Recorder()
        child.view = childView
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(child.traitCollection.horizontalSizeClass == .regular)
        child.log.removeAll()
        childView.previous.removeAll()

        parent.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .compact), forChild: child)
        #expect(child.traitCollection.horizontalSizeClass == .compact)
        #expect(child.traitCollection.verticalSizeClass == .regular, "the rest is inherited")
        #expect(child.log == ["controller compact"])
        #expect(childView.previous.count == 1)
        #expect(parent.overrideTraitCollection(forChild: child)?.horizontalSizeClass == .compact)
        #expect(parent.traitCollection.horizontalSizeClass == .regular)
    }

    @Test func overrideUserInterfaceStyleReachesTheSubtree() {
        let host = TestHost()
        let container = UIView()
        let inner = Recorder()
        container.addSubview(inner)
        host.window.addSubview(container)
        inner.previous.removeAll()
        container.overrideUserInterfaceStyle = .dark
        #expect(inner.traitCollection.userInterfaceStyle == .dark)
        #expect(inner.previous.count == 1)
        #expect(inner.traitCollection.hasDifferentColorAppearance(comparedTo: inner.previous[0]))
        #expect(host.window.traitCollection.userInterfaceStyle == .light)
    }

    @Test func rightToLeftIsATrait() {
        let host = TestHost()
        let view = Recorder()
        host.window.addSubview(view)
        host.userInterfaceLayoutDirection = .rightToLeft
        #expect(view.traitCollection.layoutDirection == .rightToLeft)
        #expect(view.previous.count == 2)
    }

    @Test func collectionsCombineAndCompare() {
        let combined = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(userInterfaceStyle: .dark),
            UITraitCollection(horizontalSizeClass: .regular),
        ])
        #expect(combined.horizontalSizeClass == .regular)
        #expect(combined.userInterfaceStyle == .dark)
        #expect(combined.verticalSizeClass == .unspecified)
        #expect(combined.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(!combined.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
        #expect(UIContentSizeCategory.accessibilityLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.large < .extraLarge)
    }
}
