/// Text styles: fonts named by their role (body, headline, caption, ...), as in UIKit.
///
/// ```swift
/// label.font = .preferredFont(forTextStyle: .headline)
/// ```
///
/// Scanout has no Dynamic Type setting, so each style is always UIKit's default ("Large")
/// content size: the point sizes and weights Apple documents for it, in the system family.
extension UIFont {
    /// A font's role in the text, which decides its size and weight.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// 34 pt regular.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// 28 pt regular.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// 22 pt regular.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// 20 pt regular.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// 17 pt semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// 17 pt regular.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// 16 pt regular.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// 15 pt regular.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// 13 pt regular.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// 12 pt regular.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// 11 pt regular.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    /// The system font for `style` at the default content size (see `TextStyle`); an unknown
    /// style gets the body font, as in UIKit.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let (size, weight) = defaultSizeAndWeight(for: style)
        return systemFont(ofSize: size, weight: weight)
    }

    // MARK: - Private

    /// Apple's "Large" (default) content size for each style.
    private static func defaultSizeAndWeight(for style: TextStyle) -> (CGFloat, Weight) {
        switch style {
        case .largeTitle: (34, .regular)
        case .title1: (28, .regular)
        case .title2: (22, .regular)
        case .title3: (20, .regular)
        case .headline: (17, .semibold)
        case .callout: (16, .regular)
        case .subheadline: (15, .regular)
        case .footnote: (13, .regular)
        case .caption1: (12, .regular)
        case .caption2: (11, .regular)
        default: (17, .regular)
        }
    }
}
