// Views and view controllers in the focus model. The overridable members (`canBecomeFocused`,
// `preferredFocusEnvironments`, `shouldUpdateFocus`, `didUpdateFocus`, the group settings) are
// declared in UIView.swift and UIViewController.swift, as Swift only overrides members declared
// in the class; what they default to and the rest of the protocols are here.

extension UIView: UIFocusItem, UIFocusItemContainer {
    /// Whether this view is the focused item.
    public var isFocused: Bool {
        guard let window, let system = window.application?.focusSystemIfLoaded else { return false }
        return system.focusedView === self
    }

    /// The view controller whose root view this is, else the superview.
    public var parentFocusEnvironment: (any UIFocusEnvironment)? {
        if let owningViewController { return owningViewController }
        return superview
    }

    /// The view itself: it holds its subviews.
    public var focusItemContainer: (any UIFocusItemContainer)? { self }

    public var coordinateSpace: any UICoordinateSpace { self }

    /// The focusable subviews (at any depth) whose frames, in this view's coordinates, meet `rect`.
    public func focusItems(in rect: CGRect) -> [any UIFocusItem] {
        let direction = window?.application?.userInterfaceLayoutDirection ?? .leftToRight
        return FocusTree.items(in: self, direction: direction).filter {
            $0.convert($0.bounds, to: self).intersects(rect)
        }
    }

    /// Asks for focus to go to this view's preferred item (the focus system runs it now).
    public func setNeedsFocusUpdate() {
        UIFocusSystem.focusSystem(for: self)?.requestFocusUpdate(to: self)
    }

    public func updateFocusIfNeeded() {
        UIFocusSystem.focusSystem(for: self)?.updateFocusIfNeeded()
    }

    /// What `canBecomeFocused` answers unless overridden: controls (buttons, switches, text
    /// fields ...), editable or selectable text views and table and collection cells, as with
    /// Full Keyboard Access; plain views, labels and images not.
    var canBecomeFocusedByDefault: Bool {
        if self is UIControl { return true }
        if let textView = self as? UITextView { return textView.isEditable || textView.isSelectable }
        if let cell = self as? UITableViewCell {
            guard let table = FocusCells.table(of: cell) else { return true }
            guard table.allowsFocus, let indexPath = table.indexPath(for: cell) else { return false }
            return (table.delegate as? UITableViewDelegate)?.tableView(table, canFocusRowAt: indexPath) ?? true
        }
        if let cell = self as? UICollectionViewCell {
            guard let collection = FocusCells.collection(of: cell) else { return true }
            guard collection.allowsFocus, let indexPath = collection.indexPath(for: cell) else { return false }
            return collection.collectionDelegate?.collectionView(collection, canFocusItemAt: indexPath) ?? true
        }
        return false
    }
}

extension UIViewController: UIFocusEnvironment {
    /// The view's superview: the presentation's container or the parent's view.
    public var parentFocusEnvironment: (any UIFocusEnvironment)? {
        viewIfLoaded?.superview
    }

    public var focusItemContainer: (any UIFocusItemContainer)? { viewIfLoaded }

    public func setNeedsFocusUpdate() {
        UIFocusSystem.focusSystem(for: self)?.requestFocusUpdate(to: self)
    }

    public func updateFocusIfNeeded() {
        UIFocusSystem.focusSystem(for: self)?.updateFocusIfNeeded()
    }
}

/// A view's focus settings, kept off the view until one is set.
struct FocusSettings {
    var groupIdentifier: String?
    var groupPriority = UIFocusGroupPriority.ignored
    var effect: UIFocusEffect?
}
