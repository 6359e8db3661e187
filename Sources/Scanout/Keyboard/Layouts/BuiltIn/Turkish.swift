/// The built-in Türkçe (tr-TR) keyboard, as layout text (docs/KEYBOARD-LAYOUTS.md). Kept in
/// a string rather than a resource file so no bundle lookup is needed; the parser reads it as it
/// reads an app's own layout files.
extension BuiltInKeyboardLayouts {
    static let turkish = #"""
        // Turkish Q: dotless ı capitalises to I, dotted i to İ.
        layout: tr-TR
        name: Türkçe
        direction: ltr
        space: boşluk
        letters-key: ABC
        decimal: ,

        letters:
        q w e r t y u ı|I o p ğ ü
        a s d f g h j k l ş i|İ
        {shift} z x c v b n m ö ç {backspace}

        numbers:
        1 2 3 4 5 6 7 8 9 0
        - / : ; ( ) ₺ & @ "
        {more} . , ? ! ' {backspace}

        symbols:
        [ ] { } # % ^ * + =
        _ \ | ~ < > € $ £ •
        {more} . , ? ! ' {backspace}

        alternatives:
        a â à á ä æ ã å ā
        e é è ê ë ē ė ę
        i î ï í ī į ì
        ı î ï í ī į ì
        o ô ò ó œ ø ō õ
        u û ù ú ū
        c ć č
        s ß ś š
        g ğ
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
        default return
        go Git
        search Ara
        join Katıl
        next Sonraki
        route Rota
        send Gönder
        done Bitti
        emergency-call Acil Durum
        continue Devam
        """#
}
