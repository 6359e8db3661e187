/// The scalar of every coordinate and size: points on screen, alpha, scale.
///
/// On Apple platforms `CGFloat` is a struct the compiler converts to and from `Double` implicitly.
/// Scanout makes it an alias of `Double`, which gives the same source compatibility (a `CGFloat`
/// is passed where a `Double` is expected and back) without the implicit-conversion machinery that
/// only exists for Apple's modules. Pure value; usable from any isolation domain.
public typealias CGFloat = Double

extension CGFloat {
    /// The nearest value on the pixel grid of a screen at `scale` (whole points at 1, halves at 2).
    @inlinable package func alignedToPixels(scale: CGFloat) -> CGFloat {
        (self * scale).rounded() / scale
    }

    /// Whether the value lies on that grid, to a thousandth of a pixel.
    @inlinable package func isOnPixelGrid(scale: CGFloat) -> Bool {
        abs(self * scale - (self * scale).rounded()) < 0.001
    }
}
