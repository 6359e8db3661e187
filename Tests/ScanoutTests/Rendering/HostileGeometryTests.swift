import ScanoutTesting
import Testing

@testable import Scanout

/// Geometry a buggy app computes — a division by zero in a layout, a scale of 1e308 — reaches the
/// compositor, hit-testing and gestures as NaN, infinities, huge and negative sizes, singular
/// transforms. UIKit does not crash on such a view: it is not drawn (or drawn clipped) and touches
/// pass it by. Neither may Scanout, whichever path the value takes to pixels or integers.
@MainActor
@Suite struct HostileGeometryTests {
    static let red = RGBA8(red: 255, green: 0, blue: 0, alpha: 255)
    static let blue = RGBA8(red: 0, green: 0, blue: 255, alpha: 255)
    static let yellow = RGBA8(red: 255, green: 255, blue: 0, alpha: 255)
    static let white = RGBA8(red: 255, green: 255, blue: 255, alpha: 255)

    /// Values a layout computation can produce when it goes wrong.
    static let hostileNumbers: [CGFloat] = [
        .nan, .infinity, -.infinity, 1e308, -1e308, 1e20, -1e20, 1e9, -1e9, -50, 0, 1e-300,
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude,
    ]

    /// A screen of 300 views of many kinds, nested, about half of them given hostile geometry, the
    /// rest ordinary; returns what the checks need. Deterministic for a seed.
    static func buildHostileScreen(on host: TestHost, seed: UInt64) -> HostileScreen {
        var random = SplitMix64(seed: seed)
        let screen = HostileScreen()
        var containers: [UIView] = [host.window]
        func number() -> CGFloat {
            Bool.random(using: &random)
                ? hostileNumbers.randomElement(using: &random)!
                : CGFloat(Int.random(in: -100...900, using: &random))
        }
        for index in 0..<300 {
            let view: UIView
            switch index % 9 {
            case 0: view = UIView()
            case 1:
                let label = UILabel()
                label.text = "Label \(index) with some text that wraps"
                label.numberOfLines = index % 2
                view = label
            case 2:
                let button = UIButton(type: .system)
                button.setTitle("Button \(index)", for: .normal)
                button.addAction(UIAction { _ in screen.actions += 1 }, for: .touchUpInside)
                view = button
            case 3: view = HostileDrawingView()
            case 4:
                let scroll = UIScrollView()
                scroll.contentSize = CGSize(width: number(), height: number())
                scroll.contentOffset = CGPoint(x: number(), y: number())
                view = scroll
            case 5:
                let field = UITextField()
                field.text = "Field \(index)"
                view = field
            case 6: view = UISwitch()
            case 7: view = UISlider()
            default:
                let image = UIImageView(image: UIImage(systemName: "star.fill"))
                image.contentMode = index % 2 == 0 ? .scaleAspectFit : .center
                view = image
            }
            view.backgroundColor = UIColor(red: CGFloat(index % 7) / 7, green: 0.5, blue: 0.5, alpha: 1)
            view.frame = CGRect(
                x: CGFloat(Int.random(in: 0...700, using: &random)), y: CGFloat(Int.random(in: 0...400, using: &random)),
                width: CGFloat(Int.random(in: 10...200, using: &random)),
                height: CGFloat(Int.random(in: 10...120, using: &random)))
            let isHostile = index % 2 == 1
            if isHostile {
                switch Int.random(in: 0..<10, using: &random) {
                case 0: view.frame = CGRect(x: number(), y: number(), width: number(), height: number())
                case 1: view.bounds = CGRect(x: number(), y: number(), width: number(), height: number())
                case 2: view.center = CGPoint(x: number(), y: number())
                case 3:
                    view.transform = CGAffineTransform(
                        a: number(), b: number(), c: number(), d: number(), tx: number(), ty: number())
                case 4: view.transform = CGAffineTransform(scaleX: 0, y: number())
                case 5: view.transform = CGAffineTransform(rotationAngle: number())
                case 6: view.alpha = [CGFloat.nan, .infinity, -1, 1e308, 0.5].randomElement(using: &random)!
                case 7:
                    view.layer.cornerRadius = number()
                    view.layer.borderWidth = number()
                    view.clipsToBounds = Bool.random(using: &random)
                case 8:
                    view.layer.shadowOpacity = 0.5
                    view.layer.shadowRadius = number()
                    view.layer.shadowOffset = CGSize(width: number(), height: number())
                default:
                    view.layer.anchorPoint = CGPoint(x: number(), y: number())
                    view.layer.position = CGPoint(x: number(), y: number())
                }
            }
            if index % 5 == 0 {
                let tap = UITapGestureRecognizer()
                tap.addTarget { _ in screen.gestures += 1 }
                view.addGestureRecognizer(tap)
            } else if index % 5 == 1 {
                let pan = UIPanGestureRecognizer()
                pan.addTarget { recognizer in
                    // The app reads the translation and velocity as it would to move the view.
                    let pan = recognizer as! UIPanGestureRecognizer
                    let moved = pan.translation(in: view)
                    _ = pan.velocity(in: view)
                    view.center = CGPoint(x: view.center.x + moved.x, y: view.center.y + moved.y)
                    pan.setTranslation(.zero, in: view)
                    screen.gestures += 1
                }
                view.addGestureRecognizer(pan)
            } else if index % 5 == 2 {
                let pinch = UIPinchGestureRecognizer()
                pinch.addTarget { recognizer in
                    let pinch = recognizer as! UIPinchGestureRecognizer
                    view.transform = view.transform.scaledBy(x: pinch.scale, y: pinch.scale)
                    screen.gestures += 1
                }
                view.addGestureRecognizer(pinch)
            }
            view.isUserInteractionEnabled = true
            containers.randomElement(using: &random)!.addSubview(view)
            if index % 3 == 0 { containers.append(view) }
            screen.views.append(view)
            if isHostile { screen.hostileViews.append(view) }
        }
        return screen
    }

    /// Renders, hit-tests everywhere (hostile points too) and plays 600 gestures of one, two and
    /// three fingers over the screen, redrawing as it goes.
    static func exercise(_ host: TestHost, _ screen: HostileScreen, seed: UInt64) {
        var random = SplitMix64(seed: seed)
        _ = host.render()
        let size = host.window.bounds.size
        let points =
            (0..<200).map { _ in
                CGPoint(
                    x: CGFloat.random(in: 0..<size.width, using: &random),
                    y: CGFloat.random(in: 0..<size.height, using: &random))
            } + hostileNumbers.map { CGPoint(x: $0, y: $0) }
        for point in points {
            _ = host.window.hitTest(point, with: nil)
            for view in screen.views.prefix(40) {
                _ = view.convert(point, from: host.window)
                _ = view.point(inside: point, with: nil)
            }
        }
        func onScreen() -> CGPoint {
            CGPoint(
                x: CGFloat.random(in: 0..<size.width, using: &random),
                y: CGFloat.random(in: 0..<size.height, using: &random))
        }
        for gesture in 0..<600 {
            switch gesture % 4 {
            case 0: host.tap(at: onScreen())
            case 1:
                host.touchDown(at: onScreen())
                for _ in 0..<4 {
                    host.touchMove(to: onScreen())
                    host.advance(by: 0.016)
                }
                host.touchUp()
            case 2:
                host.touchDown(at: onScreen(), finger: 0)
                host.touchDown(at: onScreen(), finger: 1)
                host.touchMove(to: onScreen(), finger: 0)
                host.touchMove(to: onScreen(), finger: 1)
                host.advance(by: 0.016)
                host.touchUp(finger: 0)
                host.touchUp(finger: 1)
            default:
                host.touchDown(at: onScreen())
                host.advance(by: 0.6)
                host.touchCancel()
            }
            if gesture % 50 == 0 {
                // The model changes under the gestures: more hostile values mid-sequence.
                let view = screen.views.randomElement(using: &random)!
                view.frame = CGRect(
                    x: hostileNumbers.randomElement(using: &random)!, y: 10, width: 1e308, height: .nan)
                _ = host.render()
            }
        }
        host.advance(by: 1)
        _ = host.render()
    }

    @Test func aScreenOfHostileGeometryDoesNotTrapTheProcess() async {
        // In a child process: before the fix, the first frame trapped.
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                let host = TestHost()
                let screen = HostileGeometryTests.buildHostileScreen(on: host, seed: 31)
                HostileGeometryTests.exercise(host, screen, seed: 32)
            }
        }
    }

    @Test func viewsWithNonFiniteGeometryAreSkippedOthersDrawAndAWarningNamesEachOnce() async {
        let host = TestHost()
        host.window.backgroundColor = .white
        let good = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        good.backgroundColor = .red
        let nanFrame = UIView(frame: CGRect(x: 200, y: 10, width: 100, height: 100))
        nanFrame.backgroundColor = .blue
        nanFrame.accessibilityIdentifier = "nan-frame"
        let infiniteTransform = UIView(frame: CGRect(x: 400, y: 10, width: 100, height: 100))
        infiniteTransform.backgroundColor = .green
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        child.backgroundColor = .yellow
        infiniteTransform.addSubview(child)
        host.window.addSubview(good)
        host.window.addSubview(nanFrame)
        host.window.addSubview(infiniteTransform)
        nanFrame.frame = CGRect(x: CGFloat.nan, y: 10, width: 100, height: 100)
        infiniteTransform.transform = CGAffineTransform(a: .infinity, b: 0, c: 0, d: 1, tx: 0, ty: 0)

        for _ in 0..<5 {
            _ = host.render()
            good.setNeedsDisplay()
            nanFrame.setNeedsDisplay()
        }
        let pixels = host.render().cgImage!
        #expect(pixels.pixel(x: 60, y: 60) == Self.red)
        // Nothing of the skipped views: the window's white shows where they were.
        #expect(pixels.pixel(x: 250, y: 60) == Self.white)
        #expect(pixels.pixel(x: 425, y: 25) == Self.white)
        // Hit-testing passes them by.
        #expect(host.window.hitTest(CGPoint(x: 250, y: 60), with: nil) === host.window)
        #expect(host.window.hitTest(CGPoint(x: 425, y: 25), with: nil) === host.window)
        #expect(host.window.hitTest(CGPoint(x: 60, y: 60), with: nil) === good)

        let skipped = host.warnings.filter { $0.contains("not finite") }
        #expect(skipped.count == 2, "one warning each: \(skipped)")
        #expect(skipped.contains { $0.contains("nan-frame") })

        // Back to finite geometry, the view draws again.
        nanFrame.frame = CGRect(x: 200, y: 10, width: 100, height: 100)
        infiniteTransform.transform = .identity
        let repaired = host.render().cgImage!
        #expect(repaired.pixel(x: 250, y: 60) == Self.blue)
        #expect(repaired.pixel(x: 425, y: 25) == Self.yellow)
    }

    @Test func hugeButFiniteViewsDrawClippedToTheScreen() {
        let host = TestHost()
        let huge = UIView(frame: CGRect(x: -1e12, y: -1e12, width: 2e12, height: 2e12))
        huge.backgroundColor = .blue
        host.window.addSubview(huge)
        let wide = UIView(frame: CGRect(x: 0, y: 300, width: 1e308, height: 40))
        wide.backgroundColor = .red
        host.window.addSubview(wide)
        let pixels = host.render().cgImage!
        #expect(pixels.pixel(x: 400, y: 100) == Self.blue)
        #expect(pixels.pixel(x: 400, y: 320) == Self.red)
        #expect(host.window.hitTest(CGPoint(x: 400, y: 320), with: nil) === wide)
    }
}

/// What the hostile screen is made of, and what the app's handlers counted.
@MainActor
final class HostileScreen {
    var views: [UIView] = []
    var hostileViews: [UIView] = []
    var actions = 0
    var gestures = 0
}

/// A view that draws through `draw(_:)` with the rectangle it is given, as apps do.
final class HostileDrawingView: UIView {
    override func draw(_ rect: CGRect) {
        UIColor.orange.setFill()
        UIBezierPath(roundedRect: rect.insetBy(dx: 2, dy: 2), cornerRadius: rect.width / 8).fill()
        let context = UIGraphicsGetCurrentContext()
        context?.stroke(bounds)
        "draw".draw(at: CGPoint(x: rect.midX, y: rect.midY), withAttributes: nil)
    }
}
