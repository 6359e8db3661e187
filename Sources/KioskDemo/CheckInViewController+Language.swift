import Scanout

/// The visitor's language: every text of the screen from the language's strings table, the
/// fields' keyboard, and a right-to-left screen for Arabic — changed at once, without leaving the
/// screen, while a visitor may be typing.
extension CheckInViewController {
    /// Shows the language now, and again whenever a visitor chooses another with the control on
    /// this screen (reception's settings set `language` directly).
    func observeLanguage() {
        languageControl.accessibilityLabel = "Language"
        languageControl.addAction(
            UIAction { [weak self] _ in
                guard let self, let chosen = KioskLanguage(selectedIn: self.languageControl) else { return }
                self.language = chosen
            }, for: .valueChanged)
        showLanguage()
    }

    /// Every text in the language, the fields' keyboards and the screen's direction. The status
    /// line goes back to its invitation: a new language is a new visitor.
    func showLanguage() {
        let language = self.language
        languageControl.selectedSegmentIndex = language.rawValue
        titleLabel.text = language.text("Welcome to Northwind Labs")
        checkInButton.setTitle(language.text("Check in"), for: .normal)
        appointmentButton.setTitle(language.text("I have an appointment"), for: .normal)
        badgeTitleLabel.text = language.text("Email me a visitor badge")
        visitLengthTitleLabel.text = language.text("Expected visit")
        // The texts beside the switch and the slider name them for the screen reader.
        badgeSwitch.accessibilityLabel = badgeTitleLabel.text
        visitLengthSlider.accessibilityLabel = visitLengthTitleLabel.text
        updateVisitLength()
        let placeholders = ["Your name", "Email", "Phone", "Who are you visiting?"]
        for (field, placeholder) in zip(formFields, placeholders) {
            field.placeholder = language.text(placeholder)
            field.keyboardLanguage = language.keyboardLanguage
        }
        accessoryBar?.setTitles(next: language.text("Next"), done: language.text("Done"))
        statusLabel.callReceptionTitle = language.text("Call Reception")
        statusLabel.text = language.text(
            "Type your details, then tap Check in to let your host know you are here.")
        statusLabel.textColor = .secondaryLabel

        // Arabic reads from the right: the whole screen, and the bar above the keyboard.
        let direction: UISemanticContentAttribute = language.isRightToLeft ? .forceRightToLeft : .unspecified
        var views: [UIView] = [view] + (accessoryBar.map { [$0] } ?? [])
        while let next = views.popLast() {
            next.semanticContentAttribute = direction
            views += next.subviews
        }
    }
}
