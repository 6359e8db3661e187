import Scanout

/// A check-in field that opens the on-screen keyboard in the kiosk's language, whichever keyboard
/// the last visitor left showing: it overrides `textInputMode`, the way a UIKit app picks a
/// field's keyboard among the active ones.
@MainActor
public final class FormTextField: UITextField {
    /// The keyboard language (`UITextInputMode.primaryLanguage`, "de-DE") the field opens on; nil
    /// for whichever shows. Changed while the field is being edited, the keyboard changes at once.
    public var keyboardLanguage: String? {
        didSet {
            if keyboardLanguage != oldValue, isFirstResponder { reloadInputViews() }
        }
    }

    public override var textInputMode: UITextInputMode? {
        guard let keyboardLanguage,
            let mode = UITextInputMode.activeInputModes.first(where: { $0.primaryLanguage == keyboardLanguage })
        else { return super.textInputMode }
        return mode
    }
}
