import Scanout

/// Keyboard and keypad focus, driven as a visitor with a keyboard, keypad, rotary encoder or
/// switch would: the keys go through the same queue, responder chain and focus system as on a
/// device.
extension TestHost {
    /// The keys of keyboard focus.
    public enum FocusKey: Sendable {
        case tab, shiftTab, up, down, left, right, space, returnKey, escape

        var usage: (UIKeyboardHIDUsage, UIKeyModifierFlags) {
            switch self {
            case .tab: (.keyboardTab, [])
            case .shiftTab: (.keyboardTab, .shift)
            case .up: (.keyboardUpArrow, [])
            case .down: (.keyboardDownArrow, [])
            case .left: (.keyboardLeftArrow, [])
            case .right: (.keyboardRightArrow, [])
            case .space: (.keyboardSpacebar, [])
            case .returnKey: (.keyboardReturnOrEnter, [])
            case .escape: (.keyboardEscape, [])
            }
        }
    }

    /// Presses and releases a focus key on the hardware keyboard, `count` times.
    public func pressKey(_ key: FocusKey, count: Int = 1) {
        let (usage, modifiers) = key.usage
        for _ in 0..<max(count, 0) { press(usage, modifiers: modifiers) }
    }

    /// The focused item, if any.
    public var focusedItem: (any UIFocusItem)? {
        application.focusSystem.focusedItem
    }

    /// The focused view, if the focused item is a view.
    public var focusedView: UIView? {
        focusedItem as? UIView
    }

    /// Where the focus ring is drawn, in screen points; nil when it is hidden.
    public var focusRingFrame: CGRect? {
        application.focusSystem.ringFrame
    }

    /// The kiosk's focus keys: a keypad map, a scan switch and its interval (what a board's
    /// `focus` section gives a device).
    public var focusConfiguration: FocusConfiguration {
        get { application.focusConfiguration }
        set {
            UIApplication.makeCurrent(application)
            application.focusConfiguration = newValue
        }
    }

    /// Turns a rotary encoder by `detents` (positive clockwise: next; negative: previous), as the
    /// device's input source delivers a knob's detents.
    public func turnRotary(by detents: Int) {
        let clamped = max(-1000, min(1000, detents))
        for _ in 0..<abs(clamped) { pressKey(clamped > 0 ? .tab : .shiftTab) }
    }
}
