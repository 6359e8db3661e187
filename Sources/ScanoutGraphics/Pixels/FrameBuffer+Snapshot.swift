import ScanoutCore

extension FrameBuffer {
    /// A copy of the current pixels as an immutable image.
    public func snapshot() -> CGImage {
        CGImage(copyingPixelsOf: surface)
    }
}
