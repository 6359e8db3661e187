import Scanout
import ScanoutTesting
import Testing

/// `UIProgressView`, `UIActivityIndicatorView` and `UIPageControl`: values, events, frames spent
/// and pixels.
@MainActor
@Suite struct ProgressAndActivityTests {
    /// The fraction of the bar's row painted in the tint, read from the screen.
    private func filledFraction(of bar: UIProgressView, in host: TestHost) throws -> Double {
        let image = try #require(host.render().cgImage)
        let y = Int(bar.frame.midY)
        var filled = 0
        let tint = UIColor.systemBlue
        for x in Int(bar.frame.minX)..<Int(bar.frame.maxX) {
            let pixel = image.pixel(x: x, y: y)
            if abs(Double(pixel.red) / 255 - tint.red) < 0.05, abs(Double(pixel.green) / 255 - tint.green) < 0.05,
                abs(Double(pixel.blue) / 255 - tint.blue) < 0.05
            {
                filled += 1
            }
        }
        return Double(filled) / Double(bar.frame.width)
    }

    @Test func progressIsPinnedAndAnimatesOnTheFrameClock() throws {
        let host = TestHost()
        host.window.backgroundColor = .white
        let bar = UIProgressView(progressViewStyle: .default)
        bar.frame = CGRect(x: 100, y: 100, width: 400, height: 4)
        host.window.addSubview(bar)
        bar.progress = 1.5
        #expect(bar.progress == 1)
        bar.progress = 0.25
        #expect(abs(try filledFraction(of: bar, in: host) - 0.25) < 0.02)

        bar.setProgress(0.75, animated: true)
        #expect(bar.progress == 0.75, "the value is the new one at once")
        host.advance(by: 0.125)
        let midway = try filledFraction(of: bar, in: host)
        #expect(midway > 0.3 && midway < 0.7, "midway: \(midway)")
        host.advance(by: 0.2)
        #expect(abs(try filledFraction(of: bar, in: host) - 0.75) < 0.02)
    }

    @Test func aSpinnerTurnsOnlyWhileItCanBeSeen() throws {
        let host = TestHost()
        host.window.backgroundColor = .white
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.center = CGPoint(x: 200, y: 200)
        #expect(spinner.isHidden, "stopped and hidesWhenStopped")
        #expect(spinner.frame.size == CGSize(width: 37, height: 37))
        spinner.startAnimating()
        #expect(spinner.isAnimating)
        #expect(!spinner.isHidden)

        _ = host.render()
        let framesOffScreen = host.presentedFrameCount
        host.advance(by: 1)
        #expect(host.presentedFrameCount == framesOffScreen, "not in a window: no frames")

        host.window.addSubview(spinner)
        let first = host.render().pngData()
        host.advance(by: 0.09)
        let second = host.render().pngData()
        #expect(first != second, "a spoke later, the picture changed")
        let framesBefore = host.presentedFrameCount
        host.advance(by: 1)
        let framesTurning = host.presentedFrameCount - framesBefore
        #expect(framesTurning >= 10 && framesTurning <= 14, "about twelve steps a second: \(framesTurning)")

        spinner.stopAnimating()
        #expect(spinner.isHidden)
        _ = host.render()
        let framesStopped = host.presentedFrameCount
        host.advance(by: 1)
        #expect(host.presentedFrameCount == framesStopped, "stopped: no frames")

        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
        spinner.startAnimating()
        spinner.isHidden = true
        _ = host.render()
        let framesHidden = host.presentedFrameCount
        host.advance(by: 1)
        #expect(host.presentedFrameCount == framesHidden, "hidden: no frames")
    }

    @Test func pageControlTapsStepOnePageTowardsTheTap() {
        let host = TestHost()
        let pages = UIPageControl()
        pages.numberOfPages = 5
        pages.frame = CGRect(x: 100, y: 300, width: 300, height: 26)
        var sent: [Int] = []
        pages.addAction(UIAction { [unowned pages] _ in sent.append(pages.currentPage) }, for: .valueChanged)
        host.window.addSubview(pages)
        #expect(pages.accessibilityValue == "page 1 of 5")

        host.tap(at: CGPoint(x: 380, y: 313))
        host.tap(at: CGPoint(x: 380, y: 313))
        #expect(pages.currentPage == 2)
        host.tap(at: CGPoint(x: 110, y: 313))
        #expect(pages.currentPage == 1)
        #expect(sent == [1, 2, 1])
        #expect(pages.accessibilityValue == "page 2 of 5")

        pages.currentPage = 9
        #expect(pages.currentPage == 4, "pinned")
        host.tap(at: CGPoint(x: 395, y: 313))
        #expect(sent.count == 3, "no page after the last: nothing sent")

        host.userInterfaceLayoutDirection = .rightToLeft
        pages.currentPage = 2
        host.tap(at: CGPoint(x: 110, y: 313))
        #expect(pages.currentPage == 3, "right to left, the next page is to the left")
    }

    @Test func pageControlSizeAndSinglePage() {
        let pages = UIPageControl()
        #expect(pages.size(forNumberOfPages: 3).height == 26)
        #expect(pages.size(forNumberOfPages: 4).width > pages.size(forNumberOfPages: 3).width)
        pages.hidesForSinglePage = true
        pages.numberOfPages = 1
        #expect(pages.isHidden)
        pages.numberOfPages = 2
        #expect(!pages.isHidden)
    }

    @Test func looksLikeIOS() {
        let host = TestHost(size: CGSize(width: 300, height: 120))
        host.window.backgroundColor = .white
        let bar = UIProgressView(progressViewStyle: .default)
        bar.frame = CGRect(x: 20, y: 20, width: 260, height: 4)
        bar.progress = 0.4
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.center = CGPoint(x: 40, y: 70)
        spinner.hidesWhenStopped = false
        let large = UIActivityIndicatorView(style: .large)
        large.center = CGPoint(x: 90, y: 70)
        large.hidesWhenStopped = false
        let pages = UIPageControl(frame: CGRect(x: 140, y: 57, width: 140, height: 26))
        pages.numberOfPages = 5
        pages.currentPage = 1
        for view in [bar, spinner, large, pages] as [UIView] { host.window.addSubview(view) }
        assertSnapshot(of: host.render(), named: "progress-activity-pages")
    }
}
