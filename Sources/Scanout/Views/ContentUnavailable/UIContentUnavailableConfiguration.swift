/// What a screen shows when it has nothing to show — no visitors yet, nothing found, still
/// loading — as a value (UIKit, iOS 17): an image, a text, a secondary text and up to two buttons,
/// centred in the controller's view.
///
/// ```swift
/// override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
///     guard visitors.isEmpty else { contentUnavailableConfiguration = nil; return }
///     var empty = UIContentUnavailableConfiguration.empty()
///     empty.image = UIImage(systemName: "person.2")
///     empty.text = "No visitors yet"
///     empty.button = .filled()
///     empty.button.title = "Check someone in"
///     empty.buttonProperties.primaryAction = UIAction { _ in self.checkIn() }
///     contentUnavailableConfiguration = empty
/// }
/// ```
///
/// Main actor.
@preconcurrency @MainActor
public struct UIContentUnavailableConfiguration: UIContentConfiguration {
    public typealias TextProperties = UIListContentConfiguration.TextProperties
    public typealias ImageProperties = UIListContentConfiguration.ImageProperties

    /// How the parts line up: centred (the default), or along the reading edge.
    public enum Alignment: Int, Sendable {
        case center, natural
    }

    /// What a button does and how it is set.
    public struct ButtonProperties {
        /// Run when the button is tapped.
        public var primaryAction: UIAction?
        /// A menu the button shows when tapped (when there is no primary action).
        public var menu: UIMenu?
        public var isEnabled = true

        public init() {}
    }

    public var image: UIImage?
    public var imageProperties = ImageProperties()
    public var text: String?
    public var attributedText: NSAttributedString?
    public var textProperties: TextProperties
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var secondaryTextProperties: TextProperties
    /// The first button's look and title; shown when it has a title, an image or an attributed
    /// title.
    public var button = UIButton.Configuration.plain()
    public var buttonProperties = ButtonProperties()
    public var secondaryButton = UIButton.Configuration.plain()
    public var secondaryButtonProperties = ButtonProperties()
    public var alignment = Alignment.center
    /// Whether the content keeps inside the view's layout margins along each axis.
    public var axesPreservingSuperviewLayoutMargins: UIAxis = [.horizontal, .vertical]
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    public var imageToTextPadding: CGFloat = 10
    public var textToSecondaryTextPadding: CGFloat = 5
    public var textToButtonPadding: CGFloat = 18
    public var buttonToSecondaryButtonPadding: CGFloat = 5
    /// What is behind the content (clear by default, so the screen shows through).
    public var background = UIBackgroundConfiguration.clear()
    /// Shows an activity indicator above the text (`loading()`).
    var showsActivityIndicator = false

    init(showsActivityIndicator: Bool = false) {
        textProperties = TextProperties(
            font: .preferredFont(forTextStyle: .title2), color: .label)
        textProperties.alignment = .center
        secondaryTextProperties = TextProperties(font: .preferredFont(forTextStyle: .body), color: .secondaryLabel)
        secondaryTextProperties.alignment = .center
        self.showsActivityIndicator = showsActivityIndicator
    }

    /// Nothing to show: set its text, image and buttons.
    public static func empty() -> UIContentUnavailableConfiguration {
        UIContentUnavailableConfiguration()
    }

    /// Still loading: an activity indicator over "Loading…".
    public static func loading() -> UIContentUnavailableConfiguration {
        var configuration = UIContentUnavailableConfiguration(showsActivityIndicator: true)
        configuration.text = "Loading…"
        configuration.textProperties.font = .preferredFont(forTextStyle: .body)
        configuration.textProperties.color = .secondaryLabel
        return configuration
    }

    /// A search that found nothing: a magnifying glass, "No Results" and a hint; as UIKit's, it
    /// names the search text when the controller's state has one (`updated(for:)`).
    public static func search() -> UIContentUnavailableConfiguration {
        var configuration = UIContentUnavailableConfiguration()
        configuration.image = UIImage(systemName: "magnifyingglass")
        configuration.text = "No Results"
        configuration.secondaryText = "Check the spelling or try a new search."
        configuration.isSearch = true
        return configuration
    }

    /// Whether this came from `search()` and has not been given a text of the app's own since.
    var isSearch = false

    public func makeContentView() -> UIView & UIContentView {
        UIContentUnavailableView(configuration: self)
    }

    /// The configuration for `state`: a `search()` configuration names the search text
    /// ("No Results for “Ada”").
    public func updated(for state: any UIConfigurationState) -> UIContentUnavailableConfiguration {
        guard isSearch, let search = state as? UIContentUnavailableConfigurationState,
            let text = search.searchText, !text.isEmpty
        else { return self }
        var updated = self
        updated.text = "No Results for “\(text)”"
        return updated
    }
}

/// The state a controller's content-unavailable configuration is updated for: its traits and the
/// text of its navigation item's search bar.
public struct UIContentUnavailableConfigurationState: UIConfigurationState, @unchecked Sendable {
    // Unchecked: the trait collection and custom values are read on the main actor.
    public var traitCollection: UITraitCollection
    /// The search bar's text, when the controller's navigation item has a search controller.
    public var searchText: String?
    var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection, searchText: String? = nil) {
        self.traitCollection = traitCollection
        self.searchText = searchText
    }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}
