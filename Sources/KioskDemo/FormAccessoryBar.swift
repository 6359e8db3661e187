import Scanout

/// The bar that rides on top of the keyboard (or the host picker) while a check-in field is
/// edited: Next moves to the following field, Done puts the keyboard away. The check-in screen
/// hands it to each field as its `inputAccessoryView`; the system places it, the app never adds
/// it to its own views.
@MainActor
public final class FormAccessoryBar: UIView {
    public let nextButton = UIButton(type: .system)
    public let doneButton = UIButton(type: .system)
    private let separator = UIView()

    /// A bar whose buttons run `next` and `done`.
    public init(next: @escaping @MainActor () -> Void, done: @escaping @MainActor () -> Void) {
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        backgroundColor = UIColor(red: 0.97, green: 0.97, blue: 0.98, alpha: 1)
        separator.backgroundColor = .systemGray3
        addSubview(separator)
        for (button, title, action) in [(nextButton, "Next", next), (doneButton, "Done", done)] {
            button.setTitle(title, for: .normal)
            button.titleLabel?.font = .systemFont(ofSize: 18, weight: button === doneButton ? .semibold : .regular)
            button.addAction(UIAction { _ in action() }, for: .touchUpInside)
            addSubview(button)
        }
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// The buttons' titles, in the form's language.
    public func setTitles(next: String, done: String) {
        nextButton.setTitle(next, for: .normal)
        doneButton.setTitle(done, for: .normal)
        setNeedsLayout()
    }

    /// Next at the leading end, Done at the trailing end: swapped in a right-to-left form.
    public override func layoutSubviews() {
        super.layoutSubviews()
        separator.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        for (button, atLeadingEnd) in [(nextButton, true), (doneButton, false)] {
            let width = button.intrinsicContentSize.width
            let atLeft = atLeadingEnd != rightToLeft
            button.frame = CGRect(
                x: atLeft ? 8 : bounds.width - width - 8, y: 1, width: width, height: bounds.height - 1)
        }
    }
}
