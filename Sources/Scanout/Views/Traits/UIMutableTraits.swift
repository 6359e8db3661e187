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
    subscript<Trait: UITraitDefinition>(_ trait: Trait.Type) -> Trait.Value { get set }
}

/// Trait values being set, over a starting collection.
struct MutableTraitValues: UIMutableTraits {
    var values: TraitValues

    var userInterfaceStyle: UIUserInterfaceStyle {
        get { values.userInterfaceStyle }
        set { values.userInterfaceStyle = newValue }
    }
    var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { values.horizontalSizeClass }
        set { values.horizontalSizeClass = newValue }
    }
    var verticalSizeClass: UIUserInterfaceSizeClass {
        get { values.verticalSizeClass }
        set { values.verticalSizeClass = newValue }
    }
    var displayScale: CGFloat {
        get { values.displayScale }
        set { values.set(newValue, for: UITraitDisplayScale.self) }
    }
    var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { values.userInterfaceIdiom }
        set { values.userInterfaceIdiom = newValue }
    }
    var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { values.layoutDirection }
        set { values.layoutDirection = newValue }
    }
    var preferredContentSizeCategory: UIContentSizeCategory {
        get { values.preferredContentSizeCategory }
        set { values.preferredContentSizeCategory = newValue }
    }
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
    var storage = MutableTraitValues(values: TraitValues())

    /// Whether `trait` is overridden.
    public func contains(_ trait: UITrait) -> Bool {
        storage.values.specifies(trait)
    }

    /// Stops overriding `trait`: it is inherited again.
    public mutating func remove(_ trait: UITrait) {
        storage.values.remove(trait)
    }

    /// Whether nothing is overridden.
    public var isEmpty: Bool { storage.values == TraitValues() }

    var values: TraitValues { storage.values }

    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { storage.userInterfaceStyle }
        set { storage.userInterfaceStyle = newValue }
    }
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { storage.horizontalSizeClass }
        set { storage.horizontalSizeClass = newValue }
    }
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { storage.verticalSizeClass }
        set { storage.verticalSizeClass = newValue }
    }
    public var displayScale: CGFloat {
        get { storage.displayScale }
        set { storage.displayScale = newValue }
    }
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { storage.userInterfaceIdiom }
        set { storage.userInterfaceIdiom = newValue }
    }
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { storage.layoutDirection }
        set { storage.layoutDirection = newValue }
    }
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { storage.preferredContentSizeCategory }
        set { storage.preferredContentSizeCategory = newValue }
    }
    public subscript<Trait: UITraitDefinition>(_ trait: Trait.Type) -> Trait.Value {
        get { storage[trait] }
        set { storage[trait] = newValue }
    }
}
