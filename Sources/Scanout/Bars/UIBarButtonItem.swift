/// A button for a navigation bar or a toolbar: a title, an image, a system item, or a view of
/// your own, that sends an action or shows a menu when tapped.
///
/// Behaves as UIKit's `UIBarButtonItem`. A tap runs `primaryAction` if there is one; otherwise it
/// sends `action` to `target` (up the responder chain from the first responder when `target` is
/// nil), with the item as the sender; an item with only a `menu` shows the menu. `flexibleSpace()`
/// and `fixedSpace(_:)` are spacers that are not drawn. A `customView` is shown as it is and gets
/// touches itself. The item is drawn by the bar that holds it (see `UIToolbar`,
/// `UINavigationBar`). Main actor.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// How a title item is drawn: `.done` is bold.
    public enum Style: Int, Sendable {
        case plain = 0
        @available(*, deprecated, message: "Use .plain")
        case bordered
        case done
    }

    /// Buttons every app uses, drawn and titled by the system.
    public enum SystemItem: Int, Sendable {
        case done = 0
        case cancel
        case edit
        case save
        case add
        case flexibleSpace
        case fixedSpace
        case compose
        case reply
        case action
        case organize
        case bookmarks
        case search
        case refresh
        case stop
        case camera
        case trash
        case play
        case pause
        case rewind
        case fastForward
        case undo
        case redo
        @available(*, deprecated)
        case pageCurl
        case close
    }

    /// How a title item is drawn.
    open var style: Style = .plain {
        didSet { if style != oldValue { itemDidChange() } }
    }

    /// The item's width; 0 (the default) sizes it to its content. A fixed space is this wide.
    open var width: CGFloat = 0 {
        didSet { if width != oldValue { itemDidChange() } }
    }

    /// Titles the item may show, so a bar can size it for the widest.
    open var possibleTitles: Set<String>?

    /// A view shown instead of a title or image; it gets touches itself (the item's action is
    /// not sent).
    open var customView: UIView? {
        didSet { if customView !== oldValue { itemDidChange() } }
    }

    /// The action sent when the item is tapped (and it has no `primaryAction`).
    open var action: Selector?
    /// Where `action` goes; nil sends it up the responder chain.
    open weak var target: AnyObject?

    /// The action run when the item is tapped; its title and image become the item's.
    open var primaryAction: UIAction? {
        didSet { adopt(primaryAction) }
    }

    /// A menu shown when the item is tapped (when it has neither `primaryAction` nor `action`),
    /// or held.
    open var menu: UIMenu? {
        didSet { itemDidChange() }
    }

    /// The colour of the item's title and template image; nil takes the bar's tint.
    open var tintColor: UIColor? {
        didSet { if tintColor != oldValue { itemDidChange() } }
    }

    /// Whether the item is drawn selected (highlighted background).
    open var isSelected = false {
        didSet { if isSelected != oldValue { itemDidChange() } }
    }

    /// Whether tapping the item toggles `isSelected` before its action runs.
    open var changesSelectionAsPrimaryAction = false

    /// Whether the bar leaves the item out.
    open var isHidden = false {
        didSet { if isHidden != oldValue { itemDidChange() } }
    }

    /// The system item this was made as; nil for other items.
    public private(set) var systemItem: SystemItem?

    // MARK: Initialization

    public required override init() {
        super.init()
    }

    /// An item showing `title`, sending `action` to `target` when tapped.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        setTarget(target, action: action)
    }

    /// An item showing `image`, sending `action` to `target` when tapped.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        setTarget(target, action: action)
    }

    /// An item showing `image` (`landscapeImagePhone` is kept but not used).
    public convenience init(
        image: UIImage?, landscapeImagePhone: UIImage?, style: Style, target: Any?, action: Selector?
    ) {
        self.init(image: image, style: style, target: target, action: action)
        self.landscapeImagePhone = landscapeImagePhone
    }

    /// A system item, sending `action` to `target` when tapped.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        configure(as: systemItem)
        setTarget(target, action: action)
    }

    /// A system item that runs `primaryAction` or shows `menu`.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        configure(as: systemItem)
        self.primaryAction = primaryAction
        adopt(primaryAction)
        self.menu = menu
    }

    /// An item showing `title` and/or `image`, running `primaryAction` or showing `menu`.
    public convenience init(
        title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        adopt(primaryAction)
        self.menu = menu
    }

    /// An item showing `title` and/or `image`, sending `action` to `target` or showing `menu`.
    public convenience init(
        title: String? = nil, image: UIImage? = nil, target: AnyObject?, action: Selector?, menu: UIMenu? = nil
    ) {
        self.init()
        self.title = title
        self.image = image
        setTarget(target, action: action)
        self.menu = menu
    }

    /// An item showing `customView`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// A spacer that takes the free width of a toolbar, shared with the other flexible spaces.
    open class func flexibleSpace() -> Self {
        let item = self.init()
        item.configure(as: .flexibleSpace)
        return item
    }

    /// A spacer `width` points wide.
    open class func fixedSpace(_ width: CGFloat) -> Self {
        let item = self.init()
        item.configure(as: .fixedSpace)
        item.width = width
        return item
    }

    public required convenience init?(coder: NSCoder) {
        return nil
    }

    // MARK: Performing

    /// Whether the item is a spacer (flexible or fixed), drawn as nothing.
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// What a tap on the item does, as UIKit decides: the primary action, the target-action,
    /// or the menu.
    var tapBehaviour: TapBehaviour {
        if primaryAction != nil || action != nil { return .perform }
        if menu != nil { return .showMenu }
        return .nothing
    }

    enum TapBehaviour {
        case perform
        case showMenu
        case nothing
    }

    /// Runs the item's action as a tap does, in `application` (the one whose window shows the
    /// item). Returns whether anything ran.
    @discardableResult
    func performTap(event: UIEvent?, in application: UIApplication) -> Bool {
        guard isEnabled else { return false }
        if changesSelectionAsPrimaryAction { isSelected.toggle() }
        if let primaryAction {
            primaryAction.perform(sender: self)
            return true
        }
        if let action {
            return application.sendAction(action, to: target, from: self, for: event)
        }
        return false
    }

    // MARK: Private

    private func setTarget(_ target: Any?, action: Selector?) {
        self.action = action
        guard let target else { return }
        if let action {
            // The same check UIControl.addTarget makes: a missing action is found here, where the
            // item is made, rather than when someone taps it.
            guard let actionTarget = target as? ActionTarget, actionTarget.responds(to: action) else {
                preconditionFailure(
                    "\(type(of: target)) does not implement action '\(action)' for a bar button item. Declare "
                        + "it in its actionTable: override class var actionTable: ActionTable { "
                        + "super.actionTable.on(Selector(\"\(action)\"), \(type(of: target)).methodName) }")
            }
        }
        self.target = target as AnyObject
    }

    /// A primary action's title and image become the item's (observers do not run in
    /// initializers, so they call this too).
    private func adopt(_ primaryAction: UIAction?) {
        if let primaryAction {
            if !primaryAction.title.isEmpty { title = primaryAction.title }
            if let image = primaryAction.image { self.image = image }
        }
        itemDidChange()
    }

    private func configure(as item: SystemItem) {
        systemItem = item
        switch item {
        case .done:
            title = "Done"
            style = .done
        case .cancel: title = "Cancel"
        case .edit: title = "Edit"
        case .save:
            title = "Save"
            style = .done
        case .undo: title = "Undo"
        case .redo: title = "Redo"
        default: break
        }
        // Symbol items say what they are in words, for tests and assistive technology.
        if title == nil, let name = item.accessibilityName { accessibilityLabel = name }
    }
}

extension UIBarButtonItem.SystemItem {
    /// What a symbol item is called in words; nil for items shown as titles and for spaces.
    var accessibilityName: String? {
        switch self {
        case .add: "Add"
        case .compose: "Compose"
        case .reply: "Reply"
        case .action: "Share"
        case .organize: "Organize"
        case .bookmarks: "Bookmarks"
        case .search: "Search"
        case .refresh: "Refresh"
        case .stop: "Stop"
        case .camera: "Camera"
        case .trash: "Delete"
        case .play: "Play"
        case .pause: "Pause"
        case .rewind: "Rewind"
        case .fastForward: "Fast Forward"
        case .close: "Close"
        default: nil
        }
    }
}

extension UIBarButtonItem {
    /// The edit button's look: "Done" in bold while editing, else "Edit".
    func updateForEditing(_ editing: Bool) {
        title = editing ? "Done" : "Edit"
        style = editing ? .done : .plain
        primaryAction?.title = title ?? ""
    }
}
