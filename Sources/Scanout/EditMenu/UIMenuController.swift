/// The edit menu: a bar of commands (Cut, Copy, Paste, ... then the app's `menuItems`) shown
/// over a target rectangle, in a window of its own above the app and the keyboard.
///
/// Behaves as UIKit's `UIMenuController`. Showing it asks the responder chain, from the first
/// responder (or the target view when there is none), which actions some responder can perform
/// (`target(forAction:withSender:)`, sender the menu controller); only those items show, and
/// with none it does not show at all. Choosing an item hides the menu and performs the action on
/// that responder. It goes above the target (below when there is no room above), pages when the
/// items do not fit the screen's width, and hides on a touch elsewhere or when the first
/// responder changes. `shared` is the current application's. Main actor.
@preconcurrency @MainActor
open class UIMenuController {
    public enum ArrowDirection: Int, Sendable {
        case `default`, up, down, left, right
    }

    public static let willShowMenuNotification = Notification.Name("UIMenuControllerWillShowMenuNotification")
    public static let didShowMenuNotification = Notification.Name("UIMenuControllerDidShowMenuNotification")
    public static let willHideMenuNotification = Notification.Name("UIMenuControllerWillHideMenuNotification")
    public static let didHideMenuNotification = Notification.Name("UIMenuControllerDidHideMenuNotification")
    public static let menuFrameDidChangeNotification = Notification.Name(
        "UIMenuControllerMenuFrameDidChangeNotification")

    /// The current application's menu controller.
    open class var shared: UIMenuController {
        UIApplication.shared.menuController
    }

    /// The app's own commands, shown after the standard ones, in order.
    open var menuItems: [UIMenuItem]?

    /// Where the arrow points; `.default` lets the menu choose (down, from above the target,
    /// unless there is no room).
    open var arrowDirection: ArrowDirection = .default

    /// Whether the menu is showing. Setting it shows or hides the menu at the target rectangle.
    open var isMenuVisible: Bool {
        get { menuView != nil }
        set { setMenuVisible(newValue, animated: false) }
    }

    /// The menu's frame in screen coordinates; `.zero` when hidden.
    open private(set) var menuFrame: CGRect = .zero

    private unowned let application: UIApplication
    @WeakLink private var targetView: UIView?
    private var targetRect: CGRect = .zero
    private var window: PassThroughWindow?
    private var menuView: EditMenuView?
    /// Set while the chain is asked what to show. UIKit code hides the menu from inside
    /// `canPerformAction` or `target(forAction:withSender:)` to suppress items; that must not
    /// hide the menu being built (it shows if any item is left).
    private var isCollectingItems = false
    /// The menu of elements showing, when an edit menu interaction (or a text view's edit menu)
    /// showed it rather than `showMenu(from:rect:)`.
    private var elementMenu: ElementMenu?

    /// A menu of elements on the bar: the menu given, the submenus opened from it, and whom to
    /// tell when it goes.
    private struct ElementMenu {
        let root: UIMenu
        /// Submenus opened, outermost first; the bar shows the last (or the root).
        var opened: [UIMenu] = []
        /// Told once, just before the menu leaves the screen for whatever reason.
        var willDismiss: (() -> Void)?
        /// Where the arrow points (the configuration's preference).
        var arrow: ArrowDirection = .default

        var shown: UIMenu { opened.last ?? root }
    }

    init(application: UIApplication) {
        self.application = application
    }

    /// The rectangle, in `targetView`'s coordinates, the menu points at.
    open func setTargetRect(_ rect: CGRect, in targetView: UIView) {
        self.targetView = targetView
        self.targetRect = rect
        if menuView != nil { update() }
    }

    /// Shows the menu at the target rectangle, or hides it.
    open func setMenuVisible(_ menuVisible: Bool, animated: Bool) {
        if menuVisible { show() } else { hideMenu() }
    }

    /// Shows the menu pointing at `rect` in `targetView`.
    open func showMenu(from targetView: UIView, rect: CGRect) {
        if elementMenu != nil { hideMenu() }
        setTargetRect(rect, in: targetView)
        show()
    }

    /// Hides the menu, if it shows.
    open func hideMenu() {
        guard !isCollectingItems, let menuView else { return }
        if let willDismiss = elementMenu?.willDismiss {
            // Told once: a hide from inside the callback finds nothing more to tell.
            elementMenu?.willDismiss = nil
            willDismiss()
            guard self.menuView === menuView else { return }
        }
        elementMenu = nil
        NotificationCenter.default.post(name: UIMenuController.willHideMenuNotification, object: self, for: application)
        menuView.removeFromSuperview()
        self.menuView = nil
        window?.isHidden = true
        menuFrame = .zero
        NotificationCenter.default.post(name: UIMenuController.didHideMenuNotification, object: self, for: application)
    }

    open func hideMenu(from targetView: UIView) {
        hideMenu()
    }

    /// Asks the chain again which items to show (after the first responder's state changed).
    open func update() {
        guard menuView != nil else { return }
        show()
    }

    // MARK: - Internal

    /// The items the chain can perform now, standard ones first; or, for a menu of elements, the
    /// elements of the menu shown.
    func availableItems() -> [EditMenuView.Item] {
        let start: UIResponder? = application.firstResponder ?? targetView
        guard let start else { return [] }
        isCollectingItems = true
        defer { isCollectingItems = false }
        if let elementMenu { return EditMenuElements.items(of: elementMenu.shown, chainStart: start) }
        let standard = UIMenuController.standardItems.map { EditMenuView.Item(title: $0.1, action: $0.0) }
        let custom = (menuItems ?? []).map { EditMenuView.Item(title: $0.title, action: $0.action) }
        return (standard + custom).filter { item in
            guard case .selector(let action) = item.kind else { return false }
            return start.target(forAction: action, withSender: self) != nil
        }
    }

    /// The standard edit actions and the app's `menuItems` the chain can perform now, from the
    /// first responder (or `view`), as commands in one inline section: the suggested actions an
    /// edit menu interaction's delegate is given.
    func suggestedActions(from view: UIView) -> [UIMenuElement] {
        let start: UIResponder = application.firstResponder ?? view
        isCollectingItems = true
        defer { isCollectingItems = false }
        let entries = UIMenuController.standardItems + (menuItems ?? []).map { ($0.action, $0.title) }
        let commands = entries.compactMap { action, title -> UICommand? in
            let command = UICommand(title: title, action: action)
            return start.target(forAction: action, withSender: command) != nil ? command : nil
        }
        guard !commands.isEmpty else { return [] }
        return [UIMenu(title: "", identifier: .standardEdit, options: .displayInline, children: commands)]
    }

    /// Shows `menu`'s elements on the bar, pointing at `rect` in `view`; `willDismiss` is told
    /// once before it goes. Replaces whatever menu shows. Returns whether it shows (a menu with
    /// nothing to choose does not).
    @discardableResult
    func present(
        _ menu: UIMenu, from view: UIView, rect: CGRect, arrow: ArrowDirection = .default,
        willDismiss: (() -> Void)?
    ) -> Bool {
        hideMenu()
        setTargetRect(rect, in: view)
        elementMenu = ElementMenu(root: menu, willDismiss: willDismiss, arrow: arrow)
        show()
        guard menuView != nil else {
            elementMenu = nil
            return false
        }
        return true
    }

    /// Asks the menu's elements again (an interaction's `reloadVisibleMenu`), or shows `menu`
    /// in their place.
    func reloadElements(with menu: UIMenu) {
        guard menuView != nil, let current = elementMenu else { return }
        elementMenu = ElementMenu(root: menu, willDismiss: current.willDismiss, arrow: current.arrow)
        show()
    }

    /// Whether the bar shows a menu of elements (not `UIMenuController`'s own items).
    var showsElementMenu: Bool { menuView != nil && elementMenu != nil }

    /// A touch came down at `point` (screen coordinates): outside the menu, it goes away.
    func touchBegan(at point: CGPoint) {
        guard menuView != nil, !menuFrame.contains(point) else { return }
        hideMenu()
    }

    /// An item was chosen: a submenu opens on the bar; otherwise the menu hides (unless the
    /// element keeps it), then the responder that can perform the item does, or the action runs.
    func choose(_ item: EditMenuView.Item) {
        let start: UIResponder? = application.firstResponder ?? targetView
        switch item.kind {
        case .selector(let action):
            let target = start?.target(forAction: action, withSender: self) as? ActionTarget
            hideMenu()
            target?.perform(action, with: self)
        case .element(let element):
            if element.attributes.contains(.keepsMenuPresented) {
                element.run(sender: self, chainStart: start)
                update()
                return
            }
            hideMenu()
            element.run(sender: self, chainStart: start)
        case .submenu(let submenu):
            elementMenu?.opened.append(submenu)
            show()
        }
    }

    /// The back button: the bar shows the menu the open submenu was chosen from.
    func showParentMenu() {
        guard elementMenu?.opened.isEmpty == false else { return }
        elementMenu?.opened.removeLast()
        show()
    }

    /// The menu turned a page: it changed size and place.
    func menuFrameDidChange(to frame: CGRect) {
        guard frame != menuFrame else { return }
        menuFrame = frame
        NotificationCenter.default.post(
            name: UIMenuController.menuFrameDidChangeNotification, object: self, for: application)
    }

    /// The menu as shown, for tests and scripts.
    var visibleMenuView: EditMenuView? { menuView }

    /// The titles on the menu's current page, left to right ("◂" and "▸" turn pages); empty when
    /// hidden.
    package var visibleTitles: [String] {
        menuView?.visibleTitles ?? []
    }

    /// Where the item (or page button) titled `title` is, in screen coordinates.
    package func frameOfItem(titled title: String) -> CGRect? {
        guard let menuView, let frame = menuView.frame(ofItemTitled: title) else { return nil }
        return frame.offsetBy(dx: menuFrame.minX, dy: menuFrame.minY)
    }

    // MARK: - Private

    private static let standardItems: [(Selector, String)] = [
        (.cut, "Cut"), (.copy, "Copy"), (.paste, "Paste"), (.pasteAndMatchStyle, "Paste and Match Style"),
        (.select, "Select"), (.selectAll, "Select All"), (.delete, "Delete"),
        (.makeTextWritingDirectionLeftToRight, "Left to Right"),
        (.makeTextWritingDirectionRightToLeft, "Right to Left"),
        (.toggleBoldface, "Bold"), (.toggleItalics, "Italic"), (.toggleUnderline, "Underline"),
        (.increaseSize, "Bigger"), (.decreaseSize, "Smaller"),
    ]

    private func show() {
        guard let targetView, let targetWindow = targetView.window else { return }
        let items = availableItems()
        guard !items.isEmpty else {
            hideMenu()
            return
        }
        var target = targetView.convert(targetRect, to: nil)
        target = target.offsetBy(dx: targetWindow.frame.minX, dy: targetWindow.frame.minY)
        let wasVisible = menuView != nil
        if !wasVisible {
            NotificationCenter.default.post(
                name: UIMenuController.willShowMenuNotification, object: self, for: application)
        }
        let window = self.window ?? makeWindow()
        let view = menuView ?? EditMenuView(controller: self)
        view.items = items
        view.showsBackButton = elementMenu?.opened.isEmpty == false
        // In the window before it is placed, so it reads in the application's direction.
        if view.superview == nil { window.addSubview(view) }
        view.place(pointingAt: target, in: window.bounds, arrow: elementMenu?.arrow ?? arrowDirection)
        window.isHidden = false
        menuView = view
        let frame = view.frame
        if frame != menuFrame {
            menuFrame = frame
            NotificationCenter.default.post(
                name: UIMenuController.menuFrameDidChangeNotification, object: self, for: application)
        }
        if !wasVisible {
            NotificationCenter.default.post(
                name: UIMenuController.didShowMenuNotification, object: self, for: application)
        }
    }

    private func makeWindow() -> PassThroughWindow {
        let window = PassThroughWindow(frame: application.screen.bounds, application: application)
        window.windowLevel = .editMenu
        self.window = window
        return window
    }
}

extension UIWindow.Level {
    /// The edit menu: above the keyboard, below alerts.
    static let editMenu = UIWindow.Level(1750)
}
