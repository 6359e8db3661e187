import ScanoutTesting
import Testing

@testable import Scanout

/// Property animators and springs on the virtual clock: scrubbing, reversing, pausing, stopping
/// and finishing; springs against the damped oscillator their parameters describe.
@MainActor
@Suite struct UIViewPropertyAnimatorTests {
    private func makeScene() -> (TestHost, UIView) {
        let host = TestHost(size: CGSize(width: 400, height: 100))
        let box = UIView(frame: CGRect(x: 0, y: 30, width: 40, height: 40))
        box.backgroundColor = .systemBlue
        host.window.addSubview(box)
        _ = host.render()
        return (host, box)
    }

    /// The x of the box's centre on screen.
    private func shownX(_ box: UIView) -> CGFloat { box.layer.presentation()?.position.x ?? .nan }

    @Test func aLinearAnimatorMovesWithTheClockAndCompletesAtTheEnd() {
        let (host, box) = makeScene()
        var ended: UIViewAnimatingPosition?
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x = 220 }
        animator.addCompletion { ended = $0 }
        #expect(animator.state == .inactive)
        #expect(box.center.x == 220, "the model changes at once")
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        host.advanceToNextFrame()
        host.advance(by: 0.5)
        #expect(abs(shownX(box) - 120) < 3, "halfway: \(shownX(box))")
        #expect(abs(animator.fractionComplete - 0.5) < 0.03)
        host.advance(by: 0.6)
        #expect(ended == .end)
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(shownX(box) == 220)
    }

    @Test func scrubbingWhilePausedShowsTheFractionAndStartGoesOnFromThere() {
        let (host, box) = makeScene()
        let animator = UIViewPropertyAnimator(duration: 2, curve: .easeInOut) { box.center.x = 220 }
        animator.pauseAnimation()
        for fraction in stride(from: 0.0, through: 1.0, by: 0.25) {
            animator.fractionComplete = fraction
            host.advanceToNextFrame()
            // Scrubbed linearly, as UIKit does by default.
            #expect(abs(shownX(box) - (20 + 200 * fraction)) < 0.5, "at \(fraction): \(shownX(box))")
        }
        animator.fractionComplete = 0.5
        host.advanceToNextFrame()
        // Paused: time passing changes nothing, and asks for no frames.
        host.advance(by: 5)
        #expect(abs(shownX(box) - 120) < 0.5)
        #expect(animator.state == .active && !animator.isRunning)
        animator.startAnimation()
        host.advanceToNextFrame()
        host.advance(by: 1.1)
        #expect(animator.state == .inactive, "the remaining half took the remaining second")
        #expect(shownX(box) == 220)
        // Hostile fractions are ignored or clamped.
        let other = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x = 20 }
        other.fractionComplete = .nan
        other.fractionComplete = -4
        #expect(other.fractionComplete == 0)
        other.fractionComplete = .infinity
        other.fractionComplete = 9
        #expect(other.fractionComplete == 1)
        other.stopAnimation(true)
    }

    @Test func reversingRunsBackToTheStartAndPutsTheModelBack() {
        let (host, box) = makeScene()
        var ended: UIViewAnimatingPosition?
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x = 220 }
        animator.addCompletion { ended = $0 }
        animator.startAnimation()
        host.advanceToNextFrame()
        host.advance(by: 0.6)
        animator.isReversed = true
        host.advance(by: 0.3)
        #expect(abs(shownX(box) - 80) < 4, "back from 140 towards 20: \(shownX(box))")
        host.advance(by: 0.5)
        #expect(ended == .start)
        #expect(box.center.x == 20, "ended at the start, the model is the start")
        #expect(shownX(box) == 20)
    }

    @Test func stoppingKeepsWhatIsOnScreenAndFinishingJumpsWhereItIsTold() {
        let (host, box) = makeScene()
        var ended: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x = 220 }
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        host.advanceToNextFrame()
        host.advance(by: 0.25)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        #expect(abs(box.center.x - 70) < 4, "the model is where the box was: \(box.center.x)")
        #expect(ended.isEmpty)
        animator.finishAnimation(at: .end)
        #expect(ended == [.end])
        #expect(box.center.x == 220)
        // Without finishing: no completion at all.
        let second = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x = 20 }
        var secondEnded = false
        second.addCompletion { _ in secondEnded = true }
        second.startAnimation()
        host.advanceToNextFrame()
        host.advance(by: 0.5)
        second.stopAnimation(true)
        #expect(second.state == .inactive)
        host.advance(by: 2)
        #expect(!secondEnded)
        #expect(abs(box.center.x - 120) < 4)
    }

    @Test func animationsAddedWhileRunningTakeTheRestOfTheWay() {
        let (host, box) = makeScene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x = 220 }
        animator.startAnimation()
        host.advanceToNextFrame()
        host.advance(by: 0.5)
        animator.addAnimations { box.alpha = 0 }
        host.advance(by: 0.25)
        #expect(abs(box.layer.presentation()!.opacity - 0.5) < 0.08, "half of the remaining half")
        host.advance(by: 0.5)
        #expect(box.alpha == 0 && shownX(box) == 220)
    }

    @Test func continuingWithNewTimingStretchesTheRest() {
        let (host, box) = makeScene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x = 220 }
        animator.startAnimation()
        host.advanceToNextFrame()
        host.advance(by: 0.5)
        animator.pauseAnimation()
        animator.continueAnimation(
            withTimingParameters: UICubicTimingParameters(animationCurve: .linear), durationFactor: 2)
        host.advance(by: 0.5)
        #expect(animator.state == .active, "the rest takes twice as long")
        host.advance(by: 0.6)
        #expect(animator.state == .inactive)
    }

    @Test func aDroppedRunningAnimatorStillRunsToItsEnd() {
        let (host, box) = makeScene()
        var ended = false
        UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.3, delay: 0.2, options: [.curveEaseOut], animations: { box.center.x = 300 },
            completion: { _ in ended = true })
        host.advance(by: 0.15)
        #expect(shownX(box) == 20, "still in its delay")
        host.advance(by: 1)
        #expect(ended && shownX(box) == 300)
    }

    /// x(t) of the spring `m x'' + c x' + k (x − 1) = 0`, x(0) = 0, x'(0) = v0, by fourth-order
    /// Runge–Kutta in small steps: an oracle independent of the closed form Scanout uses.
    private func integratedSpring(mass: Double, stiffness: Double, damping: Double, velocity: Double, at time: Double)
        -> Double
    {
        var (x, v) = (0.0, velocity)
        let step = 1.0 / 4_000
        func acceleration(_ x: Double, _ v: Double) -> Double { (-stiffness * (x - 1) - damping * v) / mass }
        var t = 0.0
        while t + step <= time + 1e-12 {
            let (k1x, k1v) = (v, acceleration(x, v))
            let (k2x, k2v) = (v + k1v * step / 2, acceleration(x + k1x * step / 2, v + k1v * step / 2))
            let (k3x, k3v) = (v + k2v * step / 2, acceleration(x + k2x * step / 2, v + k2v * step / 2))
            let (k4x, k4v) = (v + k3v * step, acceleration(x + k3x * step, v + k3v * step))
            x += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            t += step
        }
        return x
    }

    @Test(arguments: [
        (1.0, 100.0, 10.0, 0.0), (1.0, 300.0, 5.0, 2.0), (2.0, 100.0, 28.28, 0.0), (1.0, 50.0, 30.0, -1.0),
    ])
    func aPhysicalSpringFollowsItsEquationAndLastsUntilItSettles(
        mass: Double, stiffness: Double, damping: Double, velocity: Double
    ) {
        let (host, box) = makeScene()
        let parameters = UISpringTimingParameters(
            mass: mass, stiffness: stiffness, damping: damping, initialVelocity: CGVector(dx: velocity, dy: 0))
        let animator = UIViewPropertyAnimator(duration: 0.1, timingParameters: parameters)
        animator.addAnimations { box.center.x = 220 }
        animator.startAnimation()
        host.advanceToNextFrame()
        var time = 0.0
        for _ in 0..<30 {
            host.advance(by: 0.05)
            time += 0.05
            guard animator.isRunning else { break }
            let expected =
                20 + 200
                * integratedSpring(
                    mass: mass, stiffness: stiffness, damping: damping, velocity: velocity, at: time)
            #expect(abs(Double(shownX(box)) - expected) < 1.5, "t = \(time): \(shownX(box)) against \(expected)")
        }
        // The given 0.1 s is not the spring's duration: it ran until it settled.
        #expect(time > 0.2)
        host.advance(by: 10)
        #expect(animator.state == .inactive && shownX(box) == 220)
    }

    @Test func theSpringAnimateCallBouncesAndEndsOnTime() {
        let (host, box) = makeScene()
        var finished: Bool?
        UIView.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0, options: [],
            animations: { box.center.x = 220 }, completion: { finished = $0 })
        host.advanceToNextFrame()
        var farthest: CGFloat = 0
        for _ in 0..<19 {
            host.advance(by: 0.05)
            farthest = max(farthest, shownX(box))
        }
        #expect(farthest > 225, "a low damping ratio overshoots: \(farthest)")
        host.advance(by: 0.2)
        #expect(finished == true && shownX(box) == 220)
        // Critically damped: never past the end.
        UIView.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
            animations: { box.center.x = 20 }, completion: nil)
        host.advanceToNextFrame()
        for _ in 0..<22 {
            host.advance(by: 0.05)
            #expect(shownX(box) >= 19.5)
        }
    }

    @Test func hostileSpringsAndDurationsNeitherTrapNorHang() {
        let (host, box) = makeScene()
        let values: [CGFloat] = [.nan, .infinity, -.infinity, -1, 0, 1e12]
        for (index, value) in values.enumerated() {
            let spring = UISpringTimingParameters(
                mass: value, stiffness: value, damping: value, initialVelocity: CGVector(dx: value, dy: value))
            let animator = UIViewPropertyAnimator(duration: TimeInterval(value), timingParameters: spring)
            animator.addAnimations { box.center.x = CGFloat(20 + index * 30) }
            animator.startAnimation()
            let ratio = UIViewPropertyAnimator(duration: TimeInterval(value), dampingRatio: value) { box.alpha = 0.5 }
            ratio.startAnimation()
            UIView.animate(
                withDuration: TimeInterval(value), delay: 0, usingSpringWithDamping: value,
                initialSpringVelocity: value, options: [], animations: { box.center.y = 50 })
            host.advance(by: 0.1)
            #expect(shownX(box).isFinite)
        }
        host.advance(by: 60)
        #expect(shownX(box).isFinite && box.layer.presentation()!.opacity.isFinite)
    }

    @Test func manyAnimatorsLeaveNothingBehind() {
        let (host, box) = makeScene()
        for round in 0..<300 {
            let animator = UIViewPropertyAnimator(duration: 0.05, curve: .linear) {
                box.center.x = CGFloat(round % 200)
            }
            animator.addCompletion { _ in
                // A completion that starts the next one, as chained animations do.
                box.alpha = round % 2 == 0 ? 1 : 0.9
            }
            animator.startAnimation()
            if round % 3 == 0 { animator.isReversed = true }
            if round % 5 == 0 { animator.pauseAnimation() }
            if round % 7 == 0 { animator.stopAnimation(true) }
            host.advance(by: 0.1)
        }
        host.advance(by: 1)
        // Paused animators the loop dropped went with it; their animations ended on the clock.
        #expect(!host.application.animator.isAnimating)
        #expect(box.presentation == nil, "nothing left animating the box")
    }
}
