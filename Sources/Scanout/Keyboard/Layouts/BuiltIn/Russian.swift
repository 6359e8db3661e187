/// The built-in Русский (ru-RU) keyboard, as layout text (docs/KEYBOARD-LAYOUTS.md). Kept in
/// a string rather than a resource file so no bundle lookup is needed; the parser reads it as it
/// reads an app's own layout files.
extension BuiltInKeyboardLayouts {
    static let russian = #"""
        // ЙЦУКЕН: eleven keys in the first two rows; ё and ъ on long presses.
        layout: ru-RU
        name: Русский
        direction: ltr
        space: Пробел
        letters-key: АБВ
        decimal: ,

        letters:
        й ц у к е н г ш щ з х
        ф ы в а п р о л д ж э
        {shift} я ч с м и т ь б ю {backspace}

        numbers:
        1 2 3 4 5 6 7 8 9 0
        - / : ; ( ) ₽ & @ "
        {more} . , ? ! ' {backspace}

        symbols:
        [ ] { } # % ^ * + =
        _ \ | ~ < > € $ £ •
        {more} . , ? ! ' {backspace}

        alternatives:
        е ё
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
        default ввод
        go Перейти
        search Найти
        join Войти
        next Далее
        route Маршрут
        send Отправить
        done Готово
        emergency-call Экстренный вызов
        continue Продолжить
        """#
}
