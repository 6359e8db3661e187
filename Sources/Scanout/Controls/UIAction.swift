/// A closure-based action: `button.addAction(UIAction { _ in ... }, for: .touchUpInside)`.
///
/// The alternative to target-action when the handler is easiest written inline. Main actor.
@MainActor
open class UIAction: @MainActor CustomStringConvertible {
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

    open var title: String
    public let identifier: Identifier
    /// The control that sent the action while the handler runs.
    public internal(set) var sender: Any?
    let handler: UIActionHandler

    public init(title: String = "", identifier: Identifier? = nil, handler: @escaping UIActionHandler) {
        self.title = title
        self.identifier = identifier ?? Identifier(rawValue: "UIAction-\(UIAction.nextIdentifier)")
        UIAction.nextIdentifier += 1
        self.handler = handler
    }

    open var description: String {
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
