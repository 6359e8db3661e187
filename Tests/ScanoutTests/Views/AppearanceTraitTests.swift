import ScanoutTesting
import Testing

@testable import Scanout

/// The appearance traits beyond style and size (legibility weight, interface level, contrast,
/// gamut, force touch, active appearance) and `UITraitCollection.current`, as UIKit code reads
/// them: in a window, overridden for a subtree, heard by registrations, set as current while a
/// view draws and lays out.
@MainActor
@Suite struct AppearanceTraitTests {
    /// A view that notes `UITraitCollection.current` while it draws and lays out.
    final class Probe: UIView {
        var drawnWith: [UITraitCollection] = []
        var laidOutWith: [UITraitCollection] = []
        var levelChanges: [UIUserInterfaceLevel] = []

        override init(frame: CGRect) {
            super.init(frame: frame)
            registerForTraitChanges([UITraitUserInterfaceLevel.self, UITraitAccessibilityContrast.self]) {
                (self: Self, previous: UITraitCollection) in
                self.levelChanges.append(previous.userInterfaceLevel)
            }
        }
        required init?(coder: NSCoder) { nil }

        override func draw(_ rect: CGRect) {
            drawnWith.append(UITraitCollection.current)
            // An app may set it while drawing; the pass puts the one before back.
            UITraitCollection.current = UITraitCollection(userInterfaceStyle: .light)
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            laidOutWith.append(UITraitCollection.current)
        }
    }

    @Test func aWindowsViewsHaveThePanelsAppearanceTraits() {
        let host = TestHost(size: CGSize(width: 400, height: 300))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        let traits = view.traitCollection
        #expect(traits.legibilityWeight == .regular)
        #expect(traits.userInterfaceLevel == .base)
        #expect(traits.accessibilityContrast == .normal)
        #expect(traits.displayGamut == .SRGB)
        #expect(traits.forceTouchCapability == .unavailable)
        #expect(traits.activeAppearance == .active)
        // Outside a window, as in UIKit: unspecified.
        let loose = UIView().traitCollection
        #expect(loose.legibilityWeight == .unspecified && loose.forceTouchCapability == .unknown)
    }

    @Test func overridesFlowDownAndRegistrationsHearThem() {
        let host = TestHost(size: CGSize(width: 400, height: 300))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let probe = Probe(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        container.addSubview(probe)
        host.window.addSubview(container)
        container.traitOverrides.userInterfaceLevel = .elevated
        #expect(probe.traitCollection.userInterfaceLevel == .elevated)
        #expect(probe.levelChanges == [.base])
        container.traitOverrides.accessibilityContrast = .high
        #expect(probe.traitCollection.accessibilityContrast == .high)
        container.traitOverrides.legibilityWeight = .bold
        #expect(probe.levelChanges.count == 2, "legibility weight is not a registered trait")
        #expect(probe.traitCollection.legibilityWeight == .bold)
        container.traitOverrides.remove(UITraitUserInterfaceLevel.self)
        #expect(probe.traitCollection.userInterfaceLevel == .base)
    }

    @Test func collectionsBuildCombineAndCompareColourAppearance() {
        let built = UITraitCollection { traits in
            traits.legibilityWeight = .bold
            traits.userInterfaceLevel = .elevated
            traits.accessibilityContrast = .high
            traits.displayGamut = .P3
            traits.forceTouchCapability = .available
            traits.activeAppearance = .inactive
        }
        #expect(built.legibilityWeight == .bold && built.userInterfaceLevel == .elevated)
        #expect(built.accessibilityContrast == .high && built.displayGamut == .P3)
        #expect(built.forceTouchCapability == .available && built.activeAppearance == .inactive)
        #expect(built.containsTraits(in: UITraitCollection(displayGamut: .P3)))
        #expect(!built.containsTraits(in: UITraitCollection(displayGamut: .SRGB)))
        let combined = UITraitCollection(traitsFrom: [built, UITraitCollection(userInterfaceLevel: .base)])
        #expect(combined.userInterfaceLevel == .base && combined.legibilityWeight == .bold)

        let base = UITraitCollection(userInterfaceStyle: .dark)
        #expect(base.hasDifferentColorAppearance(comparedTo: base.modifyingTraits { $0.accessibilityContrast = .high }))
        #expect(
            base.hasDifferentColorAppearance(comparedTo: base.modifyingTraits { $0.userInterfaceLevel = .elevated }))
        #expect(!base.hasDifferentColorAppearance(comparedTo: base.modifyingTraits { $0.legibilityWeight = .bold }))
        #expect(
            !base.hasDifferentColorAppearance(comparedTo: base.modifyingTraits { $0.forceTouchCapability = .available })
        )
        #expect(UITraitAccessibilityContrast.affectsColorAppearance && !UITraitLegibilityWeight.affectsColorAppearance)
    }

    @Test func currentIsTheViewsWhileItDrawsAndLaysOutAndPerformAsCurrentRestores() throws {
        let host = TestHost(size: CGSize(width: 400, height: 300))
        let probe = Probe(frame: CGRect(x: 10, y: 10, width: 60, height: 40))
        probe.overrideUserInterfaceStyle = .dark
        probe.traitOverrides.userInterfaceLevel = .elevated
        host.window.addSubview(probe)
        host.advance(by: 0.05)
        let drawn = try #require(probe.drawnWith.last)
        #expect(drawn.userInterfaceStyle == .dark && drawn.userInterfaceLevel == .elevated)
        let laidOut = try #require(probe.laidOutWith.last)
        #expect(laidOut.userInterfaceStyle == .dark)
        #expect(UITraitCollection.current.userInterfaceStyle != .dark, "the pass put the current back")

        let outer = UITraitCollection(accessibilityContrast: .high)
        let inner = UITraitCollection(accessibilityContrast: .normal)
        struct Stop: Error {}
        outer.performAsCurrent {
            #expect(UITraitCollection.current.accessibilityContrast == .high)
            #expect(throws: Stop.self) {
                try inner.performAsCurrent {
                    #expect(UITraitCollection.current.accessibilityContrast == .normal)
                    UITraitCollection.current = UITraitCollection(displayGamut: .P3)
                    throw Stop()
                }
            }
            #expect(UITraitCollection.current === outer, "restored after a throw and a set inside")
        }
        #expect(UITraitCollection.current.accessibilityContrast != .high)
    }
}
