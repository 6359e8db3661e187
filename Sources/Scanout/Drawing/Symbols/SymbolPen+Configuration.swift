extension SymbolPen {
    /// Draws `design` (`size` design points) for `configuration` at `screenScale` pixels per point:
    /// the bitmap, and its size in points.
    static func image(
        size: CGSize, configuration: UIImage.SymbolConfiguration, screenScale: CGFloat, design: (SymbolPen) -> Void
    ) -> (CGImage, pointSize: CGSize) {
        let lineWidth = configuration.weight.strokeWidth
        let designToPoints = configuration.resolvedPointSize / 17 * configuration.scale.factor
        let pointSize = CGSize(
            width: ((size.width + lineWidth) * designToPoints * screenScale).rounded(.up) / screenScale,
            height: ((size.height + lineWidth) * designToPoints * screenScale).rounded(.up) / screenScale)
        let image = image(
            pixelWidth: (pointSize.width * screenScale).clampedInteger(in: 1...4096),
            pixelHeight: (pointSize.height * screenScale).clampedInteger(in: 1...4096),
            designToPixels: designToPoints * screenScale, lineWidth: lineWidth, design: design)
        return (image, pointSize)
    }
}
