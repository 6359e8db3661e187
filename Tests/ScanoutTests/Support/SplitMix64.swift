import ScanoutTesting

/// The seeded generator of the hostile tests: ScanoutTesting's, which apps' tests use too.
typealias SplitMix64 = SeededRandomNumberGenerator
