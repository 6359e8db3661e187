/// The row above an input-method keyboard's keys that offers the composition's candidates (你好
/// 妳好 逆号 … for "nihao"), best first at the left. It scrolls sideways when they do not fit; a
/// tap on one chooses it. Empty while nothing is composed. Part of the system keyboard; apps
/// never create it.
@preconcurrency @MainActor
final class CandidateBarView: UIScrollView {
    /// The candidates shown, left to right. Setting them scrolls back to the start.
    var candidates: [String] {
        get { strip.candidates }
        set {
            guard newValue != strip.candidates else { return }
            strip.candidates = newValue
            relayoutStrip()
            contentOffset = .zero
        }
    }

    /// Called with the index of the candidate tapped.
    var onChoose: ((Int) -> Void)? {
        get { strip.onChoose }
        set { strip.onChoose = newValue }
    }

    private let strip = CandidateStripView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = SystemKeyboardView.backgroundGrey
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        alwaysBounceVertical = false
        contentInsetAdjustmentBehavior = .never
        // A candidate taps at once; a drag that starts on one still scrolls (it cancels the tap).
        delaysContentTouches = false
        addSubview(strip)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// The frame of the candidate `text` (the first with that text), in the bar's own coordinates
    /// (its content's, as scrolled); nil when it does not offer it.
    func frame(ofCandidate text: String) -> CGRect? {
        guard let index = strip.candidates.firstIndex(of: text) else { return nil }
        return strip.convert(strip.cellFrame(at: index), to: self)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if strip.frame.height != bounds.height { relayoutStrip() }
    }

    private func relayoutStrip() {
        let width = max(strip.contentWidth, bounds.width)
        strip.frame = CGRect(x: 0, y: 0, width: width, height: bounds.height)
        contentSize = CGSize(width: width, height: bounds.height)
    }
}

/// The candidates drawn in a row (the bar's content): each in a cell as wide as its text plus a
/// margin, the first on a white key-like cap, thin rules between the rest.
@preconcurrency @MainActor
final class CandidateStripView: UIView {
    var candidates: [String] = [] {
        didSet {
            guard candidates != oldValue else { return }
            measure()
            setNeedsDisplay()
        }
    }

    var onChoose: ((Int) -> Void)?
    /// The right edge of each cell, left to right.
    private var cellEnds: [CGFloat] = []
    private var pressedIndex: Int?

    static let fontSize: CGFloat = 20
    static let margin: CGFloat = 14
    static let minimumCellWidth: CGFloat = 44

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = SystemKeyboardView.backgroundGrey
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// The width all cells need.
    var contentWidth: CGFloat { cellEnds.last ?? 0 }

    func cellFrame(at index: Int) -> CGRect {
        guard cellEnds.indices.contains(index) else { return .null }
        let start = index == 0 ? 0 : cellEnds[index - 1]
        return CGRect(x: start, y: 0, width: cellEnds[index] - start, height: bounds.height)
    }

    private func index(at point: CGPoint) -> Int? {
        guard point.x >= 0, point.y >= 0, point.y <= bounds.height else { return nil }
        return cellEnds.firstIndex { point.x < $0 }
    }

    private func measure() {
        var x: CGFloat = 0
        let font = UIFont.systemFont(ofSize: CandidateStripView.fontSize)
        cellEnds = candidates.map { text in
            let width = text.size(withAttributes: [.font: font]).width
            x += max(CandidateStripView.minimumCellWidth, (width + CandidateStripView.margin * 2).rounded(.up))
            return x
        }
    }

    // MARK: Touches

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        setPressed(index(at: touch.location(in: self)))
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let pressedIndex,
            !cellFrame(at: pressedIndex).insetBy(dx: -8, dy: -8).contains(touch.location(in: self))
        else { return }
        setPressed(nil)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let chosen = pressedIndex
        setPressed(nil)
        if let chosen { onChoose?(chosen) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        setPressed(nil)
    }

    private func setPressed(_ index: Int?) {
        guard index != pressedIndex else { return }
        for old in [pressedIndex, index].compactMap({ $0 }) { setNeedsDisplay(cellFrame(at: old)) }
        pressedIndex = index
    }

    // MARK: Drawing

    override func draw(_ rect: CGRect) {
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: CandidateStripView.fontSize), .foregroundColor: UIColor.black,
        ]
        for index in candidates.indices {
            let cell = cellFrame(at: index)
            guard cell.intersects(rect) else { continue }
            if index == 0 || index == pressedIndex {
                (index == pressedIndex ? SystemKeyboardView.functionGrey : UIColor.white).setFill()
                UIBezierPath(roundedRect: cell.insetBy(dx: 3, dy: 5), cornerRadius: 5).fill()
            } else if index > 1 {
                // A rule before each candidate but the first two (the first has its cap).
                SystemKeyboardView.shadowGrey.setFill()
                UIBezierPath(rect: CGRect(x: cell.minX, y: cell.minY + 12, width: 1, height: cell.height - 24)).fill()
            }
            let size = candidates[index].size(withAttributes: attributes)
            candidates[index].draw(
                at: CGPoint(x: (cell.midX - size.width / 2).rounded(), y: (cell.midY - size.height / 2).rounded()),
                withAttributes: attributes)
        }
    }
}
