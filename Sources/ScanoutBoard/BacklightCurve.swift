#if canImport(Glibc)
import Glibc
#endif

/// How a brightness from 0 to 1 becomes light: the board file's `backlight.curve`.
///
/// A backlight's units are (close to) linear in light, but the eye is not: on a linear scale the
/// bottom tenth of a slider covers most of what looks different and the top half looks the same.
/// The perceptual curve is CIE 1976 lightness turned round: brightness is taken as L* (0…100,
/// which is what equal steps of looking brighter are), and the light asked for is the relative
/// luminance Y with that lightness — `Y = ((L* + 16) / 116)³` above L* = 8, `L* / 903.3` below
/// (the standard's linear toe). Half brightness is then 18 % of the range's light.
public enum BacklightCurve: String, Equatable, Sendable, CaseIterable {
    /// The backlight's units, evenly.
    case linear
    /// CIE 1976 lightness: equal steps of brightness look like equal steps.
    case perceptual

    /// The fraction of the range's light for `brightness` (0…1, clamped; NaN is 0).
    public func light(forBrightness brightness: Double) -> Double {
        let value = brightness.isNaN ? 0 : min(max(brightness, 0), 1)
        switch self {
        case .linear:
            return value
        case .perceptual:
            let lightness = value * 100
            if lightness > 8 {
                let root = (lightness + 16) / 116
                return min(1, root * root * root)
            }
            return lightness / 903.3
        }
    }

    /// The brightness (0…1) whose light is `light` (0…1, clamped; NaN is 0): the inverse of
    /// `light(forBrightness:)`, for reading back what a backlight shows.
    public func brightness(forLight light: Double) -> Double {
        let value = light.isNaN ? 0 : min(max(light, 0), 1)
        switch self {
        case .linear:
            return value
        case .perceptual:
            // 8 / 903.3: where the toe meets the cube.
            if value > 8 / 903.3 { return min(1, max(0, (116 * cbrt(value) - 16) / 100)) }
            return value * 903.3 / 100
        }
    }
}
