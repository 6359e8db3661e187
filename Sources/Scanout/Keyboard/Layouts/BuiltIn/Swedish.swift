/// The built-in Svenska (sv-SE) keyboard, as layout text (docs/KEYBOARD-LAYOUTS.md). Kept in
/// a string rather than a resource file so no bundle lookup is needed; the parser reads it as it
/// reads an app's own layout files.
extension BuiltInKeyboardLayouts {
    static let swedish = #"""
        // 
        layout: sv-SE
        name: Svenska
        direction: ltr
        space: blanksteg
        letters-key: ABC
        decimal: ,

        letters:
        q w e r t y u i o p å
        a s d f g h j k l ö ä
        {shift} z x c v b n m {backspace}

        numbers:
        1 2 3 4 5 6 7 8 9 0
        - / : ; ( ) € & @ "
        {more} . , ? ! ' {backspace}

        symbols:
        [ ] { } # % ^ * + =
        _ \ | ~ < > $ £ ¥ •
        {more} . , ? ! ' {backspace}

        alternatives:
        a à á â ã ā
        e é è ê ë ę ė ē
        o ò ó ô õ ø œ ō
        u ü ú ù û ū
        c ç ć č
        n ñ ń
        s ß ś š
        i í ì î ï
        y ÿ
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
        default retur
        go Kör
        search Sök
        join Anslut
        next Nästa
        route Rutt
        send Skicka
        done Klar
        emergency-call Nödsamtal
        continue Fortsätt
        """#
}
