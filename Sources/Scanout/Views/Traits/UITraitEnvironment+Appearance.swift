/// The appearance traits beyond style and size: how heavy text is drawn, how far a surface is
/// raised, contrast, the display's colour range, pressure-sensitive touch, and whether the
/// window is the active one. As UIKit's. A window's values come from the accessibility settings
/// and the panel (`TraitValues.window`); views inherit them and `traitOverrides` can change them.

/// How heavy text is drawn: bold when the person turned Bold Text on.
public enum UILegibilityWeight: Int, Sendable {
    case unspecified = -1
    case regular = 0
    case bold = 1
}

/// How far a surface is raised: content under a presented sheet is `.base`, the sheet
/// `.elevated`, so that dark colours tell the two apart.
public enum UIUserInterfaceLevel: Int, Sendable {
    case unspecified = -1
    case base = 0
    case elevated = 1
}

/// Contrast: high when the person asked for darker system colours (Increase Contrast).
public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1
    case normal = 0
    case high = 1
}

/// The range of colours the display shows.
public enum UIDisplayGamut: Int, Sendable {
    case unspecified = -1
    case SRGB = 0
    case P3 = 1
}

/// Whether touches report pressure (3D Touch).
public enum UIForceTouchCapability: Int, Sendable {
    case unknown = 0
    case unavailable = 1
    case available = 2
}

/// Whether the interface is in the window a person is using.
public enum UIUserInterfaceActiveAppearance: Int, Sendable {
    case unspecified = -1
    case inactive = 0
    case active = 1
}

public enum UITraitLegibilityWeight: SystemTraitDefinition {
    public static let defaultValue = UILegibilityWeight.unspecified
    static var field: WritableKeyPath<TraitValues, UILegibilityWeight> { \.legibilityWeight }
}

public enum UITraitUserInterfaceLevel: SystemTraitDefinition {
    public static let defaultValue = UIUserInterfaceLevel.unspecified
    public static var affectsColorAppearance: Bool { true }
    static var field: WritableKeyPath<TraitValues, UIUserInterfaceLevel> { \.userInterfaceLevel }
}

public enum UITraitAccessibilityContrast: SystemTraitDefinition {
    public static let defaultValue = UIAccessibilityContrast.unspecified
    public static var affectsColorAppearance: Bool { true }
    static var field: WritableKeyPath<TraitValues, UIAccessibilityContrast> { \.accessibilityContrast }
}

public enum UITraitDisplayGamut: SystemTraitDefinition {
    public static let defaultValue = UIDisplayGamut.unspecified
    public static var affectsColorAppearance: Bool { true }
    static var field: WritableKeyPath<TraitValues, UIDisplayGamut> { \.displayGamut }
}

public enum UITraitForceTouchCapability: SystemTraitDefinition {
    public static let defaultValue = UIForceTouchCapability.unknown
    static var field: WritableKeyPath<TraitValues, UIForceTouchCapability> { \.forceTouchCapability }
}

public enum UITraitActiveAppearance: SystemTraitDefinition {
    public static let defaultValue = UIUserInterfaceActiveAppearance.unspecified
    public static var affectsColorAppearance: Bool { true }
    static var field: WritableKeyPath<TraitValues, UIUserInterfaceActiveAppearance> { \.activeAppearance }
}

extension UITraitCollection {
    public convenience init(legibilityWeight: UILegibilityWeight) {
        self.init(values: TraitValues(legibilityWeight: legibilityWeight))
    }

    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) {
        self.init(values: TraitValues(userInterfaceLevel: userInterfaceLevel))
    }

    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init(values: TraitValues(accessibilityContrast: accessibilityContrast))
    }

    public convenience init(displayGamut: UIDisplayGamut) {
        self.init(values: TraitValues(displayGamut: displayGamut))
    }

    public convenience init(forceTouchCapability: UIForceTouchCapability) {
        self.init(values: TraitValues(forceTouchCapability: forceTouchCapability))
    }

    public convenience init(activeAppearance: UIUserInterfaceActiveAppearance) {
        self.init(values: TraitValues(activeAppearance: activeAppearance))
    }

    public var legibilityWeight: UILegibilityWeight { values.legibilityWeight }
    public var userInterfaceLevel: UIUserInterfaceLevel { values.userInterfaceLevel }
    public var accessibilityContrast: UIAccessibilityContrast { values.accessibilityContrast }
    public var displayGamut: UIDisplayGamut { values.displayGamut }
    public var forceTouchCapability: UIForceTouchCapability { values.forceTouchCapability }
    public var activeAppearance: UIUserInterfaceActiveAppearance { values.activeAppearance }
}

extension UIMutableTraits {
    public var legibilityWeight: UILegibilityWeight {
        get { self[UITraitLegibilityWeight.self] }
        set { self[UITraitLegibilityWeight.self] = newValue }
    }
    public var userInterfaceLevel: UIUserInterfaceLevel {
        get { self[UITraitUserInterfaceLevel.self] }
        set { self[UITraitUserInterfaceLevel.self] = newValue }
    }
    public var accessibilityContrast: UIAccessibilityContrast {
        get { self[UITraitAccessibilityContrast.self] }
        set { self[UITraitAccessibilityContrast.self] = newValue }
    }
    public var displayGamut: UIDisplayGamut {
        get { self[UITraitDisplayGamut.self] }
        set { self[UITraitDisplayGamut.self] = newValue }
    }
    public var forceTouchCapability: UIForceTouchCapability {
        get { self[UITraitForceTouchCapability.self] }
        set { self[UITraitForceTouchCapability.self] = newValue }
    }
    public var activeAppearance: UIUserInterfaceActiveAppearance {
        get { self[UITraitActiveAppearance.self] }
        set { self[UITraitActiveAppearance.self] = newValue }
    }
}
