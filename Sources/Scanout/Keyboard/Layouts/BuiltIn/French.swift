/// The built-in Français (fr-FR) keyboard, as layout text (docs/KEYBOARD-LAYOUTS.md). Kept in
/// a string rather than a resource file so no bundle lookup is needed; the parser reads it as it
/// reads an app's own layout files.
extension BuiltInKeyboardLayouts {
    static let french = #"""
        // AZERTY as iOS shows it; accents on long presses.
        layout: fr-FR
        name: Français
        direction: ltr
        space: espace
        letters-key: ABC
        decimal: ,

        letters:
        a z e r t y u i o p
        q s d f g h j k l m
        {shift} w x c v b n ' {backspace}

        numbers:
        1 2 3 4 5 6 7 8 9 0
        - / : ; ( ) € & @ "
        {more} . , ? ! ' {backspace}

        symbols:
        [ ] { } # % ^ * + =
        _ \ | ~ < > $ £ ¥ •
        {more} . , ? ! ' {backspace}

        alternatives:
        e é è ê ë ę ė ē
        a à â æ á ä ã å ā
        c ç ć č
        i î ï ì í į ī
        o ô œ ö ò ó õ ø ō
        u ù û ü ú ū
        y ÿ
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
        default retour
        go Aller
        search Rechercher
        join Rejoindre
        next Suivant
        route Itinéraire
        send Envoyer
        done OK
        emergency-call Appel d’urgence
        continue Continuer
        """#
}
