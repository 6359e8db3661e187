import Scanout

extension CGImage {
    /// The smallest pixel rectangle within `area` (default: the whole image) holding every pixel
    /// that differs from `background` by more than `threshold` in some channel: where text or
    /// shapes were drawn. Nil when nothing was.
    func inkBounds(
        in area: PixelRect? = nil, background: RGBA8 = RGBA8(red: 255, green: 255, blue: 255, alpha: 255),
        threshold: Int = 96
    ) -> PixelRect? {
        let area = area ?? PixelRect(x: 0, y: 0, width: width, height: height)
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for y in max(0, area.y)..<min(height, area.maxY) {
            for x in max(0, area.x)..<min(width, area.maxX) where isInk(pixel(x: x, y: y), background, threshold) {
                minX = min(minX, x)
                minY = min(minY, y)
                maxX = max(maxX, x)
                maxY = max(maxY, y)
            }
        }
        guard minX <= maxX else { return nil }
        return PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// The lowest red value within `area`: how dark the darkest drawn pixel is.
    func darkestRed(in area: PixelRect) -> UInt8 {
        var darkest = UInt8.max
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                darkest = min(darkest, pixel(x: x, y: y).red)
            }
        }
        return darkest
    }

    private func isInk(_ pixel: RGBA8, _ background: RGBA8, _ threshold: Int) -> Bool {
        abs(Int(pixel.red) - Int(background.red)) > threshold
            || abs(Int(pixel.green) - Int(background.green)) > threshold
            || abs(Int(pixel.blue) - Int(background.blue)) > threshold
    }
}

extension PixelRect {
    /// The rectangle covering `rect` (points) at `scale` pixels per point.
    init(covering rect: CGRect, scale: CGFloat = 1) {
        let minX = Int((rect.minX * scale).rounded(.down))
        let minY = Int((rect.minY * scale).rounded(.down))
        let maxX = Int((rect.maxX * scale).rounded(.up))
        let maxY = Int((rect.maxY * scale).rounded(.up))
        self.init(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
