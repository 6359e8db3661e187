/// A `UIMenu` on screen: its panel (`MenuView`) anchored to the button or bar item that showed
/// it, in a window of its own above the app.
///
/// The window covers the screen and takes every touch while the menu shows: a touch outside the
/// panel dismisses the menu and goes no further (the view under it never sees it), as in UIKit.
/// Choosing an action dismisses the menu, then runs the action with the button or bar button item
/// as its `sender` (an action marked `.keepsMenuPresented` runs with the menu left open). One menu
/// shows at a time; showing another replaces it. The window sits above the keyboard and below the
/// edit menu and alerts. Main actor.
@preconcurrency @MainActor
final class MenuPresentation {
    /// The menu showing now, if any.
    private(set) static weak var current: MenuPresentation?

    let menu: UIMenu
    private let sender: Any?
    private var anchor: CGRect
    private let window: MenuOverlayWindow
    private let menuView: MenuView
    /// A context menu's preview: shown over a dimmed screen where its source was, the panel under it.
    private(set) var previewView: UIView?
    /// Told once when the menu goes away, whatever the reason (a context menu's `willEnd`).
    var onDismiss: (() -> Void)?
    /// A tap on the preview (a context menu's preview action); nil lets such a tap dismiss.
    var onPreviewTap: (() -> Void)?
    /// The showing menu is kept by this reference while it is up.
    private static var retained: MenuPresentation?

    /// Shows `menu` under (or over) `anchorView`; `sender` is what its actions are sent for.
    @discardableResult
    static func show(_ menu: UIMenu, from anchorView: UIView, sender: Any?) -> MenuPresentation? {
        guard let anchorWindow = anchorView.window, let application = anchorWindow.application else { return nil }
        current?.dismiss()
        let inWindow = anchorView.convert(anchorView.bounds, to: nil)
        let anchor = inWindow.offsetBy(dx: anchorWindow.frame.minX, dy: anchorWindow.frame.minY)
        let presentation = MenuPresentation(menu: menu, sender: sender, anchor: anchor, application: application)
        retained = presentation
        current = presentation
        return presentation
    }

    /// Shows a context menu: `preview` (a view not in any hierarchy) where `sourceRect` (screen
    /// coordinates) is, scaled down if it does not fit, over a dimmed screen, and `menu` (which
    /// may be empty: the preview alone) next to it.
    @discardableResult
    static func showContextMenu(
        _ menu: UIMenu, preview: UIView, sourceRect: CGRect, in application: UIApplication, sender: Any?
    ) -> MenuPresentation {
        current?.dismiss()
        let presentation = MenuPresentation(menu: menu, sender: sender, anchor: sourceRect, application: application)
        presentation.showPreview(preview)
        retained = presentation
        current = presentation
        return presentation
    }

    private init(menu: UIMenu, sender: Any?, anchor: CGRect, application: UIApplication) {
        self.menu = menu
        self.sender = sender
        self.anchor = anchor
        window = MenuOverlayWindow(frame: application.screen.bounds, application: application)
        window.windowLevel = .menu
        window.backgroundColor = nil
        menuView = MenuView(
            menu: menu,
            commandChainStart: { [weak application] in
                application?.firstResponder ?? (sender as? UIResponder) ?? application?.keyWindow
            })
        window.onTouchOutside = { [unowned self] in dismiss() }
        menuView.onChoose = { [unowned self] action in choose(action) }
        menuView.onResize = { [unowned self] in place() }
        window.addSubview(menuView)
        place()
        window.isHidden = false
    }

    /// Takes the menu off the screen without running anything.
    func dismiss() {
        guard MenuPresentation.retained === self else { return }
        window.isHidden = true
        menuView.removeFromSuperview()
        previewView?.removeFromSuperview()
        MenuPresentation.retained = nil
        let told = onDismiss
        onDismiss = nil
        told?()
    }

    /// Puts `preview` over a dimmed screen where the anchor is, kept inside the screen and small
    /// enough to leave room for the panel; the anchor becomes the preview's frame.
    private func showPreview(_ preview: UIView) {
        window.backgroundColor = UIColor(white: 0, alpha: 0.25)
        let screen = window.bounds.insetBy(dx: 16, dy: 16)
        let menuHeight = menu.children.isEmpty ? 0 : min(menuView.preferredSize.height + 12, screen.height / 2)
        var size = preview.bounds.size
        if !(size.width.isFinite && size.height.isFinite) || size.width <= 0 || size.height <= 0 {
            size = CGSize(width: screen.width, height: screen.height / 2)
        }
        let fit = min(1, screen.width / size.width, max(1, screen.height - menuHeight) / size.height)
        size = CGSize(width: size.width * fit, height: size.height * fit)
        var origin = CGPoint(x: anchor.midX - size.width / 2, y: anchor.midY - size.height / 2)
        if !(origin.x.isFinite && origin.y.isFinite) { origin = CGPoint(x: screen.midX, y: screen.minY) }
        origin.x = min(max(origin.x, screen.minX), screen.maxX - size.width)
        origin.y = min(max(origin.y, screen.minY), screen.maxY - menuHeight - size.height)
        // The preview sits in a container that takes its touches: a tap on it is the preview
        // action, and no touch on it reaches the window (which dismisses on touches outside).
        let container = ContextMenuPreviewContainer(frame: CGRect(origin: origin, size: size))
        container.layer.cornerRadius = 12
        container.clipsToBounds = true
        preview.transform = .identity
        preview.frame = container.bounds
        preview.isUserInteractionEnabled = false
        container.addSubview(preview)
        container.onTap = { [weak self] in self?.previewTapped() }
        window.insertSubview(container, belowSubview: menuView)
        previewView = container
        anchor = container.frame.offsetBy(dx: window.frame.minX, dy: window.frame.minY)
        menuView.isHidden = menu.children.isEmpty
        place()
    }

    private func previewTapped() {
        guard let onPreviewTap else {
            dismiss()
            return
        }
        onPreviewTap()
    }

    /// Where the panel is, in screen coordinates.
    var panelFrame: CGRect { menuView.frame.offsetBy(dx: window.frame.minX, dy: window.frame.minY) }

    // MARK: - Private

    private func choose(_ action: any MenuLeaf) {
        let chainStart = menuView.commandChainStart?()
        if action.attributes.contains(.keepsMenuPresented) {
            action.run(sender: sender, chainStart: chainStart)
            menuView.reload()
            return
        }
        dismiss()
        action.run(sender: sender, chainStart: chainStart)
    }

    /// Below the anchor when the panel fits there, else above it, else as low as fits; lined up
    /// with the anchor's leading edge (trailing edge when the anchor is in the right half), and
    /// kept 8 points inside the screen.
    private func place() {
        let screen = window.bounds.insetBy(dx: 8, dy: 8)
        let size = menuView.preferredSize
        let gap: CGFloat = 6
        var y: CGFloat
        if anchor.maxY + gap + size.height <= screen.maxY {
            y = anchor.maxY + gap
        } else if anchor.minY - gap - size.height >= screen.minY {
            y = anchor.minY - gap - size.height
        } else {
            y = screen.maxY - size.height
        }
        y = max(y, screen.minY)
        var x = anchor.midX > window.bounds.midX ? anchor.maxX - size.width : anchor.minX
        x = min(max(x, screen.minX), screen.maxX - size.width)
        menuView.frame = CGRect(x: x, y: y, width: size.width, height: min(size.height, screen.height))
    }
}

/// What holds a context menu's preview: takes the touches on it, and calls `onTap` when one ends
/// on it.
@preconcurrency @MainActor
final class ContextMenuPreviewContainer: UIView {
    var onTap: (() -> Void)?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        onTap?()
    }
}

/// The window a menu shows in: over the whole screen, so a touch outside the panel lands here,
/// dismisses the menu, and reaches nothing else.
@preconcurrency @MainActor
final class MenuOverlayWindow: UIWindow {
    var onTouchOutside: (() -> Void)?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        onTouchOutside?()
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

extension UIWindow.Level {
    /// Menus from buttons and bar items: above the keyboard, below the edit menu and alerts.
    static let menu = UIWindow.Level(1600)
}
