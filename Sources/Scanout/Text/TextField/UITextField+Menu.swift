// Touch gestures of an editing field beyond a tap: a double tap selects the word and shows the
// edit menu; a long press puts the caret under the finger (following it while held) and on
// release selects the word there (or keeps the caret, between words) and shows the menu; the
// selection's two handles can be dragged to change it. The menu offers
// what the responder chain can perform (see UITextField+EditActions.swift).

extension UITextField {
    /// How long a finger rests before it is a long press, and how far it may drift before that.
    static let longPressDuration: TimeInterval = 0.5
    static let longPressAllowableMovement: CGFloat = 10
    /// How near a selection handle a touch must land to grab it.
    static let handleReach: CGFloat = 22

    /// What the finger now on the field is doing.
    enum MenuGesture {
        /// Down, not yet anything else: a tap if it lifts soon, a long press if it stays.
        case pending(start: CGPoint, timer: ScheduledAction)
        case longPress
        /// Dragging the selection's start (`movingStart`) or end.
        case handle(movingStart: Bool)
    }

    func menuTouchBegan(at point: CGPoint) {
        cancelMenuGesture()
        if isFirstResponder, editing.hasSelection, let movingStart = handle(near: point) {
            menuGesture = .handle(movingStart: movingStart)
            menuController?.hideMenu()
            return
        }
        let clock = owningApplication.clock
        let timer = clock.schedule(after: UITextField.longPressDuration) { [weak self] in
            self?.longPressBegan(at: point)
        }
        menuGesture = .pending(start: point, timer: timer)
    }

    func menuTouchMoved(to point: CGPoint) {
        switch menuGesture {
        case .pending(let start, let timer):
            if point.distance(to: start) > UITextField.longPressAllowableMovement {
                timer.cancel()
                menuGesture = nil
            }
        case .longPress:
            // The caret follows the finger.
            editing.moveCaret(to: offset(at: point))
            selectionDidChange()
        case .handle(let movingStart):
            moveHandle(movingStart: movingStart, to: point)
        case nil:
            break
        }
    }

    /// Returns whether the touch ended a menu gesture (so it is not also a tap).
    func menuTouchEnded(at point: CGPoint, tapCount: Int) -> Bool {
        let gesture = menuGesture
        cancelMenuGesture()
        switch gesture {
        case .longPress:
            let word = editing.wordRange(at: editing.selectedRange.lowerBound)
            if editing.substring(word).contains(where: { $0.isLetter || $0.isNumber }) {
                editing.select(word)
                selectionDidChange()
            }
            showEditMenu()
            return true
        case .handle:
            showEditMenu()
            return true
        case .pending, nil:
            guard tapCount == 2, isFirstResponder, hasText else { return false }
            editing.select(editing.wordRange(at: offset(at: point)))
            selectionDidChange()
            showEditMenu()
            return true
        }
    }

    func cancelMenuGesture() {
        if case .pending(_, let timer) = menuGesture { timer.cancel() }
        menuGesture = nil
    }

    /// Shows the edit menu over the selection, or over the caret.
    func showEditMenu() {
        guard isFirstResponder, let menuController else { return }
        // Clear of the selection handles' knobs, above and below.
        menuController.showMenu(from: self, rect: selectionRect.insetBy(dx: 0, dy: -9))
    }

    /// The selection (or caret) in the field's coordinates.
    var selectionRect: CGRect {
        let start = caretFrame(forOffset: editing.selectedRange.lowerBound)
        let end = caretFrame(forOffset: editing.selectedRange.upperBound)
        return CGRect(
            x: min(start.minX, end.minX), y: start.minY, width: max(abs(end.minX - start.minX), 2),
            height: start.height)
    }

    /// Draws the selection's handles: a bar at each end, with a knob above the start and below
    /// the end.
    func drawSelectionHandles() {
        guard isEditing, editing.hasSelection else { return }
        tintColor.setFill()
        let rect = selectionRect
        for (x, knobY) in [(rect.minX, rect.minY - 4), (rect.maxX, rect.maxY + 4)] {
            UIBezierPath(rect: CGRect(x: x - 1, y: rect.minY, width: 2, height: rect.height)).fill()
            UIBezierPath(ovalIn: CGRect(x: x - 4, y: knobY - 4, width: 8, height: 8)).fill()
        }
    }

    // MARK: - Private

    private var menuController: UIMenuController? {
        owningApplication.menuController
    }

    private func longPressBegan(at point: CGPoint) {
        menuGesture = .longPress
        if !isFirstResponder {
            guard becomeFirstResponder() else {
                menuGesture = nil
                return
            }
        }
        commitMarkedText()
        editing.moveCaret(to: offset(at: point))
        selectionDidChange()
    }

    /// Which handle `point` grabs (true for the start), if any.
    private func handle(near point: CGPoint) -> Bool? {
        let rect = selectionRect
        let reach = UITextField.handleReach
        guard point.y >= rect.minY - reach, point.y <= rect.maxY + reach else { return nil }
        let toStart = abs(point.x - rect.minX)
        let toEnd = abs(point.x - rect.maxX)
        guard min(toStart, toEnd) <= reach else { return nil }
        return toStart < toEnd
    }

    private func moveHandle(movingStart: Bool, to point: CGPoint) {
        let selection = editing.selectedRange
        let offset = offset(at: point)
        // A handle never crosses the other: the selection keeps at least one character.
        if movingStart {
            guard offset < selection.upperBound else { return }
            editing.moveCaret(to: selection.upperBound)
            editing.moveCaret(to: offset, extending: true)
        } else {
            guard offset > selection.lowerBound else { return }
            editing.moveCaret(to: selection.lowerBound)
            editing.moveCaret(to: offset, extending: true)
        }
        selectionDidChange()
    }
}
