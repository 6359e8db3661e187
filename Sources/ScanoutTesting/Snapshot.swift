import FoundationEssentials
import Scanout
import Testing

/// Compares rendered images with golden PNGs kept beside the tests.
///
/// ```swift
/// assertSnapshot(of: host.render(), named: "check-in-screen")
/// ```
/// The golden lives at `<test target>/__Snapshots__/<TestFile>/<name>.png`, where the test target is
/// the folder under `Tests/` holding the calling file (so one folder, excluded from the target in
/// `Package.swift`, holds every golden), or beside the test file outside a `Tests/` tree. A pixel
/// matches when every channel is within `tolerance` (0–255) of the golden's; the images match when
/// no more than `allowedDifferingPixels` pixels do not. On a mismatch the actual image and a diff
/// (differing pixels red over a faded copy) are written beside the golden as `<name>.actual.png`
/// and `<name>.diff.png`, and the test records an issue naming all three files.
///
/// A missing golden is recorded from the actual image and the test fails once, so a new snapshot
/// is looked at before it is trusted. Set `SCANOUT_RECORD_SNAPSHOTS=1` to re-record every golden.
///
/// Scanout does its own comparison rather than using swift-snapshot-testing: that package's image
/// strategies exist only for UIKit and AppKit, and it would bring swift-syntax (minutes of build on
/// a small machine) for inline snapshots Scanout does not use.
@discardableResult
public func assertSnapshot(
    of image: UIImage, named name: String, tolerance: UInt8 = 2, allowedDifferingPixels: Int = 0,
    filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    let files = SnapshotFiles(testFile: filePath, name: name)
    guard let actual = image.cgImage else {
        Issue.record("Snapshot '\(name)': the image has no pixels.", sourceLocation: sourceLocation)
        return false
    }
    let recordAll = ProcessInfo.processInfo.environment["SCANOUT_RECORD_SNAPSHOTS"] == "1"
    guard !recordAll, let goldenData = FileManager.default.contents(atPath: files.golden),
        let golden = UIImage(data: goldenData)?.cgImage
    else {
        do {
            try files.write(actual.pngData(), to: files.golden)
            Issue.record(
                "Snapshot '\(name)' recorded at \(files.golden). Look at it, then run the test again.",
                sourceLocation: sourceLocation)
        } catch {
            Issue.record("Snapshot '\(name)': cannot write \(files.golden): \(error)", sourceLocation: sourceLocation)
        }
        return false
    }

    let comparison = ImageComparison(actual: actual, expected: golden, tolerance: tolerance)
    if comparison.sizesMatch, comparison.differingPixels <= allowedDifferingPixels {
        files.removeFailureArtifacts()
        return true
    }
    do {
        try files.write(actual.pngData(), to: files.actual)
        if let diff = comparison.diffImage() { try files.write(diff.pngData(), to: files.diff) }
    } catch {
        Issue.record("Snapshot '\(name)': cannot write failure images: \(error)", sourceLocation: sourceLocation)
    }
    let reason =
        comparison.sizesMatch
        ? "\(comparison.differingPixels) pixels differ by more than \(tolerance) (largest difference "
            + "\(comparison.largestDifference))"
        : "size \(actual.width)×\(actual.height) differs from the golden's \(golden.width)×\(golden.height)"
    let message =
        "Snapshot '\(name)' does not match: \(reason). Golden: \(files.golden); actual: \(files.actual); "
        + "diff: \(files.diff). If the change is intended, delete the golden and run again to re-record."
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    return false
}

/// Where a snapshot's golden and failure images live.
struct SnapshotFiles {
    let golden: String
    let actual: String
    let diff: String

    init(testFile: String, name: String) {
        let components = testFile.split(separator: "/", omittingEmptySubsequences: false)
        var root = Array(components.dropLast())
        if let tests = components.lastIndex(of: "Tests"), tests + 1 < components.count - 1 {
            root = Array(components[...(tests + 1)])
        }
        let testName = components.last.map { String($0.prefix { $0 != "." }) } ?? "Tests"
        let folder = root.joined(separator: "/") + "/__Snapshots__/\(testName)"
        golden = "\(folder)/\(name).png"
        actual = "\(folder)/\(name).actual.png"
        diff = "\(folder)/\(name).diff.png"
    }

    func write(_ data: Data, to path: String) throws {
        let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: path))
    }

    func removeFailureArtifacts() {
        try? FileManager.default.removeItem(atPath: actual)
        try? FileManager.default.removeItem(atPath: diff)
    }
}

/// A pixel-by-pixel comparison of two images.
struct ImageComparison {
    let actual: CGImage
    let expected: CGImage
    let tolerance: UInt8
    private(set) var differingPixels = 0
    private(set) var largestDifference: UInt8 = 0
    private var mask: [Bool] = []

    init(actual: CGImage, expected: CGImage, tolerance: UInt8) {
        self.actual = actual
        self.expected = expected
        self.tolerance = tolerance
        guard sizesMatch else { return }
        mask = Array(repeating: false, count: actual.width * actual.height)
        for y in 0..<actual.height {
            for x in 0..<actual.width {
                let a = actual.pixel(x: x, y: y)
                let e = expected.pixel(x: x, y: y)
                let difference = max(
                    absDiff(a.red, e.red), absDiff(a.green, e.green), absDiff(a.blue, e.blue), absDiff(a.alpha, e.alpha)
                )
                largestDifference = max(largestDifference, difference)
                if difference > tolerance {
                    differingPixels += 1
                    mask[y * actual.width + x] = true
                }
            }
        }
    }

    var sizesMatch: Bool { actual.width == expected.width && actual.height == expected.height }

    /// Differing pixels in red over a faded grey copy of the actual image.
    func diffImage() -> CGImage? {
        guard sizesMatch else { return nil }
        return CGImage.make(width: actual.width, height: actual.height) { x, y in
            if mask[y * actual.width + x] { return RGBA8(red: 255, green: 0, blue: 0, alpha: 255) }
            let pixel = actual.pixel(x: x, y: y)
            let grey = UInt8((Int(pixel.red) + Int(pixel.green) + Int(pixel.blue)) / 3 / 3 + 170)
            return RGBA8(red: grey, green: grey, blue: grey, alpha: 255)
        }
    }
}

private func absDiff(_ a: UInt8, _ b: UInt8) -> UInt8 {
    a > b ? a - b : b - a
}
