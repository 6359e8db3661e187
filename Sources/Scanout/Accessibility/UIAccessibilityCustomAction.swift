import FoundationEssentials

/// An action an element offers beyond activation ("Delete", "Flag", "Call"), which VoiceOver
/// lists when a person swipes up or down on the element.
///
/// Behaves as UIKit's `UIAccessibilityCustomAction`: either a handler that returns whether it
/// succeeded, or a target and selector. Without an Objective-C runtime the selector is performed
/// through the target's `actionTable` (as a control's action is), with the action as the sender;
/// it succeeds when the target implements it. Main actor.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction: NSObjectProtocol, @MainActor CustomStringConvertible {
    /// What the action is called, spoken and shown.
    open var name: String
    /// The name with attributes; setting it sets `name`.
    open var attributedName: NSAttributedString {
        get { NSAttributedString(string: name) }
        set { name = newValue.string }
    }
    /// An image for the action where actions are shown (Scanout shows none; kept for apps).
    open var image: UIImage?
    /// The object that performs `selector`; held weakly, as UIKit does.
    open weak var target: AnyObject?
    /// The action performed on `target`.
    open var selector: Selector?
    /// The closure run instead of a target and selector; returns whether the action succeeded.
    open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?
    /// The group the action is listed under.
    open var category: String?

    public init(name: String, target: Any?, selector: Selector) {
        self.name = name
        self.target = target as AnyObject?
        self.selector = selector
    }

    public init(name: String, image: UIImage?, target: Any?, selector: Selector) {
        self.name = name
        self.image = image
        self.target = target as AnyObject?
        self.selector = selector
    }

    public init(name: String, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
        self.name = name
        self.actionHandler = actionHandler
    }

    public init(name: String, image: UIImage?, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
        self.name = name
        self.image = image
        self.actionHandler = actionHandler
    }

    public convenience init(attributedName: NSAttributedString, target: Any?, selector: Selector) {
        self.init(name: attributedName.string, target: target, selector: selector)
    }

    public convenience init(
        attributedName: NSAttributedString, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?
    ) {
        self.init(name: attributedName.string, actionHandler: actionHandler)
    }

    open var description: String { "<UIAccessibilityCustomAction: \(objectAddress(self)); name = \(name)>" }

    /// Runs the handler, or performs the selector on the target; false when neither did anything.
    func perform() -> Bool {
        if let actionHandler { return actionHandler(self) }
        guard let selector, let target = target as? ActionTarget else { return false }
        return target.perform(selector, with: self)
    }
}

/// A way to move through an app's content by a kind of item (VoiceOver's rotor: headings, links,
/// "unread messages"). Behaves as UIKit's `UIAccessibilityCustomRotor`: a name, and a search
/// closure that, given where the person is and which way they go, answers the next item. Main
/// actor.
@preconcurrency @MainActor
open class UIAccessibilityCustomRotor: NSObjectProtocol, @MainActor CustomStringConvertible {
    /// Which way a search goes.
    public enum Direction: Int, Sendable {
        case previous = 0
        case next = 1
    }

    /// A system kind of rotor, with UIKit's raw values.
    public enum SystemRotorType: Int, Sendable {
        case none = 0
        case link, visitedLink, heading, headingLevel1, headingLevel2, headingLevel3, headingLevel4
        case headingLevel5, headingLevel6, boldText, italicText, underlineText, misspelledWord, image
        case textField, table, list, landmark
    }

    /// Where a search starts and which way it goes.
    @preconcurrency @MainActor
    open class SearchPredicate {
        /// The item the person is on (nil at the start).
        open var currentItem: UIAccessibilityCustomRotorItemResult
        open var searchDirection: Direction

        public init(currentItem: UIAccessibilityCustomRotorItemResult, searchDirection: Direction) {
            self.currentItem = currentItem
            self.searchDirection = searchDirection
        }
    }

    open var name: String
    open var attributedName: NSAttributedString {
        get { NSAttributedString(string: name) }
        set { name = newValue.string }
    }
    public private(set) var systemRotorType: SystemRotorType = .none
    /// Answers the next item from a predicate; nil when there is none.
    open var itemSearchBlock: (SearchPredicate) -> UIAccessibilityCustomRotorItemResult?

    public init(name: String, itemSearch: @escaping (SearchPredicate) -> UIAccessibilityCustomRotorItemResult?) {
        self.name = name
        self.itemSearchBlock = itemSearch
    }

    public init(
        systemType: SystemRotorType, itemSearch: @escaping (SearchPredicate) -> UIAccessibilityCustomRotorItemResult?
    ) {
        self.name = "\(systemType)"
        self.systemRotorType = systemType
        self.itemSearchBlock = itemSearch
    }

    open var description: String { "<UIAccessibilityCustomRotor: \(objectAddress(self)); name = \(name)>" }
}

/// An item a custom rotor found: an element, and optionally a text range within it.
@preconcurrency @MainActor
open class UIAccessibilityCustomRotorItemResult {
    /// The element found (a view or an accessibility element), held weakly as UIKit does.
    open weak var targetElement: AnyObject?
    open var targetRange: UITextRange?

    public init(targetElement: Any, targetRange: UITextRange?) {
        self.targetElement = targetElement as AnyObject
        self.targetRange = targetRange
    }
}
