extension FrameBuffer {
    /// A context drawing into the frame, in its pixels (no transformation, no clip): the
    /// compositor's, one a frame. Nil if cairo cannot make one.
    package func makeContext() -> CGContext? {
        bitmap.makeContext()
    }
}
