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
        public var font: UIFont
        public var color: UIColor
        public var alignment: NSTextAlignment = .natural
        public var numberOfLines = 0
    }

    /// The image's look.
    public struct ImageProperties {
        /// The tint of a template image (a symbol); nil for the cell's tint.
        public var tintColor: UIColor?
        /// The largest size the image is drawn at; zero for its own size.
        public var maximumSize: CGSize = .zero
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

    public func updated(for state: UICellConfigurationState) -> UIListContentConfiguration {
        self
    }

    public func makeContentView() -> UIView & UIContentView {
        UIListContentView(configuration: self)
    }
}
