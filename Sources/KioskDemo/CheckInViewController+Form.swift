import Scanout

/// The check-in form: each field's keyboard, the host picker, Next and Done, and keeping the
/// field being edited above the keyboard.
extension CheckInViewController: UITextFieldDelegate {
    func configureForm() {
        let bar = FormAccessoryBar(
            next: { [weak self] in self?.moveToNextField() },
            done: { [weak self] in self?.view.endEditing(true) })
        accessoryBar = bar
        for field in formFields {
            field.borderStyle = .roundedRect
            field.font = .systemFont(ofSize: 18)
            field.clearButtonMode = .whileEditing
            field.returnKeyType = .next
            field.delegate = self
            field.inputAccessoryView = bar
            field.addAction(UIAction { [weak self] _ in self?.keepEditedFieldVisible() }, for: .editingDidBegin)
        }
        nameField.autocapitalizationType = .words
        emailField.keyboardType = .emailAddress
        emailField.autocapitalizationType = .none
        phoneField.keyboardType = .phonePad
        // Picked, not typed: the picker replaces the keyboard.
        hostField.inputView = HostPickerView(hosts: CheckInViewController.hosts) { [weak self] host in
            self?.hostField.text = host
        }
        hostField.clearButtonMode = .never
    }

    /// Next on the keyboard or the bar: the following field, or done after the last.
    func moveToNextField() {
        guard let index = formFields.firstIndex(where: \.isFirstResponder) else { return }
        if index + 1 < formFields.count {
            formFields[index + 1].becomeFirstResponder()
        } else {
            view.endEditing(true)
        }
    }

    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        moveToNextField()
        return false
    }

    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        // The host is picked from the list (or cleared); a hardware keyboard cannot type one in.
        textField !== hostField || string.isEmpty
    }

    // MARK: Keyboard avoidance

    /// Follows the keyboard's frame, as a UIKit app does, to move the content out of its way.
    func observeKeyboard() {
        let token = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main
        ) { [weak self] notification in
            guard let self,
                let end = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
            else { return }
            let duration = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double
            self.keyboardFrame = end
            self.keepEditedFieldVisible(duration: duration ?? 0.25)
        }
        keyboardObservers.append(token)
    }

    /// Slides the content up just enough that the field being edited clears the keyboard (and
    /// back down when the keyboard goes). Focus moving between fields keeps the keyboard's frame,
    /// so this also runs when a field begins editing.
    func keepEditedFieldVisible(duration: TimeInterval = 0.25) {
        var shift: CGFloat = 0
        if let keyboardFrame, let field = formFields.first(where: \.isFirstResponder) {
            let keyboardTop = view.convert(keyboardFrame, from: nil).minY
            let fieldBottom = field.frame.maxY + 12
            shift = max(0, fieldBottom - keyboardTop)
        }
        let transform = CGAffineTransform(translationX: 0, y: -shift)
        guard contentView.transform != transform else { return }
        UIView.animate(withDuration: duration) { self.contentView.transform = transform }
    }
}
