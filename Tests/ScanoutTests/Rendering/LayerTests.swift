import ScanoutTesting
import Testing

@testable import Scanout

/// Layers: the tree and its order beside subviews, geometry, shadows, gradients, shapes, drawn as
/// an app would use them.
@MainActor
@Suite struct LayerTests {
    @Test func addedLayersInterleaveWithSubviewsAsInUIKit() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let first = UIView()
        view.addSubview(first)
        let overlay = CALayer()
        view.layer.addSublayer(overlay)
        let background = CAGradientLayer()
        view.layer.insertSublayer(background, at: 0)
        let second = UIView()
        view.addSubview(second)
        #expect(
            view.layer.sublayers?.map(ObjectIdentifier.init)
                == [background, first.layer, overlay, second.layer]
                .map(ObjectIdentifier.init))
        #expect(overlay.superlayer === view.layer)
        #expect(first.layer.superlayer === view.layer)

        let between = CALayer()
        view.layer.insertSublayer(between, below: second.layer)
        #expect(view.layer.sublayers?.firstIndex { $0 === between } == 3)
        let top = CALayer()
        view.layer.insertSublayer(top, above: second.layer)
        #expect(view.layer.sublayers?.last === top)

        overlay.removeFromSuperlayer()
        #expect(overlay.superlayer == nil)
        #expect(view.layer.sublayers?.contains { $0 === overlay } == false)
    }

    @Test func aLayerOfItsOwnKeepsItsGeometry() {
        let parent = CALayer()
        parent.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(parent.position == CGPoint(x: 60, y: 45))
        #expect(parent.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        let child = CALayer()
        child.anchorPoint = .zero
        child.position = CGPoint(x: 5, y: 5)
        child.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        #expect(child.frame == CGRect(x: 5, y: 5, width: 20, height: 10))
        parent.addSublayer(child)
        #expect(child.convert(CGPoint(x: 1, y: 1), to: parent) == CGPoint(x: 6, y: 6))
        child.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        #expect(child.frame == CGRect(x: 5, y: 5, width: 40, height: 20), "scaled about the anchor (its corner)")
        #expect(CATransform3DIsAffine(child.transform))
        parent.addSublayer(parent)
        #expect(parent.superlayer == nil, "a layer cannot contain itself")
    }

    @Test func aShadowIsABlurOfTheShapeKeptUntilItChanges() throws {
        let host = TestHost(size: CGSize(width: 300, height: 200))
        host.window.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 100, y: 60, width: 100, height: 80))
        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        card.layer.shadowOpacity = 0.5
        card.layer.shadowRadius = 6
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        host.window.addSubview(card)
        let image = try #require(host.render().cgImage)
        // Below the card the shadow fades out with distance, and is gone at 4 standard deviations.
        let near = image.pixel(x: 150, y: 146).red
        let middle = image.pixel(x: 150, y: 152).red
        let far = image.pixel(x: 150, y: 168).red
        #expect(near < middle && middle < far, "\(near) \(middle) \(far)")
        #expect(near < 235 && near > 100)
        #expect(far >= 253)
        let mask = try #require(card.layer.cachedShadow)
        card.backgroundColor = .systemYellow
        _ = host.render()
        #expect(card.layer.cachedShadow === mask, "a colour change keeps the blurred mask")
        card.layer.shadowRadius = 2
        _ = host.render()
        #expect(card.layer.cachedShadow !== mask, "a new radius blurs again")

        card.clipsToBounds = true
        let clipped = try #require(host.render().cgImage)
        #expect(clipped.pixel(x: 150, y: 146).red == 255, "masking to the bounds clips the shadow away, as in UIKit")
    }

    @Test func aShadowBlursAsMuchAcrossAsDown() throws {
        // The blur runs as two one-dimensional passes; a square's shadow with no offset must fade
        // the same to the right as below (a missing or wrong pass would show as a hard edge).
        let host = TestHost(size: CGSize(width: 200, height: 200))
        host.window.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 60, y: 60, width: 80, height: 80))
        card.backgroundColor = .white
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 5
        card.layer.shadowOffset = .zero
        host.window.addSubview(card)
        let image = try #require(host.render().cgImage)
        var previous = 0
        for distance in [1, 3, 6, 10, 16] {
            let right = Int(image.pixel(x: 140 + distance, y: 100).red)
            let below = Int(image.pixel(x: 100, y: 140 + distance).red)
            #expect(abs(right - below) <= 1, "at \(distance) points: \(right) across, \(below) down")
            #expect(right >= previous, "fades out with distance")
            previous = right
        }
        #expect(image.pixel(x: 141, y: 100).red < 200, "shadow next to the edge")
        #expect(image.pixel(x: 156, y: 100).red >= 253, "gone beyond three standard deviations")
    }

    @Test func layersWithTheSameShadowShareOneBlurredMask() throws {
        let host = TestHost(size: CGSize(width: 400, height: 200))
        var cards: [UIView] = []
        for index in 0..<3 {
            let card = UIView(frame: CGRect(x: 20 + CGFloat(index) * 120, y: 40, width: 90, height: 70))
            card.backgroundColor = .white
            card.layer.shadowOpacity = 0.3
            card.layer.shadowRadius = 7
            host.window.addSubview(card)
            cards.append(card)
        }
        _ = host.render()
        let mask = try #require(cards[0].layer.cachedShadow)
        #expect(cards.allSatisfy { $0.layer.cachedShadow === mask }, "one blur for three equal shadows")
        // Many different shadows: the shared set stays within its bounds.
        for radius in 1...40 {
            cards[1].layer.shadowRadius = CGFloat(radius)
            _ = host.render()
        }
        #expect(ShadowMask.recent.count <= ShadowMask.recent.capacity)
        #expect(ShadowMask.recent.byteCount <= ShadowMask.recent.byteLimit)
        #expect(cards[0].layer.cachedShadow === mask, "a layer keeps its own mask whatever the set drops")
    }

    @Test func changingALayerRepaintsWhereItWasAndWhereItIs() throws {
        let host = TestHost(size: CGSize(width: 200, height: 100))
        host.window.backgroundColor = .white
        let marker = CALayer()
        marker.backgroundColor = UIColor.systemRed.cgColor
        marker.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        host.window.layer.addSublayer(marker)
        var image = try #require(host.render().cgImage)
        #expect(image.pixel(x: 20, y: 20) == RGBA8(red: 255, green: 59, blue: 48, alpha: 255))
        marker.position = CGPoint(x: 150, y: 50)
        image = try #require(host.render().cgImage)
        #expect(image.pixel(x: 20, y: 20) == RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(image.pixel(x: 150, y: 50) == RGBA8(red: 255, green: 59, blue: 48, alpha: 255))
        marker.isHidden = true
        image = try #require(host.render().cgImage)
        #expect(image.pixel(x: 150, y: 50) == RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test func aProgressRingStrokesPartOfItsPath() throws {
        let host = TestHost(size: CGSize(width: 120, height: 120))
        host.window.backgroundColor = .white
        let ring = CAShapeLayer()
        ring.path =
            UIBezierPath(
                arcCenter: CGPoint(x: 60, y: 60), radius: 40, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true
            ).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.systemBlue.cgColor
        ring.lineWidth = 8
        ring.strokeEnd = 0.25
        host.window.layer.addSublayer(ring)
        let image = try #require(host.render().cgImage)
        // A quarter, clockwise from the top: the right side is drawn, the bottom and left are not.
        #expect(image.pixel(x: 88, y: 32).blue > 200 && image.pixel(x: 88, y: 32).red < 50)
        #expect(image.pixel(x: 60, y: 100).red == 255)
        #expect(image.pixel(x: 20, y: 60).red == 255)
    }

    @Test func layersLookRight() {
        let host = TestHost(size: CGSize(width: 480, height: 200))
        host.window.backgroundColor = UIColor(rgb: 0xF2F2F7)

        let card = UIView(frame: CGRect(x: 20, y: 30, width: 120, height: 140))
        card.backgroundColor = .white
        card.layer.cornerRadius = 14
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 0.25
        card.layer.shadowRadius = 8
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        host.window.addSubview(card)

        let axial = CAGradientLayer()
        axial.frame = CGRect(x: 170, y: 30, width: 120, height: 60)
        axial.colors = [UIColor.systemBlue.cgColor, UIColor.systemPurple.cgColor]
        axial.startPoint = CGPoint(x: 0, y: 0.5)
        axial.endPoint = CGPoint(x: 1, y: 0.5)
        axial.cornerRadius = 10
        host.window.layer.addSublayer(axial)
        let radial = CAGradientLayer()
        radial.type = .radial
        radial.frame = CGRect(x: 170, y: 110, width: 120, height: 60)
        radial.colors = [UIColor.white.cgColor, UIColor.systemOrange.cgColor, UIColor.systemRed.cgColor]
        radial.locations = [0, 0.4, 1]
        radial.startPoint = CGPoint(x: 0.5, y: 0.5)
        radial.endPoint = CGPoint(x: 1, y: 1)
        host.window.layer.addSublayer(radial)

        let ring = CAShapeLayer()
        ring.path =
            UIBezierPath(
                arcCenter: CGPoint(x: 370, y: 70), radius: 36, startAngle: -.pi / 2, endAngle: 1.5 * .pi,
                clockwise: true
            ).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.systemGreen.cgColor
        ring.lineWidth = 10
        ring.lineCap = .round
        ring.strokeEnd = 0.7
        host.window.layer.addSublayer(ring)
        let dashed = CAShapeLayer()
        let box = CGMutablePath()
        box.addRect(CGRect(x: 320, y: 130, width: 120, height: 44))
        dashed.path = box
        dashed.fillColor = UIColor.systemYellow.withAlphaComponent(0.3).cgColor
        dashed.strokeColor = UIColor.darkGray.cgColor
        dashed.lineWidth = 2
        dashed.lineDashPattern = [6, 4]
        host.window.layer.addSublayer(dashed)

        let badge = CALayer()
        badge.frame = CGRect(x: 90, y: -10, width: 40, height: 40)
        badge.backgroundColor = UIColor.systemRed.cgColor
        badge.cornerRadius = 20
        badge.borderWidth = 3
        badge.borderColor = UIColor.white.cgColor
        badge.opacity = 0.8
        card.layer.addSublayer(badge)
        assertSnapshot(of: host.render(), named: "layers")
    }
}
