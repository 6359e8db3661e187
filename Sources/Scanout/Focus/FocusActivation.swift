// What Space and Return do to the focused item, and what Escape does: a control does what a tap
// would (a button sends `.touchUpInside` and its primary action, a switch toggles, a segmented
// control steps to its next segment), a cell is selected through its delegate; Escape cancels
// a presented alert, dismisses a presented controller that allows it, or pops the navigation
// stack. Text fields take focus by becoming first responder, and give it back.

@preconcurrency @MainActor
enum FocusActivation {
    /// Activates `view` as a tap would.
    static func activate(_ view: UIView) {
        switch view {
        case let toggle as UISwitch:
            toggle.setOn(!toggle.isOn, animated: true)
            toggle.sendActions(for: .valueChanged)
        case let segmented as UISegmentedControl:
            let count = segmented.numberOfSegments
            guard count > 0 else { return }
            var index = segmented.selectedSegmentIndex
            for _ in 0..<count {
                index = (index + 1 + count) % count
                if segmented.isEnabledForSegment(at: index) { break }
            }
            guard index != segmented.selectedSegmentIndex, segmented.isEnabledForSegment(at: index) else { return }
            segmented.selectedSegmentIndex = index
            segmented.sendActions(for: .valueChanged)
        case let field as UITextField:
            _ = field.becomeFirstResponder()
        case let textView as UITextView:
            _ = textView.becomeFirstResponder()
        case let control as UIControl:
            control.sendActions(for: .touchUpInside)
            if control.sendsPrimaryActionOnTouchUpInside { control.sendActions(for: .primaryActionTriggered) }
        case let cell as UITableViewCell:
            FocusCells.table(of: cell)?.selectTappedRow(of: cell)
        case let cell as UICollectionViewCell:
            guard let collection = FocusCells.collection(of: cell), let indexPath = collection.indexPath(for: cell)
            else { return }
            collection.selectByUser(indexPath)
            guard collection.isValidItem(indexPath) else { return }
            if collection.collectionDelegate?.collectionView(collection, canPerformPrimaryActionForItemAt: indexPath)
                ?? true
            {
                collection.collectionDelegate?.collectionView(collection, performPrimaryActionForItemAt: indexPath)
            }
        default:
            break
        }
    }

    /// Escape: the topmost presented controller goes (an alert by its cancel action, only when it
    /// has one; another unless `isModalInPresentation`), else the navigation stack of the
    /// focused item (or of the root) pops. Returns whether something went back.
    static func goBack(from focused: UIView?, root: UIView?, window: UIWindow?) -> Bool {
        guard let window else { return false }
        var top = window.rootViewController
        var steps = 0
        while let next = top?.presentedViewController, steps < FocusTree.maximumDepth {
            top = next
            steps += 1
        }
        if let top, top.presentingViewController != nil, !top.isBeingDismissed {
            if let alert = top as? UIAlertController {
                guard let cancel = alert.actions.first(where: { $0.style == .cancel }) else { return false }
                alert.select(cancel)
                return true
            }
            guard !top.isModalInPresentation else { return false }
            top.dismiss(animated: true)
            return true
        }
        let start: UIResponder? = focused ?? top
        var responder = start
        steps = 0
        while let current = responder, steps < FocusTree.maximumDepth * 8 {
            if let navigation = current as? UINavigationController, navigation.viewControllers.count > 1 {
                _ = navigation.popViewController(animated: true)
                return true
            }
            responder = current.next
            steps += 1
        }
        return false
    }
}

/// Text input and focus: a focused text field or text view is the first responder (typing goes
/// to it), and leaving it resigns.
@preconcurrency @MainActor
enum FocusTextInput {
    static func focusDidMove(from previous: UIView?, to next: UIView?) {
        if let previous, previous is UITextField || previous is UITextView, previous.isFirstResponder {
            _ = previous.resignFirstResponder()
        }
        if let next, next is UITextField || next is UITextView, !next.isFirstResponder {
            _ = next.becomeFirstResponder()
        }
    }
}
