/// The bubble behind a popover's content: a rounded white card with an arrow pointing at the
/// source. It sits in the container just below the presented view, which the presentation
/// controller rounds to the same corners. Internal; drawn, never touched (the container takes
/// taps around it as taps outside).
@preconcurrency @MainActor
final class PopoverChromeView: UIView {
    /// Where the arrow points and, in this view's coordinates, the point its tip touches.
    private var arrow: (direction: UIPopoverArrowDirection, tip: CGPoint)?
    /// The content's frame in this view's coordinates.
    private var contentFrame: CGRect = .zero

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Wraps `content` (container coordinates) with an arrow in `direction` toward `source`.
    func place(around content: CGRect, direction: UIPopoverArrowDirection, source: CGRect) {
        let length = UIPopoverPresentationController.arrowLength
        frame = content.insetBy(dx: -length, dy: -length)
        contentFrame = content.offsetBy(dx: -frame.minX, dy: -frame.minY)
        let inset = UIPopoverPresentationController.cornerRadius + length
        let sourceCentre = CGPoint(x: source.midX - frame.minX, y: source.midY - frame.minY)
        let x = max(contentFrame.minX + inset, min(sourceCentre.x, contentFrame.maxX - inset))
        let y = max(contentFrame.minY + inset, min(sourceCentre.y, contentFrame.maxY - inset))
        switch direction {
        case .up: arrow = (direction, CGPoint(x: x, y: contentFrame.minY - length))
        case .down: arrow = (direction, CGPoint(x: x, y: contentFrame.maxY + length))
        case .left: arrow = (direction, CGPoint(x: contentFrame.minX - length, y: y))
        case .right: arrow = (direction, CGPoint(x: contentFrame.maxX + length, y: y))
        default: arrow = nil
        }
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        UIColor(white: 0, alpha: 0.08).setFill()
        UIBezierPath(
            roundedRect: contentFrame.insetBy(dx: -1, dy: -1),
            cornerRadius: UIPopoverPresentationController.cornerRadius + 1
        ).fill()
        UIColor.systemBackground.setFill()
        UIBezierPath(roundedRect: contentFrame, cornerRadius: UIPopoverPresentationController.cornerRadius).fill()
        guard let arrow else { return }
        let length = UIPopoverPresentationController.arrowLength
        let half = length
        let tip = arrow.tip
        let path = UIBezierPath()
        path.move(to: tip)
        switch arrow.direction {
        case .up:
            path.addLine(to: CGPoint(x: tip.x + half, y: tip.y + length + 1))
            path.addLine(to: CGPoint(x: tip.x - half, y: tip.y + length + 1))
        case .down:
            path.addLine(to: CGPoint(x: tip.x + half, y: tip.y - length - 1))
            path.addLine(to: CGPoint(x: tip.x - half, y: tip.y - length - 1))
        case .left:
            path.addLine(to: CGPoint(x: tip.x + length + 1, y: tip.y - half))
            path.addLine(to: CGPoint(x: tip.x + length + 1, y: tip.y + half))
        default:
            path.addLine(to: CGPoint(x: tip.x - length - 1, y: tip.y - half))
            path.addLine(to: CGPoint(x: tip.x - length - 1, y: tip.y + half))
        }
        path.close()
        path.fill()
    }
}
