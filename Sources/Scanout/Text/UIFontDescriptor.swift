/// A description of a font by its attributes — family, name, size, traits, text style — from
/// which `UIFont(descriptor:size:)` makes a font.
///
/// ```swift
/// let bold = label.font.fontDescriptor.withSymbolicTraits(.traitBold)!
/// label.font = UIFont(descriptor: bold, size: 0)  // 0 keeps the descriptor's size
/// ```
///
/// Behaves as UIKit's `UIFontDescriptor` for the attributes Scanout's fonts have: `.family`,
/// `.name` (a family or PostScript name, as `UIFont(name:size:)` takes it), `.size`, `.textStyle`
/// and `.traits` (`.symbolic` bold, italic and monospace, `.weight`). Differences: other attributes
/// (matrix, features, cascade list) are kept but do not change the font; `withDesign(_:)` gives an
/// installed family of the design — DejaVu Serif for `.serif`, DejaVu Sans Mono for `.monospaced`
/// — and keeps the system family for `.rounded`, which no installed face has. A trait the family
/// has no face for is matched by fontconfig as `UIFont` says, so `withSymbolicTraits(_:)` never
/// returns nil.
///
/// Immutable and `Sendable`, as `UIFont`.
public final class UIFontDescriptor: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// The attributes, as given (values of the types UIKit uses: `String`, a number such as
    /// `CGFloat` or `NSNumber`, `[TraitKey: Any]`).
    public let fontAttributes: [AttributeName: Any]

    /// A descriptor with `attributes`.
    public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        fontAttributes = attributes
    }

    /// A descriptor for the font named `fontName` (a family or PostScript name) at `size`.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(fontAttributes: [.name: fontName, .size: size])
    }

    /// The system font's descriptor for `style` at the default content size (see
    /// `UIFont.TextStyle`).
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor.addingAttributes([.textStyle: style.rawValue])
    }

    // MARK: Reading attributes

    /// The size in points the descriptor asks for; 0 when it names none (or NaN).
    public var pointSize: CGFloat {
        guard let size = Self.number(fontAttributes[.size]), !size.isNaN else { return 0 }
        return size
    }

    /// The PostScript name of the face the descriptor resolves to.
    public var postscriptName: String {
        UIFont(descriptor: self, size: 0).fontName
    }

    /// The symbolic traits the descriptor asks for (`.traits[.symbolic]`).
    public var symbolicTraits: SymbolicTraits {
        let traits = fontAttributes[.traits] as? [TraitKey: Any]
        guard let value = Self.number(traits?[.symbolic]), value.isFinite, value >= 0, value <= CGFloat(UInt32.max)
        else { return [] }
        return SymbolicTraits(rawValue: UInt32(value))
    }

    /// The value of `attribute`, or nil.
    public func object(forKey attribute: AttributeName) -> Any? {
        fontAttributes[attribute]
    }

    // MARK: Deriving descriptors

    /// This descriptor with `attributes` added, replacing any of the same names.
    public func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { _, new in new })
    }

    /// This descriptor at `newPointSize` points.
    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        addingAttributes([.size: newPointSize])
    }

    /// This descriptor with exactly `symbolicTraits` (bold, italic, monospace) instead of its
    /// own. Never nil in Scanout (see the type).
    public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        var traits = fontAttributes[.traits] as? [TraitKey: Any] ?? [:]
        traits[.symbolic] = NumberBoxing.box(Int(symbolicTraits.rawValue))
        // The weight trait would contradict a change of boldness; the symbolic trait decides.
        traits[.weight] = nil
        return addingAttributes([.traits: traits])
    }

    /// This descriptor in the family `newFamily`, whatever name it had.
    public func withFamily(_ newFamily: String) -> UIFontDescriptor {
        var attributes = fontAttributes
        attributes[.name] = nil
        attributes[.family] = newFamily
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// This descriptor in a family of `design` (see the type for the families); nil never.
    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        switch design {
        case .serif: withFamily(IOSFontSubstitutes.family(for: .serif))
        case .monospaced: withFamily(IOSFontSubstitutes.family(for: .monospaced))
        default: withFamily(UIFont.systemFamily)
        }
    }

    // MARK: Equality and description

    /// Descriptors are equal when they resolve to the same face at the same size.
    public static func == (lhs: UIFontDescriptor, rhs: UIFontDescriptor) -> Bool {
        lhs === rhs || UIFont(descriptor: lhs, size: 0) == UIFont(descriptor: rhs, size: 0)
    }

    /// Hashes the face and size, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(UIFont(descriptor: self, size: 0))
    }

    public var description: String {
        let pairs = fontAttributes.map { "\($0.key.rawValue) = \($0.value)" }.sorted()
        return "UIFontDescriptor <\(pairs.joined(separator: "; "))>"
    }

    // MARK: - Internal

    /// A number given as any of the types UIKit code uses for one (see `NumberBoxing`).
    static func number(_ value: Any?) -> CGFloat? {
        NumberBoxing.double(from: value).map { CGFloat($0) }
    }
}

extension UIFontDescriptor {
    /// The name of a font attribute, with UIKit's raw values.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// A family name (`String`).
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        /// A face within the family (`"Bold"`); kept, not used.
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        /// A family or PostScript name (`String`).
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        /// The size in points (`CGFloat` or `NSNumber`).
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        /// The traits (`[TraitKey: Any]`).
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        /// A text style's raw value (`String`).
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
        /// The name to show; kept, not used.
        public static let visibleName = AttributeName(rawValue: "NSFontVisibleNameAttribute")
        /// A transform; kept, not used.
        public static let matrix = AttributeName(rawValue: "NSFontMatrixAttribute")
        /// Fallback fonts; kept, not used (fontconfig picks fallbacks).
        public static let cascadeList = AttributeName(rawValue: "NSFontCascadeListAttribute")
        /// OpenType feature settings; kept, not used.
        public static let featureSettings = AttributeName(rawValue: "NSFontFeatureSettingsAttribute")
        /// A fixed advance; kept, not used.
        public static let fixedAdvance = AttributeName(rawValue: "NSFontFixedAdvanceAttribute")
        /// A character set; kept, not used.
        public static let characterSet = AttributeName(rawValue: "NSFontCharacterSetAttribute")
    }

    /// The key of a trait in the `.traits` attribute's dictionary, with UIKit's raw values.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// `SymbolicTraits`' raw value (`NSNumber` or `UInt32`).
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        /// A `UIFont.Weight` raw value, -1…1 (`CGFloat` or `NSNumber`).
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        /// A width, -1…1; kept, not used.
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        /// A slant, -1…1: above 0 asks for italic.
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }

    /// Traits of a face, with UIKit's bits. Scanout's fonts use bold, italic and monospace.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32

        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// A design of the system font, with UIKit's raw values (see the type for Scanout's faces).
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }
}
