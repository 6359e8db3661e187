/// The built-in עברית (he-IL) keyboard, as layout text (docs/KEYBOARD-LAYOUTS.md). Kept in
/// a string rather than a resource file so no bundle lookup is needed; the parser reads it as it
/// reads an app's own layout files.
extension BuiltInKeyboardLayouts {
    static let hebrew = #"""
        // Rows in reading order, right to left; backspace at the right of the first row, as iOS shows it. No shift.
        layout: he-IL
        name: עברית
        direction: rtl
        space: רווח
        letters-key: אבג
        decimal: .

        letters:
        {backspace} פ ם ן ו ט א ר ק
        ף ך ל ח י ע כ ג ד ש
        ץ ת צ מ נ ה ב ס ז

        numbers:
        1 2 3 4 5 6 7 8 9 0
        - / : ; ( ) ₪ & @ "
        {more} . , ? ! ' {backspace}

        symbols:
        [ ] { } # % ^ * + =
        _ \ | ~ < > € $ £ •
        {more} . , ? ! ' {backspace}

        alternatives:
        - – — •
        ? ¿
        ! ¡
        " „ “ ”

        return-keys:
        default אישור
        go עבור
        search חפש
        join הצטרף
        next הבא
        route מסלול
        send שלח
        done סיום
        emergency-call חירום
        continue המשך
        """#
}
