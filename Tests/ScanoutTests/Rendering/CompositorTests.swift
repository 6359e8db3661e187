import Scanout
import ScanoutTesting
import Testing

/// The compositor: view properties drawn, damage reported and limited.
@MainActor
@Suite struct CompositorTests {
    /// A scene using every view property the compositor draws.
    private func makePropertiesScene(scale: CGFloat) -> TestHost {
        let host = TestHost(size: CGSize(width: 320, height: 240), scale: scale)
        host.window.backgroundColor = .white

        let plain = UIView(frame: CGRect(x: 10, y: 10, width: 60, height: 40))
        plain.backgroundColor = .systemBlue
        host.window.addSubview(plain)

        let rounded = UIView(frame: CGRect(x: 80, y: 10, width: 60, height: 40))
        rounded.backgroundColor = .systemGreen
        rounded.layer.cornerRadius = 12
        rounded.layer.borderWidth = 3
        rounded.layer.borderColor = UIColor.black.cgColor
        host.window.addSubview(rounded)

        // Group alpha: the overlapping child does not show its parent through itself.
        let group = UIView(frame: CGRect(x: 150, y: 10, width: 60, height: 60))
        group.backgroundColor = .systemRed
        group.alpha = 0.5
        let groupChild = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 30))
        groupChild.backgroundColor = .systemRed
        group.addSubview(groupChild)
        host.window.addSubview(group)

        // Rotated and scaled.
        let rotated = UIView(frame: CGRect(x: 240, y: 20, width: 50, height: 30))
        rotated.backgroundColor = .systemOrange
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 6).scaledBy(x: 1.2, y: 1.2)
        host.window.addSubview(rotated)

        // Nested clipping with transforms: a rotated clipping parent clips a translated child.
        let clipper = UIView(frame: CGRect(x: 30, y: 100, width: 100, height: 100))
        clipper.backgroundColor = .systemGray5
        clipper.clipsToBounds = true
        clipper.layer.cornerRadius = 20
        clipper.transform = CGAffineTransform(rotationAngle: .pi / 12)
        let clipped = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        clipped.backgroundColor = .systemPurple
        clipped.transform = CGAffineTransform(translationX: -10, y: -10)
        let innerClipper = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        innerClipper.clipsToBounds = true
        innerClipper.backgroundColor = .systemYellow
        let innerChild = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        innerChild.backgroundColor = .systemTeal
        innerClipper.addSubview(innerChild)
        clipper.addSubview(clipped)
        clipper.addSubview(innerClipper)
        host.window.addSubview(clipper)

        // Not clipped: the child overflows its parent.
        let overflow = UIView(frame: CGRect(x: 170, y: 110, width: 40, height: 40))
        overflow.backgroundColor = .darkGray
        let overflowChild = UIView(frame: CGRect(x: 30, y: 30, width: 40, height: 40))
        overflowChild.backgroundColor = .systemPink
        overflow.addSubview(overflowChild)
        host.window.addSubview(overflow)

        // Hidden and fully transparent views draw nothing.
        let hidden = UIView(frame: CGRect(x: 240, y: 120, width: 60, height: 60))
        hidden.backgroundColor = .red
        hidden.isHidden = true
        host.window.addSubview(hidden)
        let transparent = UIView(frame: CGRect(x: 240, y: 120, width: 60, height: 60))
        transparent.backgroundColor = .red
        transparent.alpha = 0
        host.window.addSubview(transparent)

        // Only some corners rounded.
        let tab = UIView(frame: CGRect(x: 240, y: 190, width: 70, height: 40))
        tab.backgroundColor = .systemIndigo
        tab.layer.cornerRadius = 14
        tab.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        host.window.addSubview(tab)
        return host
    }

    @Test func viewPropertiesAtScaleOne() {
        let host = makePropertiesScene(scale: 1)
        assertSnapshot(of: host.render(), named: "view-properties@1x")
    }

    @Test func viewPropertiesAtScaleTwoAreCrisp() {
        let host = makePropertiesScene(scale: 2)
        let image = host.render()
        #expect(image.cgImage?.width == 640)
        #expect(image.size == CGSize(width: 320, height: 240))
        assertSnapshot(of: image, named: "view-properties@2x")
    }

    @Test func pixelsMatchTheViewsThatDrawThem() {
        let host = makePropertiesScene(scale: 1)
        let image = host.render().cgImage!
        #expect(image.pixel(x: 40, y: 30) == RGBA8(red: 0, green: 122, blue: 255, alpha: 255), "systemBlue fill")
        #expect(image.pixel(x: 5, y: 5) == RGBA8(red: 255, green: 255, blue: 255, alpha: 255), "white window")
        #expect(
            image.pixel(x: 81, y: 11) == RGBA8(red: 255, green: 255, blue: 255, alpha: 255),
            "outside the rounded corner")
        #expect(image.pixel(x: 110, y: 11) == RGBA8(red: 0, green: 0, blue: 0, alpha: 255), "border")
        // Group alpha: parent and overlapping child blend as one layer at 50%.
        #expect(image.pixel(x: 180, y: 40) == image.pixel(x: 155, y: 15))
        #expect(
            image.pixel(x: 265, y: 150) == RGBA8(red: 255, green: 255, blue: 255, alpha: 255), "hidden draws nothing")
        // The overflowing child shows outside its unclipped parent.
        #expect(image.pixel(x: 235, y: 175) == RGBA8(red: 255, green: 45, blue: 85, alpha: 255))
    }

    @Test func changingOneViewDamagesOnlyItsOldAndNewArea() {
        let host = TestHost(size: CGSize(width: 200, height: 100))
        host.window.backgroundColor = .white
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        a.backgroundColor = .black
        let b = UIView(frame: CGRect(x: 100, y: 10, width: 20, height: 20))
        b.backgroundColor = .systemBlue
        host.window.addSubview(a)
        host.window.addSubview(b)
        let before = host.render().cgImage!
        #expect(host.lastRenderedDamage == [PixelRect(x: 0, y: 0, width: 200, height: 100)], "first frame: everything")

        _ = host.render()
        #expect(host.lastRenderedDamage.isEmpty, "nothing changed: nothing rendered")

        a.backgroundColor = .systemRed
        _ = host.render()
        #expect(host.lastRenderedDamage == [PixelRect(x: 9, y: 9, width: 22, height: 22)])

        a.center = CGPoint(x: 60, y: 20)
        let after = host.render().cgImage!
        // Old area 9...31, new area 49...71: two rectangles, nothing else.
        #expect(
            Set(host.lastRenderedDamage) == [
                PixelRect(x: 9, y: 9, width: 22, height: 22), PixelRect(x: 49, y: 9, width: 22, height: 22),
            ])
        for y in 0..<100 {
            for x in 0..<200 where !host.lastRenderedDamage.contains(where: { $0.contains(x: x, y: y) }) {
                #expect(after.pixel(x: x, y: y) == before.pixel(x: x, y: y))
            }
        }
        #expect(after.pixel(x: 60, y: 20) == RGBA8(red: 255, green: 59, blue: 48, alpha: 255))
        #expect(after.pixel(x: 20, y: 20) == RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test func insertingRemovingAndHidingDamageTheSubtreesArea() {
        let host = TestHost(size: CGSize(width: 200, height: 100))
        _ = host.render()
        let parent = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        let child = UIView(frame: CGRect(x: 30, y: 0, width: 10, height: 10))
        parent.addSubview(child)
        host.window.addSubview(parent)
        _ = host.render()
        #expect(
            host.lastRenderedDamage == [PixelRect(x: 9, y: 9, width: 42, height: 22)], "parent and overflowing child")

        child.isHidden = true
        _ = host.render()
        #expect(host.lastRenderedDamage == [PixelRect(x: 39, y: 9, width: 12, height: 12)])

        parent.removeFromSuperview()
        _ = host.render()
        #expect(host.lastRenderedDamage == [PixelRect(x: 9, y: 9, width: 22, height: 22)])

        let offscreen = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        offscreen.backgroundColor = .red
        _ = host.render()
        #expect(host.lastRenderedDamage.isEmpty, "views outside any window damage nothing")
    }

    @Test func setNeedsDisplayDamagesTheRectAndCallsDraw() {
        final class Canvas: UIView {
            var drawnRects: [CGRect] = []
            override func draw(_ rect: CGRect) {
                drawnRects.append(rect)
                UIColor.systemGreen.setFill()
                UIBezierPath(ovalIn: bounds.insetBy(dx: 10, dy: 10)).fill()
            }
        }
        let host = TestHost(size: CGSize(width: 200, height: 100), scale: 2)
        let canvas = Canvas(frame: CGRect(x: 50, y: 0, width: 100, height: 100))
        host.window.addSubview(canvas)
        _ = host.render()
        #expect(canvas.drawnRects == [canvas.bounds])
        canvas.setNeedsDisplay(CGRect(x: 10, y: 10, width: 20, height: 20))
        _ = host.render()
        #expect(host.lastRenderedDamage == [PixelRect(x: 120, y: 20, width: 40, height: 40)], "in pixels at scale 2")
        #expect(canvas.drawnRects.last == CGRect(x: 10, y: 10, width: 20, height: 20))
    }

    @Test func windowsAreCompositedByLevelAndHiddenWindowsAreNotDrawn() {
        let host = TestHost(size: CGSize(width: 100, height: 100))
        host.window.backgroundColor = .white
        let overlay = UIWindow(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        overlay.windowLevel = .alert
        overlay.backgroundColor = .systemRed
        overlay.isHidden = false
        let image = host.render().cgImage!
        #expect(image.pixel(x: 75, y: 75) == RGBA8(red: 255, green: 59, blue: 48, alpha: 255))
        overlay.isHidden = true
        let after = host.render().cgImage!
        #expect(after.pixel(x: 75, y: 75) == RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(host.lastRenderedDamage == [PixelRect(x: 49, y: 49, width: 51, height: 51)])
    }

    @Test func aLabelThatChangesDamagesItsOldAndNewFrameAndNothingElse() throws {
        let host = TestHost(size: CGSize(width: 300, height: 120))
        host.window.backgroundColor = .white
        let neighbour = UILabel(frame: CGRect(x: 10, y: 70, width: 280, height: 30))
        neighbour.text = "Neighbouring text stays as it was"
        host.window.addSubview(neighbour)
        let label = UILabel()
        label.text = "Short"
        label.sizeToFit()
        label.frame.origin = CGPoint(x: 10, y: 20)
        host.window.addSubview(label)
        let before = try #require(host.render().cgImage)
        let oldFrame = label.frame

        label.text = "A much longer text"
        label.sizeToFit()
        let after = try #require(host.render().cgImage)
        let expected = oldFrame.union(label.frame).insetBy(dx: -1, dy: -1).integral
        let damage = host.lastRenderedDamage.reduce(CGRect.null) {
            $0.union(CGRect(x: $1.x, y: $1.y, width: $1.width, height: $1.height))
        }
        #expect(damage == expected, "the label's old and new frames, and no more")
        for y in 0..<120 {
            for x in 0..<300 where !damage.contains(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)) {
                if after.pixel(x: x, y: y) != before.pixel(x: x, y: y) {
                    Issue.record("pixel (\(x), \(y)) outside the damage changed")
                    return
                }
            }
        }
    }

    @Test func anIdleLaunchedAppRendersNothingAndSchedulesNoTimer() {
        final class Delegate: UIApplicationDelegate {
            var window: UIWindow?
            func application(
                _ application: UIApplication,
                didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
            ) -> Bool {
                let window = UIWindow()
                window.addSubview(UISwitch(frame: CGRect(x: 10, y: 10, width: 0, height: 0)))
                self.window = window
                return true
            }
        }
        let clock = VirtualClock()
        let display = OffscreenDisplay()
        let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 200, height: 100), scale: 1)
        let application = UIApplication.launch(
            on: Platform(screen: screen, display: display, clock: clock, summary: "test: virtual clock"),
            delegate: Delegate())
        clock.advance(by: 0)
        #expect(display.frameCount == 1)
        clock.advance(by: 60)
        #expect(display.frameCount == 1, "nothing changed: no frame")
        #expect(clock.pendingTimerCount == 0, "and no timer waiting")

        application.enqueue(.touches(TouchFrame([TouchContact(id: 0, change: .down, location: CGPoint(x: 20, y: 20))])))
        application.enqueue(.touches(TouchFrame([TouchContact(id: 0, change: .up, location: CGPoint(x: 20, y: 20))])))
        clock.advance(by: 1)
        #expect(display.frameCount > 1, "the tap and the thumb's slide drew frames")
        let frames = display.frameCount
        clock.advance(by: 60)
        #expect(display.frameCount == frames, "idle again")
        #expect(clock.pendingTimerCount == 0)
    }
}

/// Trees far deeper than any screen needs (a fuzzer built them) render without overflowing the
/// main thread's stack; the innermost view's colour reaches the frame.
@MainActor
@Suite struct DeepTreeRenderingTests {
    @Test(arguments: [10_000, 30_000])
    func nestedViewsRender(depth: Int) throws {
        let host = TestHost(size: CGSize(width: 64, height: 48))
        host.window.backgroundColor = .white
        // Built from the inside out: adding to a parent checks the parent's ancestors, and a
        // parent without any keeps the build linear.
        let innermost = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        innermost.backgroundColor = .black
        var root = innermost
        for level in 1..<depth {
            // Each level a point left or right of its child (so every level's transform counts),
            // and some translucent (so group opacity nests too).
            let parent = UIView(frame: CGRect(x: level % 2 == 0 ? 1 : -1, y: 0, width: 40, height: 40))
            if level % 1000 == 0 { parent.alpha = 0.999 }
            parent.addSubview(root)
            root = parent
        }
        host.window.addSubview(root)
        let image = try #require(host.render().cgImage)
        #expect(image.pixel(x: 20, y: 20).red < 10, "the innermost view is drawn")
        #expect(image.pixel(x: 50, y: 20) == RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
        // A change deep inside is damage reported through every level, and drawn again.
        innermost.backgroundColor = .white
        let redrawn = try #require(host.render().cgImage)
        #expect(redrawn.pixel(x: 20, y: 20).red > 245)
        root.removeFromSuperview()
    }
}

/// The screen behind the windows is black, and is not cleared first when a view paints all of it.
@MainActor
@Suite struct ScreenCoverTests {
    @Test func behindAWindowWithoutBackgroundTheScreenIsBlack() throws {
        let host = TestHost(size: CGSize(width: 120, height: 80))
        // A full-screen opaque view, but inside a parent that clips it to the left half: the
        // right half shows the black screen, painted opaque (a frame starts all zeros).
        // Shown whole first, then clipped: the right half must not keep the blue.
        let clipping = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 80))
        let cover = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        cover.backgroundColor = .systemBlue
        clipping.addSubview(cover)
        host.window.addSubview(clipping)
        let whole = try #require(host.render().cgImage)
        #expect(whole.pixel(x: 90, y: 40) == RGBA8(red: 0, green: 122, blue: 255, alpha: 255))
        clipping.clipsToBounds = true
        let image = try #require(host.render().cgImage)
        #expect(image.pixel(x: 30, y: 40) == RGBA8(red: 0, green: 122, blue: 255, alpha: 255))
        #expect(image.pixel(x: 90, y: 40) == RGBA8(red: 0, green: 0, blue: 0, alpha: 255))
        // Faded: it covers nothing opaquely, so the screen is black behind it.
        clipping.clipsToBounds = false
        cover.alpha = 0.5
        let faded = try #require(host.render().cgImage)
        #expect(faded.pixel(x: 90, y: 40).alpha == 255)
        #expect(faded.pixel(x: 90, y: 40).blue < 140)
    }

    @Test func anOpaqueFullScreenViewPaintsEveryPixel() throws {
        let host = TestHost(size: CGSize(width: 120, height: 80))
        let root = UIView(frame: host.window.bounds)
        root.backgroundColor = .white
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        badge.backgroundColor = UIColor.systemRed.withAlphaComponent(0.5)
        root.addSubview(badge)
        host.window.addSubview(root)
        let image = try #require(host.render().cgImage)
        #expect(image.pixel(x: 100, y: 70) == RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
        let blended = image.pixel(x: 20, y: 20)
        #expect(blended.alpha == 255 && blended.red == 255 && blended.green > 100 && blended.green < 180)
        // The same pixels as with the screen cleared first: moved away and back, repainted whole.
        root.center.x += 30
        _ = host.render()
        #expect(host.application.frameBuffer.withUnsafeBytes { $0[4 * 5 + 3] } == 255, "black where it left")
        root.center.x -= 30
        let back = try #require(host.render().cgImage)
        #expect(back.pixel(x: 20, y: 20) == blended)
        #expect(back.pixel(x: 5, y: 5) == RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
    }
}
