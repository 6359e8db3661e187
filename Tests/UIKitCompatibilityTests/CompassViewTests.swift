import ScanoutTesting
import Testing
import UIKit

/// `CompassView.swift`: paths, text layers, replicators, layer timing and tagged animations as an
/// app written for iOS uses them (Swift 5 mode).
@MainActor
@Suite struct CompassViewTests {
    @Test func theCompassDrawsAndItsSpinPausesAndResumes() throws {
        let host = TestHost(size: CGSize(width: 200, height: 200))
        let compass = CompassView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        host.window.addSubview(compass)
        var image = try #require(host.render().cgImage)

        let bezel = try #require(compass.bezel.path)
        #expect(bezel.boundingBox == CGRect(x: 4, y: 4, width: 192, height: 192))
        #expect(image.pixel(x: 100, y: 4).red < 120, "the bezel's top edge")
        #expect(image.pixel(x: 5, y: 5).red > 200, "its corner is rounded away")
        let north = (80..<120).flatMap { x in (18..<38).map { y in image.pixel(x: x, y: y) } }
        #expect(north.contains { $0.red > 180 && $0.green < 80 }, "N in red")
        #expect(image.pixel(x: 100, y: 188).red < 60, "the twelve ticks reach round to the bottom")

        compass.startSpinning()
        host.advance(by: 1)
        let turned = compass.ticks.presentation()?.value(forKeyPath: "transform.rotation.z") as? Double ?? 0
        #expect(abs(turned - .pi / 2) < 0.05)
        compass.pause(compass.ticks)
        host.advance(by: 2)
        let held = compass.ticks.presentation()?.value(forKeyPath: "transform.rotation.z") as? Double ?? 0
        #expect(abs(held - turned) < 0.02, "paused: held where it was")
        compass.resume(compass.ticks)
        host.advance(by: 1)
        let resumed = compass.ticks.presentation()?.value(forKeyPath: "transform.rotation.z") as? Double ?? 0
        #expect(abs(resumed - .pi) < 0.05 || abs(resumed + .pi) < 0.05, "resumed: half a turn after 2 s of running")
        #expect(compass.stoppedAnimations.isEmpty)
        host.advance(by: 2.5)
        #expect(compass.stoppedAnimations == ["needleTurn"])
        image = try #require(host.render().cgImage)
        #expect(image.width == 200)
        #expect(compass.layer.action(forKey: "opacity") is NSNull)
        #expect(CGSize(width: 1, height: 2).equalTo(CGSize(width: 1, height: 2)))
        #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
        #expect(CGRect(x: 0, y: 0, width: -4, height: 4).equalTo(CGRect(x: -4, y: 0, width: 4, height: 4)))
    }
}
