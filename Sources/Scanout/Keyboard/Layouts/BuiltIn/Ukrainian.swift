/// The built-in Українська (uk-UA) keyboard, as layout text (docs/KEYBOARD-LAYOUTS.md). Kept in
/// a string rather than a resource file so no bundle lookup is needed; the parser reads it as it
/// reads an app's own layout files.
extension BuiltInKeyboardLayouts {
    static let ukrainian = #"""
        // 
        layout: uk-UA
        name: Українська
        direction: ltr
        space: пропуск
        letters-key: АБВ
        decimal: ,

        letters:
        й ц у к е н г ш щ з х
        ф і в а п р о л д ж є
        {shift} я ч с м и т ь б ю {backspace}

        numbers:
        1 2 3 4 5 6 7 8 9 0
        - / : ; ( ) ₴ & @ "
        {more} . , ? ! ' {backspace}

        symbols:
        [ ] { } # % ^ * + =
        _ \ | ~ < > € $ £ •
        {more} . , ? ! ' {backspace}

        alternatives:
        г ґ
        і ї
        ь ъ
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
        default ввід
        go Перейти
        search Шукати
        join Приєднатися
        next Далі
        route Маршрут
        send Надіслати
        done Готово
        emergency-call Екстрений виклик
        continue Продовжити
        """#
}
