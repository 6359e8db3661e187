import CCairo
import CPango
import Scanout

/// The cards of benchmark (b) drawn the way a hand-written cairo program would: one surface, a
/// rounded-rectangle path, a group per card for its opacity, and a pango layout per label made
/// once. The baseline Scanout's own cost is compared with.
@MainActor
final class RawCairoCards {
    private let surface: OpaquePointer
    private let frames: [CGRect]
    private let layouts: [OpaquePointer]
    private let size: CGSize

    init(size: CGSize) {
        self.size = size
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height))
        frames = Scenes.cardFrames(size: size)
        let fontMap = pango_cairo_font_map_get_default()
        let context = pango_font_map_create_context(fontMap)!
        pango_cairo_context_set_resolution(context, 72)
        let font = pango_font_description_from_string("DejaVu Sans Bold 18")
        layouts = (0..<frames.count).map { index in
            let layout = pango_layout_new(context)!
            pango_layout_set_font_description(layout, font)
            pango_layout_set_text(layout, "Visitor \(index + 1)", -1)
            return layout
        }
        pango_font_description_free(font)
        scanout_g_object_unref(UnsafeMutableRawPointer(context))
    }

    func draw() {
        let cairo = cairo_create(surface)!
        cairo_rectangle(cairo, 0, 0, size.width, size.height)
        cairo_clip(cairo)
        cairo_set_source_rgb(cairo, 0.95, 0.95, 0.97)
        cairo_paint(cairo)
        for (index, frame) in frames.enumerated() {
            let colour = Scenes.cardColours[index % Scenes.cardColours.count]
            cairo_save(cairo)
            cairo_translate(cairo, frame.minX, frame.minY)
            cairo_rectangle(cairo, 0, 0, frame.width, frame.height)
            cairo_clip(cairo)
            cairo_push_group(cairo)
            roundedRectangle(cairo, width: frame.width, height: frame.height, radius: 12)
            cairo_set_source_rgb(cairo, colour.red, colour.green, colour.blue)
            cairo_fill(cairo)
            cairo_move_to(cairo, 12, 8)
            cairo_set_source_rgb(cairo, 1, 1, 1)
            pango_cairo_show_layout(cairo, layouts[index])
            cairo_pop_group_to_source(cairo)
            cairo_paint_with_alpha(cairo, 0.75)
            cairo_restore(cairo)
        }
        cairo_destroy(cairo)
    }

    func destroy() {
        for layout in layouts { scanout_g_object_unref(UnsafeMutableRawPointer(layout)) }
        cairo_surface_destroy(surface)
    }

    private func roundedRectangle(_ cairo: OpaquePointer, width: CGFloat, height: CGFloat, radius: CGFloat) {
        let quarter = CGFloat.pi / 2
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, width - radius, radius, radius, -quarter, 0)
        cairo_arc(cairo, width - radius, height - radius, radius, 0, quarter)
        cairo_arc(cairo, radius, height - radius, radius, quarter, 2 * quarter)
        cairo_arc(cairo, radius, radius, radius, 2 * quarter, 3 * quarter)
        cairo_close_path(cairo)
    }
}
