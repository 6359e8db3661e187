import Scanout
import ScanoutTesting
import Testing

/// BEHAVIOUR.md section 2: hit-testing.
@MainActor
@Suite struct HitTestingTests {
    /// Records which views' `hitTest` ran, in order, to check the traversal itself.
    final class TracingView: UIView {
        let name: String
        let trace: EventLog

        init(_ name: String, _ frame: CGRect, trace: EventLog) {
            self.name = name
            self.trace = trace
            super.init(frame: frame)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            trace.record(name)
            return super.hitTest(point, with: event)
        }
    }

    /// Seed 002's example: A holds B and C; B holds D; C holds E and F (F added after E).
    /// A touch in E visits A, C, F (miss), E; B's subtree is never entered.
    @Test func seedExampleVisitsViewsInOrderAndFindsE() {
        let host = TestHost()
        let trace = EventLog()
        let a = TracingView("A", CGRect(x: 0, y: 0, width: 400, height: 400), trace: trace)
        let b = TracingView("B", CGRect(x: 0, y: 0, width: 400, height: 150), trace: trace)
        let c = TracingView("C", CGRect(x: 0, y: 200, width: 400, height: 200), trace: trace)
        let d = TracingView("D", CGRect(x: 10, y: 10, width: 100, height: 100), trace: trace)
        let e = TracingView("E", CGRect(x: 10, y: 10, width: 150, height: 150), trace: trace)
        let f = TracingView("F", CGRect(x: 200, y: 10, width: 150, height: 150), trace: trace)
        host.window.addSubview(a)
        a.addSubview(b)
        a.addSubview(c)
        b.addSubview(d)
        c.addSubview(e)
        c.addSubview(f)

        let hit = a.hitTest(CGPoint(x: 50, y: 250), with: nil)

        #expect(hit === e)
        #expect(trace.entries == ["A", "C", "F", "E"])
    }

    @Test func touchInSeedExampleIsDeliveredToE() {
        let host = TestHost()
        let log = EventLog()
        let a = RecordingView("A", frame: CGRect(x: 0, y: 0, width: 400, height: 400), log: log)
        let c = RecordingView("C", frame: CGRect(x: 0, y: 200, width: 400, height: 200), log: log)
        let e = RecordingView("E", frame: CGRect(x: 10, y: 10, width: 150, height: 150), log: log)
        let f = RecordingView("F", frame: CGRect(x: 200, y: 10, width: 150, height: 150), log: log)
        host.window.addSubview(a)
        a.addSubview(c)
        c.addSubview(e)
        c.addSubview(f)

        host.tap(at: CGPoint(x: 50, y: 250))

        #expect(log.entries == ["E.began", "E.ended"])
    }

    @Test func hiddenTransparentAndNonInteractiveViewsAreSkippedWithTheirSubtrees() {
        let host = TestHost()
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let front = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(back)
        host.window.addSubview(front)
        front.addSubview(child)
        let point = CGPoint(x: 50, y: 50)
        #expect(host.window.hitTest(point, with: nil) === child)

        front.isHidden = true
        #expect(host.window.hitTest(point, with: nil) === back)
        front.isHidden = false

        front.alpha = 0.01
        #expect(host.window.hitTest(point, with: nil) === back)
        front.alpha = 0.02
        #expect(host.window.hitTest(point, with: nil) === child)

        front.isUserInteractionEnabled = false
        #expect(host.window.hitTest(point, with: nil) === back)
        front.isUserInteractionEnabled = true

        child.isUserInteractionEnabled = false
        #expect(host.window.hitTest(point, with: nil) === front)
    }

    @Test func disabledControlLetsTouchesFallThroughToItsSuperview() {
        let host = TestHost()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
        host.window.addSubview(container)
        container.addSubview(button)
        #expect(host.window.hitTest(CGPoint(x: 20, y: 20), with: nil) === button)
        button.isEnabled = false
        #expect(host.window.hitTest(CGPoint(x: 20, y: 20), with: nil) === container)
    }

    @Test func partOfSubviewOutsideItsSuperviewGetsNoTouchesWhateverClipsToBounds() {
        let host = TestHost()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        host.window.addSubview(parent)
        parent.addSubview(child)
        for clips in [false, true] {
            parent.clipsToBounds = clips
            #expect(host.window.hitTest(CGPoint(x: 75, y: 75), with: nil) === child)
            #expect(host.window.hitTest(CGPoint(x: 125, y: 125), with: nil) === host.window)
        }
    }

    @Test func pointOnRightOrBottomEdgeIsOutside() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.point(inside: CGPoint(x: 0, y: 0), with: nil))
        #expect(view.point(inside: CGPoint(x: 99.9, y: 49.9), with: nil))
        #expect(!view.point(inside: CGPoint(x: 100, y: 10), with: nil))
        #expect(!view.point(inside: CGPoint(x: 10, y: 50), with: nil))
    }

    /// A small button whose touch area reaches 10 points beyond its edges (seed 000).
    final class EnlargedButton: UIButton {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            bounds.insetBy(dx: -10, dy: -10).contains(point)
        }
    }

    @Test func enlargedTouchAreaThroughPointInside() {
        let host = TestHost()
        let button = EnlargedButton(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
        host.window.addSubview(button)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)

        host.tap(at: CGPoint(x: 95, y: 95))
        #expect(taps == 1)
        host.tap(at: CGPoint(x: 85, y: 85))
        #expect(taps == 1)
    }

    /// A view that never takes touches itself but lets its subviews take them (seed 000: "return
    /// nil when the hit-test view is self").
    final class FallThroughView: UIView {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            let hit = super.hitTest(point, with: event)
            return hit === self ? nil : hit
        }
    }

    @Test func viewReturningNilLetsTouchFallThroughToItsSuperview() {
        let host = TestHost()
        let log = EventLog()
        let b = RecordingView("B", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        let c = FallThroughView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let d = RecordingView("D", frame: CGRect(x: 10, y: 10, width: 50, height: 50), log: log)
        host.window.addSubview(b)
        b.addSubview(c)
        c.addSubview(d)

        host.tap(at: CGPoint(x: 100, y: 100))
        host.tap(at: CGPoint(x: 20, y: 20))

        #expect(log.entries == ["B.began", "B.ended", "D.began", "D.ended"])
    }

    /// A tab bar whose round centre button sticks out above it: the bar routes touches that land in
    /// the protruding part to the button.
    final class TabBar: UIView {
        let centreButton = UIButton(frame: CGRect(x: 170, y: -30, width: 60, height: 60))

        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(centreButton)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            let inButton = convert(point, to: centreButton)
            if !isHidden, centreButton.point(inside: inButton, with: event) {
                return centreButton.hitTest(inButton, with: event)
            }
            return super.hitTest(point, with: event)
        }
    }

    @Test func tabBarCentreButtonReceivesTouchesAboveTheBar() {
        let host = TestHost(size: CGSize(width: 400, height: 480))
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 430))
        let tabBar = TabBar(frame: CGRect(x: 0, y: 430, width: 400, height: 50))
        host.window.addSubview(content)
        host.window.addSubview(tabBar)
        var taps = 0
        tabBar.centreButton.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)

        // Above the bar, inside the protruding half of the button.
        #expect(host.window.hitTest(CGPoint(x: 200, y: 410), with: nil) === tabBar.centreButton)
        host.tap(at: CGPoint(x: 200, y: 410))
        #expect(taps == 1)
        // Above the bar, beside the button: the content.
        #expect(host.window.hitTest(CGPoint(x: 50, y: 410), with: nil) === content)
        // On the bar beside the button: the bar.
        #expect(host.window.hitTest(CGPoint(x: 50, y: 450), with: nil) === tabBar)
    }

    /// Seed 000's banner: a cell routes touches outside itself to its wider scroll view.
    final class Cell: UIView {
        let scrollView = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))

        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(scrollView)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            super.hitTest(point, with: event) ?? scrollView
        }
    }

    @Test func hitTestOverrideCanReturnSubviewOutsideBounds() {
        let host = TestHost()
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let cell = Cell(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(row)
        row.addSubview(cell)
        #expect(host.window.hitTest(CGPoint(x: 150, y: 50), with: nil) === cell.scrollView)
    }

    @Test func transformsAreInvertedWhenHitTesting() {
        let host = TestHost()
        let parent = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(parent)
        parent.addSubview(child)
        // Rotated a quarter turn about its centre (200, 150): it now covers x 150–250, y 50–250.
        parent.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(parent.frame == CGRect(x: 150, y: 50, width: 100, height: 200))
        // The child's top-left quarter-square maps to the top of the rotated parent.
        #expect(host.window.hitTest(CGPoint(x: 200, y: 60), with: nil) === child)
        #expect(host.window.hitTest(CGPoint(x: 200, y: 240), with: nil) === parent)
        #expect(host.window.hitTest(CGPoint(x: 120, y: 150), with: nil) === host.window)

        parent.transform = CGAffineTransform(scaleX: 2, y: 2)
        // Scaled about its centre: covers x 0–400, y 50–250; the child is the left half.
        #expect(host.window.hitTest(CGPoint(x: 10, y: 60), with: nil) === child)
        #expect(host.window.hitTest(CGPoint(x: 390, y: 60), with: nil) === parent)
        #expect(child.convert(CGPoint(x: 50, y: 50), to: nil) == CGPoint(x: 100, y: 150))
    }

    @Test func aViewScaledToNothingTakesNoTouches() {
        let host = TestHost()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let sibling = UIView(frame: CGRect(x: 200, y: 200, width: 100, height: 100))
        let collapsed = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(parent)
        parent.addSubview(sibling)
        parent.addSubview(collapsed)
        collapsed.addSubview(child)
        for transform in [CGAffineTransform(scaleX: 0, y: 0), CGAffineTransform(scaleX: 0, y: 1)] {
            collapsed.transform = transform
            #expect(host.window.hitTest(CGPoint(x: 250, y: 250), with: nil) === sibling)
            #expect(host.window.hitTest(CGPoint(x: 350, y: 50), with: nil) === parent)
            #expect(host.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === parent)
            // No point of the superview lands inside it, whichever way it is converted.
            for point in [CGPoint(x: 50, y: 50), CGPoint(x: 350, y: 50)] {
                #expect(!collapsed.point(inside: collapsed.convert(point, from: parent), with: nil))
                #expect(!child.point(inside: parent.convert(point, to: child), with: nil))
                #expect(
                    !child.bounds.intersects(
                        parent.convert(CGRect(origin: point, size: .init(width: 1, height: 1)), to: child)))
            }
        }
        collapsed.transform = .identity
        #expect(host.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === child)
    }

    @Test func boundsOriginShiftsSubviewsForHitTesting() {
        let host = TestHost()
        let scroller = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let row = UIView(frame: CGRect(x: 0, y: 300, width: 200, height: 50))
        host.window.addSubview(scroller)
        scroller.addSubview(row)
        scroller.bounds.origin = CGPoint(x: 0, y: 280)
        #expect(host.window.hitTest(CGPoint(x: 10, y: 30), with: nil) === row)
    }

    @Test func highestVisibleWindowLevelIsHitTestedFirst() {
        let host = TestHost()
        let log = EventLog()
        let appView = RecordingView("app", frame: host.window.bounds, log: log)
        host.window.addSubview(appView)

        let overlay = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 100))
        overlay.windowLevel = .alert
        let banner = RecordingView("banner", frame: overlay.bounds, log: log)
        overlay.addSubview(banner)

        host.tap(at: CGPoint(x: 10, y: 10))
        overlay.isHidden = false
        host.tap(at: CGPoint(x: 10, y: 10))
        host.tap(at: CGPoint(x: 10, y: 200))
        overlay.isHidden = true
        host.tap(at: CGPoint(x: 10, y: 10))

        #expect(
            log.entries == [
                "app.began", "app.ended", "banner.began", "banner.ended",
                "app.began", "app.ended", "app.began", "app.ended",
            ])
        #expect(host.application.windows.map(\.windowLevel) == [.normal, .alert])
    }
}
