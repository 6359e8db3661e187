/// The enlarged key shown above the finger while a typing key is held.
@preconcurrency @MainActor
final class KeyPreviewView: UIView {
    var title = "" {
        didSet { if title != oldValue { setNeedsDisplay() } }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func draw(_ rect: CGRect) {
        SystemKeyboardView.shadowGrey.setFill()
        UIBezierPath(roundedRect: bounds.insetBy(dx: 0.5, dy: 0.5).offsetBy(dx: 0, dy: 0.5), cornerRadius: 8).fill()
        UIColor.white.setFill()
        UIBezierPath(roundedRect: bounds.insetBy(dx: 1, dy: 1), cornerRadius: 8).fill()
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: min(34, bounds.height * 0.6)), .foregroundColor: UIColor.black,
        ]
        let size = title.size(withAttributes: attributes)
        title.draw(
            at: CGPoint(x: (bounds.midX - size.width / 2).rounded(), y: (bounds.midY - size.height / 2).rounded()),
            withAttributes: attributes)
    }
}
