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

/// UIView members few views set: scale, baseline views, text size limits, large content, a
/// part of a snapshot.
@MainActor
@Suite struct UIViewExtrasTests {
    @Test func contentSizeLimitsReachTheTraitsBelow() {
        let host = TestHost(size: CGSize(width: 400, height: 300), scale: 2)
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        outer.addSubview(inner)
        host.window.addSubview(outer)
        #expect(inner.traitCollection.preferredContentSizeCategory == .large)
        outer.maximumContentSizeCategory = .medium
        #expect(inner.traitCollection.preferredContentSizeCategory == .medium)
        outer.maximumContentSizeCategory = nil
        outer.minimumContentSizeCategory = .extraExtraLarge
        #expect(inner.traitCollection.preferredContentSizeCategory == .extraExtraLarge)
        #expect(inner.appliedContentSizeCategoryLimitsDescription.contains("minimum"))
        outer.minimumContentSizeCategory = .unspecified
        #expect(outer.minimumContentSizeCategory == nil)
        #expect(inner.traitCollection.preferredContentSizeCategory == .large)
    }

    @Test func scaleBaselineViewsLargeContentAndPartialSnapshots() throws {
        let host = TestHost(size: CGSize(width: 400, height: 300), scale: 2)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        view.backgroundColor = .red
        #expect(view.contentScaleFactor == UIScreen.main.scale)
        host.window.addSubview(view)
        #expect(view.contentScaleFactor == 2)
        view.contentScaleFactor = .nan
        view.contentScaleFactor = -1
        #expect(view.contentScaleFactor == 2)
        view.contentScaleFactor = 3
        #expect(view.contentScaleFactor == 3)
        #expect(view.forFirstBaselineLayout === view && view.forLastBaselineLayout === view)
        view.showsLargeContentViewer = true
        view.largeContentTitle = "Check in"
        #expect(view.showsLargeContentViewer && view.largeContentTitle == "Check in")
        view.addInteraction(UILargeContentViewerInteraction())
        #expect(!UILargeContentViewerInteraction.isEnabled)
        view.exerciseAmbiguityInLayout()
        let part = try #require(
            view.resizableSnapshotView(
                from: CGRect(x: 10, y: 10, width: 40, height: 20), afterScreenUpdates: true, withCapInsets: .zero))
        #expect(part.frame.size == CGSize(width: 40, height: 20))
        #expect(
            view.resizableSnapshotView(
                from: CGRect(x: .nan, y: 0, width: 1, height: 1), afterScreenUpdates: true, withCapInsets: .zero) == nil
        )
        #expect(
            view.resizableSnapshotView(
                from: CGRect(x: 500, y: 0, width: 10, height: 10), afterScreenUpdates: true, withCapInsets: .zero)
                == nil)
    }
}

/// `alignmentRectInsets`: constraints place the alignment rectangle, the frame lies around it.
@MainActor
@Suite struct AlignmentRectTests {
    final class PaddedView: UIView {
        var padding = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        override var alignmentRectInsets: UIEdgeInsets { padding }
    }

    @Test func constraintsPlaceTheAlignmentRectangle() {
        let host = TestHost(size: CGSize(width: 400, height: 300))
        let padded = PaddedView()
        padded.translatesAutoresizingMaskIntoConstraints = false
        let plain = UIView()
        plain.translatesAutoresizingMaskIntoConstraints = false
        host.window.addSubview(padded)
        host.window.addSubview(plain)
        NSLayoutConstraint.activate([
            padded.leadingAnchor.constraint(equalTo: host.window.leadingAnchor, constant: 20),
            padded.topAnchor.constraint(equalTo: host.window.topAnchor, constant: 30),
            padded.widthAnchor.constraint(equalToConstant: 100),
            padded.heightAnchor.constraint(equalToConstant: 50),
            // Lined up with the padded view's content, not its frame.
            plain.leadingAnchor.constraint(equalTo: padded.trailingAnchor, constant: 8),
            plain.topAnchor.constraint(equalTo: padded.topAnchor),
            plain.widthAnchor.constraint(equalToConstant: 40),
            plain.heightAnchor.constraint(equalTo: padded.heightAnchor),
        ])
        host.window.layoutIfNeeded()
        #expect(padded.frame == CGRect(x: 10, y: 25, width: 120, height: 60))
        #expect(plain.frame == CGRect(x: 128, y: 30, width: 40, height: 50))
        #expect(padded.alignmentRect(forFrame: padded.frame) == CGRect(x: 20, y: 30, width: 100, height: 50))
        #expect(padded.frame(forAlignmentRect: CGRect(x: 20, y: 30, width: 100, height: 50)) == padded.frame)
        // Insets that are not numbers count as none.
        padded.padding = UIEdgeInsets(top: .nan, left: 0, bottom: .infinity, right: 0)
        #expect(padded.alignmentRect(forFrame: padded.frame) == padded.frame)
    }
}
