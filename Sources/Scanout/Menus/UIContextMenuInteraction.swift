/// A long press on a view that shows a preview and a menu: UIKit's context menu.
///
/// ```swift
/// final class BadgeController: UIViewController, UIContextMenuInteractionDelegate {
///     func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
///                                 configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
///         UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
///             UIMenu(children: [UIAction(title: "Print again") { _ in self.reprint() }])
///         }
///     }
/// }
/// badgeView.addInteraction(UIContextMenuInteraction(delegate: controller))
/// ```
///
/// As in UIKit: the press asks the delegate for a configuration where the finger is (nil: no menu,
/// and the press does not begin, so the view's other gestures go on); then the screen dims, the
/// preview — the configuration's preview controller's view, else the delegate's targeted preview,
/// else a snapshot of the view — lifts where the view is, and the configuration's menu shows beside
/// it. A touch outside dismisses (`willEndFor`); a tap on the preview is the preview action
/// (`willPerformPreviewActionForMenuWith`, whose animator's completions run after the menu goes;
/// without a delegate answer it dismisses). Choosing an action dismisses, then runs it. Main actor.
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction, UIGestureRecognizerDelegate {
    /// How the menu looks (Scanout's is always the rich one, with its preview).
    public enum Appearance: Int, Sendable {
        case unknown = 0
        case rich = 1
        case compact = 2
    }

    /// Whom the interaction asks for its configuration and previews.
    open private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    /// The view the interaction is on.
    public private(set) weak var view: UIView?
    /// How the menu showing now looks; `.unknown` while none shows.
    open var menuAppearance: Appearance { shownConfiguration == nil ? .unknown : .rich }

    private var press: UILongPressGestureRecognizer?
    private var pendingConfiguration: UIContextMenuConfiguration?
    private weak var presentation: MenuPresentation?
    private var shownConfiguration: UIContextMenuConfiguration?

    /// An interaction asking `delegate`.
    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    open func willMove(to view: UIView?) {
        if let press { press.view?.removeGestureRecognizer(press) }
        press = nil
    }

    open func didMove(to view: UIView?) {
        self.view = view
        guard let view else { return }
        let press = UILongPressGestureRecognizer()
        press.addTarget { [weak self] recognizer in
            guard recognizer.state == .began else { return }
            self?.showPendingMenu()
        }
        press.delegate = self
        view.addGestureRecognizer(press)
        self.press = press
    }

    /// Where the press is (or was), in `view`'s coordinates (the window's for nil).
    open func location(in view: UIView?) -> CGPoint {
        press?.location(in: view) ?? .zero
    }

    /// Takes the menu off the screen, as a touch outside it would.
    open func dismissMenu() {
        presentation?.dismiss()
    }

    /// Replaces the menu showing with what `block` makes of it.
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
        guard let presentation, let configuration = shownConfiguration else { return }
        let menu = block(presentation.menu)
        presentation.onDismiss = nil
        presentation.dismiss()
        present(configuration, targetedPreview: nil, menu: menu)
    }

    // MARK: - Private

    /// The press begins only where the delegate gives a configuration.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        pendingConfiguration = nil
        guard let delegate, let press, view?.window != nil else { return false }
        let location = press.location(in: view)
        guard location.x.isFinite, location.y.isFinite,
            let configuration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: location)
        else { return false }
        pendingConfiguration = configuration
        return true
    }

    private func showPendingMenu() {
        guard let configuration = pendingConfiguration, view != nil else { return }
        pendingConfiguration = nil
        let targeted = delegate?.contextMenuInteraction(
            self, previewForHighlightingMenuWithConfiguration: configuration)
        present(configuration, targetedPreview: targeted, menu: nil)
    }

    private func present(
        _ configuration: UIContextMenuConfiguration, targetedPreview: UITargetedPreview?, menu: UIMenu?
    ) {
        guard let view else { return }
        var hooks = ContextMenuPresenter.Hooks()
        hooks.willDisplay = { [weak self] in
            guard let self else { return }
            self.delegate?.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: nil)
        }
        hooks.willEnd = { [weak self] in
            guard let self else { return }
            self.shownConfiguration = nil
            self.delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: nil)
        }
        hooks.willPerformPreviewAction = { [weak self] animator in
            guard let self else { return }
            self.delegate?.contextMenuInteraction(
                self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        }
        shownConfiguration = configuration
        let shown =
            menu.map { menu in
                UIContextMenuConfiguration(
                    identifier: configuration.identifier, previewProvider: configuration.previewProvider
                ) {
                    _ in menu
                }
            } ?? configuration
        presentation = ContextMenuPresenter.show(
            shown, from: view, targetedPreview: targetedPreview, sender: view, hooks: hooks)
        if presentation == nil { shownConfiguration = nil }
    }
}

/// What a context menu interaction asks and tells. Only the configuration is required.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: NSObjectProtocol {
    /// The configuration for a press at `location` (in the interaction's view); nil for no menu.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration?
    /// The view to lift as the preview when the configuration has no preview controller; nil
    /// lifts the interaction's view.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview?
    /// Where the preview goes as the menu is dismissed (kept; Scanout's preview fades in place).
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview?
    /// The preview was tapped: commit to it (push or present its controller) in the animator's
    /// completion.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating)
    /// The menu is about to show.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
    /// The menu is going away.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
}

extension UIContextMenuInteractionDelegate {
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { nil }
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { nil }
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {}
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
}

/// Animations and completions that run with a context menu's appearing or going.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The preview's view controller, if the configuration made one.
    var previewViewController: UIViewController? { get }
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}

/// How a tapped preview commits.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    /// The menu dismisses; the app shows what it commits to.
    case dismiss = 0
    /// The preview grows into what is shown.
    case pop = 1
}

/// The animator of a tapped preview: the app sets how it commits and adds what to do then.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// Scanout's commit animator: animations run at once (the menu goes without a transition), then
/// the completions, in order, after the menu is gone.
@preconcurrency @MainActor
final class ContextMenuCommitAnimator: UIContextMenuInteractionCommitAnimating {
    let previewViewController: UIViewController?
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle = .pop
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    init(previewViewController: UIViewController?) {
        self.previewViewController = previewViewController
    }

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

    func finish() {
        let animations = self.animations
        let completions = self.completions
        self.animations = []
        self.completions = []
        for animation in animations { animation() }
        for completion in completions { completion() }
    }
}

/// A view to lift as a context menu's preview, and how: UIKit's `UITargetedPreview`.
@preconcurrency @MainActor
open class UITargetedPreview: NSObject {
    /// The view shown.
    public let view: UIView
    /// Its background and outline.
    public let parameters: UIPreviewParameters
    /// Where it goes (kept; Scanout shows it where the view is).
    public let target: UIPreviewTarget?
    /// Its size.
    open var size: CGSize { view.bounds.size }

    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
        super.init()
    }

    public init(view: UIView, parameters: UIPreviewParameters) {
        self.view = view
        self.parameters = parameters
        target = nil
        super.init()
    }

    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIPreviewParameters())
    }
}

/// How a targeted preview is drawn.
@preconcurrency @MainActor
open class UIPreviewParameters: NSObject {
    /// The colour behind the preview; nil keeps the view's.
    open var backgroundColor: UIColor?
    /// The outline the preview is cut to (kept; Scanout rounds its corners).
    open var visiblePath: UIBezierPath?
    /// The outline of its shadow (kept).
    open var shadowPath: UIBezierPath?

    public override init() {
        super.init()
    }

    /// Parameters whose outline is the union of `textLineRects` (kept).
    public convenience init(textLineRects: [NSValue]) {
        self.init()
    }
}

/// Where a preview goes: a container and a centre in it (kept).
@preconcurrency @MainActor
open class UIPreviewTarget: NSObject {
    public let container: UIView
    public let center: CGPoint
    public let transform: CGAffineTransform

    public init(container: UIView, center: CGPoint, transform: CGAffineTransform) {
        self.container = container
        self.center = center
        self.transform = transform
        super.init()
    }

    public convenience init(container: UIView, center: CGPoint) {
        self.init(container: container, center: center, transform: .identity)
    }
}
