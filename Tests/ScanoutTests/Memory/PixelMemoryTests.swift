import Foundation
import ScanoutGraphics
import ScanoutTesting
import Testing

@testable import Scanout

/// Frame-sized pixel buffers have pages of their own, given back when they go (`PixelMemory`),
/// and a screenshot is encoded from the frame without a copy of it. The byte count is the
/// process's, so each test runs in a child process of its own, where no other test draws.
@MainActor
@Suite struct PixelMemoryTests {
    @Test func screenshotsAddNoFrameSizedBufferAndShowTheFrame() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let problems = PixelMemoryTests.takeScreenshots(count: 60)
                exitUnless(problems.isEmpty, problems.joined(separator: "\n"))
            }
        }
        if let result, result.exitStatus != .exitCode(0) {
            Issue.record("\(String(decoding: result.standardErrorContent, as: UTF8.self))")
        }
    }

    @Test func seededBitmapsOfAnySizeGiveTheirPagesBack() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let problems = PixelMemoryTests.churnBitmaps(seed: 38, count: 400)
                exitUnless(problems.isEmpty, problems.joined(separator: "\n"))
            }
        }
        if let result, result.exitStatus != .exitCode(0) {
            Issue.record("\(String(decoding: result.standardErrorContent, as: UTF8.self))")
        }
    }

    /// A 1280×800 screen with some of everything, screenshotted `count` times while it changes;
    /// the problems found.
    static func takeScreenshots(count: Int) -> [String] {
        var problems: [String] = []
        let host = TestHost(size: CGSize(width: 1280, height: 800))
        host.window.backgroundColor = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
        let square = UIView(frame: CGRect(x: 40, y: 40, width: 200, height: 120))
        square.backgroundColor = .orange
        host.window.addSubview(square)
        let label = UILabel(frame: CGRect(x: 300, y: 40, width: 400, height: 40))
        label.text = "Screenshots"
        host.window.addSubview(label)
        _ = host.render()
        let directory = NSTemporaryDirectory() + "scanout-pixel-memory-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let display = OffscreenDisplay(screenshotDirectory: directory)
        display.present(host.application.frameBuffer, damage: [])
        let frameBytes = host.application.frameBuffer.bytesPerRow * 800
        let settled = PixelMemory.mappedByteCount
        if settled < frameBytes { problems.append("the frame (\(frameBytes) bytes) has no pages of its own") }
        for index in 0..<count {
            square.frame.origin.x = CGFloat(40 + index * 7 % 600)
            _ = host.advanceToNextFrame()
            let before = PixelMemory.mappedByteCount
            PixelMemory.resetPeak()
            do {
                _ = try display.saveScreenshot(named: "shot")
            } catch {
                problems.append("screenshot \(index): \(error)")
            }
            if PixelMemory.peakMappedByteCount != before {
                problems.append(
                    "screenshot \(index) mapped \(PixelMemory.peakMappedByteCount - before) bytes of pixels while it ran"
                )
            }
            if PixelMemory.mappedByteCount != before {
                problems.append(
                    "screenshot \(index) left \(PixelMemory.mappedByteCount - before) bytes of pixels behind")
            }
        }
        // The file shows the frame: the same pixels as the screen rendered at the end.
        let final = host.render()
        guard let saved = try? display.saveScreenshot(named: "final"), let image = UIImage(contentsOfFile: saved),
            let decoded = image.cgImage, let expected = final.cgImage
        else { return problems + ["the last screenshot cannot be read back"] }
        if decoded.width != 1280 || decoded.height != 800 {
            problems.append("the screenshot is \(decoded.width)×\(decoded.height), not 1280×800")
        }
        for (x, y) in [(0, 0), (100, 100), (639, 399), (1279, 799), (350, 60), (Int(square.frame.midX), 100)]
        where decoded.pixel(x: x, y: y) != expected.pixel(x: x, y: y) {
            problems.append(
                "pixel (\(x), \(y)) is \(decoded.pixel(x: x, y: y)) in the file, \(expected.pixel(x: x, y: y)) on screen"
            )
        }
        return problems
    }

    /// `count` bitmaps of seeded sizes (negative, zero, past cairo's limit, tiny, frame-sized),
    /// some kept past their bitmap by an image; the problems found.
    static func churnBitmaps(seed: UInt64, count: Int) -> [String] {
        var problems: [String] = []
        var random = SeededRandomNumberGenerator(seed: seed)
        let baseline = PixelMemory.mappedByteCount
        let sides = [-1, 0, 1, 3, 255, 256, 640, 1280, 1920, 32_767, 32_768, 100_000, Int.max, Int.min]
        var kept: [CGImage] = []
        for index in 0..<count {
            let width = sides.randomElement(using: &random)!
            var height = sides.randomElement(using: &random)!
            // Keep the largest ones to a few frames, so the loop stays quick.
            let area = width.multipliedReportingOverflow(by: height)
            if width > 0, height > 0, area.overflow || area.partialValue > 1920 * 1920 { height = 1 }
            let format: BitmapSurface.Format = Bool.random(using: &random) ? .premultipliedARGB : .alpha
            let bitmap = BitmapSurface(width: width, height: height, format: format)
            let valid = (1...32_767).contains(width) && (1...32_767).contains(height)
            if (bitmap != nil) != valid { problems.append("\(width)×\(height): made \(bitmap != nil)") }
            guard let bitmap else { continue }
            if bitmap.withPixels({ pixels, _ in pixels.load(as: UInt8.self) }) != 0 {
                problems.append("\(width)×\(height): not cleared")
            }
            if format == .premultipliedARGB, Int.random(in: 0..<4, using: &random) == 0 {
                // The image holds the surface (and its pages) past the bitmap.
                kept.append(bitmap.finishImage())
            }
            if index % 50 == 49 { kept.removeAll() }
        }
        kept.removeAll()
        if PixelMemory.mappedByteCount != baseline {
            problems.append(
                "\(PixelMemory.mappedByteCount - baseline) bytes of pixels still mapped after every bitmap went")
        }
        return problems
    }
}
