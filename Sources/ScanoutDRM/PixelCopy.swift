import ScanoutBoard
import ScanoutCore

/// Copies rectangles of a rendered frame into a scanout buffer, turning them when the panel is
/// mounted rotated. Both are 32-bit XRGB/ARGB pixels. Unrotated copies are row copies; rotated
/// ones move pixel by pixel (boards that rotate pay for it only on the damaged pixels).
enum PixelCopy {
    /// Copies `rects` (frame pixels) from `source` (`sourceStride` bytes a row, `width` ×
    /// `height` pixels — the app's screen) to `destination` (`destinationStride` bytes a row,
    /// the panel), placing them as `rotation` says.
    static func copy(
        _ rects: [PixelRect], from source: UnsafeRawPointer, sourceStride: Int, width: Int, height: Int,
        to destination: UnsafeMutableRawPointer, destinationStride: Int, rotation: DisplayRotation
    ) {
        // Safety: `source` must hold `height` rows of `sourceStride` bytes and `destination` the
        // panel's rows of `destinationStride` bytes (the frame turned by `rotation`). Each
        // rectangle is clipped to the frame first, and the rotations map the frame onto the panel
        // one to one, so no read or write leaves either buffer whatever rectangles arrive.
        for rect in rects {
            let x0 = max(rect.x, 0)
            let y0 = max(rect.y, 0)
            let x1 = min(rect.maxX, width)
            let y1 = min(rect.maxY, height)
            guard x1 > x0, y1 > y0 else { continue }
            if rotation == .none {
                for y in y0..<y1 {
                    (destination + y * destinationStride + x0 * 4)
                        .copyMemory(from: source + y * sourceStride + x0 * 4, byteCount: (x1 - x0) * 4)
                }
                continue
            }
            // The panel is the frame turned: panel width is the frame's height for 90 and 270.
            let panelWidth = rotation == .upsideDown ? width : height
            let panelHeight = rotation == .upsideDown ? height : width
            for y in y0..<y1 {
                let sourceRow = (source + y * sourceStride).assumingMemoryBound(to: UInt32.self)
                for x in x0..<x1 {
                    let (px, py): (Int, Int)
                    switch rotation {
                    case .clockwise90: (px, py) = (panelWidth - 1 - y, x)
                    case .upsideDown: (px, py) = (panelWidth - 1 - x, panelHeight - 1 - y)
                    case .clockwise270: (px, py) = (y, panelHeight - 1 - x)
                    case .none: (px, py) = (x, y)
                    }
                    (destination + py * destinationStride).assumingMemoryBound(to: UInt32.self)[px] = sourceRow[x]
                }
            }
        }
    }
}
