/// Scales fonts and lengths for the reader's preferred text size, as UIKit's `UIFontMetrics`
/// does for Dynamic Type:
///
/// ```swift
/// label.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: brandFont)
/// label.adjustsFontForContentSizeCategory = true
/// ```
///
/// Scanout has no text-size setting: the content size is always UIKit's default ("Large"), at
/// which UIKit scales nothing, so a scaled font is the font itself (capped at a maximum point
/// size when one is given) and a scaled value is the value — whatever a trait collection passed
/// in says. Code written for Dynamic Type runs unchanged and looks as it does at the default size.
public final class UIFontMetrics: Sendable {
    /// The metrics of the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// The text style whose scaling these metrics follow.
    public let textStyle: UIFont.TextStyle

    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// `font` at the reader's text size: `font` itself at the default size.
    public func scaledFont(for font: UIFont) -> UIFont {
        font
    }

    /// `font` at the reader's text size, at most `maximumPointSize` points.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        font.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : font
    }

    /// `font` at the text size of `traitCollection`: Scanout's is always the default size.
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        font
    }

    /// `font` at the text size of `traitCollection`, at most `maximumPointSize` points.
    public func scaledFont(
        for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize)
    }

    /// A length (a padding, a row height) scaled as text of this style is: unchanged at the
    /// default size.
    public func scaledValue(for value: CGFloat) -> CGFloat {
        value
    }

    /// A length scaled for the text size of `traitCollection`: Scanout's is always the default.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value
    }
}

/// A view whose font follows the reader's text size when `adjustsFontForContentSizeCategory` is
/// on (`UILabel`, `UITextField`, `UITextView`). Scanout's text size never changes (see
/// `UIFontMetrics`), so the setting is kept and has nothing to follow.
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    var adjustsFontForContentSizeCategory: Bool { get set }
}
