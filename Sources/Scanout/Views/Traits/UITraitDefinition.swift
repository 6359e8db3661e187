// Traits as types (UIKit since iOS 17): each trait is a type conforming to `UITraitDefinition`,
// the system's (`UITraitUserInterfaceStyle`, `UITraitHorizontalSizeClass`, …) and an app's own.
// They name traits for `registerForTraitChanges(_:handler:)`, `traitOverrides`, the mutable
// traits of `UITraitCollection(mutations:)` and `traitCollection[MyTrait.self]`.

/// A trait: its value type, its value where nothing sets it, and its name. An app defines its
/// own traits the same way, and they flow down the hierarchy as the system's do:
///
/// ```swift
/// struct ThemeTrait: UITraitDefinition {
///     static let defaultValue = Theme.standard
/// }
/// window.traitOverrides[ThemeTrait.self] = .highContrast
/// label.traitCollection[ThemeTrait.self]            // .highContrast, inherited
/// ```
///
/// A trait whose value type is `Equatable` changes (and calls the handlers registered for it)
/// only when its value differs; values of other types count as changed whenever they are set.
public protocol UITraitDefinition {
    associatedtype Value = Self
    /// The trait's value where nothing sets it.
    static var defaultValue: Value { get }
    /// A unique name, reverse-DNS style; defaults to the type's name.
    static var identifier: String { get }
    /// A name for descriptions; defaults to the type's name.
    static var name: String { get }
    /// Whether dynamic colours depend on it (drawn again when it changes).
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    public static var identifier: String { String(reflecting: Self.self) }
    public static var name: String { String(describing: Self.self) }
    public static var affectsColorAppearance: Bool { false }
}

/// A trait, as the lists of `registerForTraitChanges(_:handler:)` name them.
public typealias UITrait = any UITraitDefinition.Type

/// A trait of UIKit's own, kept in one of `TraitValues`' fields: its default value there is
/// "unspecified" (inherited), so clearing an override sets the default back.
protocol SystemTraitDefinition: UITraitDefinition where Value: Equatable {
    static var field: WritableKeyPath<TraitValues, Value> { get }
    /// `value` as the field may hold it (a display scale that is not a positive number is none).
    static func usable(_ value: Value) -> Value
}

extension SystemTraitDefinition {
    static func usable(_ value: Value) -> Value { value }
    static func value(in values: TraitValues) -> Value { values[keyPath: field] }
    static func set(_ value: Value, in values: inout TraitValues) { values[keyPath: field] = usable(value) }
    static func clear(in values: inout TraitValues) { values[keyPath: field] = defaultValue }
}

public enum UITraitUserInterfaceStyle: SystemTraitDefinition {
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    public static var affectsColorAppearance: Bool { true }
    static var field: WritableKeyPath<TraitValues, UIUserInterfaceStyle> { \.userInterfaceStyle }
}

public enum UITraitHorizontalSizeClass: SystemTraitDefinition {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    static var field: WritableKeyPath<TraitValues, UIUserInterfaceSizeClass> { \.horizontalSizeClass }
}

public enum UITraitVerticalSizeClass: SystemTraitDefinition {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    static var field: WritableKeyPath<TraitValues, UIUserInterfaceSizeClass> { \.verticalSizeClass }
}

public enum UITraitDisplayScale: SystemTraitDefinition {
    public static let defaultValue: CGFloat = 0
    static var field: WritableKeyPath<TraitValues, CGFloat> { \.displayScale }
    /// A scale that is not a positive number is no scale (unspecified), never a trap later.
    static func usable(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? min(value, 16) : 0 }
}

public enum UITraitUserInterfaceIdiom: SystemTraitDefinition {
    public static let defaultValue = UIUserInterfaceIdiom.unspecified
    static var field: WritableKeyPath<TraitValues, UIUserInterfaceIdiom> { \.userInterfaceIdiom }
}

public enum UITraitLayoutDirection: SystemTraitDefinition {
    public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
    static var field: WritableKeyPath<TraitValues, UITraitEnvironmentLayoutDirection> { \.layoutDirection }
}

public enum UITraitPreferredContentSizeCategory: SystemTraitDefinition {
    public static let defaultValue = UIContentSizeCategory.unspecified
    static var field: WritableKeyPath<TraitValues, UIContentSizeCategory> { \.preferredContentSizeCategory }
}

/// An app's own trait value, kept with the system's in `TraitValues`: the value, and how to
/// tell it from another (by `==` when its type is `Equatable`).
struct CustomTraitValue: Equatable {
    let value: Any
    private let isEqual: (Any) -> Bool

    init<Value>(_ value: Value) {
        self.value = value
        if let equatable = value as? any Equatable {
            isEqual = { other in CustomTraitValue.equal(equatable, other) }
        } else {
            // Not comparable: any two values differ (a set counts as a change).
            isEqual = { _ in false }
        }
    }

    static func == (lhs: CustomTraitValue, rhs: CustomTraitValue) -> Bool {
        lhs.isEqual(rhs.value)
    }

    private static func equal<Value: Equatable>(_ value: Value, _ other: Any) -> Bool {
        guard let other = other as? Value else { return false }
        return value == other
    }
}

extension TraitValues {
    /// The value of `trait` here: a system trait's field, an app's trait's stored value, else
    /// the trait's default.
    func value<Trait: UITraitDefinition>(of trait: Trait.Type) -> Trait.Value {
        if let system = trait as? any SystemTraitDefinition.Type {
            return SystemTraitAccess.value(system, in: self) as? Trait.Value ?? trait.defaultValue
        }
        return custom[ObjectIdentifier(trait)]?.value as? Trait.Value ?? trait.defaultValue
    }

    /// Sets `trait` to `value` (for overrides: specifies it).
    mutating func set<Trait: UITraitDefinition>(_ value: Trait.Value, for trait: Trait.Type) {
        if let system = trait as? any SystemTraitDefinition.Type {
            SystemTraitAccess.set(value, system, in: &self)
        } else {
            custom[ObjectIdentifier(trait)] = CustomTraitValue(value)
        }
    }

    /// Whether `trait` is specified here (for overrides).
    func specifies(_ trait: UITrait) -> Bool {
        if let system = trait as? any SystemTraitDefinition.Type {
            return SystemTraitAccess.isSpecified(system, in: self)
        }
        return custom[ObjectIdentifier(trait)] != nil
    }

    /// Takes `trait` back to unspecified.
    mutating func remove(_ trait: UITrait) {
        if let system = trait as? any SystemTraitDefinition.Type {
            SystemTraitAccess.clear(system, in: &self)
        } else {
            custom[ObjectIdentifier(trait)] = nil
        }
    }

    /// Whether `trait` has different values here and in `other`.
    func differs(from other: TraitValues, in trait: UITrait) -> Bool {
        if let system = trait as? any SystemTraitDefinition.Type {
            return SystemTraitAccess.differs(system, self, other)
        }
        return custom[ObjectIdentifier(trait)] != other.custom[ObjectIdentifier(trait)]
    }
}

extension TraitValues {
    /// Every trait kept in one of the fields, in the fields' order. A constant of metatypes, read
    /// from any thread (trait collections are `Sendable`); the compiler cannot see that the
    /// protocol's metatypes are safe to share, hence `nonisolated(unsafe)`.
    nonisolated(unsafe) static let systemTraits: [any SystemTraitDefinition.Type] = [
        UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self, UITraitDisplayScale.self,
        UITraitUserInterfaceIdiom.self, UITraitUserInterfaceStyle.self, UITraitLayoutDirection.self,
        UITraitPreferredContentSizeCategory.self, UITraitLegibilityWeight.self, UITraitUserInterfaceLevel.self,
        UITraitAccessibilityContrast.self, UITraitDisplayGamut.self, UITraitForceTouchCapability.self,
        UITraitActiveAppearance.self,
    ]
}

/// Generic entry points for system traits named by existential metatypes.
enum SystemTraitAccess {
    static func value<Trait: SystemTraitDefinition>(_ trait: Trait.Type, in values: TraitValues) -> Any {
        trait.value(in: values)
    }

    static func set<Trait: SystemTraitDefinition>(_ value: Any, _ trait: Trait.Type, in values: inout TraitValues) {
        guard let value = value as? Trait.Value else { return }
        trait.set(value, in: &values)
    }

    static func clear<Trait: SystemTraitDefinition>(_ trait: Trait.Type, in values: inout TraitValues) {
        trait.clear(in: &values)
    }

    static func isSpecified<Trait: SystemTraitDefinition>(_ trait: Trait.Type, in values: TraitValues) -> Bool {
        trait.value(in: values) != trait.defaultValue
    }

    static func differs<Trait: SystemTraitDefinition>(_ trait: Trait.Type, _ one: TraitValues, _ other: TraitValues)
        -> Bool
    {
        trait.value(in: one) != trait.value(in: other)
    }
}
