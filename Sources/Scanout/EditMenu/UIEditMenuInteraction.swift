/// Shows the edit menu — the dark bar of Cut, Copy, Paste and the app's own actions — for a view
/// that is not a text view: UIKit's `UIEditMenuInteraction`, the successor of `UIMenuController`.
///
/// ```swift
/// let editMenu = UIEditMenuInteraction(delegate: self)
/// badgeView.addInteraction(editMenu)
/// // from a long press:
/// editMenu.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: location))
/// ```
///
/// As in UIKit: presenting asks the delegate for the menu, giving it the suggested actions — the
/// standard edit commands (and `UIMenuController.menuItems`) that the responder chain, from the
/// first responder or else the interaction's view, can perform now; nil means those, an empty
/// menu means no menu. The bar points at the delegate's target rectangle (the source point by
/// default), above it unless there is no room or the configuration prefers `.up`. Actions run
/// their closures; commands go up the responder chain with the command as sender; a submenu
/// opens on the bar after a back button. The menu goes when something is chosen, on a touch
/// elsewhere, when the first responder changes, when another edit menu shows, or on
/// `dismissMenu()`; the delegate hears `willPresent` and `willDismiss` once per showing. One edit
/// menu shows at a time, shared with `UIMenuController` and the text views'. Main actor.
@preconcurrency @MainActor
open class UIEditMenuInteraction: NSObject, UIInteraction {
    /// Whom the interaction asks for its menu and tells of its showing.
    open private(set) weak var delegate: (any UIEditMenuInteractionDelegate)?
    /// The view the interaction is on.
    public private(set) weak var view: UIView?

    /// The configuration of the menu showing now, if this interaction showed it.
    private var presented: UIEditMenuConfiguration?
    /// Counts presentations, so a delegate that presents or dismisses from inside a callback
    /// stops the presentation it interrupted.
    private var generation = 0
    /// True while the delegate is asked for the menu: a reload from inside its answer is ignored
    /// rather than asking again without end.
    private var isAskingForMenu = false

    /// An interaction asking `delegate`.
    public init(delegate: (any UIEditMenuInteractionDelegate)?) {
        self.delegate = delegate
        super.init()
    }

    open func willMove(to view: UIView?) {
        if view !== self.view { dismissMenu() }
    }

    open func didMove(to view: UIView?) {
        self.view = view
    }

    /// Shows the menu for `configuration`, dismissing any edit menu showing first.
    open func presentEditMenu(with configuration: UIEditMenuConfiguration) {
        guard let view, let application = view.window?.application else { return }
        generation &+= 1
        let mine = generation
        let controller = application.menuController
        controller.hideMenu()
        guard mine == generation, let menu = menu(for: configuration, in: controller, view: view) else { return }
        let animator = InteractionAnimator()
        delegate?.editMenuInteraction(self, willPresentMenuFor: configuration, animator: animator)
        // The delegate was told the menu would show, so whatever stops it now is told as its
        // going: every `willPresent` has one `willDismiss`.
        guard mine == generation, self.view === view, view.window != nil else {
            menuWillDismiss(configuration)
            return
        }
        presented = configuration
        let shown = controller.present(
            menu, from: view, rect: targetRect(for: configuration, in: view),
            arrow: arrowDirection(for: configuration),
            willDismiss: { [weak self] in self?.menuWillDismiss(configuration) })
        guard shown else {
            menuWillDismiss(configuration)
            return
        }
        animator.run()
    }

    /// Takes the menu this interaction showed off the screen.
    open func dismissMenu() {
        generation &+= 1
        guard presented != nil, let controller = view?.window?.application?.menuControllerIfLoaded else {
            presented = nil
            return
        }
        controller.hideMenu()
        presented = nil
    }

    /// Asks the delegate for the menu again and shows what it gives in place of the one showing.
    open func reloadVisibleMenu() {
        guard let configuration = presented, let view, let controller = view.window?.application?.menuController,
            controller.showsElementMenu
        else { return }
        guard let menu = menu(for: configuration, in: controller, view: view), presented === configuration else {
            return
        }
        controller.reloadElements(with: menu)
    }

    /// Asks the delegate for the target rectangle again and moves the menu to it.
    open func updateVisibleMenuPositionAnimated(_ animated: Bool) {
        guard let configuration = presented, let view, let controller = view.window?.application?.menuController,
            controller.showsElementMenu
        else { return }
        controller.setTargetRect(targetRect(for: configuration, in: view), in: view)
    }

    /// Where the menu showing now comes from, in `view`'s coordinates (the window's for nil);
    /// zero when none shows.
    open func location(in view: UIView?) -> CGPoint {
        guard let configuration = presented, let own = self.view else { return .zero }
        return own.convert(configuration.sourcePoint, to: view)
    }

    // MARK: - Private

    /// The delegate's menu, or the suggested actions; nil when there is nothing a person could
    /// choose on the bar (or when asked again from inside the delegate's answer).
    private func menu(for configuration: UIEditMenuConfiguration, in controller: UIMenuController, view: UIView)
        -> UIMenu?
    {
        guard !isAskingForMenu else { return nil }
        isAskingForMenu = true
        defer { isAskingForMenu = false }
        let suggested = controller.suggestedActions(from: view)
        let menu =
            delegate?.editMenuInteraction(self, menuFor: configuration, suggestedActions: suggested)
            ?? UIMenu(children: suggested)
        let chainStart = view.window?.application?.firstResponder ?? view
        return EditMenuElements.items(of: menu, chainStart: chainStart).isEmpty ? nil : menu
    }

    /// The delegate's rectangle when it gives a usable one, else the source point; never
    /// anything non-finite.
    private func targetRect(for configuration: UIEditMenuConfiguration, in view: UIView) -> CGRect {
        let answer = delegate?.editMenuInteraction(self, targetRectFor: configuration) ?? .null
        let usable =
            !answer.isNull && answer.origin.x.isFinite && answer.origin.y.isFinite && answer.width.isFinite
            && answer.height.isFinite
        if usable { return answer.standardized }
        let point = configuration.sourcePoint
        guard point.x.isFinite, point.y.isFinite else {
            return CGRect(x: view.bounds.midX, y: view.bounds.midY, width: 0, height: 0)
        }
        return CGRect(origin: point, size: .zero)
    }

    private func arrowDirection(for configuration: UIEditMenuConfiguration) -> UIMenuController.ArrowDirection {
        switch configuration.preferredArrowDirection {
        case .automatic: .default
        case .up: .up
        case .down: .down
        case .left: .left
        case .right: .right
        }
    }

    private func menuWillDismiss(_ configuration: UIEditMenuConfiguration) {
        if presented === configuration { presented = nil }
        let animator = InteractionAnimator()
        delegate?.editMenuInteraction(self, willDismissMenuFor: configuration, animator: animator)
        animator.run()
    }
}
