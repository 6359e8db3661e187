import Scanout
import ScanoutTesting
import Testing

/// The view tree and the notifications a move sends.
@MainActor
@Suite struct UIViewHierarchyTests {
    /// Records the move notifications it receives, tagged with its name.
    final class NotifyingView: UIView {
        let name: String
        let log: EventLog

        init(_ name: String, log: EventLog) {
            self.name = name
            self.log = log
            super.init(frame: .zero)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func willMove(toSuperview newSuperview: UIView?) {
            log.record("\(name).willMoveToSuperview(\(newSuperview == nil ? "nil" : "view"))")
        }

        override func didMoveToSuperview() {
            log.record("\(name).didMoveToSuperview(window: \(window != nil))")
        }

        override func willMove(toWindow newWindow: UIWindow?) {
            log.record("\(name).willMoveToWindow(\(newWindow == nil ? "nil" : "window"), now: \(window != nil))")
        }

        override func didMoveToWindow() {
            log.record("\(name).didMoveToWindow(\(window == nil ? "nil" : "window"))")
        }

        override func didAddSubview(_ subview: UIView) {
            log.record("\(name).didAddSubview")
        }

        override func willRemoveSubview(_ subview: UIView) {
            log.record("\(name).willRemoveSubview")
        }
    }

    @Test func addingToAWindowNotifiesTheWholeSubtreeInUIKitsOrder() {
        let host = TestHost()
        let log = EventLog()
        let parent = NotifyingView("parent", log: log)
        let child = NotifyingView("child", log: log)
        parent.addSubview(child)
        log.clear()

        host.window.addSubview(parent)
        #expect(
            log.entries == [
                "parent.willMoveToSuperview(view)",
                "parent.willMoveToWindow(window, now: false)", "child.willMoveToWindow(window, now: false)",
                "parent.didMoveToWindow(window)", "child.didMoveToWindow(window)",
                "parent.didMoveToSuperview(window: true)",
            ])
        #expect(child.window === host.window)

        log.clear()
        parent.removeFromSuperview()
        #expect(
            log.entries == [
                "parent.willMoveToSuperview(nil)",
                "parent.willMoveToWindow(nil, now: true)", "child.willMoveToWindow(nil, now: true)",
                "parent.didMoveToWindow(nil)", "child.didMoveToWindow(nil)",
                "parent.didMoveToSuperview(window: false)",
            ])
        #expect(child.window == nil)
    }

    @Test func movingBetweenSuperviewsNotifiesBothSuperviews() {
        let log = EventLog()
        let first = NotifyingView("first", log: log)
        let second = NotifyingView("second", log: log)
        let view = NotifyingView("view", log: log)
        first.addSubview(view)
        log.clear()
        second.addSubview(view)
        #expect(
            log.entries == [
                "view.willMoveToSuperview(view)", "first.willRemoveSubview",
                "view.didMoveToSuperview(window: false)", "second.didAddSubview",
            ])
        #expect(first.subviews.isEmpty)
        #expect(view.superview === second)
    }

    @Test func orderingOperations() {
        let parent = UIView()
        let a = UIView()
        let b = UIView()
        let c = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, at: 0)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
        parent.bringSubviewToFront(c)
        #expect(parent.subviews.last === c)
        parent.sendSubviewToBack(b)
        #expect(parent.subviews.first === b)
        parent.insertSubview(c, belowSubview: b)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [c, b, a].map(ObjectIdentifier.init))
        parent.insertSubview(c, aboveSubview: a)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [b, a, c].map(ObjectIdentifier.init))
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
        parent.addSubview(c)
        #expect(parent.subviews.last === c, "Re-adding moves to the front")
        #expect(parent.subviews.count == 3)
    }

    @Test func descendantsAndTags() {
        let root = UIView()
        let middle = UIView()
        let leaf = UIView()
        root.addSubview(middle)
        middle.addSubview(leaf)
        leaf.tag = 7
        #expect(leaf.isDescendant(of: root))
        #expect(leaf.isDescendant(of: leaf))
        #expect(!root.isDescendant(of: leaf))
        #expect(root.viewWithTag(7) === leaf)
        #expect(root.viewWithTag(8) == nil)
        #expect(root.viewWithTag(0) === root)
    }

    @Test func convertingPointsAndRectsAcrossTheTree() {
        let host = TestHost()
        let a = UIView(frame: CGRect(x: 100, y: 50, width: 300, height: 300))
        let b = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let c = UIView(frame: CGRect(x: 200, y: 0, width: 50, height: 50))
        host.window.addSubview(a)
        a.addSubview(b)
        a.addSubview(c)
        #expect(b.convert(CGPoint(x: 5, y: 5), to: nil) == CGPoint(x: 115, y: 75))
        #expect(b.convert(CGPoint(x: 5, y: 5), to: c) == CGPoint(x: -185, y: 25))
        #expect(b.convert(CGPoint(x: -185, y: 25), from: c) == CGPoint(x: 5, y: 5))
        #expect(c.convert(CGPoint(x: 5, y: 5), from: b) == CGPoint(x: -185, y: 25))
        #expect(
            b.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: a) == CGRect(x: 10, y: 20, width: 10, height: 10))
        #expect(
            a.convert(CGRect(x: 10, y: 20, width: 10, height: 10), to: b) == CGRect(x: 0, y: 0, width: 10, height: 10))

        b.transform = CGAffineTransform(scaleX: 2, y: 2)
        // b's centre (60, 70) stays; its (0, 0) is now at (60 - 100, 70 - 100) in a.
        #expect(b.convert(CGPoint.zero, to: a) == CGPoint(x: -40, y: -30))
        #expect(b.frame == CGRect(x: -40, y: -30, width: 200, height: 200))
        #expect(b.convert(CGRect(x: 0, y: 0, width: 100, height: 100), to: a) == b.frame)
        #expect(a.convert(CGPoint(x: -40, y: -30), to: b) == .zero)
    }

    @Test func convertingBetweenWindowsGoesThroughTheScreen() {
        let host = TestHost()
        let other = UIWindow(frame: CGRect(x: 0, y: 300, width: 800, height: 180))
        other.isHidden = false
        let inOther = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        other.addSubview(inOther)
        let inMain = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(inMain)
        #expect(inOther.convert(CGPoint.zero, to: inMain) == CGPoint(x: 10, y: 310))
        #expect(inOther.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: 10))
    }

    @Test func frameBoundsAndCenterStayConsistent() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        view.center = CGPoint(x: 100, y: 100)
        #expect(view.frame == CGRect(x: 50, y: 75, width: 100, height: 50))
        view.bounds.size = CGSize(width: 40, height: 40)
        #expect(view.frame == CGRect(x: 80, y: 80, width: 40, height: 40))
        view.bounds.origin = CGPoint(x: 5, y: 5)
        #expect(view.frame == CGRect(x: 80, y: 80, width: 40, height: 40), "Scrolling does not move the view")
        view.transform = CGAffineTransform(translationX: 10, y: 0)
        #expect(view.frame == CGRect(x: 90, y: 80, width: 40, height: 40))
        #expect(view.center == CGPoint(x: 100, y: 100))
    }

    @Test func addingAViewToItsOwnSubtreeIsRejectedByPrecondition() async {
        // Checked in a child process: the trap ends the process.
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let parent = UIView()
                let child = UIView()
                parent.addSubview(child)
                child.addSubview(parent)
            }
        }
    }
}
