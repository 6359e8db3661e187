/// Traits that can be set: what `UITraitCollection(mutations:)` and `modifyingTraits(_:)` hand
/// their closure, and what `traitOverrides` is. The system's traits as properties, any trait
/// (an app's own too) by subscript. As UIKit's; main actor.
@preconcurrency @MainActor
public protocol UIMutableTraits {
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    var displayScale: CGFloat { get set }
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    var legibilityWeight: UILegibilityWeight { get set }
    var userInterfaceLevel: UIUserInterfaceLevel { get set }
    var accessibilityContrast: UIAccessibilityContrast { get set }
    var displayGamut: UIDisplayGamut { get set }
    var forceTouchCapability: UIForceTouchCapability { get set }
    var activeAppearance: UIUserInterfaceActiveAppearance { get set }
    subscript<Trait: UITraitDefinition>(_ trait: Trait.Type) -> Trait.Value { get set }
}

extension UIMutableTraits {
    // The system traits by name, each through the subscript of its trait type: a conforming type
    // only implements the subscript.
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { self[UITraitUserInterfaceStyle.self] }
        set { self[UITraitUserInterfaceStyle.self] = newValue }
    }
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { self[UITraitHorizontalSizeClass.self] }
        set { self[UITraitHorizontalSizeClass.self] = newValue }
    }
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { self[UITraitVerticalSizeClass.self] }
        set { self[UITraitVerticalSizeClass.self] = newValue }
    }
    public var displayScale: CGFloat {
        get { self[UITraitDisplayScale.self] }
        set { self[UITraitDisplayScale.self] = newValue }
    }
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { self[UITraitUserInterfaceIdiom.self] }
        set { self[UITraitUserInterfaceIdiom.self] = newValue }
    }
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { self[UITraitLayoutDirection.self] }
        set { self[UITraitLayoutDirection.self] = newValue }
    }
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { self[UITraitPreferredContentSizeCategory.self] }
        set { self[UITraitPreferredContentSizeCategory.self] = newValue }
    }
}

/// Trait values being set, over a starting collection.
struct MutableTraitValues: UIMutableTraits {
    var values: TraitValues

    subscript<Trait: UITraitDefinition>(_ trait: Trait.Type) -> Trait.Value {
        get { values.value(of: trait) }
        set { values.set(newValue, for: trait) }
    }
}

/// The traits a view, a view controller or a window scene sets for itself and everything below
/// it, over what it inherits (iOS 17's replacement for `setOverrideTraitCollection`):
///
/// ```swift
/// view.traitOverrides.userInterfaceStyle = .dark
/// viewController.traitOverrides[ThemeTrait.self] = .highContrast
/// view.traitOverrides.remove(UITraitUserInterfaceStyle.self)
/// ```
///
/// Setting one announces the change below at once (`traitCollectionDidChange(_:)` and the
/// handlers registered for it). Main actor.
@preconcurrency @MainActor
public struct UITraitOverrides: UIMutableTraits {
    /// The overridden traits; the others unspecified.
    private(set) var values = TraitValues()

    /// Whether `trait` is overridden.
    public func contains(_ trait: UITrait) -> Bool {
        values.specifies(trait)
    }

    /// Stops overriding `trait`: it is inherited again.
    public mutating func remove(_ trait: UITrait) {
        values.remove(trait)
    }

    /// Whether nothing is overridden.
    public var isEmpty: Bool { values == TraitValues() }

    public subscript<Trait: UITraitDefinition>(_ trait: Trait.Type) -> Trait.Value {
        get { values.value(of: trait) }
        set { values.set(newValue, for: trait) }
    }
}
