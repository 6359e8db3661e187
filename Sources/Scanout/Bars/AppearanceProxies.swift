/// Appearance proxies: `UINavigationBar.appearance()` and `UITabBar.appearance()`, whose
/// properties, once set, style every bar of the class.
///
/// ```swift
/// UINavigationBar.appearance().tintColor = .systemGreen
/// ```
///
/// Behaves as UIKit's `UIAppearance` for the bars: a value set on a class's proxy is given to each
/// bar of that class (and its subclasses) when it enters a window, unless the bar set that property
/// itself; a subclass's proxy wins over its superclass's, and a later value over an earlier one. A
/// bar already in a window keeps its look until it enters one again, as in UIKit. The properties:
/// a navigation bar's `tintColor`, `barTintColor`, `barStyle`, `isTranslucent`,
/// `titleTextAttributes`, `backgroundColor`, `shadowImage` and its four appearance objects
/// (`standardAppearance`, …; each bar gets its own copy); a tab bar's `tintColor`, `barTintColor`,
/// `unselectedItemTintColor`, `isTranslucent`, `backgroundColor` and `standardAppearance`. Differences: other properties
/// set on a proxy change only the proxy; `UITabBar.appearance()` is typed `UITabBar` (a subclass's
/// proxy styles that subclass's bars, but reaches only `UITabBar`'s properties), because
/// `UITabBar.init(frame:)` is not `required`. Main actor.
@preconcurrency @MainActor
enum AppearanceProxies {
    /// What a bar knows of its appearance: the properties the app set on it.
    struct State {
        /// The properties set on the bar itself, which its classes' proxies leave alone.
        var setByTheApp: Set<AnyKeyPath> = []
        var isApplying = false
    }

    /// Each class's proxy, and the class each proxy stands for.
    private static var proxies: [ObjectIdentifier: UIView] = [:]
    private static var classOfProxy: [ObjectIdentifier: ObjectIdentifier] = [:]
    /// The values set on each class's proxy, one per property, in the order last set.
    private static var values: [ObjectIdentifier: [(property: AnyKeyPath, apply: (UIView) -> Void)]] = [:]

    /// The proxy of `barClass`, made by `make` the first time.
    static func proxy<Bar: UIView>(of barClass: AnyClass, make: () -> Bar) -> Bar {
        let key = ObjectIdentifier(barClass)
        if let proxy = proxies[key] as? Bar { return proxy }
        let proxy = make()
        proxies[key] = proxy
        classOfProxy[ObjectIdentifier(proxy)] = key
        return proxy
    }

    /// After `property` of `bar` was set: recorded when `bar` is a proxy, else remembered as the
    /// app's own choice (unless a proxy's value is being applied).
    static func propertyDidChange<Bar: AppearanceStyled, Value>(
        _ property: ReferenceWritableKeyPath<Bar, Value>, of bar: Bar
    ) {
        if let barClass = classOfProxy[ObjectIdentifier(bar)] {
            let value = bar[keyPath: property]
            var list = values[barClass, default: []]
            list.removeAll { $0.property == property }
            list.append((property, { view in (view as? Bar)?[keyPath: property] = value }))
            values[barClass] = list
        } else if !bar.appearanceState.isApplying {
            bar.appearanceState.setByTheApp.insert(property)
        }
    }

    /// Forgets every proxy and its values (tests).
    static func removeAll() {
        proxies = [:]
        classOfProxy = [:]
        values = [:]
    }

    /// Gives `bar` its classes' proxies' values (superclasses first), except what the app set on it.
    static func apply(to bar: some AppearanceStyled) {
        guard !values.isEmpty, classOfProxy[ObjectIdentifier(bar)] == nil else { return }
        var chain: [ObjectIdentifier] = []
        var current: AnyClass? = type(of: bar)
        while let barClass = current {
            chain.append(ObjectIdentifier(barClass))
            current = _getSuperclass(barClass)
        }
        let setByTheApp = bar.appearanceState.setByTheApp
        bar.appearanceState.isApplying = true
        for key in chain.reversed() {
            for entry in values[key] ?? [] where !setByTheApp.contains(entry.property) { entry.apply(bar) }
        }
        bar.appearanceState.isApplying = false
    }
}

/// A view its class's appearance proxy styles (see `AppearanceProxies`).
@preconcurrency @MainActor
protocol AppearanceStyled: UIView {
    var appearanceState: AppearanceProxies.State { get set }
}
