/// The built-in Italiano (it-IT) keyboard, as layout text (docs/KEYBOARD-LAYOUTS.md). Kept in
/// a string rather than a resource file so no bundle lookup is needed; the parser reads it as it
/// reads an app's own layout files.
extension BuiltInKeyboardLayouts {
    static let italian = #"""
        // 
        layout: it-IT
        name: Italiano
        direction: ltr
        space: spazio
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
        a à á â ä æ ã å ā
        e è é ê ë ē ė ę
        i ì í î ï ī į
        o ò ó ô ö œ ø ō õ
        u ù ú û ü ū
        c ç ć č
        n ñ ń
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
        default invio
        go Vai
        search Cerca
        join Accedi
        next Avanti
        route Percorso
        send Invia
        done Fine
        emergency-call Emergenza
        continue Continua
        """#
}
