// Floating values to integers, safe by construction.
//
// `Int(x)` traps when `x` is NaN, infinite or outside `Int`'s range, and every geometry value an
// app hands the framework can be any of those (a division by zero in a layout computation, a
// scale of 1e308). Every conversion of a `CGFloat`/`Double` to an integer in the framework and
// its backends goes through here, so no such value can trap the process, whichever path it
// takes to pixels, indices or C calls.

extension BinaryFloatingPoint {
    /// This value rounded by `rule` and clamped into `range`; NaN becomes the value in `range`
    /// nearest to zero (an absent quantity, not an extreme one).
    @inlinable package func clampedInteger<Integer: FixedWidthInteger>(
        rounding rule: FloatingPointRoundingRule = .towardZero, in range: ClosedRange<Integer>
    ) -> Integer {
        guard !isNaN else { return Swift.min(Swift.max(0, range.lowerBound), range.upperBound) }
        let rounded = self.rounded(rule)
        // Comparisons in the floating type: `Self(range.upperBound)` may round up to the next
        // power of two (Int.max as a Double is 2^63), which `>=` turns into the right clamp.
        if rounded >= Self(range.upperBound) { return range.upperBound }
        if rounded <= Self(range.lowerBound) { return range.lowerBound }
        return Integer(rounded)
    }

    /// This value rounded by `rule` and clamped into `Integer`'s whole range; NaN becomes 0.
    @inlinable package func clampedInteger<Integer: FixedWidthInteger>(
        _: Integer.Type = Int.self, rounding rule: FloatingPointRoundingRule = .towardZero
    ) -> Integer {
        clampedInteger(rounding: rule, in: Integer.min...Integer.max)
    }

    /// This value as a device pixel coordinate or length: rounded by `rule` and clamped to
    /// ±`PixelGeometry.limit`, so sums and differences of a few of them never overflow and any of
    /// them fits the `Int32` that cairo and pixman take. NaN becomes 0.
    @inlinable package func pixelInteger(rounding rule: FloatingPointRoundingRule = .towardZero) -> Int {
        clampedInteger(rounding: rule, in: -PixelGeometry.limit...PixelGeometry.limit)
    }
}

/// The range device pixel geometry is kept in.
@usableFromInline package enum PixelGeometry {
    /// 2^24 pixels: far beyond any screen or surface (cairo refuses images over 32,767 a side),
    /// small enough that adding or subtracting a handful of such values stays inside `Int32`.
    @usableFromInline package static let limit = 1 << 24
}

// Whether geometry is made of numbers only — no NaN, no infinity. Not UIKit API: the renderer and
// hit-testing skip a view whose geometry is not (UIKit neither draws nor hits such a view).

extension CGSize {
    @inlinable package var isFinite: Bool { width.isFinite && height.isFinite }
}

extension CGRect {
    @inlinable package var isFinite: Bool { origin.isFinite && size.isFinite }
}

extension CGAffineTransform {
    @inlinable package var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }
}
