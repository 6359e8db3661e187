import ScanoutTesting

@testable import Scanout

/// A view that logs the touch methods it receives ("began", "moved", "ended", "cancelled"), and
/// the phases the touches had during each call.
@MainActor
final class TouchLogView: UIView {
    var log: [String] = []
    var phases: [[UITouch.Phase]] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { note("began", touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { note("moved", touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { note("ended", touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { note("cancelled", touches) }

    private func note(_ method: String, _ touches: Set<UITouch>) {
        log.append(method)
        phases.append(touches.map(\.phase))
    }
}

/// Records the states a recognizer reports to its target.
@MainActor
final class StateLog {
    var states: [UIGestureRecognizer.State] = []

    func attach(to recognizer: UIGestureRecognizer) {
        recognizer.addTarget { [unowned self] recognizer in self.states.append(recognizer.state) }
    }
}

/// A delegate whose answers the test sets.
@MainActor
final class GestureDelegate: UIGestureRecognizerDelegate {
    var shouldBegin = true
    var shouldReceive = true
    var simultaneous = false

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        shouldReceive
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { simultaneous }
}
