import CPango
import ScanoutCore
import Synchronization

/// What fontconfig and pango know about the installed fonts: which families exist, which face a
/// font resolves to, and that face's metrics.
///
/// Thread-safe, because `UIFont` is `Sendable` and may be made anywhere: fontconfig's queries on
/// its default configuration are thread-safe, and the pango context that measures faces (over a
/// font map of its own, not the main thread's) is used only under a lock. Each face is measured
/// once, at `referenceSize`, and its metrics scale linearly (hinting is off; see
/// `TextShapingContext`).
package enum FontCatalog {
    /// The family `UIFont.systemFont` draws with (a font every board image ships).
    package static let systemFamily = "DejaVu Sans"

    /// A face as fonts ask for it: a family, an OpenType weight (100–900) and a slant.
    package struct Face: Hashable, Sendable {
        package var family: String
        package var weight: Int
        package var isItalic: Bool

        package init(family: String, weight: Int, isItalic: Bool) {
            self.family = family
            self.weight = weight
            self.isItalic = isItalic
        }
    }

    /// A face's metrics at `referenceSize` points, and the PostScript name of the font fontconfig
    /// chose for it.
    package struct FaceInfo: Sendable {
        package var postScriptName: String
        package var ascent: CGFloat
        package var descent: CGFloat
        package var lineGap: CGFloat
        package var capHeight: CGFloat
        package var xHeight: CGFloat
    }

    /// The size faces are measured at; large, so that pango's integer units lose no precision.
    package static let referenceSize: CGFloat = 100

    /// The face's metrics and font name, measured on first use.
    package static func info(for face: Face) -> FaceInfo {
        measurer.withLock { state in
            if let info = state.faces[face] { return info }
            let info = measure(face, in: state.context)
            state.faces[face] = info
            return info
        }
    }

    /// The family `name` as fontconfig spells it, when a font of that family is installed. Names
    /// compare as fontconfig compares them: ignoring case and spaces (`"dejavu sans"`). A name
    /// with a NUL is no family's: fontconfig would read it only up to the NUL.
    package static func canonicalFamily(_ name: String) -> String? {
        guard !name.utf8.contains(0) else { return nil }
        let key = comparisonKey(name)
        let fonts = listFonts(matching: FC_FAMILY, name, properties: [FC_FAMILY])
        guard !fonts.isEmpty else { return nil }
        for font in fonts {
            if let family = font.families.first(where: { comparisonKey($0) == key }) { return family }
        }
        return name
    }

    /// The face of the font whose PostScript name is `name` (`"DejaVuSans-Bold"`), if installed.
    /// A name with a NUL is no font's: fontconfig would read it only up to the NUL.
    package static func face(postScriptName name: String) -> Face? {
        guard !name.utf8.contains(0) else { return nil }
        let fonts = listFonts(matching: FC_POSTSCRIPT_NAME, name, properties: [FC_FAMILY, FC_WEIGHT, FC_SLANT])
        guard let font = fonts.first, let family = font.families.first else { return nil }
        return Face(family: family, weight: font.weight ?? 400, isItalic: (font.slant ?? 0) != FC_SLANT_ROMAN)
    }

    /// The primary name of every installed family, sorted.
    package static var familyNames: [String] {
        Set(listFonts(matching: nil, nil, properties: [FC_FAMILY]).compactMap(\.families.first)).sorted()
    }

    // MARK: - Private

    private struct MeasuringState: ~Copyable {
        /// Safety: a pango context is not thread-safe; it is only touched under `measurer`'s lock.
        let context: OpaquePointer
        var faces: [Face: FaceInfo] = [:]
    }

    private static let measurer = Mutex(
        MeasuringState(context: TextShapingContext.make(fontMap: pango_cairo_font_map_new())))

    /// The fontconfig properties read from one listed font.
    private struct ListedFont {
        /// The family's names: the primary one first, then others (localized, or a style family
        /// such as "DejaVu Sans Condensed").
        var families: [String]
        var weight: Int?
        var slant: Int32?
    }

    private static func measure(_ face: Face, in context: OpaquePointer) -> FaceInfo {
        let description = FontDescription(face: face, size: referenceSize)
        let metrics = pango_context_get_metrics(context, description.pointer, pango_language_from_string("en"))
        defer { pango_font_metrics_unref(metrics) }
        let ascent = CGFloat(pangoUnits: pango_font_metrics_get_ascent(metrics))
        let descent = CGFloat(pangoUnits: pango_font_metrics_get_descent(metrics))
        let height = CGFloat(pangoUnits: pango_font_metrics_get_height(metrics))

        // Cap height and x-height are the ink heights of "H" and "x" above the baseline: the values
        // the OS/2 table records, measured instead of read so any outline font gives them.
        let layout = neverNull(pango_layout_new(context), "pango_layout_new")
        defer { scanout_g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_font_description(layout, description.pointer)
        func inkHeight(of text: String) -> CGFloat {
            pango_layout_set_text(layout, text, -1)
            var ink = PangoRectangle()
            pango_layout_get_extents(layout, &ink, nil)
            return CGFloat(pangoUnits: pango_layout_get_baseline(layout) - ink.y)
        }
        return FaceInfo(
            postScriptName: matchedPostScriptName(for: face) ?? face.family.replacingSpaces(),
            ascent: ascent, descent: descent, lineGap: max(0, height - ascent - descent),
            capHeight: inkHeight(of: "H"), xHeight: inkHeight(of: "x"))
    }

    /// The PostScript name of the font fontconfig picks for `face`.
    private static func matchedPostScriptName(for face: Face) -> String? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        _ = face.family.withCString { family in
            family.withMemoryRebound(to: FcChar8.self, capacity: face.family.utf8.count + 1) {
                FcPatternAddString(pattern, FC_FAMILY, $0)
            }
        }
        FcPatternAddDouble(pattern, FC_WEIGHT, FcWeightFromOpenTypeDouble(Double(face.weight)))
        FcPatternAddInteger(pattern, FC_SLANT, face.isItalic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        return string(FC_POSTSCRIPT_NAME, of: match)
    }

    /// Lists the installed fonts whose `property` is `value` (every font when `property` is nil).
    private static func listFonts(matching property: String?, _ value: String?, properties: [String]) -> [ListedFont] {
        // Out of memory, fontconfig lists nothing: as if no font matched.
        guard let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        if let property, let value {
            _ = value.withCString { text in
                text.withMemoryRebound(to: FcChar8.self, capacity: value.utf8.count + 1) {
                    FcPatternAddString(pattern, property, $0)
                }
            }
        }
        guard let objects = FcObjectSetCreate() else { return [] }
        defer { FcObjectSetDestroy(objects) }
        for name in properties { FcObjectSetAdd(objects, name) }
        guard let set = FcFontList(nil, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(set) }
        // Safety: `fonts` holds `nfont` patterns owned by `set`, alive until the deferred destroy.
        return (0..<Int(set.pointee.nfont)).compactMap { index in
            guard let font = set.pointee.fonts[index] else { return nil }
            var weight = 0.0
            var slant: Int32 = 0
            let hasWeight = FcPatternGetDouble(font, FC_WEIGHT, 0, &weight) == FcResultMatch
            let hasSlant = FcPatternGetInteger(font, FC_SLANT, 0, &slant) == FcResultMatch
            var families: [String] = []
            while let family = string(FC_FAMILY, of: font, index: Int32(families.count)) { families.append(family) }
            return ListedFont(
                families: families,
                weight: hasWeight ? Int(FcWeightToOpenTypeDouble(weight).rounded()) : nil,
                slant: hasSlant ? slant : nil)
        }
    }

    /// Value number `index` of the string property `property` of `pattern`.
    private static func string(_ property: String, of pattern: OpaquePointer, index: Int32 = 0) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, property, index, &value) == FcResultMatch, let value else { return nil }
        // Safety: the string belongs to `pattern`, which outlives this copy.
        return String(cString: value)
    }
}

extension FontCatalog {
    /// `name` as fontconfig compares family names: lowercased, without spaces.
    fileprivate static func comparisonKey(_ name: String) -> String {
        String(name.lowercased().filter { $0 != " " })
    }
}

extension String {
    /// The string without spaces: how PostScript names spell family names.
    fileprivate func replacingSpaces() -> String {
        String(filter { $0 != " " })
    }
}
