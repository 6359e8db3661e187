/// What a cell shows, as a value: UIKit's content configurations (iOS 14). A cell applies the
/// configuration it is given (`UITableViewCell.contentConfiguration`) to its content; changing the
/// configuration and assigning it again updates the cell. Main actor.
@MainActor
public protocol UIContentConfiguration {
    /// A view that shows this configuration (and later ones of the same kind).
    func makeContentView() -> UIView & UIContentView
    /// The configuration for `state` (selected, highlighted); Scanout's list configuration looks the
    /// same in every state, as UIKit's does by default.
    func updated(for state: UICellConfigurationState) -> Self
}

/// A view that shows a content configuration; assigning `configuration` updates it.
@MainActor
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

/// A cell's state, for `UIContentConfiguration.updated(for:)`.
public struct UICellConfigurationState: Sendable, Equatable {
    public var isSelected = false
    public var isHighlighted = false
    public var isDisabled = false
    public var isEditing = false

    public init() {}
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
