// Where a text view's text goes, how it scrolls and sizes itself, and how it draws.
//
// The text container sits `textContainerInset` inside the content; lines start
// `lineFragmentPadding` inside the container. The content is as tall as the text (estimated where
// not yet laid out) plus the insets, and as wide as the view. Scrolling lays out the paragraphs
// that come into sight; drawing draws only those that meet the rectangle asked for.

extension UITextView {
    /// Scrolls so the text in `range` is in sight.
    public func scrollRangeToVisible(_ range: NSRange) {
        let offsets = max(range.location, 0)..<max(range.location, 0) + max(range.length, 0)
        let rects = offsets.isEmpty ? [caretFrame(forOffset: offsets.lowerBound)] : selectionRects(for: offsets)
        guard let first = rects.first else { return }
        let target = rects.reduce(first) { $0.union($1) }
        scrollRectToVisible(target.insetBy(dx: 0, dy: -textContainerInset.bottom), animated: false)
    }

    /// Where the text container's line origin is, in the view's (content) coordinates.
    var containerOrigin: CGPoint {
        CGPoint(
            x: textContainerInset.left + textContainer.lineFragmentPadding, y: textContainerInset.top)
    }

    /// The width lines wrap at: the view's less the insets and padding, or the container's own
    /// when it does not track the view.
    var lineWidth: CGFloat {
        let containerWidth =
            textContainer.widthTracksTextView
            ? bounds.width - textContainerInset.left - textContainerInset.right : textContainer.size.width
        return max(containerWidth - 2 * textContainer.lineFragmentPadding, 1)
    }

    func containerPoint(_ point: CGPoint) -> CGPoint {
        prepareLayout()
        let origin = containerOrigin
        return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    }

    func viewPoint(_ point: CGPoint) -> CGPoint {
        let origin = containerOrigin
        return CGPoint(x: point.x + origin.x, y: point.y + origin.y)
    }

    /// Brings the layout's width up to date with the view's.
    func prepareLayout() {
        textLayout.width = lineWidth
        textLayout.layoutDirection = effectiveUserInterfaceLayoutDirection
    }

    /// The font, alignment, insets or container changed: lay out again and redraw.
    func geometryDidChange() {
        prepareLayout()
        contentDidChange(scrollingToCaret: isFirstResponder)
    }

    /// The text or its layout changed: the content size follows, what is shown is laid out, the
    /// caret follows (and is scrolled into sight when `scrollingToCaret`). `damage` limits what is
    /// drawn again (the whole view when nil).
    func contentDidChange(scrollingToCaret: Bool, damage: CGRect? = nil) {
        prepareLayout()
        layOutVisibleText()
        updateContentSize()
        invalidateIntrinsicContentSize()
        if let damage { setNeedsDisplay(damage) } else { setNeedsDisplay() }
        if scrollingToCaret { scrollCaretToVisible() }
        editor.updateCaret(restartBlink: true)
    }

    /// Takes `change` into the layout and returns what must be drawn again: the paragraphs it
    /// touched when every line kept its height (typing within a line), else everything from the
    /// first of them down.
    func applyToLayout(_ change: TextChange) -> CGRect {
        prepareLayout()
        let heightBefore = textLayout.height
        let countBefore = textLayout.paragraphs.count
        textLayout.apply(change)
        let first = max(textLayout.paragraphIndex(containing: change.location) - 1, 0)
        let last = min(
            textLayout.paragraphIndex(containing: change.newRange.upperBound) + 1, textLayout.paragraphs.count - 1)
        // Lay out what shows now, so heights are measured before they are compared.
        layOutVisibleText()
        let top = viewPoint(CGPoint(x: 0, y: textLayout.top(of: first))).y
        let sameShape = textLayout.paragraphs.count == countBefore && textLayout.height == heightBefore
        let bottom =
            sameShape
            ? viewPoint(CGPoint(x: 0, y: textLayout.top(of: last) + textLayout.paragraphs[last].height)).y
            : max(bounds.maxY, top)
        return CGRect(x: bounds.minX, y: top, width: bounds.width, height: bottom - top)
    }

    /// Scrolls (without animation) so the caret's line, with the bottom inset below it, is in
    /// sight. Before the view has a size this waits for its first layout.
    func scrollCaretToVisible() {
        guard bounds.height > 0 else {
            needsCaretVisible = true
            setNeedsLayout()
            return
        }
        needsCaretVisible = false
        guard isScrollEnabled else { return }
        let caret = caretFrame(forOffset: editor.state.head)
        let target = CGRect(
            x: 0, y: caret.minY - textContainerInset.top, width: 1,
            height: caret.height + textContainerInset.top + textContainerInset.bottom)
        updateContentSize()
        scrollRectToVisible(target, animated: false)
    }

    /// Lays out the paragraphs in sight (and a screenful below, for a flick), keeping what is on
    /// screen still when paragraphs above it turn out taller or shorter than estimated.
    func layOutVisibleText() {
        guard bounds.height > 0 else { return }
        let top = bounds.minY - containerOrigin.y
        let shift = textLayout.layOut(from: top, to: top + 2 * bounds.height)
        if shift != 0, isScrollEnabled, bounds.minY > 0 {
            updateContentSize()
            var offset = contentOffset
            offset.y += shift
            contentOffset = offset
        }
    }

    func updateContentSize() {
        let height = textLayout.height + textContainerInset.top + textContainerInset.bottom
        let size = CGSize(width: bounds.width, height: height.rounded(.up))
        if contentSize != size { contentSize = size }
    }

    // MARK: Layout, sizing and drawing (called by the overrides in UITextView.swift)

    /// After the scroll view's own layout: the width may have changed.
    func layOutText() {
        let widthChanged = textLayout.width != lineWidth
        prepareLayout()
        layOutVisibleText()
        updateContentSize()
        if widthChanged, !isScrollEnabled { invalidateIntrinsicContentSize() }
        if needsCaretVisible { scrollCaretToVisible() }
        editor.updateCaret()
    }

    /// With scrolling off, the text's height at the view's width (and no width of its own), so
    /// Auto Layout grows the view with its text; with scrolling on, none, as in UIKit.
    var textIntrinsicContentSize: CGSize {
        guard !isScrollEnabled else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        guard bounds.width > 0 else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return CGSize(width: UIView.noIntrinsicMetric, height: fittingHeight(forWidth: bounds.width))
    }

    /// The size that shows all the text: `size.width` wide (the text's own width when that is
    /// unbounded) and as tall as the text is at that width.
    func textSizeThatFits(_ size: CGSize) -> CGSize {
        let insets = textContainerInset.left + textContainerInset.right + 2 * textContainer.lineFragmentPadding
        var width = size.width
        if width <= 0 || width >= CGFloat.greatestFiniteMagnitude / 2 {
            textLayout.width = CGFloat.greatestFiniteMagnitude / 4
            width = (textLayout.measuredWidth() + insets + TextLayout.caretWidth).rounded(.up)
        }
        return CGSize(width: width, height: fittingHeight(forWidth: width))
    }

    func drawText(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        prepareLayout()
        let origin = containerOrigin
        drawSelection()
        let area = CGRect(x: rect.minX - origin.x, y: rect.minY - origin.y, width: rect.width, height: rect.height)
        textLayout.draw(in: context, rect: area, at: origin)
        drawMarkedTextUnderline()
        editor.drawSelectionHandles()
    }

    // MARK: - Private

    private func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        let saved = textLayout.width
        textLayout.width = max(
            width - textContainerInset.left - textContainerInset.right - 2 * textContainer.lineFragmentPadding, 1)
        let height = textLayout.measuredHeight() + textContainerInset.top + textContainerInset.bottom
        textLayout.width = saved
        return height.rounded(.up)
    }

    private func drawSelection() {
        guard isFirstResponder, editor.state.hasSelection else { return }
        tintColor.withAlphaComponent(0.25).setFill()
        for rect in selectionRects(for: editor.state.selectedRange) {
            UIBezierPath(rect: rect).fill()
        }
    }

    private func drawMarkedTextUnderline() {
        guard let marked = editor.state.markedRange else { return }
        textLayout.textColor.setFill()
        for rect in selectionRects(for: marked) {
            UIBezierPath(rect: CGRect(x: rect.minX, y: rect.maxY - 1, width: rect.width, height: 1)).fill()
        }
    }
}
