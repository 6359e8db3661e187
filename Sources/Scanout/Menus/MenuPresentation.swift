/// A `UIMenu` on screen: its panel (`MenuView`) anchored to the button or bar item that showed
/// it, in a window of its own above the app.
///
/// The window covers the screen and takes every touch while the menu shows: a touch outside the
/// panel dismisses the menu and goes no further (the view under it never sees it), as in UIKit.
/// Choosing an action dismisses the menu, then runs the action with the button or bar button item
/// as its `sender` (an action marked `.keepsMenuPresented` runs with the menu left open). One menu
/// shows at a time; showing another replaces it. The window sits above the keyboard and below the
/// edit menu and alerts. Main actor.
@MainActor
final class MenuPresentation {
    /// The menu showing now, if any.
    private(set) static weak var current: MenuPresentation?

    let menu: UIMenu
    private let sender: Any?
    private let anchor: CGRect
    private let window: MenuOverlayWindow
    private let menuView: MenuView
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

    private init(menu: UIMenu, sender: Any?, anchor: CGRect, application: UIApplication) {
        self.menu = menu
        self.sender = sender
        self.anchor = anchor
        window = MenuOverlayWindow(frame: application.screen.bounds, application: application)
        window.windowLevel = .menu
        window.backgroundColor = nil
        menuView = MenuView(menu: menu)
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
        MenuPresentation.retained = nil
    }

    /// Where the panel is, in screen coordinates.
    var panelFrame: CGRect { menuView.frame.offsetBy(dx: window.frame.minX, dy: window.frame.minY) }

    // MARK: - Private

    private func choose(_ action: UIAction) {
        if action.attributes.contains(.keepsMenuPresented) {
            action.perform(sender: sender)
            menuView.reload()
            return
        }
        dismiss()
        action.perform(sender: sender)
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

/// The window a menu shows in: over the whole screen, so a touch outside the panel lands here,
/// dismisses the menu, and reaches nothing else.
@MainActor
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
