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

/// A trait of UIKit's own, kept in `TraitValues`' fields rather than among the app's traits.
protocol SystemTraitDefinition: UITraitDefinition {
    static func value(in values: TraitValues) -> Value
    static func set(_ value: Value, in values: inout TraitValues)
    /// Takes the trait back to unspecified (inherited) in a set of overrides.
    static func clear(in values: inout TraitValues)
}

public enum UITraitUserInterfaceStyle: SystemTraitDefinition {
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    public static var affectsColorAppearance: Bool { true }
    static func value(in values: TraitValues) -> UIUserInterfaceStyle { values.userInterfaceStyle }
    static func set(_ value: UIUserInterfaceStyle, in values: inout TraitValues) { values.userInterfaceStyle = value }
    static func clear(in values: inout TraitValues) { values.userInterfaceStyle = .unspecified }
}

public enum UITraitHorizontalSizeClass: SystemTraitDefinition {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    static func value(in values: TraitValues) -> UIUserInterfaceSizeClass { values.horizontalSizeClass }
    static func set(_ value: UIUserInterfaceSizeClass, in values: inout TraitValues) {
        values.horizontalSizeClass = value
    }
    static func clear(in values: inout TraitValues) { values.horizontalSizeClass = .unspecified }
}

public enum UITraitVerticalSizeClass: SystemTraitDefinition {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    static func value(in values: TraitValues) -> UIUserInterfaceSizeClass { values.verticalSizeClass }
    static func set(_ value: UIUserInterfaceSizeClass, in values: inout TraitValues) {
        values.verticalSizeClass = value
    }
    static func clear(in values: inout TraitValues) { values.verticalSizeClass = .unspecified }
}

public enum UITraitDisplayScale: SystemTraitDefinition {
    public static let defaultValue: CGFloat = 0
    static func value(in values: TraitValues) -> CGFloat { values.displayScale }
    static func set(_ value: CGFloat, in values: inout TraitValues) {
        // A scale that is not a positive number is no scale (unspecified), never a trap later.
        values.displayScale = value.isFinite && value > 0 ? min(value, 16) : 0
    }
    static func clear(in values: inout TraitValues) { values.displayScale = 0 }
}

public enum UITraitUserInterfaceIdiom: SystemTraitDefinition {
    public static let defaultValue = UIUserInterfaceIdiom.unspecified
    static func value(in values: TraitValues) -> UIUserInterfaceIdiom { values.userInterfaceIdiom }
    static func set(_ value: UIUserInterfaceIdiom, in values: inout TraitValues) { values.userInterfaceIdiom = value }
    static func clear(in values: inout TraitValues) { values.userInterfaceIdiom = .unspecified }
}

public enum UITraitLayoutDirection: SystemTraitDefinition {
    public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
    static func value(in values: TraitValues) -> UITraitEnvironmentLayoutDirection { values.layoutDirection }
    static func set(_ value: UITraitEnvironmentLayoutDirection, in values: inout TraitValues) {
        values.layoutDirection = value
    }
    static func clear(in values: inout TraitValues) { values.layoutDirection = .unspecified }
}

public enum UITraitPreferredContentSizeCategory: SystemTraitDefinition {
    public static let defaultValue = UIContentSizeCategory.unspecified
    static func value(in values: TraitValues) -> UIContentSizeCategory { values.preferredContentSizeCategory }
    static func set(_ value: UIContentSizeCategory, in values: inout TraitValues) {
        values.preferredContentSizeCategory = value
    }
    static func clear(in values: inout TraitValues) { values.preferredContentSizeCategory = .unspecified }
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
            var cleared = self
            SystemTraitAccess.clear(system, in: &cleared)
            return cleared != self
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
            var mine = TraitValues()
            var theirs = TraitValues()
            SystemTraitAccess.copy(system, from: self, to: &mine)
            SystemTraitAccess.copy(system, from: other, to: &theirs)
            return mine != theirs
        }
        return custom[ObjectIdentifier(trait)] != other.custom[ObjectIdentifier(trait)]
    }
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

    static func copy<Trait: SystemTraitDefinition>(
        _ trait: Trait.Type, from source: TraitValues, to target: inout TraitValues
    ) {
        trait.set(trait.value(in: source), in: &target)
    }
}
