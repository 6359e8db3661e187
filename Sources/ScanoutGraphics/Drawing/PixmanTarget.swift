import CCairo
import ScanoutCore

/// The image a cairo context draws into and its clip, in whole pixels: for what a frame does most,
/// compositing kept pixels (a store, a translucent view's group, at its opacity) and filling a
/// rectangle (a view's background, a `draw(_:)`'s `fill(_:)`; opaque, or a translucent colour
/// blended over), done straight through pixman — on the frame, in its `PixmanBatch` on all cores.
///
/// Cairo does these with pixman too, but first sets up a source pattern, a path and its state for
/// every call; in a small frame (a caret blink, a key typed, a strip of a scrolled list) that
/// set-up was most of the work. Only an image target whose clip is rectangles of whole pixels
/// qualifies (the damage, views that clip without rounded corners): `init` is nil otherwise and
/// the caller goes through cairo. The pixels are the same either way (tests compare them).
package struct PixmanTarget: ~Copyable {
    /// The surface drawn into: the frame, or a group's surface over it.
    let surface: OpaquePointer
    let pixels: PixmanPixels
    /// A group's surface starts where the group does: device coordinates plus this.
    let offset: (x: Int, y: Int)
    /// The clip in device pixels.
    private let clipList: UnsafeMutablePointer<cairo_rectangle_list_t>
    /// Where the work goes when it is on the batch's surface (the frame); otherwise it runs now.
    private let batch: PixmanBatch?

    /// The target of `cairo`, whose work on the frame's surface waits in `batch` when there is
    /// one; nil when the target does not qualify.
    package init?(_ cairo: OpaquePointer, batch: PixmanBatch? = nil) {
        guard let target = cairo_get_group_target(cairo), let pixels = PixmanPixels(surface: target)
        else { return nil }
        // The clip in device space: with no transformation, user space is it.
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        let list = cairo_copy_clip_rectangle_list(cairo)
        cairo_restore(cairo)
        guard let list else { return nil }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS,
            !UnsafeBufferPointer(start: list.pointee.rectangles, count: Int(list.pointee.num_rectangles))
                .contains(where: Self.isFractional)
        else {
            cairo_rectangle_list_destroy(list)
            return nil
        }
        var offsetX = 0.0
        var offsetY = 0.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        self.surface = target
        self.pixels = pixels
        self.offset = (offsetX.pixelInteger(), offsetY.pixelInteger())
        self.clipList = list
        self.batch = batch.flatMap { $0.surface == target ? $0 : nil }
        // Pixels are about to be written behind cairo's back.
        if self.batch == nil { cairo_surface_flush(target) }
    }

    deinit {
        cairo_rectangle_list_destroy(clipList)
    }

    /// Composites `source` (an image surface) OVER the target with its pixel (0, 0) on device
    /// pixel `origin`, at `alpha`, within the clip: what `cairo_set_source_surface` at `origin` and
    /// `cairo_paint_with_alpha` do. False, with nothing drawn, when `source` is not an image
    /// surface pixman can read.
    package func composite(_ source: OpaquePointer, at origin: (x: Int, y: Int), alpha: CGFloat) -> Bool {
        guard let sourcePixels = PixmanPixels(surface: source), sourcePixels.format == PIXMAN_a8r8g8b8 else {
            return false
        }
        // cairo's 16-bit alpha for the mask (`_cairo_color_double_to_short`).
        let alpha = UInt16(Self.unit(alpha) * 65535 + 0.5)
        let rect = PixelRect(x: origin.x, y: origin.y, width: Int(sourcePixels.width), height: Int(sourcePixels.height))
        forEachClippedPart(of: rect, reading: source) { part in
            PixmanOperation(
                kind: .composite(
                    source: sourcePixels, sourceX: Int32(part.x - offset.x - origin.x),
                    sourceY: Int32(part.y - offset.y - origin.y), alpha: alpha),
                rect: part)
        }
        return true
    }

    /// The operation `make` gives for each part of `rect` (device pixels) inside the clip, run now
    /// (and the pixels marked changed for cairo) or added to the batch. `source` is the surface the
    /// operations read, if any.
    private func forEachClippedPart(
        of rect: PixelRect, reading source: OpaquePointer? = nil, _ make: (PixelRect) -> PixmanOperation
    ) {
        let clip = UnsafeBufferPointer(start: clipList.pointee.rectangles, count: Int(clipList.pointee.num_rectangles))
        var destination: OpaquePointer?
        for rectangle in clip {
            let left = max(Int(rectangle.x), rect.x)
            let top = max(Int(rectangle.y), rect.y)
            let right = min(Int(rectangle.x + rectangle.width), rect.x + rect.width)
            let bottom = min(Int(rectangle.y + rectangle.height), rect.y + rect.height)
            guard right > left, bottom > top else { continue }
            // In the surface's own pixels: a group's starts where the group does.
            let part = PixelRect(x: left + offset.x, y: top + offset.y, width: right - left, height: bottom - top)
            let operation = make(part)
            if let batch {
                batch.add(operation, reading: source)
            } else {
                operation.run(into: pixels, rows: part.y..<part.maxY, destination: &destination)
                // In device coordinates: cairo adds the surface's offset.
                cairo_surface_mark_dirty_rectangle(
                    surface, Int32(left), Int32(top), Int32(part.width), Int32(part.height))
            }
        }
        if let destination { pixman_image_unref(destination) }
    }

    /// Fills `rect` (user space) with a colour OVER what is there, under `cairo`'s transformation
    /// and clip, as `cairo_set_source_rgba` and `cairo_fill` of that rectangle do, when its edges
    /// fall on pixel boundaries and the target qualifies; false otherwise, and nothing is drawn
    /// (the caller goes through cairo). On the frame, the fill waits in `batch` when there is one.
    package static func fill(
        _ rect: CGRect, in cairo: OpaquePointer, red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1,
        batch: PixmanBatch? = nil
    ) -> Bool {
        guard let pixels = devicePixels(of: rect, in: cairo), let target = PixmanTarget(cairo, batch: batch) else {
            return false
        }
        if alpha >= 1 {
            target.fillOpaque(pixels, red: red, green: green, blue: blue)
        } else if alpha > 0 {
            target.blend(pixels, red: red, green: green, blue: blue, alpha: alpha)
        }
        return true
    }

    /// Fills the clipped parts of `rect` (device pixels) with an opaque colour, as cairo's fill of
    /// that rectangle with `cairo_set_source_rgb` does.
    func fillOpaque(_ rect: PixelRect, red: CGFloat, green: CGFloat, blue: CGFloat) {
        let pixel = 0xFF00_0000 | Self.channel(red) << 16 | Self.channel(green) << 8 | Self.channel(blue)
        forEachClippedPart(of: rect) { part in PixmanOperation(kind: .fill(pixel: pixel), rect: part) }
    }

    /// Blends a translucent colour OVER the clipped parts of `rect` (device pixels), as cairo's
    /// fill of that rectangle with `cairo_set_source_rgba` does: pixman's OVER of a solid colour
    /// whose premultiplied 16-bit components are cairo's (`_cairo_color_compute_shorts`).
    func blend(_ rect: PixelRect, red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let alpha = Self.unit(alpha)
        func short(_ value: CGFloat) -> UInt16 { UInt16(Self.unit(value) * alpha * 65535 + 0.5) }
        let colour = pixman_color_t(
            red: short(red), green: short(green), blue: short(blue), alpha: UInt16(alpha * 65535 + 0.5))
        forEachClippedPart(of: rect) { part in PixmanOperation(kind: .blend(colour: colour), rect: part) }
    }

    /// The rectangle `rect` (user space) covers in device pixels under `cairo`'s current
    /// transformation, when that is a translation and scale that put its edges on pixel
    /// boundaries; nil otherwise (cairo then antialiases the edges, or the shape is not a
    /// rectangle on screen).
    static func devicePixels(of rect: CGRect, in cairo: OpaquePointer) -> PixelRect? {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        guard matrix.xy == 0, matrix.yx == 0, matrix.xx > 0, matrix.yy > 0 else { return nil }
        let left = rect.minX * matrix.xx + matrix.x0
        let top = rect.minY * matrix.yy + matrix.y0
        let right = rect.maxX * matrix.xx + matrix.x0
        let bottom = rect.maxY * matrix.yy + matrix.y0
        guard left == left.rounded(), top == top.rounded(), right == right.rounded(), bottom == bottom.rounded(),
            abs(left) < 1e9, abs(top) < 1e9, abs(right) < 1e9, abs(bottom) < 1e9
        else { return nil }
        return PixelRect(
            x: left.pixelInteger(), y: top.pixelInteger(), width: (right - left).pixelInteger(),
            height: (bottom - top).pixelInteger())
    }

    /// `value` clamped to 0...1, as cairo clamps colour components and alphas; NaN (a colour an app
    /// computed from a division by zero) is 0, where converting it to an integer would trap.
    private static func unit(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }

    /// A colour component as the 8 bits cairo gives it: clamped, scaled to 16 bits and rounded,
    /// the top 8 kept.
    private static func channel(_ value: CGFloat) -> UInt32 {
        UInt32(unit(value) * 65535 + 0.5) >> 8
    }

    private static func isFractional(_ rectangle: cairo_rectangle_t) -> Bool {
        rectangle.x != rectangle.x.rounded() || rectangle.y != rectangle.y.rounded()
            || rectangle.width != rectangle.width.rounded() || rectangle.height != rectangle.height.rounded()
    }
}
