import Scanout
import ScanoutTesting
import Testing

/// `UIControl` touch tracking and target-action; `UIButton` titles.
@MainActor
@Suite struct UIControlTests {
    /// Records the control events a control sends, and its tracking callbacks.
    final class TrackedControl: UIControl {
        var callbacks: [String] = []
        var continues = true

        override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            callbacks.append("begin")
            return true
        }

        override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            callbacks.append("continue")
            return continues
        }

        override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
            callbacks.append("end")
        }

        override func cancelTracking(with event: UIEvent?) {
            callbacks.append("cancel")
        }
    }

    private let eventNames: [(UIControl.Event, String)] = [
        (.touchDown, "down"), (.touchDownRepeat, "downRepeat"), (.touchDragInside, "dragInside"),
        (.touchDragOutside, "dragOutside"), (.touchDragEnter, "dragEnter"), (.touchDragExit, "dragExit"),
        (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"),
        (.primaryActionTriggered, "primary"),
    ]

    private func record(_ control: UIControl, into log: EventLog) {
        for (event, name) in eventNames {
            control.addAction(UIAction { _ in log.record(name) }, for: event)
        }
    }

    private func makeControl() -> (TestHost, TrackedControl, EventLog) {
        let host = TestHost()
        let control = TrackedControl(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        host.window.addSubview(control)
        let log = EventLog()
        record(control, into: log)
        return (host, control, log)
    }

    @Test func tapSendsTouchDownThenTouchUpInside() {
        let (host, control, log) = makeControl()
        host.touchDown(at: CGPoint(x: 150, y: 120))
        #expect(control.isHighlighted)
        #expect(control.isTracking)
        #expect(control.state == .highlighted)
        host.touchUp()
        #expect(log.entries == ["down", "upInside"])
        #expect(!control.isHighlighted)
        #expect(!control.isTracking)
        #expect(control.callbacks == ["begin", "end"])
    }

    @Test func dragOutAndBackSendsExitEnterAndInsideOutsideEvents() {
        let (host, control, log) = makeControl()
        host.touchDown(at: CGPoint(x: 150, y: 120))
        host.touchMove(to: CGPoint(x: 160, y: 120))
        // Within the 70-point slop: still inside.
        host.touchMove(to: CGPoint(x: 260, y: 120))
        #expect(control.isTouchInside)
        host.touchMove(to: CGPoint(x: 300, y: 120))
        #expect(!control.isTouchInside)
        #expect(!control.isHighlighted)
        host.touchMove(to: CGPoint(x: 320, y: 120))
        host.touchMove(to: CGPoint(x: 150, y: 120))
        host.touchUp()
        #expect(
            log.entries == [
                "down", "dragInside", "dragInside", "dragExit", "dragOutside", "dragOutside", "dragEnter", "dragInside",
                "upInside",
            ])
        #expect(control.callbacks == ["begin", "continue", "continue", "continue", "continue", "continue", "end"])
    }

    @Test func releaseOutsideSendsTouchUpOutside() {
        let (host, _, log) = makeControl()
        host.touchDown(at: CGPoint(x: 150, y: 120))
        host.touchMove(to: CGPoint(x: 500, y: 400))
        host.touchUp()
        #expect(log.entries == ["down", "dragExit", "dragOutside", "upOutside"])
    }

    @Test func cancelledTouchSendsTouchCancel() {
        let (host, control, log) = makeControl()
        host.touchDown(at: CGPoint(x: 150, y: 120))
        host.touchCancel()
        #expect(log.entries == ["down", "cancel"])
        #expect(control.callbacks == ["begin", "cancel"])
        #expect(!control.isHighlighted)
    }

    @Test func continueTrackingFalseStopsTrackingCallbacksButNotEvents() {
        let (host, control, log) = makeControl()
        control.continues = false
        host.touchDown(at: CGPoint(x: 150, y: 120))
        host.touchMove(to: CGPoint(x: 155, y: 120))
        host.touchMove(to: CGPoint(x: 160, y: 120))
        host.touchUp()
        #expect(control.callbacks == ["begin", "continue"])
        #expect(log.entries == ["down", "dragInside", "dragInside", "upInside"])
    }

    @Test func doubleTapSendsTouchDownRepeat() {
        let (host, _, log) = makeControl()
        host.tap(at: CGPoint(x: 150, y: 120), count: 2)
        #expect(log.entries == ["down", "upInside", "down", "downRepeat", "upInside"])
    }

    @Test func buttonSendsPrimaryActionAfterTouchUpInside() {
        let host = TestHost()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        host.window.addSubview(button)
        let log = EventLog()
        record(button, into: log)
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.entries == ["down", "upInside", "primary"])
    }

    @Test func controlsDoNotPassTouchesUpTheChain() {
        let host = TestHost()
        let log = EventLog()
        let parent = RecordingView("parent", frame: host.window.bounds, log: log)
        host.window.addSubview(parent)
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        parent.addSubview(button)
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.entries.isEmpty)
        host.tap(at: CGPoint(x: 10, y: 100))
        #expect(log.entries == ["parent.began", "parent.ended"])
    }

    @Test func disabledControlSendsNothing() {
        let (host, control, log) = makeControl()
        control.isEnabled = false
        #expect(control.state == .disabled)
        host.tap(at: CGPoint(x: 150, y: 120))
        #expect(log.entries.isEmpty)
    }

    @Test func targetsAreNotRetained() {
        final class Target: ActionTarget {
            static var actionTable: ActionTable { ActionTable().on(.refresh, Target.refresh) }
            func refresh() {}
        }
        let control = UIControl()
        weak var weakTarget: Target?
        do {
            let target = Target()
            weakTarget = target
            control.addTarget(target, action: .refresh, for: .touchUpInside)
            #expect(control.actions(forTarget: target, forControlEvent: .touchUpInside) == ["refresh"])
        }
        #expect(weakTarget == nil)
        control.sendActions(for: .touchUpInside)
    }

    @Test func removeTargetAndActionsBookkeeping() {
        final class Target: ActionTarget {
            static var actionTable: ActionTable {
                ActionTable().on(.refresh, Target.refresh).on(.ding, Target.ding)
            }
            var calls: [String] = []
            func refresh() { calls.append("refresh") }
            func ding(_ sender: Any?) { calls.append("ding") }
        }
        let control = UIControl()
        let target = Target()
        control.addTarget(target, action: .refresh, for: [.touchUpInside, .valueChanged])
        control.addTarget(target, action: .refresh, for: [.touchUpInside, .valueChanged])
        control.addTarget(target, action: .ding, for: .valueChanged)
        #expect(control.allControlEvents == [.touchUpInside, .valueChanged])
        control.sendActions(for: .valueChanged)
        #expect(target.calls == ["refresh", "ding"])

        control.removeTarget(target, action: .refresh, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        control.sendActions(for: .touchUpInside)
        #expect(target.calls == ["refresh", "ding", "ding", "refresh"])

        control.removeTarget(nil, action: nil, for: .allEvents)
        #expect(control.allControlEvents.isEmpty)
    }

    @Test func actionsWithTheSameIdentifierReplaceEachOther() {
        let control = UIControl()
        var calls: [String] = []
        let identifier = UIAction.Identifier("save")
        control.addAction(UIAction(identifier: identifier) { _ in calls.append("first") }, for: .valueChanged)
        control.addAction(UIAction(identifier: identifier) { _ in calls.append("second") }, for: .valueChanged)
        control.addAction(
            UIAction { action in calls.append("sender is control: \(action.sender is UIControl)") },
            for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(calls == ["second", "sender is control: true"])
        control.removeAction(identifiedBy: identifier, for: .valueChanged)
        calls.removeAll()
        control.sendActions(for: .valueChanged)
        #expect(calls == ["sender is control: true"])
    }

    @Test func buttonTitlesFallBackToNormal() {
        let button = UIButton(type: .system)
        button.setTitle("Check in", for: .normal)
        button.setTitle("Checking…", for: .highlighted)
        #expect(button.currentTitle == "Check in")
        #expect(button.title(for: .disabled) == "Check in")
        button.isHighlighted = true
        #expect(button.currentTitle == "Checking…")
        #expect(button.buttonType == .system)
        let action = UIButton(primaryAction: UIAction(title: "Go") { _ in })
        #expect(action.title(for: .normal) == "Go")
    }
}
