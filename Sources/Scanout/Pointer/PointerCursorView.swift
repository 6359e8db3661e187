/// The arrow drawn at the mouse or tablet pointer when the display has no hardware cursor: black
/// with a white outline, readable on any background, its tip at the view's origin.
@preconcurrency @MainActor
package final class PointerCursorView: UIView {
    /// The arrow's box in points; the tip is at (1, 1) so the outline fits.
    static let size = CGSize(width: 14, height: 21)

    package override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = .clear
    }

    package required init?(coder: NSCoder) {
        return nil
    }

    /// The classic arrow: a tall triangle with a short tail, as drawn on every desktop.
    static func arrowPath() -> UIBezierPath {
        let arrow = UIBezierPath()
        arrow.move(to: CGPoint(x: 1, y: 1))
        arrow.addLine(to: CGPoint(x: 1, y: 16))
        arrow.addLine(to: CGPoint(x: 4.5, y: 12.5))
        arrow.addLine(to: CGPoint(x: 7.5, y: 19))
        arrow.addLine(to: CGPoint(x: 9.5, y: 18))
        arrow.addLine(to: CGPoint(x: 6.5, y: 11.5))
        arrow.addLine(to: CGPoint(x: 11.5, y: 11.5))
        arrow.close()
        return arrow
    }

    /// A shape a pointer style asks for, in this view's coordinates; nil draws the arrow.
    var shape: UIBezierPath? {
        didSet { setNeedsDisplay() }
    }

    package override func draw(_ rect: CGRect) {
        if let shape {
            // UIKit's shaped pointer: a dark grey translucent fill, readable on light and dark.
            shape.lineWidth = 1
            UIColor(white: 1, alpha: 0.6).setStroke()
            shape.stroke()
            UIColor(white: 0.2, alpha: 0.75).setFill()
            shape.fill()
            return
        }
        let arrow = PointerCursorView.arrowPath()
        arrow.lineWidth = 1.5
        arrow.lineJoinStyle = .round
        UIColor.white.setStroke()
        arrow.stroke()
        UIColor.black.setFill()
        arrow.fill()
    }
}

extension PointerCursorView {
    /// The arrow as `side`×`side` premultiplied ARGB32 pixels, row after row (the format of a
    /// DRM cursor plane), drawn at `scale` with its tip at the top left. Empty when cairo cannot
    /// make the image (a side it refuses, no memory): the caller then has no hardware cursor.
    package static func cursorPixels(side: Int, scale: CGFloat) -> [UInt32] {
        guard side > 0, side <= maximumCursorSide,
            let bitmap = BitmapSurface(width: side, height: side, format: .premultipliedARGB),
            let context = bitmap.makeContext()
        else { return [] }
        context.scaleBy(x: scale, y: scale)
        // The view draws its tip at (1, 1); the hardware cursor's hot spot is its top-left pixel.
        context.translateBy(x: -1, y: -1)
        UIGraphicsPushContext(context)
        PointerCursorView(frame: CGRect(origin: .zero, size: size)).draw(CGRect(origin: .zero, size: size))
        UIGraphicsPopContext()
        return bitmap.withPixels { data, bytesPerRow in
            var pixels = [UInt32](repeating: 0, count: side * side)
            for y in 0..<side {
                let row = (data + y * bytesPerRow).assumingMemoryBound(to: UInt32.self)
                for x in 0..<side { pixels[y * side + x] = row[x] }
            }
            return pixels
        } ?? []
    }

    /// Cursor planes take 64 or 256 pixels a side; anything far past that is a mistake.
    static let maximumCursorSide = 1024
}
