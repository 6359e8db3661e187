import CCairo
import CPango
import ScanoutCore

/// The pango contexts Scanout lays text out in, all configured alike so that text measured anywhere
/// (a `UIFont`'s metrics, a label's size) matches text drawn.
///
/// Text is laid out in points, whatever the screen's scale: the resolution is 72 dots per inch, so
/// one pango unit is 1/1024 of a point, and fonts are sized in absolute units (points). The
/// compositor draws with the screen scale in cairo's transform; the context never sees it, so a
/// label has the same size and line breaks at 1× and 2×, and changing scale re-lays nothing out.
///
/// Font options are fixed rather than taken from the surface or fontconfig's defaults, so the same
/// text gives the same pixels on every machine:
/// - antialiasing `CAIRO_ANTIALIAS_GRAY`: subpixel (LCD) antialiasing needs the panel's subpixel
///   order, which a framebuffer does not report and which a rotated panel turns around;
/// - hint style `CAIRO_HINT_STYLE_NONE`: glyph outlines are not fitted to the pixel grid, so a
///   glyph at 2× is exactly the 1× glyph at twice the size and ink measurements (cap height,
///   x-height) are the font's design values; text at 1× is slightly softer than with slight
///   hinting, which kiosk panels at 1× accept in exchange for identical shapes at every scale;
/// - hint metrics `CAIRO_HINT_METRICS_OFF` and unrounded glyph positions: advances and line
///   heights are the font's linear (fractional) values, not values rounded to the pixel grid of
///   one particular scale, which is what keeps layout independent of the scale.
enum TextShapingContext {
    /// The context every layout on the main actor shares, over the main thread's default font map
    /// (`pango_cairo_font_map_get_default`). Never released.
    @MainActor static let shared: OpaquePointer = {
        StartupTimeline.mark("font map")
        defer { StartupTimeline.mark("font map ready") }
        return make(fontMap: pango_cairo_font_map_get_default())
    }()

    /// A new context over `fontMap`, configured as described above. The caller owns it
    /// (`g_object_unref`).
    static func make(fontMap: UnsafeMutablePointer<PangoFontMap>) -> OpaquePointer {
        let context = neverNull(pango_font_map_create_context(fontMap), "pango_font_map_create_context")
        pango_cairo_context_set_resolution(context, 72)
        let options = cairo_font_options_create()
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        // Copies the options.
        pango_cairo_context_set_font_options(context, options)
        pango_context_set_round_glyph_positions(context, 0)
        return context
    }
}

/// Pango units (1/1024 of a point, `PANGO_SCALE`) per point.
let pangoUnitsPerPoint = CGFloat(scanout_pango_scale())

extension CGFloat {
    /// This length in points as pango units, clamped to what pango's `int` holds.
    var pangoUnits: Int32 {
        let units = (self * pangoUnitsPerPoint).rounded()
        guard !units.isNaN else { return Int32.min }
        return units.clampedInteger(Int32.self)
    }

    /// A length in pango units as points.
    init(pangoUnits: Int32) {
        self = CGFloat(pangoUnits) / pangoUnitsPerPoint
    }
}

extension CGRect {
    /// A pango rectangle (pango units) as points.
    init(_ rectangle: PangoRectangle) {
        self.init(
            x: CGFloat(pangoUnits: rectangle.x), y: CGFloat(pangoUnits: rectangle.y),
            width: CGFloat(pangoUnits: rectangle.width), height: CGFloat(pangoUnits: rectangle.height))
    }
}
