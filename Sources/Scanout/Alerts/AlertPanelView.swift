/// One rounded panel of an alert or action sheet: the title and message, an alert's text fields,
/// and a row per action with hairlines between.
///
/// Metrics follow UIKit's: an alert's title is bold 17 and its message 13, 20 points of padding
/// around them, 44-point rows, and two actions side by side when both titles fit in half the
/// width (cancel on the leading side: the left, the right in a right-to-left alert), else
/// stacked; an action sheet's title and message are 13 and grey, its rows 57 points high with
/// 20-point titles. Internal; main actor.
@preconcurrency @MainActor
final class AlertPanelView: UIView {
    enum Mode {
        /// An alert's only panel.
        case alert
        /// An action sheet's panel of choices (the cancel action is in its own panel).
        case sheet
        /// An action sheet's separate Cancel panel.
        case sheetCancel
        /// An action sheet in a popover (no cancel row: tapping outside cancels).
        case popover
    }

    let mode: Mode
    private(set) var rows: [AlertActionRow] = []
    private let titleLabel = UILabel()
    private let messageLabel = UILabel()
    private var fields: [UITextField] = []
    private var hairlines: [UIView] = []

    /// A panel showing `actions` (already ordered) under `title` and `message`, with `fields`.
    init(
        mode: Mode, title: String?, message: String?, fields: [UITextField], actions: [UIAlertAction],
        preferred: UIAlertAction?, select: @escaping @MainActor (UIAlertAction) -> Void
    ) {
        self.mode = mode
        super.init(frame: .zero)
        switch mode {
        case .alert, .sheet:
            backgroundColor = UIColor(light: UIColor(white: 0.98, alpha: 0.94), dark: UIColor(white: 0.17, alpha: 0.94))
            layer.cornerRadius = 14
            clipsToBounds = true
        case .sheetCancel:
            backgroundColor = .systemBackground
            layer.cornerRadius = 14
            clipsToBounds = true
        case .popover:
            backgroundColor = .clear
        }
        let isAlert = mode == .alert
        titleLabel.text = title
        titleLabel.font = isAlert ? .boldSystemFont(ofSize: 17) : .boldSystemFont(ofSize: 13)
        titleLabel.textColor = isAlert ? .label : .secondaryLabel
        messageLabel.text = message
        messageLabel.font = .systemFont(ofSize: 13)
        messageLabel.textColor = isAlert ? .label : .secondaryLabel
        for label in [titleLabel, messageLabel] {
            label.textAlignment = .center
            label.numberOfLines = 0
            if mode != .sheetCancel, label.text?.isEmpty == false { addSubview(label) }
        }
        self.fields = fields
        for field in fields { addSubview(field) }
        for action in actions {
            let bold = action.style == .cancel || action === preferred
            let size: CGFloat = isAlert ? 17 : 20
            let row = AlertActionRow(
                action: action, font: bold ? .boldSystemFont(ofSize: size) : .systemFont(ofSize: size))
            row.addAction(UIAction { [weak row] _ in if let row { select(row.action) } }, for: .touchUpInside)
            let hairline = UIView()
            hairline.backgroundColor = .separator
            hairline.isUserInteractionEnabled = false
            addSubview(hairline)
            hairlines.append(hairline)
            addSubview(row)
            rows.append(row)
        }
        // A side-by-side pair needs one more hairline between the two.
        let divider = UIView()
        divider.backgroundColor = .separator
        divider.isUserInteractionEnabled = false
        addSubview(divider)
        hairlines.append(divider)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// The height the panel needs at `width`.
    func height(forWidth width: CGFloat) -> CGFloat {
        arrange(width: width, apply: false)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        _ = arrange(width: bounds.width, apply: true)
    }

    // MARK: - Private

    private var rowHeight: CGFloat { mode == .alert ? 44 : 57 }

    /// Whether the rows go side by side: exactly two, each title fitting in half the width.
    private func sideBySide(width: CGFloat) -> Bool {
        mode == .alert && rows.count == 2 && rows.allSatisfy { $0.titleWidth <= width / 2 - 16 }
    }

    /// Places everything for `width` (when `apply`) and returns the height used.
    private func arrange(width: CGFloat, apply: Bool) -> CGFloat {
        let hairline = 1 / max(window?.screen.scale ?? ApplicationContext.screenScale, 1)
        let isAlert = mode == .alert
        let side: CGFloat = 16
        var y: CGFloat = 0
        let shownLabels = [titleLabel, messageLabel].filter { $0.superview === self }
        if !shownLabels.isEmpty {
            y += isAlert ? 20 : 14
            for (index, label) in shownLabels.enumerated() {
                if index > 0 { y += isAlert ? 4 : 2 }
                let size = label.sizeThatFits(CGSize(width: width - 2 * side, height: .greatestFiniteMagnitude))
                if apply { label.frame = CGRect(x: side, y: y, width: width - 2 * side, height: ceil(size.height)) }
                y += ceil(size.height)
            }
            y += isAlert ? (fields.isEmpty ? 20 : 16) : 14
        }
        if !fields.isEmpty {
            if shownLabels.isEmpty { y += 16 }
            for field in fields {
                if apply { field.frame = CGRect(x: side, y: y, width: width - 2 * side, height: 30) }
                y += 30 - hairline
            }
            y += 16 + hairline
        }
        // Hairlines are collected, then shown or hidden once: toggling them would ask for layout again.
        var shown: [Int: CGRect] = [:]
        defer { if apply { applyHairlines(shown) } }
        guard !rows.isEmpty else { return y }
        if sideBySide(width: width) {
            // Cancel on the leading side, as UIKit puts it: the left, or the right when the alert
            // reads right to left (the two change places; the hairline between stays in the middle).
            var ordered = rows[1].action.style == .cancel ? [rows[1], rows[0]] : rows
            if effectiveUserInterfaceLayoutDirection == .rightToLeft { ordered.reverse() }
            if apply {
                let half = (width / 2).rounded()
                ordered[0].frame = CGRect(x: 0, y: y, width: half, height: rowHeight)
                ordered[1].frame = CGRect(x: half, y: y, width: width - half, height: rowHeight)
                shown[0] = CGRect(x: 0, y: y, width: width, height: hairline)
                shown[hairlines.count - 1] = CGRect(x: half, y: y, width: hairline, height: rowHeight)
            }
            return y + rowHeight
        }
        for (index, row) in rows.enumerated() {
            if apply {
                row.frame = CGRect(x: 0, y: y, width: width, height: rowHeight)
                // No hairline above the first row of a panel with nothing above it.
                if y > 0 { shown[index] = CGRect(x: 0, y: y, width: width, height: hairline) }
            }
            y += rowHeight
        }
        return y
    }

    private func applyHairlines(_ shown: [Int: CGRect]) {
        for (index, view) in hairlines.enumerated() {
            let frame = shown[index]
            if let frame { view.frame = frame }
            if view.isHidden != (frame == nil) { view.isHidden = frame == nil }
        }
    }
}

private func ceil(_ value: CGFloat) -> CGFloat {
    value.rounded(.up)
}
