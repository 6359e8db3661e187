import FoundationEssentials

// Foundation's `AttributedString` with UIKit's attributes, as on iOS:
//
//     var price = AttributedString("12 CHF")
//     price.font = .boldSystemFont(ofSize: 20)
//     price.foregroundColor = .systemRed
//     label.attributedText = NSAttributedString(price)
//
// The scope names each attribute with the key `NSAttributedString` uses, so converting keeps them;
// Foundation's own attributes (`link`) come along through `foundation`.

extension AttributeScopes {
    /// UIKit's attributes (and Foundation's).
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }

    /// The attributes UIKit draws, for `AttributedString`.
    public struct UIKitAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let kern: KernAttribute
        public let tracking: TrackingAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let underlineColor: UnderlineColorAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let strikethroughColor: StrikethroughColorAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let foundation: FoundationAttributes

        public enum FontAttribute: AttributedStringKey {
            public typealias Value = UIFont
            public static let name = NSAttributedString.Key.font.rawValue
        }
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.foregroundColor.rawValue
        }
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.backgroundColor.rawValue
        }
        public enum KernAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.kern.rawValue
        }
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.tracking.rawValue
        }
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = NSUnderlineStyle
            public static let name = NSAttributedString.Key.underlineStyle.rawValue
        }
        public enum UnderlineColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.underlineColor.rawValue
        }
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = NSUnderlineStyle
            public static let name = NSAttributedString.Key.strikethroughStyle.rawValue
        }
        public enum StrikethroughColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.strikethroughColor.rawValue
        }
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.baselineOffset.rawValue
        }
    }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}

extension NSAttributedString {
    /// `attributedString`'s characters with its UIKit and Foundation attributes (a `link` becomes
    /// `.link` with its `URL`). Attributes of other scopes are dropped.
    public convenience init(_ attributedString: AttributedString) {
        typealias UIKit = AttributeScopes.UIKitAttributes
        var storage = ""
        var runs = AttributeRuns(length: 0, attributes: [:])
        for run in attributedString.runs {
            let piece = String(attributedString[run.range].characters)
            var attributes: [Key: Any] = [:]
            if let value = run[UIKit.FontAttribute.self] { attributes[.font] = value }
            if let value = run[UIKit.ForegroundColorAttribute.self] { attributes[.foregroundColor] = value }
            if let value = run[UIKit.BackgroundColorAttribute.self] { attributes[.backgroundColor] = value }
            if let value = run[UIKit.KernAttribute.self] { attributes[.kern] = value }
            if let value = run[UIKit.TrackingAttribute.self] { attributes[.tracking] = value }
            if let value = run[UIKit.UnderlineStyleAttribute.self] { attributes[.underlineStyle] = value.rawValue }
            if let value = run[UIKit.UnderlineColorAttribute.self] { attributes[.underlineColor] = value }
            if let value = run[UIKit.StrikethroughStyleAttribute.self] {
                attributes[.strikethroughStyle] = value.rawValue
            }
            if let value = run[UIKit.StrikethroughColorAttribute.self] { attributes[.strikethroughColor] = value }
            if let value = run[UIKit.BaselineOffsetAttribute.self] { attributes[.baselineOffset] = value }
            if let value = run[AttributeScopes.FoundationAttributes.LinkAttribute.self] { attributes[.link] = value }
            let start = storage.utf16.count
            storage += piece
            runs.replace(start..<start, with: AttributeRuns(length: piece.utf16.count, attributes: attributes))
        }
        self.init(storage: storage, runs: runs)
    }
}

extension AttributedString {
    /// `attributedString`'s characters with the attributes UIKit's scope and Foundation's `link`
    /// name; other keys are dropped.
    public init(_ attributedString: NSAttributedString) {
        typealias UIKit = AttributeScopes.UIKitAttributes
        var result = AttributedString()
        for span in attributedString.attributeRuns.spans {
            var piece = AttributedString(attributedString.substring(span.range))
            let attributes = span.attributes
            if let font = attributes[.font] as? UIFont { piece[UIKit.FontAttribute.self] = font }
            if let color = TextStyle.color(attributes[.foregroundColor]) {
                piece[UIKit.ForegroundColorAttribute.self] = color
            }
            if let color = TextStyle.color(attributes[.backgroundColor]) {
                piece[UIKit.BackgroundColorAttribute.self] = color
            }
            if let kern = TextStyle.number(attributes[.kern]) { piece[UIKit.KernAttribute.self] = kern }
            if let offset = TextStyle.number(attributes[.baselineOffset]) {
                piece[UIKit.BaselineOffsetAttribute.self] = offset
            }
            let underline = TextRunStyle.lineStyle(attributes[.underlineStyle])
            if !underline.isEmpty { piece[UIKit.UnderlineStyleAttribute.self] = underline }
            let strikethrough = TextRunStyle.lineStyle(attributes[.strikethroughStyle])
            if !strikethrough.isEmpty { piece[UIKit.StrikethroughStyleAttribute.self] = strikethrough }
            if let link = attributes[.link] as? URL {
                piece[AttributeScopes.FoundationAttributes.LinkAttribute.self] = link
            } else if let link = (attributes[.link] as? String).flatMap(URL.init(string:)) {
                piece[AttributeScopes.FoundationAttributes.LinkAttribute.self] = link
            }
            result += piece
        }
        self = result
    }
}
