import Foundation

/// A screen's pixels as 8-bit RGB rows: what qemu's `screendump` writes (a binary PPM), and what
/// the offscreen renderer's frame buffer holds once its BGRA bytes are reordered.
struct ScreenPixels: Equatable {
    let width: Int
    let height: Int
    /// width × height × 3 bytes, row after row.
    let rgb: [UInt8]

    struct FormatError: Error, CustomStringConvertible {
        let description: String
    }

    /// Reads a binary PPM (P6, maxval 255) such as qemu's screendump.
    init(ppmAt path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FormatError(description: "\(path): cannot be read")
        }
        let bytes = [UInt8](data)
        // Header: "P6", width, height, maxval, separated by whitespace, then one whitespace byte.
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }
        var fields: [String] = []
        var index = 0
        while fields.count < 4, index < bytes.count {
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            let start = index
            while index < bytes.count, !isSpace(bytes[index]) { index += 1 }
            fields.append(String(decoding: bytes[start..<index], as: UTF8.self))
        }
        index += 1
        guard fields.count == 4, fields[0] == "P6", let width = Int(fields[1]), let height = Int(fields[2]),
            fields[3] == "255"
        else {
            throw FormatError(description: "\(path): not a binary PPM with 8-bit samples (header \(fields))")
        }
        guard bytes.count - index >= width * height * 3 else {
            throw FormatError(description: "\(path): \(bytes.count - index) pixel bytes for \(width)×\(height)")
        }
        self.init(width: width, height: height, rgb: Array(bytes[index..<(index + width * height * 3)]))
    }

    init(width: Int, height: Int, rgb: [UInt8]) {
        self.width = width
        self.height = height
        self.rgb = rgb
    }

    /// From 32-bit pixels in memory order B, G, R, X (cairo's ARGB32 on a little-endian machine,
    /// and the XRGB8888 scanout buffers the DRM display fills).
    init(bgrx: UnsafeRawBufferPointer, width: Int, height: Int, bytesPerRow: Int) {
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let source = y * bytesPerRow + x * 4
                let target = (y * width + x) * 3
                rgb[target] = bgrx[source + 2]
                rgb[target + 1] = bgrx[source + 1]
                rgb[target + 2] = bgrx[source]
            }
        }
        self.init(width: width, height: height, rgb: rgb)
    }

    /// Writes a binary PPM: for looking at a failed comparison.
    func writePPM(to path: String) {
        var data = Data("P6\n\(width) \(height)\n255\n".utf8)
        data.append(contentsOf: rgb)
        _ = FileManager.default.createFile(atPath: path, contents: data)
    }
}

/// How two screens of the same size differ: the pixels where some channel differs by more than
/// `threshold`, and the rectangle around them.
struct ScreenDifference: CustomStringConvertible {
    let differingPixels: Int
    let totalPixels: Int
    /// x, y, width, height of the smallest rectangle holding every differing pixel.
    let bounds: (x: Int, y: Int, width: Int, height: Int)?

    /// Compares `a` and `b` (same size) inside the optional rectangle `region`.
    init(
        _ a: ScreenPixels, _ b: ScreenPixels, threshold: Int = 32,
        region: (x: Int, y: Int, width: Int, height: Int)? = nil
    ) {
        precondition(a.width == b.width && a.height == b.height, "compare screens of one size")
        let area = region ?? (0, 0, a.width, a.height)
        var count = 0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in area.y..<min(area.y + area.height, a.height) {
            for x in area.x..<min(area.x + area.width, a.width) {
                let i = (y * a.width + x) * 3
                let differs =
                    abs(Int(a.rgb[i]) - Int(b.rgb[i])) > threshold
                    || abs(Int(a.rgb[i + 1]) - Int(b.rgb[i + 1])) > threshold
                    || abs(Int(a.rgb[i + 2]) - Int(b.rgb[i + 2])) > threshold
                if differs {
                    count += 1
                    minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
                }
            }
        }
        differingPixels = count
        totalPixels = area.width * area.height
        bounds = count > 0 ? (minX, minY, maxX - minX + 1, maxY - minY + 1) : nil
    }

    /// Fraction of the compared pixels that differ.
    var fraction: Double { Double(differingPixels) / Double(max(totalPixels, 1)) }

    var description: String {
        guard let bounds else { return "no pixel differs" }
        return "\(differingPixels) of \(totalPixels) pixels differ (\(String(format: "%.3f", fraction * 100)) %), "
            + "within x \(bounds.x) y \(bounds.y) w \(bounds.width) h \(bounds.height)"
    }
}
