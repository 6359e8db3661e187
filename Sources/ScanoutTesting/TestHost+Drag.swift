import Scanout

extension TestHost {
    /// A one-finger drag from `start` (screen coordinates) by `offset`, in `steps` even moves
    /// `interval` seconds apart on the virtual clock; the finger lifts with the last move unless
    /// `lift` is false. Quick steps make a flick: the finger is still moving as it lifts.
    public func drag(
        from start: CGPoint, by offset: CGPoint, steps: Int = 10, interval: Double = 0.016, lift: Bool = true,
        finger: Int = 0
    ) {
        touchDown(at: start, finger: finger)
        for step in 1...max(steps, 1) {
            advance(by: interval)
            let t = CGFloat(step) / CGFloat(max(steps, 1))
            touchMove(to: CGPoint(x: start.x + offset.x * t, y: start.y + offset.y * t), finger: finger)
        }
        if lift { touchUp(finger: finger) }
    }
}
