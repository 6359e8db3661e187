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

    // The values are objects, as in UIKit: read a frame with
    // `(userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue` and a number
    // through `NSNumber` (`as? Double` does not unwrap one without Objective-C bridging).

    /// The keyboard's frame before the change: an `NSValue` holding a `CGRect` in screen coordinates.
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame after the change: an `NSValue` holding a `CGRect` in screen coordinates.
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The animation's duration in seconds, an `NSNumber` (`doubleValue`).
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The animation's curve, an `NSNumber`: a `UIView.AnimationCurve` raw value (`intValue`).
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app, an `NSNumber` (`boolValue`; always true here).
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
