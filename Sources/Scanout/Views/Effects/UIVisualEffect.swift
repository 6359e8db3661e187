/// What a `UIVisualEffectView` does to what lies behind it and to its content: a blur
/// (`UIBlurEffect`) or vibrancy (`UIVibrancyEffect`).
///
/// Behaves as UIKit's `UIVisualEffect`: an immutable description, copied freely. A plain
/// `UIVisualEffect()` does nothing. Main actor.
///
/// Difference: UIKit's inherits from `NSObject`; Scanout's is a main-actor class with
/// `NSObjectProtocol`, as `UIBarItem` is (see ARCHITECTURE).
@preconcurrency @MainActor
open class UIVisualEffect: NSObjectProtocol, @MainActor CustomStringConvertible {
    public init() {}

    public required init?(coder: NSCoder) {
        return nil
    }

    /// Effects are values: a copy is the effect itself.
    open func copy() -> Any { self }

    open var description: String { "<\(type(of: self))>" }
}
