import CCairo

extension CGContext {
    /// A copy of the pixels drawn so far, when the context draws into a bitmap (an image context,
    /// an image renderer's); nil for other destinations, as Core Graphics gives for contexts that
    /// are not bitmap contexts. The image is in pixels: a 2× context's image is twice the points.
    public func makeImage() -> CGImage? {
        let target = cairo_get_target(cairo)
        guard let target, cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return nil }
        cairo_surface_flush(target)
        let width = cairo_image_surface_get_width(target)
        let height = cairo_image_surface_get_height(target)
        guard width > 0, height > 0 else { return nil }
        let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)
        guard let copy, cairo_surface_status(copy) == CAIRO_STATUS_SUCCESS else {
            if let copy { cairo_surface_destroy(copy) }
            return nil
        }
        let painter = cairo_create(copy)
        cairo_set_operator(painter, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(painter, target, 0, 0)
        cairo_paint(painter)
        cairo_destroy(painter)
        cairo_surface_flush(copy)
        return CGImage(adopting: copy)
    }
}
