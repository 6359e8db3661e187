#if canImport(Glibc)
import Glibc
#endif

extension UIColor {
    /// A colour given in the Display P3 space (the wider gamut of Apple's screens, which design
    /// tools export), converted to sRGB, the only space Scanout's panels show: components within
    /// sRGB convert exactly; the more saturated ones P3 adds are clamped to the nearest sRGB
    /// edge. Components are clamped to 0...1 first, as every colour's are.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let linear = [red, green, blue].map { DisplayP3.linear(fromEncoded: clampUnit($0)) }
        // P3 and sRGB share their white point (D65) and transfer curve; only the primaries
        // differ. Linear P3 to linear sRGB, through XYZ, as one matrix.
        let r = 1.224_940_2 * linear[0] - 0.224_940_2 * linear[1]
        let g = -0.042_056_9 * linear[0] + 1.042_057_1 * linear[1]
        let b = -0.019_637_6 * linear[0] - 0.078_636_1 * linear[1] + 1.098_273_5 * linear[2]
        self.init(
            red: DisplayP3.encoded(fromLinear: r), green: DisplayP3.encoded(fromLinear: g),
            blue: DisplayP3.encoded(fromLinear: b), alpha: alpha)
    }
}

/// The sRGB transfer curve, which Display P3 uses too.
enum DisplayP3 {
    static func linear(fromEncoded value: CGFloat) -> CGFloat {
        value <= 0.040_45 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }

    static func encoded(fromLinear value: CGFloat) -> CGFloat {
        let value = clampUnit(value)
        return value <= 0.003_130_8 ? value * 12.92 : 1.055 * pow(value, 1 / 2.4) - 0.055
    }
}
