/// A menu: a titled group of actions and submenus, shown by a bar button item or a button that
/// has one (`UIBarButtonItem.menu`, `UIButton.menu`).
///
/// Behaves as UIKit's `UIMenu`: immutable once made (`replacingChildren(_:)` makes a copy);
/// `.displayInline` children show as a section of their parent rather than as a submenu. Main actor.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// A name that identifies a menu.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }
    }

    /// How a menu shows its children.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The children show in the parent menu, set off by separators, not as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu's title is drawn in red: what it holds destroys something.
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one child action is `.on`: choosing one turns the others off.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children show side by side as a row of small items.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    public let identifier: Identifier
    public let options: Options
    /// How large the children are drawn.
    open var preferredElementSize: UIMenuElement.Size = .automatic
    /// The actions and submenus, in order.
    public let children: [UIMenuElement]

    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        options: Options = [], children: [UIMenuElement] = []
    ) {
        self.identifier = identifier ?? Identifier("UIMenu-\(UIMenu.nextIdentifier)")
        UIMenu.nextIdentifier += 1
        self.options = options
        self.children = children
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }

    /// A copy of this menu with `newChildren`.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        let copy = UIMenu(
            title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
            children: newChildren)
        copy.preferredElementSize = preferredElementSize
        return copy
    }

    /// The actions a person can choose, in order, with inline children flattened into their
    /// parent: what a one-level menu shows.
    var flattenedActions: [UIAction] {
        children.flatMap { element -> [UIAction] in
            if let action = element as? UIAction { return action.attributes.contains(.hidden) ? [] : [action] }
            if let menu = element as? UIMenu { return menu.flattenedActions }
            return []
        }
    }

    private static var nextIdentifier = 1
}
