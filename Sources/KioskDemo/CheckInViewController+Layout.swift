import Scanout

extension CheckInViewController {
    /// The screen's constraints, as an app author writes them: the header, greeting and language
    /// choice centred on top, then on a wide screen the form on the left and the options and actions on the right;
    /// on a narrow one everything in one column. The status line takes the rest of the height.
    /// Everything hangs off one centred column guide, at most 760 points wide.
    func installConstraints(header: UIStackView, options: UIStackView) {
        let formViews: [UIView] = formFields
        for view in [contentView, header, greetingLabel, languageControl] + formViews
            + [card, options, checkInButton, appointmentButton, statusLabel]
        {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        let column = UILayoutGuide()
        column.identifier = "column"
        contentView.addLayoutGuide(column)

        // 92 % of the width, but no wider than 760 points.
        let nearlyFullWidth = column.widthAnchor.constraint(equalTo: contentView.widthAnchor, multiplier: 0.92)
        nearlyFullWidth.priority = .defaultHigh
        // The header sits 5 % of the height down, at least 12 points.
        let headerAsHighAsAllowed = header.topAnchor.constraint(equalTo: contentView.topAnchor)
        headerAsHighAsAllowed.priority = .defaultLow
        // The status line fills the rest of the screen, 8 points above the bottom.
        let statusToTheBottom = statusLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8)
        statusToTheBottom.priority = .defaultHigh
        // ...starting right below the buttons and the form (stronger than its content hugging).
        let statusUnderTheButtons = statusLabel.topAnchor.constraint(
            equalTo: appointmentButton.bottomAnchor, constant: 10)
        statusUnderTheButtons.priority = UILayoutPriority(500)
        // Of everything in the column, the status line is the one that stretches: it hugs its
        // text less than anything else, even less than a stack view holds its own size (51).
        statusLabel.setContentHuggingPriority(UILayoutPriority(40), for: .vertical)

        var constraints = [
            contentView.topAnchor.constraint(equalTo: view.topAnchor),
            contentView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            contentView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: view.trailingAnchor),

            column.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            column.widthAnchor.constraint(lessThanOrEqualTo: contentView.widthAnchor, multiplier: 0.92),
            column.widthAnchor.constraint(lessThanOrEqualToConstant: 760),
            nearlyFullWidth,
            column.topAnchor.constraint(equalTo: contentView.topAnchor),
            column.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),

            header.topAnchor.constraint(greaterThanOrEqualTo: contentView.topAnchor, constant: 12),
            NSLayoutConstraint(
                item: header, attribute: .top, relatedBy: .greaterThanOrEqual, toItem: contentView,
                attribute: .bottom, multiplier: 0.05, constant: 0),
            headerAsHighAsAllowed,
            header.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            header.widthAnchor.constraint(lessThanOrEqualTo: column.widthAnchor),

            greetingLabel.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 4),
            greetingLabel.leadingAnchor.constraint(equalTo: column.leadingAnchor),
            greetingLabel.trailingAnchor.constraint(equalTo: column.trailingAnchor),

            languageControl.topAnchor.constraint(equalTo: greetingLabel.bottomAnchor, constant: 10),
            languageControl.centerXAnchor.constraint(equalTo: column.centerXAnchor),
            languageControl.widthAnchor.constraint(lessThanOrEqualTo: column.widthAnchor),

            options.topAnchor.constraint(equalTo: card.topAnchor),
            options.bottomAnchor.constraint(equalTo: card.bottomAnchor),
            options.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            options.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            checkInButton.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 12),
            checkInButton.heightAnchor.constraint(equalToConstant: 48),
            appointmentButton.heightAnchor.constraint(equalToConstant: 48),

            statusLabel.topAnchor.constraint(greaterThanOrEqualTo: appointmentButton.bottomAnchor, constant: 10),
            statusLabel.topAnchor.constraint(greaterThanOrEqualTo: hostField.bottomAnchor, constant: 10),
            statusLabel.leadingAnchor.constraint(equalTo: column.leadingAnchor),
            statusLabel.trailingAnchor.constraint(equalTo: column.trailingAnchor),
            statusLabel.heightAnchor.constraint(greaterThanOrEqualToConstant: 24),
            statusToTheBottom,
            statusUnderTheButtons,
        ]
        // The fields, 44 points tall, 10 apart, below the language choice.
        var above = languageControl.bottomAnchor
        var gap: CGFloat = 16
        for field in formFields {
            constraints += [
                field.topAnchor.constraint(equalTo: above, constant: gap),
                field.leadingAnchor.constraint(equalTo: column.leadingAnchor),
                field.heightAnchor.constraint(equalToConstant: 44),
            ]
            above = field.bottomAnchor
            gap = 10
        }
        NSLayoutConstraint.activate(constraints)

        // Two columns: the form on the leading side, the card and the buttons beside it.
        wideLayout =
            formFields.map {
                $0.widthAnchor.constraint(equalTo: column.widthAnchor, multiplier: 0.5, constant: -10)
            } + [
                card.topAnchor.constraint(equalTo: languageControl.bottomAnchor, constant: 16),
                card.leadingAnchor.constraint(equalTo: nameField.trailingAnchor, constant: 20),
                card.trailingAnchor.constraint(equalTo: column.trailingAnchor),
                checkInButton.leadingAnchor.constraint(equalTo: card.leadingAnchor),
                checkInButton.trailingAnchor.constraint(equalTo: card.trailingAnchor),
                appointmentButton.topAnchor.constraint(equalTo: checkInButton.bottomAnchor, constant: 10),
                appointmentButton.leadingAnchor.constraint(equalTo: card.leadingAnchor),
                appointmentButton.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            ]
        // One column: the card below the form, the two buttons side by side under it.
        narrowLayout =
            formFields.map { $0.trailingAnchor.constraint(equalTo: column.trailingAnchor) } + [
                card.topAnchor.constraint(equalTo: hostField.bottomAnchor, constant: 14),
                card.leadingAnchor.constraint(equalTo: column.leadingAnchor),
                card.trailingAnchor.constraint(equalTo: column.trailingAnchor),
                checkInButton.leadingAnchor.constraint(equalTo: column.leadingAnchor),
                appointmentButton.topAnchor.constraint(equalTo: checkInButton.topAnchor),
                appointmentButton.leadingAnchor.constraint(equalTo: checkInButton.trailingAnchor, constant: 12),
                appointmentButton.trailingAnchor.constraint(equalTo: column.trailingAnchor),
                appointmentButton.widthAnchor.constraint(equalTo: checkInButton.widthAnchor),
            ]
    }

    /// Chooses the two-column layout on screens at least 700 points wide (checked before every
    /// layout, so a resized window switches).
    func chooseLayoutForWidth() {
        let wide = view.bounds.width >= 700
        let (active, inactive) = wide ? (wideLayout, narrowLayout) : (narrowLayout, wideLayout)
        guard active.first?.isActive != true else { return }
        NSLayoutConstraint.deactivate(inactive)
        NSLayoutConstraint.activate(active)
    }
}
