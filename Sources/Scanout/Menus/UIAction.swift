/// A closure-based action: `button.addAction(UIAction { _ in ... }, for: .touchUpInside)`, and an
/// item of a menu (`UIMenu(children: [UIAction(title: "Delete", attributes: .destructive) { ... }])`).
///
/// The alternative to target-action when the handler is easiest written inline. Main actor.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// A name that identifies an action, so it can be removed or replaced.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }
    }

    open override var title: String {
        get { elementTitle }
        set { elementTitle = newValue }
    }

    open override var image: UIImage? {
        get { elementImage }
        set { elementImage = newValue }
    }

    public let identifier: Identifier
    /// A title for keyboard-shortcut lists, when different from `title`.
    open var discoverabilityTitle: String?
    open var attributes: UIMenuElement.Attributes
    /// Whether a menu shows the action checked.
    open var state: UIMenuElement.State
    /// The control or bar button item that sent the action, while the handler runs.
    public internal(set) var sender: Any?
    let handler: UIActionHandler

    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off,
        handler: @escaping UIActionHandler
    ) {
        self.identifier = identifier ?? Identifier(rawValue: "UIAction-\(UIAction.nextIdentifier)")
        UIAction.nextIdentifier += 1
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }

    open override var description: String {
        "<UIAction: \(objectAddress(self)); title = \(title.debugDescription); identifier = \(identifier.rawValue)>"
    }

    /// Runs the handler with `sender` as the action's sender.
    func perform(sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }

    private static var nextIdentifier = 1
}

public typealias UIActionHandler = @MainActor (UIAction) -> Void
