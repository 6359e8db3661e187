// The focus model's vocabulary, as UIKit spells it: environments (views, view controllers, the
// things that take part in a focus update), items (what can hold focus), the heading of a move,
// group priorities and the context a move is described by. The engine is `UIFocusSystem`
// (BEHAVIOUR.md §31).

/// Something that takes part in focus updates: it may say where focus should go inside it
/// (`preferredFocusEnvironments`), veto a move (`shouldUpdateFocus(in:)`) and hear of one
/// (`didUpdateFocus(in:with:)`). Views and view controllers are environments. Main actor.
@preconcurrency @MainActor
public protocol UIFocusEnvironment: AnyObject {
    /// Where focus should go inside this environment, most wanted first; the engine looks into
    /// each in turn until it finds an item that can be focused.
    var preferredFocusEnvironments: [any UIFocusEnvironment] { get }
    /// The environment containing this one; nil at the top.
    var parentFocusEnvironment: (any UIFocusEnvironment)? { get }
    /// The container of this environment's items, if it has any.
    var focusItemContainer: (any UIFocusItemContainer)? { get }
    /// The group this environment's items belong to, nil to inherit the parent's group.
    var focusGroupIdentifier: String? { get }
    /// Asks for focus to be reset to this environment's preferred item at the next update.
    func setNeedsFocusUpdate()
    /// Runs a pending focus update now.
    func updateFocusIfNeeded()
    /// Whether focus may move as `context` describes; every environment containing the previous
    /// or the next item is asked, and any may veto.
    func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool
    /// Focus moved as `context` describes. Animations added to `coordinator` run with the move.
    func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator)
}

extension UIFocusEnvironment {
    public var focusGroupIdentifier: String? { nil }
}

/// An environment that can hold focus. Views are focus items. Main actor.
@preconcurrency @MainActor
public protocol UIFocusItem: UIFocusEnvironment {
    /// Whether the item can be focused now.
    var canBecomeFocused: Bool { get }
    /// Where the item is, in its focus item container's coordinate space.
    var frame: CGRect { get }
    /// Whether the item is the focused item.
    var isFocused: Bool { get }
    /// How much the item wants focus when its group is entered (see `UIFocusGroupPriority`).
    var focusGroupPriority: UIFocusGroupPriority { get }
    /// How the item looks focused; nil draws the system's focus ring around `frame`.
    var focusEffect: UIFocusEffect? { get }
}

extension UIFocusItem {
    public var isFocused: Bool {
        guard let system = UIFocusSystem.focusSystem(for: self) else { return false }
        return system.focusedItem === self
    }
    public var focusGroupPriority: UIFocusGroupPriority { .ignored }
    public var focusEffect: UIFocusEffect? { nil }
}

/// Something that holds focus items and can say which are in a rectangle. Views are containers
/// of their subviews.
@preconcurrency @MainActor
public protocol UIFocusItemContainer: AnyObject {
    /// The coordinate space the items' frames are in.
    var coordinateSpace: any UICoordinateSpace { get }
    /// The items whose frames meet `rect` (in `coordinateSpace`).
    func focusItems(in rect: CGRect) -> [any UIFocusItem]
}

/// Which way focus moved: a direction for arrow keys, next or previous for Tab and Shift-Tab.
public struct UIFocusHeading: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let up = UIFocusHeading(rawValue: 1 << 0)
    public static let down = UIFocusHeading(rawValue: 1 << 1)
    public static let left = UIFocusHeading(rawValue: 1 << 2)
    public static let right = UIFocusHeading(rawValue: 1 << 3)
    public static let next = UIFocusHeading(rawValue: 1 << 4)
    public static let previous = UIFocusHeading(rawValue: 1 << 5)
    public static let first = UIFocusHeading(rawValue: 1 << 8)
    public static let last = UIFocusHeading(rawValue: 1 << 9)
}

/// How strongly an item asks for focus when focus enters its group: the highest wins, the item
/// focused last in the group counting as `previouslyFocused`.
public struct UIFocusGroupPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public init(_ rawValue: Int) { self.rawValue = rawValue }

    public static let ignored = UIFocusGroupPriority(0)
    public static let previouslyFocused = UIFocusGroupPriority(1000)
    public static let prioritized = UIFocusGroupPriority(2000)
    public static let currentlyFocused = UIFocusGroupPriority(Int.max)

    public static func < (lhs: UIFocusGroupPriority, rhs: UIFocusGroupPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

/// How a focused item is shown. The system effect is a tinted rounded ring around the item;
/// `UIFocusHaloEffect` chooses the ring's shape. Main actor.
@preconcurrency @MainActor
open class UIFocusEffect {
    public init() {}

    /// The system's focus effect.
    open class func effect() -> UIFocusEffect { UIFocusEffect() }
}

/// A ring around a rectangle with rounded corners (in the item's coordinates).
@preconcurrency @MainActor
open class UIFocusHaloEffect: UIFocusEffect {
    public let rect: CGRect
    public let cornerRadius: CGFloat

    public init(rect: CGRect, cornerRadius: CGFloat = 8) {
        self.rect = rect
        self.cornerRadius = cornerRadius
    }
}

/// A focus move: from which item, to which, in which heading. Given to `shouldUpdateFocus(in:)`
/// and `didUpdateFocus(in:with:)`. Main actor.
@preconcurrency @MainActor
open class UIFocusUpdateContext {
    public var previouslyFocusedItem: (any UIFocusItem)? { previousLink.object as? any UIFocusItem }
    public var nextFocusedItem: (any UIFocusItem)? { nextLink.object as? any UIFocusItem }
    public var previouslyFocusedView: UIView? { previousLink.object as? UIView }
    public var nextFocusedView: UIView? { nextLink.object as? UIView }
    /// Which way focus moves; empty for a programmatic update.
    public let focusHeading: UIFocusHeading

    private let previousLink: WeakAnyObject
    private let nextLink: WeakAnyObject

    init(previous: (any UIFocusItem)?, next: (any UIFocusItem)?, heading: UIFocusHeading) {
        previousLink = WeakAnyObject(previous)
        nextLink = WeakAnyObject(next)
        focusHeading = heading
    }
}

/// A focus move inside a table view: also the rows.
@preconcurrency @MainActor
open class UITableViewFocusUpdateContext: UIFocusUpdateContext {
    public let previouslyFocusedIndexPath: IndexPath?
    public let nextFocusedIndexPath: IndexPath?

    init(
        previous: (any UIFocusItem)?, next: (any UIFocusItem)?, heading: UIFocusHeading,
        previousIndexPath: IndexPath?, nextIndexPath: IndexPath?
    ) {
        previouslyFocusedIndexPath = previousIndexPath
        nextFocusedIndexPath = nextIndexPath
        super.init(previous: previous, next: next, heading: heading)
    }
}

/// A focus move inside a collection view: also the items.
@preconcurrency @MainActor
open class UICollectionViewFocusUpdateContext: UIFocusUpdateContext {
    public let previouslyFocusedIndexPath: IndexPath?
    public let nextFocusedIndexPath: IndexPath?

    init(
        previous: (any UIFocusItem)?, next: (any UIFocusItem)?, heading: UIFocusHeading,
        previousIndexPath: IndexPath?, nextIndexPath: IndexPath?
    ) {
        previouslyFocusedIndexPath = previousIndexPath
        nextFocusedIndexPath = nextIndexPath
        super.init(previous: previous, next: next, heading: heading)
    }
}

/// Runs animations with a focus move: what environments add in `didUpdateFocus(in:with:)` runs
/// in one animation when the move has been told to every environment. Main actor.
@preconcurrency @MainActor
open class UIFocusAnimationCoordinator {
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    init() {}

    /// Adds `animations` to run with the move and `completion` to run when they end.
    open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        if let animations { self.animations.append(animations) }
        if let completion { completions.append(completion) }
    }

    /// Animations for the item gaining focus (run with the move, as `addCoordinatedAnimations`).
    open func addCoordinatedFocusingAnimations(
        _ animations: ((any UIFocusAnimationContext) -> Void)?, completion: (() -> Void)? = nil
    ) {
        let context = FocusAnimationContext()
        addCoordinatedAnimations(animations.map { body in { body(context) } }, completion: completion)
    }

    /// Animations for the item losing focus.
    open func addCoordinatedUnfocusingAnimations(
        _ animations: ((any UIFocusAnimationContext) -> Void)?, completion: (() -> Void)? = nil
    ) {
        addCoordinatedFocusingAnimations(animations, completion: completion)
    }

    /// Runs what was added: in one `UIView.animate` block, then the completions.
    func run() {
        let animations = self.animations
        let completions = self.completions
        self.animations = []
        self.completions = []
        guard !animations.isEmpty || !completions.isEmpty else { return }
        if animations.isEmpty {
            for completion in completions { completion() }
            return
        }
        UIView.animate(
            withDuration: FocusAnimationContext.moveDuration,
            animations: { for animation in animations { animation() } },
            completion: { _ in for completion in completions { completion() } })
    }
}

/// The timing of a coordinated focus animation.
@preconcurrency @MainActor
public protocol UIFocusAnimationContext: AnyObject {
    var duration: TimeInterval { get }
}

final class FocusAnimationContext: UIFocusAnimationContext {
    /// How long the focus ring takes to move, and with it coordinated animations.
    static let moveDuration: TimeInterval = 0.15
    var duration: TimeInterval { Self.moveDuration }
}

/// A weak reference to any object (the items of a context, which may be views or not).
struct WeakAnyObject {
    weak var object: AnyObject?
    init(_ object: AnyObject?) { self.object = object }
}
