import Glibc
import ScanoutTesting
import Testing

@testable import Scanout

/// Whatever an app passes to paths, shadows, text and replicator layers, key-value coding and
/// layer timing — numbers that are not finite, huge or negative, empty strings, paths of
/// thousands of elements — nothing traps, nothing hangs, and memory stays flat over many rounds.
@MainActor
@Suite struct LayerLongTailHostileTests {
    private static let hostile: [CGFloat] = [.nan, .infinity, -.infinity, 1e300, -1e300, -5, 0, 1e-300]

    /// A seeded generator, so a failure repeats.

    @Test func hostilePathsNeverTrap() {
        var random = SplitMix64(seed: 36)
        func value() -> CGFloat {
            Bool.random(using: &random)
                ? Self.hostile.randomElement(using: &random)! : CGFloat.random(in: -500...500, using: &random)
        }
        func point() -> CGPoint { CGPoint(x: value(), y: value()) }
        for _ in 0..<200 {
            let path = CGMutablePath()
            path.move(to: point())
            path.addArc(tangent1End: point(), tangent2End: point(), radius: value())
            path.addRelativeArc(center: point(), radius: value(), startAngle: value(), delta: value())
            path.addArc(
                center: point(), radius: value(), startAngle: value(), endAngle: value(),
                clockwise: Bool.random(using: &random))
            path.addRoundedRect(
                in: CGRect(x: value(), y: value(), width: value(), height: value()), cornerWidth: value(),
                cornerHeight: value())
            path.addQuadCurve(
                to: point(), control: point(),
                transform: CGAffineTransform(a: value(), b: 0, c: 0, d: value(), tx: value(), ty: 0))
            path.addEllipse(in: CGRect(x: value(), y: value(), width: value(), height: value()))
            path.addPath(path, transform: CGAffineTransform(rotationAngle: value()))
            _ = path.boundingBox
            _ = path.boundingBoxOfPath
            _ = path.contains(point())
            _ = path.copy(strokingWithWidth: value(), lineCap: .round, lineJoin: .miter, miterLimit: value())
            _ = path.copy(dashingWithPhase: value(), lengths: [value(), value()])
            var rect = CGRect.zero
            _ = path.isRect(&rect)
            path.applyWithBlock { _ in }
        }
        // Long paths, and dashes too fine to draw, finish.
        let long = CGMutablePath()
        long.move(to: .zero)
        for index in 0..<5000 {
            long.addArc(
                tangent1End: CGPoint(x: index * 3, y: index % 2 * 10), tangent2End: CGPoint(x: index * 3 + 3, y: 0),
                radius: 2)
        }
        let dashed = long.copy(dashingWithPhase: 0, lengths: [1e-300, 1e-300])
        _ = dashed.boundingBox
        _ = long.copy(strokingWithWidth: 2, lineCap: .square, lineJoin: .round, miterLimit: 4)
        _ = long.copy(dashingWithPhase: .nan, lengths: [.infinity, -1, .nan])
        #expect(long.copy()?.boundingBox == long.boundingBox)
    }

    @Test func hostileShadowsAndContextCallsNeverTrap() {
        _ = TestHost()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        for value in Self.hostile {
            _ = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: format).image { renderer in
                let context = renderer.cgContext
                context.setShadow(
                    offset: CGSize(width: value, height: -value), blur: value, color: UIColor.black.cgColor)
                context.setFillColor(UIColor.red.cgColor)
                context.fill(CGRect(x: 5, y: 5, width: 20, height: 20))
                context.fillEllipse(in: CGRect(x: value, y: 0, width: 10, height: 10))
                context.move(to: CGPoint(x: 0, y: 0))
                context.addArc(
                    tangent1End: CGPoint(x: value, y: 10), tangent2End: CGPoint(x: 10, y: value), radius: value)
                context.addRelativeArc(center: .zero, radius: value, startAngle: value, delta: value)
                context.replacePathWithStrokedPath()
                context.fillPath()
                context.resetClip()
                _ = context.path
            }
        }
    }

    @Test func hostileLayersTimingAndKeysNeverTrap() {
        let host = TestHost(size: CGSize(width: 200, height: 200))
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        dot.backgroundColor = UIColor.black.cgColor
        replicator.addSublayer(dot)
        let text = CATextLayer()
        text.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        host.window.layer.addSublayer(replicator)
        host.window.layer.addSublayer(text)
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = Double.pi * 2
        spin.duration = 1
        spin.repeatCount = .infinity
        dot.add(spin, forKey: "spin")
        for count in [Int.max, Int.min, -1, 0, 1_000_000, 3] {
            replicator.instanceCount = count
            _ = host.render()
        }
        for value in Self.hostile {
            replicator.instanceTransform = CATransform3DMakeTranslation(value, value, 0)
            replicator.instanceDelay = value
            replicator.instanceAlphaOffset = Float(value)
            replicator.instanceRedOffset = Float(value)
            replicator.speed = Float(value)
            replicator.timeOffset = value
            replicator.beginTime = value
            dot.speed = Float(value)
            text.fontSize = value
            text.string = value.isNaN ? "" : String(repeating: "long text ", count: 500)
            text.font = value == 0 ? nil : ("No Such Font" as String)
            text.isWrapped = value > 0
            text.truncationMode = value > 0 ? .middle : .none
            _ = replicator.convertTime(value, from: dot)
            _ = dot.convertTime(value, to: nil)
            replicator.setValue(value, forKeyPath: "transform.scale")
            replicator.setValue(value, forKey: "instanceCount")
            replicator.setValue(value, forKey: "opacity")
            replicator.setValue(value, forKeyPath: "made.up.key")
            _ = replicator.value(forKeyPath: "transform.rotation.z")
            host.advance(by: 0.1)
            _ = host.render()
        }
        text.font = UIFont.systemFont(ofSize: 10)
        text.string = 42
        _ = host.render()
        #expect(replicator.value(forKeyPath: "made.up.key") != nil)
    }

    /// The process's resident memory, from /proc/self/statm.
    private static func residentBytes() -> Int {
        let file = open("/proc/self/statm", O_RDONLY)
        guard file >= 0 else { return 0 }
        defer { close(file) }
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = read(file, &buffer, 255)
        let fields = String(decoding: buffer[0..<max(count, 0)], as: UTF8.self).split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * sysconf(Int32(_SC_PAGESIZE))
    }

    @Test func memoryStaysFlatOverManyRounds() {
        let host = TestHost(size: CGSize(width: 200, height: 200))
        weak var lastLayer: CALayer?
        weak var lastPath: CGPath?
        func round(_ index: Int) {
            let path = CGMutablePath()
            path.addRoundedRect(in: CGRect(x: 10, y: 10, width: 80, height: 60), cornerWidth: 8, cornerHeight: 8)
            let shape = CAShapeLayer()
            shape.path = path
            shape.shadowOpacity = 0.5
            shape.shadowPath = path
            let text = CATextLayer()
            text.string = "Round \(index)"
            text.frame = CGRect(x: 0, y: 100, width: 200, height: 30)
            let replicator = CAReplicatorLayer()
            replicator.instanceCount = 6
            replicator.addSublayer(shape)
            replicator.addSublayer(text)
            replicator.setValue(index, forKey: "round")
            host.window.layer.addSublayer(replicator)
            _ = host.render()
            replicator.removeFromSuperlayer()
            lastLayer = replicator
            lastPath = path
        }
        for index in 0..<50 { round(index) }
        let before = Self.residentBytes()
        for index in 50..<350 { round(index) }
        let after = Self.residentBytes()
        #expect(lastLayer == nil, "layers go when removed")
        #expect(lastPath == nil)
        #expect(Int(after) - Int(before) < 4 << 20, "grew by \(Int(after) - Int(before)) bytes")
    }
}
