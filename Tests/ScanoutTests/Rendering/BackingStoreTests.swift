import ScanoutTesting
import Testing

@testable import Scanout

/// A view's drawing is kept between frames: `draw(_:)` runs again exactly when what it draws may
/// have changed, and a frame made from kept drawing is the frame drawing everything again makes.
@MainActor
@Suite struct BackingStoreTests {
    /// Counts its `draw(_:)` calls and the rectangles they were asked for; draws a disc and a
    /// word, so that edges and glyphs show any misplacement.
    final class CountingView: UIView {
        var draws = 0
        var drawnRects: [CGRect] = []
        var discColor = UIColor.systemBlue

        override func draw(_ rect: CGRect) {
            draws += 1
            drawnRects.append(rect)
            discColor.setFill()
            UIBezierPath(ovalIn: bounds.insetBy(dx: 4, dy: 4)).fill()
            "Kept".draw(
                at: CGPoint(x: 8, y: 8),
                withAttributes: [.font: UIFont.systemFont(ofSize: 13), .foregroundColor: UIColor.label])
        }
    }

    @MainActor final class Scene {
        let host: TestHost
        let view = CountingView(frame: CGRect(x: 40, y: 40, width: 120, height: 80))

        init(scale: CGFloat = 1) {
            host = TestHost(size: CGSize(width: 320, height: 240), scale: scale)
            host.window.backgroundColor = .systemGroupedBackground
            host.window.addSubview(view)
            _ = host.render()
        }

        var pixels: [UInt8] { host.framePixels }

        /// The screen drawn again from scratch, every view's `draw(_:)` called.
        func drawnFromScratch() -> [UInt8] { host.framePixelsDrawnFromScratch() }
    }

    @Test func drawingIsKeptWhenTheViewMovesFadesHidesOrTheScreenIsRepainted() {
        let scene = Scene()
        #expect(scene.view.draws == 1)

        scene.host.application.compositor.addDamage(scene.host.application.screen.bounds)
        _ = scene.host.render()
        scene.view.center.x += 25
        _ = scene.host.render()
        scene.view.alpha = 0.5
        _ = scene.host.render()
        scene.view.isHidden = true
        _ = scene.host.render()
        scene.view.isHidden = false
        scene.view.transform = CGAffineTransform(translationX: 3, y: -7)
        _ = scene.host.render()
        #expect(scene.view.draws == 1, "moving, fading, hiding and repainting the screen draw nothing again")

        let kept = scene.pixels
        let same = kept == scene.drawnFromScratch()
        #expect(same)
        #expect(scene.view.draws == 2)
    }

    @Test func drawingIsKeptInAScrollingList() {
        let host = TestHost(size: CGSize(width: 320, height: 240))
        let list = UIScrollView(frame: host.window.bounds)
        list.backgroundColor = .white
        list.contentSize = CGSize(width: 320, height: 2000)
        let views = (0..<20).map { CountingView(frame: CGRect(x: 10, y: CGFloat($0) * 90, width: 300, height: 80)) }
        for view in views { list.addSubview(view) }
        host.window.addSubview(list)
        _ = host.render()
        let firstScreen = views.filter { $0.draws == 1 }.count
        #expect(firstScreen == 3)
        list.contentOffset.y = 45
        _ = host.render()
        list.contentOffset.y = 0
        _ = host.render()
        #expect(views.prefix(3).map(\.draws) == [1, 1, 1], "rows scrolled away and back are not drawn again")
        #expect(views[3].draws == 1, "the row that came on was drawn once")
    }

    @Test func drawingIsRedrawnWhenItMayHaveChanged() {
        let scene = Scene()
        let view = scene.view

        view.setNeedsDisplay()
        _ = scene.host.render()
        #expect(view.draws == 2)
        #expect(view.drawnRects.last == view.bounds)

        // A part: only it is drawn again, as UIKit asks `draw(_:)` for it.
        view.setNeedsDisplay(CGRect(x: 10, y: 10, width: 20, height: 20))
        _ = scene.host.render()
        #expect(view.draws == 3)
        #expect(view.drawnRects.last == CGRect(x: 10, y: 10, width: 20, height: 20))

        view.backgroundColor = .systemYellow
        _ = scene.host.render()
        #expect(view.draws == 4, "a new background colour")

        view.bounds.size.width += 10
        _ = scene.host.render()
        #expect(view.draws == 5, "a new size")

        view.center.x += 0.5
        _ = scene.host.render()
        #expect(view.draws == 6, "half a point is half a pixel at scale 1: edges fall differently")

        view.overrideUserInterfaceStyle = .dark
        _ = scene.host.render()
        #expect(view.draws == 7, "dynamic colours resolve differently")

        view.tintColor = .systemRed
        _ = scene.host.render()
        #expect(view.draws == 8, "a new tint")

        // A change that `draw(_:)` reads but nothing announced is not drawn, as in UIKit.
        view.discColor = .systemGreen
        _ = scene.host.render()
        #expect(view.draws == 8)

        let kept = scene.pixels
        let same = kept == scene.drawnFromScratch()
        #expect(!same, "the unannounced colour shows only when drawn again")
    }

    /// Kept drawing composited straight through pixman makes exactly the pixels cairo's fill
    /// makes: on the frame, inside a translucent group too large to keep (composited into the
    /// group's surface, which starts where the group does), under partial damage, at both scales.
    @Test(arguments: [1.0, 2.0])
    func compositingThroughPixmanMakesCairosPixels(scale: CGFloat) {
        let host = TestHost(size: CGSize(width: 320, height: 240), scale: scale)
        host.window.backgroundColor = .systemGroupedBackground
        let panel = UIView(frame: CGRect(x: 6.5, y: 9, width: 300, height: 220))
        panel.backgroundColor = .white
        panel.alpha = 0.8
        host.window.addSubview(panel)
        var views: [CountingView] = []
        for index in 0..<6 {
            let view = CountingView(
                frame: CGRect(x: 13 + 47 * CGFloat(index), y: 20 + 23 * CGFloat(index), width: 90, height: 60))
            view.backgroundColor = index.isMultiple(of: 2) ? .clear : .systemYellow
            (index < 3 ? host.window : panel).addSubview(view)
            views.append(view)
        }
        _ = host.render()
        defer { host.application.compositor.pixelPaths.fillsAndCompositesThroughPixman = true }
        for step in 0..<3 {
            // Partial damage: one view redrawn, the rest composited under the damage's clip.
            views[step * 2].setNeedsDisplay()
            _ = host.render()
            let throughPixman = host.framePixels
            host.application.compositor.pixelPaths.fillsAndCompositesThroughPixman = false
            host.application.compositor.addDamage(host.window.bounds)
            _ = host.render()
            let same = host.framePixels == throughPixman
            #expect(same, "step \(step) at scale \(scale)")
            host.application.compositor.pixelPaths.fillsAndCompositesThroughPixman = true
        }
        #expect(panel.groupStore == nil, "the panel is too large to keep: its group is painted each time")
    }

    /// Opaque backgrounds filled straight through pixman make exactly the pixels cairo's fill
    /// makes: colours whose components round either way, views on whole pixels (filled by
    /// pixman) and between them (filled by cairo), inside a clipping parent, at both scales.
    @Test(arguments: [1.0, 2.0])
    func opaqueBackgroundsFilledThroughPixmanMakeCairosPixels(scale: CGFloat) {
        let host = TestHost(size: CGSize(width: 320, height: 240), scale: scale)
        host.window.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        let clipper = UIView(frame: CGRect(x: 10, y: 10, width: 150, height: 200))
        clipper.clipsToBounds = true
        clipper.backgroundColor = UIColor(white: 0.5, alpha: 1)
        host.window.addSubview(clipper)
        let components: [CGFloat] = [0, 1.0 / 255, 0.5, 0.501, 0.7, 0.999, 1, 1.2, -0.1]
        for index in 0..<components.count {
            let view = UIView(
                frame: CGRect(
                    x: 5 + 31 * CGFloat(index) + (index.isMultiple(of: 3) ? 0.5 : 0), y: 8 + 19 * CGFloat(index),
                    width: 40, height: 25.25 * CGFloat(index % 2 + 1)))
            view.backgroundColor = UIColor(
                red: components[index], green: components[(index + 3) % components.count],
                blue: components[(index + 5) % components.count], alpha: 1)
            (index.isMultiple(of: 2) ? host.window : clipper).addSubview(view)
        }
        _ = host.render()
        let throughPixman = host.framePixels
        let same = throughPixman == host.framePixelsDrawnFromScratchThroughCairo()
        #expect(same, "at scale \(scale)")
    }

    @Test func halfAPointAtScaleTwoIsAWholePixel() {
        let scene = Scene(scale: 2)
        scene.view.center.x += 0.5
        _ = scene.host.render()
        #expect(scene.view.draws == 1)
        let same = scene.pixels == scene.drawnFromScratch()
        #expect(same)
    }

    @Test func aRotatedViewIsDrawnDirectly() {
        let scene = Scene()
        scene.view.transform = CGAffineTransform(rotationAngle: 0.3)
        _ = scene.host.render()
        scene.host.application.compositor.addDamage(scene.host.application.screen.bounds)
        _ = scene.host.render()
        #expect(scene.view.draws == 3, "drawn for each frame that repaints it")
        #expect(scene.view.backingStore == nil || scene.view.backingStore?.isValid == true)
    }

    @Test func aViewThatDrawsNothingKeepsNoPixels() {
        final class Container: UIView {}
        let host = TestHost(size: CGSize(width: 320, height: 240))
        let container = Container(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.backgroundColor = .systemTeal
        host.window.addSubview(container)
        _ = host.render()
        let store = container.backingStore
        #expect(store != nil && store?.surface == nil && store?.isValid == true)
        #expect(host.application.compositor.backingStores.byteCount == 0)
    }

    @Test func labelsShowTheirNewTextAndColour() {
        let host = TestHost(size: CGSize(width: 320, height: 120))
        host.window.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 300, height: 30))
        label.text = "First"
        host.window.addSubview(label)
        _ = host.render()
        for change in 0..<4 {
            switch change {
            case 0: label.text = "Second, longer"
            case 1: label.textColor = .systemRed
            case 2: label.font = .boldSystemFont(ofSize: 20)
            default: label.textAlignment = .center
            }
            _ = host.render()
            let kept = host.framePixels
            let fresh = host.framePixelsDrawnFromScratch()
            let same = kept == fresh
            #expect(same, "after change \(change)")
        }
    }

    /// Random moves, fades, text and colour changes, partial invalidations and hiding, inside and
    /// outside a translucent panel, at two scales: every frame equals the same screen drawn from scratch (to a level where a part was
    /// drawn again).
    @Test(arguments: [1.0, 2.0])
    func everyFrameEqualsDrawingFromScratch(scale: Double) {
        var random = SplitMix64(seed: 17 + UInt64(scale))
        let host = TestHost(size: CGSize(width: 320, height: 240), scale: scale)
        host.window.backgroundColor = .systemGroupedBackground
        let views = (0..<6).map { CountingView(frame: CGRect(x: 10 + CGFloat($0) * 45, y: 20, width: 90, height: 60)) }
        let labels = (0..<4).map { UILabel(frame: CGRect(x: 10, y: 100 + CGFloat($0) * 30, width: 200, height: 26)) }
        // A translucent panel holding two of the views and a label: its subtree is kept whole.
        let panel = UIView(frame: CGRect(x: 150, y: 90, width: 160, height: 140))
        panel.backgroundColor = .systemYellow
        panel.layer.cornerRadius = 10
        panel.alpha = 0.7
        for view in views.prefix(4) { host.window.addSubview(view) }
        for view in views.suffix(2) { panel.addSubview(view) }
        views[4].frame.origin = CGPoint(x: 5, y: 5)
        views[5].frame.origin = CGPoint(x: 50, y: 70)
        host.window.addSubview(panel)
        for (index, label) in labels.enumerated() {
            label.text = "Label \(index)"
            (index == 3 ? panel : host.window).addSubview(label)
        }
        labels[3].frame.origin = CGPoint(x: 5, y: 110)
        _ = host.render()
        var lastChange = ""
        for step in 0..<60 {
            let view = views[Int(random.next() % UInt64(views.count))]
            let label = labels[Int(random.next() % UInt64(labels.count))]
            let choice = random.next() % 10
            lastChange = "\(choice) on \(views.firstIndex(of: view)!) / \(labels.firstIndex(of: label)!)"
            switch choice {
            case 0: view.center.x += CGFloat(Int(random.next() % 9) - 4) / 2
            case 1: view.alpha = [1, 0.6, 0.3][Int(random.next() % 3)]
            case 2: view.setNeedsDisplay(CGRect(x: CGFloat(random.next() % 60), y: 5.5, width: 17, height: 23))
            case 3:
                view.discColor = [.systemRed, .systemBlue, .systemGreen][Int(random.next() % 3)]
                view.setNeedsDisplay()
            case 4: label.text = "Step \(step) " + String(repeating: "w", count: Int(random.next() % 12))
            case 5: label.textColor = [.label, .systemPink, .systemIndigo][Int(random.next() % 3)]
            case 6: view.isHidden.toggle()
            case 7: panel.alpha = [0.7, 0.4, 0.9][Int(random.next() % 3)]
            case 8: panel.center.y += CGFloat(Int(random.next() % 5) - 2)
            default: view.superview?.bringSubviewToFront(view)
            }
            _ = host.render()
            let kept = host.framePixels
            let fresh = host.framePixelsDrawnFromScratch()
            // A part drawn again is clipped to its pixels, and cairo's rasterizer gives the edge
            // pixels of a curve or glyph the clip cuts a few levels differently from a whole one
            // (it clips the polygon first; the same holds for a damaged rectangle of the screen
            // repainted). Those pixels may differ by that much; a stale or misplaced drawing
            // differs by far more.
            guard kept != fresh else { continue }
            let largest = zip(kept, fresh).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
            #expect(largest <= 8, "step \(step) at scale \(scale): \(lastChange)")
            if largest > 8 {
                let width = host.application.frameBuffer.bytesPerRow
                let differing = zip(kept, fresh).enumerated().filter { abs(Int($0.element.0) - Int($0.element.1)) > 8 }
                print(
                    "DIFF", step, lastChange, differing.count,
                    differing.prefix(6).map { ($0.offset % width / 4, $0.offset / width, $0.element) })
                return
            }
        }
    }

    @Test func theStoresStayWithinTheirBudget() {
        // 40 views of 100×100 at scale 2 hold 40 × 160 kB, beyond the budget of one and a half
        // 320×240 frames at scale 2, 1.8 MB:
        // those shown least recently are dropped, and drawn again when shown.
        let host = TestHost(size: CGSize(width: 320, height: 240), scale: 2)
        let views = (0..<40).map { _ in CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) }
        for view in views {
            view.isHidden = true
            host.window.addSubview(view)
        }
        for view in views {
            view.isHidden = false
            _ = host.render()
            view.isHidden = true
            _ = host.render()
        }
        let budget = host.application.compositor.backingStores
        #expect(budget.byteCount <= budget.byteLimit)
        #expect(budget.liveStoreCount < views.count)
        #expect(views.first?.backingStore?.surface == nil, "the first shown was dropped")
        views[0].isHidden = false
        _ = host.render()
        #expect(views[0].draws == 2, "and is drawn again when shown")
        #expect(views.last?.draws == 1)
    }

    @Test func aFadingPanelIsCompositedFromItsKeptSubtree() {
        let host = TestHost(size: CGSize(width: 320, height: 240))
        host.window.backgroundColor = .white
        let panel = UIView(frame: CGRect(x: 20, y: 20, width: 200, height: 150))
        panel.backgroundColor = .systemTeal
        panel.layer.cornerRadius = 12
        let inside = CountingView(frame: CGRect(x: 10, y: 10, width: 120, height: 80))
        let label = UILabel(frame: CGRect(x: 10, y: 100, width: 180, height: 30))
        label.text = "Inside the panel"
        panel.addSubview(inside)
        panel.addSubview(label)
        host.window.addSubview(panel)
        _ = host.render()
        #expect(inside.draws == 1)

        // Fading: each frame composites the panel's kept subtree at the new opacity.
        for alpha in stride(from: 0.9, through: 0.3, by: -0.2) {
            panel.alpha = alpha
            _ = host.render()
        }
        #expect(inside.draws == 2, "drawn once into the panel's group store, then kept")
        let store = panel.groupStore
        #expect(store != nil && store?.isValid == true)
        panel.center.x += 7
        _ = host.render()
        #expect(panel.groupStore === store && store?.isValid == true, "moving the panel keeps it")

        func matchesScratch() -> Bool {
            let kept = host.framePixels
            return kept == host.framePixelsDrawnFromScratch()
        }
        #expect(matchesScratch())

        // A change inside paints the subtree again.
        label.text = "Changed"
        _ = host.render()
        #expect(panel.groupStore?.isValid == true)
        #expect(matchesScratch())
        let drawsBefore = inside.draws
        inside.center.y += 3
        _ = host.render()
        #expect(inside.draws == drawsBefore + 1, "a subview moving inside paints the subtree again")
        #expect(matchesScratch())
        let added = UIView(frame: CGRect(x: 150, y: 10, width: 30, height: 30))
        added.backgroundColor = .systemRed
        panel.addSubview(added)
        _ = host.render()
        #expect(matchesScratch())
        added.removeFromSuperview()
        _ = host.render()
        #expect(matchesScratch())

        // Opaque again: the kept subtree is let go.
        panel.alpha = 1
        _ = host.render()
        #expect(panel.groupStore == nil)
        #expect(matchesScratch())
    }
}
