// A controller's "nothing to show" state (UIKit, iOS 17): a content configuration shown over its
// view, updated by the controller when asked.

extension UIViewController {
    /// What the controller shows over its view while it has nothing else to (a
    /// `UIContentUnavailableConfiguration`, or any content configuration); nil shows the view
    /// itself. The configuration is updated for `contentUnavailableConfigurationState` and shown in
    /// a view filling the controller's, above its subviews; setting another of the same kind
    /// updates that view in place.
    public var contentUnavailableConfiguration: UIContentConfiguration? {
        get { storedContentUnavailableConfiguration }
        set {
            storedContentUnavailableConfiguration = newValue
            showContentUnavailableConfiguration()
        }
    }

    /// The state the configuration is updated for: the traits, and the text of the navigation
    /// item's search bar.
    public var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState {
        UIContentUnavailableConfigurationState(
            traitCollection: traitCollection, searchText: storedNavigationItem?.searchController?.searchBar.text)
    }

    /// Asks for `updateContentUnavailableConfiguration(using:)` in the next layout pass.
    public func setNeedsUpdateContentUnavailableConfiguration() {
        needsContentUnavailableUpdate = true
        viewIfLoaded?.setNeedsLayout()
    }

    /// The layout pass of the controller's view: the update it asked for, then the shown
    /// configuration's view kept over the whole view and on top.
    func layOutContentUnavailable() {
        if needsContentUnavailableUpdate {
            needsContentUnavailableUpdate = false
            updateContentUnavailableConfiguration(using: contentUnavailableConfigurationState)
        }
        guard let shown = contentUnavailableView, let view = viewIfLoaded, shown.superview === view else { return }
        if shown.frame != view.bounds { shown.frame = view.bounds }
        if view.subviews.last !== shown { view.bringSubviewToFront(shown) }
    }

    private func showContentUnavailableConfiguration() {
        guard let configuration = storedContentUnavailableConfiguration else {
            contentUnavailableView?.removeFromSuperview()
            contentUnavailableView = nil
            return
        }
        guard let view = viewIfLoaded else { return }
        let updated = configuration.updated(for: contentUnavailableConfigurationState)
        if let shown = contentUnavailableView, shown.supports(updated) {
            shown.configuration = updated
        } else {
            contentUnavailableView?.removeFromSuperview()
            let made = updated.makeContentView()
            made.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            contentUnavailableView = made
        }
        guard let shown = contentUnavailableView else { return }
        shown.frame = view.bounds
        if shown.superview !== view || view.subviews.last !== shown { view.addSubview(shown) }
    }
}
