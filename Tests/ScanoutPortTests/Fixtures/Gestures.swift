import UIKit

final class SignatureView: UIView {
    private(set) var strokes: [[CGPoint]] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        addGestureRecognizer(pan)
        let doubleTap = UITapGestureRecognizer(target: self, action: #selector(SignatureView.clear))
        doubleTap.numberOfTapsRequired = 2
        addGestureRecognizer(doubleTap)
        let press = UILongPressGestureRecognizer()
        press.addTarget(self, action: #selector(self.handlePress))
        addGestureRecognizer(press)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc private func handlePan(_ recognizer: UIPanGestureRecognizer) {
        let point = recognizer.location(in: self)
        if recognizer.state == .began { strokes.append([]) }
        strokes[strokes.count - 1].append(point)
        setNeedsDisplay()
    }

    @objc func clear() {
        strokes.removeAll()
        setNeedsDisplay()
    }

    @objc func handlePress(_ recognizer: UILongPressGestureRecognizer) {}
}
