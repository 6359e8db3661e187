import ScanoutTesting
import Testing

@testable import Scanout

/// `CATextLayer`: a string drawn in the layer's colour, font and alignment, plain or attributed,
/// on one line or wrapped.
@MainActor
@Suite struct CATextLayerTests {
    /// The columns of `image`'s row band `rows` where a pixel is mostly red.
    private func redColumns(in image: CGImage, rows: Range<Int>) -> [Int] {
        (0..<image.width).filter { x in
            rows.contains { y in
                let pixel = image.pixel(x: x, y: y)
                return pixel.red > 150 && pixel.green < 100 && pixel.blue < 100
            }
        }
    }

    private func render(_ configure: (CATextLayer) -> Void) throws -> CGImage {
        let host = TestHost(size: CGSize(width: 300, height: 100))
        host.window.backgroundColor = .white
        let text = CATextLayer()
        text.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
        text.string = "Hello"
        text.fontSize = 24
        text.foregroundColor = UIColor.red.cgColor
        configure(text)
        host.window.layer.addSublayer(text)
        return try #require(host.render().cgImage)
    }

    @Test func textIsDrawnInItsColourAndAlignment() throws {
        let left = redColumns(in: try render { $0.alignmentMode = .left }, rows: 0..<40)
        let right = redColumns(in: try render { $0.alignmentMode = .right }, rows: 0..<40)
        let centre = redColumns(in: try render { $0.alignmentMode = .center }, rows: 0..<40)
        let (l0, l1) = (try #require(left.first), try #require(left.last))
        let (r0, r1) = (try #require(right.first), try #require(right.last))
        let (c0, c1) = (try #require(centre.first), try #require(centre.last))
        #expect(l0 < 10, "left: at the left edge")
        #expect(r1 > 285, "right: at the right edge")
        #expect(abs((c0 + c1) / 2 - 150) < 6, "centred")
        #expect(abs((l1 - l0) - (r1 - r0)) <= 2, "the same text, moved")
        let none = redColumns(in: try render { $0.foregroundColor = UIColor.blue.cgColor }, rows: 0..<40)
        #expect(none.isEmpty, "another colour: no red")
    }

    @Test func fontsAttributedStringsAndWrapping() throws {
        let small = redColumns(in: try render { $0.fontSize = 12 }, rows: 0..<40)
        let big = redColumns(in: try render { $0.fontSize = 30 }, rows: 0..<40)
        #expect((small.last ?? 0) < (big.last ?? 0), "fontSize sizes the text")
        let named = redColumns(in: try render { $0.font = "Helvetica-Bold" as String }, rows: 0..<40)
        #expect(!named.isEmpty)
        let ui = redColumns(in: try render { $0.font = UIFont.boldSystemFont(ofSize: 8) }, rows: 0..<40)
        #expect(!ui.isEmpty, "a UIFont at the layer's fontSize")

        let attributed = try render {
            $0.string = NSAttributedString(string: "Attributed", attributes: [.foregroundColor: UIColor.red])
            $0.foregroundColor = UIColor.blue.cgColor
        }
        #expect(!redColumns(in: attributed, rows: 0..<40).isEmpty, "its own attributes win")

        let long = "one two three four five six seven eight nine ten eleven twelve"
        let oneLine = try render {
            $0.string = long
            $0.frame = CGRect(x: 0, y: 0, width: 120, height: 100)
        }
        let wrapped = try render {
            $0.string = long
            $0.frame = CGRect(x: 0, y: 0, width: 120, height: 100)
            $0.isWrapped = true
        }
        #expect(redColumns(in: oneLine, rows: 40..<60).isEmpty, "unwrapped: one line")
        #expect(!redColumns(in: wrapped, rows: 40..<60).isEmpty, "wrapped: more lines")
        #expect(redColumns(in: wrapped, rows: 0..<100).allSatisfy { $0 < 120 }, "within the bounds")
    }
}
