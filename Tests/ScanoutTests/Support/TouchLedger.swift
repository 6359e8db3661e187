import Scanout

/// Checks the touch promise views are made (BEHAVIOUR.md §3): every touch that began at a view ends
/// there exactly once, ended or cancelled; nothing moves or ends at a view before it began there
/// or after it ended; a touch is in the ended phase in `touchesEnded` and in the cancelled phase
/// in `touchesCancelled`. Views report what they receive with `note`; only the view a touch is
/// bound to counts (its superviews see the same calls passed up the chain). Recognizers that
/// report are held to the same, until they reset.
@MainActor
final class TouchLedger {
    enum Method: String {
        case began, moved, ended, cancelled
    }

    /// Described breaches of the promise, in the order they happened.
    private(set) var violations: [String] = []
    /// How many calls of each method the views reported.
    private(set) var counts: [Method: Int] = [:]
    /// Where the breaches are said to have happened (the storm sets its step).
    var context = ""

    /// The touches begun and not yet ended, per view and per recognizer. The touch is kept, so
    /// its identity cannot be taken by a new touch while it is open.
    private var openAtViews: [ObjectIdentifier: [UITouch]] = [:]
    private var openAtRecognizers: [ObjectIdentifier: [UITouch]] = [:]

    func note(_ method: Method, _ touches: Set<UITouch>, at view: UIView) {
        for touch in touches where touch.view === view {
            counts[method, default: 0] += 1
            record(method, touch, at: view, in: &openAtViews)
        }
    }

    /// A recognizer's share of the promise is the same, but one that finished hears no more:
    /// `reset` forgets what it had open.
    func note(_ method: Method, _ touches: Set<UITouch>, at recognizer: UIGestureRecognizer) {
        for touch in touches { record(method, touch, at: recognizer, in: &openAtRecognizers) }
    }

    /// `recognizer` was reset: the touches it had open are forgotten.
    func reset(_ recognizer: UIGestureRecognizer) {
        openAtRecognizers[ObjectIdentifier(recognizer)] = nil
    }

    /// The touches that began at a view and never ended there, described.
    var unended: [String] {
        openAtViews.values.flatMap { touches in touches.map { "never ended: \($0)" } }
    }

    private func record(
        _ method: Method, _ touch: UITouch, at receiver: AnyObject, in open: inout [ObjectIdentifier: [UITouch]]
    ) {
        let key = ObjectIdentifier(receiver)
        let isOpen = open[key]?.contains { $0 === touch } ?? false
        switch method {
        case .began:
            if isOpen { fail("began twice", touch, receiver) } else { open[key, default: []].append(touch) }
        case .moved:
            if !isOpen { fail("moved while not begun", touch, receiver) }
        case .ended, .cancelled:
            guard isOpen else { return fail("\(method) while not begun (or a second end)", touch, receiver) }
            let expected: UITouch.Phase = method == .ended ? .ended : .cancelled
            if touch.phase != expected { fail("\(method) with phase \(touch.phase)", touch, receiver) }
            open[key]?.removeAll { $0 === touch }
            if open[key]?.isEmpty == true { open[key] = nil }
        }
    }

    private func fail(_ what: String, _ touch: UITouch, _ receiver: AnyObject) {
        violations.append("\(context): \(what) at \(type(of: receiver)): \(touch)")
    }
}

/// A recognizer that never recognizes and holds nothing back: it reports what it hears to a
/// ledger, and fails once its last touch ended, so it resets with every sequence.
@MainActor
final class LedgerRecognizer: UIGestureRecognizer {
    let ledger: TouchLedger

    init(ledger: TouchLedger) {
        self.ledger = ledger
        super.init()
        delaysTouchesEnded = false
        cancelsTouchesInView = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { ledger.note(.began, touches, at: self) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { ledger.note(.moved, touches, at: self) }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        ledger.note(.ended, touches, at: self)
        if numberOfTouches == touches.count { state = .failed }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        ledger.note(.cancelled, touches, at: self)
        if numberOfTouches == touches.count { state = .failed }
    }

    override func reset() {
        super.reset()
        ledger.reset(self)
    }
}

/// A plain view that reports its touches to a ledger.
@MainActor
final class LedgerView: UIView {
    var ledger: TouchLedger?

    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { note(.began, t); super.touchesBegan(t, with: e) }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { note(.moved, t); super.touchesMoved(t, with: e) }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { note(.ended, t); super.touchesEnded(t, with: e) }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) {
        note(.cancelled, t)
        super.touchesCancelled(t, with: e)
    }

    private func note(_ method: TouchLedger.Method, _ touches: Set<UITouch>) { ledger?.note(method, touches, at: self) }
}

/// A button that reports its touches to a ledger.
@MainActor
final class LedgerButton: UIButton {
    var ledger: TouchLedger?

    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { note(.began, t); super.touchesBegan(t, with: e) }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { note(.moved, t); super.touchesMoved(t, with: e) }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { note(.ended, t); super.touchesEnded(t, with: e) }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) {
        note(.cancelled, t)
        super.touchesCancelled(t, with: e)
    }

    private func note(_ method: TouchLedger.Method, _ touches: Set<UITouch>) { ledger?.note(method, touches, at: self) }
}

/// A switch that reports its touches to a ledger.
@MainActor
final class LedgerSwitch: UISwitch {
    var ledger: TouchLedger?

    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { note(.began, t); super.touchesBegan(t, with: e) }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { note(.moved, t); super.touchesMoved(t, with: e) }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { note(.ended, t); super.touchesEnded(t, with: e) }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) {
        note(.cancelled, t)
        super.touchesCancelled(t, with: e)
    }

    private func note(_ method: TouchLedger.Method, _ touches: Set<UITouch>) { ledger?.note(method, touches, at: self) }
}

/// A slider that reports its touches to a ledger.
@MainActor
final class LedgerSlider: UISlider {
    var ledger: TouchLedger?

    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { note(.began, t); super.touchesBegan(t, with: e) }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { note(.moved, t); super.touchesMoved(t, with: e) }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { note(.ended, t); super.touchesEnded(t, with: e) }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) {
        note(.cancelled, t)
        super.touchesCancelled(t, with: e)
    }

    private func note(_ method: TouchLedger.Method, _ touches: Set<UITouch>) { ledger?.note(method, touches, at: self) }
}

/// A text field that reports its touches to a ledger.
@MainActor
final class LedgerTextField: UITextField {
    var ledger: TouchLedger?

    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { note(.began, t); super.touchesBegan(t, with: e) }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { note(.moved, t); super.touchesMoved(t, with: e) }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { note(.ended, t); super.touchesEnded(t, with: e) }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) {
        note(.cancelled, t)
        super.touchesCancelled(t, with: e)
    }

    private func note(_ method: TouchLedger.Method, _ touches: Set<UITouch>) { ledger?.note(method, touches, at: self) }
}

/// A table row that reports its touches to a ledger (the data source hands it the ledger).
@MainActor
final class LedgerCell: UITableViewCell {
    var ledger: TouchLedger?

    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { note(.began, t); super.touchesBegan(t, with: e) }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { note(.moved, t); super.touchesMoved(t, with: e) }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { note(.ended, t); super.touchesEnded(t, with: e) }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) {
        note(.cancelled, t)
        super.touchesCancelled(t, with: e)
    }

    private func note(_ method: TouchLedger.Method, _ touches: Set<UITouch>) { ledger?.note(method, touches, at: self) }
}
