/// The built-in Polski (pl-PL) keyboard, as layout text (docs/KEYBOARD-LAYOUTS.md). Kept in
/// a string rather than a resource file so no bundle lookup is needed; the parser reads it as it
/// reads an app's own layout files.
extension BuiltInKeyboardLayouts {
    static let polish = #"""
        // 
        layout: pl-PL
        name: Polski
        direction: ltr
        space: spacja
        letters-key: ABC
        decimal: ,

        letters:
        q w e r t y u i o p
        a s d f g h j k l
        {shift} z x c v b n m {backspace}

        numbers:
        1 2 3 4 5 6 7 8 9 0
        - / : ; ( ) zł & @ "
        {more} . , ? ! ' {backspace}

        symbols:
        [ ] { } # % ^ * + =
        _ \ | ~ < > € $ £ •
        {more} . , ? ! ' {backspace}

        alternatives:
        a ą à á â ä æ ã å ā
        c ć ç č
        e ę è é ê ë ē ė
        l ł
        n ń ñ
        o ó ô ö ò œ ø ō õ
        s ś ß š
        z ż ź ž
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
        default return
        go Idź
        search Szukaj
        join Połącz
        next Dalej
        route Trasa
        send Wyślij
        done Gotowe
        emergency-call Alarmowe
        continue Dalej
        """#
}
