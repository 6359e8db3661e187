import FoundationEssentials

/// What a person did on the screen while the screen reader owns the touches, in VoiceOver's
/// vocabulary.
enum ScreenReaderGesture: Equatable {
    /// A finger rests or moves on the screen: say what is under it.
    case explore(CGPoint)
    /// One quick tap: move to what was tapped.
    case tap(CGPoint)
    /// Two quick taps anywhere: activate the focused element.
    case doubleTap
    /// A quick flick of one, two or three fingers.
    case swipe(fingers: Int, direction: Direction)
    /// Two fingers tapped once: stop speaking.
    case twoFingerTap
    /// Two fingers tapped twice: the magic tap.
    case twoFingerDoubleTap
    /// Two fingers moved back and forth ("Z"): go back.
    case scrub

    /// Which way fingers moved, in screen terms.
    enum Direction: Equatable {
        case left, right, up, down
    }
}

/// Turns raw touch frames into screen-reader gestures (VoiceOver's touch vocabulary), on the
/// application's clock so a test host's virtual time drives it as a device's real time does.
///
/// A gesture lasts from the first finger down to the last finger up. One finger that stays down
/// longer than `exploreDelay` explores: every move says what is under it. Fingers lifted sooner
/// made a tap (moved less than `swipeDistance`) or a swipe (moved more, within `swipeDuration`). A
/// tap waits `doubleTapInterval` for a second one before it counts as single, so a double tap
/// anywhere activates the focused element instead of moving to what is under the finger. Two
/// fingers that turn back and forth at least twice scrub. Main actor.
@preconcurrency @MainActor
final class ScreenReaderGestureInterpreter {
    static let exploreDelay: TimeInterval = 0.25
    static let doubleTapInterval: TimeInterval = 0.3
    static let swipeDistance: CGFloat = 30
    static let swipeDuration: TimeInterval = 0.6
    /// How far the fingers must travel one way before turning counts as a scrub's stroke.
    static let scrubStroke: CGFloat = 20

    private let clock: ApplicationClock
    private let emit: @MainActor (ScreenReaderGesture) -> Void

    private struct Finger {
        var start: CGPoint
        var last: CGPoint
    }
    /// The fingers down now, by contact id.
    private var fingers: [Int: Finger] = [:]
    /// Everything known about the gesture under way (from the first finger down).
    private var mostFingers = 0
    private var startTime: TimeInterval = 0
    private var travel = CGPoint.zero
    private var isExploring = false
    private var exploreTimer: ScheduledAction?
    /// The scrub tracker: the centroid's x where the current stroke began and its direction.
    private var strokeOrigin: CGFloat?
    private var strokeDirection: CGFloat = 0
    private var strokeTurns = 0
    /// A tap waiting to see whether a second one follows.
    private var pendingTap: (fingers: Int, point: CGPoint, timer: ScheduledAction)?

    init(clock: ApplicationClock, emit: @escaping @MainActor (ScreenReaderGesture) -> Void) {
        self.clock = clock
        self.emit = emit
    }

    /// Takes one frame of raw touches.
    func take(_ frame: TouchFrame, timestamp: TimeInterval) {
        for contact in frame.contacts {
            // A point that is no number says nothing about where the finger is: keep the last.
            let location = contact.location.isFinite ? contact.location : fingers[contact.id]?.last
            switch contact.change {
            case .down:
                guard let location, fingers[contact.id] == nil else { continue }
                if fingers.isEmpty { beginGesture(at: timestamp) }
                fingers[contact.id] = Finger(start: location, last: location)
                mostFingers = max(mostFingers, fingers.count)
                if fingers.count > 1 { stopExploreTimer() }
            case .move:
                guard let location, var finger = fingers[contact.id] else { continue }
                finger.last = location
                fingers[contact.id] = finger
            case .up:
                guard var finger = fingers.removeValue(forKey: contact.id) else { continue }
                if let location { finger.last = location }
                lastPoint = finger.last
                travel.x += (finger.last.x - finger.start.x) / CGFloat(max(1, mostFingers))
                travel.y += (finger.last.y - finger.start.y) / CGFloat(max(1, mostFingers))
            case .cancel:
                fingers.removeValue(forKey: contact.id)
                cancelGesture()
            }
        }
        followMovement()
        if fingers.isEmpty, mostFingers > 0 { endGesture(at: timestamp) }
    }

    /// Forgets the gesture under way and any waiting tap (the reader was turned off).
    func reset() {
        cancelGesture()
        fingers.removeAll()
        pendingTap?.timer.cancel()
        pendingTap = nil
    }

    // MARK: - Private

    private func beginGesture(at timestamp: TimeInterval) {
        mostFingers = 0
        startTime = timestamp
        travel = .zero
        isExploring = false
        strokeTurns = 0
        strokeDirection = 0
        stopExploreTimer()
        exploreTimer = clock.schedule(after: Self.exploreDelay) { [weak self] in
            self?.exploreTimerFired()
        }
    }

    private func exploreTimerFired() {
        exploreTimer = nil
        guard fingers.count == 1, mostFingers == 1, let finger = fingers.values.first else { return }
        isExploring = true
        // Exploring is not a tap: a waiting single tap is said first, then left alone.
        flushPendingTap()
        emit(.explore(finger.last))
    }

    private func followMovement() {
        guard !fingers.isEmpty else { return }
        if isExploring, fingers.count == 1, let finger = fingers.values.first {
            emit(.explore(finger.last))
            return
        }
        guard fingers.count == 2 else { return }
        let x = fingers.values.reduce(0) { $0 + $1.last.x } / 2
        guard let origin = strokeOrigin else {
            strokeOrigin = x
            return
        }
        let delta = x - origin
        if strokeDirection == 0 {
            guard abs(delta) >= Self.scrubStroke else { return }
            strokeDirection = delta > 0 ? 1 : -1
            strokeOrigin = x
        } else if delta * strokeDirection > 0 {
            strokeOrigin = x  // still going the same way: the stroke grows
        } else if abs(delta) >= Self.scrubStroke {
            strokeTurns += 1
            strokeDirection = -strokeDirection
            strokeOrigin = x
        }
    }

    private func endGesture(at timestamp: TimeInterval) {
        defer { cancelGesture() }
        if isExploring { return }
        if mostFingers == 2, strokeTurns >= 2 {
            flushPendingTap()
            emit(.scrub)
            return
        }
        let distance = (travel.x * travel.x + travel.y * travel.y).squareRoot()
        let duration = timestamp - startTime
        if distance >= Self.swipeDistance {
            guard duration.isFinite, duration <= Self.swipeDuration else { return }
            flushPendingTap()
            let direction: ScreenReaderGesture.Direction =
                abs(travel.x) >= abs(travel.y) ? (travel.x > 0 ? .right : .left) : (travel.y > 0 ? .down : .up)
            emit(.swipe(fingers: mostFingers, direction: direction))
            return
        }
        tapped(fingers: mostFingers, at: lastPoint)
    }

    private var lastPoint = CGPoint.zero

    private func tapped(fingers count: Int, at point: CGPoint) {
        guard count <= 2 else { return }
        if let pending = pendingTap, pending.fingers == count {
            pending.timer.cancel()
            pendingTap = nil
            emit(count == 1 ? .doubleTap : .twoFingerDoubleTap)
            return
        }
        flushPendingTap()
        let timer = clock.schedule(after: Self.doubleTapInterval) { [weak self] in
            guard let self, let pending = self.pendingTap else { return }
            self.pendingTap = nil
            self.emit(pending.fingers == 1 ? .tap(pending.point) : .twoFingerTap)
        }
        pendingTap = (count, point, timer)
    }

    /// A waiting tap that another gesture follows counts as single now.
    private func flushPendingTap() {
        guard let pending = pendingTap else { return }
        pending.timer.cancel()
        pendingTap = nil
        emit(pending.fingers == 1 ? .tap(pending.point) : .twoFingerTap)
    }

    private func cancelGesture() {
        stopExploreTimer()
        isExploring = false
        mostFingers = 0
        travel = .zero
        strokeOrigin = nil
        strokeDirection = 0
        strokeTurns = 0
    }

    private func stopExploreTimer() {
        exploreTimer?.cancel()
        exploreTimer = nil
    }
}
