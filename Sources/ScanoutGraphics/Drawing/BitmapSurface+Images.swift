import CCairo

// A bitmap drawn once and then read: a symbol, the pointer's cursor pixels, what
// `UIGraphicsBeginImageContext` drew.

extension BitmapSurface {
    /// A copy of what has been drawn so far; the bitmap can go on being drawn.
    package func makeImage() -> CGImage {
        CGImage(copyingPixelsOf: surface)
    }

    /// The bitmap itself as an image, without a copy: for a bitmap drawn once and then dropped.
    /// Drawing into the bitmap afterwards would change the image, which images must not do.
    package func finishImage() -> CGImage {
        flush()
        return CGImage(adopting: cairo_surface_reference(surface))
    }

    /// Calls `body` with the pixels, row after row `bytesPerRow` apart, once drawing is flushed to
    /// them; nil when the bitmap has no memory to read.
    package func withPixels<Result>(_ body: (_ pixels: UnsafeRawPointer, _ bytesPerRow: Int) throws -> Result)
        rethrows -> Result?
    {
        flush()
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        return try body(UnsafeRawPointer(data), bytesPerRow)
    }
}
