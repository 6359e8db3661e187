/// Through several values, or along a path, at given times (Core Animation's
/// `CAKeyframeAnimation`).
///
/// ```swift
/// let orbit = CAKeyframeAnimation(keyPath: "position")
/// orbit.path = CGPath(ellipseIn: CGRect(x: 20, y: 20, width: 200, height: 120), transform: nil)
/// orbit.calculationMode = .paced
/// orbit.rotationMode = .rotateAuto
/// badge.layer.add(orbit, forKey: "orbit")
/// ```
/// `values` at `keyTimes` (0…1; evenly spread when nil or not one per value), each segment eased
/// by its entry of `timingFunctions`, combined by `calculationMode`: `.linear` (straight between
/// values), `.discrete` (each value held until the next key time), `.paced` (key times and timing
/// functions ignored; an even speed), `.cubic` (a Kochanek–Bartels spline through the values:
/// Catmull-Rom when `tensionValues`, `continuityValues` and `biasValues` are nil) and
/// `.cubicPaced` (the cubic curve at the paced times). A `path` (for a point property such as
/// "position") takes the place of `values`: every element's end is a key frame, `.paced` walks
/// it by arc length, and `rotationMode` turns the layer to follow its direction. Main actor.
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The internal key the turn of `rotationMode` is drawn under (on top of the layer's transform).
    static let pathRotationKey = "@keyframe.path.rotation"

    open var values: [Any]?
    /// A path the point property follows; when set, `values` is ignored. The animation keeps an
    /// immutable copy of the path it is given.
    open var path: CGPath? {
        get { storedPath }
        set { storedPath = newValue?.snapshot }
    }
    private var storedPath: CGPath?
    open var keyTimes: [NSNumber]?
    /// The easing of each segment between key frames (one fewer than the key frames).
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// Whether a layer following `path` turns to its direction.
    open var rotationMode: CAAnimationRotationMode?
    /// The cubic modes' tension, continuity and bias at each key frame (0 when nil).
    open var tensionValues: [NSNumber]?
    open var continuityValues: [NSNumber]?
    open var biasValues: [NSNumber]?

    /// The path last measured, reused while `path` is unchanged.
    private var measuredPath: (path: CGPath, measured: KeyframePath?)?

    override var animatedKeyPaths: [String] {
        guard let keyPath else { return [] }
        return rotationMode != nil ? [keyPath, CAKeyframeAnimation.pathRotationKey] : [keyPath]
    }

    override func contribute(
        atElapsed elapsed: TimeInterval, on layer: CALayer, into values: inout [String: LayerValue]
    ) {
        guard let keyPath else { return }
        let progress = self.progress(atElapsed: elapsed)
        if let path {
            guard let (point, angle) = pointOnPath(path, at: progress) else { return }
            values[keyPath] = .point(point)
            switch rotationMode {
            case .rotateAuto?: values[CAKeyframeAnimation.pathRotationKey] = .number(angle)
            case .rotateAutoReverse?: values[CAKeyframeAnimation.pathRotationKey] = .number(angle + .pi)
            default: break
            }
            return
        }
        if let value = value(at: progress, model: layer.modelValue(forKeyPath: keyPath)) { values[keyPath] = value }
    }

    override func value(at progress: Double, model: LayerValue?) -> LayerValue? {
        let frames = (values ?? []).compactMap(LayerValue.init)
        guard let first = frames.first else { return nil }
        guard frames.count > 1, progress.isFinite else { return first }
        if calculationMode == .discrete {
            return frames[discreteIndex(at: progress, count: frames.count)]
        }
        let paced = calculationMode == .paced || calculationMode == .cubicPaced
        let times = paced ? pacedTimes(of: frames) : keyTimes(count: frames.count)
        let (index, local) = segment(at: progress, times: times, eased: !paced)
        if calculationMode == .cubic || calculationMode == .cubicPaced {
            return cubic(frames, segment: index, at: local)
                ?? frames[index].interpolated(
                    to: frames[index + 1], progress: local)
        }
        return frames[index].interpolated(to: frames[index + 1], progress: local)
    }

    // MARK: - Private

    /// Where a layer following `path` is at `progress`, and the direction the path runs there.
    private func pointOnPath(_ path: CGPath, at progress: Double) -> (CGPoint, Double)? {
        if measuredPath?.path != path { measuredPath = (path, KeyframePath(path)) }
        guard let measured = measuredPath?.measured, progress.isFinite else { return nil }
        switch calculationMode {
        case .paced, .cubicPaced:
            return measured.point(atFractionOfLength: progress)
        case .discrete:
            let vertices = measured.vertices
            let index = discreteIndex(at: progress, count: vertices.count)
            let angle = measured.point(inPiece: max(index - 1, 0), fraction: 1).angle
            return (vertices[index], angle)
        default:
            let (index, local) = segment(at: progress, times: keyTimes(count: measured.pieces.count + 1), eased: true)
            return measured.point(inPiece: index, fraction: local)
        }
    }

    /// `keyTimes` when there is one finite time per key frame (clamped to 0…1 and made to rise),
    /// else times spread evenly.
    private func keyTimes(count: Int) -> [Double] {
        if let given = keyTimes?.map(\.doubleValue), given.count == count, given.allSatisfy(\.isFinite) {
            var times: [Double] = []
            for time in given { times.append(min(max(time, times.last ?? 0), 1)) }
            return times
        }
        return (0..<count).map { Double($0) / Double(count - 1) }
    }

    /// Times at which an even speed reaches each value (distances between them; evenly when
    /// they cannot be measured).
    private func pacedTimes(of frames: [LayerValue]) -> [Double] {
        var walked = [0.0]
        for index in 1..<frames.count {
            walked.append(walked[index - 1] + frames[index - 1].distance(to: frames[index]))
        }
        guard let total = walked.last, total > 0, total.isFinite else {
            return (0..<frames.count).map { Double($0) / Double(frames.count - 1) }
        }
        return walked.map { $0 / total }
    }

    /// The segment `progress` falls in and how far through it (0…1), eased by the segment's
    /// timing function when `eased`.
    private func segment(at progress: Double, times: [Double], eased: Bool) -> (Int, Double) {
        let last = times.count - 2
        var index = 0
        while index < last, progress > times[index + 1] { index += 1 }
        let span = times[index + 1] - times[index]
        var local = span > 0 ? (progress - times[index]) / span : (progress >= times[index + 1] ? 1 : 0)
        local = min(max(local, 0), 1)
        if eased, let functions = timingFunctions, index < functions.count {
            local = functions[index].progress(at: local)
        }
        return (index, local)
    }

    /// Which of `count` values shows at `progress` in discrete mode: each from its key time until
    /// the next (`keyTimes` may have one per value, or one more as Core Animation asks).
    private func discreteIndex(at progress: Double, count: Int) -> Int {
        let given = keyTimes?.map(\.doubleValue) ?? []
        let times: [Double]
        if (given.count == count || given.count == count + 1), given.allSatisfy(\.isFinite) {
            times = Array(given.prefix(count))
        } else {
            times = (0..<count).map { Double($0) / Double(count) }
        }
        var index = 0
        while index < count - 1, progress >= times[index + 1] { index += 1 }
        return index
    }

    /// The Kochanek–Bartels curve from `frames[index]` to `frames[index + 1]` at `t`; nil for
    /// values that are not numbers, points, sizes or rectangles.
    private func cubic(_ frames: [LayerValue], segment index: Int, at t: Double) -> LayerValue? {
        guard let p1 = frames[index].components, let p2 = frames[index + 1].components else { return nil }
        let p0 = index > 0 ? frames[index - 1].components ?? p1 : p1
        let p3 = index + 2 < frames.count ? frames[index + 2].components ?? p2 : p2
        guard p0.count == p1.count, p3.count == p1.count, p2.count == p1.count else { return nil }
        func parameter(_ list: [NSNumber]?, _ at: Int) -> Double {
            guard let list, at < list.count, list[at].doubleValue.isFinite else { return 0 }
            return list[at].doubleValue
        }
        // Tangents at the segment's ends (Kochanek–Bartels; all zero is Catmull-Rom).
        let (t1, c1, b1) = (
            parameter(tensionValues, index), parameter(continuityValues, index), parameter(biasValues, index)
        )
        let (t2, c2, b2) = (
            parameter(tensionValues, index + 1), parameter(continuityValues, index + 1),
            parameter(biasValues, index + 1)
        )
        let h00 = 2 * t * t * t - 3 * t * t + 1
        let h10 = t * t * t - 2 * t * t + t
        let h01 = -2 * t * t * t + 3 * t * t
        let h11 = t * t * t - t * t
        let mixed = p1.indices.map { i -> Double in
            let outgoing =
                (1 - t1) * (1 + b1) * (1 + c1) / 2 * (p1[i] - p0[i]) + (1 - t1) * (1 - b1) * (1 - c1) / 2
                * (p2[i] - p1[i])
            let incoming =
                (1 - t2) * (1 + b2) * (1 - c2) / 2 * (p2[i] - p1[i]) + (1 - t2) * (1 - b2) * (1 + c2) / 2
                * (p3[i] - p2[i])
            return h00 * p1[i] + h10 * outgoing + h01 * p2[i] + h11 * incoming
        }
        return frames[index].withComponents(mixed)
    }
}

/// How a key-frame animation goes from one key frame to the next.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether a layer following a key-frame path turns with it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Turned to the path's direction.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// Turned to the path's direction, then half a turn more.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
