/// A mark or control at the edge of a list cell (`UICollectionViewListCell.accessories`): a
/// disclosure chevron, a checkmark, a delete or insert control, a reorder handle, an outline
/// triangle, a label, or a view of your own, shown always or only in or out of editing mode.
/// As UIKit's `UICellAccessory`. Main actor.
@preconcurrency @MainActor
public struct UICellAccessory {
    /// When an accessory shows.
    public enum DisplayedState: Int, Sendable {
        case always, whenEditing, whenNotEditing
    }

    /// Which end of the cell an accessory goes to.
    public enum Placement: Sendable {
        case leading, trailing
    }

    /// The options most accessories take: their colours and whether they are hidden.
    public struct Options {
        public var isHidden: Bool?
        public var reservedLayoutWidth: CGFloat?
        public var tintColor: UIColor?
        public var backgroundColor: UIColor?

        public init(isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// What the accessory is.
    enum Kind {
        case disclosureIndicator
        case checkmark
        case detail(actionHandler: (() -> Void)?)
        case delete(actionHandler: (() -> Void)?)
        case insert(actionHandler: (() -> Void)?)
        case reorder
        case multiselect
        case outlineDisclosure(actionHandler: (() -> Void)?)
        case label(String)
        case customView(UIView, placement: Placement)
    }

    let kind: Kind
    let displayed: DisplayedState
    let options: Options

    /// The chevron of a row that leads on.
    public static func disclosureIndicator(
        displayed: DisplayedState = .always, options: Options = Options()
    ) -> UICellAccessory {
        UICellAccessory(kind: .disclosureIndicator, displayed: displayed, options: options)
    }

    public static func checkmark(displayed: DisplayedState = .always, options: Options = Options()) -> UICellAccessory {
        UICellAccessory(kind: .checkmark, displayed: displayed, options: options)
    }

    public static func detail(
        displayed: DisplayedState = .always, options: Options = Options(), actionHandler: (() -> Void)? = nil
    ) -> UICellAccessory {
        UICellAccessory(kind: .detail(actionHandler: actionHandler), displayed: displayed, options: options)
    }

    /// The red minus of editing mode; its handler runs when it is tapped.
    public static func delete(
        displayed: DisplayedState = .whenEditing, options: Options = Options(), actionHandler: (() -> Void)? = nil
    ) -> UICellAccessory {
        UICellAccessory(kind: .delete(actionHandler: actionHandler), displayed: displayed, options: options)
    }

    public static func insert(
        displayed: DisplayedState = .whenEditing, options: Options = Options(), actionHandler: (() -> Void)? = nil
    ) -> UICellAccessory {
        UICellAccessory(kind: .insert(actionHandler: actionHandler), displayed: displayed, options: options)
    }

    /// The handle for dragging a row to another place in editing mode.
    public static func reorder(displayed: DisplayedState = .whenEditing, options: Options = Options())
        -> UICellAccessory
    {
        UICellAccessory(kind: .reorder, displayed: displayed, options: options)
    }

    public static func multiselect(
        displayed: DisplayedState = .whenEditing, options: Options = Options()
    ) -> UICellAccessory {
        UICellAccessory(kind: .multiselect, displayed: displayed, options: options)
    }

    /// The triangle of an outline row that expands and collapses its children.
    public static func outlineDisclosure(
        displayed: DisplayedState = .always, options: Options = Options(), actionHandler: (() -> Void)? = nil
    ) -> UICellAccessory {
        UICellAccessory(kind: .outlineDisclosure(actionHandler: actionHandler), displayed: displayed, options: options)
    }

    /// A short text at the trailing end (a count, a value).
    public static func label(
        text: String, displayed: DisplayedState = .always, options: Options = Options()
    ) -> UICellAccessory {
        UICellAccessory(kind: .label(text), displayed: displayed, options: options)
    }

    /// A view of your own at either end.
    public struct CustomViewConfiguration {
        public var customView: UIView
        public var placement: Placement
        public var isHidden: Bool?
        public var reservedLayoutWidth: CGFloat?
        public var tintColor: UIColor?
        public var maintainsFixedSize: Bool?

        public init(
            customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil,
            tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil
        ) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }
    }

    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        var options = Options(isHidden: configuration.isHidden, tintColor: configuration.tintColor)
        options.reservedLayoutWidth = configuration.reservedLayoutWidth
        return UICellAccessory(
            kind: .customView(configuration.customView, placement: configuration.placement), displayed: .always,
            options: options)
    }

    /// Whether the accessory shows in a cell in or out of editing mode.
    func isShown(editing: Bool) -> Bool {
        if options.isHidden == true { return false }
        switch displayed {
        case .always: return true
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        }
    }

    /// The end of the cell the accessory goes to, as in UIKit.
    var placement: Placement {
        switch kind {
        case .delete, .insert, .multiselect, .outlineDisclosure: return .leading
        case .customView(_, let placement): return placement
        default: return .trailing
        }
    }
}
