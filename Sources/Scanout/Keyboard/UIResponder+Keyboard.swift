// UIKit's keyboard notifications and their user-info keys, posted by the input-view host to
// `NotificationCenter.default` with a nil `object`, as UIKit does.

extension UIResponder {
    /// The keyboard (or input view) is about to appear.
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// The keyboard has appeared.
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// The keyboard is about to go away.
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// The keyboard has gone away.
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// The keyboard's frame is about to change (it appears, goes away or changes size).
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// The keyboard's frame changed.
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    // The values are read as on iOS: a frame with `userInfo[UIResponder.keyboardFrameEndUserInfoKey]
    // as? CGRect` (or `as? NSValue` and `cgRectValue`), a number with `as? Double` (or `as? NSNumber`
    // in a file importing UIKit, whose `NSNumber` is Foundation's; see `NumberBoxing`).

    /// The keyboard's frame before the change: an `NSValue` holding a `CGRect` in screen coordinates.
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame after the change: an `NSValue` holding a `CGRect` in screen coordinates.
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The animation's duration in seconds, a number (`as? Double`).
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The animation's curve, a number: a `UIView.AnimationCurve` raw value (`as? Int`).
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app, a Boolean (`as? Bool`; always true here).
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

extension UIView {
    /// The timing curve of an animation, as keyboard notifications report it.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut, easeIn, easeOut, linear

        /// The `AnimationOptions` that give this curve.
        public var options: AnimationOptions {
            AnimationOptions(rawValue: UInt(rawValue) << 16)
        }
    }
}
