// Trait collections of views: worked out from the window down, kept up to date by the things that
// change them, and announced with `traitCollectionDidChange(_:)`.
//
// A window's traits come from its size, screen and application (see `TraitValues.window`). A
// view inherits its superview's; a controller's root view also takes the overrides its parent
// set for it (`setOverrideTraitCollection(_:forChild:)`) and the controller's
// `overrideUserInterfaceStyle`; any view takes its own `overrideUserInterfaceStyle`.
//
// Each view in a window remembers the values it last announced. Whatever can change them — the
// view joining a window or a new superview, a window resizing, an override, the application's
// layout direction — walks the affected subtree once, top down, comparing and announcing: a
// controller hears before its root view, a view before its subviews, as in UIKit. A view's first
// announcement (when it first joins a window) has the unspecified collection as the previous one.

extension UIView: UITraitEnvironment {
    /// The traits in effect for the view: its window's, with the overrides on the way down.
    public var traitCollection: UITraitCollection {
        UITraitCollection(values: currentTraitValues())
    }

    /// The trait values of this view, worked out from its ancestors now (a view in a window
    /// could read its remembered values; one outside a window has none).
    func currentTraitValues() -> TraitValues {
        // Up to the nearest view whose remembered values are current (one in a window), or the
        // top; then back down applying each view's overrides. A loop, for deep trees.
        var chain: [UIView] = []
        var view: UIView? = self
        var values: TraitValues?
        while let current = view {
            if current.window != nil, let remembered = current.rememberedTraits {
                values = remembered
                break
            }
            chain.append(current)
            view = current.superview
        }
        for current in chain.reversed() { values = current.traitValues(inheriting: values) }
        return values ?? TraitValues()
    }

    /// The view's values given its superview's (nil at the top of a tree).
    private func traitValues(inheriting inherited: TraitValues?) -> TraitValues {
        var values: TraitValues
        if let inherited {
            values = inherited
        } else if let window = self as? UIWindow {
            values = .window(size: bounds.size, screen: window.screen, application: window.application)
            if let overrides = window.windowScene?.storedTraitOverrides { values.override(with: overrides.values) }
        } else {
            values = TraitValues()
        }
        if let controller = owningViewController {
            if let parent = controller.parent, let override = parent.overrideTraitCollection(forChild: controller) {
                values.override(with: override.values)
            }
            if controller.overrideUserInterfaceStyle != .unspecified {
                values.userInterfaceStyle = controller.overrideUserInterfaceStyle
            }
            if let overrides = controller.storedTraitOverrides { values.override(with: overrides.values) }
        }
        if overrideUserInterfaceStyle != .unspecified { values.userInterfaceStyle = overrideUserInterfaceStyle }
        if let overrides = storedTraitOverrides { values.override(with: overrides.values) }
        if storedExtras != nil {
            values.preferredContentSizeCategory = limitedContentSizeCategory(values.preferredContentSizeCategory)
        }
        return values
    }

    /// Brings the remembered traits of this view and its subtree up to date, announcing changes.
    /// Only views in a window take part.
    func refreshTraits() {
        guard window != nil else { return }
        let inherited: TraitValues? = superview.map { $0.rememberedTraits ?? $0.currentTraitValues() }
        propagateTraits(inheriting: inherited)
    }

    /// Top down, a view before its subviews, without recursion: trees can be deeper than a
    /// secondary thread's stack allows.
    private func propagateTraits(inheriting inherited: TraitValues?) {
        var pending: [(view: UIView, inherited: TraitValues?)] = [(self, inherited)]
        var redraws = false
        defer {
            // Dynamic colours resolve differently: what changed is drawn again, as UIKit redraws
            // views for a new appearance. One damage report for the subtree, not one per view
            // (each is a walk to the window: a deep tree would cost its depth squared).
            if redraws { damageExtent() }
        }
        while let (view, inherited) = pending.popLast() {
            let values = view.traitValues(inheriting: inherited)
            if values != view.rememberedTraits {
                let previous = UITraitCollection(values: view.rememberedTraits ?? TraitValues())
                if view.rememberedTraits != nil {
                    view.backingStore?.invalidateAll()
                    view.groupStore?.invalidateAll()
                    redraws = true
                }
                // A new direction (the app's language changed) lays out again whatever places
                // its parts by it — segments, stepper halves, bar items — however deep.
                if view.rememberedTraits != nil, values.layoutDirection != previous.layoutDirection {
                    view.setNeedsLayout()
                }
                let before = view.rememberedTraits
                view.rememberedTraits = values
                view.owningViewController?.traitCollectionDidChange(previous)
                view.traitCollectionDidChange(previous)
                // Registrations hear of changes, not of the first traits (joining a window).
                if let before {
                    view.owningViewController?.notifyTraitChangeRegistrations(previous: before, current: values)
                    view.notifyTraitChangeRegistrations(previous: before, current: values)
                }
            }
            for subview in view.subviews.reversed() { pending.append((subview, values)) }
        }
    }
}

extension UIViewController: UITraitEnvironment {
    /// The traits of the controller's view; before the view loads, its parent's, or those of
    /// the application's key window.
    public var traitCollection: UITraitCollection {
        if let view = viewIfLoaded { return view.traitCollection }
        if let parent { return parent.traitCollection }
        return UITraitCollection.current
    }
}

extension UIScreen: UITraitEnvironment {
    /// The traits of a window filling the screen.
    public var traitCollection: UITraitCollection {
        UITraitCollection(values: .window(size: bounds.size, screen: self, application: application))
    }

    /// Screens are not told of changes in Scanout; the method exists for the protocol.
    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}
