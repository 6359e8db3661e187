import ScanoutTesting
import Testing

@testable import Scanout

/// A frame's pixman work waits in a batch and runs in bands of rows on every core; cairo's drawing
/// in between must still land in order. Each frame here is compared with the same screen drawn
/// from scratch with every fill and composite through cairo, and with the batch on one core.
@MainActor
@Suite struct PixmanBatchTests {
    /// Draws a disc and a word with cairo, under and over which batched work lands.
    final class DrawnView: UIView {
        override func draw(_ rect: CGRect) {
            UIColor.systemRed.setFill()
            UIBezierPath(ovalIn: bounds.insetBy(dx: 6, dy: 6)).fill()
            "Drawn".draw(
                at: CGPoint(x: 10, y: 10),
                withAttributes: [.font: UIFont.boldSystemFont(ofSize: 17), .foregroundColor: UIColor.white])
        }
    }

    /// Views that alternate, back to front, between what the batch takes (opaque square
    /// backgrounds, kept drawing, translucent cards from their group stores, a screen-sized
    /// translucent panel's group) and what cairo draws (rounded backgrounds, borders, shadows, a
    /// rotated view's `draw(_:)` and a rotated translucent group, an added layer), each overlapping
    /// the one before.
    static func scene(scale: CGFloat) -> TestHost {
        // Large enough that the frame's weighed work reaches `PixmanBatch.parallelWeight`.
        let host = TestHost(size: CGSize(width: 640, height: 480), scale: scale)
        host.window.backgroundColor = .systemGroupedBackground
        var origin = CGPoint(x: 4, y: 6)
        func next(width: CGFloat = 150, height: CGFloat = 110) -> CGRect {
            defer { origin = CGPoint(x: origin.x + 37, y: origin.y + 29) }
            return CGRect(origin: origin, size: CGSize(width: width, height: height))
        }
        for round in 0..<2 {
            let opaque = UIView(frame: next())
            opaque.backgroundColor = .systemYellow
            host.window.addSubview(opaque)

            let rounded = UIView(frame: next())
            rounded.backgroundColor = .systemTeal
            rounded.layer.cornerRadius = 14
            host.window.addSubview(rounded)

            let card = UIView(frame: next())
            card.backgroundColor = .systemBlue
            card.alpha = round == 0 ? 0.75 : 0.4
            card.layer.cornerRadius = 10
            let label = UILabel(frame: card.bounds.insetBy(dx: 10, dy: 8))
            label.text = "Card \(round)"
            label.textColor = .white
            card.addSubview(label)
            host.window.addSubview(card)

            let bordered = UIView(frame: next())
            bordered.backgroundColor = .systemGreen
            bordered.layer.borderWidth = 5
            bordered.layer.borderColor = UIColor.black.cgColor
            host.window.addSubview(bordered)

            let kept = DrawnView(frame: next())
            kept.backgroundColor = .white
            host.window.addSubview(kept)

            // Translucent and rotated: its group is composited by cairo (the clip is not whole
            // pixels), over the kept drawing the batch composited just before.
            let tilted = UIView(frame: next())
            tilted.alpha = 0.6
            tilted.transform = CGAffineTransform(rotationAngle: -0.2)
            let tile = UIView(frame: CGRect(x: 10, y: 10, width: 110, height: 70))
            tile.backgroundColor = .systemBrown
            tilted.addSubview(tile)
            host.window.addSubview(tilted)

            let shadowed = UIView(frame: next())
            shadowed.backgroundColor = .systemOrange
            shadowed.layer.shadowOpacity = 0.6
            shadowed.layer.shadowRadius = 6
            host.window.addSubview(shadowed)

            let rotated = DrawnView(frame: next())
            rotated.transform = CGAffineTransform(rotationAngle: 0.3)
            host.window.addSubview(rotated)

            let layered = UIView(frame: next())
            layered.backgroundColor = .systemPurple
            let sublayer = CALayer()
            sublayer.frame = CGRect(x: 20, y: 20, width: 80, height: 50)
            sublayer.backgroundColor = UIColor.systemPink.cgColor
            layered.layer.addSublayer(sublayer)
            host.window.addSubview(layered)
        }
        // Waits in the batch when the panel's group is composited over it.
        let under = UIView(frame: next(width: 200, height: 150))
        under.backgroundColor = .systemMint
        host.window.addSubview(under)
        // Larger than half the screen: no group store, its group is composited each frame. On
        // half points: at scale 2 its clip is whole pixels and pixman composites the group (into
        // the batch); at scale 1 cairo does.
        let panel = UIView(frame: host.window.bounds.insetBy(dx: 10.5, dy: 10.5))
        panel.alpha = 0.3
        let inside = UIView(frame: CGRect(x: 200.5, y: 150.5, width: 200, height: 150))
        inside.backgroundColor = .systemIndigo
        panel.addSubview(inside)
        host.window.addSubview(panel)
        // A presentation's dimming, fading in: a translucent background at a view alpha that folds
        // into its colour, blended by pixman over everything in the batch.
        let dimming = UIView(frame: host.window.bounds)
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimming.alpha = 0.5
        host.window.addSubview(dimming)
        return host
    }

    @Test(arguments: [1.0, 2.0])
    func batchedFramesMakeCairosPixelsInOrder(scale: CGFloat) {
        let host = Self.scene(scale: scale)
        _ = host.render()
        let batch = host.application.compositor.batch
        #expect(batch != nil)
        // Drawn again from the stores: the cards come from their group stores this time.
        host.application.compositor.addDamage(host.window.bounds)
        let bandsBefore = batch?.bandedFlushCount ?? 0
        _ = host.render()
        let throughAllCores = host.framePixels
        if RowBands.coreCount > 1 {
            #expect((batch?.bandedFlushCount ?? 0) > bandsBefore, "the frame's work ran in bands")
        }

        host.application.compositor.pixelPaths.usesAllCores = false
        host.application.compositor.addDamage(host.window.bounds)
        _ = host.render()
        host.application.compositor.pixelPaths.usesAllCores = true
        let sameOnOneCore = host.framePixels == throughAllCores
        #expect(sameOnOneCore, "bands make the pixels of one pass, at scale \(scale)")

        let same = throughAllCores == host.framePixelsDrawnFromScratchThroughCairo()
        #expect(same, "cairo's frame at scale \(scale)")
    }

    /// Under partial damage the batch's work is clipped to it like cairo's drawing: the clip's
    /// rectangles split each composite, and what lies outside stays as it was.
    @Test func partialDamageIsClippedLikeCairo() {
        let host = Self.scene(scale: 1)
        _ = host.render()
        let before = host.framePixels
        host.application.compositor.addDamage(CGRect(x: 30, y: 20, width: 200, height: 90))
        host.application.compositor.addDamage(CGRect(x: 150, y: 200, width: 300, height: 100))
        _ = host.render()
        let partial = host.framePixels
        let unchanged = partial == before
        #expect(unchanged, "repainting the same scene under damage changes nothing")
        let same = partial == host.framePixelsDrawnFromScratchThroughCairo()
        #expect(same, "cairo's frame")
    }
}
