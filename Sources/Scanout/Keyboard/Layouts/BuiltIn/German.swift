/// The built-in Deutsch (de-DE) keyboard, as layout text (docs/KEYBOARD-LAYOUTS.md). Kept in
/// a string rather than a resource file so no bundle lookup is needed; the parser reads it as it
/// reads an app's own layout files.
extension BuiltInKeyboardLayouts {
    static let german = #"""
        // QWERTZ with ü, ö and ä on the letter page; ß on a long press of s.
        layout: de-DE
        name: Deutsch
        direction: ltr
        space: Leerzeichen
        letters-key: ABC
        decimal: ,

        letters:
        q w e r t z u i o p ü
        a s d f g h j k l ö ä
        {shift} y x c v b n m {backspace}

        numbers:
        1 2 3 4 5 6 7 8 9 0
        - / : ; ( ) € & @ "
        {more} . , ? ! ' {backspace}

        symbols:
        [ ] { } # % ^ * + =
        _ \ | ~ < > $ £ ¥ •
        {more} . , ? ! ' {backspace}

        alternatives:
        a ä à á â æ ã å ā
        e é è ê ë ė
        i î ï í ī į ì
        o ö ô ò ó œ ø ō õ
        u ü û ù ú ū
        s ß ś š
        c ç ć č
        n ñ ń
        y ÿ
        z ž ź ż
        l ł
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
        default Return
        go Öffnen
        search Suchen
        join Verbinden
        next Weiter
        route Route
        send Senden
        done Fertig
        emergency-call Notruf
        continue Weiter
        """#
}
