/// One component of a picker: a wheel of rows turned by a finger. `offset` is how far the wheel
/// has turned, in points (row `n` is centred at `n × rowHeight`); the rows are drawn around the
/// band in the middle, shrinking and fading towards the top and bottom as on a drum.
///
/// A drag moves the wheel with the finger (resisting past the ends); on release it glides with
/// UIKit's deceleration, its resting place rounded to a row, and eases there on the
/// application's frames. A tap on a row turns the wheel to it.
///
/// Counts and heights from the delegate are made usable (see `reload()`): a wheel has 0 to
/// `UIPickerView.maximumRowCount` rows of a finite positive height, so every offset and row
/// index the wheel computes is finite and in range.
@preconcurrency @MainActor
final class PickerWheelView: UIView {
    unowned let picker: UIPickerView
    let component: Int
    private(set) var rowCount = 0
    private(set) var rowHeight = UIPickerView.defaultRowHeight
    /// The row under the band once the wheel is at rest.
    private(set) var selectedRow = 0
    /// How far the wheel has turned.
    private var offset: CGFloat = 0 {
        didSet {
            if offset != oldValue {
                setNeedsDisplay()
                layOutRowViews()
            }
        }
    }
    private var dragStartOffset: CGFloat = 0
    private var animation: CADisplayLink?
    private var rowViews: [Int: UIView] = [:]

    init(picker: UIPickerView, component: Int) {
        self.picker = picker
        self.component = component
        super.init(frame: .zero)
        backgroundColor = .clear
        isOpaque = false
        clipsToBounds = true
        let pan = UIPanGestureRecognizer { [unowned self] recognizer in panned(recognizer as! UIPanGestureRecognizer) }
        addGestureRecognizer(pan)
        let tap = UITapGestureRecognizer { [unowned self] recognizer in
            tapped(at: recognizer.location(in: self))
        }
        addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Reads the rows again, keeping the selection where it can.
    func reload() {
        // A glide towards a row of the old count would settle past the new ones.
        stopGlide()
        let count = picker.dataSource?.pickerView(picker, numberOfRowsInComponent: component) ?? 0
        rowCount = picker.usableRowCount(count, component: component)
        let asked =
            picker.delegate?.pickerView(picker, rowHeightForComponent: component) ?? UIPickerView.defaultRowHeight
        rowHeight = picker.usableRowHeight(asked, component: component)
        for view in rowViews.values { view.removeFromSuperview() }
        rowViews = [:]
        selectedRow = min(selectedRow, max(rowCount - 1, 0))
        offset = CGFloat(selectedRow) * rowHeight
        setNeedsDisplay()
        layOutRowViews()
    }

    /// Turns the wheel to `row`; `notifying` tells the delegate when it settles there.
    func turn(to row: Int, animated: Bool, notifying: Bool) {
        guard rowCount > 0 else { return }
        let target = min(max(row, 0), rowCount - 1)
        let previous = selectedRow
        selectedRow = target
        glide(to: CGFloat(target) * rowHeight, animated: animated) { [weak self] in
            guard let self, notifying, target != previous else { return }
            self.picker.wheelDidSettle(self)
        }
    }

    /// The view the delegate gave for `row`, while it shows.
    func shownView(forRow row: Int) -> UIView? { rowViews[row] }

    override var isAccessibilityElement: Bool {
        get { true }
        set {}
    }

    override var accessibilityValue: String? {
        get { rowCount > 0 ? title(forRow: selectedRow) : nil }
        set {}
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get { .adjustable }
        set {}
    }

    override func draw(_ rect: CGRect) {
        guard rowCount > 0, !usesRowViews else { return }
        let centre = bounds.midY
        for row in visibleRows {
            let distance = CGFloat(row) * rowHeight - offset
            let (y, scale, alpha) = drumPlacement(forDistance: distance, centre: centre)
            guard alpha > 0.01 else { continue }
            // An attributed title keeps its own attributes; a plain one is drawn in the wheel's.
            let attributed = picker.delegate?.pickerView(picker, attributedTitleForRow: row, forComponent: component)
            let string = attributed?.string ?? title(forRow: row) ?? ""
            var attributes: [NSAttributedString.Key: Any] = [
                .font: UIFont.systemFont(ofSize: 21 * scale), .foregroundColor: UIColor.label.withAlphaComponent(alpha),
            ]
            if let attributed, attributed.length > 0 {
                attributes.merge(attributed.attributes(at: 0)) { _, own in own }
                // The row's own colour fades towards the drum's edges as the default one does.
                if let color = attributes[.foregroundColor] as? UIColor {
                    attributes[.foregroundColor] = color.withAlphaComponent(color.alpha * alpha)
                }
            }
            let size = string.size(withAttributes: attributes)
            let x = (bounds.width - size.width) / 2
            string.draw(at: CGPoint(x: max(x, 4), y: y - size.height / 2), withAttributes: attributes)
        }
    }

    // MARK: - Touches

    private func panned(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopGlide()
            dragStartOffset = offset
        case .changed:
            let raw = dragStartOffset - pan.translation(in: self).y
            offset = resisted(raw)
        case .ended, .cancelled:
            let velocity = -pan.velocity(in: self).y
            // Where UIKit's deceleration (0.998 of the speed kept each millisecond) would stop it,
            // rounded to a row.
            let glide = velocity * 0.998 / (1 - 0.998) / 1000
            let target = row(atOffset: offset + glide)
            turn(to: target, animated: true, notifying: true)
        default:
            break
        }
    }

    private func tapped(at point: CGPoint) {
        guard rowCount > 0 else { return }
        let distance = point.y - bounds.midY
        // Rows nearer the edges of the drum are drawn closer together; undo the squeeze.
        let turned = offset + unsqueezed(distance)
        turn(to: row(atOffset: turned), animated: true, notifying: true)
    }

    // MARK: - Private

    private var usesRowViews: Bool {
        rowCount > 0 && picker.delegate?.pickerView(picker, viewForRow: 0, forComponent: component, reusing: nil) != nil
    }

    private func title(forRow row: Int) -> String? {
        if let title = picker.delegate?.pickerView(picker, titleForRow: row, forComponent: component) { return title }
        return picker.delegate?.pickerView(picker, attributedTitleForRow: row, forComponent: component)?.string
    }

    /// The rows near enough the band to show.
    private var visibleRows: ClosedRange<Int> {
        let reach = (bounds.height / rowHeight).clampedInteger(rounding: .up, in: 0...UIPickerView.maximumRowCount) + 1
        let centreRow = row(atOffset: offset)
        return max(centreRow - reach, 0)...max(min(centreRow + reach, rowCount - 1), 0)
    }

    /// The row centred at `offset` along the wheel, within the rows there are.
    private func row(atOffset offset: CGFloat) -> Int {
        (offset / rowHeight).clampedInteger(rounding: .toNearestOrAwayFromZero, in: 0...max(rowCount - 1, 0))
    }

    /// A row `distance` points from the band's centre along the wheel, drawn on a drum: its
    /// height on screen, how large and how visible it is.
    private func drumPlacement(forDistance distance: CGFloat, centre: CGFloat) -> (
        y: CGFloat, scale: CGFloat, alpha: CGFloat
    ) {
        let radius = bounds.height / 2
        let angle = min(max(distance / radius, -.pi / 2), .pi / 2)
        let y = centre + sinValue(angle) * radius
        let depth = cosValue(angle)
        return (y, 0.75 + 0.25 * depth, max(depth, 0) * (abs(distance) < rowHeight / 2 ? 1 : 0.55))
    }

    /// The distance along the wheel that shows `screenDistance` from the centre.
    private func unsqueezed(_ screenDistance: CGFloat) -> CGFloat {
        let radius = bounds.height / 2
        let ratio = min(max(screenDistance / radius, -1), 1)
        return asinValue(ratio) * radius
    }

    private func resisted(_ raw: CGFloat) -> CGFloat {
        let top: CGFloat = 0
        let bottom = CGFloat(max(rowCount - 1, 0)) * rowHeight
        if raw < top { return top + ScrollAxisMotion.rubberBand(raw - top, dimension: bounds.height) }
        if raw > bottom { return bottom + ScrollAxisMotion.rubberBand(raw - bottom, dimension: bounds.height) }
        return raw
    }

    private func stopGlide() {
        animation?.invalidate()
        animation = nil
    }

    /// Eases the wheel to `target` over a time that grows with the distance.
    private func glide(to target: CGFloat, animated: Bool, completion: @escaping @MainActor () -> Void) {
        stopGlide()
        guard animated, let application = window?.application, abs(target - offset) > 0.5 else {
            offset = target
            completion()
            return
        }
        let start = offset
        let startTime = application.clock.now
        let duration = min(0.25 + Double(abs(target - start)) / 1500, 1.2)
        let link = CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            let progress = min((link.timestamp - startTime) / duration, 1)
            // Ease out: fast at first, settling gently, as a drum slowing to a stop.
            let eased = 1 - powValue(1 - progress, 3)
            self.offset = start + (target - start) * CGFloat(eased)
            if progress >= 1 {
                link.invalidate()
                self.animation = nil
                completion()
            }
        }
        animation = link
        link.add(to: application)
    }

    /// Places the delegate's row views on the drum.
    private func layOutRowViews() {
        guard usesRowViews else { return }
        let visible = visibleRows
        for (row, view) in rowViews where !visible.contains(row) {
            view.removeFromSuperview()
            rowViews[row] = nil
        }
        for row in visible {
            let existing = rowViews[row]
            guard
                let view = picker.delegate?.pickerView(
                    picker, viewForRow: row, forComponent: component, reusing: existing)
            else { continue }
            if view !== existing {
                existing?.removeFromSuperview()
                addSubview(view)
                rowViews[row] = view
            }
            let (y, scale, alpha) = drumPlacement(forDistance: CGFloat(row) * rowHeight - offset, centre: bounds.midY)
            view.bounds = CGRect(x: 0, y: 0, width: bounds.width, height: rowHeight)
            view.center = CGPoint(x: bounds.midX, y: y)
            view.transform = CGAffineTransform(scaleX: 1, y: scale)
            view.alpha = alpha
            view.isUserInteractionEnabled = false
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layOutRowViews()
    }
}
