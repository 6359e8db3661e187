import Foundation
import UIKit

/// Moves content out of the keyboard's way.
class KeyboardAvoider: NSObject {
    weak var scrollView: UIScrollView?

    init(scrollView: UIScrollView) {
        self.scrollView = scrollView
        super.init()
        NotificationCenter.default.addObserver(
            self,
            selector: #selector(keyboardWillShow(_:)),
            name: UIResponder.keyboardWillShowNotification,
            object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(notification:)),
                                               name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        else { return }
        scrollView?.contentInset.bottom = frame.height
    }

    @objc func keyboardWillHide(notification: Notification) {
        scrollView?.contentInset.bottom = 0
    }
}

/// A plain class with an action of its own: it becomes an ActionTarget.
final class RefreshTimerOwner {
    var timer: Timer?

    func start() {
        timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
    }

    @objc func tick(_ timer: Timer) {}
}
