import ScanoutTesting
import Testing

@testable import Scanout

/// Views find their application through their window and never borrow the current one.
@MainActor
@Suite struct OwningApplicationTests {
    final class Receiver: UIResponder {
        var taps = 0
        override class var actionTable: ActionTable { super.actionTable.on(Selector("tapped:"), Receiver.tapped) }
        func tapped(_ sender: Any?) { taps += 1 }
    }

    @Test func viewsOutOfAWindowJumpAndSendWithoutAnApplication() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scroll.contentSize = CGSize(width: 200, height: 2000)
        #expect(scroll.owningApplication == nil)
        scroll.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(scroll.contentOffset.y == 300, "no frames to slide on: it jumps")

        let toggle = UISwitch()
        toggle.setOn(true, animated: true)
        #expect(toggle.isOn)

        let receiver = Receiver()
        let button = UIButton(type: .system)
        button.addTarget(receiver, action: Selector("tapped:"), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(receiver.taps == 1, "the target hears it without an application")

        // A nil-targeted action goes up the control's own chain.
        final class Panel: UIView {
            var taps = 0
            override class var actionTable: ActionTable { super.actionTable.on(Selector("tapped:"), Panel.tapped) }
            func tapped(_ sender: Any?) { taps += 1 }
        }
        let panel = Panel()
        let inner = UIButton(type: .system)
        panel.addSubview(inner)
        inner.addTarget(nil, action: Selector("tapped:"), for: .touchUpInside)
        inner.sendActions(for: .touchUpInside)
        #expect(panel.taps == 1)
    }

    @Test func aViewInOneHostsWindowMovesOnThatHostsClockNotTheCurrentOnes() {
        let first = TestHost()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scroll.contentSize = CGSize(width: 200, height: 2000)
        first.window.addSubview(scroll)
        let second = TestHost()
        #expect(UIApplication.shared === second.application, "the second host is current")
        scroll.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        second.advance(by: 1)
        #expect(scroll.contentOffset.y < 300, "the other host's clock does not move it")
        first.advance(by: 1)
        #expect(scroll.contentOffset.y == 300, "its own host's clock does")
        withExtendedLifetime(second) {}
    }
}
