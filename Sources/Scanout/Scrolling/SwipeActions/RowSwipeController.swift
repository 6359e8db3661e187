/// A scroll view whose rows can be swiped sideways to reveal their actions: a table, or a
/// collection view laid out as a list.
@preconcurrency @MainActor
protocol SwipeableRows: UIScrollView {
    /// The row under `point` (the view's coordinates) and its cell, if any.
    func swipeableRow(at point: CGPoint) -> (indexPath: IndexPath, cell: UIView)?
    /// The row's cell, while it is on screen.
    func swipeableCell(at indexPath: IndexPath) -> UIView?
    /// The row's own place, without the swipe's offset.
    func swipeableRowRect(at indexPath: IndexPath) -> CGRect
    /// The actions the row shows when swiped from its trailing (or leading) edge.
    func swipeActionsConfiguration(forRowAt indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration?
}

/// Swiping rows sideways to reveal their actions, as UIKit's tables and lists do: a horizontal drag
/// on a row whose delegate gives a `UISwipeActionsConfiguration` for that side slides the row
/// with the finger over a strip of the actions' buttons. Released past half the strip it stays
/// open, else it closes; dragged most of the way across, the first action runs (when the
/// configuration allows). A tap on a button runs its handler, and the row closes when the handler
/// reports it done; a tap elsewhere in the table, a scroll or a reload closes it. The row moves by
/// its transform, so the table's layout never fights the finger; while it is moved, a mask keeps
/// what shows of it inside the row's own place, as UIKit clips a swiped row of an inset-grouped
/// list to the section's inset (a cell with a mask of the app's own keeps that one). Leading and trailing follow the
/// table's `effectiveUserInterfaceLayoutDirection`, as in UIKit: in a right-to-left table the
/// trailing actions are on the left (a drag to the right uncovers them). Main actor.
@preconcurrency @MainActor
final class RowSwipeController: NSObject, UIGestureRecognizerDelegate {
    /// Weak: the recognizer (and so its delegate, this controller) may outlive the view while the
    /// gesture arena finishes a touch sequence the view's release interrupted.
    private weak var table: (any SwipeableRows)?
    let pan = UIPanGestureRecognizer()
    /// The row being swiped or left open, its actions and their strip; `onRight` is the screen side
    /// the strip is on (the trailing side in a left-to-right table, the leading in a right-to-left).
    private var open: (cell: UIView, indexPath: IndexPath, onRight: Bool, strip: SwipeActionsStrip)?
    private var dragStart: CGFloat = 0
    /// The open row's mask (its own place), while the cell had none of its own.
    private var clip: CALayer?
    /// UIView.animate's duration for opening and closing a row.
    private static let slideDuration: TimeInterval = 0.25

    init(table: any SwipeableRows) {
        self.table = table
        super.init()
        pan.delegate = self
        pan.addTarget { [weak self] recognizer in self?.panned(recognizer as! UIPanGestureRecognizer) }
        table.addGestureRecognizer(pan)
    }

    /// Whether a row is open (or being swiped).
    var isOpen: Bool { open != nil }

    /// Whether `view` is one of the open row's action buttons (or inside one).
    func isInActions(_ view: UIView?) -> Bool {
        guard let strip = open?.strip, let view else { return false }
        return view === strip || view.isDescendant(of: strip)
    }

    /// Slides an open row back, removing its strip.
    func close(animated: Bool) {
        guard let (cell, _, _, strip) = open else { return }
        open = nil
        let clip = self.clip
        self.clip = nil
        let finish = {
            strip.removeFromSuperview()
            if let clip, cell.layer.mask === clip { cell.layer.mask = nil }
        }
        if animated {
            place(clip, on: cell, forTranslation: 0, animated: true)
            UIView.animate(
                withDuration: Self.slideDuration, animations: { cell.transform = .identity },
                completion: { _ in finish() })
        } else {
            cell.transform = .identity
            finish()
        }
    }

    /// Opens `indexPath`'s row on its trailing side with `configuration`, as a finished swipe
    /// would: how editing mode's Delete confirmation shows.
    func reveal(_ configuration: UISwipeActionsConfiguration, forRowAt indexPath: IndexPath) {
        close(animated: false)
        guard let table, let cell = table.swipeableCell(at: indexPath), !configuration.actions.isEmpty else { return }
        let onRight = table.effectiveUserInterfaceLayoutDirection == .leftToRight
        let strip = SwipeActionsStrip(configuration: configuration, onRight: onRight) { [weak self] action, button in
            self?.perform(action, from: button)
        }
        table.insertSubview(strip, aboveSubview: cell)
        open = (cell, indexPath, onRight, strip)
        clipToItsPlace(cell)
        let target = onRight ? -strip.naturalWidth : strip.naturalWidth
        place(clip, on: cell, forTranslation: target, animated: true)
        UIView.animate(withDuration: Self.slideDuration) {
            cell.transform = CGAffineTransform(translationX: target, y: 0)
            self.layOutStrip()
        }
    }

    // MARK: UIGestureRecognizerDelegate

    /// Begins for a sideways drag on a row with actions on the side it uncovers.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        let moved = pan.translation(in: table)
        guard abs(moved.x) > abs(moved.y) else { return false }
        if open != nil { return true }
        let start = pan.location(in: table)
        guard let table,
            let (indexPath, cell) = table.swipeableRow(at: CGPoint(x: start.x - moved.x, y: start.y - moved.y))
        else { return false }
        // A drag to the left uncovers the right side: the trailing side unless the table reads
        // right to left.
        let onRight = moved.x < 0
        let trailing = onRight == (table.effectiveUserInterfaceLayoutDirection == .leftToRight)
        guard let configuration = table.swipeActionsConfiguration(forRowAt: indexPath, trailing: trailing),
            !configuration.actions.isEmpty
        else { return false }
        let strip = SwipeActionsStrip(configuration: configuration, onRight: onRight) { [weak self] action, button in
            self?.perform(action, from: button)
        }
        // Above the row: it covers only the room the row moved out of.
        table.insertSubview(strip, aboveSubview: cell)
        open = (cell, indexPath, onRight, strip)
        clipToItsPlace(cell)
        layOutStrip()
        return true
    }

    // MARK: - Private

    private func panned(_ pan: UIPanGestureRecognizer) {
        guard let (cell, _, onRight, strip) = open else { return }
        switch pan.state {
        case .began:
            dragStart = cell.transform.tx
        case .changed:
            var offset = dragStart + pan.translation(in: table).x
            // Only towards the side with actions.
            offset = onRight ? min(offset, 0) : max(offset, 0)
            cell.transform = CGAffineTransform(translationX: offset, y: 0)
            place(clip, on: cell, forTranslation: offset, animated: false)
            layOutStrip()
        case .ended, .cancelled:
            let offset = abs(cell.transform.tx)
            let fullSwipe = offset > cell.bounds.width * 0.6 && strip.configuration.performsFirstActionWithFullSwipe
            if pan.state == .ended, fullSwipe, let first = strip.configuration.actions.first,
                let button = strip.buttons.first
            {
                perform(first, from: button)
            } else if pan.state == .ended, offset > strip.naturalWidth / 2 {
                let target = onRight ? -strip.naturalWidth : strip.naturalWidth
                place(clip, on: cell, forTranslation: target, animated: true)
                UIView.animate(withDuration: Self.slideDuration) {
                    cell.transform = CGAffineTransform(translationX: target, y: 0)
                    self.layOutStrip()
                }
            } else {
                close(animated: true)
            }
        default:
            break
        }
    }

    /// The strip fills the room the row uncovered, on the row's band.
    private func layOutStrip() {
        guard let (cell, indexPath, onRight, strip) = open else { return }
        // The row's own place (the cell's frame is moved by its transform).
        guard let row = table?.swipeableRowRect(at: indexPath) else { return }
        let width = max(abs(cell.transform.tx), 1)
        strip.frame = CGRect(x: onRight ? row.maxX - width : row.minX, y: row.minY, width: width, height: row.height)
    }

    /// Masks `cell` to its own place while it is moved (unless it has a mask of its own).
    private func clipToItsPlace(_ cell: UIView) {
        guard cell.layer.mask == nil else { return }
        let mask = CALayer()
        mask.backgroundColor = UIColor.black.cgColor
        mask.frame = cell.bounds
        cell.layer.mask = mask
        clip = mask
    }

    /// Moves `clip` (in the cell's coordinates, which the translation moves) so that it stays on
    /// the row's own place when the cell is translated by `translation`: over the slide's
    /// duration and curve when `animated`, so it keeps pace with the cell's own animation.
    private func place(_ clip: CALayer?, on cell: UIView, forTranslation translation: CGFloat, animated: Bool) {
        guard let clip else { return }
        let target = CGRect(x: -translation, y: 0, width: cell.bounds.width, height: cell.bounds.height)
        if animated {
            let slide = CABasicAnimation(keyPath: "position.x")
            slide.fromValue = (clip.presentation() ?? clip).position.x
            slide.toValue = target.midX
            slide.duration = Self.slideDuration
            slide.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            clip.add(slide, forKey: "slide")
        }
        clip.frame = target
    }

    private func perform(_ action: UIContextualAction, from button: UIView) {
        action.handler(action, button) { [weak self] done in
            if done { self?.close(animated: true) }
        }
    }
}

/// The buttons behind a swiped row, side by side, each as wide as its title needs.
@preconcurrency @MainActor
final class SwipeActionsStrip: UIView {
    let configuration: UISwipeActionsConfiguration
    private(set) var buttons: [UIButton] = []
    /// Whether the strip is at the row's right end (its buttons placed from the right).
    private let onRight: Bool

    init(
        configuration: UISwipeActionsConfiguration, onRight: Bool,
        tapped: @escaping @MainActor (UIContextualAction, UIView) -> Void
    ) {
        self.configuration = configuration
        self.onRight = onRight
        super.init(frame: .zero)
        clipsToBounds = true
        backgroundColor = configuration.actions.first?.backgroundColor
        for action in configuration.actions {
            let button = UIButton(type: .custom)
            button.setTitle(action.title, for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.titleLabel?.font = .systemFont(ofSize: 15)
            button.backgroundColor = action.backgroundColor
            button.accessibilityLabel = action.title
            button.addAction(
                UIAction { [weak button] _ in if let button { tapped(action, button) } }, for: .touchUpInside)
            buttons.append(button)
            addSubview(button)
        }
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// The width the buttons need, at least 74 points each.
    var naturalWidth: CGFloat {
        buttons.map(width(of:)).reduce(0, +)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // The first action is nearest the edge the row was swiped from; the buttons share the
        // room in proportion while it opens.
        let scale = naturalWidth > 0 ? bounds.width / naturalWidth : 0
        var x: CGFloat = onRight ? bounds.width : 0
        for button in buttons {
            let width = width(of: button) * scale
            if onRight { x -= width }
            button.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            if !onRight { x += width }
        }
    }

    private func width(of button: UIButton) -> CGFloat {
        max(74, (button.titleLabel?.intrinsicContentSize.width ?? 0) + 30)
    }
}
