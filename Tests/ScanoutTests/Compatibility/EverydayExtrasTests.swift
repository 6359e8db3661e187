import ScanoutTesting
import Testing

@testable import Scanout

/// The small everyday API the grab-bag app found missing: thumbnails, mirrored images, the back
/// button's display mode, display-link rate ranges, background tasks, input traits.
@MainActor
@Suite struct EverydayExtrasTests {
    private static func stripes() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 20, y: 0, width: 20, height: 20))
        }
    }

    @Test func thumbnailsKeepProportionsAndMirrorsSwapSides() throws {
        let image = EverydayExtrasTests.stripes()
        let thumbnail = try #require(image.preparingThumbnail(of: CGSize(width: 10, height: 10)))
        #expect(thumbnail.size == CGSize(width: 10, height: 5), "fitted, proportions kept")
        let small = try #require(thumbnail.cgImage)
        #expect(small.pixel(x: 1, y: 2).red == 255 && small.pixel(x: 8, y: 2).blue == 255)
        #expect(image.preparingThumbnail(of: CGSize(width: CGFloat.nan, height: 10)) == nil)
        #expect(image.preparingThumbnail(of: CGSize(width: -5, height: 10)) == nil)
        #expect(UIImage().preparingThumbnail(of: CGSize(width: 10, height: 10)) == nil)
        let mirrored = try #require(image.withHorizontallyFlippedOrientation().cgImage)
        #expect(mirrored.pixel(x: 2, y: 2).blue == 255 && mirrored.pixel(x: 38, y: 2).red == 255)
        #expect(image.preparingForDisplay() === image)
    }

    @Test func theBackButtonShowsWhatThePreviousItemAsks() {
        let host = TestHost()
        let list = UIViewController()
        list.title = "Visitors"
        let navigation = UINavigationController(rootViewController: list)
        host.window.rootViewController = navigation
        navigation.pushViewController(UIViewController(), animated: false)
        host.drain()
        #expect(!host.elements(labelled: "Visitors").isEmpty, "default: the previous title")
        list.navigationItem.backButtonDisplayMode = .generic
        host.drain()
        #expect(!host.elements(labelled: "Back").isEmpty && host.elements(labelled: "Visitors").isEmpty)
        list.navigationItem.backButtonDisplayMode = .minimal
        host.drain()
        #expect(host.elements(labelled: "Visitors").isEmpty)
        #expect(navigation.navigationBar.backItem === list.navigationItem)
    }

    @Test func rateRangesSetTheLinksRateAndBackgroundTasksEnd() {
        let link = CADisplayLink(handler: { _ in })
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 30, preferred: 20)
        #expect(link.preferredFramesPerSecond == 20)
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 0, maximum: .nan, preferred: nil)
        #expect(link.preferredFramesPerSecond == 0, "no usable number: the screen's rate")
        link.preferredFrameRateRange = .default
        #expect(link.preferredFramesPerSecond == 0)
        link.invalidate()

        let host = TestHost()
        let application = host.application
        let first = application.beginBackgroundTask(withName: "upload") {}
        let second = application.beginBackgroundTask {}
        #expect(first != second && first != .invalid)
        application.endBackgroundTask(first)
        application.endBackgroundTask(.invalid)
        #expect(application.runningBackgroundTasks == [second])
        #expect(application.backgroundTimeRemaining > 1e100)
        application.applicationIconBadgeNumber = 4
        #expect(application.applicationIconBadgeNumber == 4)
        #expect(application.preferredContentSizeCategory == .large)

        let field = UITextField()
        field.spellCheckingType = .no
        field.smartQuotesType = .no
        #expect(field.spellCheckingType == .no && field.smartDashesType == .default)
    }
}
