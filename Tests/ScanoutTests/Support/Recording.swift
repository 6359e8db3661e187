import Scanout

/// A shared, ordered record of what responders received, for asserting delivery order.
@MainActor
final class EventLog {
    private(set) var entries: [String] = []

    func record(_ entry: String) {
        entries.append(entry)
    }

    func clear() {
        entries.removeAll()
    }
}

/// A view that records each touch method it receives as "<name>.<phase>", and either stops the
/// touches there (the default) or, with `passesTouchesOn`, handles them and calls `super`.
@MainActor
class RecordingView: UIView {
    let name: String
    let log: EventLog
    var passesTouchesOn = false
    /// The touch sets received, by phase, for inspecting counts and identities.
    private(set) var received: [(phase: String, touches: Set<UITouch>, event: UIEvent?)] = []
    /// For each delivery, a touch's location and previous location in this view at that moment.
    private(set) var locations: [(location: CGPoint, previous: CGPoint)] = []

    init(_ name: String, frame: CGRect = .zero, log: EventLog) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("began", touches, event)
        if passesTouchesOn { super.touchesBegan(touches, with: event) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("moved", touches, event)
        if passesTouchesOn { super.touchesMoved(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("ended", touches, event)
        if passesTouchesOn { super.touchesEnded(touches, with: event) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("cancelled", touches, event)
        if passesTouchesOn { super.touchesCancelled(touches, with: event) }
    }

    private func note(_ phase: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
        log.record("\(name).\(phase)")
        received.append((phase, touches, event))
        if let touch = touches.first {
            locations.append((touch.location(in: self), touch.previousLocation(in: self)))
        }
    }
}

/// A view that passes every touch on but records that it saw it: a link in a bubbling chain.
@MainActor
final class PassThroughView: RecordingView {
    override init(_ name: String, frame: CGRect = .zero, log: EventLog) {
        super.init(name, frame: frame, log: log)
        passesTouchesOn = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A button that records its touch methods as "<name>.<phase>" and handles them as a button.
@MainActor
final class LoggingButton: UIButton {
    let name: String
    let log: EventLog

    init(_ name: String, frame: CGRect, log: EventLog) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record("\(name).began")
        super.touchesBegan(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record("\(name).ended")
        super.touchesEnded(touches, with: event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record("\(name).cancelled")
        super.touchesCancelled(touches, with: event)
    }
}

/// A view controller that records its lifecycle and touches as "<name>.<callback>".
@MainActor
class RecordingViewController: UIViewController {
    let name: String
    let log: EventLog
    var becomeFirstResponderResults: [String: Bool] = [:]
    var acceptsFirstResponder = false

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var canBecomeFirstResponder: Bool { acceptsFirstResponder }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.record("\(name).viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.record("\(name).viewWillAppear")
        if acceptsFirstResponder { becomeFirstResponderResults["viewWillAppear"] = becomeFirstResponder() }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.record("\(name).viewDidAppear")
        if acceptsFirstResponder { becomeFirstResponderResults["viewDidAppear"] = becomeFirstResponder() }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.record("\(name).viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.record("\(name).viewDidDisappear")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record("\(name).began")
        super.touchesBegan(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record("\(name).ended")
        super.touchesEnded(touches, with: event)
    }
}

extension CGPoint {
    /// Shorthand for test coordinates.
    static func at(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
        CGPoint(x: x, y: y)
    }
}
