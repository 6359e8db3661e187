import CCairo

extension FrameBuffer {
    /// A context drawing into the frame, in its pixels (no transformation, no clip): the
    /// compositor's, one a frame. Nil if cairo cannot make one.
    package func makeContext() -> CGContext? {
        guard let cairo = cairo_create(surface) else { return nil }
        defer { cairo_destroy(cairo) }
        return CGContext(cairo: cairo)
    }
}
