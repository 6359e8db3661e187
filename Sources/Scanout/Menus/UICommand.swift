/// A menu element that sends a selector up the responder chain when chosen:
/// `UICommand(title: "Refresh", action: "refresh")`.
///
/// Behaves as UIKit's `UICommand`. Where a `UIAction` carries its own closure, a command names an
/// action, and whichever responder can perform it when the menu shows — from the first responder
/// (or the view the menu was shown from) up the chain — receives it, with the command as its
/// sender. Before the command shows, that responder's `validate(_:)` may change its title, image,
/// state or attributes. A command no responder can perform is shown disabled in a menu panel and
/// left out of the edit menu, as UIKit's edit menu only offers what can be done. Main actor.
@preconcurrency @MainActor
open class UICommand: UIMenuElement {
    /// The `propertyList` of a command made without one.
    public static let noPropertyList: String = "UICommandNoPropertyList"

    open override var title: String {
        get { elementTitle }
        set { elementTitle = newValue }
    }

    open override var image: UIImage? {
        get { elementImage }
        set { elementImage = newValue }
    }

    /// The action sent up the responder chain.
    public let action: Selector
    /// A value that tells commands with the same action apart (a responder reads it from the
    /// sender).
    public let propertyList: Any?
    /// Commands to perform instead when modifier keys are held (kept for a keyboard's menus; a
    /// touch menu shows the command itself).
    public let alternates: [UICommandAlternate]
    /// A title for keyboard-shortcut lists, when different from `title`.
    open var discoverabilityTitle: String?
    open var attributes: UIMenuElement.Attributes
    /// Whether a menu shows the command checked.
    open var state: UIMenuElement.State
    /// What showed the menu the command was chosen from (a control, a bar button item), while its
    /// action runs.
    public internal(set) var sender: Any?

    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, action: Selector,
        propertyList: Any? = nil, alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off
    ) {
        self.action = action
        self.propertyList = propertyList
        self.alternates = alternates
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }

    open override var description: String {
        "<UICommand: \(objectAddress(self)); title = \(title.debugDescription); action = \(action.name)>"
    }

    /// The responder that would perform the command if it were chosen now, starting at `start`.
    /// Its `validate(_:)` runs first, as it does before a menu shows the command.
    func validatedTarget(startingAt start: UIResponder?) -> ActionTarget? {
        guard let target = start?.target(forAction: action, withSender: self) as? ActionTarget else { return nil }
        (target as? UIResponder)?.validate(self)
        return target
    }

    /// Sends the action to the responder that can perform it, from `start` up, with the command
    /// as the sender; `sender` is what the menu was shown from, readable while the action runs.
    func perform(startingAt start: UIResponder?, sender: Any?) {
        guard let target = start?.target(forAction: action, withSender: self) as? ActionTarget else { return }
        self.sender = sender
        target.perform(action, with: self)
        self.sender = nil
    }
}

/// A variant of a command that runs when modifier keys are held while it is chosen (UIKit's
/// `UICommandAlternate`). Main actor.
@preconcurrency @MainActor
open class UICommandAlternate: NSObjectProtocol, @MainActor CustomStringConvertible {
    public let title: String
    public let action: Selector
    public let modifierFlags: UIKeyModifierFlags

    public init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags) {
        self.title = title
        self.action = action
        self.modifierFlags = modifierFlags
    }

    open var description: String {
        "<UICommandAlternate: \(objectAddress(self)); title = \(title.debugDescription); action = \(action.name)>"
    }
}
