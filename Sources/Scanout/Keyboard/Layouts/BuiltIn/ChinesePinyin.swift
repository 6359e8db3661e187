/// The built-in Chinese (Simplified, pinyin) (zh-Hans) keyboard, as layout text
/// (docs/KEYBOARD-LAYOUTS.md). Its letters feed the pinyin input method (`input-method: pinyin`):
/// they compose, a candidate bar above the keys offers Hanzi. Its numbers and symbols pages type
/// Chinese (full-width) punctuation, as iOS's pinyin keyboard does.
extension BuiltInKeyboardLayouts {
    static let chinesePinyin = #"""
        // Key caps as on iOS's Chinese (Simplified) Pinyin – QWERTY keyboard.
        layout: zh-Hans
        name: 简体拼音
        direction: ltr
        space: 空格
        letters-key: 拼音
        decimal: .
        input-method: pinyin

        letters:
        q w e r t y u i o p
        a s d f g h j k l
        {shift} z x c v b n m {backspace}

        numbers:
        1 2 3 4 5 6 7 8 9 0
        - / ： ； （ ） ¥ @ “ ”
        {more} 。 ， 、 ？ ！ . {backspace}

        symbols:
        【 】 ｛ ｝ # % ^ * + =
        _ — \ | ～ 《 》 $ & ·
        {more} … ， ^_^ ？ ！ ‘ {backspace}

        alternatives:
        。 .
        ， ,
        ？ ?
        ！ !
        ¥ $ € £
        “ " „ «
        ” " » “

        return-keys:
        default 换行
        go 前往
        search 搜索
        join 加入
        next 下一项
        route 路线
        send 发送
        done 完成
        emergency-call 紧急呼叫
        continue 继续
        """#
}
