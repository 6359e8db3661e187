import UIKit

final class SignatureView: UIView {
    override class var actionTable: ActionTable {
        super.actionTable
            .on(Selector("handlePan:"), SignatureView.handlePan)
            .on(Selector("clear"), SignatureView.clear)
            .on(Selector("handlePress:"), SignatureView.handlePress)
    }

    private(set) var strokes: [[CGPoint]] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        let pan = UIPanGestureRecognizer(target: self, action: Selector("handlePan:"))
        addGestureRecognizer(pan)
        let doubleTap = UITapGestureRecognizer(target: self, action: Selector("clear"))
        doubleTap.numberOfTapsRequired = 2
        addGestureRecognizer(doubleTap)
        let press = UILongPressGestureRecognizer()
        press.addTarget(self, action: Selector("handlePress:"))
        addGestureRecognizer(press)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func handlePan(_ recognizer: UIPanGestureRecognizer) {
        let point = recognizer.location(in: self)
        if recognizer.state == .began { strokes.append([]) }
        strokes[strokes.count - 1].append(point)
        setNeedsDisplay()
    }

    func clear() {
        strokes.removeAll()
        setNeedsDisplay()
    }

    func handlePress(_ recognizer: UILongPressGestureRecognizer) {}
}
