/// Fonts from and to font descriptors (see `UIFontDescriptor`), as in UIKit.
///
/// ```swift
/// let smaller = UIFont(descriptor: font.fontDescriptor, size: font.pointSize * 0.7)
/// ```
extension UIFont {
    /// The font `descriptor` describes at `pointSize` points; a size of 0 keeps the descriptor's
    /// size (a descriptor without one gets its text style's size, else the default size, as
    /// `UIFont`'s sizes rule says).
    /// The face: the descriptor's `.name` (as `init(name:size:)` takes it), else its `.family`, else
    /// its `.textStyle`'s font, else the system font; then its traits' weight, bold, italic and
    /// monospace. A name or family that is not installed gives the system family.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        var size = pointSize == 0 ? descriptor.pointSize : pointSize
        if size == 0, let style = descriptor.fontAttributes[.textStyle] as? String {
            size = UIFont.preferredFont(forTextStyle: TextStyle(rawValue: style)).pointSize
        }
        self.init(face: UIFont.face(for: descriptor), size: size)
    }

    /// A descriptor of this font: its family, PostScript name, size and traits.
    public var fontDescriptor: UIFontDescriptor {
        var symbolic: UIFontDescriptor.SymbolicTraits = []
        if face.weight >= 700 { symbolic.insert(.traitBold) }
        if face.isItalic { symbolic.insert(.traitItalic) }
        if face.family == UIFont.monospacedFamily { symbolic.insert(.traitMonoSpace) }
        let traits: [UIFontDescriptor.TraitKey: Any] = [
            .symbolic: NumberBoxing.box(Int(symbolic.rawValue)),
            .weight: NumberBoxing.box(Double(Weight(openTypeWeight: face.weight).rawValue)),
        ]
        return UIFontDescriptor(fontAttributes: [
            .family: familyName, .name: fontName, .size: NumberBoxing.box(Double(pointSize)), .traits: traits,
        ])
    }

    // MARK: - Private

    /// The face a descriptor resolves to (see `init(descriptor:size:)`).
    private static func face(for descriptor: UIFontDescriptor) -> FontCatalog.Face {
        let attributes = descriptor.fontAttributes
        var face = FontCatalog.Face(family: systemFamily, weight: 400, isItalic: false)
        if let name = attributes[.name] as? String, let named = UIFont.face(named: name) {
            face = named
        } else if let family = attributes[.family] as? String, let named = UIFont.face(named: family) {
            face = named
        } else if let style = attributes[.textStyle] as? String {
            face = preferredFont(forTextStyle: TextStyle(rawValue: style)).face
        }
        let traits = attributes[.traits] as? [UIFontDescriptor.TraitKey: Any] ?? [:]
        if let weight = UIFontDescriptor.number(traits[.weight]), weight.isFinite {
            face.weight = Weight(rawValue: weight).openTypeWeight
        }
        if let slant = UIFontDescriptor.number(traits[.slant]), slant > 0 { face.isItalic = true }
        if traits[.symbolic] != nil {
            let symbolic = descriptor.symbolicTraits
            // An explicit weight decides boldness; without one, the bold trait does.
            if traits[.weight] == nil {
                if symbolic.contains(.traitBold) {
                    face.weight = max(face.weight, 700)
                } else if face.weight >= 700 {
                    face.weight = 400
                }
            }
            face.isItalic = symbolic.contains(.traitItalic)
            if symbolic.contains(.traitMonoSpace) { face.family = monospacedFamily }
        }
        return face
    }
}

extension UIFont.Weight {
    /// The named weight nearest to an OpenType weight (100–900).
    init(openTypeWeight: Int) {
        let named: [UIFont.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        let index = min(max((openTypeWeight + 50) / 100 - 1, 0), named.count - 1)
        self = named[index]
    }
}
