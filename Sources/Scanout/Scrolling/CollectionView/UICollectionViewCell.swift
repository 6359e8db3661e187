/// One item of a collection view: a content view to add subviews to (or a content configuration
/// to fill it), a background view and one shown while selected, highlighted while pressed and
/// selected by a tap. Reused as items scroll by: override `prepareForReuse()` to clear what an
/// item set.
///
/// As in UIKit, a cell's touch methods are UIView's: touches travel up the chain to the collection
/// view, which highlights and selects the item. Main actor.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view to add the cell's content to; it fills the cell.
    public let contentView = UIView()

    /// A view behind the content.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// A view behind the content while the cell is selected or highlighted (over `backgroundView`).
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            updateSelectedBackground()
        }
    }

    open var isSelected = false {
        didSet {
            guard isSelected != oldValue else { return }
            updateSelectedBackground()
            setNeedsUpdateConfiguration()
        }
    }

    open var isHighlighted = false {
        didSet {
            guard isHighlighted != oldValue else { return }
            updateSelectedBackground()
            setNeedsUpdateConfiguration()
        }
    }

    /// What the content view shows, as a configuration (`UIListContentConfiguration`, your own):
    /// assigning it replaces the content view's configured view; nil removes it.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { applyContentConfiguration() }
    }

    /// The cell's background as a configuration (colour, corner radius, stroke); nil for none.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { applyBackgroundConfiguration() }
    }

    /// Whether the content configuration is updated for each state change (selected,
    /// highlighted) through `updated(for:)`. True by default, as in UIKit.
    open var automaticallyUpdatesContentConfiguration = true
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// The cell's state for configurations.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState()
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isDisabled = false
        state.isEditing = isEditing
        return state
    }

    /// Called with the cell's state when it changes (iOS 15's closure form of
    /// `updateConfiguration(using:)`).
    open var configurationUpdateHandler: ((UICollectionViewCell, UICellConfigurationState) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Whether the cell is in editing mode (a list in editing shows its editing accessories).
    open var isEditing = false {
        didSet { if isEditing != oldValue { setNeedsUpdateConfiguration() } }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        // The content view follows the cell's size, and the constraints of its subviews size the
        // cell (self-sizing) through it, as in UIKit.
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// Asks for `updateConfiguration(using:)` with the current state (at once: Scanout's cells
    /// update their configuration in the same turn of the run loop).
    open func setNeedsUpdateConfiguration() {
        updateConfiguration(using: configurationState)
    }

    /// Updates the cell's configurations for `state`; the default updates the content and
    /// background configurations and calls `configurationUpdateHandler`.
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let contentConfiguration {
            let updated = contentConfiguration.updated(for: state)
            if let configuredView { configuredView.configuration = updated }
        }
        configurationUpdateHandler?(self, state)
    }

    /// The size the constraints in `contentView` give the cell: how self-sizing layouts measure it.
    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        contentView.systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
            verticalFittingPriority: verticalFittingPriority)
    }

    /// A list content configuration for a cell of a list (`.cell()`), to fill in and assign.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    open override func prepareForReuse() {
        super.prepareForReuse()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let inner = contentFrame
        if contentView.frame != inner { contentView.frame = inner }
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        backgroundConfigurationView?.frame = bounds
    }

    // MARK: - Internal

    /// Where the content view goes: the whole cell, or what a list cell's accessories leave.
    var contentFrame: CGRect { bounds }

    /// The view showing `contentConfiguration`.
    private var configuredView: (UIView & UIContentView)?
    /// The view showing `backgroundConfiguration`.
    private var backgroundConfigurationView: UIView?

    private func updateSelectedBackground() {
        guard let selectedBackgroundView else { return }
        let shows = isSelected || isHighlighted
        if shows, selectedBackgroundView.superview !== self {
            let below = backgroundView.map { subviews.firstIndex(of: $0) ?? -1 } ?? -1
            insertSubview(selectedBackgroundView, at: below + 1)
            selectedBackgroundView.frame = bounds
        } else if !shows {
            selectedBackgroundView.removeFromSuperview()
        }
    }

    private func applyContentConfiguration() {
        guard let configuration = contentConfiguration else {
            configuredView?.removeFromSuperview()
            configuredView = nil
            return
        }
        let updated =
            automaticallyUpdatesContentConfiguration ? configuration.updated(for: configurationState) : configuration
        configuredView = contentView.showContentConfiguration(updated, replacing: configuredView)
    }

    private func applyBackgroundConfiguration() {
        guard let configuration = backgroundConfiguration else {
            backgroundConfigurationView?.removeFromSuperview()
            backgroundConfigurationView = nil
            return
        }
        let view = backgroundConfigurationView ?? UIView()
        view.isUserInteractionEnabled = false
        view.backgroundColor = configuration.backgroundColor
        view.layer.cornerRadius = configuration.cornerRadius
        view.frame = bounds
        if view.superview !== self { insertSubview(view, at: 0) }
        backgroundConfigurationView = view
    }
}
