/// The object a C constructor that cannot return NULL returned, for the constructors whose failure
/// is reported another way:
///
/// - cairo's constructors (`cairo_image_surface_create`, `cairo_create`) answer a failure — no
///   memory, a size cairo refuses — with an error object whose status says so (and whose image
///   data is NULL), never with NULL; callers check the status where it matters.
/// - GLib aborts the process when an allocation fails, so its constructors (`g_object_new` under
///   `pango_layout_new`, `g_slice_new` under `pango_font_description_new`) never return NULL.
///
/// A NULL here is a broken library, and the trap names the function. Swift imports every C
/// pointer as optional; this is the one place that unwraps such a pointer without a check.
func neverNull<Object>(_ object: Object?, _ function: StaticString) -> Object {
    guard let object else { preconditionFailure("\(function) returned NULL") }
    return object
}
