/// A font: a family, weight, slant and size in points, with its metrics.
///
/// ```swift
/// label.font = .systemFont(ofSize: 20, weight: .semibold)
/// ```
///
/// Behaves as UIKit's `UIFont`. Differences: the system font is DejaVu Sans, a family `make deps`
/// installs (`fonts-dejavu-core`) that covers Latin, Greek, Cyrillic, Arabic and Hebrew, and whose
/// metrics are known on every Scanout machine; characters a font lacks (Chinese, Japanese, emoji)
/// are drawn from another installed font that fontconfig picks (`fonts-wqy-microhei` for CJK),
/// as UIKit's cascade list does. A weight or slant the family has no face for is matched to the
/// nearest face by fontconfig (and slanted synthetically when no italic face is installed).
/// `fontName` is the PostScript name of the face used (`"DejaVuSans-Bold"`).
///
/// Sizes: UIKit asks for a size above 0 and documents nothing else; Scanout makes every size one
/// it can draw, by one rule for every initializer and `withSize(_:)`. A size of 0 or less, or NaN,
/// means the default size, `systemFontSize` (17 points), as AppKit documents for 0 and negative
/// sizes. A size above `maximumPointSize` (16,000 points), +infinity included, is that maximum.
/// Tiny positive sizes stay as they are (they draw nothing visible, harmlessly).
///
/// Immutable and `Sendable`: fonts may be made and shared on any thread.
public final class UIFont: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// This font as layouts are given it (`ShapedTextLayout.setFont`); immutable, so concurrent
    /// readers are safe.
    let fontDescription: FontDescription
    /// The face asked for.
    let face: FontCatalog.Face

    /// The size in points.
    public let pointSize: CGFloat
    /// The family, as fontconfig names it (`"DejaVu Sans"`).
    public let familyName: String
    /// The PostScript name of the face used (`"DejaVuSans-Bold"`).
    public let fontName: String
    /// The distance from the baseline to the top of the line, in points.
    public let ascender: CGFloat
    /// The distance from the baseline to the bottom of the line, in points: negative, as in UIKit.
    public let descender: CGFloat
    /// The height of the capital letters above the baseline (the ink height of "H"), in points.
    public let capHeight: CGFloat
    /// The height of the lowercase letters above the baseline (the ink height of "x"), in points.
    public let xHeight: CGFloat
    /// The line gap the font recommends. Scanout's layout, as pango's, does not add it between
    /// lines; `NSParagraphStyle.lineSpacing` does.
    public let leading: CGFloat
    /// The height of one line of text as laid out: `ascender - descender`.
    public let lineHeight: CGFloat

    // MARK: Initialization

    init(face: FontCatalog.Face, size: CGFloat) {
        let size = UIFont.drawableSize(size)
        let info = FontCatalog.info(for: face)
        let factor = size / FontCatalog.referenceSize
        self.face = face
        pointSize = size
        familyName = face.family
        fontName = info.postScriptName
        ascender = info.ascent * factor
        descender = -info.descent * factor
        capHeight = info.capHeight * factor
        xHeight = info.xHeight * factor
        leading = info.lineGap * factor
        lineHeight = (info.ascent + info.descent) * factor
        fontDescription = FontDescription(face: face, size: size)
    }

    /// The system font at the system size (`UIFont.systemFontSize`), for code that writes
    /// `UIFont()` as a fallback.
    public convenience init() {
        self.init(
            face: FontCatalog.Face(family: UIFont.systemFamily, weight: Weight.regular.openTypeWeight, isItalic: false),
            size: UIFont.systemFontSize)
    }

    /// The font named `fontName` at `size` points. The name is a family name (`"DejaVu Sans Mono"`,
    /// compared ignoring case and spaces, as fontconfig does; regular weight) or a face's
    /// PostScript name (`"DejaVuSans-Bold"`, which gives the face's family, weight and slant). A
    /// font iOS bundles that is not installed (`"Arial"`, `"HelveticaNeue-Bold"`, `"Menlo"`) gets
    /// an installed stand-in of its kind, weight and slant, with one warning
    /// (`IOSFontSubstitutes`). Nil for any other name fontconfig does not have, and for a name
    /// with a NUL in it. The size follows the rule above.
    public convenience init?(name fontName: String, size: CGFloat) {
        guard let face = UIFont.face(named: fontName) else { return nil }
        self.init(face: face, size: size)
    }

    /// The face `init(name:size:)` and font descriptors find for `fontName`: a family (regular),
    /// a PostScript name, or an iOS font's installed stand-in (warned of once); nil otherwise.
    static func face(named fontName: String) -> FontCatalog.Face? {
        if let family = FontCatalog.canonicalFamily(fontName) {
            return FontCatalog.Face(family: family, weight: 400, isItalic: false)
        } else if let face = FontCatalog.face(postScriptName: fontName) {
            return face
        } else if let substitute = IOSFontSubstitutes.face(for: fontName) {
            // A font every iPhone has but this system lacks: a stand-in, not nil (see the type).
            IOSFontSubstitutes.warnOnce(name: fontName, kind: substitute.kind)
            return substitute.face
        }
        return nil
    }

    // MARK: System fonts

    /// The family of the system fonts.
    static let systemFamily = FontCatalog.systemFamily
    /// The family of the monospaced system fonts.
    static let monospacedFamily = "DejaVu Sans Mono"

    /// The system font at `fontSize` points, regular weight.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font at `fontSize` points and `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        let face = FontCatalog.Face(family: systemFamily, weight: weight.openTypeWeight, isItalic: false)
        return UIFont(face: face, size: fontSize)
    }

    /// The bold system font at `fontSize` points.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic system font at `fontSize` points.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(face: FontCatalog.Face(family: systemFamily, weight: 400, isItalic: true), size: fontSize)
    }

    /// The system font with digits of one width, for numbers that change in place (a timer, a
    /// counter). DejaVu Sans's digits are all one width already, so this is the system font.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The monospaced system font (DejaVu Sans Mono) at `fontSize` points and `weight`.
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        let face = FontCatalog.Face(family: monospacedFamily, weight: weight.openTypeWeight, isItalic: false)
        return UIFont(face: face, size: fontSize)
    }

    /// The largest size a font has, in points. FreeType (under cairo and pango) refuses a size of
    /// 65,536 pixels per em or more: pango then logs warnings, and cairo puts the drawing context
    /// in an error state that stops everything drawn after it in the frame. Text is laid out at 72
    /// dots per inch (a point is a pixel at 1×) and drawn at up to 4 pixels per point (the largest
    /// `display.scale` a board accepts), so 16,000 points is at most 64,000 pixels per em. (A view
    /// scaled up by its transform can still pass the limit; nothing here can know about that.)
    static let maximumPointSize: CGFloat = 16_000

    /// The standard font size: 17 points.
    public static var systemFontSize: CGFloat { 17 }
    /// The standard size of small text: 12 points.
    public static var smallSystemFontSize: CGFloat { 12 }
    /// The standard size of label text: 17 points.
    public static var labelFontSize: CGFloat { 17 }
    /// The standard size of button titles: 18 points.
    public static var buttonFontSize: CGFloat { 18 }

    /// The primary name of every installed font family, sorted.
    public static var familyNames: [String] {
        FontCatalog.familyNames
    }

    /// `size` as a font has it: the default size for 0, less or NaN, at most `maximumPointSize`.
    static func drawableSize(_ size: CGFloat) -> CGFloat {
        guard size > 0 else { return systemFontSize }
        return min(size, maximumPointSize)
    }

    // MARK: Deriving fonts

    /// The same family, weight and slant at `fontSize` points.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(face: face, size: fontSize)
    }

    // MARK: Equality and description

    /// Fonts are equal when they ask for the same face at the same size.
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs === rhs || (lhs.face == rhs.face && lhs.pointSize == rhs.pointSize)
    }

    /// Hashes the face and size, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(face)
        hasher.combine(pointSize)
    }

    /// The face and size, in the form UIKit prints fonts.
    public var description: String {
        let style = face.isItalic ? "italic" : "normal"
        return "<UIFont: \(fontName)> font-family: \"\(familyName)\"; font-weight: \(face.weight); "
            + "font-style: \(style); font-size: \(pointSize)pt"
    }
}

extension UIFont {
    /// A font weight, with UIKit's raw values: from `ultraLight` (-0.8) through `regular` (0) to
    /// `black` (0.62). Values between the named weights map to OpenType weights in between.
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        /// UIKit's value for the weight.
        public let rawValue: CGFloat

        /// A weight of UIKit's value `rawValue` (from -1 to 1).
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// OpenType weight 100.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// OpenType weight 200.
        public static let thin = Weight(rawValue: -0.6)
        /// OpenType weight 300.
        public static let light = Weight(rawValue: -0.4)
        /// OpenType weight 400.
        public static let regular = Weight(rawValue: 0)
        /// OpenType weight 500.
        public static let medium = Weight(rawValue: 0.23)
        /// OpenType weight 600.
        public static let semibold = Weight(rawValue: 0.3)
        /// OpenType weight 700.
        public static let bold = Weight(rawValue: 0.4)
        /// OpenType weight 800.
        public static let heavy = Weight(rawValue: 0.56)
        /// OpenType weight 900.
        public static let black = Weight(rawValue: 0.62)

        /// Lighter weights come first.
        public static func < (lhs: Weight, rhs: Weight) -> Bool {
            lhs.rawValue < rhs.rawValue
        }

        /// The OpenType weight (100–900; pango's `PangoWeight`), interpolated between the named
        /// weights.
        var openTypeWeight: Int {
            let named: [Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
            guard rawValue > named[0].rawValue else { return 100 }
            for index in 1..<named.count where rawValue <= named[index].rawValue {
                let lower = named[index - 1].rawValue
                let fraction = (rawValue - lower) / (named[index].rawValue - lower)
                return Int((CGFloat(index) + fraction) * 100)
            }
            return 900
        }
    }
}
