import ScanoutTesting
import Testing

@testable import Scanout

/// `UIView.transition(with:…)` and `transition(from:to:…)`, and the snapshots they are made of.
@MainActor
@Suite struct UIViewTransitionTests {
    private let red = RGBA8(red: 255, green: 0, blue: 0, alpha: 255)
    private let blue = RGBA8(red: 0, green: 0, blue: 255, alpha: 255)

    private func makeScene() -> (TestHost, UIView) {
        let host = TestHost(size: CGSize(width: 200, height: 100))
        host.window.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 50, y: 10, width: 100, height: 80))
        card.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        host.window.addSubview(card)
        _ = host.render()
        return (host, card)
    }

    @Test func aSnapshotLooksLikeTheView() throws {
        let (host, card) = makeScene()
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        badge.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        card.addSubview(badge)
        let snapshot = try #require(card.snapshotView(afterScreenUpdates: true))
        #expect(snapshot.bounds.size == card.bounds.size)
        let image = try #require((snapshot as? UIImageView)?.image?.cgImage)
        #expect(image.pixel(x: 5, y: 5) == red)
        #expect(image.pixel(x: 15, y: 15) == blue)
        #expect(UIView(frame: .zero).snapshotView(afterScreenUpdates: false) == nil, "no area, no snapshot")
        withExtendedLifetime(host) {}
    }

    @Test func aCrossDissolveFadesFromTheOldLookToTheNew() throws {
        let (host, card) = makeScene()
        var finished: Bool?
        UIView.transition(
            with: card, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
            animations: { card.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1) },
            completion: { finished = $0 })
        #expect(card.backgroundColor == UIColor(red: 0, green: 0, blue: 1, alpha: 1), "changed at once, not animated")
        _ = host.render()
        host.advance(by: 0.5)
        let middle = try #require(host.render().cgImage?.pixel(x: 100, y: 50))
        #expect(
            middle.red > 90 && middle.red < 170 && middle.blue > 90 && middle.blue < 170, "half and half: \(middle)")
        host.advance(by: 0.6)
        #expect(finished == true)
        #expect(host.render().cgImage?.pixel(x: 100, y: 50) == blue)
        #expect(host.window.subviews == [card], "the old look's snapshot went")
    }

    @Test func aFlipSqueezesTheOldLookAndOpensTheNew() throws {
        let (host, card) = makeScene()
        UIView.transition(
            with: card, duration: 1, options: [.transitionFlipFromLeft, .curveLinear],
            animations: { card.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1) })
        _ = host.render()
        host.advance(by: 0.25)
        // A quarter in: the old card, half as wide, centred.
        let quarter = try #require(host.render().cgImage)
        #expect(quarter.pixel(x: 100, y: 50) == red)
        #expect(quarter.pixel(x: 60, y: 50) == RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
        host.advance(by: 0.5)
        let threeQuarters = try #require(host.render().cgImage)
        #expect(threeQuarters.pixel(x: 100, y: 50) == blue)
        host.advance(by: 0.5)
        #expect(card.transform == .identity)
        #expect(host.render().cgImage?.pixel(x: 55, y: 50) == blue)
    }

    @Test func oneViewReplacesAnother() throws {
        let (host, card) = makeScene()
        let next = UIView(frame: card.frame)
        next.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        var finished = false
        UIView.transition(from: card, to: next, duration: 0.5, options: .transitionCrossDissolve) { finished = $0 }
        #expect(next.superview === host.window)
        host.advance(by: 1)
        #expect(finished)
        #expect(card.superview == nil, "the old view is removed")
        #expect(host.window.subviews == [next])
        #expect(host.render().cgImage?.pixel(x: 100, y: 50) == blue)
        // Kept both, hidden and shown.
        let other = UIView(frame: next.frame)
        host.window.addSubview(other)
        other.isHidden = true
        UIView.transition(
            from: next, to: other, duration: 0.2, options: [.transitionCrossDissolve, .showHideTransitionViews])
        host.advance(by: 1)
        #expect(next.superview === host.window && next.isHidden && !other.isHidden)
    }

    @Test func noTransitionOptionChangesAtOnceAndHostileDurationsEnd() {
        let (host, card) = makeScene()
        var finished: Bool?
        UIView.transition(with: card, duration: 1, options: [], animations: { card.alpha = 0.5 }) { finished = $0 }
        #expect(card.layer.presentation()?.opacity == 0.5)
        host.advance(by: 0.01)
        #expect(finished == true)
        for duration in [TimeInterval.nan, .infinity, -1, 0] {
            var ended = false
            UIView.transition(
                with: card, duration: duration, options: .transitionFlipFromBottom,
                animations: { card.backgroundColor = .systemGreen }, completion: { _ in ended = true })
            host.advance(by: 1)
            #expect(ended, "duration \(duration)")
            #expect(host.window.subviews == [card])
        }
        // A view outside any window: changes happen, nothing traps.
        let loose = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.transition(with: loose, duration: 1, options: .transitionCurlUp, animations: { loose.alpha = 0 })
        #expect(loose.alpha == 0)
    }
}
