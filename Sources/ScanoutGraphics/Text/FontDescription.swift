import CPango
import ScanoutCore

/// A face at a size, as pango is asked for fonts: what a `UIFont` hands to the layouts that draw
/// with it.
///
/// ```swift
/// let description = FontDescription(face: face, size: 17)
/// layout.setFont(description)
/// ```
///
/// Owns its `PangoFontDescription` and frees it when it ends. Noncopyable, so that a font holds
/// one without a second allocation and the description is freed exactly once. Immutable after
/// init: pango only reads it (a layout takes a copy), so concurrent readers are safe.
package struct FontDescription: ~Copyable, @unchecked Sendable {
    /// The pango description (`PangoFontDescription`), owned.
    let pointer: OpaquePointer

    /// A description of `face` at `size` points (absolute: device units, which are points in
    /// Scanout's layouts).
    package init(face: FontCatalog.Face, size: CGFloat) {
        let description = neverNull(pango_font_description_new(), "pango_font_description_new")
        pango_font_description_set_family(description, face.family)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(face.weight)))
        pango_font_description_set_style(description, face.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(description, Double(size * pangoUnitsPerPoint))
        pointer = description
    }

    deinit {
        pango_font_description_free(pointer)
    }
}
