/// The callout a long press on a key opens: the key's own character and its alternatives in a
/// row above it (é è ê ë ... over e), one highlighted. The finger slides along it to choose; the
/// keyboard types the highlighted one on lift-off. Only draws: the keyboard tracks the finger.
@preconcurrency @MainActor
final class KeyAlternativesView: UIView {
    /// The choices in the order drawn, left to right.
    var titles: [String] = [] {
        didSet { if titles != oldValue { setNeedsDisplay() } }
    }

    /// The highlighted choice: what lifting the finger types.
    var selectedIndex = 0 {
        didSet { if selectedIndex != oldValue { setNeedsDisplay() } }
    }

    /// The chosen title; nil when there are none.
    var selectedTitle: String? {
        titles.indices.contains(selectedIndex) ? titles[selectedIndex] : nil
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// The width of one choice.
    var cellWidth: CGFloat {
        titles.isEmpty ? 0 : bounds.width / CGFloat(titles.count)
    }

    /// The frame of choice `index`, in the view's coordinates.
    func cellFrame(at index: Int) -> CGRect {
        CGRect(x: CGFloat(index) * cellWidth, y: 0, width: cellWidth, height: bounds.height)
    }

    /// The choice under `x` (in the view's coordinates), the nearest end beyond them; nil for a
    /// point that is not a number.
    func index(atX x: CGFloat) -> Int? {
        guard x.isFinite, cellWidth > 0, !titles.isEmpty else { return nil }
        let raw = (x / cellWidth).rounded(.down)
        return Int(min(max(raw, 0), CGFloat(titles.count - 1)))
    }

    override func draw(_ rect: CGRect) {
        SystemKeyboardView.shadowGrey.setFill()
        UIBezierPath(roundedRect: bounds.insetBy(dx: 0.5, dy: 0.5).offsetBy(dx: 0, dy: 0.5), cornerRadius: 8).fill()
        UIColor.white.setFill()
        UIBezierPath(roundedRect: bounds.insetBy(dx: 1, dy: 1), cornerRadius: 8).fill()
        let size = min(26, bounds.height * 0.5)
        for (index, title) in titles.enumerated() {
            let cell = cellFrame(at: index).insetBy(dx: 3, dy: 4)
            let selected = index == selectedIndex
            if selected {
                UIColor.systemBlue.setFill()
                UIBezierPath(roundedRect: cell, cornerRadius: 6).fill()
            }
            let attributes: [NSAttributedString.Key: Any] = [
                .font: UIFont.systemFont(ofSize: size), .foregroundColor: selected ? UIColor.white : UIColor.black,
            ]
            let textSize = title.size(withAttributes: attributes)
            title.draw(
                at: CGPoint(
                    x: (cell.midX - textSize.width / 2).rounded(), y: (cell.midY - textSize.height / 2).rounded()),
                withAttributes: attributes)
        }
    }
}
