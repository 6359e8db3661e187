import ScanoutTesting
import Testing

@testable import Scanout

/// Scrolling moves the pixels already in the frame and repaints only the uncovered strip, and the
/// frame it makes is exactly what repainting everything would make.
@MainActor
@Suite struct ScrollByMovingPixelsTests {
    /// A window with a bar at the top and an opaque scroll view under it whose content is stripes,
    /// rounded cards and text; the bar overlaps the scroll view's first 20 points. The scroll view
    /// spans the screen's width, less `sideInset` on each side, and leaves 40 points at the bottom.
    @MainActor final class Scene {
        let host: TestHost
        let scrollView: UIScrollView
        let bar: UIView
        var labels: [UILabel] = []

        init(
            size: CGSize = CGSize(width: 320, height: 480), scale: CGFloat = 2, opaque: Bool = true,
            sideInset: CGFloat = 0
        ) {
            host = TestHost(size: size, scale: scale)
            scrollView = UIScrollView(
                frame: CGRect(x: sideInset, y: 40, width: size.width - 2 * sideInset, height: size.height - 80))
            bar = UIView(frame: CGRect(x: 0, y: 0, width: size.width, height: 60))
            host.window.backgroundColor = .systemGray
            scrollView.backgroundColor = opaque ? .white : nil
            scrollView.contentSize = CGSize(width: scrollView.bounds.width, height: 4000)
            for row in 0..<80 {
                let stripe = UIView(
                    frame: CGRect(x: 8, y: CGFloat(row) * 50, width: scrollView.bounds.width - 16, height: 44))
                stripe.backgroundColor = row.isMultiple(of: 3) ? .systemTeal : .systemYellow
                stripe.layer.cornerRadius = row.isMultiple(of: 2) ? 10 : 0
                let label = UILabel(frame: CGRect(x: 12, y: 6, width: 280, height: 30))
                label.text = "Row \(row): the quick brown fox"
                stripe.addSubview(label)
                labels.append(label)
                scrollView.addSubview(stripe)
            }
            bar.backgroundColor = UIColor(white: 0.95, alpha: 0.8)
            host.window.addSubview(scrollView)
            host.window.addSubview(bar)
            _ = host.render()
        }

        var pixels: [UInt8] { host.framePixels }

        /// The same screen repainted whole, from scratch.
        func repaintedWhole() -> [UInt8] { host.framePixelsDrawnFromScratch() }

        var paintedArea: Int { host.application.compositor.lastPaintedRects.reduce(0) { $0 + $1.area } }
    }

    @Test func aScrollFrameRepaintsTheUncoveredStripAndWhatTheBarCovers() {
        let scene = Scene(scale: 1)
        scene.scrollView.contentOffset.y += 7
        _ = scene.host.render()
        let moved = scene.pixels
        // 7 rows uncovered at the bottom; the bar's 21 rows over the list (its extent grows by a
        // point) and the 21 the move carried its pixels to.
        #expect(scene.paintedArea <= 320 * (7 + 21 + 21 + 2), "\(scene.host.application.compositor.lastPaintedRects)")
        #expect(scene.host.lastRenderedDamage.contains(PixelRect(x: 0, y: 40, width: 320, height: 400)), "moved")
        let same = moved == scene.repaintedWhole()
        #expect(same)
    }

    /// Seeded, so a failure repeats; seed 9 makes a frame whose uncovered strip cuts a stripe's
    /// half-covered edge row (see the tolerance below).
    @Test(arguments: [1, 9, 23] as [UInt64])
    func movedFramesEqualWholeRepaintsThroughRandomScrollsAndChanges(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for scale in [1.0, 2.0] {
            let scene = Scene(scale: scale)
            for step in 0..<40 {
                // Whole points, half points (whole pixels at scale 2) and quarter points (never
                // whole pixels here: repainted), down and up, sometimes twice in one frame.
                let steps: [CGFloat] = [7, -7, 30, -12, 0.5, -0.5, 0.25, 1, 45]
                scene.scrollView.contentOffset.y = max(
                    0, scene.scrollView.contentOffset.y + steps.randomElement(using: &random)!)
                if Bool.random(using: &random) {
                    scene.labels.randomElement(using: &random)!.text = "changed at step \(step)"
                }
                if Int.random(in: 0..<4, using: &random) == 0 {
                    scene.scrollView.contentOffset.y += 3
                }
                _ = scene.host.render()
                let moved = scene.pixels
                let whole = scene.repaintedWhole()
                // A frame repainted in parts is clipped to them, and cairo rasterizes an edge that
                // falls between pixels (content at a quarter-point offset at scale 2) a few levels
                // differently under a clip of several rectangles than under none: it clips the
                // polygon first. Those pixels may differ by that much; pixels moved to the wrong
                // place, or a strip not repainted, differ by far more.
                guard moved != whole else { continue }
                let largest = zip(moved, whole).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
                #expect(
                    largest <= 8,
                    "seed \(seed), scale \(scale), step \(step), offset \(scene.scrollView.contentOffset.y)")
            }
        }
    }

    @Test func aTranslucentScrollViewIsRepaintedWhole() {
        let scene = Scene(scale: 1, opaque: false)
        scene.scrollView.contentOffset.y += 7
        _ = scene.host.render()
        #expect(scene.paintedArea >= 320 * 400, "what is behind it does not move")
        let same = scene.pixels == scene.repaintedWhole()
        #expect(same)
    }

    @Test func aScrollDuringAnAnimationOrByAFractionOfAPixelIsRepainted() {
        let scene = Scene(scale: 1)
        scene.scrollView.contentOffset.y += 0.5
        _ = scene.host.render()
        #expect(scene.paintedArea >= 320 * 380)
        let same = scene.pixels == scene.repaintedWhole()
        #expect(same)
        scene.scrollView.alpha = 0.5
        _ = scene.host.render()
        scene.scrollView.contentOffset.y += 1.5
        _ = scene.host.render()
        #expect(scene.paintedArea >= 320 * 380, "a translucent scroll view mixes in what is behind it")
        let sameWhenTranslucent = scene.pixels == scene.repaintedWhole()
        #expect(sameWhenTranslucent)
        scene.scrollView.alpha = 1
        _ = scene.host.render()
        UIView.animate(withDuration: 0.3) { scene.scrollView.contentOffset.y += 20 }
        scene.host.advance(by: 0.1)
        _ = scene.host.render()
        let sameWhileAnimating = scene.pixels == scene.repaintedWhole()
        #expect(sameWhileAnimating)
        scene.host.advance(by: 0.3)
        _ = scene.host.render()
        #expect(scene.scrollView.contentOffset.y == 22)
        let sameAfterwards = scene.pixels == scene.repaintedWhole()
        #expect(sameAfterwards)
    }

    /// A list on a 1920×1080 screen moves over 1.5 million pixels a frame: in bands on every core
    /// (see `PixelMove`), whole rows at a time when it spans the screen's width, row by row when
    /// it does not. Either way, each frame is the one repainting everything makes.
    @Test(arguments: [0, 12] as [CGFloat])
    func aLargeScrollMovedInBandsMakesTheFrameARepaintMakes(sideInset: CGFloat) {
        let scene = Scene(size: CGSize(width: 960, height: 540), scale: 2, sideInset: sideInset)
        let frameBuffer = scene.host.application.frameBuffer
        let bandedBefore = frameBuffer.bandedMoveCount
        // Down and up, by a few points and by more than a band holds, at whole pixels.
        for step in [7, 7, -7, 60, -45, 3.5, -0.5] as [CGFloat] {
            scene.scrollView.contentOffset.y += step
            _ = scene.host.render()
            let same = scene.pixels == scene.repaintedWhole()
            #expect(same, "inset \(sideInset), scrolled by \(step) to \(scene.scrollView.contentOffset.y)")
        }
        if RowBands.coreCount > 1 {
            #expect(frameBuffer.bandedMoveCount - bandedBefore == 7, "every move ran in bands")
        }
    }

    @Test func aTableScrollingAFewPointsRepaintsLittle() {
        final class Rows: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10_000 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                cell.textLabel?.text = "Row \(indexPath.row)"
                return cell
            }
        }
        let host = TestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let table = UITableView(frame: host.window.bounds)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let rows = Rows()
        table.dataSource = rows
        host.window.addSubview(table)
        _ = host.render()
        var painted: [Int] = []
        for _ in 0..<20 {
            table.contentOffset.y += 7
            _ = host.render()
            painted.append(host.application.compositor.lastPaintedRects.reduce(0) { $0 + $1.area })
            let moved = host.framePixels
            let same = moved == host.framePixelsDrawnFromScratch()
            #expect(same)
        }
        // A row coming on repaints its whole cell once; otherwise a 7-point strip.
        #expect(painted.reduce(0, +) / painted.count < 320 * 480 / 8, "\(painted)")
        withExtendedLifetime(rows) {}
    }
}
