/// Holds an item to a point or to another item (UIKit's `UIAttachmentBehavior`): rigidly at
/// `length` (a rod), or as a spring of `frequency` oscillations per second and `damping` ratio.
///
/// ```swift
/// let leash = UIAttachmentBehavior(item: ball, attachedToAnchor: CGPoint(x: 160, y: 40))
/// leash.length = 120
/// leash.frequency = 2
/// leash.damping = 0.3
/// ```
/// `length` starts as the distance between the two points when the attachment is made. The
/// variants: `pinAttachment` (two items joined at a point, free to turn), `fixedAttachment` (two
/// items welded: joined and turning together) and `limitAttachment` (a rope: at most `length`
/// apart, slack when closer). Differences: `slidingAttachment`, `frictionTorque` and
/// `attachmentRange` are not made (Scanout has no sliding joint). Main actor.
@preconcurrency @MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
    /// Whether the attachment holds an item to a point or two items together.
    public enum AttachmentType: Int, Sendable {
        case items
        case anchor
    }

    /// The most oscillations per second a spring is given (a stiffer one is this one).
    private static let frequencyLimit = 60.0

    public let attachedBehaviorType: AttachmentType
    /// For `.anchor`: the point (in the reference view) the item is held to.
    open var anchorPoint: CGPoint { didSet { setNeedsStep() } }
    open var length: CGFloat { didSet { setNeedsStep() } }
    /// A spring's damping ratio (0: none, 1: critical).
    open var damping: CGFloat = 0 { didSet { setNeedsStep() } }
    /// A spring's oscillations per second; 0 (the default) holds rigidly.
    open var frequency: CGFloat = 0 { didSet { setNeedsStep() } }
    private let offsetA: UIOffset
    private let offsetB: UIOffset
    private var variant = Variant.distance

    private enum Variant {
        case distance, limit, pin, fixed(angle: Double)
    }

    public convenience init(item: UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    public init(item: UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        attachedBehaviorType = .anchor
        anchorPoint = point
        offsetA = offset
        offsetB = .zero
        length = UIAttachmentBehavior.distance(UIAttachmentBehavior.point(of: item, offset: offset), point)
        super.init()
        addOwnItem(item)
    }

    public convenience init(item item1: UIDynamicItem, attachedTo item2: UIDynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    public init(
        item item1: UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: UIDynamicItem,
        offsetFromCenter offset2: UIOffset
    ) {
        attachedBehaviorType = .items
        anchorPoint = .zero
        offsetA = offset1
        offsetB = offset2
        length = UIAttachmentBehavior.distance(
            UIAttachmentBehavior.point(of: item1, offset: offset1),
            UIAttachmentBehavior.point(of: item2, offset: offset2))
        super.init()
        addOwnItem(item1)
        addOwnItem(item2)
    }

    /// Two items joined at `point` (in the reference view), each free to turn about it.
    public static func pinAttachment(
        with item1: UIDynamicItem, attachedTo item2: UIDynamicItem, attachmentAnchor point: CGPoint
    ) -> UIAttachmentBehavior {
        let attachment = UIAttachmentBehavior(
            item: item1, offsetFromCenter: offset(of: point, from: item1), attachedTo: item2,
            offsetFromCenter: offset(of: point, from: item2))
        attachment.variant = .pin
        attachment.length = 0
        return attachment
    }

    /// Two items welded at `point`: they move and turn as one.
    public static func fixedAttachment(
        with item1: UIDynamicItem, attachedTo item2: UIDynamicItem, attachmentAnchor point: CGPoint
    ) -> UIAttachmentBehavior {
        let attachment = pinAttachment(with: item1, attachedTo: item2, attachmentAnchor: point)
        attachment.variant = .fixed(angle: rotation(of: item2) - rotation(of: item1))
        return attachment
    }

    /// A rope between the two points (offsets from the items' centres): at most its length apart.
    public static func limitAttachment(
        with item1: UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: UIDynamicItem,
        offsetFromCenter offset2: UIOffset
    ) -> UIAttachmentBehavior {
        let attachment = UIAttachmentBehavior(
            item: item1, offsetFromCenter: offset1, attachedTo: item2, offsetFromCenter: offset2)
        attachment.variant = .limit
        return attachment
    }

    open var items: [UIDynamicItem] { ownItems }

    override func addConstraints(in step: DynamicsStep) {
        // The first item is `b` (moved towards the anchor or the second item, `a`).
        guard let first = ownItems.first, let body = step.body(for: first) else { return }
        let other = attachedBehaviorType == .items && ownItems.count > 1 ? step.body(for: ownItems[1]) : nil
        if attachedBehaviorType == .items, other == nil { return }
        guard attachedBehaviorType == .items || anchorPoint.isFinite else { return }
        let anchorA =
            other != nil ? DynamicsVector(x: offsetB.horizontal, y: offsetB.vertical) : DynamicsVector(anchorPoint)
        let anchorB = DynamicsVector(x: offsetA.horizontal, y: offsetA.vertical)
        guard anchorA.isFinite, anchorB.isFinite else { return }
        let rest = usable(length, 0...1e7, else: 0)
        let spring = usable(frequency, 0...UIAttachmentBehavior.frequencyLimit, else: 0)
        let ratio = usable(damping, 0...100, else: 0)
        var kind = DynamicsJoint.Kind.distance(length: rest, isLimit: false)
        switch variant {
        case .limit: kind = .distance(length: rest, isLimit: true)
        case .pin, .fixed: kind = .point
        case .distance: if rest < 0.5 { kind = .point }
        }
        step.add(
            DynamicsJoint(
                kind: kind, a: other, anchorA: anchorA, b: body, anchorB: anchorB, frequency: spring,
                dampingRatio: ratio))
        if case .fixed(let angle) = variant {
            // `b` (the first item) keeps its turn relative to the second.
            step.add(
                DynamicsJoint(
                    kind: .angle(reference: -angle), a: other, anchorA: .zero, b: body, anchorB: .zero,
                    frequency: spring, dampingRatio: ratio))
        }
    }

    // MARK: - Private

    private static func point(of item: UIDynamicItem, offset: UIOffset) -> CGPoint {
        let turned = DynamicsVector(x: offset.horizontal, y: offset.vertical).rotated(by: rotation(of: item))
        return CGPoint(x: item.center.x + turned.x, y: item.center.y + turned.y)
    }

    private static func offset(of point: CGPoint, from item: UIDynamicItem) -> UIOffset {
        let local = (DynamicsVector(point) - DynamicsVector(item.center)).rotated(by: -rotation(of: item))
        return local.isFinite ? UIOffset(horizontal: local.x, vertical: local.y) : .zero
    }

    private static func rotation(of item: UIDynamicItem) -> Double {
        let angle = atan2Value(Double(item.transform.b), Double(item.transform.a))
        return angle.isFinite ? angle : 0
    }

    private static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        let length = a.distance(to: b)
        return length.isFinite ? length : 0
    }
}
