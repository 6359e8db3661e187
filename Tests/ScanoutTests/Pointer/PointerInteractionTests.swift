import ScanoutTesting
import Testing

@testable import Scanout

/// Hovering with a mouse or tablet: `UIHoverGestureRecognizer` follows the pointer over its view,
/// `UIPointerInteraction` regions and styles change the pointer and draw their effects over the
/// app (never changing its views), and a button's own pointer effect.
@MainActor
@Suite struct PointerInteractionTests {
    /// Records what a hover recognizer's targets hear.
    @MainActor private final class HoverLog {
        var events: [String] = []
        var locations: [CGPoint] = []

        func recognizer(_ name: String) -> UIHoverGestureRecognizer {
            let hover = UIHoverGestureRecognizer()
            hover.addTarget { [unowned self] recognizer in
                events.append("\(name) \(recognizer.state)")
                locations.append(recognizer.location(in: recognizer.view))
            }
            return hover
        }
    }

    /// A delegate with two regions side by side (left and right halves) and a chosen style.
    @MainActor private final class HalvesDelegate: NSObject, UIPointerInteractionDelegate {
        var style: (UIPointerInteraction) -> UIPointerStyle? = { _ in nil }
        var log: [String] = []
        var onEnter: ((UIPointerInteraction) -> Void)?

        func pointerInteraction(
            _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
            defaultRegion: UIPointerRegion
        ) -> UIPointerRegion? {
            let bounds = defaultRegion.rect
            let left = request.location.x < bounds.midX
            let half = CGRect(
                x: left ? bounds.minX : bounds.midX, y: bounds.minY, width: bounds.width / 2, height: bounds.height)
            return UIPointerRegion(rect: half, identifier: left ? "left" : "right")
        }

        func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion)
            -> UIPointerStyle?
        {
            style(interaction)
        }

        func pointerInteraction(
            _ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
            animator: any UIPointerInteractionAnimating
        ) {
            log.append("enter \(region.identifier.map { "\($0)" } ?? "-")")
            onEnter?(interaction)
        }

        func pointerInteraction(
            _ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
            animator: any UIPointerInteractionAnimating
        ) {
            log.append("exit \(region.identifier.map { "\($0)" } ?? "-")")
        }
    }

    @Test func hoverRecognizersBeginChangeAndEndAsThePointerCrossesTheirViews() {
        let host = TestHost()
        let log = HoverLog()
        let card = UIView(frame: CGRect(x: 100, y: 100, width: 300, height: 200))
        let badge = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 40))
        card.addSubview(badge)
        host.window.addSubview(card)
        card.addGestureRecognizer(log.recognizer("card"))
        badge.addGestureRecognizer(log.recognizer("badge"))

        host.movePointer(to: CGPoint(x: 50, y: 50))
        #expect(log.events.isEmpty, "outside both")
        host.movePointer(to: CGPoint(x: 130, y: 130))
        #expect(log.events == ["badge began", "card began"], "the innermost first, both at once")
        #expect(log.locations == [CGPoint(x: 10, y: 10), CGPoint(x: 30, y: 30)])
        host.movePointer(to: CGPoint(x: 135, y: 131))
        #expect(log.events.suffix(2) == ["badge changed", "card changed"])
        host.movePointer(to: CGPoint(x: 300, y: 250))
        #expect(log.events.suffix(2) == ["badge ended", "card changed"])
        host.movePointer(to: CGPoint(x: 600, y: 250))
        #expect(log.events.last == "card ended")
        #expect(host.application.pointerHover.hoveringRecognizers.isEmpty)
    }

    @Test func aTouchEndsEveryHoverAndHoverRecognizersTakeNoTouches() {
        let host = TestHost()
        let log = HoverLog()
        let card = UIView(frame: CGRect(x: 100, y: 100, width: 300, height: 200))
        host.window.addSubview(card)
        card.addGestureRecognizer(log.recognizer("card"))
        var taps = 0
        card.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        host.tap(at: CGPoint(x: 150, y: 150))
        #expect(taps == 1 && log.events.isEmpty, "a tap is no hover, and the hover recognizer does not block it")
        host.movePointer(to: CGPoint(x: 150, y: 150))
        host.hidePointer()
        #expect(log.events == ["card began", "card cancelled"])
        host.movePointer(to: CGPoint(x: 160, y: 150))
        #expect(log.events.last == "card began", "the next motion hovers again")
    }

    @Test func aDelegateMayRefuseAHoverUntilThePointerComesBack() {
        @MainActor final class Refuser: NSObject, UIGestureRecognizerDelegate {
            var refuse = true
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { !refuse }
        }
        let host = TestHost()
        let log = HoverLog()
        let refuser = Refuser()
        let card = UIView(frame: CGRect(x: 100, y: 100, width: 300, height: 200))
        host.window.addSubview(card)
        let hover = log.recognizer("card")
        hover.delegate = refuser
        card.addGestureRecognizer(hover)
        host.movePointer(to: CGPoint(x: 150, y: 150))
        refuser.refuse = false
        host.movePointer(to: CGPoint(x: 160, y: 150))
        #expect(log.events.isEmpty, "refused until the pointer leaves")
        host.movePointer(to: CGPoint(x: 10, y: 10))
        host.movePointer(to: CGPoint(x: 160, y: 150))
        #expect(log.events == ["card began"])
    }

    @Test func regionsAreEnteredAndLeftAndTheSameRegionIsNotEnteredTwice() {
        let host = TestHost()
        let tile = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
        host.window.addSubview(tile)
        let delegate = HalvesDelegate()
        let interaction = UIPointerInteraction(delegate: delegate)
        tile.addInteraction(interaction)
        host.movePointer(to: CGPoint(x: 120, y: 150))
        host.movePointer(to: CGPoint(x: 130, y: 160))
        #expect(delegate.log == ["enter left"])
        host.movePointer(to: CGPoint(x: 250, y: 150))
        #expect(delegate.log == ["enter left", "exit left", "enter right"])
        host.movePointer(to: CGPoint(x: 500, y: 500))
        #expect(delegate.log.last == "exit right")
        #expect(host.application.pointerHover.enteredRegion == nil)

        host.movePointer(to: CGPoint(x: 120, y: 150))
        tile.removeInteraction(interaction)
        #expect(delegate.log.suffix(2) == ["enter left", "exit left"], "removing the interaction leaves its region")
        host.movePointer(to: CGPoint(x: 121, y: 150))
        #expect(delegate.log.count == 6, "nothing to enter any more")
    }

    @Test func effectsAreDrawnOverTheViewWithoutChangingItAndTheCursorFollowsTheStyle() throws {
        let host = TestHost()
        let tile = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
        tile.backgroundColor = .white
        host.window.backgroundColor = .white
        host.window.addSubview(tile)
        let delegate = HalvesDelegate()
        tile.addInteraction(UIPointerInteraction(delegate: delegate))
        let hover = host.application.pointerHover

        delegate.style = { UIPointerStyle(effect: .lift(UITargetedPreview(view: $0.view!))) }
        host.movePointer(to: CGPoint(x: 120, y: 150))
        let lifted = try #require(hover.effectFrame)
        #expect(abs(lifted.width - 212) < 0.01 && abs(lifted.midX - 200) < 0.01, "6 % larger about its centre")
        #expect(host.application.drawnPointerCursorFrame == nil, "the pointer disappears into a lift")
        #expect(tile.transform == .identity && tile.layer.shadowOpacity == 0, "the app's view is untouched")

        delegate.style = { UIPointerStyle(effect: .highlight(UITargetedPreview(view: $0.view!))) }
        host.movePointer(to: CGPoint(x: 250, y: 150))
        let platter = try #require(hover.effectFrame)
        #expect(platter == CGRect(x: 96, y: 96, width: 208, height: 108))
        let image = try #require(host.render().cgImage)
        #expect(image.pixel(x: 98, y: 150).red < 250, "the platter shows just outside the tile")
        #expect(image.pixel(x: 90, y: 150).red == 255)

        delegate.style = { _ in UIPointerStyle(shape: .verticalBeam(length: 20)) }
        host.movePointer(to: CGPoint(x: 120, y: 150))
        #expect(hover.effectFrame == nil)
        let beam = try #require(host.application.drawnPointerCursorFrame)
        #expect(
            beam == CGRect(x: 117, y: 138, width: 6, height: 24), "a 2×20 beam centred on the pointer, 2 points of room"
        )

        delegate.style = { _ in .hidden() }
        host.movePointer(to: CGPoint(x: 250, y: 150))
        #expect(host.application.drawnPointerCursorFrame == nil)

        delegate.style = { UIPointerStyle(effect: .hover(UITargetedPreview(view: $0.view!), prefersShadow: true)) }
        host.movePointer(to: CGPoint(x: 120, y: 150))
        #expect(host.application.drawnPointerCursorFrame != nil, "a hover keeps the pointer")
        #expect(abs((hover.effectFrame?.width ?? 0) - 206) < 0.01)
        host.movePointer(to: CGPoint(x: 600, y: 400))
        #expect(hover.effectFrame == nil, "leaving takes the effect away")
    }

    @Test func aButtonHighlightsUnderThePointerWhenEnabledAndAsksItsProvider() throws {
        let host = TestHost()
        let button = UIButton(type: .system)
        button.setTitle("Check in", for: .normal)
        button.frame = CGRect(x: 100, y: 100, width: 100, height: 44)
        host.window.addSubview(button)
        let hover = host.application.pointerHover
        host.movePointer(to: CGPoint(x: 150, y: 120))
        #expect(hover.effectFrame == nil, "off by default")

        button.isPointerInteractionEnabled = true
        host.movePointer(to: CGPoint(x: 151, y: 120))
        #expect(hover.effectFrame == CGRect(x: 96, y: 96, width: 108, height: 52), "the automatic effect: a highlight")

        var proposals: [CGRect] = []
        button.pointerStyleProvider = { button, effect, shape in
            if case .roundedRect(let rect, _) = shape { proposals.append(rect) }
            return UIPointerStyle(effect: .lift(effect.preview))
        }
        host.movePointer(to: CGPoint(x: 10, y: 10))
        host.movePointer(to: CGPoint(x: 150, y: 120))
        #expect(proposals == [CGRect(x: -4, y: -4, width: 108, height: 52)])
        #expect(abs((hover.effectFrame?.width ?? 0) - 106) < 0.01, "lifted")

        button.isEnabled = false
        host.movePointer(to: CGPoint(x: 10, y: 10))
        host.movePointer(to: CGPoint(x: 150, y: 121))
        #expect(hover.effectFrame == nil, "a disabled button has no region")
        button.isEnabled = true
        button.isPointerInteractionEnabled = false
        host.movePointer(to: CGPoint(x: 151, y: 121))
        #expect(hover.effectFrame == nil && button.interactions.isEmpty)
    }

    @Test func theInnermostInteractionWithARegionWinsAndInvalidatingAsksAgain() {
        let host = TestHost()
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let inner = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        outer.addSubview(inner)
        host.window.addSubview(outer)
        let outerDelegate = HalvesDelegate()
        let innerDelegate = HalvesDelegate()
        outer.addInteraction(UIPointerInteraction(delegate: outerDelegate))
        let innerInteraction = UIPointerInteraction(delegate: innerDelegate)
        inner.addInteraction(innerInteraction)
        host.movePointer(to: CGPoint(x: 120, y: 150))
        #expect(innerDelegate.log == ["enter left"] && outerDelegate.log.isEmpty)
        innerInteraction.isEnabled = false
        #expect(innerDelegate.log == ["enter left", "exit left"])
        host.movePointer(to: CGPoint(x: 121, y: 150))
        #expect(outerDelegate.log == ["enter left"], "a disabled interaction passes the pointer outward")
    }
}
