import CCairo
import CPango
import Glibc
import Scanout

/// The small frames of benchmarks (n), (o) and (q) drawn as a hand-written cairo program would
/// draw the same pixels: a surface the size of the screen, a pango layout kept for each piece of
/// text, the changed rectangle cleared and drawn, then copied out to a second buffer as a display
/// copies the damage. What Scanout's overhead on small changes is measured against.
@MainActor
final class RawCairoWidgets {
    private let surface: OpaquePointer
    private let display: UnsafeMutableRawPointer
    private let stride: Int
    private let fieldLayout: OpaquePointer
    private let buttonLayout: OpaquePointer

    /// The field: 320 × 28 points of text at (28, 28); its caret is 2 × 20.
    static let fieldRect = CGRect(x: 28, y: 28, width: 320, height: 28)
    static let caretRect = CGRect(x: 200, y: 32, width: 2, height: 20)
    /// The button's rectangle: a 17-point title.
    static let buttonRect = CGRect(x: 20, y: 80, width: 120, height: 44)

    init(size: CGSize) {
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height))
        stride = Int(cairo_image_surface_get_stride(surface))
        display = UnsafeMutableRawPointer.allocate(byteCount: stride * Int(size.height), alignment: 64)
        let fontMap = pango_cairo_font_map_get_default()
        let context = pango_font_map_create_context(fontMap)!
        pango_cairo_context_set_resolution(context, 72)
        let font = pango_font_description_from_string("DejaVu Sans 17")
        fieldLayout = pango_layout_new(context)!
        buttonLayout = pango_layout_new(context)!
        for layout in [fieldLayout, buttonLayout] { pango_layout_set_font_description(layout, font) }
        pango_layout_set_text(buttonLayout, "Check In", -1)
        pango_font_description_free(font)
        scanout_g_object_unref(UnsafeMutableRawPointer(context))
    }

    /// The caret on or off: its rectangle cleared to the field's white, the caret filled, copied out.
    func caretBlink(on: Bool) {
        repaint(Self.caretRect, clearingTo: (1, 1, 1)) { cairo, rect in
            guard on else { return }
            Self.fill(cairo, rect, (0, 0.48, 1))
        }
    }

    /// The field after a key: cleared, its text (new, so laid out again) drawn, the caret after it,
    /// copied out.
    func typedKey(text: String) {
        repaint(Self.fieldRect, clearingTo: (1, 1, 1)) { cairo, rect in
            pango_layout_set_text(fieldLayout, text, -1)
            cairo_move_to(cairo, rect.minX, rect.minY + 4)
            cairo_set_source_rgb(cairo, 0, 0, 0)
            pango_cairo_show_layout(cairo, fieldLayout)
            var logical = PangoRectangle()
            pango_layout_get_pixel_extents(fieldLayout, nil, &logical)
            Self.fill(
                cairo, CGRect(x: rect.minX + CGFloat(logical.width), y: rect.minY + 4, width: 2, height: 20),
                (0, 0.48, 1))
        }
    }

    /// The button pressed or released: its rectangle cleared, the title in full or dimmed tint.
    func buttonHighlight(highlighted: Bool) {
        repaint(Self.buttonRect, clearingTo: (0.95, 0.95, 0.97)) { cairo, rect in
            cairo_move_to(cairo, rect.minX + 24, rect.minY + 11)
            cairo_set_source_rgba(cairo, 0, 0.48, 1, highlighted ? 0.2 : 1)
            pango_cairo_show_layout(cairo, buttonLayout)
        }
    }

    /// Clears `rect` to a colour, lets `draw` paint over it, and copies it out, as a program that
    /// repaints one changed rectangle does.
    private func repaint(
        _ rect: CGRect, clearingTo background: (Double, Double, Double), _ draw: (OpaquePointer, CGRect) -> Void
    ) {
        let cairo = cairo_create(surface)!
        Self.fill(cairo, rect, background)
        draw(cairo, rect)
        cairo_destroy(cairo)
        copyOut(rect)
    }

    private static func fill(_ cairo: OpaquePointer, _ rect: CGRect, _ colour: (Double, Double, Double)) {
        cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
        cairo_set_source_rgb(cairo, colour.0, colour.1, colour.2)
        cairo_fill(cairo)
    }

    func destroy() {
        for layout in [fieldLayout, buttonLayout] { scanout_g_object_unref(UnsafeMutableRawPointer(layout)) }
        cairo_surface_destroy(surface)
        display.deallocate()
    }

    private func copyOut(_ rect: CGRect) {
        cairo_surface_flush(surface)
        guard let pixels = cairo_image_surface_get_data(surface) else { return }
        let x = Int(rect.minX) * 4
        for row in Int(rect.minY)..<Int(rect.maxY) {
            memcpy(display + row * stride + x, pixels + row * stride + x, Int(rect.width) * 4)
        }
    }
}
