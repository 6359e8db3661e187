// Child view controllers. As in UIKit, `addChild` calls the child's `willMove(toParent:)` and the
// app calls `didMove(toParent:)`; removal is the mirror image.
//
// A container that animates a child out (a navigation controller's pop) takes it out of
// `children` at once, so `children` always says what the container holds, but keeps the child's
// `parent` until its view has left: the leaving controller still finds its navigation controller
// in `viewWillDisappear`, as UIKit apps expect. `finishLeavingParent` ends that (`parent` nil,
// `didMove(toParent: nil)`), and `cancelLeavingParent` puts it back (a cancelled interactive pop).

extension UIViewController {
    /// Makes `child` a child; false (with a warning) when it would make a cycle: the controller
    /// itself or one of its ancestors.
    @discardableResult
    func attach(_ child: UIViewController) -> Bool {
        guard !isSelfOrAncestor(child) else {
            Diagnostics.warn("\(child) cannot be a child of \(self): it is \(self) or contains it; ignored.")
            return false
        }
        guard child.parent !== self || !children.contains(where: { $0 === child }) else { return true }
        if child.parent != nil {
            child.willMove(toParent: nil)
            child.removeFromParent()
        }
        child.isMovingToParent = true
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
        return true
    }

    func detachFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Whether `controller` is this controller or one of its ancestors (adding it as a child
    /// would make a loop).
    func isSelfOrAncestor(_ controller: UIViewController) -> Bool {
        var current: UIViewController? = self
        while let next = current {
            if next === controller { return true }
            current = next.parent
        }
        return false
    }

    /// Starts leaving the parent: `willMove(toParent: nil)`, and out of its `children`, with
    /// `parent` kept until `finishLeavingParent`.
    func beginLeavingParent() {
        guard let parent else { return }
        willMove(toParent: nil)
        parent.children.removeAll { $0 === self }
    }

    /// Ends a leave begun with `beginLeavingParent`: `parent` nil, `didMove(toParent: nil)`. Does
    /// nothing when the controller has since moved elsewhere or come back.
    func finishLeavingParent(_ container: UIViewController) {
        guard isLeaving(container) else { return }
        parent = nil
        didMove(toParent: nil)
    }

    /// Undoes `beginLeavingParent`: back in `container`'s children, last.
    func cancelLeavingParent(_ container: UIViewController) {
        guard isLeaving(container) else { return }
        container.children.append(self)
        isMovingFromParent = false
    }

    /// Whether this controller has begun, and not finished, leaving `container`.
    func isLeaving(_ container: UIViewController) -> Bool {
        parent === container && !container.children.contains { $0 === self }
    }
}
