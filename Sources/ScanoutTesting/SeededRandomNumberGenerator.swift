/// A random number generator that a seed determines: for hostile tests that feed an app random
/// input and must replay a failing run. Print the seed; run again with it to see the same values.
///
/// ```swift
/// let seed = UInt64.random(in: 0...UInt64.max)
/// print("seed \(seed)")
/// var random = SeededRandomNumberGenerator(seed: seed)
/// let x = CGFloat.random(in: 0...800, using: &random)
/// ```
///
/// SplitMix64 (Steele, Lea and Flood, "Fast Splittable Pseudorandom Number Generators", OOPSLA
/// 2014): small, fast, and every seed gives a full-period sequence. Not for cryptography.
public struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
