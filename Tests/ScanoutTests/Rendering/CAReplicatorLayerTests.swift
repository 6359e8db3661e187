import ScanoutTesting
import Testing

@testable import Scanout

/// `CAReplicatorLayer`: its sublayers drawn once per instance, each moved by the instance
/// transform once more, tinted by the colour offsets, animated the instance delay later.
@MainActor
@Suite struct CAReplicatorLayerTests {
    private func scene(count: Int, configure: (CAReplicatorLayer) -> Void = { _ in }) throws -> CGImage {
        let host = TestHost(size: CGSize(width: 300, height: 40))
        host.window.backgroundColor = .white
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        dot.backgroundColor = UIColor.black.cgColor
        replicator.addSublayer(dot)
        replicator.instanceCount = count
        replicator.instanceTransform = CATransform3DMakeTranslation(40, 0, 0)
        configure(replicator)
        host.window.layer.addSublayer(replicator)
        return try #require(host.render().cgImage)
    }

    private func drawnDots(_ image: CGImage) -> [Int] {
        (0..<7).filter { image.pixel(x: 40 * $0 + 5, y: 5).red < 128 }
    }

    @Test func drawsOneCopyPerInstance() throws {
        #expect(drawnDots(try scene(count: 5)) == [0, 1, 2, 3, 4])
        #expect(drawnDots(try scene(count: 1)) == [0])
        #expect(drawnDots(try scene(count: 0)).isEmpty)
        #expect(drawnDots(try scene(count: -3)).isEmpty)
    }

    @Test func instancesAreTintedByTheOffsets() throws {
        let image = try scene(count: 4) {
            $0.instanceColor = UIColor.white.cgColor
            $0.instanceAlphaOffset = -0.25
        }
        let shades = (0..<4).map { Int(image.pixel(x: 40 * $0 + 5, y: 5).red) }
        #expect(shades[0] < 10)
        #expect(shades[1] > shades[0] && shades[2] > shades[1] && shades[3] > shades[2], "fading: \(shades)")
        let red = try scene(count: 2) {
            $0.instanceColor = UIColor.red.cgColor
        }
        let dot = red.pixel(x: 5, y: 5)
        #expect(dot.red < 10, "black multiplied by red is black")

        let host = TestHost(size: CGSize(width: 100, height: 20))
        host.window.backgroundColor = .black
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        let white = CALayer()
        white.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        white.backgroundColor = UIColor.white.cgColor
        replicator.addSublayer(white)
        replicator.instanceCount = 2
        replicator.instanceTransform = CATransform3DMakeTranslation(40, 0, 0)
        replicator.instanceColor = UIColor.red.cgColor
        replicator.instanceGreenOffset = 1
        host.window.layer.addSublayer(replicator)
        let tinted = try #require(host.render().cgImage)
        let first = tinted.pixel(x: 5, y: 5)
        let second = tinted.pixel(x: 45, y: 5)
        #expect(first.red > 240 && first.green < 15, "white tinted red")
        #expect(second.red > 240 && second.green > 240, "then yellow: green added")
    }

    @Test func instancesRunTheAnimationsLater() throws {
        let host = TestHost(size: CGSize(width: 300, height: 40))
        host.window.backgroundColor = .white
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        dot.backgroundColor = UIColor.black.cgColor
        replicator.addSublayer(dot)
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(40, 0, 0)
        replicator.instanceDelay = 0.5
        host.window.layer.addSublayer(replicator)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 0
        fade.duration = 0.4
        fade.repeatCount = .infinity
        dot.add(fade, forKey: "fade")
        host.advance(by: 0.2)
        let image = try #require(host.render().cgImage)
        #expect(image.pixel(x: 5, y: 5).red > 240, "the first copy is in its animation: clear")
        #expect(image.pixel(x: 45, y: 5).red < 15, "the second has not started: its model value")
        #expect(image.pixel(x: 85, y: 5).red < 15)
        #expect(dot.opacity == 1)
    }
}
