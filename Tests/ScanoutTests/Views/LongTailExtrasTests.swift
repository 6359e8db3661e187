import ScanoutTesting
import Testing

@testable import Scanout

/// Small members public code uses: scroll indicator insets, constraints affecting layout, an
/// effect view made without an effect, a table's separator effect, animations switched off.
@MainActor
@Suite struct LongTailExtrasTests {
    @Test func indicatorInsetsMoveTheTracksIn() throws {
        let host = TestHost()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        scroll.contentSize = CGSize(width: 300, height: 4000)
        host.window.addSubview(scroll)
        host.drain()
        scroll.flashScrollIndicators()
        let plain = try #require(scroll.subviews.first { $0.frame.width == 3 || $0.frame.width < 4 }?.frame)
        scroll.scrollIndicatorInsets = UIEdgeInsets(top: 50, left: 0, bottom: 20, right: 10)
        #expect(scroll.verticalScrollIndicatorInsets.top == 50)
        #expect(scroll.horizontalScrollIndicatorInsets.bottom == 20)
        scroll.flashScrollIndicators()
        let inset = try #require(scroll.subviews.first { $0.frame.width < 4 && $0.frame.height > 4 }?.frame)
        #expect(inset.minY >= plain.minY + 50)
        #expect(inset.maxX == plain.maxX - 10)
        scroll.verticalScrollIndicatorInsets = UIEdgeInsets(top: .nan, left: 0, bottom: .infinity, right: -.infinity)
        scroll.flashScrollIndicators()
        host.drain()
    }

    @Test func constraintsAffectingLayoutNameTheViewOnTheAxis() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        let leading = label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8)
        let top = label.topAnchor.constraint(equalTo: container.topAnchor, constant: 8)
        let width = label.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([leading, top, width])
        let horizontal = label.constraintsAffectingLayout(for: .horizontal)
        #expect(horizontal.contains { $0 === leading } && horizontal.contains { $0 === width })
        #expect(!horizontal.contains { $0 === top })
        #expect(label.constraintsAffectingLayout(for: .vertical).contains { $0 === top })
    }

    @Test func anEffectViewMadeWithoutAnEffectTakesOneLater() {
        let view = UIVisualEffectView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(view.effect == nil && view.frame.width == 40)
        view.effect = UIBlurEffect(style: .dark)
        #expect(view.effect != nil)
        let table = UITableView()
        table.separatorEffect = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .light))
        #expect(table.separatorEffect != nil)
        #expect(UIApplication.willChangeStatusBarFrameNotification.rawValue.contains("StatusBar"))
    }

    @Test func animationsSwitchedOffTakeEffectAtOnce() {
        let host = TestHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        host.drain()
        #expect(UIView.areAnimationsEnabled)
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        #expect(!UIView.areAnimationsEnabled)
        var finished: Bool?
        UIView.animate(withDuration: 5, animations: { view.alpha = 0.25 }, completion: { finished = $0 })
        #expect(finished == true)
        #expect(view.alpha == 0.25)
        host.advance(by: 0.1)
        #expect(view.layer.presentation()?.opacity == 0.25, "nothing animates: the screen shows the end at once")
        UIView.performWithoutAnimation { #expect(UIView.inheritedAnimationDuration == 0) }
    }
}
