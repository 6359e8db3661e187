/// The direction text reads and layouts flow: left to right (English) or right to left (Arabic,
/// Hebrew). Leading and trailing constraints, directional margins and stack views follow it.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight
    case rightToLeft
}

/// What a view's content means for its direction: `unspecified` follows the app's language,
/// `playback` and `spatial` content (media controls, a directional pad) keeps left to right, and
/// the `force` cases choose.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified
    case playback
    case spatial
    case forceLeftToRight
    case forceRightToLeft
}

extension UIView {
    /// How the view's content relates to the reading direction. Changing it lays the view out
    /// again: leading and trailing swap sides.
    public var semanticContentAttribute: UISemanticContentAttribute {
        get { storedSemanticContentAttribute }
        set {
            guard newValue != storedSemanticContentAttribute else { return }
            storedSemanticContentAttribute = newValue
            layoutDirectionDidChange()
        }
    }

    /// The direction this view lays out in: its `semanticContentAttribute` applied to the
    /// application's direction.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        // `if let`, not `??`: an autoclosure is a closure, and closures written in main-actor code
        // check at run time where they run (see `WeakLink.object`); this is read for every
        // constraint translated.
        // Outside a window: the app's direction (`ApplicationContext.layoutDirection`).
        let base: UIUserInterfaceLayoutDirection
        if let application = window?.application {
            base = application.userInterfaceLayoutDirection
        } else {
            base = ApplicationContext.layoutDirection
        }
        return UIView.userInterfaceLayoutDirection(for: storedSemanticContentAttribute, relativeTo: base)
    }

    /// The direction for a view with `attribute` in an app whose language reads left to right, as
    /// UIKit's class method answers it with the app's language.
    public class func userInterfaceLayoutDirection(
        for attribute: UISemanticContentAttribute
    ) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(
            for: attribute, relativeTo: ApplicationContext.layoutDirection)
    }

    /// `attribute` in a layout whose base direction is `layoutDirection`.
    public class func userInterfaceLayoutDirection(
        for attribute: UISemanticContentAttribute, relativeTo layoutDirection: UIUserInterfaceLayoutDirection
    ) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .unspecified: layoutDirection
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }
}
