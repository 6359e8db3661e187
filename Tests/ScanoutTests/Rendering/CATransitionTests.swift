import ScanoutTesting
import Testing

@testable import Scanout

/// `CATransition`: a layer's old look leaves while its new one arrives.
@MainActor
@Suite struct CATransitionTests {
    private let red = RGBA8(red: 255, green: 0, blue: 0, alpha: 255)
    private let blue = RGBA8(red: 0, green: 0, blue: 255, alpha: 255)
    private let white = RGBA8(red: 255, green: 255, blue: 255, alpha: 255)

    private func makeScene() -> (TestHost, UIView) {
        let host = TestHost(size: CGSize(width: 200, height: 100))
        host.window.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 50, y: 10, width: 100, height: 80))
        card.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        host.window.addSubview(card)
        _ = host.render()
        return (host, card)
    }

    private func transition(_ type: CATransitionType, _ subtype: CATransitionSubtype? = nil) -> CATransition {
        let transition = CATransition()
        transition.type = type
        transition.subtype = subtype
        transition.duration = 1
        transition.timingFunction = CAMediaTimingFunction(name: .linear)
        return transition
    }

    @Test func aPushSlidesTheOldLookOutAndTheNewIn() throws {
        let (host, card) = makeScene()
        card.layer.add(transition(.push, .fromRight), forKey: kCATransition)
        card.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        #expect(card.layer.animation(forKey: kCATransition) is CATransition)
        _ = host.render()
        host.advance(by: 0.5)
        // Half way: the old card moved 50 points left (0…100), the new one is 50 points right of
        // its place (100…200).
        let middle = try #require(host.render().cgImage)
        #expect(middle.pixel(x: 25, y: 50) == red, "the old look, leaving to the left")
        #expect(middle.pixel(x: 95, y: 50) == red)
        #expect(middle.pixel(x: 105, y: 50) == blue, "the new look, arriving from the right")
        #expect(middle.pixel(x: 190, y: 50) == blue)
        host.advance(by: 0.6)
        let end = try #require(host.render().cgImage)
        #expect(end.pixel(x: 25, y: 50) == white)
        #expect(end.pixel(x: 55, y: 50) == blue)
        #expect(end.pixel(x: 175, y: 50) == white)
        #expect(host.window.subviews == [card], "the old look's snapshot went")
        #expect(card.layer.animationKeys() == nil)
    }

    @Test func moveInRevealAndFade() throws {
        let (host, card) = makeScene()
        card.layer.add(transition(.moveIn, .fromTop), forKey: kCATransition)
        card.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        _ = host.render()
        host.advance(by: 0.5)
        var image = try #require(host.render().cgImage)
        // The new look comes down over the old, half way (its top at y = -30 + 40 = 10 … 50).
        #expect(image.pixel(x: 100, y: 30) == blue, "arriving over the old look")
        #expect(image.pixel(x: 100, y: 70) == red, "the old look stays beneath")
        host.advance(by: 0.6)

        card.layer.add(transition(.reveal, .fromLeft), forKey: kCATransition)
        card.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        _ = host.render()
        host.advance(by: 0.5)
        image = try #require(host.render().cgImage)
        #expect(image.pixel(x: 60, y: 50) == red, "the new look stays in place, uncovered")
        #expect(image.pixel(x: 120, y: 50) == blue, "the old look leaves to the right, on top")
        host.advance(by: 0.6)

        card.layer.add(transition(.fade), forKey: kCATransition)
        card.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        _ = host.render()
        host.advance(by: 0.5)
        let mixed = try #require(host.render().cgImage?.pixel(x: 100, y: 50))
        #expect(mixed.red > 90 && mixed.red < 170 && mixed.blue > 90 && mixed.blue < 170, "\(mixed)")
        host.advance(by: 0.6)
        #expect(host.render().cgImage?.pixel(x: 100, y: 50) == blue)
        #expect(host.window.subviews == [card])
    }

    @Test func aLayerOfItsOwnAndPartOfTheWay() throws {
        let (host, _) = makeScene()
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor
        host.window.layer.addSublayer(layer)
        _ = host.render()
        let push = transition(.push, .fromBottom)
        push.startProgress = 0.5
        layer.add(push, forKey: nil)
        layer.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor
        _ = host.render()
        // From half way: the new look is 20 points low at once.
        let start = try #require(host.render().cgImage)
        #expect(start.pixel(x: 20, y: 10) == red, "the old look's lower half, moved up")
        #expect(start.pixel(x: 20, y: 30) == blue, "the new look's upper half")
        #expect(host.window.layer.sublayers?.count == 3, "the card, the layer and the old look")
        host.advance(by: 1.1)
        #expect(host.render().cgImage?.pixel(x: 20, y: 10) == blue)
        #expect(host.window.layer.sublayers?.count == 2, "the old look went")
    }

    @Test func removedEarlyOrHostileTransitionsLeaveNothingBehind() {
        let (host, card) = makeScene()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
        label.text = "One"
        card.addSubview(label)
        let wild = transition(.push, .fromLeft)
        wild.duration = .nan
        wild.startProgress = .nan
        wild.endProgress = -.infinity
        wild.repeatCount = .infinity
        label.layer.add(wild, forKey: kCATransition)
        label.text = "Two"
        host.advance(by: 0.3)
        #expect(card.subviews.count == 2, "the label and its old look")
        label.layer.removeAnimation(forKey: kCATransition)
        #expect(card.subviews == [label], "removed early: the old look goes at once")
        // Nothing to snapshot, or nowhere to show it.
        let empty = UIView(frame: .zero)
        card.addSubview(empty)
        empty.layer.add(transition(.reveal, .init(rawValue: "sideways")), forKey: kCATransition)
        host.window.layer.add(transition(.init(rawValue: "cube")), forKey: kCATransition)
        let loose = CALayer()
        loose.add(transition(.fade), forKey: kCATransition)
        host.advance(by: 1.5)
        #expect(card.subviews == [label, empty])
        #expect(host.window.subviews == [card])
    }
}
