// How the stack changes. Every change first ends the running transition (`settleRunningTransition`),
// the way UIKit ends a running push or pop before the next one, so the stack, `children`, the
// views in the navigation controller's view and the appearance callbacks agree before anything
// moves again. An interactive pop whose finger is still down is decided where the finger is: past
// half the width it completes, else it is cancelled (as if the finger lifted there without a
// flick), and the gesture is cancelled so the finger moves nothing more.
//
// The changes run app code (appearance callbacks, `willMove(toParent:)`, the delegate). A change
// asked for from there would cut a transition in half while it is being set up or ended, so it
// is queued and runs when the step in progress is over (`changeStack`).

extension UINavigationController {
    /// Whether the children's views show: the navigation controller is in a window and appearing
    /// or appeared. Only then do transitions animate and call the children's appearance back.
    var showsChildren: Bool {
        guard viewIfLoaded?.window != nil else { return false }
        return appearance == .appeared || appearance == .appearing
    }

    /// Runs `now` as a step, or, inside another step, queues `later` to run when it ends (and
    /// returns nil).
    @discardableResult
    func changeStack<Result>(later: @escaping () -> Void, _ now: () -> Result) -> Result? {
        guard stepDepth == 0 else {
            pendingStackChanges.append(later)
            return nil
        }
        return step(now)
    }

    /// Runs `body`; stack changes asked for meanwhile wait until the outermost step ends.
    func step<Result>(_ body: () -> Result) -> Result {
        stepDepth += 1
        let result = body()
        stepDepth -= 1
        while stepDepth == 0, !pendingStackChanges.isEmpty {
            pendingStackChanges.removeFirst()()
        }
        return result
    }

    /// Ends the running transition (and any that ending it started): a push or pop jumps to its
    /// end; an interactive pop ends as its finger decided, or, with the finger still down, as
    /// where the finger is decides.
    func settleRunningTransition() {
        var rounds = 0
        while let transition = runningTransition {
            rounds += 1
            guard rounds <= Self.settleLimit else {
                Diagnostics.warn(
                    "\(self): every ended transition starts another (a push or pop in viewDidAppear or "
                        + "navigationController(_:didShow:animated:)?); the last one is left running.")
                return
            }
            if transition.isInteractive, transition.outcome == nil {
                decideInteractivePop(transition, completes: transition.progress > 0.5)
                // The finger moves nothing more; it must lift before the next swipe.
                if popGesture.isEnabled {
                    popGesture.isEnabled = false
                    popGesture.isEnabled = true
                }
            }
            finish(transition, completed: transition.outcome ?? true)
        }
    }

    /// How many transitions in a row settling ends before giving up on an app that starts one in
    /// every completion.
    static let settleLimit = 64

    /// The interactive pop's outcome: cancelled, its controller goes back on the stack (and into
    /// `children`) as if the pop had not begun.
    func decideInteractivePop(_ transition: NavigationTransition, completes: Bool) {
        transition.outcome = completes
        guard !completes, let from = transition.from, from.isLeaving(self) else { return }
        stack.append(from)
        from.cancelLeavingParent(self)
        barItemsDidChange(animated: false)
    }

    func push(_ viewController: UIViewController, animated: Bool) {
        settleRunningTransition()
        guard !stack.contains(where: { $0 === viewController }) else {
            Diagnostics.warn("\(viewController) is already on \(self)'s stack; pushing it again is not allowed.")
            return
        }
        let previous = topViewController
        addChild(viewController)
        guard viewController.parent === self else { return }  // refused: it contains the navigation controller
        stack.append(viewController)
        barItemsDidChange(animated: animated)
        transition(from: previous, to: viewController, operation: .push, animated: animated)
    }

    /// Pops down to `target`, sliding when `animated`; returns the controllers popped, top last.
    /// The running transition has ended.
    func pop(to target: UIViewController, animated: Bool) -> [UIViewController] {
        guard let index = stack.firstIndex(where: { $0 === target }), index < stack.count - 1 else { return [] }
        let popped = Array(stack[(index + 1)...])
        let top = popped.last!
        stack.removeSubrange((index + 1)...)
        // The screens in between leave without showing.
        for controller in popped.dropLast() { removeWithoutShowing(controller) }
        top.beginLeavingParent()
        barItemsDidChange(animated: animated)
        transition(from: top, to: target, operation: .pop, animated: animated)
        return popped
    }

    func replaceStack(with viewControllers: [UIViewController], animated: Bool) {
        settleRunningTransition()
        var unique: [UIViewController] = []
        for controller in viewControllers where !unique.contains(where: { $0 === controller }) {
            guard !isSelfOrAncestor(controller) else {
                Diagnostics.warn("\(controller) contains \(self) and cannot be on its stack; left out.")
                continue
            }
            unique.append(controller)
        }
        let oldStack = stack
        let oldTop = oldStack.last
        let newTop = unique.last
        let topStays = oldTop.map { old in unique.contains { $0 === old } } ?? true
        stack = unique
        for controller in oldStack where !unique.contains(where: { $0 === controller }) && controller !== oldTop {
            removeWithoutShowing(controller)
        }
        if let oldTop, !topStays { oldTop.beginLeavingParent() }
        var added: [UIViewController] = []
        for controller in unique where !children.contains(where: { $0 === controller }) {
            addChild(controller)
            added.append(controller)
        }
        // `children` in the stack's order (anything an app added to the navigation controller
        // itself stays after it).
        children = unique + children.filter { child in !unique.contains { $0 === child } }
        for controller in added where controller !== newTop || newTop === oldTop {
            controller.didMove(toParent: self)
        }
        barItemsDidChange(animated: animated)
        guard newTop !== oldTop else { return }
        let isPop = newTop.map { new in oldStack.contains { $0 === new } } ?? false
        transition(
            from: oldTop, to: newTop, operation: isPop ? .pop : .push, animated: animated,
            removesSource: !topStays)
    }

    /// Takes a controller that is not showing off the stack's children, with its view.
    private func removeWithoutShowing(_ controller: UIViewController) {
        controller.willMove(toParent: nil)
        if let childView = controller.viewIfLoaded, childView.superview === view { childView.removeFromSuperview() }
        controller.removeFromParent()
    }
}
