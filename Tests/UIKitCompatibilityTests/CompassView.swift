import UIKit

// A compass as iOS code draws one with layers: a rounded-corner bezel built from tangent arcs on
// a CGMutablePath, a text layer per cardinal point, a replicator for the tick marks and another
// for a spinner while the heading loads, laid out in layoutSublayers(of:), and the spin paused
// and resumed with the layer-timing recipe. Animations are tagged with setValue(_:forKey:).

final class CompassView: UIView, CAAnimationDelegate {
    let bezel = CAShapeLayer()
    let ticks = CAReplicatorLayer()
    let tick = CALayer()
    let spinner = CAReplicatorLayer()
    let spinnerDot = CALayer()
    private(set) var labels: [CATextLayer] = []
    private(set) var stoppedAnimations: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        bezel.fillColor = nil
        bezel.strokeColor = UIColor.darkGray.cgColor
        bezel.lineWidth = 4
        layer.addSublayer(bezel)

        tick.backgroundColor = UIColor.black.cgColor
        ticks.addSublayer(tick)
        ticks.instanceCount = 12
        ticks.instanceTransform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        layer.addSublayer(ticks)

        for (index, name) in ["N", "E", "S", "W"].enumerated() {
            let label = CATextLayer()
            label.string = name
            label.font = UIFont.boldSystemFont(ofSize: 14)
            label.fontSize = 14
            label.foregroundColor = (index == 0 ? UIColor.red : UIColor.black).cgColor
            label.alignmentMode = .center
            label.contentsScale = UIScreen.main.scale
            labels.append(label)
            layer.addSublayer(label)
        }

        spinnerDot.backgroundColor = UIColor.systemBlue.cgColor
        spinnerDot.cornerRadius = 3
        spinner.addSublayer(spinnerDot)
        spinner.instanceCount = 8
        spinner.instanceTransform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        spinner.instanceDelay = 1.0 / 8
        spinner.instanceAlphaOffset = -1.0 / 8
        layer.addSublayer(spinner)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// A rectangle with rounded corners made of tangent arcs, as drawing code often builds one.
    static func bezelPath(in rect: CGRect, radius: CGFloat) -> CGPath {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addArc(
            tangent1End: CGPoint(x: rect.maxX, y: rect.minY), tangent2End: CGPoint(x: rect.maxX, y: rect.maxY),
            radius: radius)
        path.addArc(
            tangent1End: CGPoint(x: rect.maxX, y: rect.maxY), tangent2End: CGPoint(x: rect.minX, y: rect.maxY),
            radius: radius)
        path.addArc(
            tangent1End: CGPoint(x: rect.minX, y: rect.maxY), tangent2End: CGPoint(x: rect.minX, y: rect.minY),
            radius: radius)
        path.addArc(
            tangent1End: CGPoint(x: rect.minX, y: rect.minY), tangent2End: CGPoint(x: rect.maxX, y: rect.minY),
            radius: radius)
        path.closeSubpath()
        return path
    }

    override func layoutSublayers(of layer: CALayer) {
        super.layoutSublayers(of: layer)
        guard layer === self.layer else { return }
        let inset = bounds.insetBy(dx: 4, dy: 4)
        bezel.path = CompassView.bezelPath(in: inset, radius: 20)
        ticks.frame = bounds
        tick.frame = CGRect(x: bounds.midX - 1, y: 8, width: 2, height: 8)
        let positions = [
            CGPoint(x: bounds.midX, y: 28), CGPoint(x: bounds.maxX - 28, y: bounds.midY),
            CGPoint(x: bounds.midX, y: bounds.maxY - 28), CGPoint(x: 28, y: bounds.midY),
        ]
        for (label, center) in zip(labels, positions) {
            label.bounds = CGRect(x: 0, y: 0, width: 24, height: 20)
            label.position = center
        }
        spinner.frame = CGRect(x: bounds.midX - 20, y: bounds.midY - 20, width: 40, height: 40)
        spinnerDot.frame = CGRect(x: 17, y: 0, width: 6, height: 6)
    }

    func startSpinning() {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.2
        fade.duration = 1
        fade.repeatCount = .infinity
        spinnerDot.add(fade, forKey: "fade")

        let turn = CABasicAnimation(keyPath: "transform.rotation.z")
        turn.fromValue = 0
        turn.toValue = 2 * Double.pi
        turn.duration = 4
        turn.setValue("needleTurn", forKey: "animationID")
        turn.delegate = self
        ticks.add(turn, forKey: "turn")
    }

    func pause(_ layer: CALayer) {
        let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0.0
        layer.timeOffset = pausedTime
    }

    func resume(_ layer: CALayer) {
        let pausedTime = layer.timeOffset
        layer.speed = 1.0
        layer.timeOffset = 0.0
        layer.beginTime = 0.0
        let timeSincePause = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
        layer.beginTime = timeSincePause
    }

    override func action(for layer: CALayer, forKey event: String) -> CAAction? {
        // No implicit animations for the view's own layer.
        NSNull()
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if let id = anim.value(forKey: "animationID") as? String { stoppedAnimations.append(id) }
    }
}
