/// The built-in Dansk (da-DK) keyboard, as layout text (docs/KEYBOARD-LAYOUTS.md). Kept in
/// a string rather than a resource file so no bundle lookup is needed; the parser reads it as it
/// reads an app's own layout files.
extension BuiltInKeyboardLayouts {
    static let danish = #"""
        // 
        layout: da-DK
        name: Dansk
        direction: ltr
        space: mellemrum
        letters-key: ABC
        decimal: ,

        letters:
        q w e r t y u i o p å
        a s d f g h j k l æ ø
        {shift} z x c v b n m {backspace}

        numbers:
        1 2 3 4 5 6 7 8 9 0
        - / : ; ( ) kr & @ "
        {more} . , ? ! ' {backspace}

        symbols:
        [ ] { } # % ^ * + =
        _ \ | ~ < > € $ £ •
        {more} . , ? ! ' {backspace}

        alternatives:
        a ä à á â ã ā
        e é è ê ë ę ė ē
        o ö ò ó ô õ œ ō
        u ü ú ù û ū
        c ç ć č
        n ñ ń
        i í ì î ï
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
        go Gå
        search Søg
        join Tilslut
        next Næste
        route Rute
        send Send
        done OK
        emergency-call Nødopkald
        continue Fortsæt
        """#
}
