/// The built-in Português (pt-PT) keyboard, as layout text (docs/KEYBOARD-LAYOUTS.md). Kept in
/// a string rather than a resource file so no bundle lookup is needed; the parser reads it as it
/// reads an app's own layout files.
extension BuiltInKeyboardLayouts {
    static let portuguese = #"""
        // 
        layout: pt-PT
        name: Português
        direction: ltr
        space: espaço
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
        a ã á à â ä å æ ª ā
        e é ê è ę ė ē ë
        i í ì î ï į ī
        o õ ó ò ô ö ø œ º ō
        u ú ü ù û ū
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
        default enter
        go Ir
        search Pesquisar
        join Aderir
        next Seguinte
        route Percurso
        send Enviar
        done OK
        emergency-call Emergência
        continue Continuar
        """#
}
