import FoundationEssentials

/// The defaults behind `UIView`'s accessibility members (declared in the class so apps can
/// override them): what each kind of view says of itself unless the app says otherwise.
///
/// A view kind that describes itself differently from a plain view conforms to
/// `AccessibilityDescribing` (see ControlAccessibility.swift); the view asks it through the
/// protocol, so the defaults of every control sit in one place and no control's class needs an
/// override for them.
extension UIView {
    /// The view's settings, made on first write.
    var accessibilityStore: AccessibilityStorage {
        if let accessibilityStorage { return accessibilityStorage }
        let made = AccessibilityStorage()
        accessibilityStorage = made
        return made
    }

    /// The label the app set, if any (subclasses that compute a default use it).
    var storedAccessibilityLabel: String? {
        get { accessibilityStorage?.label }
        set { accessibilityStore.label = newValue }
    }

    private var describing: AccessibilityDescribing? { self as? AccessibilityDescribing }

    var defaultAccessibilityLabel: String? { describing?.accessibilityDefaultLabel }
    var defaultAccessibilityValue: String? { describing?.accessibilityDefaultValue }
    var defaultAccessibilityHint: String? { describing?.accessibilityDefaultHint }
    var defaultAccessibilityKindTraits: UIAccessibilityTraits { describing?.accessibilityDefaultTraits ?? .none }
    var defaultIsAccessibilityElement: Bool {
        if let describing { return describing.accessibilityDefaultIsElement }
        return self is UIControl
    }

    /// The traits that follow the view's state rather than its kind: a disabled control is
    /// `.notEnabled`, a selected one `.selected`. Added to what is set, never stored.
    var accessibilityStateTraits: UIAccessibilityTraits {
        guard let control = self as? UIControl else { return [] }
        var traits: UIAccessibilityTraits = []
        if !control.isEnabled { traits.insert(.notEnabled) }
        if control.isSelected { traits.insert(.selected) }
        return traits
    }

    /// The view's bounds in screen coordinates (the window's frame is the screen's), or zero
    /// when it is not finite.
    var screenFrameForAccessibility: CGRect {
        UIAccessibility.convertToScreenCoordinates(bounds, in: self)
    }

    func defaultAccessibilityActivate() -> Bool { describing?.accessibilityDefaultActivate() ?? false }

    func defaultAccessibilityAdjust(by steps: Int) { describing?.accessibilityDefaultAdjust(by: steps) }

    func defaultAccessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        guard let scrollView = self as? UIScrollView else { return false }
        return scrollView.scrollForAccessibility(direction)
    }
}

/// A kind of view that describes itself to assistive technology differently from a plain view.
/// Each member has a plain view's answer by default.
@MainActor
protocol AccessibilityDescribing: AnyObject {
    var accessibilityDefaultIsElement: Bool { get }
    var accessibilityDefaultLabel: String? { get }
    var accessibilityDefaultValue: String? { get }
    var accessibilityDefaultHint: String? { get }
    /// The kind traits (`.button`, `.adjustable`); state traits are added by the view.
    var accessibilityDefaultTraits: UIAccessibilityTraits { get }
    func accessibilityDefaultActivate() -> Bool
    /// Moves an adjustable element's value `steps` steps (±1) and sends `.valueChanged`.
    func accessibilityDefaultAdjust(by steps: Int)
}

extension AccessibilityDescribing {
    var accessibilityDefaultIsElement: Bool { true }
    var accessibilityDefaultLabel: String? { nil }
    var accessibilityDefaultValue: String? { nil }
    var accessibilityDefaultHint: String? { nil }
    var accessibilityDefaultTraits: UIAccessibilityTraits { .none }
    func accessibilityDefaultActivate() -> Bool { false }
    func accessibilityDefaultAdjust(by steps: Int) {}
}
