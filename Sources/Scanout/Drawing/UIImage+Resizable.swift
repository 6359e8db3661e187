// Resizable images: an image drawn larger than it is keeps its corners, and its edges and centre
// stretch or tile to fill the rest — the nine-part images of buttons' backgrounds, bubbles and
// panels (`resizableImage(withCapInsets:)`).
//
// As in UIKit, the caps are in points. Drawn into a rect the caps do not fit, the caps shrink in
// proportion, so the image never draws outside the rect. Insets that are not finite or are
// negative count as zero; caps larger than the image are cut to it (UIKit leaves both undefined).

extension UIImage {
    /// How the part of a resizable image between its caps fills the space.
    public enum ResizingMode: Int, Sendable, CustomStringConvertible {
        /// Repeated at its size.
        case tile = 0
        /// Scaled to fill.
        case stretch

        public var description: String { self == .tile ? "tile" : "stretch" }
    }

    /// A resizable image's caps and mode.
    struct Resizing: Sendable, Equatable {
        var capInsets: UIEdgeInsets
        var mode: ResizingMode
    }

    /// The image, resizable: the parts inside `capInsets` keep their size and the middle tiles.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// The image, resizable: the parts inside `capInsets` keep their size and the middle fills
    /// the rest as `resizingMode` says.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        UIImage(
            cgImage: cgImage, scale: scale, renderingMode: renderingMode, tintColor: imageTintColor, symbol: symbol,
            resizing: Resizing(capInsets: fittedCaps(capInsets), mode: resizingMode), orientation: imageOrientation,
            upright: uprightImage)
    }

    /// The older spelling: caps of `leftCapWidth` and `topCapHeight` points, the middle one point
    /// wide (or high) and stretched, the right and bottom caps the rest. A zero cap stretches the
    /// whole image in that direction.
    public func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
        let left = CGFloat(max(leftCapWidth, 0))
        let top = CGFloat(max(topCapHeight, 0))
        let caps = UIEdgeInsets(
            top: top, left: left, bottom: top > 0 ? max(size.height - top - 1, 0) : 0,
            right: left > 0 ? max(size.width - left - 1, 0) : 0)
        return resizableImage(withCapInsets: caps, resizingMode: .stretch)
    }

    /// The caps of a resizable image; zero for others.
    public var capInsets: UIEdgeInsets { resizing?.capInsets ?? .zero }

    /// How a resizable image's middle fills; `.tile` for others, as in UIKit.
    public var resizingMode: ResizingMode { resizing?.mode ?? .tile }

    /// The left cap of `stretchableImage(withLeftCapWidth:topCapHeight:)`, in points.
    public var leftCapWidth: Int { Int(capInsets.left.rounded(.down)) }

    /// The top cap of `stretchableImage(withLeftCapWidth:topCapHeight:)`, in points.
    public var topCapHeight: Int { Int(capInsets.top.rounded(.down)) }

    /// Draws the nine parts into `rect`: corners at their size, edges and middle filling.
    @MainActor
    func drawResized(_ image: CGImage, in rect: CGRect, resizing: Resizing, templateColor: UIColor?) {
        guard let context = UIGraphicsGetCurrentContext(), rect.width > 0, rect.height > 0,
            rect.width.isFinite, rect.height.isFinite, size.width > 0, size.height > 0
        else { return }
        let caps = resizing.capInsets
        // Caps wider than the rect shrink in proportion, as the rect's share of them.
        let xShrink = min(1, rect.width / max(caps.left + caps.right, .ulpOfOne))
        let yShrink = min(1, rect.height / max(caps.top + caps.bottom, .ulpOfOne))
        let source = (
            x: [0, caps.left, size.width - caps.right, size.width],
            y: [0, caps.top, size.height - caps.bottom, size.height]
        )
        let target = (
            x: [rect.minX, rect.minX + caps.left * xShrink, rect.maxX - caps.right * xShrink, rect.maxX],
            y: [rect.minY, rect.minY + caps.top * yShrink, rect.maxY - caps.bottom * yShrink, rect.maxY]
        )
        for row in 0..<3 {
            for column in 0..<3 {
                let from = CGRect(
                    x: source.x[column], y: source.y[row], width: source.x[column + 1] - source.x[column],
                    height: source.y[row + 1] - source.y[row])
                let to = CGRect(
                    x: target.x[column], y: target.y[row], width: target.x[column + 1] - target.x[column],
                    height: target.y[row + 1] - target.y[row])
                guard from.width > 0, from.height > 0, to.width > 0, to.height > 0 else { continue }
                let pixels = CGRect(
                    x: from.minX * scale, y: from.minY * scale, width: from.width * scale, height: from.height * scale)
                guard let piece = image.cropping(to: pixels) else { continue }
                // A stretched middle or edge, or a corner, fills its rect; a tiled one repeats at
                // its size (corners never tile).
                let tiles = resizing.mode == .tile && (row == 1 || column == 1)
                if tiles {
                    drawTiled(piece, size: from.size, in: to, context: context, color: templateColor)
                } else {
                    drawPiece(piece, in: to, context: context, color: templateColor)
                }
            }
        }
    }

    /// Draws `piece` repeated at `size` from `rect`'s top left, clipped to `rect`. More than a
    /// screenful of tiles (a one-point middle in a huge rect) is stretched instead.
    @MainActor
    private func drawTiled(_ piece: CGImage, size: CGSize, in rect: CGRect, context: CGContext, color: UIColor?) {
        let columns = (rect.width / size.width).rounded(.up)
        let rows = (rect.height / size.height).rounded(.up)
        guard columns * rows <= 4096 else { return drawPiece(piece, in: rect, context: context, color: color) }
        context.saveGState()
        context.clip(to: rect)
        for row in 0..<Int(rows) {
            for column in 0..<Int(columns) {
                let tile = CGRect(
                    x: rect.minX + CGFloat(column) * size.width, y: rect.minY + CGFloat(row) * size.height,
                    width: size.width, height: size.height)
                drawPiece(piece, in: tile, context: context, color: color)
            }
        }
        context.restoreGState()
    }

    @MainActor
    private func drawPiece(_ piece: CGImage, in rect: CGRect, context: CGContext, color: UIColor?) {
        if let color {
            context.drawShape(of: piece, in: rect, color: color.cgColor)
        } else {
            context.draw(piece, in: rect)
        }
    }

    /// `capInsets` made usable: finite, not negative, and no wider or taller than the image.
    private func fittedCaps(_ capInsets: UIEdgeInsets) -> UIEdgeInsets {
        let finite = capInsets.finiteOrZero
        var caps = UIEdgeInsets(
            top: max(finite.top, 0), left: max(finite.left, 0), bottom: max(finite.bottom, 0),
            right: max(finite.right, 0))
        let width = size.width
        let height = size.height
        if caps.left + caps.right > width {
            let shrink = caps.left + caps.right > 0 ? width / (caps.left + caps.right) : 0
            caps.left *= shrink
            caps.right *= shrink
        }
        if caps.top + caps.bottom > height {
            let shrink = caps.top + caps.bottom > 0 ? height / (caps.top + caps.bottom) : 0
            caps.top *= shrink
            caps.bottom *= shrink
        }
        return caps
    }
}
