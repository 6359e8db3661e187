/// A layout guide that follows the keyboard, as UIKit's: its top is the keyboard's top while the
/// keyboard (the on-screen keyboard with its accessory view, or a responder's `inputView`) covers
/// the view, and the safe area's bottom otherwise; its bottom is the view's bottom, its sides
/// the view's. Pin content above it and the content moves with the keyboard, animated with it:
///
/// ```swift
/// field.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8).isActive = true
/// ```
///
/// A kiosk's keyboard is always docked at the bottom of the screen, so `followsUndockedKeyboard`
/// changes nothing. Main actor.
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// Whether the guide follows a floating or undocked keyboard (UIKit's iPad keyboards); a
    /// kiosk's keyboard is always docked.
    open var followsUndockedKeyboard = false
    /// Whether, with the keyboard hidden, the guide's top is the safe area's bottom (true, the
    /// default) or the view's bottom.
    open var usesBottomSafeArea = true {
        didSet { if usesBottomSafeArea != oldValue { keyboardMoved() } }
    }
    /// Room kept below the keyboard's top for interactive dismissal (UIKit's padding); Scanout
    /// keeps it for the API only.
    open var keyboardDismissPadding: CGFloat = 0

    override init() {
        super.init(systemRole: .keyboard, identifier: "UIViewKeyboardLayoutGuide")
        UIKeyboardLayoutGuide.live.removeAll { $0.object == nil }
        UIKeyboardLayoutGuide.live.append(WeakLink(self))
    }

    /// Every guide made and not yet gone, for the keyboard to move.
    private static var live: [WeakLink<UIKeyboardLayoutGuide>] = []

    /// The keyboard of `application` moved: its guides' views are laid out again, now (inside
    /// the keyboard's animation, so they move with it).
    static func keyboardMoved(in application: UIApplication) {
        live.removeAll { $0.object == nil }
        let owners = live.compactMap { link -> UIView? in
            guard let guide = link.object, let owner = guide.owningView, owner.owningApplication === application
            else { return nil }
            guide.keyboardMoved()
            return owner
        }
        for owner in owners { owner.layoutIfNeeded() }
    }

    /// The height of the band the guide covers at the bottom of `owner`: the keyboard's overlap
    /// with it, or the bottom safe area (when `usesBottomSafeArea`) while the keyboard is hidden.
    func band(in owner: UIView) -> CGFloat {
        let rest = usesBottomSafeArea ? owner.safeAreaInsets.bottom : 0
        guard let window = owner.window, let keyboard = owner.owningApplication?.inputViewHost.frame else {
            return max(0, rest)
        }
        // The keyboard's frame is in screen coordinates; the owner's window may not fill the screen.
        let inWindow = keyboard.offsetBy(dx: -window.frame.minX, dy: -window.frame.minY)
        let top = owner.convert(CGPoint(x: 0, y: inWindow.minY), from: window).y
        let overlap = owner.bounds.maxY - top
        guard overlap.isFinite else { return max(0, rest) }
        return max(0, min(owner.bounds.height, max(overlap, 0)))
    }

    /// The keyboard moved (or will): the guide's constraints and its view's layout follow. Called
    /// inside the keyboard's animation, so the layout animates with it.
    func keyboardMoved() {
        guard let owner = owningView else { return }
        owner.layoutEngineOfTree?.itemDidChange(self)
        owner.setNeedsLayout()
    }
}

/// A layout guide that tracks something on screen and can switch constraints on and off as it
/// nears an edge (UIKit's base of the keyboard layout guide). Scanout's keyboard is always at the
/// bottom edge: constraints for the bottom edge are active, the others not.
@preconcurrency @MainActor
open class UITrackingLayoutGuide: UILayoutGuide {
    /// Activates `constraints` while the tracked thing is near `edge`, deactivates them otherwise.
    open func setConstraints(_ constraints: [NSLayoutConstraint], activeWhenNearEdge edge: NSDirectionalRectEdge) {
        for constraint in constraints { constraint.isActive = edge.contains(.bottom) }
    }

    /// Activates `constraints` while the tracked thing is away from `edge`, deactivates them
    /// otherwise.
    open func setConstraints(_ constraints: [NSLayoutConstraint], activeWhenAwayFrom edge: NSDirectionalRectEdge) {
        for constraint in constraints { constraint.isActive = !edge.contains(.bottom) }
    }
}

extension UIView {
    /// The guide that follows the keyboard (see `UIKeyboardLayoutGuide`), added the first time it
    /// is asked for.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide = systemLayoutGuideIfMade(.keyboard) as? UIKeyboardLayoutGuide { return guide }
        let guide = UIKeyboardLayoutGuide()
        addLayoutGuide(guide)
        return guide
    }
}
