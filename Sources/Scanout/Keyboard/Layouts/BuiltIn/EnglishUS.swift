/// The built-in English (US) (en-US) keyboard, as layout text (docs/KEYBOARD-LAYOUTS.md). Kept in
/// a string rather than a resource file so no bundle lookup is needed; the parser reads it as it
/// reads an app's own layout files.
extension BuiltInKeyboardLayouts {
    static let englishUS = #"""
        // Key caps as on iOS's English (US) keyboard.
        layout: en-US
        name: English (US)
        direction: ltr
        space: space
        letters-key: ABC
        decimal: .

        letters:
        q w e r t y u i o p
        a s d f g h j k l
        {shift} z x c v b n m {backspace}

        numbers:
        1 2 3 4 5 6 7 8 9 0
        - / : ; ( ) $ & @ "
        {more} . , ? ! ' {backspace}

        symbols:
        [ ] { } # % ^ * + =
        _ \ | ~ < > € £ ¥ •
        {more} . , ? ! ' {backspace}

        alternatives:
        a à á â ä æ ã å ā
        c ç ć č
        e é è ê ë ē ė ę
        i î ï í ī į ì
        l ł
        n ñ ń
        o ô ö ò ó œ ø ō õ
        s ß ś š
        u û ü ù ú ū
        y ÿ
        z ž ź ż
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
        """#
}
