/// How a bar's background looks (iOS 13's appearance objects): a blur, a colour, an image, and
/// the shadow line along its content edge. `UINavigationBarAppearance`, `UIToolbarAppearance` and
/// `UITabBarAppearance` add what their bars show on it.
///
/// ```swift
/// let appearance = UINavigationBarAppearance()
/// appearance.configureWithOpaqueBackground()
/// appearance.backgroundColor = .systemIndigo
/// navigationController.navigationBar.standardAppearance = appearance
/// ```
///
/// Behaves as UIKit's `UIBarAppearance`: a new one has the default background (a blur under a
/// translucent bar colour, and a hairline shadow). The layers are drawn bottom to top: the
/// `backgroundEffect`'s blur of what is under the bar, the `backgroundColor`, the
/// `backgroundImage` (placed by `backgroundImageContentMode`); the shadow is `shadowImage` when
/// set (an empty image hides the line), else a hairline in `shadowColor` (nil or clear: none).
/// Bars copy appearances given to them, as UIKit's do: changing one after assigning it changes no
/// bar until it is assigned again. Main actor.
///
/// Difference: UIKit's inherits from `NSObject`; Scanout's is a main-actor class with
/// `NSObjectProtocol` (see ARCHITECTURE).
@preconcurrency @MainActor
open class UIBarAppearance: NSObjectProtocol, @MainActor CustomStringConvertible {
    /// The idiom the appearance was made for (kept; Scanout draws every idiom alike).
    public let idiom: UIUserInterfaceIdiom

    /// A blur of what is under the bar, drawn first.
    open var backgroundEffect: UIBlurEffect?
    /// A colour over the blur.
    open var backgroundColor: UIColor?
    /// An image over the colour, placed by `backgroundImageContentMode`.
    open var backgroundImage: UIImage?
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    /// The shadow line's colour; nil or clear for none.
    open var shadowColor: UIColor?
    /// An image for the shadow, instead of the line; an empty image hides the shadow.
    open var shadowImage: UIImage?

    /// An appearance with the default background.
    public init(idiom: UIUserInterfaceIdiom = UIDevice.current.userInterfaceIdiom) {
        self.idiom = idiom
        configureWithDefaultBackground()
    }

    /// A copy of `barAppearance`'s background and shadow, and of what the subclass adds when
    /// `barAppearance` is of the subclass too (`copy()` makes its copies so). Required, so that
    /// `copy()` makes an app's subclass of the subclass.
    public required init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        copyBackground(from: barAppearance)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// A copy: bars keep copies, so later changes to this one do not reach them.
    open func copy() -> Self {
        Self.init(barAppearance: self)
    }

    /// The system's translucent bar: a blur under a faint bar colour, with a hairline shadow.
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        backgroundImage = nil
        backgroundImageContentMode = .scaleToFill
        shadowColor = UIColor(white: 0, alpha: 0.3)
        shadowImage = nil
    }

    /// An opaque bar in the system background colour, with a hairline shadow.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        backgroundImage = nil
        backgroundImageContentMode = .scaleToFill
        shadowColor = UIColor(white: 0, alpha: 0.3)
        shadowImage = nil
    }

    /// No background and no shadow: what is under the bar shows through.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        backgroundImage = nil
        backgroundImageContentMode = .scaleToFill
        shadowColor = nil
        shadowImage = nil
    }

    open var description: String {
        "<\(type(of: self)) effect=\(backgroundEffect.map { "\($0.style)" } ?? "nil") "
            + "color=\(backgroundColor.map { "\($0)" } ?? "nil") shadow=\(shadowColor.map { "\($0)" } ?? "nil")>"
    }

    // MARK: - Internal

    /// Whether the appearance draws a shadow: an image with area, or a colour that shows.
    var showsShadowLine: Bool {
        if let shadowImage { return shadowImage.size.width > 0 && shadowImage.size.height > 0 }
        return (shadowColor?.alpha ?? 0) > 0
    }

    /// The background cleared and the rest kept: a navigation bar at its scroll edge without a
    /// `scrollEdgeAppearance` (iOS 15).
    func withTransparentBackground() -> Self {
        let copy = copy()
        copy.backgroundEffect = nil
        copy.backgroundColor = nil
        copy.backgroundImage = nil
        copy.shadowColor = nil
        copy.shadowImage = nil
        return copy
    }

    // MARK: - Private

    private func copyBackground(from other: UIBarAppearance) {
        backgroundEffect = other.backgroundEffect
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        backgroundImageContentMode = other.backgroundImageContentMode
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }
}
