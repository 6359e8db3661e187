// Touch gestures of an editor beyond a tap: a double tap selects the word and shows the edit
// menu; a long press puts the caret under the finger (following it while held) and on release
// selects the word there (or keeps the caret, between words) and shows the menu; the selection's
// two handles can be dragged to change it. The menu offers what the responder chain can perform
// (see TextEditor+EditActions.swift).

extension TextEditor {
    /// What the finger now on the view is doing.
    enum Gesture {
        /// Down, not yet anything else: a tap if it lifts soon, a long press if it stays.
        case pending(start: CGPoint, timer: ScheduledAction)
        case longPress
        /// Dragging the selection's start (`movingStart`) or end.
        case handle(movingStart: Bool)
    }

    /// The view's `touchesBegan`: the first of `touches` may start a gesture.
    func touchesBegan(_ touches: Set<UITouch>) {
        if let touch = touches.first { touchBegan(at: touch.location(in: host)) }
    }

    /// The view's `touchesMoved`.
    func touchesMoved(_ touches: Set<UITouch>) {
        if let touch = touches.first { touchMoved(to: touch.location(in: host)) }
    }

    /// The view's `touchesEnded`: where the first of `touches` tapped, for the view to act on (the
    /// caret, the clear button); nil when it ended one of the editor's gestures or lifted outside
    /// the view.
    func tapLocation(endingTouches touches: Set<UITouch>) -> CGPoint? {
        guard let touch = touches.first else { return nil }
        let location = touch.location(in: host)
        if touchEnded(at: location, tapCount: touch.tapCount) { return nil }
        return host.bounds.contains(location) ? location : nil
    }

    private func touchBegan(at point: CGPoint) {
        cancelGesture()
        if host.isFirstResponder, state.hasSelection, let movingStart = handle(near: point) {
            gesture = .handle(movingStart: movingStart)
            menuController?.hideMenu()
            return
        }
        guard let clock = host.owningApplication?.clock else { return }
        let timer = clock.schedule(after: TextEditor.longPressDuration) { [weak self] in
            self?.longPressBegan(at: point)
        }
        gesture = .pending(start: point, timer: timer)
    }

    private func touchMoved(to point: CGPoint) {
        switch gesture {
        case .pending(let start, let timer):
            if point.distance(to: start) > TextEditor.longPressAllowableMovement {
                timer.cancel()
                gesture = nil
            }
        case .longPress:
            // The caret follows the finger.
            moveCaret(to: host.textOffset(at: point))
        case .handle(let movingStart):
            moveHandle(movingStart: movingStart, to: point)
        case nil:
            break
        }
    }

    /// Returns whether the touch ended a gesture (so it is not also a tap).
    private func touchEnded(at point: CGPoint, tapCount: Int) -> Bool {
        let ended = gesture
        cancelGesture()
        switch ended {
        case .longPress:
            let word = state.wordRange(at: state.selectedRange.lowerBound)
            if state.substring(word).contains(where: { $0.isLetter || $0.isNumber }) {
                select(word)
            }
            showEditMenu()
            return true
        case .handle:
            showEditMenu()
            return true
        case .pending, nil:
            guard tapCount == 2, host.isFirstResponder, state.length > 0 else { return false }
            select(state.wordRange(at: host.textOffset(at: point)))
            showEditMenu()
            return true
        }
    }

    func cancelGesture() {
        if case .pending(_, let timer) = gesture { timer.cancel() }
        gesture = nil
    }

    /// Shows the edit menu over the selection, or over the caret: the standard edit commands the
    /// chain can perform (and `UIMenuController.menuItems`), or what the delegate makes of them
    /// (`textField(_:editMenuForCharactersIn:suggestedActions:)`; an empty menu shows none).
    func showEditMenu() {
        guard host.isFirstResponder, let menuController else { return }
        let suggested = menuController.suggestedActions(from: host)
        let range = state.selectedRange
        let menu =
            host.delegateEditMenu(for: NSRange(range), suggestedActions: suggested) ?? UIMenu(children: suggested)
        guard !menu.children.isEmpty, host.isFirstResponder else {
            menuController.hideMenu()
            return
        }
        let animator = InteractionAnimator()
        host.delegateEditMenuWillChange(presenting: true, animator: animator)
        guard host.isFirstResponder else { return }
        // Clear of the selection handles' knobs, above and below.
        let shown = menuController.present(
            menu, from: host, rect: selectionBounds.insetBy(dx: 0, dy: -9),
            willDismiss: { [weak host] in
                let animator = InteractionAnimator()
                host?.delegateEditMenuWillChange(presenting: false, animator: animator)
                animator.run()
            })
        if shown { animator.run() }
    }

    /// The selection's rectangles, one per line (a caret's rectangle for a caret), in the view's
    /// coordinates.
    var selectionRects: [CGRect] {
        let range = state.selectedRange
        guard !range.isEmpty else {
            let caret = host.caretFrame(forOffset: range.lowerBound)
            return [CGRect(x: caret.minX, y: caret.minY, width: 2, height: caret.height)]
        }
        let rects = host.selectionRects(for: range)
        return rects.isEmpty ? [host.caretFrame(forOffset: range.lowerBound)] : rects
    }

    /// What covers the selection (or the caret).
    var selectionBounds: CGRect {
        selectionRects.reduce(CGRect.null) { $0.union($1) }
    }

    /// Draws the selection's handles: a bar at each end, with a knob above the start and below
    /// the end.
    func drawSelectionHandles() {
        guard host.isFirstResponder, state.hasSelection else { return }
        let (start, end) = handleBars
        host.tintColor.setFill()
        for (bar, knobY) in [(start, start.minY - 4), (end, end.maxY + 4)] {
            UIBezierPath(rect: bar).fill()
            UIBezierPath(ovalIn: CGRect(x: bar.midX - 4, y: knobY - 4, width: 8, height: 8)).fill()
        }
    }

    // MARK: - Private

    private var menuController: UIMenuController? {
        host.owningApplication?.menuController
    }

    /// The bars of the start and end handles: at the selection's start on its first line, and at
    /// its end on its last line.
    private var handleBars: (start: CGRect, end: CGRect) {
        let start = host.caretFrame(forOffset: state.selectedRange.lowerBound)
        let end = host.caretFrame(forOffset: state.selectedRange.upperBound)
        return (
            CGRect(x: start.minX - 1, y: start.minY, width: 2, height: start.height),
            CGRect(x: end.minX - 1, y: end.minY, width: 2, height: end.height)
        )
    }

    private func longPressBegan(at point: CGPoint) {
        gesture = .longPress
        if !host.isFirstResponder {
            guard host.becomeFirstResponder() else {
                gesture = nil
                return
            }
        }
        commitMarkedText()
        moveCaret(to: host.textOffset(at: point))
    }

    /// Which handle `point` grabs (true for the start), if any: the nearer of the two, when
    /// within reach of its bar.
    private func handle(near point: CGPoint) -> Bool? {
        let (start, end) = handleBars
        let reach = TextEditor.handleReach
        func distance(to bar: CGRect) -> CGFloat? {
            guard point.y >= bar.minY - reach, point.y <= bar.maxY + reach else { return nil }
            let dx = abs(point.x - bar.midX)
            return dx <= reach ? dx + max(0, bar.minY - point.y, point.y - bar.maxY) : nil
        }
        switch (distance(to: start), distance(to: end)) {
        case (let toStart?, let toEnd?): return toStart < toEnd
        case (_?, nil): return true
        case (nil, _?): return false
        case (nil, nil): return nil
        }
    }

    private func moveHandle(movingStart: Bool, to point: CGPoint) {
        let selection = state.selectedRange
        let offset = host.textOffset(at: point)
        // A handle never crosses the other: the selection keeps at least one character.
        if movingStart {
            guard offset < selection.upperBound else { return }
            state.moveCaret(to: selection.upperBound)
            state.moveCaret(to: offset, extending: true)
        } else {
            guard offset > selection.lowerBound else { return }
            state.moveCaret(to: selection.lowerBound)
            state.moveCaret(to: offset, extending: true)
        }
        selectionDidChange()
    }
}
