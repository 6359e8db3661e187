/// A change to a view's properties that follows how the device is tilted (parallax): UIKit's
/// motion effects. Subclasses return the key paths and values for a viewer offset from
/// `keyPathsAndRelativeValues(forViewerOffset:)`.
///
/// A kiosk is fixed to a wall or a stand and has no motion sensor, so the viewer offset is always
/// zero, as on an iOS device that cannot sense motion or with Reduce Motion on: effects are kept on
/// their views and change nothing. Main actor.
@preconcurrency @MainActor
open class UIMotionEffect: NSObject {
    public override init() {
        super.init()
    }

    /// The properties to change, by key path, for `viewerOffset` (each component from -1 to 1).
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        nil
    }
}

/// A motion effect that moves one property between two values as the device tilts about one axis.
@preconcurrency @MainActor
open class UIInterpolatingMotionEffect: UIMotionEffect {
    /// The axis of tilt the effect follows.
    public enum EffectType: Int, Sendable {
        case tiltAlongHorizontalAxis
        case tiltAlongVerticalAxis
    }

    /// The property changed (`"center.x"`, `"layer.shadowOffset"`).
    public let keyPath: String
    public let type: EffectType
    /// The value at the fullest tilt one way, and the other.
    open var minimumRelativeValue: Any?
    open var maximumRelativeValue: Any?

    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }

    /// The value between the two for the offset along the effect's axis. With no tilt (always,
    /// here) the change is zero, so nothing is returned.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        let amount = type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical
        guard amount.isFinite, amount != 0,
            let minimum = minimumRelativeValue as? CGFloat, let maximum = maximumRelativeValue as? CGFloat
        else { return nil }
        let clamped = min(max(amount, -1), 1)
        return [keyPath: minimum + (maximum - minimum) * (clamped + 1) / 2]
    }
}

/// Motion effects applied together.
@preconcurrency @MainActor
open class UIMotionEffectGroup: UIMotionEffect {
    open var motionEffects: [UIMotionEffect]?

    /// Every effect's changes for `viewerOffset`, merged.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        var merged: [String: Any] = [:]
        for effect in motionEffects ?? [] {
            for (key, value) in effect.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) ?? [:] {
                merged[key] = value
            }
        }
        return merged.isEmpty ? nil : merged
    }
}

extension UIView {
    /// The motion effects added to the view (see `UIMotionEffect`: kept, with no motion to follow).
    public var motionEffects: [UIMotionEffect] {
        get { storedMotionEffects }
        set { storedMotionEffects = newValue }
    }

    /// Adds `effect` to the view (once).
    public func addMotionEffect(_ effect: UIMotionEffect) {
        guard !storedMotionEffects.contains(where: { $0 === effect }) else { return }
        storedMotionEffects.append(effect)
    }

    /// Removes `effect` from the view.
    public func removeMotionEffect(_ effect: UIMotionEffect) {
        storedMotionEffects.removeAll { $0 === effect }
    }
}
