import Scanout

/// The screen reader as a test drives it: VoiceOver's gestures made with fingers on the virtual
/// touchscreen, and what it said read back from the recording speech output. The gestures go
/// through the same queue and interpreter as a person's on a device.
extension TestHost {
    /// What the screen reader said, oldest first (every utterance begun, cut off or not).
    public var spokenLines: [String] { speech.spokenTexts }

    /// One finger rests on `point` long enough to explore, then lifts: the screen reader says
    /// what is there.
    public func screenReaderTouch(at point: CGPoint) {
        touchDown(at: point, finger: 0)
        advance(by: 0.3)
        touchUp(finger: 0)
        drain()
    }

    /// One quick tap at `point`, then the wait that makes it single: the cursor moves there.
    public func screenReaderTap(at point: CGPoint) {
        touchDown(at: point, finger: 0)
        advance(by: 0.05)
        touchUp(finger: 0)
        advance(by: 0.35)
    }

    /// Two quick taps anywhere (at the screen's centre): the focused element activates.
    public func screenReaderDoubleTap() {
        let centre = CGPoint(x: screenBounds.midX, y: screenBounds.midY)
        for _ in 0..<2 {
            touchDown(at: centre, finger: 0)
            advance(by: 0.05)
            touchUp(finger: 0)
            advance(by: 0.1)
        }
        drain()
    }

    /// A quick flick of `fingers` fingers (1–3) across the middle of the screen.
    public func screenReaderSwipe(_ direction: UISwipeGestureRecognizer.Direction, fingers: Int = 1) {
        let count = min(max(fingers, 1), 3)
        let (dx, dy): (CGFloat, CGFloat) =
            direction.contains(.left)
            ? (-1, 0) : direction.contains(.up) ? (0, -1) : direction.contains(.down) ? (0, 1) : (1, 0)
        let centre = CGPoint(x: screenBounds.midX, y: screenBounds.midY)
        let starts = (0..<count).map {
            CGPoint(x: centre.x + CGFloat($0) * 30 * abs(dy), y: centre.y + CGFloat($0) * 30 * abs(dx))
        }
        touches(starts.enumerated().map { TouchContact(id: $0.offset, change: .down, location: $0.element) })
        for step in 1...4 {
            advance(by: 0.02)
            touches(
                starts.enumerated().map {
                    TouchContact(
                        id: $0.offset, change: .move,
                        location: CGPoint(
                            x: $0.element.x + dx * 20 * CGFloat(step), y: $0.element.y + dy * 20 * CGFloat(step)))
                })
        }
        touches(
            starts.indices.map {
                TouchContact(
                    id: $0, change: .up, location: CGPoint(x: starts[$0].x + dx * 80, y: starts[$0].y + dy * 80))
            })
        advance(by: 0.4)
    }

    /// Two fingers tap once (speech stops) or twice (the magic tap).
    public func screenReaderTwoFingerTap(count: Int = 1) {
        let centre = CGPoint(x: screenBounds.midX, y: screenBounds.midY)
        let points = [centre, CGPoint(x: centre.x + 40, y: centre.y)]
        for _ in 0..<min(max(count, 1), 2) {
            touches(points.enumerated().map { TouchContact(id: $0.offset, change: .down, location: $0.element) })
            advance(by: 0.05)
            touches(points.enumerated().map { TouchContact(id: $0.offset, change: .up, location: $0.element) })
            advance(by: 0.1)
        }
        advance(by: 0.35)
    }

    /// Two fingers scrub back and forth ("Z"): go back.
    public func screenReaderScrub() {
        let centre = CGPoint(x: screenBounds.midX, y: screenBounds.midY)
        let offsets: [CGFloat] = [0, 60, -20, 60, -20]
        touches(
            [0, 1].map {
                TouchContact(id: $0, change: .down, location: CGPoint(x: centre.x, y: centre.y + CGFloat($0) * 40))
            })
        for offset in offsets.dropFirst() {
            advance(by: 0.04)
            touches(
                [0, 1].map {
                    TouchContact(
                        id: $0, change: .move, location: CGPoint(x: centre.x + offset, y: centre.y + CGFloat($0) * 40))
                })
        }
        touches(
            [0, 1].map {
                TouchContact(id: $0, change: .up, location: CGPoint(x: centre.x - 20, y: centre.y + CGFloat($0) * 40))
            })
        advance(by: 0.4)
    }

    private var screenBounds: CGRect { application.screen.bounds }
}
