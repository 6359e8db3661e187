import Foundation
import UIKit

/// Moves content out of the keyboard's way.
class KeyboardAvoider: NSObject {
    override class var actionTable: ActionTable {
        super.actionTable
            .on(Selector("keyboardWillShow:"), KeyboardAvoider.keyboardWillShow)
            .on(Selector("keyboardWillHideWithNotification:"), KeyboardAvoider.keyboardWillHide)
    }

    weak var scrollView: UIScrollView?

    init(scrollView: UIScrollView) {
        self.scrollView = scrollView
        super.init()
        NotificationCenter.default.addObserver(
            self,
            selector: Selector("keyboardWillShow:"),
            name: UIResponder.keyboardWillShowNotification,
            object: nil)
        NotificationCenter.default.addObserver(self, selector: Selector("keyboardWillHideWithNotification:"),
                                               name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    func keyboardWillShow(_ notification: Notification) {
        guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        else { return }
        scrollView?.contentInset.bottom = frame.height
    }

    func keyboardWillHide(notification: Notification) {
        scrollView?.contentInset.bottom = 0
    }
}

/// A plain class with an action of its own: it becomes an ActionTarget.
@MainActor final class RefreshTimerOwner: ActionTarget {
    class var actionTable: ActionTable {
        ActionTable().on(Selector("tick:")) { (target: RefreshTimerOwner) in target.tick }
    }

    var timer: Timer?

    func start() {
        timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: Selector("tick:"), userInfo: nil, repeats: true)
    }

    func tick(_ timer: Timer) {}
}
