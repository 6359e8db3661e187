import ScanoutTesting
import Testing

@testable import Scanout

/// Custom presentations and pushes through the public API, as an app writes them: animators,
/// a presentation controller, a pan-driven dismissal, and animators that misbehave.
@MainActor
@Suite struct CustomTransitionTests {
    private func makeScene() -> (TestHost, UIViewController) {
        let host = TestHost(size: CGSize(width: 800, height: 600))
        let root = UIViewController()
        root.view.backgroundColor = .white
        host.window.rootViewController = root
        host.drain()
        return (host, root)
    }

    @Test func aSlideAnimatorPresentsAndDismisses() {
        let (host, root) = makeScene()
        let modal = UIViewController()
        modal.modalPresentationStyle = .fullScreen
        let delegate = TransitionDelegate()
        modal.transitioningDelegate = delegate
        var presented = 0
        root.present(modal, animated: true) { presented += 1 }
        #expect(delegate.animator.animateCalls == 1)
        #expect(modal.view.superview != nil && modal.view.window != nil, "the animator put it in the container")
        host.advance(by: 0.2)
        let midway = modal.view.layer.presentation()?.frame.minX ?? -1
        #expect(midway > 100 && midway < 700, "sliding in from the right: \(midway)")
        #expect(presented == 0 && modal.isBeingPresented, "not over until completeTransition")
        host.advance(by: 0.5)
        #expect(presented == 1)
        #expect(!modal.isBeingPresented)
        #expect(modal.view.frame == CGRect(x: 0, y: 0, width: 800, height: 600))
        #expect(root.presentedViewController === modal)
        #expect(root.view.window == nil, "full screen takes the presenter's view away")
        #expect(delegate.animator.ended == [true])

        var dismissed = 0
        modal.dismiss(animated: true) { dismissed += 1 }
        #expect(root.view.window != nil, "the presenter's view is back beneath")
        host.advance(by: 0.2)
        let leaving = modal.view.layer.presentation()?.frame.minX ?? -1
        #expect(leaving > 100 && leaving < 700, "sliding out: \(leaving)")
        #expect(dismissed == 0 && modal.isBeingDismissed)
        host.advance(by: 0.5)
        #expect(dismissed == 1)
        #expect(root.presentedViewController == nil && modal.presentingViewController == nil)
        #expect(modal.view.window == nil)
        #expect(root.view.superview === host.window, "the animator moved it into the container; it is back")
        #expect(root.view.frame == host.window.bounds)
        #expect(delegate.animator.ended == [true, true])
    }

    @Test func aCustomPresentationControllerGivesAHalfHeightSheetOverADimmingView() throws {
        let (host, root) = makeScene()
        let modal = UIViewController()
        modal.modalPresentationStyle = .custom
        let delegate = TransitionDelegate()
        modal.transitioningDelegate = delegate
        root.present(modal, animated: true)
        let sheet = try #require(delegate.sheet)
        #expect(modal.presentationController === sheet)
        #expect(sheet.dimmingView.superview === sheet.containerView)
        host.advance(by: 0.2)
        let dimming = sheet.dimmingView.layer.presentation()?.opacity ?? -1
        #expect(dimming > 0.2 && dimming < 0.8, "the dimming fades in alongside: \(dimming)")
        host.advance(by: 0.5)
        #expect(modal.view.frame == CGRect(x: 0, y: 300, width: 800, height: 300))
        #expect(sheet.dimmingView.alpha == 1)
        #expect(root.view.window != nil, "the presenter stays beneath a custom sheet")
        #expect(sheet.log == ["presentationWillBegin", "coordinated: true", "presentationDidEnd(true)"])
        #expect(modal.transitionCoordinator == nil, "no coordinator outside a transition")

        // A layout pass keeps the sheet where the presentation controller says.
        host.window.setNeedsLayout()
        host.drain()
        #expect(modal.view.frame == CGRect(x: 0, y: 300, width: 800, height: 300))

        root.dismiss(animated: true)
        host.advance(by: 0.7)
        #expect(sheet.log.suffix(2) == ["dismissalWillBegin", "dismissalDidEnd(true)"])
        #expect(sheet.dimmingView.superview == nil)
        #expect(sheet.containerView == nil)
        #expect(root.presentedViewController == nil)
    }

    @Test func aNavigationDelegatesAnimatorPushesAndPops() {
        let host = TestHost(size: CGSize(width: 800, height: 600))
        let first = UIViewController()
        let navigation = UINavigationController(rootViewController: first)
        host.window.rootViewController = navigation
        host.drain()
        let delegate = FadingNavigationDelegate()
        navigation.delegate = delegate
        let second = UIViewController()
        navigation.pushViewController(second, animated: true)
        #expect(delegate.log == ["animator(push)"])
        #expect(second.view.window != nil)
        #expect(second.transitionCoordinator != nil)
        host.advance(by: 0.25)
        let alpha = second.view.layer.presentation()?.opacity ?? -1
        #expect(alpha > 0.2 && alpha < 0.8, "fading in: \(alpha)")
        #expect(!delegate.log.contains("didShow"), "not shown until completeTransition")
        host.advance(by: 0.5)
        #expect(delegate.log == ["animator(push)", "didShow"])
        #expect(navigation.topViewController === second)
        #expect(second.view.superview === navigation.view)
        #expect(second.view.frame == navigation.view.bounds)
        #expect(first.view.superview == nil)
        #expect(second.transitionCoordinator == nil)

        _ = navigation.popViewController(animated: true)
        host.advance(by: 0.8)
        #expect(delegate.log == ["animator(push)", "didShow", "animator(pop)", "didShow"])
        #expect(navigation.viewControllers.count == 1)
        #expect(first.view.superview === navigation.view)
        #expect(second.view.superview == nil)
        #expect(delegate.animator.ended == [true, true])
    }

    @Test func anInteractiveCustomPopCancelledKeepsTheStackAndOneFinishedPops() {
        let host = TestHost(size: CGSize(width: 800, height: 600))
        let first = UIViewController()
        let second = UIViewController()
        let navigation = UINavigationController(rootViewController: first)
        host.window.rootViewController = navigation
        host.drain()
        navigation.pushViewController(second, animated: false)
        let delegate = FadingNavigationDelegate()
        navigation.delegate = delegate

        delegate.interactor = UIPercentDrivenInteractiveTransition()
        _ = navigation.popViewController(animated: true)
        #expect(second.transitionCoordinator?.isInteractive == true)
        delegate.interactor?.update(0.4)
        host.advance(by: 0.1)
        let alpha = first.view.layer.presentation()?.opacity ?? -1
        #expect(abs(alpha - 0.4) < 0.05, "the fade follows the progress: \(alpha)")
        delegate.interactor?.cancel()
        delegate.interactor = nil
        host.advance(by: 0.6)
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController === second)
        #expect(second.view.superview === navigation.view)
        #expect(first.view.superview == nil)
        #expect(delegate.log == ["animator(pop)"], "no didShow for a cancelled pop")
        #expect(delegate.animator.ended == [false])

        delegate.interactor = UIPercentDrivenInteractiveTransition()
        _ = navigation.popViewController(animated: true)
        delegate.interactor?.update(0.7)
        delegate.interactor?.finish()
        delegate.interactor = nil
        host.advance(by: 0.6)
        #expect(navigation.viewControllers.count == 1)
        #expect(first.view.superview === navigation.view)
        #expect(first.view.alpha == 1)
        #expect(delegate.log == ["animator(pop)", "animator(pop)", "didShow"])
    }

    @Test func aCustomPresentationWithoutAnimationIsPlacedByItsPresentationController() {
        let (host, root) = makeScene()
        let modal = UIViewController()
        modal.modalPresentationStyle = .custom
        let delegate = TransitionDelegate()
        modal.transitioningDelegate = delegate
        var presented = false
        root.present(modal, animated: false) { presented = true }
        #expect(presented)
        #expect(delegate.animator.animateCalls == 0, "animators are asked for animated transitions only")
        #expect(modal.view.frame == CGRect(x: 0, y: 300, width: 800, height: 300))
        #expect(delegate.sheet?.dimmingView.alpha == 1, "no coordinator: the sheet set it at once")
        root.dismiss(animated: false)
        #expect(root.presentedViewController == nil)
        #expect(host.window.rootViewController === root)
    }

    @Test func scanoutsOwnAnimatedTransitionsHaveACoordinator() {
        let (host, root) = makeScene()
        let modal = CoordinatedViewController()
        modal.modalPresentationStyle = .fullScreen
        root.present(modal, animated: true)
        #expect(modal.log == ["viewWillAppear(coordinated: true)", "alongside"], "as the slide starts")
        host.advance(by: 0.6)
        #expect(
            modal.log == [
                "viewWillAppear(coordinated: true)", "alongside", "completion(cancelled: false)", "viewDidAppear",
            ])
        #expect(modal.transitionCoordinator == nil)
        root.dismiss(animated: false)

        let navigation = UINavigationController(rootViewController: UIViewController())
        root.present(navigation, animated: false)
        let pushed = CoordinatedViewController()
        navigation.pushViewController(pushed, animated: true)
        host.advance(by: 0.6)
        #expect(
            pushed.log == [
                "viewWillAppear(coordinated: true)", "alongside", "completion(cancelled: false)", "viewDidAppear",
            ])

        let still = CoordinatedViewController()
        navigation.pushViewController(still, animated: false)
        #expect(still.log == ["viewWillAppear(coordinated: false)", "viewDidAppear"])
    }

    /// A pan on the presented view dismisses it interactively: its `.began` starts the dismissal.
    private func addDismissingPan(to modal: UIViewController, delegate: TransitionDelegate) {
        let pan = UIPanGestureRecognizer { recognizer in
            guard let pan = recognizer as? UIPanGestureRecognizer, let view = pan.view else { return }
            let progress = pan.translation(in: view).y / 600
            switch pan.state {
            case .began:
                delegate.interactor = UIPercentDrivenInteractiveTransition()
                modal.dismiss(animated: true)
            case .changed:
                delegate.interactor?.update(progress)
            case .ended, .cancelled:
                if progress > 0.5 { delegate.interactor?.finish() } else { delegate.interactor?.cancel() }
                delegate.interactor = nil
            default:
                break
            }
        }
        modal.view.addGestureRecognizer(pan)
    }

    @Test func aPanDrivenDismissalThatIsCancelledPutsEverythingBack() {
        let (host, root) = makeScene()
        let modal = UIViewController()
        modal.modalPresentationStyle = .overFullScreen
        let delegate = TransitionDelegate()
        modal.transitioningDelegate = delegate
        var dismissed = 0
        root.present(modal, animated: true)
        host.advance(by: 0.6)
        addDismissingPan(to: modal, delegate: delegate)

        host.drag(from: CGPoint(x: 400, y: 100), by: CGPoint(x: 0, y: 150), steps: 10, interval: 0.05, lift: false)
        #expect(modal.isBeingDismissed)
        let scrubbed = modal.view.layer.presentation()?.frame.minX ?? -1
        #expect(scrubbed > 150 && scrubbed < 250, "a quarter of the way, following the finger: \(scrubbed)")
        host.advance(by: 0.5)
        #expect(modal.view.layer.presentation()?.frame.minX == scrubbed, "held while the finger rests")
        host.touchUp()
        host.advance(by: 0.6)
        #expect(dismissed == 0)
        #expect(root.presentedViewController === modal)
        #expect(!modal.isBeingDismissed)
        #expect(modal.view.frame.minX == 0 && modal.view.window != nil)
        #expect(delegate.animator.ended == [true, false])

        root.dismiss(animated: false) { dismissed += 1 }
        #expect(dismissed == 1)
    }

    @Test func aPanDrivenDismissalThatFinishesDismisses() {
        let (host, root) = makeScene()
        let modal = UIViewController()
        modal.modalPresentationStyle = .overFullScreen
        let delegate = TransitionDelegate()
        modal.transitioningDelegate = delegate
        root.present(modal, animated: true)
        host.advance(by: 0.6)
        addDismissingPan(to: modal, delegate: delegate)
        host.drag(from: CGPoint(x: 400, y: 100), by: CGPoint(x: 0, y: 420), steps: 10, interval: 0.05)
        host.advance(by: 0.6)
        #expect(modal.view.window == nil)
        #expect(root.presentedViewController == nil)
        #expect(delegate.animator.ended == [true, true])
    }

    @Test func aPanScrubsTheAnimatorsInterruptibleAnimator() {
        let (host, root) = makeScene()
        let modal = UIViewController()
        modal.modalPresentationStyle = .overFullScreen
        let delegate = TransitionDelegate()
        let interruptible = InterruptibleSlideAnimator()
        delegate.dismissalAnimator = interruptible
        modal.transitioningDelegate = delegate
        root.present(modal, animated: true)
        host.advance(by: 0.6)
        addDismissingPan(to: modal, delegate: delegate)

        host.drag(from: CGPoint(x: 400, y: 100), by: CGPoint(x: 0, y: 150), steps: 10, interval: 0.05, lift: false)
        let scrubbed = modal.view.layer.presentation()?.frame.minX ?? -1
        #expect(scrubbed > 150 && scrubbed < 250, "a quarter of the way: \(scrubbed)")
        host.touchUp()
        host.advance(by: 0.6)
        #expect(root.presentedViewController === modal)
        #expect(modal.view.frame.minX == 0)
        #expect(interruptible.ended == [false])

        host.drag(from: CGPoint(x: 400, y: 100), by: CGPoint(x: 0, y: 420), steps: 10, interval: 0.05)
        host.advance(by: 0.6)
        #expect(root.presentedViewController == nil)
        #expect(interruptible.ended == [false, true])
    }

    // MARK: Hostile animators and delegates

    @Test func anAnimatorThatNeverCompletesLeavesTheTransitionAndASecondPresentDoesNotTrap() {
        let (host, root) = makeScene()
        let modal = UIViewController()
        let delegate = TransitionDelegate()
        delegate.animator.neverCompletes = true
        modal.transitioningDelegate = delegate
        var presented = false
        root.present(modal, animated: true) { presented = true }
        host.advance(by: 2)
        #expect(!presented && modal.isBeingPresented, "the transition stays, as in UIKit")
        let other = UIViewController()
        root.present(other, animated: true)
        #expect(other.presentingViewController == nil, "refused with a warning")
        root.dismiss(animated: false)
        #expect(presented, "dismissing ends the stuck presentation first")
        #expect(root.presentedViewController == nil)
        root.present(other, animated: false)
        #expect(root.presentedViewController === other)
    }

    @Test(arguments: [TimeInterval.nan, -1])
    func oddDurationsStillComplete(duration: TimeInterval) {
        let (host, root) = makeScene()
        let modal = UIViewController()
        let delegate = TransitionDelegate()
        delegate.animator.duration = duration
        modal.transitioningDelegate = delegate
        var presented = 0
        root.present(modal, animated: true) { presented += 1 }
        host.advance(by: 0.5)
        #expect(presented == 1)
        root.dismiss(animated: true)
        host.advance(by: 0.5)
        #expect(root.presentedViewController == nil)
    }

    @Test func dismissingFromInsideAnimateTransitionDoesNotTrap() {
        let (host, root) = makeScene()
        let modal = UIViewController()
        let delegate = TransitionDelegate()
        delegate.animator.dismissesFromInside = true
        modal.transitioningDelegate = delegate
        var presented = 0
        root.present(modal, animated: true) { presented += 1 }
        host.advance(by: 1)
        #expect(presented == 1)
        #expect(root.presentedViewController == nil)
        #expect(modal.view.window == nil || modal.view.superview?.window == nil)
    }

    @Test func completeTransitionTwiceEndsOnce() {
        let (host, root) = makeScene()
        let modal = UIViewController()
        let delegate = TransitionDelegate()
        delegate.animator.completesTwice = true
        modal.transitioningDelegate = delegate
        var presented = 0
        root.present(modal, animated: true) { presented += 1 }
        host.advance(by: 1)
        #expect(presented == 1)
        #expect(delegate.animator.ended == [true])
        var dismissed = 0
        root.dismiss(animated: true) { dismissed += 1 }
        host.advance(by: 1)
        #expect(dismissed == 1)
        #expect(delegate.animator.ended == [true, true])
    }

    @Test func aDelegateThatPresentsWhileAskedDoesNotTrap() {
        let (host, root) = makeScene()
        let modal = UIViewController()
        let delegate = TransitionDelegate()
        let interloper = UIViewController()
        delegate.onAskedForPresentationAnimator = { root.present(interloper, animated: false) }
        modal.transitioningDelegate = delegate
        root.present(modal, animated: true)
        host.advance(by: 1)
        #expect(root.presentedViewController === interloper)
        #expect(modal.presentingViewController == nil)
    }

    @Test func aCompletionThatPresentsAgainWorks() {
        let (host, root) = makeScene()
        let modal = UIViewController()
        let delegate = TransitionDelegate()
        modal.transitioningDelegate = delegate
        let next = UIViewController()
        root.present(modal, animated: true) { modal.present(next, animated: true) }
        host.advance(by: 1.5)
        #expect(modal.presentedViewController === next)
        root.dismiss(animated: true)
        host.advance(by: 1)
        #expect(root.presentedViewController == nil)
    }
}
