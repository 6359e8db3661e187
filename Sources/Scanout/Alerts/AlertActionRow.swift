/// One action's button in an alert or action sheet: its title centred, in the action's colour and
/// weight, a light grey wash while pressed, greyed when disabled. An accessibility element labelled
/// with the title, so `try host.tap("Delete")` finds it. Internal; main actor.
@preconcurrency @MainActor
final class AlertActionRow: UIControl {
    let action: UIAlertAction
    private let titleLabel = UILabel()

    init(action: UIAlertAction, font: UIFont) {
        self.action = action
        super.init(frame: .zero)
        titleLabel.text = action.title
        titleLabel.font = font
        titleLabel.textAlignment = .center
        titleLabel.isUserInteractionEnabled = false
        addSubview(titleLabel)
        isAccessibilityElement = true
        accessibilityTraits = .button
        isEnabled = action.isEnabled
        updateColours()
        action.enabledDidChange = { [weak self] in
            guard let self else { return }
            self.isEnabled = self.action.isEnabled
            self.updateColours()
        }
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override var accessibilityLabel: String? {
        get { action.title }
        set {}
    }

    override var isHighlighted: Bool {
        didSet { backgroundColor = isHighlighted ? UIColor(white: 0, alpha: 0.08) : .clear }
    }

    /// The width the title needs, for deciding whether two actions fit side by side.
    var titleWidth: CGFloat {
        titleLabel.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 44)).width
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = bounds.insetBy(dx: 8, dy: 0)
    }

    // MARK: - Private

    private func updateColours() {
        if !action.isEnabled {
            titleLabel.textColor = .tertiaryLabel
        } else {
            titleLabel.textColor = action.style == .destructive ? .systemRed : .systemBlue
        }
    }
}
