import Glibc

/// A damped harmonic oscillator carrying a value from 0 to 1: a mass `m` on a spring of
/// stiffness `k` with viscous damping `c`, released at 0 with velocity `v0` (in whole distances
/// per second) towards its rest at 1. Core Animation's `CASpringAnimation` and UIKit's
/// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` are documented as this
/// system.
///
/// With `ω0 = √(k/m)` and the damping ratio `ζ = c / (2√(km))`, the distance still to go is
/// `e^(−ζω0t) (cos ωd·t + B sin ωd·t)` below critical damping (`ωd = ω0√(1−ζ²)`),
/// `e^(−ω0t) (1 + (ω0 − v0) t)` at it, and the same with `cosh`/`sinh` above it; `B` makes the
/// starting velocity `v0`. Pure value.
struct SpringCurve: Hashable, Sendable {
    let mass: Double
    let stiffness: Double
    let damping: Double
    let initialVelocity: Double

    /// The distance from rest (as a fraction of the whole) below which the spring counts as
    /// settled.
    static let restThreshold = 0.001
    /// The longest a spring runs: a spring with (almost) no damping is stopped at rest after it.
    static let longestSettlingDuration: TimeInterval = 30

    /// A spring from physical values; values that are not usable (not finite, not positive where
    /// they must be) are replaced by Core Animation's defaults (mass 1, stiffness 100, damping 10).
    init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        self.mass = mass.isFinite && mass > 0 ? min(mass, 1e6) : 1
        self.stiffness = stiffness.isFinite && stiffness > 0 ? min(stiffness, 1e9) : 100
        self.damping = damping.isFinite && damping >= 0 ? min(damping, 1e9) : 10
        self.initialVelocity = initialVelocity.isFinite ? min(max(initialVelocity, -1e4), 1e4) : 0
    }

    /// A spring of damping ratio `ratio` that settles in `duration` seconds (UIKit's
    /// duration-and-damping-ratio springs): the natural frequency is the one at which a spring of
    /// that ratio released at rest comes within `restThreshold` of the end at `duration`.
    init(dampingRatio ratio: Double, duration: TimeInterval, initialVelocity: Double) {
        let usableRatio = ratio.isFinite ? min(max(ratio, 0.05), 20) : 1
        let usableDuration = duration.isFinite && duration > 0 ? duration : 0.5
        // At ω0 = 1 (mass 1, stiffness 1) the settling time is T1; time scales as 1/ω0.
        let unit = SpringCurve(mass: 1, stiffness: 1, damping: 2 * usableRatio, initialVelocity: 0)
        let omega = unit.settlingDuration(limit: 10_000) / usableDuration
        self.init(
            mass: 1, stiffness: omega * omega, damping: 2 * usableRatio * omega, initialVelocity: initialVelocity)
    }

    var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The value at `time` seconds after release: 0 at the start, 1 at rest (beyond 1 while it
    /// overshoots).
    func value(at time: TimeInterval) -> Double {
        guard time > 0 else { return 0 }
        let omega = naturalFrequency
        let zeta = dampingRatio
        let decay = exp(-zeta * omega * time)
        if abs(zeta - 1) < 1e-6 {
            return 1 - decay * (1 + (omega - initialVelocity) * time)
        }
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let b = (zeta * omega - initialVelocity) / damped
            return 1 - decay * (cos(damped * time) + b * sin(damped * time))
        }
        let rate = omega * (zeta * zeta - 1).squareRoot()
        let b = (zeta * omega - initialVelocity) / rate
        // cosh and sinh through exponentials of the slower and faster decays, which stay finite
        // where cosh alone would overflow.
        let slow = exp((-zeta * omega + rate) * time)
        let fast = exp((-zeta * omega - rate) * time)
        return 1 - (0.5 * (slow + fast) + b * 0.5 * (slow - fast))
    }

    /// How long the spring takes to come to rest: the last moment it is `restThreshold` or more
    /// from the end, found on a fine grid (a 240th of a second), at most `limit` seconds.
    func settlingDuration(limit: TimeInterval = SpringCurve.longestSettlingDuration) -> TimeInterval {
        let step = 1.0 / 240
        // Search in coarse windows so a slow spring costs a few thousand evaluations.
        var last = 0.0
        var time = step
        var quietSince = 0.0
        while time <= limit {
            if abs(1 - value(at: time)) >= Self.restThreshold {
                last = time
                quietSince = 0
            } else {
                quietSince += step
                // Settled for a whole period of the slowest motion: it stays settled (the
                // envelope only shrinks).
                let period = 2 * Double.pi / max(naturalFrequency, 1e-9)
                if quietSince > max(period, 0.5) { break }
            }
            time += step
        }
        return min(max(last + step, step), limit)
    }
}
