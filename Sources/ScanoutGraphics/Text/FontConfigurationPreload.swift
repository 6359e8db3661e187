import CCairo
import CPango
import Dispatch
import ScanoutCore

/// fontconfig's configuration and font caches, loaded on a background thread while the launcher
/// opens the display and the input devices — rather than on the main thread inside the app's
/// first text layout, where a device's start waits for it (parsing /etc/fonts and reading the
/// caches is a large share of a cold start on a slow board).
///
/// fontconfig keeps one process-wide configuration and sets it atomically, so the main thread
/// may ask for fonts at any time: if the load here has not finished, fontconfig loads its own
/// and one of the two is dropped — never slower than without this, and never wrong.
///
/// Then the same thread lays out and draws a line of text once, in a font map of its own, and
/// throws it away. What that buys is the first use of the text code — fontconfig's matching,
/// pango's itemizing, harfbuzz's shaping, FreeType's loading and rasterizing, cairo's glyph
/// compositing — done once while the main thread is still busy with the display and the app's
/// launch: on a board whose CPU is emulated or simply cold, code run for the first time costs
/// many times what it costs later (it is read from memory, decoded, on an emulator translated),
/// and the main thread's first label then finds it done. Nothing made here is kept; every
/// library involved is safe to use from two threads with a font map each.
public enum FontConfigurationPreload {
    /// Starts the load, once; later calls do nothing.
    public static func start() {
        _ = started
    }

    private static let started: Void = {
        DispatchQueue.global(qos: .userInitiated).async {
            _ = FcInit()
            StartupTimeline.mark("fontconfig loaded")
            drawOnce()
            StartupTimeline.mark("text warmed up")
        }
    }()

    /// Lays out and draws a line in the regular and bold faces into a small bitmap, in a font map
    /// made for it and released after.
    private static func drawOnce() {
        guard let fontMap = pango_cairo_font_map_new() else { return }
        defer { g_object_unref(fontMap) }
        let context = TextShapingContext.make(fontMap: fontMap)
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 64, 32) else { return }
        defer { cairo_surface_destroy(surface) }
        guard let cairo = cairo_create(surface) else { return }
        defer { cairo_destroy(cairo) }
        guard let layout = pango_layout_new(context) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_text(layout, "Scanout 0123 Ag", -1)
        for weight in [400, 700] {
            let description = FontDescription(
                face: FontCatalog.Face(family: FontCatalog.systemFamily, weight: weight, isItalic: false), size: 17)
            pango_layout_set_font_description(layout, description.pointer)
            pango_cairo_show_layout(cairo, layout)
        }
    }
}
