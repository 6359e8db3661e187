import CPango

/// The direction a paragraph is written in, as pango decides it when its direction is automatic
/// (its default): from the paragraph's first strong character.
///
/// ```swift
/// let alignRight = TextDirection.startsRightToLeft("שלום, world")  // true
/// ```
///
/// Lets the framework align text the way pango will lay it out (a right-aligned Hebrew placeholder,
/// a left alignment that pango would otherwise swap) without a layout. Thread-safe: harfbuzz's
/// Unicode functions are immutable.
package enum TextDirection {
    /// Whether the first character with a script of its own (a strong character, roughly: digits,
    /// punctuation and spaces have none) is written right to left. Asks harfbuzz for scripts and
    /// their directions.
    package static func startsRightToLeft(_ text: String) -> Bool {
        let functions = hb_unicode_funcs_get_default()
        for scalar in text.unicodeScalars {
            let script = hb_unicode_script(functions, scalar.value)
            if script == HB_SCRIPT_COMMON || script == HB_SCRIPT_INHERITED || script == HB_SCRIPT_UNKNOWN { continue }
            return hb_script_get_horizontal_direction(script) == HB_DIRECTION_RTL
        }
        return false
    }
}
