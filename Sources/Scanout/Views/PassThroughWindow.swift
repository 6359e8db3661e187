/// A window for system overlays (the keyboard and input views, the edit menu): above the app,
/// transparent where it shows nothing, so touches there reach the windows below.
final class PassThroughWindow: UIWindow {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}
