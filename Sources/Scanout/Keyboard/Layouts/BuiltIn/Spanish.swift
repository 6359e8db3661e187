/// The built-in Español (es-ES) keyboard, as layout text (docs/KEYBOARD-LAYOUTS.md). Kept in
/// a string rather than a resource file so no bundle lookup is needed; the parser reads it as it
/// reads an app's own layout files.
extension BuiltInKeyboardLayouts {
    static let spanish = #"""
        // QWERTY with ñ on the letter page.
        layout: es-ES
        name: Español
        direction: ltr
        space: espacio
        letters-key: ABC
        decimal: ,

        letters:
        q w e r t y u i o p
        a s d f g h j k l ñ
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
        a á à ä â ã å ą æ ā
        e é è ë ê ę ė ē
        i í ï ì î į ī
        o ó ò ö ô õ ø œ ō
        u ú ü ù û ū
        n ñ ń
        c ç ć č
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
        default intro
        go Ir
        search Buscar
        join Unirse
        next Siguiente
        route Ruta
        send Enviar
        done OK
        emergency-call Emergencia
        continue Continuar
        """#
}
