import ScanoutTesting
import Testing

@testable import Scanout

/// `CGPath` and `CGMutablePath` as Core Graphics has them: reference types, a mutable subclass
/// with every builder, equality by content, copies, tangent arcs with iOS's geometry, and the
/// framework keeping its own copy of a path it stores.
@MainActor
@Suite struct CGPathReferenceTests {
    /// The elements as `applyWithBlock` hands them: a type and its points.
    private func elements(of path: CGPath) -> [(CGPathElementType, [CGPoint])] {
        var result: [(CGPathElementType, [CGPoint])] = []
        path.applyWithBlock { element in
            let count: Int =
                switch element.pointee.type {
                case .moveToPoint, .addLineToPoint: 1
                case .addQuadCurveToPoint: 2
                case .addCurveToPoint: 3
                case .closeSubpath: 0
                }
            result.append((element.pointee.type, (0..<count).map { element.pointee.points[$0] }))
        }
        return result
    }

    private func close(_ a: CGPoint, _ b: CGPoint, within tolerance: CGFloat = 1e-6) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    /// A 100×60 rectangle with corners of radius 10, built as drawing code does it: tangent arcs.
    private func roundedByTangents() -> CGMutablePath {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 0))
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 60), radius: 10)
        path.addArc(tangent1End: CGPoint(x: 100, y: 60), tangent2End: CGPoint(x: 0, y: 60), radius: 10)
        path.addArc(tangent1End: CGPoint(x: 0, y: 60), tangent2End: CGPoint(x: 0, y: 0), radius: 10)
        path.addArc(tangent1End: CGPoint(x: 0, y: 0), tangent2End: CGPoint(x: 100, y: 0), radius: 10)
        path.closeSubpath()
        return path
    }

    @Test func aMutablePathIsAReferenceBuiltInPlace() {
        let path = CGMutablePath()
        let same = path
        same.move(to: CGPoint(x: 1, y: 2))
        same.addLine(to: CGPoint(x: 5, y: 2))
        #expect(!path.isEmpty, "one object, built through either name")
        #expect(path.currentPoint == CGPoint(x: 5, y: 2))
        let base: CGPath = path
        #expect(base is CGMutablePath)
    }

    @Test func tangentArcsRoundCornersWithIOSGeometry() {
        let path = roundedByTangents()
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(path.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 100, height: 60))
        let list = elements(of: path)
        // move, then per corner a line to where the arc starts and one cubic quarter arc.
        #expect(
            list.map(\.0) == [.moveToPoint]
                + Array(repeating: [.addLineToPoint, .addCurveToPoint], count: 4).flatMap { $0 } + [.closeSubpath])
        #expect(close(list[1].1[0], CGPoint(x: 90, y: 0)))
        let corner = list[2].1
        let handle: CGFloat = 10 * 0.552_284_749_831
        #expect(close(corner[0], CGPoint(x: 90 + handle, y: 0), within: 1e-3))
        #expect(close(corner[1], CGPoint(x: 100, y: 10 - handle), within: 1e-3))
        #expect(close(corner[2], CGPoint(x: 100, y: 10)))
        #expect(close(list[3].1[0], CGPoint(x: 100, y: 50)))
        #expect(path.contains(CGPoint(x: 50, y: 30)))
        #expect(!path.contains(CGPoint(x: 1, y: 1)), "the corner is cut off")
        #expect(path.contains(CGPoint(x: 4, y: 4)))

        // Collinear points, or a radius of zero, give a line to the first tangent point.
        let straight = CGMutablePath()
        straight.move(to: .zero)
        straight.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 20, y: 0), radius: 5)
        straight.addArc(tangent1End: CGPoint(x: 30, y: 0), tangent2End: CGPoint(x: 30, y: 10), radius: 0)
        #expect(elements(of: straight).map(\.0) == [.moveToPoint, .addLineToPoint, .addLineToPoint])
        #expect(straight.currentPoint == CGPoint(x: 30, y: 0))
    }

    @Test func relativeArcsAndTransformedBuilders() {
        let path = CGMutablePath()
        path.addRelativeArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, delta: .pi / 2)
        #expect(close(path.currentPoint, CGPoint(x: 50, y: 60)))
        let moved = CGMutablePath()
        moved.addRect(CGRect(x: 0, y: 0, width: 10, height: 10), transform: CGAffineTransform(translationX: 5, y: 7))
        #expect(moved.boundingBox == CGRect(x: 5, y: 7, width: 10, height: 10))
        var rect = CGRect.zero
        #expect(moved.isRect(&rect))
        #expect(rect == CGRect(x: 5, y: 7, width: 10, height: 10))
        #expect(!roundedByTangents().isRect(nil))
        moved.addLine(to: CGPoint(x: 1, y: 1), transform: CGAffineTransform(scaleX: 2, y: 2))
        #expect(moved.currentPoint == CGPoint(x: 2, y: 2))
        let ellipse = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10), transform: nil)
        #expect(ellipse.boundingBoxOfPath.insetBy(dx: -1e-9, dy: -1e-9).contains(ellipse.boundingBox))
    }

    @Test func pathsAreEqualByContentAndCopyAsCoreGraphicsDoes() {
        let built = CGMutablePath()
        built.addRect(CGRect(x: 1, y: 2, width: 3, height: 4))
        let made = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil)
        #expect(built == made)
        #expect(built.hashValue == made.hashValue)
        #expect(made.copy() === made, "an immutable path is its own copy")
        let frozen = built.copy()
        #expect(frozen !== built)
        #expect(!(frozen is CGMutablePath))
        let copy = made.mutableCopy()
        copy?.addLine(to: CGPoint(x: 50, y: 50))
        #expect(copy != made)
        #expect(made.currentPoint == CGPoint(x: 1, y: 2))
        var shift = CGAffineTransform(translationX: 10, y: 0)
        #expect(made.copy(using: &shift)?.boundingBox == CGRect(x: 11, y: 2, width: 3, height: 4))
        let set: Set<CGPath> = [built, made, CGPath(ellipseIn: .init(x: 0, y: 0, width: 4, height: 4), transform: nil)]
        #expect(set.count == 2)
    }

    @Test func strokedAndDashedCopiesCoverWhatTheStrokePaints() {
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 0, y: 10))
        line.addLine(to: CGPoint(x: 100, y: 10))
        let outline = line.copy(strokingWithWidth: 6, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(outline.contains(CGPoint(x: 50, y: 12)))
        #expect(!outline.contains(CGPoint(x: 50, y: 14)))
        #expect(!outline.contains(CGPoint(x: -2, y: 10)), "a butt cap ends at the end")
        let rounded = line.copy(strokingWithWidth: 6, lineCap: .round, lineJoin: .round, miterLimit: 10)
        #expect(rounded.contains(CGPoint(x: -2, y: 10)))
        let corner = CGMutablePath()
        corner.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 50, y: 0), CGPoint(x: 50, y: 50)])
        let mitered = corner.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(mitered.contains(CGPoint(x: 54, y: -4)), "the miter fills the outer corner")
        let beveled = corner.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .bevel, miterLimit: 10)
        #expect(!beveled.contains(CGPoint(x: 54.5, y: -4.5)))

        let dashed = line.copy(dashingWithPhase: 0, lengths: [10, 5])
        let dashes = elements(of: dashed).filter { $0.0 == .moveToPoint }.map { ($0.1[0].x * 1000).rounded() / 1000 }
        #expect(dashes == [0, 15, 30, 45, 60, 75, 90])
        #expect(close(dashed.currentPoint, CGPoint(x: 100, y: 10)))
    }

    @Test func theFrameworkKeepsACopyOfAPathItStores() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        let shape = CAShapeLayer()
        shape.path = path
        let layer = CALayer()
        layer.shadowPath = path
        let bezier = UIBezierPath(cgPath: path)
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.path = path
        path.addRect(CGRect(x: 100, y: 100, width: 10, height: 10))
        for stored in [shape.path, layer.shadowPath, bezier.cgPath, animation.path] {
            #expect(stored?.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
            #expect(stored !== path)
            #expect(!(stored is CGMutablePath))
        }
        shape.path = path
        #expect(shape.path?.boundingBox == CGRect(x: 0, y: 0, width: 110, height: 110), "set again: the new shape")
    }

    @Test func aContextBuildsAndHandsBackItsPath() throws {
        _ = TestHost()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        var handed: CGPath?
        var empty = false
        _ = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { renderer in
            let context = renderer.cgContext
            empty = context.path == nil && context.isPathEmpty
            context.move(to: CGPoint(x: 0, y: 10))
            context.addArc(tangent1End: CGPoint(x: 0, y: 0), tangent2End: CGPoint(x: 10, y: 0), radius: 5)
            context.addRelativeArc(center: CGPoint(x: 10, y: 10), radius: 5, startAngle: 0, delta: .pi)
            handed = context.path
        }
        #expect(empty)
        let path = try #require(handed)
        #expect(close(path.currentPoint, CGPoint(x: 5, y: 10)))
        #expect(path.boundingBox.minX == 0)
    }
}
