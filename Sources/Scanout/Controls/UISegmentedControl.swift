/// A row of segments, one of which is selected: a choice among a few options ("Visitor",
/// "Contractor", "Delivery"), drawn as iOS draws it — a grey rounded track with a raised white
/// thumb under the selected segment.
///
/// Behaves as UIKit's `UISegmentedControl`. Segments show a title or an image (`init(items:)`
/// takes strings and images). Touching a segment and lifting inside it selects it and sends
/// `.valueChanged` (and `.primaryActionTriggered`) only when the selection changed; a segment's
/// `UIAction` (`insertSegment(action:at:animated:)`) runs when it is chosen. Dragging a finger that
/// went down on the selected segment slides the selection. In momentary mode a segment highlights
/// only while touched and every tap sends `.valueChanged`. Setting `selectedSegmentIndex` sends
/// nothing. Disabled segments are dimmed and cannot be chosen. Segments share the width equally
/// unless `apportionsSegmentWidthsByContent` or a width set with `setWidth(_:forSegmentAt:)`.
///
/// Each segment is an accessibility element labelled with its title, so tests find it by title
/// (`try host.tap("Contractor")`); the control itself is their container. Main actor.
///
/// Hostile values: a segment width that is NaN or negative means automatic (0), one past
/// `maximumSegmentWidth` is cut to it, each with a warning; inserting past either end inserts
/// at that end; removing segments while a finger is on the control forgets the touched one (the
/// touch then selects nothing), so `selectedSegmentIndex` is always a segment or `noSegment`.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// `selectedSegmentIndex` when no segment is selected.
    public static let noSegment = -1

    /// The control's height on iOS 13 and later.
    static let height: CGFloat = 32
    /// Space either side of a segment's content.
    static let contentPadding: CGFloat = 12
    /// The widest a segment may be set (`setWidth(_:forSegmentAt:)`): 10,000 points, far wider
    /// than any screen. UIKit documents no limit.
    public static let maximumSegmentWidth: CGFloat = 10_000

    private var segments: [Segment] = []
    private var storedSelectedIndex = UISegmentedControl.noSegment
    /// The segment under the finger while tracking.
    private var touchedIndex: Int?
    /// Whether the finger went down on the selected segment (so dragging moves the selection).
    private var draggingSelection = false
    private var titleAttributes: [UIControl.State.RawValue: [NSAttributedString.Key: Any]] = [:]
    private var warned = WarnedCauses()

    // MARK: Initialization

    /// A control with a segment per item: a `String` makes a titled segment, a `UIImage` an image
    /// segment; nothing is selected.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        commonInit()
        for item in items ?? [] {
            if let title = item as? String {
                insertSegment(withTitle: title, at: numberOfSegments, animated: false)
            } else if let image = item as? UIImage {
                insertSegment(with: image, at: numberOfSegments, animated: false)
            }
        }
        frame.size = intrinsicContentSize
    }

    /// A control with a segment per action, titled and imaged from it.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(items: nil)
        for action in actions { insertSegment(action: action, at: numberOfSegments, animated: false) }
        self.frame = frame == .zero ? CGRect(origin: .zero, size: intrinsicContentSize) : frame
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    private func commonInit() {
        backgroundColor = .clear
    }

    // MARK: Segments

    /// How many segments there are.
    open var numberOfSegments: Int { segments.count }

    /// The selected segment, or `UISegmentedControl.noSegment`. Setting it sends no actions.
    open var selectedSegmentIndex: Int {
        get { storedSelectedIndex }
        set {
            let index = segments.indices.contains(newValue) ? newValue : UISegmentedControl.noSegment
            guard index != storedSelectedIndex else { return }
            storedSelectedIndex = index
            segmentsDidChange(sizeChanged: false)
        }
    }

    /// Whether segments only highlight while touched instead of staying selected.
    open var isMomentary = false {
        didSet { segmentsDidChange(sizeChanged: false) }
    }

    /// Whether each segment is as wide as its content rather than all equally wide.
    open var apportionsSegmentWidthsByContent = false {
        didSet { segmentsDidChange(sizeChanged: true) }
    }

    /// The colour of the selected segment's thumb; white when nil.
    open var selectedSegmentTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    /// A segment showing `action`'s title (or image) that runs it when chosen.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        var newSegment = Segment(title: action.title.isEmpty ? nil : action.title, image: action.image)
        newSegment.action = action
        insert(newSegment, at: segment)
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].view.removeFromSuperview()
        segments.remove(at: segment)
        if storedSelectedIndex == segment {
            storedSelectedIndex = UISegmentedControl.noSegment
        } else if storedSelectedIndex > segment {
            storedSelectedIndex -= 1
        }
        // A finger on the control keeps tracking; the segment it touched may be gone.
        if let touchedIndex {
            if touchedIndex == segment {
                self.touchedIndex = nil
                draggingSelection = false
            } else if touchedIndex > segment {
                self.touchedIndex = touchedIndex - 1
            }
        }
        segmentsDidChange(sizeChanged: true)
    }

    open func removeAllSegments() {
        for segment in segments { segment.view.removeFromSuperview() }
        segments.removeAll()
        storedSelectedIndex = UISegmentedControl.noSegment
        touchedIndex = nil
        draggingSelection = false
        segmentsDidChange(sizeChanged: true)
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
        segmentsDidChange(sizeChanged: true)
    }

    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
        segmentsDidChange(sizeChanged: true)
    }

    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Gives a segment a fixed width; 0 sizes it automatically. NaN and negative widths mean 0,
    /// widths past `maximumSegmentWidth` that, with a warning.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        var usable = width
        if width.isNaN || width < 0 {
            warnOnce(
                &warned, cause: "width",
                "\(self): setWidth(\(width), forSegmentAt: \(segment)): a width must be 0 (automatic) or more; using 0.")
            usable = 0
        } else if width > UISegmentedControl.maximumSegmentWidth {
            warnOnce(
                &warned, cause: "huge width",
                "\(self): setWidth(\(width), forSegmentAt: \(segment)): widths are at most "
                    + "\(UISegmentedControl.maximumSegmentWidth) points (UISegmentedControl.maximumSegmentWidth).")
            usable = UISegmentedControl.maximumSegmentWidth
        }
        segments[segment].fixedWidth = usable
        segmentsDidChange(sizeChanged: true)
    }

    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].fixedWidth : 0
    }

    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        segmentsDidChange(sizeChanged: false)
    }

    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// The action a segment runs when chosen.
    open func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].action = action
        if !action.title.isEmpty { segments[segment].title = action.title }
        segmentsDidChange(sizeChanged: true)
    }

    /// Sets the titles' attributes (`.font`, `.foregroundColor`) for `state` (`.normal`,
    /// `.selected`, `.disabled`).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        segmentsDidChange(sizeChanged: true)
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    // MARK: Size and layout

    open override var intrinsicContentSize: CGSize {
        let widths = contentWidths()
        let width: CGFloat
        if apportionsSegmentWidthsByContent {
            width = zip(segments, widths).reduce(0) { $0 + ($1.0.fixedWidth > 0 ? $1.0.fixedWidth : $1.1) }
        } else {
            let widest = widths.max() ?? 0
            width = segments.reduce(0) { $0 + ($1.fixedWidth > 0 ? $1.fixedWidth : widest) }
        }
        return CGSize(width: width, height: UISegmentedControl.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let frames = segmentFrames()
        for (segment, frame) in zip(segments, frames) {
            segment.view.frame = frame
        }
    }

    /// The segments' rectangles, left to right (right to left in a right-to-left layout).
    func segmentFrames() -> [CGRect] {
        guard !segments.isEmpty else { return [] }
        let fixedTotal = segments.reduce(0) { $0 + $1.fixedWidth }
        let flexibleCount = segments.filter { $0.fixedWidth == 0 }.count
        let remaining = max(bounds.width - fixedTotal, 0)
        var widths: [CGFloat]
        if apportionsSegmentWidthsByContent, flexibleCount > 0 {
            // Content widths, scaled together to fill what the fixed segments leave.
            let content = contentWidths()
            let flexibleContent = zip(segments, content).filter { $0.0.fixedWidth == 0 }.reduce(0) { $0 + $1.1 }
            let factor = flexibleContent > 0 ? remaining / flexibleContent : 0
            widths = zip(segments, content).map { $0.0.fixedWidth > 0 ? $0.0.fixedWidth : $0.1 * factor }
        } else {
            let share = flexibleCount > 0 ? remaining / CGFloat(flexibleCount) : 0
            widths = segments.map { $0.fixedWidth > 0 ? $0.fixedWidth : share }
        }
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var frames: [CGRect] = []
        var x: CGFloat = rightToLeft ? bounds.width : 0
        for width in widths {
            if rightToLeft { x -= width }
            frames.append(CGRect(x: x, y: 0, width: width, height: bounds.height))
            if !rightToLeft { x += width }
        }
        return frames
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        touchedIndex = enabledSegment(at: touch.location(in: self))
        draggingSelection = !isMomentary && touchedIndex != nil && touchedIndex == storedSelectedIndex
        segmentsDidChange(sizeChanged: false)
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let location = touch.location(in: self)
        let index: Int?
        if draggingSelection {
            // The thumb follows the finger along the control, whatever its height.
            index = enabledSegment(at: CGPoint(x: location.x, y: bounds.midY)) ?? touchedIndex
        } else {
            index =
                bounds.insetBy(dx: -UIControl.touchInsideMargin, dy: -UIControl.touchInsideMargin)
                    .contains(location) ? enabledSegment(at: location) : nil
        }
        if index != touchedIndex {
            touchedIndex = index
            segmentsDidChange(sizeChanged: false)
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let chosen = touchedIndex
        touchedIndex = nil
        draggingSelection = false
        // The segment may have been disabled (or removed) under the finger.
        guard let chosen, segments.indices.contains(chosen), segments[chosen].isEnabled else {
            segmentsDidChange(sizeChanged: false)
            return
        }
        let changed = chosen != storedSelectedIndex
        storedSelectedIndex = chosen
        segmentsDidChange(sizeChanged: false)
        if isMomentary || changed {
            segments[chosen].action?.perform(sender: self)
            sendActions(for: [.valueChanged, .primaryActionTriggered])
        }
    }

    open override func cancelTracking(with event: UIEvent?) {
        touchedIndex = nil
        draggingSelection = false
        segmentsDidChange(sizeChanged: false)
    }

    /// Not an element itself: a container of its segments, each an element.
    open override var isAccessibilityElement: Bool {
        get { false }
        set {}
    }

    // MARK: Drawing

    open override func draw(_ rect: CGRect) {
        let track = bounds
        UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12).setFill()
        UIBezierPath(roundedRect: track, cornerRadius: 9).fill()
        let frames = segmentFrames()
        let shownIndex = draggingSelection ? touchedIndex : (isMomentary ? nil : storedSelectedIndex)

        // Hairlines between segments, except beside the thumb.
        UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3).setFill()
        for index in frames.indices.dropFirst() {
            let neighbours = [index - 1, index]
            if let shownIndex, neighbours.contains(shownIndex) { continue }
            let left = frames[index - 1], right = frames[index]
            let x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? left.minX : right.minX
            UIBezierPath(rect: CGRect(x: x - 0.5, y: track.minY + 8, width: 1, height: track.height - 16)).fill()
        }

        if let shownIndex, frames.indices.contains(shownIndex) {
            let thumb = frames[shownIndex].insetBy(dx: 2, dy: 2)
            let path = UIBezierPath(roundedRect: thumb, cornerRadius: 7)
            UIColor(white: 0, alpha: 0.06).setFill()
            UIBezierPath(roundedRect: thumb.offsetBy(dx: 0, dy: 1).insetBy(dx: -0.5, dy: -0.5), cornerRadius: 7.5)
                .fill()
            (selectedSegmentTintColor ?? .white).setFill()
            path.fill()
        }
        // A finger on an unselected segment darkens it a little.
        if let touchedIndex, touchedIndex != shownIndex, frames.indices.contains(touchedIndex) {
            UIColor(white: 0, alpha: 0.06).setFill()
            UIBezierPath(roundedRect: frames[touchedIndex].insetBy(dx: 2, dy: 2), cornerRadius: 7).fill()
        }
    }

    // MARK: - Internal

    override func stateDidChange() {
        super.stateDidChange()
        segmentsDidChange(sizeChanged: false)
    }

    // MARK: - Private

    private func insert(_ segment: Segment, at index: Int) {
        let position = min(max(index, 0), segments.count)
        addSubview(segment.view)
        segments.insert(segment, at: position)
        if storedSelectedIndex >= position { storedSelectedIndex += 1 }
        if let touchedIndex, touchedIndex >= position { self.touchedIndex = touchedIndex + 1 }
        segmentsDidChange(sizeChanged: true)
    }

    /// The enabled segment under `point`, if any.
    private func enabledSegment(at point: CGPoint) -> Int? {
        guard let index = segmentFrames().firstIndex(where: { $0.contains(point) }),
            segments[index].isEnabled
        else { return nil }
        return index
    }

    /// Each segment's content width with its padding.
    private func contentWidths() -> [CGFloat] {
        segments.indices.map { index in
            let segment = segments[index]
            let content: CGFloat
            if let image = segment.image {
                content = image.size.width
            } else {
                let label = UILabel()
                label.text = segment.title
                label.font = font(selected: true)
                content = label.intrinsicContentSize.width
            }
            return content.rounded(.up) + 2 * UISegmentedControl.contentPadding
        }
    }

    private func font(selected: Bool) -> UIFont {
        let state: UIControl.State = selected ? .selected : .normal
        if let font =
            (titleAttributes[state.rawValue]?[.font] ?? titleAttributes[UIControl.State.normal.rawValue]?[.font])
            as? UIFont
        {
            return font
        }
        return .systemFont(ofSize: 13, weight: selected ? .semibold : .medium)
    }

    private func titleColor(enabled: Bool, selected: Bool) -> UIColor {
        let state: UIControl.State = !enabled ? .disabled : (selected ? .selected : .normal)
        if let color = titleAttributes[state.rawValue]?[.foregroundColor] as? UIColor { return color }
        if enabled, let color = titleAttributes[UIControl.State.normal.rawValue]?[.foregroundColor] as? UIColor {
            return color
        }
        return enabled ? .label : .tertiaryLabel
    }

    /// Brings the segments' views in line with the model and redraws.
    private func segmentsDidChange(sizeChanged: Bool) {
        let shownIndex = draggingSelection ? touchedIndex : (isMomentary ? nil : storedSelectedIndex)
        for (index, segment) in segments.enumerated() {
            let enabled = isEnabled && segment.isEnabled
            let selected = index == shownIndex
            segment.view.show(
                title: segment.title, image: segment.image, font: font(selected: selected),
                color: titleColor(enabled: enabled, selected: selected), tint: tintColor, dimmed: !enabled)
            segment.view.accessibilityTraits =
                selected ? [.button, .selected] : enabled ? .button : [.button, .notEnabled]
        }
        if sizeChanged {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
        setNeedsDisplay()
    }

    @MainActor
    private struct Segment {
        var title: String?
        var image: UIImage?
        var fixedWidth: CGFloat = 0
        var isEnabled = true
        var action: UIAction?
        let view = SegmentView()

        init(title: String? = nil, image: UIImage? = nil) {
            self.title = title
            self.image = image
        }
    }
}

/// One segment's content: its title or image, centred. Touches go to the control (the view is
/// not interactive); it is the segment's accessibility element.
@MainActor
private final class SegmentView: UIView {
    private let label = UILabel()
    private let imageView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        label.textAlignment = .center
        label.lineBreakMode = .byTruncatingTail
        imageView.contentMode = .center
        addSubview(label)
        addSubview(imageView)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    func show(title: String?, image: UIImage?, font: UIFont, color: UIColor, tint: UIColor, dimmed: Bool) {
        label.text = image == nil ? title : nil
        label.font = font
        label.textColor = color
        imageView.image = image
        imageView.tintColor = color
        imageView.alpha = dimmed ? 0.35 : 1
        setNeedsLayout()
    }

    override var accessibilityLabel: String? {
        get { storedAccessibilityLabel ?? label.text }
        set { storedAccessibilityLabel = newValue }
    }

    override var isAccessibilityElement: Bool {
        get { true }
        set {}
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // A segment squeezed under 8 points (fixed widths took the room) has no room for its
        // content; insetting would give CGRect.null, whose origin is infinite.
        let inset =
            bounds.width > 8 ? bounds.insetBy(dx: 4, dy: 0) : CGRect(x: bounds.midX, y: 0, width: 0, height: bounds.height)
        label.frame = inset
        imageView.frame = inset
    }
}
