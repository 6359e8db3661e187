/// The built-in العربية (ar) keyboard, as layout text (docs/KEYBOARD-LAYOUTS.md). Kept in
/// a string rather than a resource file so no bundle lookup is needed; the parser reads it as it
/// reads an app's own layout files.
extension BuiltInKeyboardLayouts {
    static let arabic = #"""
        // Rows in reading order, right to left, as iOS's Arabic keyboard: eleven letters in the first two rows (ض at the left end of the first, as on the PC layout's Q key; ة at the right end of the second), nine and backspace (at the right end) in the third. No shift (Arabic has no capitals); Arabic-Indic digits, with Western digits on long presses.
        layout: ar
        name: العربية
        direction: rtl
        space: مسافة
        letters-key: أ ب ج
        decimal: .

        letters:
        ج ح خ ه ع غ ف ق ث ص ض
        ة ك م ن ت ا ل ب ي س ش
        {backspace} ى و ر ز د ذ ط ظ ء

        numbers:
        ١ ٢ ٣ ٤ ٥ ٦ ٧ ٨ ٩ ٠
        - / : ؛ ( ) $ & @ "
        {more} . ، ؟ ! ' {backspace}

        symbols:
        [ ] { } # % ^ * + =
        _ \ | ~ < > € £ ¥ •
        {more} . ، ؟ ! ' {backspace}

        alternatives:
        ا أ إ آ ء
        ي ئ ى
        و ؤ
        ه ة
        ك گ
        ١ 1
        ٢ 2
        ٣ 3
        ٤ 4
        ٥ 5
        ٦ 6
        ٧ 7
        ٨ 8
        ٩ 9
        ٠ 0
        ؟ ?
        ، ,

        return-keys:
        default رجوع
        go انتقال
        search بحث
        join انضمام
        next التالي
        route المسار
        send إرسال
        done تم
        emergency-call طوارئ
        continue متابعة
        """#
}
