/// The built-in Nederlands (nl-NL) keyboard, as layout text (docs/KEYBOARD-LAYOUTS.md). Kept in
/// a string rather than a resource file so no bundle lookup is needed; the parser reads it as it
/// reads an app's own layout files.
extension BuiltInKeyboardLayouts {
    static let dutch = #"""
        // 
        layout: nl-NL
        name: Nederlands
        direction: ltr
        space: spatie
        letters-key: ABC
        decimal: ,

        letters:
        q w e r t y u i o p
        a s d f g h j k l
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
        a á ä à â æ ã å ā
        e é ë è ê ę ė ē
        i ï í ĳ ì î į ī
        o ó ö ô ò õ œ ø ō
        u ú ü û ù ū
        c ç ć č
        n ñ ń
        y ĳ
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
        go Ga
        search Zoek
        join Verbind
        next Volgende
        route Route
        send Stuur
        done Gereed
        emergency-call Noodoproep
        continue Ga door
        """#
}
