/// How a button made with a configuration looks: UIKit's `UIButton.Configuration` (iOS 15).
///
/// A value: set it on `UIButton.configuration` (or `UIButton(configuration:primaryAction:)`) and
/// the button shows its title, subtitle and image laid out by `imagePlacement` and the paddings,
/// inside `contentInsets`, over a background shaped by `cornerStyle`. Colours come from
/// `baseForegroundColor`/`baseBackgroundColor`, else from the style the configuration was made
/// with (`filled()`: tint background, white text; `tinted()`: pale tint; `gray()`; `plain()`; the
/// `bordered…()` family) and the button's tint. The button shows its state on top: dimmed while
/// pressed, greyed when disabled. Change `configuration` in `configurationUpdateHandler` to make
/// your own state looks.
extension UIButton {
    public struct Configuration: @unchecked Sendable {
        // Safety: every stored property is a value or an immutable main-actor-created object
        // (colours and images are never mutated after they are made).

        /// How rounded the background is.
        public enum CornerStyle: Int, Sendable {
            /// The background's own `cornerRadius`.
            case fixed = -1
            /// Follows the button size: 4, 6, 8 or 12 points from mini to large.
            case dynamic = 0
            case small = 1
            case medium = 2
            case large = 3
            /// Half the height.
            case capsule = 4
        }

        /// The preset sizes: fonts, insets and corner radii.
        public enum Size: Int, Sendable {
            case mini = 0
            case small = 1
            case medium = 2
            case large = 3
        }

        public enum TitleAlignment: Int, Sendable {
            case automatic = 0
            case leading = 1
            case center = 2
            case trailing = 3
        }

        /// The style a configuration was made with, which decides its default colours.
        enum Style: Hashable, Sendable {
            case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
        }

        let style: Style

        /// The title; setting it replaces `attributedTitle` with the plain string.
        public var title: String? {
            get { titleText.plain }
            set { titleText.plain = newValue }
        }
        /// The title with attributes over ranges; setting it sets `title` to its characters. Runs
        /// without a font or colour take the configuration's.
        public var attributedTitle: AttributedString? {
            get { titleText.attributed }
            set { titleText.attributed = newValue }
        }
        /// The subtitle; setting it replaces `attributedSubtitle` with the plain string.
        public var subtitle: String? {
            get { subtitleText.plain }
            set { subtitleText.plain = newValue }
        }
        /// The subtitle with attributes over ranges; setting it sets `subtitle` to its characters.
        public var attributedSubtitle: AttributedString? {
            get { subtitleText.attributed }
            set { subtitleText.attributed = newValue }
        }
        /// Changes the title's attributes (font, colour) after the configuration's are applied.
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// Changes the subtitle's attributes after the configuration's are applied.
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// Changes the colour a template image is drawn in.
        public var imageColorTransformer: UIConfigurationColorTransformer?
        /// The symbol configuration a symbol image is shown with.
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// How the title breaks or truncates when it does not fit.
        public var titleLineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// How the subtitle breaks or truncates when it does not fit.
        public var subtitleLineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// Whether a selected button shows the selected look (kept; Scanout's configured buttons
        /// show their state through `configurationUpdateHandler`).
        public var automaticallyUpdateForSelection = true
        private var titleText = LinkedText()
        private var subtitleText = LinkedText()

        /// A text kept plain and attributed at once, as UIKit links `title` and `attributedTitle`:
        /// setting either sets the other.
        private struct LinkedText {
            /// The attributed form as given; nil when set as plain text.
            private(set) var given: AttributedString?
            private var storedPlain: String?

            var plain: String? {
                get { storedPlain }
                set {
                    storedPlain = newValue
                    given = nil
                }
            }

            var attributed: AttributedString? {
                get { given ?? storedPlain.map { AttributedString($0) } }
                set {
                    given = newValue
                    storedPlain = newValue.map { String($0.characters) }
                }
            }
        }
        public var image: UIImage?
        /// Where the image is, relative to the title: leading (the default), trailing, top or bottom.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// Space between the image and the title.
        public var imagePadding: CGFloat = 0
        /// Space between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        public var titleAlignment: TitleAlignment = .automatic
        /// Space between the edges and the content; defaults follow `buttonSize` until set.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { storedInsets }
            set {
                storedInsets = newValue
                insetsSet = true
            }
        }
        private var storedInsets: NSDirectionalEdgeInsets
        public var cornerStyle: CornerStyle = .dynamic
        public var buttonSize: Size = .medium {
            didSet { if !insetsSet { storedInsets = Configuration.defaultInsets(for: buttonSize, style: style) } }
        }
        /// The colour of the title, subtitle and template image; nil follows the style and tint.
        public var baseForegroundColor: UIColor?
        /// The colour of the background; nil follows the style and tint.
        public var baseBackgroundColor: UIColor?
        /// The background's own look: its colour, radius and stroke.
        public var background: UIBackgroundConfiguration
        /// Shows a spinner in place of the image.
        public var showsActivityIndicator = false

        private var insetsSet = false

        init(style: Style) {
            self.style = style
            self.storedInsets = Configuration.defaultInsets(for: .medium, style: style)
            self.background = UIBackgroundConfiguration()
            if style == .borderless || style == .plain { background.backgroundColor = .clear }
        }

        public static func plain() -> Configuration { Configuration(style: .plain) }
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        public static func gray() -> Configuration { Configuration(style: .gray) }
        public static func filled() -> Configuration { Configuration(style: .filled) }
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }

        /// Puts `contentInsets` back to the defaults for `buttonSize`, following it again.
        public mutating func setDefaultContentInsets() {
            insetsSet = false
            storedInsets = Configuration.defaultInsets(for: buttonSize, style: style)
        }

        static func defaultInsets(for size: Size, style: Style) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: NSDirectionalEdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
            case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        var titleFont: UIFont {
            switch buttonSize {
            case .mini: .systemFont(ofSize: 11)
            case .small: .systemFont(ofSize: 13)
            case .medium: .systemFont(ofSize: 15)
            case .large: .systemFont(ofSize: 17)
            }
        }

        var subtitleFont: UIFont {
            .systemFont(ofSize: buttonSize == .large ? 15 : max(titleFont.pointSize - 3, 9))
        }

        /// The title as the label shows it when it has attributes of its own or a transformer; nil
        /// when the plain title with the configuration's font and colour is enough.
        func styledTitle(color: UIColor) -> NSAttributedString? {
            Configuration.styled(titleText, transformer: titleTextAttributesTransformer, font: titleFont, color: color)
        }

        /// The subtitle as the label shows it (see `styledTitle(color:)`).
        func styledSubtitle(color: UIColor) -> NSAttributedString? {
            Configuration.styled(
                subtitleText, transformer: subtitleTextAttributesTransformer, font: subtitleFont, color: color)
        }

        /// Each run's attributes over the configuration's font and colour, through `transformer`.
        private static func styled(
            _ linked: LinkedText, transformer: UIConfigurationTextAttributesTransformer?, font: UIFont, color: UIColor
        ) -> NSAttributedString? {
            guard linked.given != nil || transformer != nil, var text = linked.attributed else { return nil }
            typealias UIKit = AttributeScopes.UIKitAttributes
            var defaults = AttributeContainer()
            defaults[UIKit.FontAttribute.self] = font
            defaults[UIKit.ForegroundColorAttribute.self] = color
            for run in text.runs {
                var merged = defaults
                merged.merge(run.attributes)
                if let transformer { merged = transformer(merged) }
                text[run.range].setAttributes(merged)
            }
            return NSAttributedString(text)
        }

        /// The corner radius for a button of `height`.
        func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: background.cornerRadius
            case .small: 4
            case .medium: 8
            case .large: 12
            case .capsule: height / 2
            case .dynamic:
                switch buttonSize {
                case .mini: 4
                case .small: 6
                case .medium: 8
                case .large: 12
                }
            }
        }

        /// The foreground for the button's state and tint.
        @MainActor
        func foregroundColor(tint: UIColor, isEnabled: Bool) -> UIColor {
            guard isEnabled else { return .tertiaryLabel }
            if let baseForegroundColor { return baseForegroundColor }
            switch style {
            case .filled, .borderedProminent: return .white
            default: return tint
            }
        }

        /// The background fill for the button's state and tint; nil for none.
        @MainActor
        func backgroundFill(tint: UIColor, isEnabled: Bool) -> UIColor? {
            if let explicit = background.backgroundColor, explicit.alpha == 0 { return nil }
            guard isEnabled else {
                return style == .plain || style == .borderless ? nil : UIColor(rgb: 0x787880).withAlphaComponent(0.12)
            }
            if let baseBackgroundColor { return baseBackgroundColor }
            if let explicit = background.backgroundColor { return explicit }
            switch style {
            case .plain, .borderless: return nil
            case .filled, .borderedProminent: return tint
            case .tinted, .borderedTinted: return tint.withAlphaComponent(0.15)
            case .gray, .bordered: return UIColor(rgb: 0x787880).withAlphaComponent(0.12)
            }
        }
    }
}

/// An edge of a rectangle in reading-direction terms.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
