/// The standard content of a list row: an image, a text and a secondary text, with their looks —
/// UIKit's `UIListContentConfiguration`. Made by `UITableViewCell.defaultContentConfiguration()`
/// (or `.cell()`, `.subtitleCell()`, `.valueCell()`), filled in and given back to the cell:
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.text = visitor.name
/// content.secondaryText = visitor.host
/// content.image = UIImage(systemName: "person.circle")
/// cell.contentConfiguration = content
/// ```
public struct UIListContentConfiguration: UIContentConfiguration {
    /// How the secondary text sits: under the text, or at the trailing end on the same line.
    enum Layout: Sendable {
        case stacked, sideBySide
    }

    /// A text's look.
    public struct TextProperties {
        /// A change of case applied when the text is shown (the text itself is kept).
        public enum TextTransform: Int, Sendable {
            case none, uppercase, lowercase, capitalized
        }

        public var font: UIFont
        public var color: UIColor
        /// Changes `color` where it is used (a cell's selected look); nil for none.
        public var colorTransformer: UIConfigurationColorTransformer?
        public var alignment: NSTextAlignment = .natural
        public var numberOfLines = 0
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        public var transform: TextTransform = .none
        /// Kept for the label; Scanout's text sizes do not change with a setting.
        public var adjustsFontForContentSizeCategory = true
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = true
        public var showsExpansionTextWhenTruncated = false

        /// The colour the text is drawn in: `color` through `colorTransformer`.
        public func resolvedColor() -> UIColor {
            colorTransformer?.transform(color) ?? color
        }

        /// `text` as it is shown, after `transform`.
        func transformed(_ text: String?) -> String? {
            guard let text else { return nil }
            switch transform {
            case .none: return text
            case .uppercase: return text.uppercased()
            case .lowercase: return text.lowercased()
            case .capitalized:
                // Each word's first letter in capitals, the rest in small letters.
                return text.split(separator: " ", omittingEmptySubsequences: false)
                    .map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined(separator: " ")
            }
        }
    }

    /// The image's look.
    public struct ImageProperties {
        /// The tint of a template image (a symbol); nil for the cell's tint.
        public var tintColor: UIColor?
        /// Changes the tint where it is used; nil for none.
        public var tintColorTransformer: UIConfigurationColorTransformer?
        /// Applied over a symbol image's own configuration.
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// The largest size the image is drawn at; zero for its own size.
        public var maximumSize: CGSize = .zero
        /// Room kept for the image even when it is smaller (zero: the image's own size), so texts
        /// in rows with different images line up.
        public var reservedLayoutSize: CGSize = .zero
        public var cornerRadius: CGFloat = 0
        public var accessibilityIgnoresInvertColors = false

        /// The tint a template image is drawn in: `tintColor` (or `tintColor` given, the view's)
        /// through `tintColorTransformer`.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let color = self.tintColor ?? tintColor
            return tintColorTransformer?.transform(color) ?? color
        }
    }

    public var text: String?
    public var secondaryText: String?
    public var image: UIImage?
    public var textProperties: TextProperties
    public var secondaryTextProperties: TextProperties
    public var imageProperties = ImageProperties()
    /// Space between the image and the texts, and between the two texts.
    public var imageToTextPadding: CGFloat = 16
    public var textToSecondaryTextVerticalPadding: CGFloat = 2
    /// Space between the text and a secondary text at its trailing end (`valueCell()`).
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// Along which axes the content's margins are at least the cell's (`directionalLayoutMargins`
    /// grow to them); both by default.
    public var axesPreservingSuperviewLayoutMargins: UIAxis = [.horizontal, .vertical]
    /// Whether the content view lays out its texts and image by `directionalLayoutMargins`.
    public var prefersSideBySideTextAndSecondaryText = false
    /// Margins around the content inside the cell.
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    let layout: Layout

    init(layout: Layout, secondaryColor: UIColor, secondarySize: CGFloat) {
        self.layout = layout
        textProperties = TextProperties(font: .systemFont(ofSize: 17), color: .label)
        secondaryTextProperties = TextProperties(font: .systemFont(ofSize: secondarySize), color: secondaryColor)
        if layout == .sideBySide { secondaryTextProperties.alignment = .right }
    }

    /// A row's text with an optional secondary text under it, as a plain cell.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(layout: .stacked, secondaryColor: .label, secondarySize: 15)
    }

    /// The text with the secondary text under it in smaller type.
    public static func subtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(layout: .stacked, secondaryColor: .label, secondarySize: 13)
    }

    /// The text with the secondary text at the trailing end, in grey (Settings' rows).
    public static func valueCell() -> UIListContentConfiguration {
        UIListContentConfiguration(layout: .sideBySide, secondaryColor: .secondaryLabel, secondarySize: 17)
    }

    // Headers and footers of sections (as UIKit draws them since iOS 15: plain headers in bold
    // type, grouped ones in small grey type above the section, footers in small grey type).

    /// The header of a section in a plain list.
    public static func plainHeader() -> UIListContentConfiguration {
        supplementary(font: .boldSystemFont(ofSize: 17), color: .label, vertical: 8)
    }

    /// The footer of a section in a plain list.
    public static func plainFooter() -> UIListContentConfiguration {
        supplementary(font: .systemFont(ofSize: 13), color: .secondaryLabel, vertical: 8)
    }

    /// The header of a section in a grouped or inset grouped list.
    public static func groupedHeader() -> UIListContentConfiguration {
        supplementary(font: .systemFont(ofSize: 13), color: .secondaryLabel, vertical: 7)
    }

    /// The footer of a section in a grouped or inset grouped list.
    public static func groupedFooter() -> UIListContentConfiguration {
        supplementary(font: .systemFont(ofSize: 13), color: .secondaryLabel, vertical: 7)
    }

    /// A large bold header over an inset grouped section, aligned with the rows' text.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        supplementary(font: .boldSystemFont(ofSize: 20), color: .label, vertical: 10)
    }

    /// A larger bold header still, for the first section of a screen.
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        supplementary(font: .boldSystemFont(ofSize: 28), color: .label, vertical: 12)
    }

    /// A header that fits the list's appearance: plain or grouped.
    public static func header() -> UIListContentConfiguration { groupedHeader() }

    /// A footer that fits the list's appearance.
    public static func footer() -> UIListContentConfiguration { groupedFooter() }

    /// A sidebar row: its text in the body size, its image tinted with the app's tint.
    public static func sidebarCell() -> UIListContentConfiguration { sidebar(cell()) }

    /// A sidebar row with a smaller secondary text under its text.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { sidebar(subtitleCell()) }

    /// A sidebar row beside a second column: as `sidebarCell()` here (Scanout shows one column).
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { sidebarCell() }

    /// As `sidebarSubtitleCell()` here (Scanout shows one column).
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration { sidebarSubtitleCell() }

    /// A sidebar section's header: small, bold, grey.
    public static func sidebarHeader() -> UIListContentConfiguration {
        supplementary(font: .boldSystemFont(ofSize: 15), color: .secondaryLabel, vertical: 8)
    }

    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
        self
    }

    /// A row's configuration with a sidebar's tighter margins.
    private static func sidebar(_ base: UIListContentConfiguration) -> UIListContentConfiguration {
        var configuration = base
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 12, bottom: 10, trailing: 12)
        return configuration
    }

    /// A header's or footer's text on one line or more, with `vertical` points above and below.
    private static func supplementary(font: UIFont, color: UIColor, vertical: CGFloat) -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(layout: .stacked, secondaryColor: color, secondarySize: 13)
        configuration.textProperties.font = font
        configuration.textProperties.color = color
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(
            top: vertical, leading: 20, bottom: vertical, trailing: 20)
        return configuration
    }

    public func makeContentView() -> UIView & UIContentView {
        UIListContentView(configuration: self)
    }
}
