import Scanout
import Testing

/// Core Graphics semantics of the geometry types.
@Suite struct GeometryTests {
    @Test func rectEdgesAreStandardized() {
        let rect = CGRect(x: 10, y: 20, width: -4, height: 6)
        #expect(rect.minX == 6)
        #expect(rect.maxX == 10)
        #expect(rect.width == 4)
        #expect(rect.midX == 8)
        #expect(rect.minY == 20)
        #expect(rect.maxY == 26)
        #expect(rect.standardized == CGRect(x: 6, y: 20, width: 4, height: 6))
    }

    @Test func containsIsHalfOpen() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(rect.contains(CGPoint(x: 0, y: 0)))
        #expect(rect.contains(CGPoint(x: 9.999, y: 5)))
        #expect(!rect.contains(CGPoint(x: 10, y: 5)))
        #expect(!rect.contains(CGPoint(x: -0.001, y: 5)))
        #expect(rect.contains(CGRect(x: 2, y: 2, width: 8, height: 8)))
        #expect(!rect.contains(CGRect(x: 2, y: 2, width: 9, height: 8)))
        #expect(!CGRect.zero.contains(CGPoint.zero))
    }

    @Test func unionIntersectionAndNull() {
        let a = CGRect(x: 0, y: 0, width: 10, height: 10)
        let b = CGRect(x: 5, y: 5, width: 10, height: 10)
        let far = CGRect(x: 100, y: 100, width: 1, height: 1)
        #expect(a.union(b) == CGRect(x: 0, y: 0, width: 15, height: 15))
        #expect(a.intersection(b) == CGRect(x: 5, y: 5, width: 5, height: 5))
        #expect(a.intersection(far).isNull)
        #expect(a.intersects(b))
        #expect(!a.intersects(far))
        #expect(CGRect.null.union(a) == a)
        #expect(a.union(.null) == a)
        #expect(CGRect.null.isEmpty)
        #expect(CGRect.null.offsetBy(dx: 1, dy: 1).isNull)
        // Touching edges intersect with zero area.
        let touching = a.intersection(CGRect(x: 10, y: 0, width: 5, height: 5))
        #expect(!touching.isNull)
        #expect(touching.isEmpty)
    }

    @Test func insetOffsetIntegralAndDivide() {
        let rect = CGRect(x: 10, y: 10, width: 100, height: 50)
        #expect(rect.insetBy(dx: 10, dy: 5) == CGRect(x: 20, y: 15, width: 80, height: 40))
        #expect(rect.insetBy(dx: -5, dy: -5) == CGRect(x: 5, y: 5, width: 110, height: 60))
        #expect(rect.insetBy(dx: 60, dy: 0).isNull)
        #expect(rect.offsetBy(dx: -10, dy: 5) == CGRect(x: 0, y: 15, width: 100, height: 50))
        #expect(CGRect(x: 0.5, y: 0.2, width: 10.2, height: 1).integral == CGRect(x: 0, y: 0, width: 11, height: 2))
        let (slice, remainder) = rect.divided(atDistance: 30, from: .minXEdge)
        #expect(slice == CGRect(x: 10, y: 10, width: 30, height: 50))
        #expect(remainder == CGRect(x: 40, y: 10, width: 70, height: 50))
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(rect.inset(by: insets) == CGRect(x: 12, y: 11, width: 94, height: 46))
    }

    @Test func transformsComposeInCoreGraphicsOrder() {
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        let move = CGAffineTransform(translationX: 10, y: 20)
        let point = CGPoint(x: 1, y: 1)
        // concatenating: self first, then the argument.
        #expect(point.applying(scale.concatenating(move)) == CGPoint(x: 12, y: 23))
        #expect(point.applying(move.concatenating(scale)) == CGPoint(x: 22, y: 63))
        // translatedBy applies the translation before self.
        #expect(point.applying(scale.translatedBy(x: 10, y: 20)) == CGPoint(x: 22, y: 63))
        #expect(point.applying(CGAffineTransform.identity.scaledBy(x: 2, y: 2)) == CGPoint(x: 2, y: 2))
    }

    @Test func aRectangleMapsToTheBoundingBoxOfItsCorners() {
        let rect = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(rect.applying(CGAffineTransform(translationX: 5, y: -5)) == CGRect(x: 15, y: 15, width: 30, height: 40))
        #expect(rect.applying(CGAffineTransform(scaleX: 2, y: 0.5)) == CGRect(x: 20, y: 10, width: 60, height: 20))
        // A flip: the box, standardized.
        #expect(rect.applying(CGAffineTransform(scaleX: -1, y: 1)) == CGRect(x: -40, y: 20, width: 30, height: 40))
        #expect(
            rect.applying(CGAffineTransform(rotationAngle: .pi / 2)) == CGRect(x: -60, y: 10, width: 40, height: 30))
        let eighth = rect.applying(CGAffineTransform(rotationAngle: .pi / 4))
        #expect(abs(eighth.width - 70 / 2.0.squareRoot()) < 1e-9 && abs(eighth.height - eighth.width) < 1e-9)
        #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
    }

    @Test func rotationIsClockwiseOnScreenAndExactAtQuarterTurns() {
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(CGPoint(x: 1, y: 0).applying(quarter) == CGPoint(x: 0, y: 1))
        #expect(CGPoint(x: 0, y: 1).applying(quarter) == CGPoint(x: -1, y: 0))
        let half = CGAffineTransform.identity.rotated(by: .pi)
        #expect(CGPoint(x: 3, y: 4).applying(half) == CGPoint(x: -3, y: -4))
        let eighth = CGAffineTransform(rotationAngle: .pi / 4)
        let rotated = CGPoint(x: 1, y: 0).applying(eighth)
        #expect(abs(rotated.x - 0.5.squareRoot()) < 1e-12)
        #expect(abs(rotated.y - 0.5.squareRoot()) < 1e-12)
    }

    @Test func inversionUndoesATransform() {
        let transform = CGAffineTransform(translationX: 5, y: -3).rotated(by: 0.3).scaledBy(x: 2, y: 0.5)
        let point = CGPoint(x: 7, y: 11)
        let back = point.applying(transform).applying(transform.inverted())
        #expect(abs(back.x - point.x) < 1e-9)
        #expect(abs(back.y - point.y) < 1e-9)
        #expect(transform.concatenating(transform.inverted()).tx.magnitude < 1e-9)
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular, "Singular transforms are returned unchanged")
        #expect(CGAffineTransform.identity.isIdentity)
    }

    @Test func rectsTransformToTheirBoundingBox() {
        let rect = CGRect(x: 0, y: 0, width: 20, height: 10)
        #expect(rect.applying(CGAffineTransform(rotationAngle: .pi / 2)) == CGRect(x: -10, y: 0, width: 10, height: 20))
        #expect(rect.applying(CGAffineTransform(scaleX: 2, y: -1)) == CGRect(x: 0, y: -10, width: 40, height: 10))
        #expect(
            CGSize(width: 20, height: 10).applying(CGAffineTransform(scaleX: 2, y: 3)) == CGSize(width: 40, height: 30))
    }

    @Test func descriptionsReadLikeUIKits() {
        #expect("\(CGRect(x: 0, y: 10.5, width: 100, height: 50))" == "(0, 10.5, 100, 50)")
        #expect("\(CGPoint(x: 1, y: 2))" == "(1, 2)")
        #expect(CGPoint(x: 0, y: 0).distance(to: CGPoint(x: 3, y: 4)) == 5)
    }
}
