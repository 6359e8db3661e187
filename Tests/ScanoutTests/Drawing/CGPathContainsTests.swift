import Testing

@testable import Scanout

/// `CGPath.contains(_:using:transform:)`, Core Graphics' hit test, which `UIBezierPath.contains`
/// answers with.
@Suite struct CGPathContainsTests {
    /// A square with a smaller square inside, both drawn the same way round.
    private var squareWithHole: CGPath {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        return path
    }

    @Test func theFillRuleDecidesTheHole() {
        let middle = CGPoint(x: 50, y: 50)
        #expect(squareWithHole.contains(middle))
        #expect(squareWithHole.contains(middle, using: .winding))
        #expect(!squareWithHole.contains(middle, using: .evenOdd))
        #expect(squareWithHole.contains(CGPoint(x: 10, y: 10), using: .evenOdd))
        #expect(!squareWithHole.contains(CGPoint(x: 150, y: 10)))
    }

    @Test func theTransformMovesThePathBeforeTheTest() {
        let moved = CGAffineTransform(translationX: 200, y: 0)
        #expect(squareWithHole.contains(CGPoint(x: 210, y: 10), transform: moved))
        #expect(!squareWithHole.contains(CGPoint(x: 10, y: 10), transform: moved))
    }

    @Test func anOpenPathCountsAsClosed() {
        let triangle = CGMutablePath()
        triangle.move(to: CGPoint(x: 0, y: 0))
        triangle.addLine(to: CGPoint(x: 100, y: 0))
        triangle.addLine(to: CGPoint(x: 0, y: 100))
        #expect(triangle.contains(CGPoint(x: 20, y: 20)))
        #expect(!triangle.contains(CGPoint(x: 80, y: 80)))
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -1e300])
    func hostileValuesAreInsideNothingAndDoNotTrap(value: CGFloat) {
        #expect(!squareWithHole.contains(CGPoint(x: value, y: 50)))
        #expect(!squareWithHole.contains(CGPoint(x: 50, y: value)))
        #expect(!CGMutablePath().contains(CGPoint(x: 0, y: 0)))
        // A transform cairo cannot use (not finite, or flattening everything) is not a trap.
        _ = squareWithHole.contains(CGPoint(x: 50, y: 50), transform: CGAffineTransform(scaleX: value, y: value))
        let hostile = CGMutablePath()
        hostile.addRect(CGRect(x: value, y: value, width: value, height: 10))
        _ = hostile.contains(CGPoint(x: 5, y: 5))
    }

    @MainActor @Test func aBezierPathAnswersWithItsFillRule() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        path.append(UIBezierPath(rect: CGRect(x: 25, y: 25, width: 50, height: 50)))
        #expect(path.contains(CGPoint(x: 50, y: 50)))
        path.usesEvenOddFillRule = true
        #expect(!path.contains(CGPoint(x: 50, y: 50)))
        #expect(path.contains(CGPoint(x: 10, y: 50)))
    }

    @Test func aBitmapRefusesSidesCairoCannotMake() {
        for (width, height) in [(0, 1), (1, 0), (-5, 5), (32_768, 1), (1, 40_000), (Int.max, Int.min)] {
            #expect(BitmapSurface(width: width, height: height, format: .alpha) == nil, "\(width)×\(height)")
        }
        let bitmap = BitmapSurface(width: 3, height: 2, format: .alpha)
        #expect(bitmap?.withPixels { _, bytesPerRow in bytesPerRow >= 3 } == true)
    }
}
