import FoundationEssentials
import ScanoutTesting
import Testing

@testable import Scanout

/// JPEG images: `UIImage(data:)`, `contentsOfFile:`, `named:` and asset catalogs decode them;
/// `jpegData(compressionQuality:)` writes them. Decoding applies EXIF orientation, reduces a
/// photo beyond the pixel limit instead of refusing it, shows what a damaged file has, and never
/// traps on bytes from outside.
@MainActor
@Suite struct JPEGTests {
    static let red = RGBA8(red: 255, green: 0, blue: 0, alpha: 255)
    static let green = RGBA8(red: 0, green: 255, blue: 0, alpha: 255)
    static let blue = RGBA8(red: 0, green: 0, blue: 255, alpha: 255)
    static let white = RGBA8(red: 255, green: 255, blue: 255, alpha: 255)

    /// 32×16 pixels in four quadrants: red top left, green top right, blue bottom left, white
    /// bottom right. Blocks of 8 pixels keep JPEG's colours clean inside each quadrant.
    static let quadrants = CGImage.make(width: 32, height: 16) { x, y in
        switch (x < 16, y < 8) {
        case (true, true): red
        case (false, true): green
        case (true, false): blue
        case (false, false): white
        }
    }

    static let fixtures =
        String(
            #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(2)
                .joined(separator: "/")) + "/__Fixtures__/JPEGTests"

    /// Whether two colours are within JPEG's loss of each other.
    static func near(_ a: RGBA8, _ b: RGBA8, tolerance: Int = 40) -> Bool {
        abs(Int(a.red) - Int(b.red)) <= tolerance && abs(Int(a.green) - Int(b.green)) <= tolerance
            && abs(Int(a.blue) - Int(b.blue)) <= tolerance && a.alpha == b.alpha
    }

    @Test func anImageRoundTripsThroughJPEG() throws {
        let data = try #require(UIImage(cgImage: Self.quadrants).jpegData(compressionQuality: 0.9))
        #expect(data.starts(with: [0xFF, 0xD8, 0xFF]))
        let image = try #require(UIImage(data: data))
        #expect(image.size == CGSize(width: 32, height: 16))
        let pixels = try #require(image.cgImage)
        #expect(Self.near(pixels.pixel(x: 4, y: 3), Self.red))
        #expect(Self.near(pixels.pixel(x: 27, y: 3), Self.green))
        #expect(Self.near(pixels.pixel(x: 4, y: 12), Self.blue))
        #expect(Self.near(pixels.pixel(x: 27, y: 12), Self.white))
        #expect(UIImage(data: data, scale: 2)?.size == CGSize(width: 16, height: 8))
    }

    @Test func qualityChangesTheSizeAndHostileQualitiesAreClamped() throws {
        // A picture with detail, so quality matters.
        let detailed = UIImage(
            cgImage: CGImage.make(width: 64, height: 64) { x, y in
                RGBA8(red: UInt8((x * 37 + y * 11) % 256), green: UInt8((x * y) % 256), blue: UInt8(y * 4), alpha: 255)
            })
        let small = try #require(detailed.jpegData(compressionQuality: 0.1))
        let best = try #require(detailed.jpegData(compressionQuality: 1))
        #expect(small.count < best.count)
        #expect(detailed.jpegData(compressionQuality: .nan) == best, "NaN asks for nothing smaller: the best")
        #expect(detailed.jpegData(compressionQuality: .infinity) == best)
        #expect(detailed.jpegData(compressionQuality: 1e300) == best)
        #expect(detailed.jpegData(compressionQuality: -.infinity) == detailed.jpegData(compressionQuality: 0))
        #expect(detailed.jpegData(compressionQuality: -3) == detailed.jpegData(compressionQuality: 0))
        let smallest = try #require(detailed.jpegData(compressionQuality: 0))
        #expect(UIImage(data: smallest)?.size == detailed.size)
        #expect(UIImage().jpegData(compressionQuality: 0.5) == nil, "an image without pixels has no JPEG")
    }

    @Test func transparencyBecomesBlack() throws {
        let clear = UIImage(
            cgImage: CGImage.make(width: 16, height: 16) { _, _ in RGBA8(red: 255, green: 255, blue: 255, alpha: 0) })
        let data = try #require(clear.jpegData(compressionQuality: 0.8))
        let decoded = try #require(UIImage(data: data)?.cgImage)
        #expect(Self.near(decoded.pixel(x: 8, y: 8), RGBA8(red: 0, green: 0, blue: 0, alpha: 255), tolerance: 8))
    }

    // MARK: - EXIF orientation

    /// `jpeg` with an APP1 Exif segment right after its start-of-image marker, holding one IFD
    /// with `entries` (tag, type, count, value) written in the byte order `littleEndian` says.
    static func withExif(
        _ jpeg: Data, littleEndian: Bool, entries: [(UInt16, UInt16, UInt32, UInt32)], ifdOffset: UInt32 = 8
    )
        -> Data
    {
        func u16(_ value: UInt16) -> [UInt8] {
            littleEndian ? [UInt8(value & 0xFF), UInt8(value >> 8)] : [UInt8(value >> 8), UInt8(value & 0xFF)]
        }
        func u32(_ value: UInt32) -> [UInt8] {
            let bytes = (0..<4).map { UInt8((value >> (8 * UInt32($0))) & 0xFF) }
            return littleEndian ? bytes : bytes.reversed()
        }
        var tiff: [UInt8] = (littleEndian ? Array("II".utf8) : Array("MM".utf8)) + u16(42) + u32(ifdOffset)
        tiff += u16(UInt16(entries.count))
        for (tag, type, count, value) in entries {
            // A SHORT value sits in the first two bytes of the four-byte field.
            tiff += u16(tag) + u16(type) + u32(count) + (type == 3 ? u16(UInt16(value)) + [0, 0] : u32(value))
        }
        tiff += u32(0)
        let payload = Array("Exif".utf8) + [0, 0] + tiff
        let length = UInt16(payload.count + 2)
        let segment: [UInt8] = [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
        return Data(jpeg.prefix(2) + segment + jpeg.dropFirst(2))
    }

    /// Where the stored pixel (x, y) of a `width`×`height` image shows for each EXIF orientation,
    /// from the tag's definition (which stored edge is the picture's top and which its left).
    static func shown(_ orientation: Int, x: Int, y: Int, width: Int, height: Int) -> (Int, Int) {
        switch orientation {
        case 2: (width - 1 - x, y)  // top is row 0, left is the last column
        case 3: (width - 1 - x, height - 1 - y)  // top is the last row, left the last column
        case 4: (x, height - 1 - y)  // top is the last row, left column 0
        case 5: (y, x)  // top is column 0, left is row 0
        case 6: (height - 1 - y, x)  // top is column 0, left is the last row
        case 7: (height - 1 - y, width - 1 - x)  // top is the last column, left the last row
        case 8: (y, width - 1 - x)  // top is the last column, left is row 0
        default: (x, y)
        }
    }

    @Test(arguments: [true, false]) func exifOrientationTurnsThePixelsUpright(littleEndian: Bool) throws {
        let plain = try #require(UIImage(cgImage: Self.quadrants).jpegData(compressionQuality: 0.95))
        for orientation in 1...8 {
            // A second, unrelated tag first, as cameras write many.
            let data = Self.withExif(
                plain, littleEndian: littleEndian,
                entries: [(0x010F, 2, 4, 0), (0x0112, 3, 1, UInt32(orientation))])
            let image = try #require(UIImage(data: data), "orientation \(orientation)")
            let turned = orientation >= 5
            #expect(image.size == (turned ? CGSize(width: 16, height: 32) : CGSize(width: 32, height: 16)))
            #expect(image.imageOrientation == .up, "the pixels are turned, so the image is up")
            let pixels = try #require(image.cgImage)
            for (x, y, colour) in [(4, 3, Self.red), (27, 3, Self.green), (4, 12, Self.blue), (27, 12, Self.white)] {
                let (shownX, shownY) = Self.shown(orientation, x: x, y: y, width: 32, height: 16)
                #expect(
                    Self.near(pixels.pixel(x: shownX, y: shownY), colour),
                    "orientation \(orientation): stored (\(x), \(y)) shows at (\(shownX), \(shownY))")
            }
        }
    }

    @Test func brokenExifIsIgnored() throws {
        let plain = try #require(UIImage(cgImage: Self.quadrants).jpegData(compressionQuality: 0.95))
        let broken: [Data] = [
            Self.withExif(plain, littleEndian: true, entries: [(0x0112, 3, 1, 9)]),  // no such orientation
            Self.withExif(plain, littleEndian: true, entries: [(0x0112, 3, 1, 0)]),
            Self.withExif(plain, littleEndian: false, entries: [(0x0112, 4, 1, 6)]),  // a LONG, not a SHORT
            Self.withExif(plain, littleEndian: true, entries: [(0x0112, 3, 1, 6)], ifdOffset: 0xFFFF_FFF0),
            Self.withExif(plain, littleEndian: false, entries: [(0x0112, 3, 1, 6)], ifdOffset: 60_000),
        ]
        for data in broken {
            let image = try #require(UIImage(data: data))
            #expect(image.size == CGSize(width: 32, height: 16))
        }
        // An IFD that claims 65,535 entries in a short segment.
        var claimsMore = [UInt8](Self.withExif(plain, littleEndian: true, entries: [(0x0112, 3, 1, 6)]))
        let ifd = 2 + 4 + 6 + 8  // SOI, segment header, "Exif\0\0", TIFF header
        claimsMore[ifd] = 0xFF
        claimsMore[ifd + 1] = 0xFF
        #expect(UIImage(data: Data(claimsMore))?.size == CGSize(width: 16, height: 32), "the entries there are read")
    }

    // MARK: - Colour spaces, scans, size

    @Test func cmykFromPrintWorkflowsIsConverted() throws {
        let image = try #require(UIImage(contentsOfFile: Self.fixtures + "/cmyk-adobe.jpg")?.cgImage)
        #expect(image.width == 16 && image.height == 8)
        #expect(Self.near(image.pixel(x: 2, y: 4), RGBA8(red: 0, green: 255, blue: 255, alpha: 255)), "cyan ink")
        #expect(Self.near(image.pixel(x: 13, y: 4), RGBA8(red: 255, green: 255, blue: 0, alpha: 255)), "yellow ink")
    }

    @Test func greyProgressiveFilesDecode() throws {
        let image = try #require(UIImage(contentsOfFile: Self.fixtures + "/gray-progressive.jpg")?.cgImage)
        #expect(image.width == 16 && image.height == 16)
        #expect(Self.near(image.pixel(x: 2, y: 8), RGBA8(red: 0, green: 0, blue: 0, alpha: 255), tolerance: 12))
        #expect(Self.near(image.pixel(x: 13, y: 8), Self.white, tolerance: 12))
    }

    /// 8200×2100 pixels is over the limit (16.8 million): libjpeg decodes it at half of each side,
    /// and the image keeps its size in points through its scale.
    @Test func aPhotoOverTheLimitIsDecodedSmallerNotRefused() throws {
        let bitmap = try #require(BitmapSurface(width: 8200, height: 2100, format: .premultipliedARGB))
        let context = try #require(bitmap.makeContext())
        context.setFillColor(UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1).cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 8200, height: 2100))
        let data = try #require(bitmap.finishImage().jpegData(compressionQuality: 0.1))

        guard case .success(let decoded) = ImageDecoder.decode(data) else {
            Issue.record("the large JPEG did not decode")
            return
        }
        #expect(decoded.reduction == 2)
        #expect(decoded.image.width == 4100 && decoded.image.height == 1050)
        let notes = decoded.notes(source: "/srv/kiosk/poster.jpg")
        #expect(notes.count == 1)
        #expect(notes.first?.contains("image /srv/kiosk/poster.jpg is 8200×2100 pixels") == true)
        #expect(notes.first?.contains("1/2") == true)

        let image = try #require(UIImage(data: data, scale: 2))
        #expect(image.scale == 1, "2× asked, half the pixels: 1×")
        #expect(image.size == CGSize(width: 4100, height: 1050), "the size in points is the file's at 2×")
    }

    @Test func aJPEGTooLargeEvenAtAnEighthIsRefusedWithItsSize() throws {
        // The size fields of the frame header (SOF0: FF C0, length, precision, height, width).
        var bytes = [UInt8](try #require(UIImage(cgImage: Self.quadrants).jpegData(compressionQuality: 0.5)))
        let frame = try #require((0..<(bytes.count - 1)).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
        bytes[frame + 5] = 0xFD  // 65,000 high
        bytes[frame + 6] = 0xE8
        bytes[frame + 7] = 0xFD  // 65,000 wide
        bytes[frame + 8] = 0xE8
        guard case .failure(let failure) = ImageDecoder.decode(Data(bytes)) else {
            Issue.record("a 65000×65000 JPEG decoded")
            return
        }
        #expect(failure == .tooLarge(width: 65_000, height: 65_000))
        #expect(failure.message(source: nil)?.contains("65000×65000") == true)
        #expect(UIImage(data: Data(bytes)) == nil)
    }

    @Test func aFileCutShortShowsWhatItHasAndAHeaderCutShortIsNil() throws {
        let whole = try #require(UIImage(cgImage: Self.quadrants).jpegData(compressionQuality: 0.95))
        // Cut halfway through the scan (after the start-of-scan marker, FF DA): the tables are whole,
        // the pixels are not.
        let bytes = [UInt8](whole)
        let scan = try #require((0..<(bytes.count - 1)).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xDA })
        let cut = whole.prefix(scan + (whole.count - scan) / 2)
        let result = ImageDecoder.decode(cut)
        guard case .success(let decoded) = result else {
            Issue.record("a JPEG cut halfway through its scan gave no image: \(result)")
            return
        }
        #expect(decoded.image.width == 32 && decoded.image.height == 16)
        #expect(decoded.damage != nil)
        #expect(decoded.notes(source: nil).last?.contains("image data is damaged") == true)
        #expect(Self.near(decoded.image.pixel(x: 4, y: 3), Self.red), "the part before the cut is there")

        let twelve = ImageDecoder.decode(whole.prefix(12))
        guard case .failure(let failure) = twelve else {
            Issue.record("twelve bytes of JPEG decoded: \(twelve)")
            return
        }
        #expect(failure.message(source: "/a.jpg")?.hasPrefix("cannot load image /a.jpg: decoding it failed") == true)
        #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF])) == nil)
        #expect(UIImage(data: Data([0xFF, 0xD8])) == nil)
        #expect(UIImage(data: Data()) == nil)
    }

    // MARK: - Hostile bytes

    /// Seeded mutations of real JPEGs (baseline, progressive, CMYK): bytes changed, runs
    /// deleted or repeated, cut anywhere. Each either decodes to an image within the limit or
    /// is nil — libjpeg's errors come back as values, never as an exit or a trap — and memory
    /// stays flat over the run.
    @Test(arguments: [0x5EED_0001, 0x5EED_0002, 0x5EED_0003] as [UInt64])
    func mutatedJPEGsNeverTrap(seed: UInt64) throws {
        var random = SeededRandomNumberGenerator(seed: seed)
        let sources: [[UInt8]] = [
            [UInt8](try #require(UIImage(cgImage: Self.quadrants).jpegData(compressionQuality: 0.8))),
            [UInt8](try #require(FileManager.default.contents(atPath: Self.fixtures + "/gray-progressive.jpg"))),
            [UInt8](try #require(FileManager.default.contents(atPath: Self.fixtures + "/cmyk-adobe.jpg"))),
        ]
        var decodedCount = 0
        var baseline = 0
        for step in 0..<1_500 {
            if step == 300 { baseline = ResidentMemory.kilobytes() }
            var bytes = sources[Int(random.next() % UInt64(sources.count))]
            for _ in 0..<(1 + Int(random.next() % 6)) {
                let position = Int(random.next() % UInt64(bytes.count))
                switch random.next() % 5 {
                case 0: bytes[position] = UInt8(truncatingIfNeeded: random.next())
                case 1: bytes[position] ^= 0xFF
                case 2: bytes.removeSubrange(position..<min(bytes.count, position + Int(random.next() % 40)))
                case 3: bytes.insert(contentsOf: bytes[position..<min(bytes.count, position + 64)], at: position)
                default: bytes = Array(bytes.prefix(max(3, position)))
                }
                if bytes.count < 3 { bytes = [0xFF, 0xD8, 0xFF] }
            }
            // Keep the start-of-image marker in most cases, so libjpeg reads far into the file.
            if random.next() % 4 != 0 { bytes.replaceSubrange(0..<3, with: [0xFF, 0xD8, 0xFF]) }
            if let image = UIImage(data: Data(bytes)) {
                decodedCount += 1
                let pixels = try #require(image.cgImage)
                #expect(pixels.width > 0 && pixels.height > 0)
                #expect(pixels.width * pixels.height <= ImageDecodeFailure.maximumPixelCount)
                #expect(image.size.width.isFinite && image.size.height.isFinite)
                _ = image.jpegData(compressionQuality: Double(random.next() % 100) / 99)
            }
        }
        #expect(decodedCount > 0, "some mutations still decode, so the decoder ran past the header")
        let growth = ResidentMemory.kilobytes() - baseline
        #expect(growth < 8_000, "resident memory grew \(growth) KB over 1,200 decodes")
    }

    // MARK: - Where apps get images from

    @Test func namedFindsJPEGsByTheirExtensionAndCatalogsHoldThem() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scanout-jpeg-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let data = try #require(UIImage(cgImage: Self.quadrants).jpegData(compressionQuality: 0.9))
        try data.write(to: directory.appendingPathComponent("photo.jpg"))
        try data.write(to: directory.appendingPathComponent("photo@2x.jpg"))
        try data.write(to: directory.appendingPathComponent("Banner.JPEG"))
        let set = directory.appendingPathComponent("Assets.xcassets/Hero.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try data.write(to: set.appendingPathComponent("hero.jpg"))
        try Data(#"{"images":[{"idiom":"universal","filename":"hero.jpg","scale":"2x"}]}"#.utf8)
            .write(to: set.appendingPathComponent("Contents.json"))

        let host = TestHost(scale: 2)
        let bundle = try #require(Bundle(path: directory.path))
        let photo = try #require(UIImage(named: "photo.jpg", in: bundle, compatibleWith: nil))
        #expect(photo.scale == 2 && photo.size == CGSize(width: 16, height: 8), "the @2x file on a 2× screen")
        #expect(UIImage(named: "photo", in: bundle, compatibleWith: nil) == nil, "as in UIKit, only PNG is implied")
        #expect(UIImage(named: "Banner.JPEG", in: bundle, compatibleWith: nil)?.size == CGSize(width: 32, height: 16))
        #expect(UIImage(contentsOfFile: directory.path + "/photo@2x.jpg")?.scale == 2)
        let hero = try #require(UIImage(named: "Hero", in: bundle, compatibleWith: nil))
        #expect(hero.scale == 2 && hero.size == CGSize(width: 16, height: 8))
        #expect(host.application.screen.scale == 2)
    }

    @Test func thePasteboardGivesJPEGDataAsAnImage() throws {
        let pasteboard = UIPasteboard.withUniqueName()
        defer { UIPasteboard.remove(withName: pasteboard.name) }
        let data = try #require(UIImage(cgImage: Self.quadrants).jpegData(compressionQuality: 0.9))
        pasteboard.setData(data, forPasteboardType: "public.jpeg")
        #expect(pasteboard.hasImages)
        #expect(pasteboard.image?.size == CGSize(width: 32, height: 16))
    }
}
