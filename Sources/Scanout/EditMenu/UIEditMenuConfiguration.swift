/// Where an edit menu shows and how it is told apart: the point in the interaction's view it
/// comes from, an identifier, and the direction its arrow prefers (UIKit's
/// `UIEditMenuConfiguration`). Main actor.
@preconcurrency @MainActor
open class UIEditMenuConfiguration: NSObjectProtocol, @MainActor CustomStringConvertible {
    /// The identifier the app gave, to recognise the configuration in delegate calls.
    public let identifier: any NSCopying
    /// The point the menu comes from, in the interaction's view's coordinates.
    public let sourcePoint: CGPoint
    /// Which way the arrow should point; `.automatic` lets the menu choose (up from below the
    /// target only when there is no room above).
    open var preferredArrowDirection: UIEditMenuArrowDirection = .automatic

    public init(identifier: (any NSCopying)?, sourcePoint: CGPoint) {
        self.identifier = identifier ?? UniqueMenuIdentifier()
        self.sourcePoint = sourcePoint
    }

    open var description: String {
        "<UIEditMenuConfiguration: \(objectAddress(self)); sourcePoint = \(sourcePoint)>"
    }
}

/// Which way an edit menu's arrow points at its target.
public enum UIEditMenuArrowDirection: Int, Sendable {
    case automatic = 0
    case up = 1
    case down = 2
    case left = 3
    case right = 4
}

/// Animations and completions that run as an edit menu shows or goes.
@preconcurrency @MainActor
public protocol UIEditMenuInteractionAnimating: AnyObject {
    /// Runs `animations` alongside the menu's showing or going.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Runs `completion` once the menu has shown or gone.
    func addCompletion(_ completion: @escaping () -> Void)
}

extension InteractionAnimator: UIEditMenuInteractionAnimating {}
