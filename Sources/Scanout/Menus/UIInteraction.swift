/// Behaviour added to a view as an object of its own — a context menu, a drag — rather than by
/// subclassing: UIKit's `UIInteraction`.
///
/// ```swift
/// let menu = UIContextMenuInteraction(delegate: self)
/// badgeView.addInteraction(menu)
/// ```
///
/// The view keeps its interactions; each hears `willMove(to:)` and `didMove(to:)` as it is added
/// and removed, and installs what it needs (gesture recognizers) on the view. Main actor.
@preconcurrency @MainActor
public protocol UIInteraction: NSObjectProtocol {
    /// The view the interaction is on.
    var view: UIView? { get }
    /// About to be added to `view` (nil: about to be removed).
    func willMove(to view: UIView?)
    /// Added to `view` (nil: removed).
    func didMove(to view: UIView?)
}

extension UIView {
    /// The interactions on the view, in the order added. Setting it removes those not in the new
    /// list and adds the new ones.
    public var interactions: [any UIInteraction] {
        get { storedInteractions }
        set {
            for interaction in storedInteractions where !newValue.contains(where: { $0 === interaction }) {
                removeInteraction(interaction)
            }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// Adds `interaction` (moving it from another view if it is on one). Adding it twice does
    /// nothing.
    public func addInteraction(_ interaction: any UIInteraction) {
        guard !storedInteractions.contains(where: { $0 === interaction }) else { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        storedInteractions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes `interaction`, if it is on the view.
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard let index = storedInteractions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        storedInteractions.remove(at: index)
        interaction.didMove(to: nil)
    }
}
