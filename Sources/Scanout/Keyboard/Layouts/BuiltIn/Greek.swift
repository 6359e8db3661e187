/// The built-in Ελληνικά (el-GR) keyboard, as layout text (docs/KEYBOARD-LAYOUTS.md). Kept in
/// a string rather than a resource file so no bundle lookup is needed; the parser reads it as it
/// reads an app's own layout files.
extension BuiltInKeyboardLayouts {
    static let greek = #"""
        // 
        layout: el-GR
        name: Ελληνικά
        direction: ltr
        space: διάστημα
        letters-key: ΑΒΓ
        decimal: ,

        letters:
        ;|: ς ε ρ τ υ θ ι ο π
        α σ δ φ γ η ξ κ λ
        {shift} ζ χ ψ ω β ν μ {backspace}

        numbers:
        1 2 3 4 5 6 7 8 9 0
        - / : ; ( ) € & @ "
        {more} . , ? ! ' {backspace}

        symbols:
        [ ] { } # % ^ * + =
        _ \ | ~ < > $ £ ¥ •
        {more} . , ? ! ' {backspace}

        alternatives:
        α ά
        ε έ
        η ή
        ι ί ϊ ΐ
        ο ό
        υ ύ ϋ ΰ
        ω ώ
        σ ς
        0 °
        - – — •
        / \
        $ € £ ¥ ₩ ¢
        & §
        . …
        ? ¿
        ! ¡
        ' ’ ‘ `
        " „ “ ” « »
        % ‰

        return-keys:
        default αλλαγή
        go Μετάβαση
        search Αναζήτηση
        join Σύνδεση
        next Επόμενο
        route Διαδρομή
        send Αποστολή
        done Τέλος
        emergency-call Έκτακτη κλήση
        continue Συνέχεια
        """#
}
