/// How an animation's progress follows time: a cubic Bézier easing curve from (0, 0) to (1, 1),
/// as CSS and Core Animation define them. Pure value; `Sendable`.
struct TimingCurve: Hashable, Sendable {
    let x1: Double
    let y1: Double
    let x2: Double
    let y2: Double

    static let linear = TimingCurve(x1: 0, y1: 0, x2: 1, y2: 1)
    static let easeIn = TimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
    static let easeOut = TimingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
    static let easeInOut = TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    /// The eased progress for linear time progress `t` in 0...1.
    func value(at t: Double) -> Double {
        if t <= 0 { return 0 }
        if t >= 1 { return 1 }
        if self == .linear { return t }
        return bezier(parameter(forX: t), y1, y2)
    }

    // MARK: - Private

    /// One coordinate of the curve at parameter `s`, with end points 0 and 1.
    private func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let inverse = 1 - s
        return 3 * inverse * inverse * s * p1 + 3 * inverse * s * s * p2 + s * s * s
    }

    private func bezierSlope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let inverse = 1 - s
        return 3 * inverse * inverse * p1 + 6 * inverse * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    /// The curve parameter whose x is `x`: Newton's method, falling back to bisection where the
    /// slope is too flat for it.
    private func parameter(forX x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = bezier(s, x1, x2) - x
            if abs(error) < 1e-7 { return s }
            let slope = bezierSlope(s, x1, x2)
            if abs(slope) < 1e-6 { break }
            s -= error / slope
        }
        var low = 0.0
        var high = 1.0
        s = x
        for _ in 0..<40 {
            let current = bezier(s, x1, x2)
            if abs(current - x) < 1e-7 { break }
            if current < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }
}
