// Child view controllers. As in UIKit, `addChild` calls the child's `willMove(toParent:)` and the
// app calls `didMove(toParent:)`; removal is the mirror image.

extension UIViewController {
    func attach(_ child: UIViewController) {
        precondition(child !== self, "\(self) cannot be its own child.")
        guard child.parent !== self else { return }
        if child.parent != nil {
            child.willMove(toParent: nil)
            child.removeFromParent()
        }
        child.isMovingToParent = true
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    func detachFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }
}
