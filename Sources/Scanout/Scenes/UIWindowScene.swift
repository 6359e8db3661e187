/// A scene that shows windows on a screen: what a scene-based app's windows belong to.
///
/// Behaves as UIKit's `UIWindowScene`. Its windows are those made with `UIWindow(windowScene:)`
/// or given it through `windowScene`; a window made with `UIWindow(frame:)` in a scene-based app
/// joins the scene when it is made key and visible (UIKit would not show it at all). Main actor.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The screen the scene shows on.
    public var screen: UIScreen { application?.screen ?? UIScreen(bounds: .zero, scale: 1) }

    /// The scene's windows, back to front.
    public var windows: [UIWindow] {
        (application?.windows ?? []).selecting { $0.windowScene === self }
    }

    /// The scene's key window.
    public var keyWindow: UIWindow? {
        guard let key = application?.keyWindow, key.windowScene === self else { return nil }
        return key
    }

    /// The traits of a window filling the scene's screen.
    public var traitCollection: UITraitCollection { screen.traitCollection }

    /// The orientation of the interface: from the screen's shape, as the board mounts the panel.
    public var interfaceOrientation: UIInterfaceOrientation {
        screen.bounds.width >= screen.bounds.height ? .landscapeRight : .portrait
    }

    /// Size limits a desktop would honour; none on a device.
    public var sizeRestrictions: UISceneSizeRestrictions? { nil }

    /// The traits the scene sets for all its windows and what they show (see
    /// `UITraitOverrides`): `windowScene.traitOverrides.userInterfaceStyle = .dark`.
    public var traitOverrides: UITraitOverrides {
        get { storedTraitOverrides ?? UITraitOverrides() }
        set {
            let before = storedTraitOverrides?.values ?? TraitValues()
            storedTraitOverrides = newValue.isEmpty ? nil : newValue
            if newValue.values != before { for window in windows { window.refreshTraits() } }
        }
    }
    /// What `traitOverrides` sets; nil when nothing.
    var storedTraitOverrides: UITraitOverrides?
}

/// The limits of a scene's size on systems with resizable windows; Scanout's scenes fill their
/// screen, so no scene has one.
@preconcurrency @MainActor
public final class UISceneSizeRestrictions {
    public var minimumSize: CGSize = .zero
    public var maximumSize: CGSize = .zero
}
