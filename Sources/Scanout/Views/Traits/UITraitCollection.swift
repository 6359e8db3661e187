import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// The traits of an interface environment: size classes, screen scale, idiom, appearance, layout
/// direction and text size. Immutable; views and controllers hand out the collection in effect
/// for them (`view.traitCollection`).
///
/// Behaves as UIKit's `UITraitCollection`. A collection made from one trait leaves the others
/// unspecified; `init(traitsFrom:)` combines collections, later ones winning for each trait they
/// specify; `containsTraits(in:)` asks whether every specified trait of another matches.
///
/// Scanout derives a window's traits from its size, as UIKit does for an iPad window: horizontally
/// regular from `UITraitCollection.regularWidthThreshold` (700 points) wide, vertically regular
/// from `regularHeightThreshold` (500 points) tall, compact below; the idiom is `.pad` when the
/// screen's shorter side is at least 600 points, else `.phone`.
///
/// `Sendable` and usable on any thread, as UIKit's: a dynamic colour's provider
/// (`UIColor(dynamicProvider:)`) is handed one and may run wherever the colour is resolved. The
/// values of an app's own traits are kept as they were set; an app that stores a class instance
/// as a trait's value shares it with every thread the collection reaches, as in UIKit.
public final class UITraitCollection: Equatable, CustomStringConvertible, @unchecked Sendable {
    /// Windows at least this wide (points) are horizontally regular.
    public nonisolated static let regularWidthThreshold: CGFloat = 700
    /// Windows at least this tall (points) are vertically regular.
    public nonisolated static let regularHeightThreshold: CGFloat = 500

    let values: TraitValues

    init(values: TraitValues) {
        self.values = values
    }

    /// A collection with every trait unspecified.
    public convenience init() {
        self.init(values: TraitValues())
    }

    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(values: TraitValues(horizontalSizeClass: horizontalSizeClass))
    }

    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(values: TraitValues(verticalSizeClass: verticalSizeClass))
    }

    public convenience init(displayScale: CGFloat) {
        self.init(values: TraitValues(displayScale: displayScale))
    }

    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(values: TraitValues(userInterfaceIdiom: userInterfaceIdiom))
    }

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(values: TraitValues(userInterfaceStyle: userInterfaceStyle))
    }

    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(values: TraitValues(layoutDirection: layoutDirection))
    }

    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(values: TraitValues(preferredContentSizeCategory: preferredContentSizeCategory))
    }

    /// The traits of `collections` together: for each trait, the last collection that specifies it.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        var values = TraitValues()
        for collection in collections { values.override(with: collection.values) }
        self.init(values: values)
    }

    public var horizontalSizeClass: UIUserInterfaceSizeClass { values.horizontalSizeClass }
    public var verticalSizeClass: UIUserInterfaceSizeClass { values.verticalSizeClass }
    /// Pixels per point; 0 when unspecified.
    public var displayScale: CGFloat { values.displayScale }
    public var userInterfaceIdiom: UIUserInterfaceIdiom { values.userInterfaceIdiom }
    public var userInterfaceStyle: UIUserInterfaceStyle { values.userInterfaceStyle }
    public var layoutDirection: UITraitEnvironmentLayoutDirection { values.layoutDirection }
    public var preferredContentSizeCategory: UIContentSizeCategory { values.preferredContentSizeCategory }

    /// The value of `trait` here — a system trait or an app's own — or the trait's default where
    /// nothing set it: `traitCollection[ThemeTrait.self]`.
    public subscript<Trait: UITraitDefinition>(_ trait: Trait.Type) -> Trait.Value {
        values.value(of: trait)
    }

    /// A collection with the traits `mutations` sets, the others unspecified.
    @MainActor
    public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
        var traits: any UIMutableTraits = MutableTraitValues(values: TraitValues())
        mutations(&traits)
        self.init(values: (traits as? MutableTraitValues)?.values ?? TraitValues())
    }

    /// This collection with the changes `mutations` makes.
    @MainActor
    public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
        var traits: any UIMutableTraits = MutableTraitValues(values: values)
        mutations(&traits)
        return UITraitCollection(values: (traits as? MutableTraitValues)?.values ?? values)
    }

    /// A collection of one trait of the app's own.
    public convenience init<Trait: UITraitDefinition>(_ trait: Trait.Type, value: Trait.Value) {
        var values = TraitValues()
        values.set(value, for: trait)
        self.init(values: values)
    }

    /// Whether every trait `other` specifies has the same value here.
    public func containsTraits(in other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        var merged = values
        merged.override(with: other.values)
        return merged == values
    }

    /// Whether colours that adapt to the appearance would look different in `other`: a trait
    /// that `affectsColorAppearance` (style, contrast, level, gamut, active appearance) differs.
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        let theirs = other?.values ?? TraitValues()
        return TraitValues.systemTraits.contains { $0.affectsColorAppearance && values.differs(from: theirs, in: $0) }
    }

    /// The collection of the environment being drawn or laid out: while a view draws
    /// (`draw(_:)`) or lays out (`layoutSubviews()`), that view's; inside `performAsCurrent(_:)`,
    /// that collection; else what was set, or (on the main queue) the running application's key
    /// window's traits (see `ApplicationContext`), empty ones with none. Setting it lasts until
    /// the next draw or layout pass sets its own, as in UIKit.
    ///
    /// As in UIKit, each thread has its own: the main queue's (whichever thread runs it), and a
    /// background thread's, empty until that thread sets one.
    public static var current: UITraitCollection {
        get {
            if let explicit = explicitCurrent { return explicit }
            guard isOnMainQueue else { return UITraitCollection() }
            return MainActor.assumeIsolated {
                ApplicationContext.active.application?.keyWindow?.traitCollection ?? UITraitCollection()
            }
        }
        set { explicitCurrent = newValue }
    }

    /// Runs `actions` with this collection as `UITraitCollection.current`, then puts back the one
    /// before (also when `actions` sets another).
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let previous = UITraitCollection.explicitCurrent
        UITraitCollection.explicitCurrent = self
        defer { UITraitCollection.explicitCurrent = previous }
        try actions()
    }

    /// The collection set as current (by a draw or layout pass, `performAsCurrent`, or the app):
    /// the main queue's, or the calling thread's own elsewhere.
    static var explicitCurrent: UITraitCollection? {
        get { isOnMainQueue ? mainQueueCurrent.withLock { $0 } : OtherThreadCurrent.value }
        set {
            if isOnMainQueue {
                mainQueueCurrent.withLock { $0 = newValue }
            } else {
                OtherThreadCurrent.value = newValue
            }
        }
    }

    /// The main queue's: one value, whichever thread runs the queue (after `dispatchMain()` a
    /// worker thread does), so what a main-actor job sets lasts into the next job. Locked only
    /// because the compiler cannot see that only the main queue touches it.
    private static let mainQueueCurrent = Mutex<UITraitCollection?>(nil)

    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.values == rhs.values
    }

    public var description: String {
        "<UITraitCollection: \(objectAddress(self)); \(values)>"
    }
}

/// `UITraitCollection.current` as set on a thread other than the main queue's: one per thread,
/// as in UIKit, so a background thread's `performAsCurrent` never changes what the main actor
/// draws with. Each thread's collection is released when the thread ends.
private enum OtherThreadCurrent {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            if let pointer { Unmanaged<UITraitCollection>.fromOpaque(pointer).release() }
        }
        return key
    }()

    static var value: UITraitCollection? {
        get {
            guard let pointer = pthread_getspecific(key) else { return nil }
            return Unmanaged<UITraitCollection>.fromOpaque(pointer).takeUnretainedValue()
        }
        set {
            let old = pthread_getspecific(key)
            pthread_setspecific(key, newValue.map { Unmanaged.passRetained($0).toOpaque() })
            if let old { Unmanaged<UITraitCollection>.fromOpaque(old).release() }
        }
    }
}

/// The trait values, as a value: what views cache to tell whether their traits changed.
struct TraitValues: Equatable, CustomStringConvertible {
    var horizontalSizeClass = UIUserInterfaceSizeClass.unspecified
    var verticalSizeClass = UIUserInterfaceSizeClass.unspecified
    var displayScale: CGFloat = 0
    var userInterfaceIdiom = UIUserInterfaceIdiom.unspecified
    var userInterfaceStyle = UIUserInterfaceStyle.unspecified
    var layoutDirection = UITraitEnvironmentLayoutDirection.unspecified
    var preferredContentSizeCategory = UIContentSizeCategory.unspecified
    var legibilityWeight = UILegibilityWeight.unspecified
    var userInterfaceLevel = UIUserInterfaceLevel.unspecified
    var accessibilityContrast = UIAccessibilityContrast.unspecified
    var displayGamut = UIDisplayGamut.unspecified
    var forceTouchCapability = UIForceTouchCapability.unknown
    var activeAppearance = UIUserInterfaceActiveAppearance.unspecified
    /// The app's own traits (`UITraitDefinition`) set here, by trait type.
    var custom: [ObjectIdentifier: CustomTraitValue] = [:]

    /// Takes every trait `other` specifies.
    mutating func override(with other: TraitValues) {
        if !other.custom.isEmpty { custom.merge(other.custom) { _, theirs in theirs } }
        if other.horizontalSizeClass != .unspecified { horizontalSizeClass = other.horizontalSizeClass }
        if other.verticalSizeClass != .unspecified { verticalSizeClass = other.verticalSizeClass }
        if other.displayScale != 0 { displayScale = other.displayScale }
        if other.userInterfaceIdiom != .unspecified { userInterfaceIdiom = other.userInterfaceIdiom }
        if other.userInterfaceStyle != .unspecified { userInterfaceStyle = other.userInterfaceStyle }
        if other.layoutDirection != .unspecified { layoutDirection = other.layoutDirection }
        if other.preferredContentSizeCategory != .unspecified {
            preferredContentSizeCategory = other.preferredContentSizeCategory
        }
        if other.legibilityWeight != .unspecified { legibilityWeight = other.legibilityWeight }
        if other.userInterfaceLevel != .unspecified { userInterfaceLevel = other.userInterfaceLevel }
        if other.accessibilityContrast != .unspecified { accessibilityContrast = other.accessibilityContrast }
        if other.displayGamut != .unspecified { displayGamut = other.displayGamut }
        if other.forceTouchCapability != .unknown { forceTouchCapability = other.forceTouchCapability }
        if other.activeAppearance != .unspecified { activeAppearance = other.activeAppearance }
    }

    /// A window's traits: size classes from its size, the rest from its screen and application.
    @MainActor
    static func window(size: CGSize, screen: UIScreen?, application: UIApplication?) -> TraitValues {
        var values = TraitValues()
        values.horizontalSizeClass = size.width >= UITraitCollection.regularWidthThreshold ? .regular : .compact
        values.verticalSizeClass = size.height >= UITraitCollection.regularHeightThreshold ? .regular : .compact
        values.displayScale = screen?.scale ?? 1
        let screenSize = screen?.bounds.size ?? size
        values.userInterfaceIdiom = UIUserInterfaceIdiom(screenSize: screenSize)
        values.userInterfaceStyle = application?.userInterfaceStyle ?? .light
        values.layoutDirection = application?.userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        values.preferredContentSizeCategory = .large
        values.legibilityWeight = UIAccessibility.isBoldTextEnabled ? .bold : .regular
        values.userInterfaceLevel = .base
        values.accessibilityContrast = UIAccessibility.isDarkerSystemColorsEnabled ? .high : .normal
        // Panels are sRGB; none reports pressure.
        values.displayGamut = .SRGB
        values.forceTouchCapability = .unavailable
        values.activeAppearance = .active
        return values
    }

    var description: String {
        "horizontal = \(horizontalSizeClass); vertical = \(verticalSizeClass); scale = \(formatCoordinate(displayScale)); "
            + "idiom = \(userInterfaceIdiom); style = \(userInterfaceStyle); direction = \(layoutDirection)"
    }
}
