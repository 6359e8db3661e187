/// The key a transition is added under, as Core Animation names it: `layer.add(transition,
/// forKey: kCATransition)`.
public let kCATransition = "transition"

/// The layer's old look leaves while its new one arrives (Core Animation's `CATransition`).
///
/// ```swift
/// let slide = CATransition()
/// slide.type = .push
/// slide.subtype = .fromRight
/// slide.duration = 0.3
/// label.layer.add(slide, forKey: kCATransition)
/// label.text = "Next"          // the change the transition shows
/// ```
/// Adding the transition takes a snapshot of the layer as it looks then (its sublayers and, for
/// a view's layer, its subviews) and shows it beside the layer while the layer shows whatever it
/// becomes: `.fade` fades the old look off the new, `.push` slides the old out and the new in
/// from `subtype`'s side, `.moveIn` slides the new in over the old, `.reveal` slides the old away
/// off the new. `startProgress` and `endProgress` (0…1) run only that part of the way. The
/// snapshot goes when the transition ends or is removed.
///
/// Differences: the old look is the one at `add` time, so add the transition before the change
/// (Core Animation also takes the look from before a change made earlier in the same
/// transaction); the layer is not clipped while it slides, as in Core Animation without
/// `masksToBounds`; transition types other than the four are drawn as `.fade`. Main actor.
@preconcurrency @MainActor
open class CATransition: CAAnimation {
    /// The internal key under which a sliding look's offset (a point, in its superlayer) is drawn.
    static let offsetKey = "@transition.offset"

    open var type: CATransitionType = .fade
    /// The side the new look comes from (or the old one leaves towards); `.fromLeft` when nil.
    open var subtype: CATransitionSubtype?
    /// The share of the way (0…1) the transition starts at and ends at.
    open var startProgress: Float = 0
    open var endProgress: Float = 1

    override var animatedKeyPaths: [String] { [CATransition.offsetKey] }

    /// The new look's part: sliding in for `.push` and `.moveIn`.
    override func contribute(
        atElapsed elapsed: TimeInterval, on layer: CALayer, into values: inout [String: LayerValue]
    ) {
        guard type == .push || type == .moveIn else { return }
        let entry = entryOffset(of: layer)
        let rest = 1 - wayThrough(atElapsed: elapsed)
        values[CATransition.offsetKey] = .point(CGPoint(x: entry.x * rest, y: entry.y * rest))
    }

    // MARK: - Internal

    /// Shows `layer`'s look now beside it from `start` (clock seconds) until the transition ends:
    /// a snapshot placed where the layer is, animated by the old look's part. Nil when the layer
    /// has nothing to snapshot or nowhere to show one.
    func beginShowingOldLook(of layer: CALayer, from start: TimeInterval) -> AnimationCompanion? {
        let oldLook = OldLook(transition: self, size: layer.bounds.size)
        oldLook.beginTime = start
        oldLook.duration = cycleDuration
        oldLook.fillMode = .forwards
        oldLook.isRemovedOnCompletion = false
        // A slide in covers the old look; everything else shows it on top.
        let below = type == .moveIn
        if let view = layer.backingView {
            guard let superview = view.superview, let snapshot = view.snapshotView(afterScreenUpdates: false) else {
                return nil
            }
            UIView.insert(snapshot, placedLike: view, in: superview, next: view, below: below)
            oldLook.snapshot = .view(snapshot)
            snapshot.layer.runCompanion(oldLook, from: start)
        } else {
            guard let superlayer = layer.superlayer, let image = layer.renderedImage()?.cgImage else { return nil }
            let snapshot = CALayer()
            snapshot.bounds = CGRect(origin: .zero, size: layer.bounds.size)
            snapshot.anchorPoint = layer.anchorPoint
            snapshot.position = layer.position
            snapshot.transform = layer.transform
            snapshot.contents = image
            if below {
                superlayer.insertSublayer(snapshot, below: layer)
            } else {
                superlayer.insertSublayer(snapshot, above: layer)
            }
            oldLook.snapshot = .layer(snapshot)
            snapshot.runCompanion(oldLook, from: start)
        }
        return oldLook
    }

    /// How far the transition is (0…1) at `elapsed`: the eased progress mapped into
    /// `startProgress…endProgress`.
    func wayThrough(atElapsed elapsed: TimeInterval) -> Double {
        let start = startProgress.isFinite ? min(max(Double(startProgress), 0), 1) : 0
        let end = endProgress.isFinite ? min(max(Double(endProgress), 0), 1) : 1
        return start + (end - start) * progress(atElapsed: elapsed)
    }

    /// Where the new look starts from (and the opposite of where the old look goes): a whole
    /// width or height towards `subtype`'s side.
    func entryOffset(of size: CGSize) -> CGPoint {
        let width = size.width.isFinite ? size.width : 0
        let height = size.height.isFinite ? size.height : 0
        switch subtype ?? .fromLeft {
        case .fromRight: return CGPoint(x: width, y: 0)
        case .fromTop: return CGPoint(x: 0, y: -height)
        case .fromBottom: return CGPoint(x: 0, y: height)
        default: return CGPoint(x: -width, y: 0)
        }
    }

    private func entryOffset(of layer: CALayer) -> CGPoint { entryOffset(of: layer.bounds.size) }
}

/// The kinds of transition.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fade = CATransitionType(rawValue: "fade")
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    public static let push = CATransitionType(rawValue: "push")
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The side a transition moves from.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// A transition's old look: the snapshot shown beside the layer, and the animation that moves
/// or fades it (sliding out for `.push` and `.reveal`, fading for `.fade`, still for `.moveIn`).
/// It goes when the transition ends or is removed.
@MainActor
private final class OldLook: CAAnimation, AnimationCompanion {
    /// The key the old look's animation runs under on the snapshot.
    static let key = "@transition.oldLook"

    enum Snapshot {
        case view(UIView)
        case layer(CALayer)
    }

    /// Held strongly: the old look may be stepped once more after the app let the transition go
    /// (no cycle: the transition does not hold its old look).
    let transition: CATransition
    let size: CGSize
    var snapshot: Snapshot?

    init(transition: CATransition, size: CGSize) {
        self.transition = transition
        self.size = size
        super.init()
    }

    override var animatedKeyPaths: [String] { [CATransition.offsetKey, "opacity"] }

    override func contribute(
        atElapsed elapsed: TimeInterval, on layer: CALayer, into values: inout [String: LayerValue]
    ) {
        let way = transition.wayThrough(atElapsed: elapsed)
        switch transition.type {
        case .push, .reveal:
            let entry = transition.entryOffset(of: size)
            values[CATransition.offsetKey] = .point(CGPoint(x: -entry.x * way, y: -entry.y * way))
        case .moveIn:
            break
        default:
            values["opacity"] = .number(1 - way)
        }
    }

    func animationDidEnd() {
        switch snapshot {
        case .view(let view)?:
            view.layer.removeAnimation(forKey: OldLook.key)
            view.removeFromSuperview()
        case .layer(let layer)?:
            layer.removeAnimation(forKey: OldLook.key)
            layer.removeFromSuperlayer()
        case nil: break
        }
        snapshot = nil
    }
}

extension CALayer {
    /// Runs `animation` on the layer from `start` outside any transaction: a companion of an
    /// animation the app added, which ends with it.
    fileprivate func runCompanion(_ animation: CAAnimation, from start: TimeInterval) {
        guard let application = hostApplication else { return }
        runningAnimations.append(
            RunningAnimation(key: OldLook.key, animation: animation, start: start, transaction: nil))
        application.layerAnimations.run(self)
    }
}
