// Where a text field puts its text, caret and clear button, how it scrolls, and how it draws.
//
// The text is laid out as one line at its natural width. When it fits the text area it is placed
// by `textAlignment`; when it does not, it is scrolled so the caret stays at least a few points
// inside the area. Drawing: border, selection, text (or placeholder), marked-text underline,
// clear button. The caret is a subview, so its blinking repaints only the caret.

extension UITextField {
    /// Space above and below the text, so the field's intrinsic height suits a finger.
    var verticalPadding: CGFloat { borderStyle == .roundedRect ? 7 : 4 }

    /// Space between the edges and the text.
    private var horizontalPadding: CGFloat {
        switch borderStyle {
        case .roundedRect: 8
        case .line, .bezel: 4
        case .none: 0
        }
    }

    /// Whether the clear button shows now.
    var isClearButtonVisible: Bool {
        hasText && isShown(clearButtonMode)
    }

    /// Whether an overlay with `mode` shows now.
    func isShown(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        case .always: true
        }
    }

    var isLeftViewShown: Bool { leftView != nil && isShown(leftViewMode) }
    var isRightViewShown: Bool { rightView != nil && isShown(rightViewMode) }

    /// Where the clear button goes: a 19-point circle at the right edge.
    var clearButtonFrame: CGRect {
        clearButtonRect(forBounds: bounds)
    }

    /// The area text is drawn in: `editingRect` while editing, else `textRect`.
    var textArea: CGRect {
        var area = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        area.size.width = max(area.width, 0)
        return area
    }

    /// UIKit's default text rectangle: inside the border's padding, after the left view and
    /// before the clear button and the right view.
    func defaultTextRect(forBounds bounds: CGRect) -> CGRect {
        var minX = bounds.minX + horizontalPadding
        var maxX = bounds.maxX - horizontalPadding
        if isLeftViewShown { minX = max(minX, leftViewRect(forBounds: bounds).maxX) }
        if isRightViewShown { maxX = min(maxX, rightViewRect(forBounds: bounds).minX) }
        if isClearButtonVisible { maxX = min(maxX, clearButtonRect(forBounds: bounds).minX - 4) }
        return CGRect(x: minX, y: bounds.minY, width: max(maxX - minX, 0), height: bounds.height)
    }

    /// The 19-point clear button, at the right edge or just before the right view.
    func defaultClearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let size: CGFloat = 19
        let right = isRightViewShown ? rightViewRect(forBounds: bounds).minX : bounds.maxX - horizontalPadding
        return CGRect(x: right - size, y: bounds.midY - size / 2, width: size, height: size)
    }

    /// An overlay view's rectangle: its frame's size, centred vertically at `x`.
    func overlayRect(_ view: UIView?, atLeading leading: Bool, in bounds: CGRect) -> CGRect {
        guard let view else { return .zero }
        var size = view.frame.size
        if size == .zero { size = view.intrinsicContentSize }
        size = CGSize(width: max(size.width, 0), height: max(size.height, 0))
        let x = leading ? bounds.minX : bounds.maxX - size.width
        return CGRect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Puts the left and right views in place, or takes them off, for the current mode.
    func layOutOverlayViews() {
        for (view, shown, rect) in [
            (leftView, isLeftViewShown, leftViewRect(forBounds: bounds)),
            (rightView, isRightViewShown, rightViewRect(forBounds: bounds)),
        ] {
            guard let view else { continue }
            if shown {
                if view.superview !== self { addSubview(view) }
                view.frame = rect
            } else if view.superview === self {
                view.removeFromSuperview()
            }
        }
    }

    /// The string shown for the text: bullets, one per grapheme cluster, for secure entry.
    var displayText: String {
        isSecureTextEntry ? String(repeating: "•", count: editing.text.count) : editing.text
    }

    /// The offset in `displayText` of `offset` in the text.
    func displayOffset(for offset: Int) -> Int {
        isSecureTextEntry ? editing.clusterCount(before: offset) * "•".utf16.count : offset
    }

    /// The offset in the text of `offset` in `displayText`.
    func textOffset(forDisplayOffset offset: Int) -> Int {
        isSecureTextEntry ? editing.offset(afterClusters: offset / "•".utf16.count) : offset
    }

    /// Brings the layout up to date with the text and style.
    func configureLayout() {
        textLayout.text = displayText
        textLayout.font = font
        textLayout.textColor = isEnabled ? textColor : .tertiaryLabel
        textLayout.width = nil
        textLayout.maximumNumberOfLines = 1
        textLayout.lineBreakMode = .byClipping
        textLayout.layoutDirection = effectiveUserInterfaceLayoutDirection
        if adjustsFontSizeToFitWidth { shrinkFontToFit() }
        if let runs = attributedRuns, !isSecureTextEntry, runs.string == editing.text {
            textLayout.runs = TextRunStyle.runs(of: runs, linkAttributes: [.foregroundColor: tintColor as UIColor])
        } else {
            textLayout.runs = []
        }
    }

    /// Draws text too wide for the text area in a smaller font, no smaller than `minimumFontSize`
    /// (8 points when 0). Widths scale with the size, so one measurement decides it.
    private func shrinkFontToFit() {
        let width = textArea.width
        let full = textLayout.size.width
        guard width > 0, full > width, full.isFinite else { return }
        let smallest = minimumFontSize > 0 && minimumFontSize.isFinite ? minimumFontSize : 8
        let size = max(min(smallest, font.pointSize), font.pointSize * width / full)
        textLayout.font = font.withSize(size)
    }

    /// Where the layout's origin goes in the field: vertically centred, placed by alignment when the
    /// text fits, scrolled by `scrollOffset` when it does not.
    var textOrigin: CGPoint {
        textOrigin(in: textArea)
    }

    /// `textOrigin` with the text area already known (a typed key asks for both several times).
    func textOrigin(in area: CGRect) -> CGPoint {
        configureLayout()
        let size = textLayout.size
        let height = max(size.height, font.lineHeight)
        let y = (area.midY - height / 2).rounded()
        if size.width > area.width { return CGPoint(x: area.minX - scrollOffset, y: y) }
        // `.natural` follows the interface's direction, as UIKit's does, not the text's.
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let x: CGFloat
        switch textAlignment {
        case .center: x = area.midX - size.width / 2
        case .right: x = area.maxX - size.width
        case .natural where rightToLeft: x = area.maxX - size.width
        default: x = area.minX
        }
        return CGPoint(x: x, y: y)
    }

    /// The caret's rectangle for a text offset, in the field's coordinates.
    func caretFrame(forOffset offset: Int) -> CGRect {
        let origin = textOrigin  // brings the layout up to date too
        let rect = textLayout.caretRect(forIndex: displayOffset(for: offset))
        let height = max(rect.height, font.lineHeight)
        return CGRect(x: origin.x + rect.minX, y: origin.y + rect.minY, width: rect.width, height: height)
    }

    /// The text offset nearest `point` (field coordinates).
    func offset(at point: CGPoint) -> Int {
        let origin = textOrigin  // brings the layout up to date too
        let index = textLayout.index(at: CGPoint(x: point.x - origin.x, y: point.y - origin.y))
        return textOffset(forDisplayOffset: index)
    }

    /// Scrolls so the caret is inside the text area, with a margin; back to 0 when the text fits.
    func scrollToCaret() {
        configureLayout()
        let area = textArea
        let width = textLayout.size.width
        guard width > area.width, isEditing else {
            scrollOffset = 0
            return
        }
        let caretX = textLayout.caretRect(forIndex: displayOffset(for: editing.selectedRange.upperBound)).minX
        let margin: CGFloat = min(8, area.width / 4)
        if caretX - scrollOffset > area.width - margin { scrollOffset = caretX - area.width + margin }
        if caretX - scrollOffset < margin { scrollOffset = caretX - margin }
        scrollOffset = min(max(scrollOffset, 0), width - area.width + 2)
    }

    // MARK: Drawing

    /// The rounded border's corner radius, in points.
    static let roundedBorderRadius: CGFloat = 5

    /// The part of a rounded field between its rounded ends (the corners reach 5.5 points in, and
    /// a point of antialiasing): a plain white band between the outline's two straight lines.
    var roundedBorderStraightPart: CGRect {
        bounds.insetBy(dx: Self.roundedBorderRadius + 2, dy: 0)
    }

    /// The outline's colour: the tint while editing.
    private var roundedBorderColor: UIColor { isEditing ? tintColor : .systemGray3 }

    /// The columns of the text area the text's glyphs cover (with room for their overhang), or the
    /// placeholder's area when the text is empty, the field's full height; nil when a selection
    /// or marked text shows, whose extent this does not follow.
    var textColumns: CGRect? {
        let area = textArea
        return textColumns(in: area, origin: textOrigin(in: area))
    }

    /// `textColumns` with the text area and the text's origin already known.
    func textColumns(in area: CGRect, origin: CGPoint) -> CGRect? {
        guard editing.markedRange == nil, !(isEditing && editing.hasSelection) else { return nil }
        if editing.text.isEmpty {
            let placeholderArea = placeholderRect(forBounds: bounds).intersection(area)
            guard !placeholderArea.isNull else { return nil }
            return CGRect(x: placeholderArea.minX, y: bounds.minY, width: placeholderArea.width, height: bounds.height)
        }
        let minX = max(area.minX, origin.x - glyphOverhang)
        let maxX = min(area.maxX, origin.x + textLayout.size.width + glyphOverhang)
        return CGRect(x: minX, y: bounds.minY, width: max(0, maxX - minX), height: bounds.height)
    }

    /// How far a glyph may reach past its advance (an italic's slant, a swash), with room for
    /// antialiasing: what redrawing the columns of some text adds on each side.
    var glyphOverhang: CGFloat { (font.pointSize / 4).rounded(.up) + 1 }

    func drawField(in rect: CGRect) {
        drawBorder(in: rect)
        let area = textArea
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let origin = textOrigin(in: area)
        let columns = textColumns(in: area, origin: origin)
        let textColumnsArea = CGRect(x: area.minX, y: bounds.minY, width: area.width, height: bounds.height)
        // What now shows where the text goes: what this drawing shows, where it reaches; the
        // union with what showed before where it does not. Where the text starts is known when
        // this drawing covers all of it, or when it has not moved.
        if rect.contains(textColumnsArea) {
            textColumnsOnScreen = columns
            textOriginOnScreen = origin
        } else {
            if let shown = textColumnsOnScreen, let now = columns {
                textColumnsOnScreen = shown.union(now)
            } else {
                textColumnsOnScreen = nil
            }
            if textOriginOnScreen != origin { textOriginOnScreen = nil }
        }
        context.saveGState()
        context.clip(to: textColumnsArea)
        if editing.text.isEmpty, editing.markedRange == nil {
            drawPlaceholder(in: placeholderRect(forBounds: bounds))
        } else {
            drawnTextOrigin = origin
            drawText(in: isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds))
        }
        context.restoreGState()
        editor.drawSelectionHandles()
        if isClearButtonVisible { drawClearButton() }
    }

    private func drawBorder(in rect: CGRect) {
        switch borderStyle {
        case .none:
            return
        case .line:
            UIColor.black.setStroke()
            let path = UIBezierPath(rect: bounds.insetBy(dx: 0.5, dy: 0.5))
            path.stroke()
        case .bezel:
            UIColor.systemGray.setStroke()
            let path = UIBezierPath(rect: bounds.insetBy(dx: 0.5, dy: 0.5))
            path.stroke()
            UIColor.systemGray4.setStroke()
            let inner = UIBezierPath(rect: bounds.insetBy(dx: 1.5, dy: 1.5))
            inner.stroke()
        case .roundedRect:
            UIColor.tertiarySystemBackground.setFill()
            // Away from the rounded corners the field is a white band between two straight
            // lines: a caret blink or a typed key repaints a rectangle there, and filling just it
            // (and the lines' pieces inside it) spares cairo the whole rounded outline, most of
            // such a frame's cost. The lines are the outline's own straight parts: the 1-point
            // band along each edge.
            if roundedBorderStraightPart.contains(rect), let context = UIGraphicsGetCurrentContext() {
                context.fill(rect)
                roundedBorderColor.setFill()
                let top = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: 1)
                let bottom = CGRect(x: bounds.minX, y: bounds.maxY - 1, width: bounds.width, height: 1)
                if top.intersects(rect) { context.fill(top.intersection(rect)) }
                if bottom.intersects(rect) { context.fill(bottom.intersection(rect)) }
                return
            }
            let radius = Self.roundedBorderRadius
            UIBezierPath(roundedRect: bounds.insetBy(dx: 0.5, dy: 0.5), cornerRadius: radius).fill()
            // The 1-point outline, as the ring between the outline grown and shrunk by half a
            // point, filled even-odd: the area a stroke of it covers, and a fill costs cairo a
            // fraction of a stroke (a stroke of curves is made into a polygon first).
            let ring = UIBezierPath(roundedRect: bounds, cornerRadius: radius + 0.5)
            ring.append(UIBezierPath(roundedRect: bounds.insetBy(dx: 1, dy: 1), cornerRadius: radius - 0.5))
            ring.usesEvenOddFillRule = true
            roundedBorderColor.setFill()
            ring.fill()
        }
    }

    /// The text with its selection and marked-text underline, where the layout puts it.
    func drawDefaultText() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        drawSelection()
        textLayout.draw(in: context, at: drawnTextOrigin)
        drawMarkedTextUnderline()
    }

    /// The placeholder in `area`, aligned as the text is.
    func drawDefaultPlaceholder(in area: CGRect) {
        guard let placeholder, !placeholder.isEmpty, let context = UIGraphicsGetCurrentContext() else { return }
        let layout = TextLayout()
        layout.text = placeholder
        let style = attributedPlaceholder.map { TextStyle(attributes: $0.attributes(at: 0)) }
        layout.font = style?.font ?? font
        layout.textColor = style?.foregroundColor ?? .placeholderText
        layout.kern = style?.kern ?? 0
        if let attributedPlaceholder = storedAttributedPlaceholder {
            layout.runs = TextRunStyle.runs(of: attributedPlaceholder, linkAttributes: [:])
        }
        layout.maximumNumberOfLines = 1
        let size = layout.size
        var x = area.minX
        if textAlignment == .center { x = area.midX - size.width / 2 }
        if textAlignment == .right
            || (textAlignment == .natural && effectiveUserInterfaceLayoutDirection == .rightToLeft)
        {
            x = area.maxX - size.width
        }
        layout.draw(in: context, at: CGPoint(x: x, y: (area.midY - max(size.height, font.lineHeight) / 2).rounded()))
    }

    private func drawSelection() {
        guard isEditing, editing.hasSelection else { return }
        let start = caretFrame(forOffset: editing.selectedRange.lowerBound)
        let end = caretFrame(forOffset: editing.selectedRange.upperBound)
        tintColor.withAlphaComponent(0.25).setFill()
        UIBezierPath(
            rect: CGRect(
                x: min(start.minX, end.minX), y: start.minY, width: abs(end.minX - start.minX),
                height: start.height)
        ).fill()
    }

    private func drawMarkedTextUnderline() {
        guard let marked = editing.markedRange else { return }
        let start = caretFrame(forOffset: marked.lowerBound)
        let end = caretFrame(forOffset: marked.upperBound)
        textColor.setFill()
        UIBezierPath(
            rect: CGRect(
                x: min(start.minX, end.minX), y: start.maxY - 1, width: abs(end.minX - start.minX),
                height: 1)
        ).fill()
    }

    private func drawClearButton() {
        let frame = clearButtonFrame
        UIColor.systemGray3.setFill()
        UIBezierPath(ovalIn: frame).fill()
        UIColor.white.setStroke()
        let cross = UIBezierPath()
        let inset = frame.insetBy(dx: 6, dy: 6)
        cross.move(to: CGPoint(x: inset.minX, y: inset.minY))
        cross.addLine(to: CGPoint(x: inset.maxX, y: inset.maxY))
        cross.move(to: CGPoint(x: inset.maxX, y: inset.minY))
        cross.addLine(to: CGPoint(x: inset.minX, y: inset.maxY))
        cross.lineWidth = 1.5
        cross.lineCapStyle = .round
        cross.stroke()
    }
}
