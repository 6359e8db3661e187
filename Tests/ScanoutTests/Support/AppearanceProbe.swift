import Scanout

/// A controller that counts its appearance callbacks and checks they follow UIKit's cycle
/// (will appear → did appear → will disappear → did disappear, a `will` undone by the opposite
/// `will`), for tests that make containers change while they move.
@MainActor
final class AppearanceProbe: UIViewController {
    let name: String
    private(set) var willAppearCount = 0
    private(set) var didAppearCount = 0
    private(set) var willDisappearCount = 0
    private(set) var didDisappearCount = 0
    /// Where the callbacks say the controller is.
    private(set) var phase = Phase.disappeared
    /// Callbacks that came out of order, as "name: callback while phase".
    private(set) var orderErrors: [String] = []
    /// Run at the end of `viewWillAppear`: app code changing its container from there.
    var onViewWillAppear: (() -> Void)?

    enum Phase: String {
        case disappeared, appearing, appeared, disappearing
    }

    init(_ name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { nil }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        willAppearCount += 1
        move("viewWillAppear", allowed: [.disappeared, .disappearing], to: .appearing)
        onViewWillAppear?()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        didAppearCount += 1
        move("viewDidAppear", allowed: [.appearing], to: .appeared)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        willDisappearCount += 1
        move("viewWillDisappear", allowed: [.appeared, .appearing], to: .disappearing)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        didDisappearCount += 1
        move("viewDidDisappear", allowed: [.disappearing], to: .disappeared)
    }

    /// Whether the view is in a window now.
    var isInWindow: Bool { viewIfLoaded?.window != nil }

    /// What is wrong with this controller's callbacks. Settled (nothing moving), a controller whose
    /// view is in the window has appeared once more than it disappeared, and any other as often;
    /// in between, the differences are 0 or 1, and an appeared controller's view is in the window.
    func appearanceProblems(settled: Bool) -> [String] {
        var problems = orderErrors.map { "\(name): \($0)" }
        let appeared = didAppearCount - didDisappearCount
        let willAppeared = willAppearCount - willDisappearCount
        let counts =
            "will/did appear \(willAppearCount)/\(didAppearCount), will/did disappear "
            + "\(willDisappearCount)/\(didDisappearCount), \(phase.rawValue)"
        if settled {
            let expected = isInWindow ? 1 : 0
            if appeared != expected || willAppeared != expected {
                problems.append("\(name) (\(isInWindow ? "in" : "not in") the window): \(counts)")
            }
        } else {
            if !(0...1).contains(appeared) || !(0...1).contains(willAppeared) {
                problems.append("\(name): \(counts)")
            }
            if phase == .appeared, !isInWindow { problems.append("\(name) appeared but not in the window") }
        }
        return problems
    }

    private func move(_ callback: String, allowed: [Phase], to next: Phase) {
        if !allowed.contains(phase) { orderErrors.append("\(callback) while \(phase.rawValue)") }
        phase = next
    }
}

/// What must hold of a navigation controller and the probes that have been on it.
@MainActor
enum NavigationInvariants {
    /// The broken invariants, as sentences. `settled`: no transition runs and no finger is down.
    static func problems(
        of navigation: UINavigationController, probes: [AppearanceProbe], settled: Bool
    ) -> [String] {
        var problems: [String] = []
        let stack = navigation.viewControllers
        let names = { (controllers: [UIViewController]) in controllers.map { $0.title ?? "?" }.joined(separator: ",") }
        if navigation.children.count != stack.count || zip(navigation.children, stack).contains(where: { $0 !== $1 }) {
            problems.append("children [\(names(navigation.children))] ≠ viewControllers [\(names(stack))]")
        }
        for controller in stack {
            if controller.parent !== navigation || controller.navigationController !== navigation {
                problems.append(
                    "\(controller.title ?? "?") is on the stack without the navigation controller as parent")
            }
        }
        let shows = navigation.viewIfLoaded?.window != nil
        for probe in probes where !stack.contains(where: { $0 === probe }) {
            let parent = probe.parent
            if settled ? parent != nil : (parent != nil && parent !== navigation) {
                problems.append("\(probe.name) left the stack but has parent \(parent.map { "\($0)" } ?? "nil")")
            }
            if settled, probe.navigationController != nil {
                problems.append("\(probe.name) left the stack but has a navigation controller")
            }
            if settled, probe.isInWindow {
                problems.append("\(probe.name) left the stack but its view is in the window")
            }
        }
        if settled {
            for controller in stack.dropLast() where controller.viewIfLoaded?.window != nil {
                problems.append("\(controller.title ?? "?") is under the top but its view is in the window")
            }
            if shows, let top = stack.last {
                if top.viewIfLoaded?.window == nil { problems.append("the top's view is not in the window") }
                if let frame = top.viewIfLoaded?.frame, frame != navigation.view.bounds {
                    problems.append("the top's view is at \(frame), not filling the navigation controller")
                }
            }
        } else {
            let childViews = navigation.viewIfLoaded?.subviews.filter { view in
                probes.contains { $0.viewIfLoaded === view }
            }
            if let childViews, childViews.count > 2 {
                problems.append("\(childViews.count) screens in the navigation controller's view")
            }
        }
        for probe in probes { problems += probe.appearanceProblems(settled: settled) }
        return problems
    }
}
