/// What bars show: the common part of a toolbar's or navigation bar's button item
/// (`UIBarButtonItem`) and a tab bar's item (`UITabBarItem`).
///
/// Behaves as UIKit's `UIBarItem`: a title, an image, whether it is enabled, a tag, and title
/// attributes per control state. An item is not a view; the bar that shows it draws it, and draws
/// it again when a property changes. Main actor.
///
/// Difference: UIKit's `UIBarItem` inherits from `NSObject`; Scanout's is a main-actor class with
/// `NSObjectProtocol`, as `UIResponder` is (see ARCHITECTURE).
@preconcurrency @MainActor
open class UIBarItem: NSObjectProtocol, @MainActor CustomStringConvertible {
    public init() {}

    /// Whether the item can be used; a disabled item is drawn dimmed and ignores touches.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { itemDidChange() } }
    }

    /// The text shown for the item.
    open var title: String? {
        didSet { if title != oldValue { itemDidChange() } }
    }

    /// The image shown for the item; drawn as a template in the bar's tint when its rendering mode
    /// is automatic, as UIKit does.
    open var image: UIImage? {
        didSet { if image !== oldValue { itemDidChange() } }
    }

    /// The image for landscape on a phone; Scanout shows `image`.
    open var landscapeImagePhone: UIImage?
    /// The image for large-content viewing; Scanout keeps it for code that sets it.
    open var largeContentSizeImage: UIImage?
    /// Moves and resizes the image within the item.
    open var imageInsets: UIEdgeInsets = .zero {
        didSet { if imageInsets != oldValue { itemDidChange() } }
    }
    open var landscapeImagePhoneInsets: UIEdgeInsets = .zero

    /// An integer the app uses to tell items apart.
    open var tag = 0

    /// What the item says it is; tests find the item's view by it. The title unless set.
    open var accessibilityLabel: String? {
        get { storedAccessibilityLabel ?? title }
        set {
            storedAccessibilityLabel = newValue
            itemDidChange()
        }
    }
    private var storedAccessibilityLabel: String?
    open var accessibilityIdentifier: String?
    open var accessibilityHint: String?

    private var titleAttributes: [UIControl.State.RawValue: [NSAttributedString.Key: Any]] = [:]

    /// Sets the title's attributes (`.font`, `.foregroundColor`) for `state`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        itemDidChange()
    }

    /// The title's attributes for `state`, as set.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// The title's font for `state`: the state's attributes, then the normal state's.
    func titleFont(for state: UIControl.State) -> UIFont? {
        (titleAttributes[state.rawValue]?[.font] ?? titleAttributes[UIControl.State.normal.rawValue]?[.font]) as? UIFont
    }

    /// The title's colour for `state`: the state's attributes, then the normal state's.
    func titleColor(for state: UIControl.State) -> UIColor? {
        (titleAttributes[state.rawValue]?[.foregroundColor]
            ?? titleAttributes[UIControl.State.normal.rawValue]?[.foregroundColor]) as? UIColor
    }

    /// Told when anything that changes how the item is drawn changes; the bar showing the item
    /// sets it. An item shows in one bar at a time, as in UIKit.
    var onChange: (() -> Void)?

    func itemDidChange() {
        onChange?()
    }

    open var description: String {
        var text = "<\(type(of: self)): \(objectAddress(self))"
        if let title { text += "; title = \(title.debugDescription)" }
        return text + ">"
    }
}
