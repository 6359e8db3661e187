// A button's menu: shown when the button is held, or when it is tapped if the menu is its
// primary action (`showsMenuAsPrimaryAction`), as in UIKit. The menu is anchored to the button
// and its actions run with the button as their sender (see `MenuPresentation`); showing it sends
// `.menuActionTriggered`.

extension UIButton {
    /// Shows the button's menu now, anchored to the button.
    func presentMenu() {
        guard let menu, isEnabled else { return }
        super.sendActions(for: .menuActionTriggered)
        MenuPresentation.show(menu, from: self, sender: self)
    }

    /// Holding shows the menu when there is one that a tap does not show.
    func menuDidChange() {
        let wantsLongPress = menu != nil && !showsMenuAsPrimaryAction
        if wantsLongPress, menuLongPress == nil {
            let recognizer = UILongPressGestureRecognizer { [unowned self] recognizer in
                if recognizer.state == .began { presentMenu() }
            }
            addGestureRecognizer(recognizer)
            menuLongPress = recognizer
        } else if !wantsLongPress, let recognizer = menuLongPress {
            removeGestureRecognizer(recognizer)
            menuLongPress = nil
        }
    }
}
