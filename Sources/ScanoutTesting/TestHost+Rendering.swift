import Scanout

extension TestHost {
    /// Runs pending layout, renders what changed since the last render, and returns the whole
    /// screen as an image (at the screen's scale). `lastRenderedDamage` says what was repainted.
    public func render() -> UIImage {
        UIApplication.makeCurrent(application)
        application.commit()
        lastRenderedDamage = application.renderFrame()
        return UIImage(cgImage: application.frameBuffer.snapshot(), scale: application.screen.scale)
    }
}
