/// What a cell shows, as a value: UIKit's content configurations (iOS 14). A cell applies the
/// configuration it is given (`UITableViewCell.contentConfiguration`) to its content; changing the
/// configuration and assigning it again updates the cell. Main actor.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// A view that shows this configuration (and later ones of the same kind).
    func makeContentView() -> UIView & UIContentView
    /// The configuration for `state` (selected, highlighted); Scanout's list configuration looks the
    /// same in every state, as UIKit's does by default.
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration; assigning `configuration` updates it.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    var configuration: UIContentConfiguration { get set }
    /// Whether it can show `configuration` (one of its own kind). True by default.
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}

/// A key for an app's own value in a configuration state (a cell's item, for subclasses that
/// configure themselves from the state): `state[.item] = item`.
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    public var rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }
}

/// A state that configurations update for (`UIContentConfiguration.updated(for:)`).
public protocol UIConfigurationState {
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// A view's state, for configurations of views that are not cells.
public struct UIViewConfigurationState: UIConfigurationState, Hashable, @unchecked Sendable {
    // Unchecked: `AnyHashable` values are the app's, set and read on the main actor.
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init() {}

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}

/// A cell's state, for `UIContentConfiguration.updated(for:)`: the view's states and a cell's
/// own (editing, swiped, expanded), and the app's values under custom keys.
public struct UICellConfigurationState: UIConfigurationState, Hashable, @unchecked Sendable {
    // Unchecked: `AnyHashable` values are the app's, set and read on the main actor.
    public var isSelected = false
    public var isHighlighted = false
    public var isDisabled = false
    public var isFocused = false
    public var isEditing = false
    /// The cell shows its swipe actions.
    public var isSwiped = false
    /// The cell's outline item is expanded.
    public var isExpanded = false
    public var isReordering = false
    var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init() {}

    /// The app's value for `key`, nil when none was set.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}

extension UIView {
    /// Shows `configuration` in this view (a cell's content view): in `current` when that view can
    /// show it, else in a new content view filling this one (the old one removed). Returns the view
    /// that shows it.
    func showContentConfiguration(
        _ configuration: UIContentConfiguration, replacing current: (UIView & UIContentView)?
    ) -> UIView & UIContentView {
        if let current, current.supports(configuration) {
            current.configuration = configuration
            return current
        }
        current?.removeFromSuperview()
        let view = configuration.makeContentView()
        view.translatesAutoresizingMaskIntoConstraints = false
        addSubview(view)
        NSLayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: topAnchor),
            view.bottomAnchor.constraint(equalTo: bottomAnchor),
            view.leadingAnchor.constraint(equalTo: leadingAnchor),
            view.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
        return view
    }
}
