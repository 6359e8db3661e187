import Scanout
import ScanoutTesting
import Testing

/// Deferred layout and autoresizing.
@MainActor
@Suite struct UIViewLayoutTests {
    final class CountingView: UIView {
        var layouts = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
        }
    }

    @Test func layoutRunsOnceAfterChangesAtCommitOrOnDemand() {
        let host = TestHost()
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        host.drain()
        #expect(view.layouts == 1)

        view.setNeedsLayout()
        view.setNeedsLayout()
        #expect(view.layouts == 1, "Deferred until the commit")
        host.drain()
        #expect(view.layouts == 2)

        view.setNeedsLayout()
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        #expect(view.layouts == 3)

        host.drain()
        #expect(view.layouts == 3, "Nothing pending")
    }

    @Test func changingTheSizeMarksLayoutButMovingDoesNot() {
        let host = TestHost()
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        host.drain()
        view.center = CGPoint(x: 300, y: 300)
        host.drain()
        #expect(view.layouts == 1)
        view.frame.size = CGSize(width: 120, height: 100)
        host.drain()
        #expect(view.layouts == 2)
    }

    @Test func layoutIfNeededStartsFromTheHighestAncestorThatNeedsIt() {
        let parent = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(child)
        parent.layoutIfNeeded()
        #expect(parent.layouts == 1)
        #expect(child.layouts == 1)
        parent.setNeedsLayout()
        child.layoutIfNeeded()
        #expect(parent.layouts == 2)
        #expect(child.layouts == 1)
    }

    @Test func autoresizingFollowsTheSuperviewsSize() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let stretch = UIView(frame: CGRect(x: 10, y: 10, width: 380, height: 280))
        stretch.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let pinnedRight = UIView(frame: CGRect(x: 340, y: 10, width: 50, height: 20))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin]
        let centred = UIView(frame: CGRect(x: 150, y: 100, width: 100, height: 100))
        centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        let fixed = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        for view in [stretch, pinnedRight, centred, fixed] { parent.addSubview(view) }

        parent.frame.size = CGSize(width: 600, height: 400)

        #expect(stretch.frame == CGRect(x: 10, y: 10, width: 580, height: 380))
        #expect(pinnedRight.frame == CGRect(x: 540, y: 10, width: 50, height: 20))
        #expect(centred.frame == CGRect(x: 250, y: 100, width: 100, height: 100))
        #expect(fixed.frame == CGRect(x: 0, y: 0, width: 20, height: 20))

        parent.autoresizesSubviews = false
        parent.frame.size = CGSize(width: 400, height: 300)
        #expect(stretch.frame.width == 580)
    }

    @Test func sizeToFitUsesSizeThatFits() {
        final class Badge: UIView {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 44, height: 22) }
        }
        let badge = Badge(frame: CGRect(x: 10, y: 10, width: 1, height: 1))
        badge.sizeToFit()
        #expect(badge.bounds.size == CGSize(width: 44, height: 22))
        #expect(badge.frame.origin == CGPoint(x: 10, y: 10), "the top-left corner stays")
        #expect(
            UIView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }
}
